"""Treize, as AisleRiot plays it.

A pyramid of 28 cards, all face up; pairs of free cards adding up to 13
leave the table, Kings leave alone.  The stock turns one card at a time onto
the waste, whose top card and oldest card may both be played; no redeal.
"""

from __future__ import annotations

from ..rules.cards import STANDARD_DECK
from ..rules.covering import TableauToClear, pyramid
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.pairs import KINGS_ALONE, Discard, SumsTo
from ..rules.piles import Stock
from ..rules.stock import NO_REDEAL, DealToWaste
from ..rules.words import WASTE
from ..table.layout import Gap, Piles, Row, Shape, TableLayout
from ..teaching.examples import add_examples, example_maker
from .families.pyramids import OLDEST_CARD_APART, WASTE_DEAL, pyramid_places

SUM_13 = SumsTo(13)


def waste_row() -> Row:
    """Stock, the two waste slots and the pile of removed cards."""
    return Row((Piles("stock"), Piles("waste", numbers=(1,)), Piles("waste", "right", 3, numbers=(2,)),
                Gap(None), Piles("foundation")))


@register(
    "treize",
    names={"en": "Treize", "fr": "Treize"},
    summary={"en": "Clear a face-up pyramid by removing pairs of cards that add up to 13, Kings "
                   "alone; both the top and the oldest card of the waste can be played.",
             "fr": "Videz une pyramide visible en enlevant des paires de cartes dont la somme fait "
                   "treize, les Rois seuls ; la carte du dessus et la plus ancienne de la défausse "
                   "se jouent toutes les deux."},
    resembles="thirteen",
    strategy={"en": "Everything is face up, which makes this game easier than Thirteen: look several moves "
                    "ahead to avoid getting blocked. Remember that the oldest card of the waste can be "
                    "played too, not only the top one.",
              "fr": "Tout est visible, ce qui rend ce jeu plus facile que Thirteen\u00a0: anticipez "
                    "plusieurs coups pour éviter d'être bloqué. N'oubliez pas que la plus ancienne carte de "
                    "la défausse se joue aussi, pas seulement celle du dessus."},
)
def treize() -> Declaration:
    return Declaration(
        layout=TableLayout((waste_row(), Row((Gap(None), Shape("tableau", pyramid_places()), Gap(None))))),
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            TableauToClear(2, prefix="waste", role=WASTE, layout="waste", pairs=SUM_13, within=True),
            Discard(KINGS_ALONE),
            TableauToClear(28, pyramid(7), pairs=SUM_13),
        ],
        deal=[DealRow("tableau", face_up=True), RestToStock()],
        actions=[WASTE_DEAL],
        effects=[OLDEST_CARD_APART],
        autoplay=None,
        notes={
            "en": ["The deal: a pyramid of seven rows, all face up (tableau 1 at the top, tableau 22 "
                   "to 28 the bottom row); the other 24 cards form the stock.",
                   "A pyramid card is free when no card lies on it. Drop a free card on another free "
                   "card so that their ranks add up to 13 (Ace 1, Jack 11, Queen 12): both go to the "
                   "pile of removed cards in one move. A card never pairs with a card it lies on "
                   "(AisleRiot's code: the card in hand still covers it). A King is removed alone "
                   "(double-click it).",
                   "The waste has two slots, as in AisleRiot: waste 1 holds its oldest card, waste 2 "
                   "the others. A click on the stock turns one card into waste 1 when it is empty, "
                   "otherwise onto waste 2; when the card of waste 1 goes, the oldest card of waste "
                   "2 takes its place. So both the top card and the bottom card of the waste can be "
                   "played, alone (a King) or with a free pyramid card or with each other, and the "
                   "top card also pairs with the card just under it. No redeal; a click on the "
                   "empty stock does nothing.",
                   "Score, as in AisleRiot: 2 points a pair and 1 a King, that is one point per card "
                   "removed. Won when every card is removed."],
            "fr": ["La donne : une pyramide de sept rangées, toutes face visible (tableau 1 au "
                   "sommet, tableaux 22 à 28 la rangée du bas) ; les 24 autres cartes forment la "
                   "pioche.",
                   "Une carte de la pyramide est libre quand aucune carte n'est posée sur elle. "
                   "Posez une carte libre sur une autre carte libre de sorte que leurs rangs fassent "
                   "treize (As 1, Valet 11, Dame 12) : les deux partent ensemble, en un coup, sur le "
                   "tas des cartes enlevées. Une carte ne fait jamais paire avec une carte qu'elle "
                   "recouvre (code d'AisleRiot : la carte en main la couvre encore). Un Roi s'enlève "
                   "seul (double-cliquez dessus).",
                   "La défausse a deux cases, comme dans AisleRiot : la défausse 1 garde sa plus "
                   "ancienne carte, la défausse 2 les autres. Un clic sur la pioche retourne une "
                   "carte dans la défausse 1 si elle est vide, sinon sur la défausse 2 ; quand la "
                   "carte de la défausse 1 part, la plus ancienne de la défausse 2 prend sa place. "
                   "Ainsi la carte du dessus et celle du dessous de la défausse se jouent, seules "
                   "(un Roi), avec une carte libre de la pyramide ou l'une avec l'autre, et la "
                   "carte du dessus fait aussi paire avec la carte juste en dessous. Pas de "
                   "redistribution ; un clic sur la pioche vide ne fait rien.",
                   "Score, comme dans AisleRiot : 2 points par paire et 1 par Roi, soit un point "
                   "par carte enlevée. Partie gagnée quand toutes les cartes sont enlevées."],
        },
    )


