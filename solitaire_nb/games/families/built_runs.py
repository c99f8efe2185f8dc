"""Foundations that take a whole built pile at once (Eagle Wing, Zebra).

A pile built down on the tableau may go to a foundation in one move, top card
first, as a shortcut for moving its cards one by one; each card must then follow
the foundation's own build.  Between tableau piles, cards still move one at a time.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.moves import Move
from ...engine.position import Position
from ...rules.cards import Card
from ...rules.key_parts import COUNTS, plain_alike, plain_sight, tops_out_of_play
from ...rules.local import GameRule
from ...rules.roles import Role
from ...rules.run_foundations import RunFoundations
from ...text.phrases import Phrase


class BuiltRunFoundations(RunFoundations):
    """Foundations taking a whole run at once when its cards follow the foundation's build
    (in Eagle Wing, by suit with an Ace after a King; in Zebra, by alternate colour)."""

    key_level, key_alike, sees = tops_out_of_play, plain_alike, plain_sight  # as RunFoundations

    def _run_ok(self, cards: Sequence[Card]) -> bool:
        return self.build.is_sequence(list(reversed(cards)))


def _one_card_to_tableau(game: Position, move: Move, cards: list[Card]) -> bool:
    return game.pile(move.target).role != Role.TABLEAU or len(cards) == 1


ONE_CARD_TO_THE_TABLEAU = GameRule(
    "single_card_move",
    Phrase(en="only one card at a time moves onto a tableau pile; several cards go together only to a "
              "foundation",
           fr="une seule carte à la fois va sur une pile du tableau ; plusieurs cartes ne vont ensemble que "
              "sur une fondation"),
    _one_card_to_tableau,
    label=Phrase(en="One card at a time", fr="Une carte à la fois"),
    sees=COUNTS,  # the cards moved and where to, nothing of the piles
)
