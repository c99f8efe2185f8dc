"""Peek, as AisleRiot plays it: Osmosis with every reserve card dealt face up."""

from __future__ import annotations

from ..rules.dealing import DealBaseCard, DealRows, RestToStock
from ..rules.declaration import Declaration, register
from ..text.phrases import Phrase
from .osmosis import DRAW_CHOICE, NOTES, osmosis


@register(
    "peek",
    names=Phrase(en="Peek", fr="Coup d'œil"),
    summary=Phrase(en="Osmosis with the reserves open: every reserve card is face up, so the order "
                      "of the suits can be planned.",
                   fr="L'Osmose avec des réserves ouvertes : toutes les cartes des réserves sont "
                      "face visible, on peut donc choisir l'ordre des couleurs."),
    strategy=Phrase(en="Every reserve card is visible, so plan the order of the suits on the foundations "
                       "carefully before starting each new one.",
                    fr="Toutes les cartes des réserves sont visibles\u00a0: choisissez avec soin l'ordre des "
                       "couleurs sur les fondations avant d'en commencer une nouvelle."),
    resembles="osmosis",
    options={"draw": DRAW_CHOICE},
)
def peek(draw: int = 1) -> Declaration:
    return osmosis(draw).but(
        deal=[DealRows("reserve", count=16, face_up=True), DealBaseCard(), RestToStock()],
        notes=[
            Phrase(en="Every reserve card is face up. The card on the first foundation sets that "
                      "foundation's suit and the base rank of all four. The rest is Osmosis, as in "
                      "AisleRiot, whose code for Peek is Osmosis's with this deal.",
                   fr="Toutes les cartes des réserves sont face visible. La carte de la première "
                      "fondation fixe la couleur de cette fondation et le rang de base des quatre. Le "
                      "reste est Osmosis, comme dans AisleRiot, dont le code pour Peek est celui "
                      "d'Osmosis avec cette donne."),
            *NOTES,
        ],
    )
