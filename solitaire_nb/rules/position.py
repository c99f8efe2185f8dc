"""What the rules may ask of a position in play: the :class:`Position` protocol.

Rules are written against this protocol, never against the engine's game: the
engine's :class:`~solitaire_nb.engine.game.Game` follows it.  What a position shows
of its piles (:class:`Pile`), of their groups (:class:`Group`) and of its declaration
(:class:`DeclarationView`) are protocols of this module too, so that this module
imports only the cards, the concepts and the phrases: every module of the rules may
name these types without an import cycle, even for the type checker.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol, runtime_checkable

from ..text.phrases import Phrase
from .cards import Card, Deck
from .concept import Concept


class Group(Protocol):
    """A pile group as any rule may see it (every
    :class:`~solitaire_nb.rules.piles.PileGroup` is one): its name, its size, its role,
    what moves from its piles and whether any card may go onto them."""

    @property
    def prefix(self) -> str: ...

    @property
    def count(self) -> int: ...

    @property
    def role(self) -> Concept: ...

    @property
    def moves(self) -> object: ...

    @property
    def receives_nothing(self) -> bool:
        """True: no card is ever played onto its piles."""
        ...

    def pile_ids(self) -> list[str]: ...


class Pile(Protocol):
    """A pile in play as the rules see it (the engine's piles follow this protocol)."""

    id: str
    cards: list[Card]

    @property
    def group(self) -> Group: ...

    @property
    def top(self) -> Card | None: ...

    @property
    def role(self) -> str: ...

    @property
    def index(self) -> int: ...


class CellLimit(Protocol):
    """How many cards may move at once, from the empty free cells and tableau piles
    (:class:`~solitaire_nb.rules.units.FreeCellLimitedSequence` is one)."""

    def limit(self, free_cells: int, empty_piles: int) -> int: ...


class DeclarationView(Protocol):
    """What the rules read of a game's declaration
    (:class:`~solitaire_nb.rules.declaration.Declaration` is one)."""

    @property
    def deck(self) -> Deck: ...

    @property
    def piles(self) -> Sequence[Group]: ...

    @property
    def rules(self) -> Sequence[object]: ...

    @property
    def actions(self) -> Sequence[object]: ...

    @property
    def effects(self) -> Sequence[object]: ...

    @property
    def won(self) -> WinRule: ...

    @property
    def autoplay(self) -> object | None: ...


class Position(Protocol):
    """A game position as the rules see it (a :class:`~solitaire_nb.engine.game.Game` is one)."""

    @property
    def piles(self) -> Sequence[Pile]: ...

    @property
    def state(self) -> dict[str, object]: ...

    @property
    def declaration(self) -> DeclarationView: ...

    @property
    def options(self) -> Mapping[str, object]: ...

    def pile(self, pile_id: str) -> Pile: ...

    def find_pile(self, pile_id: str) -> Pile | None: ...

    def group_piles(self, prefix: str, numbers: Iterable[int] | None = None) -> Sequence[Pile]: ...

    def free_cell_capacity(self, source: Pile, target: Pile,
                           unit: CellLimit | None = None) -> int: ...


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
