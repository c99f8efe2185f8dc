"""What the rules may ask of a position in play: the :class:`Position` protocol.

Rules are written against this protocol, never against the engine's game: the
engine's :class:`~solitaire_nb.engine.game.Game` follows it.  Only type hints name
the declaration and the piles here (under ``TYPE_CHECKING``), so importing this
module imports nothing else of the kit.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from ..text.phrases import Phrase
    from .declaration import Declaration
    from .piles import Pile
    from .units import FreeCellLimitedSequence


class Position(Protocol):
    """A game position as the rules see it (a :class:`~solitaire_nb.engine.game.Game` is one)."""

    @property
    def piles(self) -> Sequence[Pile]: ...

    @property
    def state(self) -> dict[str, object]: ...

    @property
    def declaration(self) -> Declaration: ...

    @property
    def options(self) -> Mapping[str, object]: ...

    def pile(self, pile_id: str) -> Pile: ...

    def find_pile(self, pile_id: str) -> Pile | None: ...

    def group_piles(self, prefix: str, numbers: Iterable[int] | None = None) -> Sequence[Pile]: ...

    def free_cell_capacity(self, source: Pile, target: Pile,
                           unit: FreeCellLimitedSequence | None = None) -> int: ...


@runtime_checkable
class WinRule(Protocol):
    """When a game is won (a declaration's ``won``): every card on the foundations
    (:class:`~solitaire_nb.rules.goals.AllOnFoundations`), or a goal of the game's own."""

    key: str

    @property
    def goal(self) -> Phrase:
        """What winning means in this game, in a sentence for learners."""
        ...

    def is_won(self, game: Position) -> bool: ...

    def won_sentence(self, game: Position) -> Phrase: ...


class Moved(Protocol):
    """A move as the rules see it: ``count`` cards from pile ``source`` to ``target``
    (the engine's :class:`~solitaire_nb.engine.moves.Move` is one); ``kind`` says which
    move (``"move"``, ``"deal"``, ``"redeal"`` or a game's own action)."""

    @property
    def source(self) -> str: ...

    @property
    def target(self) -> str: ...

    @property
    def count(self) -> int: ...

    @property
    def kind(self) -> str: ...
