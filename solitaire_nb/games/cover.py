"""Cover, as AisleRiot plays it.

Four cells refilled from the stock: take away two cards of the same suit;
the game is won as soon as the stock is empty.
"""

from __future__ import annotations

from typing import Any

from ..engine.position import Position
from ..rules.declaration import Declaration, register
from ..rules.key_parts import COUNTS
from ..rules.local import LocalConcept
from ..rules.pairs import SameSuit
from ..text.phrases import Phrase
from .block_ten import block_ten


class StockEmptied(LocalConcept):
    """Cover's win, in the manual and in AisleRiot's code: the stock is empty."""

    def __init__(self) -> None:
        super().__init__(
            "cover_stock_emptied",
            Phrase(en="the game is won as soon as the stock is empty",
                   fr="la partie est gagnée dès que la pioche est vide"),
            label=Phrase(en="Empty the stock", fr="Vider la pioche"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game, in a sentence for learners."""
        return Phrase(en="The stock is empty.", fr="La pioche est vide.")

    def won_sentence(self, game: Position) -> Phrase:
        return self.goal

    def is_won(self, game: Position) -> bool:
        return not game.pile("stock").cards

    def sees(self, group: Any, declaration: Declaration) -> int:
        """Whether the stock is empty (see rules/key_parts.py)."""
        return COUNTS


@register(
    "cover",
    names=Phrase(en="Cover", fr="Couvercle"),
    summary=Phrase(en="Four cells refilled from the stock: take away two cards of the same suit, and "
                      "win when the stock runs out.",
                   fr="Quatre cases remplies depuis la pioche : retirez deux cartes de la même "
                      "couleur, et gagnez quand la pioche est épuisée."),
    strategy=Phrase(
        en="A short, quick game with no choice that matters: remove same-suit pairs as soon as they "
           "appear and let the stock run out; whichever pair goes first, the same cards follow.",
        fr="Un jeu court et rapide où aucun choix ne compte\u00a0: retirez les paires de même "
           "couleur dès qu'elles apparaissent et laissez la pioche s'épuiser\u00a0; quelle que soit "
           "la première paire, les mêmes cartes suivent.",
    ),
    resembles="block_ten",
)
def cover() -> Declaration:
    return block_ten().but(
        groups={"tableau": {"count": 4, "pairs": SameSuit()}},
        won=StockEmptied(),
        notes=[
            Phrase(en="Drop a card on another of the same suit (two Hearts, two Spades...) to take both "
                      "away. Ranks do not matter.",
                   fr="Posez une carte sur une autre de la même couleur (deux Cœurs, deux Piques…) pour "
                      "retirer les deux. Le rang ne compte pas."),
            Phrase(en="Both emptied cells are filled at once from the stock: first the cell the dragged "
                      "card came from, then the one it was dropped on, as in AisleRiot. A click on the "
                      "stock does nothing.",
                   fr="Les deux cases vidées sont aussitôt remplies depuis la pioche : d'abord celle "
                      "d'où vient la carte déplacée, puis celle où elle a été posée, comme dans "
                      "AisleRiot. Un clic sur la pioche ne fait rien."),
            Phrase(en="The score is 48 when the stock runs out.",
                   fr="Le score est de 48 quand la pioche est épuisée."),
            Phrase(en="The game is won as soon as the stock is empty, even with four cards left on the "
                      "table (manual and code agree). It is lost when the four cards on the table are "
                      "of four different suits while the stock still holds cards.",
                   fr="La partie est gagnée dès que la pioche est vide, même s'il reste quatre cartes "
                      "sur la table (le manuel et le code sont d'accord). Elle est perdue quand les "
                      "quatre cartes de la table sont de quatre couleurs différentes alors que la "
                      "pioche contient encore des cartes."),
        ],
    )
