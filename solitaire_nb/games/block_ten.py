"""Block Ten, as AisleRiot plays it.

Nine cells in a 3x3 grid, refilled from the stock: remove two cards whose
ranks add up to ten, or two Jacks, two Queens or two Kings.  Tens never leave.
"""

from __future__ import annotations

from typing import Any

from ..engine.position import Position
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.key_parts import COUNTS, TOPS
from ..rules.local import LocalConcept
from ..rules.pairs import CARDS_TAKEN_AWAY, Discard, SumsTo
from ..rules.piles import Stock
from ..rules.refill import STOCK_REFILLS_CELLS, RefilledCells
from ..text.phrases import Phrase

TENS_OR_PAIRS = SumsTo(10, also=((11, 11), (12, 12), (13, 13)),
                       also_text=Phrase(en=", or when both are Jacks, both Queens or both Kings",
                                        fr=", ou quand ce sont deux Valets, deux Dames ou deux Rois"))


class OnlyTensLeft(LocalConcept):
    """Block Ten's win, as AisleRiot's code has it: every cell is empty or holds a Ten
    (the stock refills every emptied cell, so it is empty by then)."""

    def __init__(self) -> None:
        super().__init__(
            "block_ten_only_tens_left",
            Phrase(en="the game is won when every cell is empty or holds a Ten",
                   fr="la partie est gagnée quand chaque case est vide ou contient un Dix"),
            label=Phrase(en="Only Tens left", fr="Il ne reste que des Dix"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game, in a sentence for learners."""
        return Phrase(en="Every cell is empty or holds a Ten.",
                      fr="Chaque case est vide ou contient un Dix.")

    def won_sentence(self, game: Position) -> Phrase:
        return self.goal

    def is_won(self, game: Position) -> bool:
        return all(not p.cards or p.cards[-1].rank == 10 for p in game.group_piles("tableau"))

    def sees(self, group: Any, declaration: Declaration) -> int:
        """The cells' cards, one each: their top cards (see rules/key_parts.py)."""
        return TOPS if group.prefix == "tableau" else COUNTS


@register(
    "block_ten",
    names=Phrase(en="Block Ten", fr="Bloc 10"),
    summary=Phrase(en="Nine cells refilled from the stock: take away pairs adding up to ten, and "
                      "pairs of Jacks, Queens or Kings, until only Tens are left.",
                   fr="Neuf cases remplies depuis la pioche : retirez les paires dont la somme fait "
                      "dix, et les paires de Valets, de Dames ou de Rois, jusqu'à ce qu'il ne reste "
                      "que des Dix."),
    strategy=Phrase(
        en="Pure luck: the order of the stock decides the game, and there is no real strategy "
           "beyond hoping for good cards. Tens never leave, so each one that turns up fills a cell "
           "for good.",
        fr="De la chance pure\u00a0: l'ordre de la pioche décide de la partie, et il n'y a guère de "
           "stratégie sinon espérer de bonnes cartes. Les Dix ne partent jamais\u00a0: chacun "
           "occupe sa case pour de bon.",
    ),
    resembles="quatorze",
)
def block_ten() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=STOCK_REFILLS_CELLS),
            Discard(),
            RefilledCells(9, TENS_OR_PAIRS),
        ],
        deal=[DealRow("tableau", face_up=True), RestToStock()],
        won=OnlyTensLeft(),
        autoplay=None,
        notes=[
            Phrase(en="Drop a card on another to take both away when their ranks add up to ten (an Ace "
                      "counts one), or when they are two Jacks, two Queens or two Kings. A Ten never "
                      "makes a pair, so Tens stay on the table.",
                   fr="Posez une carte sur une autre pour retirer les deux quand leurs rangs font dix "
                      "en tout (l'As compte un), ou quand ce sont deux Valets, deux Dames ou deux "
                      "Rois. Un Dix ne forme jamais de paire : les Dix restent sur la table."),
            Phrase(en="Both emptied cells are filled at once from the stock: first the cell the dragged "
                      "card came from, then the one it was dropped on, as in AisleRiot. A click on the "
                      "stock does nothing.",
                   fr="Les deux cases vidées sont aussitôt remplies depuis la pioche : d'abord celle "
                      "d'où vient la carte déplacée, puis celle où elle a été posée, comme dans "
                      "AisleRiot. Un clic sur la pioche ne fait rien."),
            Phrase(en="The score is 48 at most, since the four Tens stay.",
                   fr="Le score est de 48 au plus, puisque les quatre Dix restent."),
            Phrase(en="The manual's goal is to take every card away, which the Tens make impossible; "
                      "this kit follows AisleRiot's code: the game is won when every cell is empty or "
                      "holds a Ten (the stock is empty by then). It is lost when no pair is left.",
                   fr="L'objectif du manuel est de retirer toutes les cartes, ce que les Dix rendent "
                      "impossible ; ce kit suit le code d'AisleRiot : la partie est gagnée quand chaque "
                      "case est vide ou contient un Dix (la pioche est alors vide). Elle est perdue "
                      "quand il ne reste aucune paire."),
        ],
    )
