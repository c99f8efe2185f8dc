"""Foundations that take whole runs: ``RunFoundations`` (a run of one suit in one move, as
well as single cards) and ``CompleteRunFoundations`` (only a complete run, King to Ace)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from .building import BY_SUIT, Build, Down
from .cards import Card
from .concept import Concept
from .foundations import COMPLETE_RUN, OUT_OF_PLAY, RUN_TO_FOUNDATION, BaseCard, is_complete_run
from .key_parts import plain_alike, plain_sight, tops_out_of_play
from .piles import Foundations, Refusal
from .position import Pile

if TYPE_CHECKING:
    from .position import Position


class RunFoundations(Foundations):
    """Foundations that also take a whole run in one move (glossary: run to foundation).

    Besides single cards, a run lifted from a pile may go onto a foundation at
    once when its cards are of one suit, each one rank below the card under it,
    and its top card is the one the foundation needs next (the base card when
    the foundation is empty).  The run is laid on the foundation in building
    order, its top card first, as if its cards were moved one by one.
    """

    key_level, key_alike, sees = tops_out_of_play, plain_alike, plain_sight
    linked_runs = True   # a run whose neighbours each pass ``_run_ok`` (a check of each pair)

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        return None  # a run's bottom card is not the card that must fit

    def home_together(self, lower: Card, upper: Card) -> bool:
        return self._run_ok([lower, upper])

    def _run_ok(self, cards: Sequence[Card]) -> bool:
        """Do ``cards`` (bottom to top) go home together?  A check of each two neighbours, which
        :meth:`home_together` relies on: a kind that changes it must keep it so."""
        return all(upper.suit == lower.suit and upper.rank == lower.rank - 1
                   for lower, upper in zip(cards, cards[1:]))

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        if len(cards) == 1:
            return super().allows(game, pile, cards, source)
        return self._run_ok(cards) and super().allows(game, pile, cards[-1:], source)

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if len(cards) == 1:
            return super().accept_refusal(game, pile, cards, source)
        if not self._run_ok(cards):
            return Refusal(RUN_TO_FOUNDATION, "unit", (len(cards),))
        return super().accept_refusal(game, pile, cards[-1:], source)

    def place(self, game: Position, pile: Pile, cards: list[Card]) -> None:
        pile.cards.extend(reversed(cards))

    def concepts(self) -> Iterator[Concept]:
        yield from super().concepts()
        yield RUN_TO_FOUNDATION


class CompleteRunFoundations(Foundations):
    """Spider's foundations: each empty one takes a complete run (King down to Ace
    of one suit, thirteen cards, moved at once) and nothing else; the cards stay
    in that order and are out of play (glossary: complete run to a foundation)."""

    key_level, key_alike, sees = tops_out_of_play, plain_alike, plain_sight
    linked_runs = True   # a complete run: each card on the one of its suit a rank higher

    def __init__(self, count: int) -> None:
        super().__init__(count, base=BaseCard(13), build=Build(Down(), BY_SUIT),
                         in_play=False)

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        return () if pile.cards else (13,)

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return not pile.cards and is_complete_run(cards)

    def home_together(self, lower: Card, upper: Card) -> bool:
        return upper.suit == lower.suit and upper.rank == lower.rank - 1

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if pile.cards or not is_complete_run(cards):
            return Refusal(COMPLETE_RUN, "game_rule", ())
        return None

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield COMPLETE_RUN
        yield OUT_OF_PLAY
