"""Gold Mine, as AisleRiot plays it.

Klondike with an empty tableau: all 52 cards start in the stock, turned three
at a time, in a single pass.
"""

from ..rules.dealing import RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..teaching.examples import add_examples, example_maker
from .klondike import klondike


@register(
    "gold_mine",
    names={"en": "Gold Mine", "fr": "La mine d'or"},
    summary={"en": "Seven empty piles and one pass through the stock, three cards at a time: "
                   "build your gold mine from nothing.",
             "fr": "Sept piles vides et un seul passage dans la pioche, trois cartes à la fois : "
                   "bâtissez votre mine d'or à partir de rien."},
    strategy={"en": "Everything comes from a single pass through the stock, three cards at a time, so think "
                    "about what you put on each empty pile: any card may go there, but a poor choice blocks "
                    "the cards you will need. With care most deals can be won; if one gets away, play the "
                    "same deal again another way.",
              "fr": "Tout vient d'un seul passage dans la pioche, trois cartes à la fois\u00a0: réfléchissez "
                    "à ce que vous posez sur chaque pile vide, car n'importe quelle carte peut y aller, mais "
                    "un mauvais choix bloque les cartes dont vous aurez besoin. Avec de l'attention, on "
                    "gagne la plupart des donnes\u00a0; en cas d'échec, rejouez la même donne autrement."},
    resembles="klondike",
)
def gold_mine() -> Declaration:
    return klondike(draw=3, redeals=0).but(
        groups={"tableau": {"empty": ANY_CARD}},
        deal=[RestToStock()],
        notes={
            "en": ["The seven tableau piles start empty; any card or sequence may fill an empty pile.",
                   "A click turns three cards onto the waste (the last click the one or two left); "
                   "only the top waste card plays; there is no redeal.",
                   "Foundations from Ace to King by suit; their top card may come back to the "
                   "tableau. Score: one point per card on the foundations.",
                   "The manual says the game is over when the stock is empty. AisleRiot, like this "
                   "kit, lets you go on playing the cards still in reach: the game is lost only when "
                   "no legal move is left."],
            "fr": ["Les sept piles du tableau sont vides au départ ; n'importe quelle carte ou suite "
                   "peut occuper une pile vide.",
                   "Un clic retourne trois cartes sur la défausse (le dernier clic, la ou les deux "
                   "qui restent) ; seule la carte du dessus de la défausse se joue ; pas de "
                   "redistribution.",
                   "Fondations de l'As au Roi par couleur ; leur carte du dessus peut revenir au "
                   "tableau. Score : un point par carte sur les fondations.",
                   "Le manuel dit que la partie est finie quand la pioche est vide. AisleRiot, comme "
                   "ce kit, laisse jouer les cartes encore accessibles : la partie n'est perdue que "
                   "lorsqu'il ne reste aucun coup permis."],
        },
    )


_example = example_maker("gold_mine")


add_examples("gold_mine", [
    _example("A click turns three cards onto the waste; only its top card plays, onto any empty pile "
             "or onto a card of the other colour one rank higher.",
             "Un clic retourne trois cartes sur la défausse ; seule sa carte du dessus se joue, sur "
             "une pile vide ou sur une carte de l'autre couleur d'un rang plus haut.",
             {"stock": "(2C) (3C) (4C) (5C)", "waste": "9D 4S 8C", "tableau1": "", "tableau2": "9H",
              "tableau3": "9S"},
             select=("waste", 1), legal=("deal", "w-t1", "w-t2"),
             refused={"w-t3": "build_alternate_colour", "w-t1x2": "single_card_move"}),
    _example("Any card or sequence may fill an empty pile, not only a King.",
             "N'importe quelle carte ou suite peut occuper une pile vide, pas seulement un Roi.",
             {"tableau1": "", "tableau2": "7C 6H 5S", "tableau3": "8S"},
             select=("tableau2", 2), legal=("t2-t1x2", "t2-t1x3", "t2-t1"),
             refused={"t2-t3x3": "build_alternate_colour", "t2-t3x2": "build_down"}),
    _example("No redeal: once the stock is empty, the waste is not turned over.",
             "Pas de redistribution : une fois la pioche vide, la défausse n'est pas retournée.",
             {"waste": "4C 5D 6H"}, refused={"redeal": "redeal", "deal": "deal_to_waste"}),
    _example("Foundations go up by suit from the Ace; their top card may come back.",
             "Les fondations montent par couleur depuis l'As ; leur carte du dessus peut revenir.",
             {"foundation1": "AC 2C", "tableau1": "3C", "tableau2": "3D", "tableau3": "4H"},
             legal=("t1-f1", "f1-t2"), refused={"t2-f1": "build_by_suit", "t3-f2": "base_card"}),
])
