"""King Albert, as AisleRiot plays it.

Nine piles of nine down to one card, face down but for the top card, seven
face-up reserve cards (the "Belgian reserve"), no stock.  Build down in
alternate colours; foundations up by suit from the Ace, still in play.
"""

from ..rules.building import ALTERNATE_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRow, TurnUpTops
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.piles import Foundations, Reserves, Tableau
from ..rules.units import SEQUENCE
from ..text.phrases import Phrase


@register(
    "king_albert",
    names=Phrase(en="King Albert", fr="Le Roi Albert"),
    summary=Phrase(en="Nine piles from nine cards down to one and a reserve of seven: build down in "
                      "alternate colours and uncover every card.",
                   fr="Neuf piles de neuf cartes à une et une réserve de sept : construisez en "
                      "descendant en alternant les couleurs et dégagez toutes les cartes."),
    strategy=Phrase(en="Uncovering new cards comes before everything else. Remember that an empty pile takes "
                       "any card or sequence, which makes it your best tool for reaching buried cards.",
                    fr="Dégager de nouvelles cartes passe avant tout. Rappelez-vous qu'une pile vide accepte "
                       "n'importe quelle carte ou suite\u00a0: c'est le meilleur outil pour atteindre les "
                       "cartes enfouies."),
    resembles="freecell",
)
def king_albert() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=True),
            Reserves(7),
            Tableau(9, build=Build(Down(), ALTERNATE_COLOUR), moves=SEQUENCE, empty=ANY_CARD),
        ],
        deal=[*[DealRow("tableau", range(1, 11 - row)) for row in range(1, 10)], TurnUpTops("tableau"),
              DealRow("reserve", face_up=True)],
        notes=[
            Phrase(en="Pile 1 gets nine cards, pile 9 one; only the top card of each pile is face up, and "
                      "a card left on top is turned up by itself.",
                   fr="La pile 1 reçoit neuf cartes, la pile 9 une seule ; seule la carte du dessus de "
                      "chaque pile est visible, et une carte restée au-dessus se retourne d'elle-même."),
            Phrase(en="The seven reserve cards may go to the tableau or the foundations; a reserve takes "
                      "no card and stays empty once played.",
                   fr="Les sept cartes de la réserve peuvent aller au tableau ou sur les fondations ; une "
                      "réserve ne reçoit aucune carte et reste vide une fois jouée."),
            Phrase(en="A built sequence moves as a unit, and any card or sequence fills an empty pile, as "
                      "the manual says. AisleRiot lets any group of face-up cards move; in this game "
                      "such a group is always a built sequence, so both rules agree.",
                   fr="Une suite construite se déplace d'un bloc, et n'importe quelle carte ou suite "
                      "occupe une pile vide, comme le dit le manuel. AisleRiot laisse bouger n'importe "
                      "quel groupe de cartes visibles ; dans ce jeu un tel groupe est toujours une suite "
                      "construite, les deux règles s'accordent donc."),
            Phrase(en="A card taken back from a foundation loses its point, as in AisleRiot.",
                   fr="Une carte reprise d'une fondation perd son point, comme dans AisleRiot."),
        ],
    )
