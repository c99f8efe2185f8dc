"""Streets and Alleys, as AisleRiot plays it.

Beleaguered Castle with the Aces dealt: all 52 cards face up, seven to each
of the four left-hand piles and six to each of the four right-hand piles,
four empty foundations in the middle column.
"""

from ..rules.building import BY_SUIT, REGARDLESS_OF_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRow, DealRows
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.piles import Foundations, Tableau
from ..rules.units import ONE_CARD
from ..text.phrases import Phrase


@register(
    "streets_and_alleys",
    names=Phrase(en="Streets and Alleys", fr="Rues et ruelles"),
    summary=Phrase(en="All 52 cards face up in eight piles: move one card at a time, building down "
                      "regardless of suit, and send every suit up from its Ace.",
                   fr="Les 52 cartes face visible en huit piles : déplacez une carte à la fois, en "
                      "descendant sans tenir compte de la couleur, et montez chaque couleur à partir "
                      "de son As."),
    resembles="beleaguered_castle",
    strategy=Phrase(
        en="Raise the four foundations at about the same pace rather than rushing one suit ahead. "
           "Work towards an empty tableau pile: any card may go there, and it is your best tool for "
           "sorting out the others.",
        fr="Faites monter les quatre fondations à peu près au même rythme plutôt que de pousser une "
           "seule couleur. Cherchez à vider une pile du tableau\u00a0: n'importe quelle carte peut "
           "y aller, et c'est votre meilleur outil pour démêler les autres.",
    ),
)
def streets_and_alleys() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=True),
            Tableau(8, build=Build(Down(), REGARDLESS_OF_SUIT), moves=ONE_CARD, empty=ANY_CARD),
        ],
        deal=[DealRows("tableau", count=48, face_up=True), DealRow("tableau", range(1, 5), face_up=True)],
        notes=[
            Phrase(en="Piles 1 to 4 are the left-hand wing (seven cards each), piles 5 to 8 the "
                      "right-hand wing (six cards each); the foundations sit between them.",
                   fr="Les piles 1 à 4 forment l'aile gauche (sept cartes chacune), les piles 5 à 8 "
                      "l'aile droite (six cartes chacune) ; les fondations sont au milieu."),
            Phrase(en="A card taken back from a foundation loses its point, as in AisleRiot.",
                   fr="Une carte reprise d'une fondation perd son point, comme dans AisleRiot."),
            Phrase(en="Foundation cards stay in play, as in AisleRiot: the top card may come back to "
                      "the tableau, and an Ace may move to another empty foundation.",
                   fr="Les cartes des fondations restent en jeu, comme dans AisleRiot : la carte du "
                      "dessus peut revenir au tableau, et un As peut passer sur une autre fondation "
                      "vide."),
        ],
    )
