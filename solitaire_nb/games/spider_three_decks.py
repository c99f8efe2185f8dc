"""Spider Three Decks (L'araignée à trois paquets), as AisleRiot plays it.

156 cards (three packs) in twelve piles: the first six get four cards face
down and one face up, the others three face down and one face up; the other
102 cards are the stock.  Spider's rules, with twelve foundations, and unlike
the other Spiders the stock deals even when piles are empty.
"""

from ..rules.cards import TRIPLE_DECK
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.stock import DealToEachPile
from ..table.layout import Gap, Piles, Row, TableLayout
from ..teaching.examples import add_examples, example_maker
from .spider import spider


@register(
    "spider_three_decks",
    names={"en": "Spider Three Decks", "fr": "L'araignée à trois paquets"},
    summary={"en": "Spider with three packs and twelve piles: gather twelve runs from King to Ace.",
             "fr": "L'araignée à trois paquets et douze piles : réunir douze suites du Roi à l'As."},
    resembles="spider",
    strategy={"en": "As in Spider, build in suit whenever you can and turn up as many face-down cards as "
                    "possible. Here the stock deals even onto empty piles, so make good use of an empty pile "
                    "before you deal: the deal will cover it.",
              "fr": "Comme à l'araignée, construisez dans la même couleur chaque fois que c'est possible et "
                    "retournez le plus de cartes face cachée possible. Ici, la pioche distribue même sur les "
                    "piles vides\u00a0: profitez d'une pile vide avant de distribuer, car la distribution la "
                    "recouvrira."},
)
def spider_three_decks() -> Declaration:
    return spider().but(
        layout=TableLayout((
            Row((Piles("stock"), Gap(None), Piles("foundation", wrap=6))),
            Row((Piles("tableau", "down"),)))),
        deck=TRIPLE_DECK,
        groups={"stock": {"deal": DealToEachPile("tableau", refuse_if_empty=False)},
                "foundation": {"count": 12}, "tableau": {"count": 12}},
        deal=[*[DealRow("tableau") for _ in range(3)], DealRow("tableau", range(1, 7)),
              DealRow("tableau", face_up=True), RestToStock()],
        notes={
            "en": ["Unlike the other Spiders, the stock deals even when some piles are empty (as "
                   "the manual and AisleRiot say). Its 102 cards make eight deals of twelve cards "
                   "and a last one of six, onto piles 1 to 6.",
                   "Score: each run of one suit is worth its length minus one; a complete run on a "
                   "foundation keeps its 12 points; the most is 144.",
                   "Won with the twelve runs on the foundations, or all twelve left in the tableau "
                   "(foundations empty), as in AisleRiot; a mix of both is not yet a win."],
            "fr": ["Contrairement aux autres araignées, la pioche distribue même si des piles sont "
                   "vides (comme le disent le manuel et AisleRiot). Ses 102 cartes font huit "
                   "distributions de douze cartes et une dernière de six, sur les piles 1 à 6.",
                   "Score : chaque suite d'une même couleur vaut sa longueur moins un ; une suite "
                   "complète sur une fondation garde ses 12 points ; le maximum est 144.",
                   "Gagné avec les douze suites sur les fondations, ou toutes les douze laissées "
                   "dans le tableau (fondations vides), comme dans AisleRiot ; un mélange des deux "
                   "n'est pas encore une victoire."],
        },
    )


RUN = "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD"


_example = example_maker("spider_three_decks")


add_examples("spider_three_decks", [
    _example("Build down regardless of suit; only a run of one suit moves as a unit.",
             "On construit en descendant quelle que soit la couleur ; seule une suite d'une même "
             "couleur se déplace d'un bloc.",
             {"tableau1": "(4C) 9S 8S", "tableau2": "(3C) 9H 8C", "tableau3": "TD", "tableau4": "9S"},
             select=("tableau1", 2), legal=("t1-t3x2", "t2-t4"),
             refused={"t2-t3x2": "same_suit_sequence_move", "t3-t4": "build_down"}),
    _example("The stock deals a card onto each pile even when a pile is empty.",
             "La pioche distribue une carte sur chaque pile même quand une pile est vide.",
             {"stock": "(2C) (3C) (4C) (5C) (6C) (7C) (8C) (9C) (TC) (JC) (QC) (KC)",
              "tableau1": "5H", "tableau2": ""},
             legal=("deal", "t1-t2")),
    _example("A complete run of one suit goes to an empty foundation in one move; foundation cards "
             "are out of play.",
             "Une suite complète d'une même couleur va sur une fondation vide en un seul coup ; les "
             "cartes des fondations sont hors jeu.",
             {"tableau1": f"(4C) {RUN}", "foundation1": RUN, "tableau2": "2H"},
             select=("tableau1", 13), legal=("t1-f2x13",),
             refused={"t1-f1x13": "complete_run_to_foundation", "t2-f2": "complete_run_to_foundation",
                      "f1-t2": "out_of_play"}),
])