_example = example_maker("treize")


add_examples("treize", [
    _example("Two free cards adding up to 13 leave together: 8S with 5D. 8S and 6C make 14; 3H is "
             "covered.",
             "Deux cartes libres dont la somme fait treize partent ensemble : 8S avec 5D. 8S et 6C "
             "font quatorze ; 3H est couverte.",
             {"tableau22": "8S", "tableau23": "5D", "tableau24": "6C", "tableau16": "3H",
              "tableau17": "TH"},
             select=("tableau22", 1), legal=("t22-t23", "t23-t22"),
             refused={"t22-t24": "pair_sum", "t16-t24": "free_card", "t24-t17": "free_card"}),
    _example("A card never pairs with a card it lies on: 5D covers 8C, which is not free.",
             "Une carte ne fait jamais paire avec une carte qu'elle recouvre : 5D couvre 8C, qui "
             "n'est pas libre.",
             {"tableau16": "8C", "tableau23": "5D", "waste1": "5S"},
             select=("tableau23", 1), legal=(),
             refused={"t23-t16": "free_card", "w1-t16": "free_card"}),
    _example("Both the oldest card (waste 1) and the top card (waste 2) of the waste play; the top "
             "card also pairs with the card under it.",
             "La plus ancienne carte (défausse 1) et celle du dessus (défausse 2) de la défausse se "
             "jouent ; celle du dessus fait aussi paire avec la carte juste en dessous.",
             {"waste1": "4C", "waste2": "7S 4D 9D", "tableau22": "9H", "tableau23": "4S"},
             select=("waste2", 1), legal=("w1-t22", "w2-t23", "w2-w1", "w1-w2", "w2-w2"),
             refused={"w2-t22": "pair_sum", "w1-w1": "pair_removal"}),
    _example("A King leaves alone, from the pyramid or from either waste slot.",
             "Un Roi part seul, de la pyramide ou de l'une ou l'autre case de la défausse.",
             {"tableau22": "KH", "waste1": "KS", "waste2": "QD KD", "tableau23": "QC"},
             select=("tableau22", 1), legal=("t22-f1", "w1-f1", "w2-f1"),
             refused={"t23-f1": "removed_alone"}),
])
