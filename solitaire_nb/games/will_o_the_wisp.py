"""Will o' the Wisp (La volonté de Wisp), as AisleRiot plays it.

Spiderette's rules with another layout: seven piles of two cards face down and
one face up; the other 31 cards are the stock (four deals of seven cards, and
a last one of three onto piles 1 to 3).
"""

from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..teaching.examples import add_examples, example_maker
from .spiderette import spiderette


@register(
    "will_o_the_wisp",
    names={"en": "Will o' the Wisp", "fr": "La volonté de Wisp"},
    summary={"en": "A one-pack Spider on seven short piles: gather the four suits from King to Ace.",
             "fr": "Une araignée à un paquet sur sept piles courtes : réunir les quatre couleurs du "
                   "Roi à l'As."},
    resembles="spider",
    strategy={"en": "Keep a tableau pile empty whenever you can, as free space for passing cards and runs "
                    "from pile to pile. The stock deals only when no pile is empty, so fill it at the last "
                    "moment, just before each deal.",
              "fr": "Gardez une pile du tableau vide chaque fois que possible, comme espace libre pour faire "
                    "passer cartes et suites d'une pile à l'autre. La pioche ne distribue que si aucune pile "
                    "n'est vide\u00a0: remplissez-la au dernier moment, juste avant chaque distribution."},
)
def will_o_the_wisp() -> Declaration:
    return spiderette().but(
        deal=[DealRow("tableau"), DealRow("tableau"), DealRow("tableau", face_up=True), RestToStock()],
        notes={
            "en": ["The manual describes only the layout, the stock and the building rules; the rest "
                   "is AisleRiot's, which plays this game with Spiderette's rules: complete runs of "
                   "one suit, King down to Ace, go to the four foundations (out of play), and the "
                   "stock refuses to deal while a pile is empty.",
                   "Score as in AisleRiot: each run of one suit is worth its length minus one (one "
                   "point per card on the card of its suit one rank higher); a complete run on a "
                   "foundation keeps its 12 points; the most is 48.",
                   "Won with the four runs on the foundations, or all four left in the tableau with "
                   "the foundations empty (AisleRiot); a mix of both is not yet a win."],
            "fr": ["Le manuel ne décrit que la disposition, la pioche et la construction ; le reste "
                   "vient d'AisleRiot, qui joue ce jeu avec les règles de la petite araignée : les "
                   "suites complètes d'une même couleur, du Roi à l'As, vont sur les quatre "
                   "fondations (hors jeu), et la pioche refuse de distribuer tant qu'une pile est "
                   "vide.",
                   "Score comme dans AisleRiot : chaque suite d'une même couleur vaut sa longueur "
                   "moins un (un point par carte posée sur la carte de sa couleur d'un rang plus "
                   "haut) ; une suite complète sur une fondation garde ses 12 points ; le maximum "
                   "est 48.",
                   "Gagné avec les quatre suites sur les fondations, ou toutes les quatre laissées "
                   "dans le tableau avec les fondations vides (AisleRiot) ; un mélange des deux "
                   "n'est pas encore une victoire."],
        },
    )


RUN = "KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC"


_example = example_maker("will_o_the_wisp")


add_examples("will_o_the_wisp", [
    _example("Build down regardless of suit; only a run of one suit moves as a unit.",
             "On construit en descendant quelle que soit la couleur ; seule une suite d'une même "
             "couleur se déplace d'un bloc.",
             {"tableau1": "(4C) (5D) 9S 8S", "tableau2": "(3C) TH 9C 8H", "tableau3": "TD",
              "tableau4": "9D"},
             select=("tableau1", 2), legal=("t1-t3x2", "t2-t4"),
             refused={"t2-t3x2": "same_suit_sequence_move", "t3-t4": "build_down"}),
    _example("An empty pile takes any card or run of one suit.",
             "Une pile vide reçoit n'importe quelle carte ou suite d'une même couleur.",
             {"tableau1": "", "tableau2": "(3D) 9S 8S"}, select=("tableau2", 2),
             legal=("t2-t1x2", "t2-t1")),
    _example("The stock deals a card onto each pile, but not while a pile is empty.",
             "La pioche distribue une carte sur chaque pile, mais pas tant qu'une pile est vide.",
             {"stock": "(2D) (3D) (4D)", "tableau1": "KD", "tableau2": ""},
             refused={"deal": "deal_to_each_pile"}, legal=("t1-t2",)),
    _example("With every pile filled, a click deals; the last three cards go onto piles 1 to 3.",
             "Quand chaque pile est remplie, un clic distribue ; les trois dernières cartes vont sur "
             "les piles 1 à 3.",
             {"stock": "(2D) (3D) (4D)", **{f"tableau{i}": f"{r}H" for i, r in enumerate("A234567", 1)}},
             legal=("deal",)),
    _example("A complete run goes to an empty foundation in one move; foundation cards are out of "
             "play.",
             "Une suite complète va sur une fondation vide en un seul coup ; les cartes des "
             "fondations sont hors jeu.",
             {"tableau1": f"(4D) {RUN}", "foundation1": RUN.replace("C", "S"), "tableau2": "2H"},
             select=("tableau1", 13), legal=("t1-f2x13",),
             refused={"t1-f1x13": "complete_run_to_foundation", "t2-f2": "complete_run_to_foundation",
                      "f1-t2": "out_of_play"}),
])
