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
from ..rules.pairs import ALL_TAKEN_AWAY, CARDS_TAKEN_AWAY, KINGS_ALONE, Discard, SumsTo
from ..rules.piles import Stock
from ..rules.stock import NO_REDEAL, DealToWaste
from ..rules.words import WASTE
from ..text.phrases import Phrase
from .families.pyramids import OLDEST_CARD_APART, WASTE_DEAL

SUM_13 = SumsTo(13)


@register(
    "treize",
    names=Phrase(en="Treize", fr="Treize"),
    summary=Phrase(en="Clear a face-up pyramid by removing pairs of cards that add up to 13, Kings "
                      "alone; both the top and the oldest card of the waste can be played.",
                   fr="Videz une pyramide visible en enlevant des paires de cartes dont la somme fait "
                      "treize, les Rois seuls ; la carte du dessus et la plus ancienne de la défausse "
                      "se jouent toutes les deux."),
    resembles="thirteen",
    strategy=Phrase(
        en="Everything is face up, which makes this game easier than Thirteen: look several moves "
           "ahead to avoid getting blocked. Remember that the oldest card of the waste can be "
           "played too, not only the top one.",
        fr="Tout est visible, ce qui rend ce jeu plus facile que Thirteen\u00a0: anticipez "
           "plusieurs coups pour éviter d'être bloqué. N'oubliez pas que la plus ancienne carte de "
           "la défausse se joue aussi, pas seulement celle du dessus.",
    ),
)
def treize() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        won=ALL_TAKEN_AWAY,
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
        notes=[
            Phrase(en="Tableau 1 is the top of the pyramid, tableau 22 to 28 its bottom row.",
                   fr="La pile 1 du tableau est le sommet de la pyramide, les piles 22 à 28 sa rangée du "
                      "bas."),
            Phrase(en="A pyramid card is free when no card lies on it. Drop a free card on another free "
                      "card so that their ranks add up to 13 (Ace 1, Jack 11, Queen 12): both go to the "
                      "pile of removed cards in one move. A card never pairs with a card it lies on "
                      "(AisleRiot's code: the card in hand still covers it). A King is removed alone "
                      "(double-click it).",
                   fr="Une carte de la pyramide est libre quand aucune carte n'est posée sur elle. "
                      "Posez une carte libre sur une autre carte libre de sorte que leurs rangs fassent "
                      "treize (As 1, Valet 11, Dame 12) : les deux partent ensemble, en un coup, sur le "
                      "tas des cartes enlevées. Une carte ne fait jamais paire avec une carte qu'elle "
                      "recouvre (code d'AisleRiot : la carte en main la couvre encore). Un Roi s'enlève "
                      "seul (double-cliquez dessus)."),
            Phrase(en="The waste has two slots, as in AisleRiot: waste 1 holds its oldest card, waste 2 "
                      "the others. A click on the stock turns one card into waste 1 when it is empty, "
                      "otherwise onto waste 2; when the card of waste 1 goes, the oldest card of waste "
                      "2 takes its place. So both the top card and the bottom card of the waste can be "
                      "played, alone (a King) or with a free pyramid card or with each other, and the "
                      "top card also pairs with the card just under it. No redeal; a click on the "
                      "empty stock does nothing.",
                   fr="La défausse a deux cases, comme dans AisleRiot : la défausse 1 garde sa plus "
                      "ancienne carte, la défausse 2 les autres. Un clic sur la pioche retourne une "
                      "carte dans la défausse 1 si elle est vide, sinon sur la défausse 2 ; quand la "
                      "carte de la défausse 1 part, la plus ancienne de la défausse 2 prend sa place. "
                      "Ainsi la carte du dessus et celle du dessous de la défausse se jouent, seules "
                      "(un Roi), avec une carte libre de la pyramide ou l'une avec l'autre, et la "
                      "carte du dessus fait aussi paire avec la carte juste en dessous. Pas de "
                      "redistribution ; un clic sur la pioche vide ne fait rien."),
            Phrase(en="AisleRiot counts 2 points a pair and 1 a King: one point per card taken away.",
                   fr="AisleRiot compte 2 points par paire et 1 par Roi : un point par carte retirée."),
        ],
    )
