"""What the engine's helpers need of a position: a :class:`Snapshot` and the
:class:`Position` protocol that :class:`~solitaire_nb.engine.game.Game` follows.

Legal-move generation, outcome and explanations are written against this
protocol, so they do not import the game module that uses them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, NamedTuple, Protocol

from ..rules.cards import Card
from ..rules.declaration import Declaration
from .moves import Move
from .pile import Pile


class Snapshot(NamedTuple):
    """A position, immutable: every pile's cards (bottom to top), the score, the move
    count, the redeals used and the game's own state (sorted ``(name, value)`` pairs)."""

    cards: tuple[tuple[Card, ...], ...]
    score: int
    move_count: int
    redeals_used: int
    state: tuple


class Position(Protocol):
    """A game position as the engine's helpers see it (a :class:`Game` is one)."""

    id: str
    deal: int | None
    partial: bool
    piles: list[Pile]
    cell_piles: list[Pile]
    tableau_piles: list[Pile]
    state: dict[str, Any]
    score: int
    move_count: int
    redeals_used: int

    @property
    def ruleset(self) -> Any: ...

    @property
    def options(self) -> dict[str, Any]: ...

    @property
    def elapsed(self) -> float: ...

    @property
    def declaration(self) -> Declaration: ...

    @property
    def notation(self) -> Any: ...

    def pile(self, pile_id: str) -> Pile: ...

    def find_pile(self, pile_id: str) -> Pile | None: ...

    def group_piles(self, prefix: str, numbers: Any = None) -> list[Pile]: ...

    def pile_ids(self) -> list[str]: ...

    def legal_moves(self) -> list[Move]: ...

    def stock_moves(self) -> list[Move]: ...

    def foundation_move(self, pile_id: str) -> Move | None: ...

    def check(self, move: Move | str) -> Any: ...

    def snapshot(self) -> Snapshot: ...

    def restore(self, snapshot: Snapshot) -> None: ...

    def apply(self, move: Move) -> None: ...

    def position_key(self, snapshot: Snapshot | None = None) -> tuple: ...

    def past_positions(self) -> Iterator[Snapshot]: ...

    def is_won(self) -> bool: ...
