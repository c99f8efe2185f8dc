"""A solver for any game: can this position still be won, and how?

:func:`solve` searches the positions reachable from a game's current position
through the engine's own move API (:meth:`Game.legal_moves`, :meth:`Game.apply`,
:meth:`Game.snapshot` / :meth:`Game.restore`, :meth:`Game.is_won`), so it knows
no game in particular: what it knows of the game at hand (the position key, the
safe moves, the moves to try, the distance to a win) comes from a
:class:`~solitaire_nb.engine.search_policy.SearchPolicy` built from the game's
declaration.  Every position met is recorded (a table of keys), so that each is
expanded once and cycles (turning the stock again and again) end by themselves; a
solution may be hundreds of moves long.

* **Two frontiers.**  Most positions are taken from a heap, the most promising
  first: the policy's distance to a win plus the number of moves that led there,
  so that a short way to a good position is preferred.  One position in
  ``policy.dive_every`` comes instead from a depth-first stack (children ordered
  by the dives' distance), which follows one line to its end: the heap does best
  where its distance is informative (FreeCell, Klondike), the dives where it is
  flat (Pile On, Triple Peaks...).  Both share the table of positions met, and a
  dive may take over a position still waiting in the heap.
* **Exhaustive.**  Every position met is expanded by one or the other before
  "unwinnable" is said; positions are only ever left out because their key was
  met before, and a key keeps all of the position that its future depends on.
  ``shortcuts=False`` searches with the plain key and no safe-move dominance: the
  tests compare the two.
* **Limits.**  ``max_nodes`` (positions expanded) and ``max_seconds``
  (:class:`Limits`).

The verdict (a :class:`Verdict`, equal to its text) is ``"winnable"`` (with the
moves from the current position to a win), ``"unwinnable"`` (every reachable
position was seen, none won) or ``"unknown"`` (a limit was reached first).

The search is *thoughtful*: it sees every card, face-down cards and the order
of the stock included, as the engine knows where each card is (a deal is fixed
by its number, so the moves replay exactly).  "Winnable" then means winnable by
a player who could see all the cards; ``result.thoughtful`` says when the start
position hid some.
"""

from __future__ import annotations

import heapq
import time
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from .moves import Move
from .position import Position, Snapshot
from .search_policy import SearchPolicy
from .stock_cycle import Step


class Verdict(str, Enum):
    """What a search concluded: a ``str`` enum, equal to (and written as) its text."""

    WINNABLE = "winnable"
    UNWINNABLE = "unwinnable"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return self.value

    __hash__ = str.__hash__


VERDICTS = tuple(Verdict)

DEFAULT_MAX_NODES = 200_000
DEFAULT_MAX_SECONDS = 30.0
#: Positions a search may keep (each a few kilobytes): the bound on its memory.
DEFAULT_MAX_POSITIONS = 2_000_000


@dataclass(frozen=True)
class Limits:
    """How long a search may go on: ``seconds`` of time, ``nodes`` positions expanded and
    ``positions`` positions kept, met but maybe not yet expanded (None: no bound; the last
    bounds the memory a search takes).  Checked when made: a bad limit raises ``ValueError``."""

    seconds: float | None = DEFAULT_MAX_SECONDS
    nodes: int | None = DEFAULT_MAX_NODES
    positions: int | None = DEFAULT_MAX_POSITIONS

    def __post_init__(self) -> None:
        for name, value in (("max_seconds", self.seconds), ("max_nodes", self.nodes),
                            ("max_positions", self.positions)):
            if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                      or value != value or value < 0):
                raise ValueError(f"{name} must be a number >= 0 or None, not {value!r}")
        for name, value in (("max_nodes", self.nodes), ("max_positions", self.positions)):
            if value is not None and not isinstance(value, int):
                raise ValueError(f"{name} must be a whole number, not {value!r}")


@dataclass
class SolveResult:
    """What :func:`solve` found.

    ``verdict`` is a :class:`Verdict`; ``moves`` the moves from the position
    solved to a win (empty unless winnable), which :meth:`Game.play` accepts one
    after another; ``nodes`` the positions expanded; ``seconds`` the time taken;
    ``thoughtful`` is True when the start position had face-down cards (the search
    saw them anyway); ``limit`` names the limit reached (``"nodes"``, ``"seconds"``, ``"positions"``)
    when the verdict is ``"unknown"``."""

    verdict: Verdict
    moves: list[Move] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    thoughtful: bool = False
    limit: str | None = None

    @property
    def winnable(self) -> bool:
        return self.verdict == Verdict.WINNABLE

    def __repr__(self) -> str:
        extra = f", {len(self.moves)} moves" if self.moves else ""
        return f"<SolveResult {self.verdict}{extra}: {self.nodes} nodes, {self.seconds:.2f} s>"


class Node(NamedTuple):
    """A position waiting on a frontier, in the order the heap compares them: its
    ``priority`` (distance to a win, plus ``depth`` in the heap), ``-depth`` (deeper
    first among equals), ``rank`` (its move's place among its siblings), ``number`` (its
    place in the search's table of moves), then the position itself and its key."""

    priority: int
    minus_depth: int
    rank: int
    number: int
    snapshot: Snapshot
    depth: int
    key: tuple[object, ...] | None


