"""FreeCell, as AisleRiot plays it, with Microsoft's deal numbers.

All 52 cards face up in eight columns (7, 7, 7, 7, 6, 6, 6, 6), four free
cells, four foundations built up by suit and out of play.
"""

from ..cards import STANDARD_DECK
from ..dealing import DealRows
from ..game import Declaration, register
from ..piles import Foundations, FreeCells, Tableau
from ..vocabulary import ALTERNATE_COLOUR, ANY_CARD, BY_SUIT, FREE_CELL_LIMITED, Build, Down, Up


@register(
    "freecell",
    names={"en": "FreeCell", "fr": "FreeCell"},
    summary={"en": "Every card is visible: plan with four free cells to send all four suits "
                   "home.",
             "fr": "Toutes les cartes sont visibles : avec quatre cellules libres, planifiez "
                   "pour monter les quatre couleurs sur les fondations."},
)
def freecell():
    return Declaration(
        deck=STANDARD_DECK,
        shuffle="microsoft",
        notation="freecell",
        piles=[
            FreeCells(4),
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(8, build=Build(Down(), ALTERNATE_COLOUR), moves=FREE_CELL_LIMITED,
                    empty=ANY_CARD),
        ],
        deal=[DealRows("tableau", face_up=True)],
        notes={
            "en": ["Deal numbers are Microsoft FreeCell's: deal 1 here is game 1 there.",
                   "Score: one point per card on the foundations, as in AisleRiot.",
                   "AisleRiot always moves 'safe' cards to the foundations by itself; here that "
                   "is the autoplay setting, off by default so that scripts see every move.",
                   "AisleRiot's double-click sends a card to a free cell; the manual says to a "
                   "foundation. The table follows the manual, and falls back to a free cell "
                   "when no foundation takes the card.",
                   "AisleRiot never declares a FreeCell game lost; is_lost() here is true when "
                   "no legal move is left."],
            "fr": ["Les numéros de donne sont ceux du FreeCell de Microsoft : la donne 1 ici est "
                   "la partie 1 là-bas.",
                   "Score : un point par carte sur les fondations, comme dans AisleRiot.",
                   "AisleRiot monte de lui-même les cartes « sûres » sur les fondations ; ici "
                   "c'est le réglage de jeu automatique, désactivé par défaut pour que les "
                   "programmes voient chaque coup.",
                   "Dans AisleRiot, un double-clic envoie une carte dans une cellule libre ; le "
                   "manuel dit vers une fondation. La table suit le manuel, et se rabat sur une "
                   "cellule libre si aucune fondation ne prend la carte.",
                   "AisleRiot ne déclare jamais une partie de FreeCell perdue ; ici is_lost() "
                   "est vrai quand il ne reste aucun coup permis."],
        },
    )
