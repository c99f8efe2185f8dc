"""Will o' the Wisp (La volonté de Wisp), as AisleRiot plays it.

Spiderette's rules with another layout: seven piles of two cards face down and
one face up; the other 31 cards are the stock (four deals of seven cards, and
a last one of three onto piles 1 to 3).
"""

from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..text.phrases import Phrase
from .spiderette import spiderette


@register(
    "will_o_the_wisp",
    names=Phrase(en="Will o' the Wisp", fr="La volonté de Wisp"),
    summary=Phrase(en="A one-pack Spider on seven short piles: gather the four suits from King to Ace.",
                   fr="Une araignée à un paquet sur sept piles courtes : réunir les quatre couleurs du "
                      "Roi à l'As."),
    resembles="spiderette",
    strategy=Phrase(
        en="Keep a tableau pile empty whenever you can, as free space for passing cards and runs "
           "from pile to pile. The stock deals only when no pile is empty, so fill it at the last "
           "moment, just before each deal.",
        fr="Gardez une pile du tableau vide chaque fois que possible, comme espace libre pour faire "
           "passer cartes et suites d'une pile à l'autre. La pioche ne distribue que si aucune pile "
           "n'est vide\u00a0: remplissez-la au dernier moment, juste avant chaque distribution.",
    ),
)
def will_o_the_wisp() -> Declaration:
    return spiderette().but(
        deal=[DealRow("tableau"), DealRow("tableau"), DealRow("tableau", face_up=True), RestToStock()],
        notes=[
            Phrase(en="The manual describes only the layout, the stock and the building rules; the rest "
                      "is AisleRiot's, which plays this game with Spiderette's rules: complete runs of "
                      "one suit, King down to Ace, go to the four foundations (out of play), and the "
                      "stock refuses to deal while a pile is empty.",
                   fr="Le manuel ne décrit que la disposition, la pioche et la construction ; le reste "
                      "vient d'AisleRiot, qui joue ce jeu avec les règles de la petite araignée : les "
                      "suites complètes d'une même couleur, du Roi à l'As, vont sur les quatre "
                      "fondations (hors jeu), et la pioche refuse de distribuer tant qu'une pile est "
                      "vide."),
            Phrase(en="A complete run sent to a foundation keeps its 12 points; the most is 48, as in "
                      "AisleRiot.",
                   fr="Une suite complète envoyée sur une fondation garde ses 12 points ; le maximum est "
                      "48, comme dans AisleRiot."),
            Phrase(en="Won with the four runs on the foundations, or all four left in the tableau with "
                      "the foundations empty (AisleRiot); a mix of both is not yet a win.",
                   fr="Gagné avec les quatre suites sur les fondations, ou toutes les quatre laissées "
                      "dans le tableau avec les fondations vides (AisleRiot) ; un mélange des deux "
                      "n'est pas encore une victoire."),
        ],
    )
