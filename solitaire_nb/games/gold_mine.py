"""Gold Mine, as AisleRiot plays it.

Klondike with an empty tableau: all 52 cards start in the stock, turned three
at a time, in a single pass.
"""

from ..rules.dealing import RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..text.phrases import Phrase
from .klondike import klondike


@register(
    "gold_mine",
    names=Phrase(en="Gold Mine", fr="La mine d'or"),
    summary=Phrase(en="Seven empty piles and one pass through the stock, three cards at a time: "
                      "build your gold mine from nothing.",
                   fr="Sept piles vides et un seul passage dans la pioche, trois cartes à la fois : "
                      "bâtissez votre mine d'or à partir de rien."),
    strategy=Phrase(
        en="Everything comes from a single pass through the stock, three cards at a time, so think "
           "about what you put on each empty pile: any card may go there, but a poor choice blocks "
           "the cards you will need. With care most deals can be won; if one gets away, play the "
           "same deal again another way.",
        fr="Tout vient d'un seul passage dans la pioche, trois cartes à la fois\u00a0: réfléchissez "
           "à ce que vous posez sur chaque pile vide, car n'importe quelle carte peut y aller, mais "
           "un mauvais choix bloque les cartes dont vous aurez besoin. Avec de l'attention, on "
           "gagne la plupart des donnes\u00a0; en cas d'échec, rejouez la même donne autrement.",
    ),
    resembles="klondike",
)
def gold_mine() -> Declaration:
    return klondike(draw=3, redeals=0).but(
        groups={"tableau": {"empty": ANY_CARD}},
        deal=[RestToStock()],
        notes=[
            Phrase(en="The seven tableau piles start empty; any card or sequence may fill an empty pile.",
                   fr="Les sept piles du tableau sont vides au départ ; n'importe quelle carte ou suite "
                      "peut occuper une pile vide."),
            Phrase(en="Foundations from Ace to King by suit; their top card may come back to the "
                      "tableau. Score: one point per card on the foundations.",
                   fr="Fondations de l'As au Roi par couleur ; leur carte du dessus peut revenir au "
                      "tableau. Score : un point par carte sur les fondations."),
            Phrase(en="The manual says the game is over when the stock is empty. AisleRiot, like this "
                      "kit, lets you go on playing the cards still in reach: the game is lost only when "
                      "no legal move is left.",
                   fr="Le manuel dit que la partie est finie quand la pioche est vide. AisleRiot, comme "
                      "ce kit, laisse jouer les cartes encore accessibles : la partie n'est perdue que "
                      "lorsqu'il ne reste aucun coup permis."),
        ],
    )
