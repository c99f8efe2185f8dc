"""What the engine's helpers need of a position: a :class:`Snapshot` and the
:class:`Position` protocol that :class:`~solitaire_nb.engine.game.Game` follows.

Legal-move generation, outcome and explanations are written against this
protocol, so they do not import the game module that uses them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import NamedTuple, Protocol

from ..rules.cards import Card
from ..rules.declaration import Declaration
from ..rules.piles import PileGroup, Refusal
from ..rules.position import CellLimit
from ..rules.position import Pile as RulesPile
from .moves import Move
from .notation import GenericNotation
from .pile import Pile
from .ruleset import Allows, LiftLimit, PoolOf, Ruleset


class Snapshot(NamedTuple):
    """A position, immutable: every pile's cards (bottom to top), the score, the move
    count, the redeals used and the game's own state (sorted ``(name, value)`` pairs)."""

    cards: tuple[tuple[Card, ...], ...]
    score: int
    move_count: int
    redeals_used: int
    state: tuple[tuple[str, object], ...]


class Position(Protocol):
    """A game position as the engine's helpers see it (a :class:`Game` is one)."""

    @property
    def id(self) -> str: ...

    @property
    def deal(self) -> int | None: ...

    @property
    def partial(self) -> bool: ...

    @property
    def piles(self) -> list[Pile]: ...

    @property
    def cell_piles(self) -> list[Pile]: ...

    @property
    def tableau_piles(self) -> list[Pile]: ...

    @property
    def move_sources(self) -> list[tuple[Pile, LiftLimit]]: ...

    @property
    def move_targets(self) -> list[tuple[Pile, PileGroup, PoolOf, Allows]]: ...

    @property
    def state(self) -> dict[str, object]: ...

    @property
    def score(self) -> int: ...

    @property
    def move_count(self) -> int: ...

    @property
    def redeals_used(self) -> int: ...

    @property
    def autoplay(self) -> bool: ...

    @property
    def ruleset(self) -> Ruleset: ...

    @property
    def options(self) -> dict[str, object]: ...

    @property
    def elapsed(self) -> float: ...

    @property
    def declaration(self) -> Declaration: ...

    @property
    def notation(self) -> GenericNotation: ...

    def pile(self, pile_id: str) -> Pile: ...

    def find_pile(self, pile_id: str) -> Pile | None: ...

    def group_piles(self, prefix: str, numbers: Iterable[int] | None = None) -> list[Pile]: ...

    def pile_ids(self) -> list[str]: ...

    def legal_moves(self) -> list[Move]: ...

    def movable_counts(self, pile_id: str) -> list[int]: ...

    def stock_moves(self) -> list[Move]: ...

    def foundation_move(self, pile_id: str) -> Move | None: ...

    def free_cell_capacity(self, source: RulesPile, target: RulesPile,
                           unit: CellLimit | None = None) -> int: ...

    def is_idle(self, move: Move) -> bool: ...

    def check(self, move: Move | str) -> Refusal | None: ...

    def snapshot(self) -> Snapshot: ...

    def restore(self, snapshot: Snapshot) -> None: ...

    def search_step(self, move: Move) -> Snapshot: ...

    def apply(self, move: Move) -> None: ...

    def position_key(self, snapshot: Snapshot | None = None) -> tuple[object, ...]: ...

    def past_positions(self) -> Iterator[Snapshot]: ...

    def is_won(self) -> bool: ...

    # -- what play-outs, savers and sentences ask of a game in play
    @property
    def last_auto_moves(self) -> list[Move]: ...

    @property
    def history(self) -> list[Move]: ...

    @property
    def redeals_left(self) -> int | None: ...

    def title(self, lang: str | None = None) -> str: ...

    def pile_cards(self) -> tuple[tuple[Card, ...], ...]: ...

    def copy(self) -> Position: ...

    def play(self, move: Move | str) -> Move: ...

    def undo(self) -> bool: ...

    def redo(self) -> bool: ...

