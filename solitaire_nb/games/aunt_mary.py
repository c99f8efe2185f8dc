"""Aunt Mary, as AisleRiot plays it.

Klondike on six piles of six cards: in row r the first r piles get a face-up
card and the others a face-down one, so pile 1 is all face up and pile 6
shows only its top card.  The other 16 cards form the stock.
"""

from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..text.phrases import Phrase
from .klondike import klondike

PILES = 6


def _rows() -> list[DealRow]:
    steps = []
    for row in range(1, PILES + 1):
        steps.append(DealRow("tableau", range(1, row + 1), face_up=True))
        if row < PILES:
            steps.append(DealRow("tableau", range(row + 1, PILES + 1), face_up=False))
    return steps


@register(
    "aunt_mary",
    names=Phrase(en="Aunt Mary", fr="Tante Marie"),
    summary=Phrase(en="A very hard Klondike on six piles of six, dealt in a staircase of face-up "
                      "cards: get as far as you can.",
                   fr="Un Klondike très difficile sur six piles de six, distribuées en escalier de "
                      "cartes visibles : allez le plus loin possible."),
    strategy=Phrase(en="Aunt Mary is extremely hard and can rarely be finished. Rather than winning, set "
                       "yourself the goal of getting as many cards as you can onto the foundations.",
                    fr="Tante Marie est extrêmement difficile et se termine rarement. Plutôt que de gagner, "
                       "fixez-vous pour but de monter le plus de cartes possible sur les fondations."),
    resembles="klondike",
)
def aunt_mary() -> Declaration:
    return klondike(draw=1, redeals=2).but(
        groups={"tableau": {"count": PILES}},
        deal=[*_rows(), RestToStock()],
        notes=[
            Phrase(en="In row r the first r piles get a face-up card and the others a face-down one, so "
                      "pile k holds k - 1 face-down cards under 7 - k face-up ones.",
                   fr="Dans la rangée r, les r premières piles reçoivent une carte face visible et les "
                      "autres une carte face cachée : la pile k a donc k - 1 cartes cachées sous 7 - k "
                      "cartes visibles."),
            Phrase(en="Otherwise Klondike's rules, as AisleRiot plays them: one card at a time from the "
                      "stock, two redeals, Kings only on empty piles, foundation cards still in play.",
                   fr="Pour le reste, les règles du Klondike comme dans AisleRiot : une carte à la fois "
                      "depuis la pioche, deux redistributions, seulement des Rois sur les piles vides, "
                      "cartes des fondations toujours en jeu."),
            Phrase(en="The game is very hard: the real challenge is to get as far as possible.",
                   fr="Le jeu est très difficile : le vrai défi est d'aller le plus loin possible."),
        ],
    )
