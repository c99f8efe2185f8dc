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
from ..teaching.examples import add_examples, example_maker
from .spider import spider

SPIDER_FAMILY_NOTES = {
    "en": ["Score (as in AisleRiot and the manual): one point for each card lying on the card of its "
           "suit one rank higher, that is each run of one suit is worth its length minus one; a "
           "complete run on a foundation keeps its 12 points; the most is 48.",
           "Won with the four runs on the foundations, or, as AisleRiot also accepts, all four left "
           "in the tableau with the foundations empty; a mix of both is not yet a win.",
           "The stock refuses to deal while a pile is empty. Its 24 cards make three deals of seven "
           "cards and a last one of three, onto piles 1 to 3."],
    "fr": ["Score (comme dans AisleRiot et le manuel) : un point pour chaque carte posée sur la carte "
           "de sa couleur d'un rang plus haut, c'est-à-dire que chaque suite d'une même couleur vaut "
           "sa longueur moins un ; une suite complète sur une fondation garde ses 12 points ; le "
           "maximum est 48.",
           "Gagné avec les quatre suites sur les fondations ou, comme AisleRiot l'accepte aussi, "
           "toutes les quatre laissées dans le tableau avec les fondations vides ; un mélange des "
           "deux n'est pas encore une victoire.",
           "La pioche refuse de distribuer tant qu'une pile est vide. Ses 24 cartes font trois "
           "distributions de sept cartes et une dernière de trois, sur les piles 1 à 3."],
}


@register(
    "spiderette",
    names={"en": "Spiderette", "fr": "La petite araignée"},
    summary={"en": "A one-pack Spider on a Klondike layout: gather the four suits from King to Ace.",
             "fr": "Une araignée à un paquet disposée comme le Klondike : réunir les quatre couleurs "
                   "du Roi à l'As."},
    resembles="spider",
    strategy={"en": "Try to keep one tableau pile empty whenever you can: it is the spare space that lets "
                    "you move cards and runs around. The stock deals only when no pile is empty, so fill "
                    "that gap just before dealing.",
              "fr": "Essayez de garder une pile du tableau vide chaque fois que possible\u00a0: c'est "
                    "l'espace de manœuvre qui permet de déplacer cartes et suites. La pioche ne distribue "
                    "que si aucune pile n'est vide\u00a0: remplissez ce vide juste avant de distribuer."},
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


RUN = "KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH"


_example = example_maker("spiderette")


add_examples("spiderette", [
    _example("Build down regardless of suit: 6C goes on 7H, 5C does not.",
             "On construit en descendant quelle que soit la couleur : 6C va sur 7H, 5C non.",
             {"tableau1": "(4C) 7H", "tableau2": "6C", "tableau3": "5C"},
             select=("tableau2", 1), legal=("t2-t1",), refused={"t3-t1": "build_down"}),
    _example("Only a run of one suit moves as a unit: 8S 7S goes on 9D; 9H 8C cannot move together, "
             "but 8C alone may.",
             "Seule une suite d'une même couleur se déplace d'un bloc : 8S 7S va sur 9D ; 9H 8C ne "
             "peut pas se déplacer ensemble, mais 8C seul le peut.",
             {"tableau1": "(4C) 8S 7S", "tableau2": "9D", "tableau3": "(2C) 9H 8C"},
             select=("tableau1", 2), legal=("t1-t2x2", "t3-t2"),
             refused={"t3-t2x2": "same_suit_sequence_move"}),
    _example("An empty pile takes any card or run of one suit.",
             "Une pile vide reçoit n'importe quelle carte ou suite d'une même couleur.",
             {"tableau1": "", "tableau2": "(3D) 9S 8S"}, select=("tableau2", 2),
             legal=("t2-t1x2", "t2-t1")),
    _example("A click on the stock deals a card onto each pile; with three cards left, onto piles 1 "
             "to 3.",
             "Un clic sur la pioche distribue une carte sur chaque pile ; s'il en reste trois, sur "
             "les piles 1 à 3.",
             {"stock": "(2C) (3C) (4C)", **{f"tableau{i}": f"{r}D" for i, r in enumerate("A23456", 1)},
              "tableau7": "7D"},
             legal=("deal",)),
    _example("The stock does not deal while a pile is empty.",
             "La pioche ne distribue pas tant qu'une pile est vide.",
             {"stock": "(2C) (3C) (4C)", "tableau1": "KD", "tableau2": ""},
             refused={"deal": "deal_to_each_pile"}, legal=("t1-t2",)),
    _example("A complete run of one suit goes to an empty foundation in one move, and stays there.",
             "Une suite complète d'une même couleur va sur une fondation vide en un seul coup, et y "
             "reste.",
             {"tableau1": f"(4C) {RUN}", "foundation2": RUN.replace("H", "S"), "tableau2": "2D"},
             select=("tableau1", 13), legal=("t1-f1x13",),
             refused={"t1-f2x13": "complete_run_to_foundation", "t2-f1": "complete_run_to_foundation",
                      "f2-t1": "out_of_play"}),
])
