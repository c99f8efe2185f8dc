"""Thirteen, as AisleRiot plays it.

A pyramid of 28 cards, face down but for its bottom row; pairs of face-up
cards adding up to 13 leave the table, Kings leave alone; the stock turns
one card at a time onto the waste, whose top card may pair with the card
under it; no redeal.
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

SUM_13 = SumsTo(13)


@register(
    "thirteen",
    names=Phrase(en="Thirteen", fr="Thirteen (13)"),
    summary=Phrase(en="Clear a pyramid, mostly face down, by removing pairs of cards that add up to 13; "
                      "Kings leave on their own.",
                   fr="Videz une pyramide, presque toute face cachée, en enlevant des paires de cartes "
                      "dont la somme fait treize ; les Rois partent seuls."),
    resembles="triple_peaks",
    strategy=Phrase(
        en="Clear the bottom of the pyramid first: each pair removed there turns face-down cards up "
           "and gives you more choice. When you can choose between pairs, take the one that "
           "uncovers the most cards.",
        fr="Dégagez d'abord le bas de la pyramide\u00a0: chaque paire retirée là retourne des "
           "cartes face cachée et vous donne plus de choix. Si vous avez le choix entre plusieurs "
           "paires, prenez celle qui découvre le plus de cartes.",
    ),
)
def thirteen() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        won=ALL_TAKEN_AWAY,
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            TableauToClear(1, prefix="waste", role=WASTE, layout="waste", pairs=SUM_13, within=True),
            Discard(KINGS_ALONE),
            TableauToClear(28, pyramid(7), turn_up_when_free=True, pairs=SUM_13),
        ],
        deal=[DealRow("tableau", range(1, 22)), DealRow("tableau", range(22, 29), face_up=True),
              RestToStock()],
        autoplay=None,
        notes=[
            Phrase(en="Tableau 1 is the top of the pyramid, tableau 22 to 28 its bottom row.",
                   fr="La pile 1 du tableau est le sommet de la pyramide, les piles 22 à 28 sa rangée du "
                      "bas."),
            Phrase(en="A pyramid card turns face up as soon as both cards lying on it have gone; only "
                      "face-up cards may be played.",
                   fr="Une carte de la pyramide se retourne dès que les deux cartes posées sur elle "
                      "sont parties ; seules les cartes visibles se jouent."),
            Phrase(en="Drop a face-up card on another one so that their ranks add up to 13 (Ace 1, "
                      "Jack 11, Queen 12): both go to the pile of removed cards in one move. A King "
                      "is removed alone (double-click it).",
                   fr="Posez une carte visible sur une autre de sorte que leurs rangs fassent treize "
                      "(As 1, Valet 11, Dame 12) : les deux partent ensemble, en un coup, sur le tas "
                      "des cartes enlevées. Un Roi s'enlève seul (double-cliquez dessus)."),
            Phrase(en="The stock turns one card at a time onto the waste; a click on an empty stock "
                      "does nothing (no redeal). The top card of the waste pairs with a face-up "
                      "pyramid card or with the waste card just under it.",
                   fr="La pioche retourne une carte à la fois sur la défausse ; un clic sur la pioche "
                      "vide ne fait rien (pas de redistribution). La carte du dessus de la défausse "
                      "fait paire avec une carte visible de la pyramide ou avec la carte de la "
                      "défausse juste en dessous."),
            Phrase(en="AisleRiot counts 2 points a pair and 1 a King: one point per card taken away.",
                   fr="AisleRiot compte 2 points par paire et 1 par Roi : un point par carte retirée."),
            Phrase(en="The game is lost when the stock is empty and no King and no pair can be taken "
                      "away. To win, the whole pyramid must go, its top card included, as the manual "
                      "says; AisleRiot's code looks at the first card of the second row instead of the "
                      "top, so it could call a game won with the top card still there.",
                   fr="La partie est perdue quand la pioche est vide et qu'aucun Roi ni aucune paire ne "
                      "peut être retiré. Pour gagner, toute la pyramide doit partir, sommet compris, "
                      "comme le dit le manuel ; le code d'AisleRiot regarde la première carte de la "
                      "deuxième rangée au lieu du sommet, et pourrait donc déclarer gagnée une partie où "
                      "le sommet reste."),
        ],
    )
