"""Spiderette (La petite araignée), as AisleRiot plays it.

One pack in seven piles dealt like Klondike (pile k gets k cards, the top one
face up); the other 24 cards are the stock.  Spider's rules: build down
regardless of suit, runs of one suit move together, a click on the stock deals
a card onto every pile (never while a pile is empty; the last deal gives only
three cards, to piles 1 to 3), complete runs go to the four foundations.
"""

from ..rules.cards import STANDARD_DECK
from ..rules.dealing import RestToStock, TurnUpTops, staircase
from ..rules.declaration import Declaration, register
from ..text.phrases import Phrase
from .spider import spider

SPIDER_FAMILY_NOTES = [
    Phrase(en="A complete run sent to a foundation keeps its 12 points; the most is 48, as in AisleRiot "
              "and the manual.",
           fr="Une suite complète envoyée sur une fondation garde ses 12 points ; le maximum est 48, "
              "comme dans AisleRiot et le manuel."),
    Phrase(en="Won with the four runs on the foundations, or, as AisleRiot also accepts, all four left "
              "in the tableau with the foundations empty; a mix of both is not yet a win.",
           fr="Gagné avec les quatre suites sur les fondations ou, comme AisleRiot l'accepte aussi, "
              "toutes les quatre laissées dans le tableau avec les fondations vides ; un mélange des "
              "deux n'est pas encore une victoire."),
    Phrase(en="The stock refuses to deal while a pile is empty. Its 24 cards make three deals of seven "
              "cards and a last one of three, onto piles 1 to 3.",
           fr="La pioche refuse de distribuer tant qu'une pile est vide. Ses 24 cartes font trois "
              "distributions de sept cartes et une dernière de trois, sur les piles 1 à 3."),
]


@register(
    "spiderette",
    names=Phrase(en="Spiderette", fr="La petite araignée"),
    summary=Phrase(en="A one-pack Spider on a Klondike layout: gather the four suits from King to Ace.",
                   fr="Une araignée à un paquet disposée comme le Klondike : réunir les quatre couleurs "
                      "du Roi à l'As."),
    resembles="spider",
    strategy=Phrase(en="Try to keep one tableau pile empty whenever you can: it is the spare space that lets "
                       "you move cards and runs around. The stock deals only when no pile is empty, so fill "
                       "that gap just before dealing.",
                    fr="Essayez de garder une pile du tableau vide chaque fois que possible\u00a0: c'est "
                       "l'espace de manœuvre qui permet de déplacer cartes et suites. La pioche ne distribue "
                       "que si aucune pile n'est vide\u00a0: remplissez ce vide juste avant de distribuer."),
)
def spiderette() -> Declaration:
    """Spider's rules with one pack on seven piles, dealt like Klondike.  Will o' the
    Wisp is this declaration with another opening deal."""
    return spider().but(
        deck=STANDARD_DECK,
        groups={"foundation": {"count": 4}, "tableau": {"count": 7}},
        deal=[*staircase("tableau", 7), TurnUpTops("tableau"), RestToStock()],
        notes=SPIDER_FAMILY_NOTES,
    )