def has_face_down(game: Position) -> bool:
    """Does the position hide any card (face down, in the stock or elsewhere)?"""
    return any(not card.face_up for pile in game.piles for card in pile.cards)


def solve(game: Position, max_seconds: float | None = DEFAULT_MAX_SECONDS,
          max_nodes: int | None = DEFAULT_MAX_NODES, *, shortcuts: bool = True,
          dive_every: int | None = None) -> SolveResult:
    """Search for a win from ``game``'s current position (see the module docstring).

    ``game`` itself is never changed: the search runs on a copy.  ``max_seconds`` and
    ``max_nodes`` bound the search (None: no bound); reaching one gives ``"unknown"``.
    ``shortcuts=False`` turns off every shortcut of the game's search policy (slower,
    the same verdict); ``dive_every`` replaces the policy's share of depth-first dives."""
    limits = Limits(max_seconds, max_nodes)
    policy = SearchPolicy.of(game.copy(), shortcuts)
    if dive_every is not None:
        policy = policy.but(dive_every=dive_every)
    return search(policy, limits)


def search(policy: SearchPolicy, limits: Limits = Limits()) -> SolveResult:
    """Search for a win from the position of ``policy.game`` (which the search changes: give
    it a copy), as the policy says, within ``limits``."""
    started = time.perf_counter()
    work = policy.game
    thoughtful = has_face_down(work)
    key_of, after, record_auto, play_safe = policy.key, policy.after, policy.record_auto, policy.play_safe
    moves_of, distance, dive_distance = policy.moves, policy.distance, policy.dive_distance
    every, apply, restore = policy.dive_every, work.apply, work.restore
    max_nodes, max_positions = limits.nodes, limits.positions or float("inf")
    nodes = 0
    # Every position met: (its moves from its parent, the parent's number); 0 is the start.
    tree: list[tuple[list[Move], int]] = []

    def line(number: int) -> list[Move]:
        steps = []
        while number >= 0:
            step, number = tree[number]
            steps.append(step)
        return [move for step in reversed(steps) for move in step]

    def result(verdict: Verdict, moves: list[Move] | None = None, limit: str | None = None) -> SolveResult:
        return SolveResult(verdict, moves or [], nodes, time.perf_counter() - started, thoughtful, limit)

    root_auto = policy.settle()  # none with autoplay on: play() sends cards only after a move
    tree.append((root_auto, -1))
    if work.is_won():
        return result(Verdict.WINNABLE, line(0))
    seen = {key_of()}
    # Two frontiers share the positions met: a heap, most promising first, and a
    # depth-first stack (best on top), which one node in ``every`` comes from.  A dive may
    # take over a position still waiting in the heap (``waiting``): the heap then skips it.
    heap: list[Node] = [Node(0, 0, 0, 0, work.snapshot(), 0, None)]
    stack: list[Node] = []
    waiting: set[tuple[object, ...]] = set()
    deadline = None if limits.seconds is None else started + limits.seconds
    push, pop = heapq.heappush, heapq.heappop
    while heap or stack:
        if max_nodes is not None and nodes >= max_nodes:
            return result(Verdict.UNKNOWN, limit="nodes")
        if nodes % 64 == 0:
            if deadline is not None and time.perf_counter() > deadline:
                return result(Verdict.UNKNOWN, limit="seconds")
            if len(tree) > max_positions:
                return result(Verdict.UNKNOWN, limit="positions")
        diving = not heap or (nodes % every == every - 1)
        if diving and stack:
            node = stack.pop()
        else:
            node = pop(heap)
            if node.key is not None:
                if node.key not in waiting:
                    continue  # taken over by a dive
                waiting.discard(node.key)
        nodes += 1
        number, snapshot, depth = node.number, node.snapshot, node.depth
        work.restore(snapshot)
        children = []
        for rank, move in enumerate(moves_of()):
            if move.__class__ is Step:  # deals, then the move of the card they bring
                restore(move.dealt)
                played, move = list(move), move[-1]
            else:
                if rank:
                    restore(snapshot)
                played = [move]  # type: ignore[list-item]  # a move alone
            apply(move)  # type: ignore[arg-type]  # a Step was replaced by its last move above
            reached = depth + len(played)  # a deal counts as a move, folded or not
            auto = after(move) if play_safe else []  # type: ignore[arg-type]  # likewise
            key = key_of()
            if key in seen:
                if not diving or key not in waiting:
                    continue
                waiting.discard(key)
            else:
                seen.add(key)
            tree.append(([*played, *auto] if record_auto else played, number))
            if work.is_won():
                return result(Verdict.WINNABLE, line(len(tree) - 1))
            if diving:
                child = Node(dive_distance(), -reached, rank, len(tree) - 1, work.snapshot(), reached, key)
                children.append(child)
            else:
                waiting.add(key)
                priority = distance() + reached
                push(heap, Node(priority, -reached, rank, len(tree) - 1, work.snapshot(), reached, key))
        if children:
            children.sort(reverse=True)
            stack.extend(children)
    return result(Verdict.UNWINNABLE)


def replay(game: Position, moves: list[Move]) -> Position:
    """A copy of ``game`` with ``moves`` played through :meth:`Game.play` (each checked)."""
    copy = game.copy()
    for move in moves:
        copy.play(move)
    return copy
