"""Baker's Dozen, as AisleRiot plays it.

Thirteen piles of four face-up cards, every King moved to the bottom of its
pile; single cards build down regardless of suit; empty piles stay empty.
"""

from ..rules.building import BY_SUIT, REGARDLESS_OF_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRows, KingsToBottom
from ..rules.declaration import Declaration, register
from ..rules.empty import NEVER_FILLED
from ..rules.piles import Foundations, Tableau
from ..rules.units import ONE_CARD
from ..text.phrases import Phrase


@register(
    "bakers_dozen",
    names=Phrase(en="Baker's Dozen", fr="Les boulangers"),
    summary=Phrase(en="Thirteen open piles, Kings at the bottom: move single cards down regardless of "
                      "suit and send the four suits up from their Aces.",
                   fr="Treize piles ouvertes, les Rois en dessous : déplacez les cartes une à une en "
                      "descendant sans tenir compte de la couleur et montez les quatre couleurs à "
                      "partir de leurs As."),
    strategy=Phrase(
        en="Be careful not to bury low cards under higher ones: the foundations need them first. "
           "Try not to empty tableau piles, because an empty pile can never be filled again and you "
           "lose a place to build on.",
        fr="Évitez d'enterrer les cartes basses sous des cartes plus hautes\u00a0: les fondations "
           "en ont besoin en premier. Essayez de ne pas vider les piles du tableau, car une pile "
           "vide ne peut plus jamais être remplie et vous perdez un endroit où construire.",
    ),
    resembles="freecell",
)
def bakers_dozen() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=True),
            Tableau(13, build=Build(Down(), REGARDLESS_OF_SUIT), moves=ONE_CARD, empty=NEVER_FILLED),
        ],
        deal=[DealRows("tableau", face_up=True), KingsToBottom("tableau")],
        notes=[
            Phrase(en="After the deal every King goes to the bottom of its pile, under the other cards.",
                   fr="Après la donne, chaque Roi passe sous les autres cartes de sa pile."),
            Phrase(en="A card taken back from a foundation loses its point, as in AisleRiot.",
                   fr="Une carte reprise d'une fondation perd son point, comme dans AisleRiot."),
            Phrase(en="Foundation cards stay in play: the top card may come back onto the tableau.",
                   fr="Les cartes des fondations restent en jeu : la carte du dessus peut revenir au "
                      "tableau."),
        ],
    )
