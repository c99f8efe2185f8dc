"""A solver for any game: can this position still be won, and how?

:func:`solve` searches the positions reachable from a game's current position
through the engine's own move API (:meth:`Game.legal_moves`, :meth:`Game.apply`,
:meth:`Game.snapshot` / :meth:`Game.restore`, :meth:`Game.is_won`), so it knows
no game in particular.  Every position met is recorded (a table of keys), so that
each is expanded once and cycles (turning the stock again and again) end by
themselves; a solution may be hundreds of moves long.

* **Two frontiers.**  Most positions are taken from a heap, the most promising
  first: :func:`weighted_disorder` (a rough distance to a win) plus the number of
  moves that led there, so that a short way to a good position is preferred.
  Every :data:`DIVE_EVERY`-th position comes instead from a depth-first stack
  (children ordered by :func:`disorder`), which follows one line to its end:
  the heap does best where its distance is informative (FreeCell, Klondike), the
  dives where it is flat (Pile On, Triple Peaks...).  Both share the table of
  positions met, and a dive may take over a position still waiting in the heap.
  Every position met is expanded by one or the other before "unwinnable" is said.
* **Canonical keys.**  Positions are compared by :meth:`Game.position_key`
  (cards and their sides, the redeals used when limited, the game's own state;
  never the move count).  Piles of one group that the rules treat alike — the
  tableau columns of FreeCell, its free cells, its foundations — are sorted
  inside the key, so that positions differing only by which of them holds what
  are met once.  This is done only where it is known to be sound (see
  :func:`interchangeable_groups`); elsewhere the piles keep their places.
* **Safe moves.**  After each move, the cards the game's autoplay rule calls
  safe go to the foundations (:func:`solitaire_nb.engine.autoplay.run`): no
  solution is lost by playing them at once, and the search is much smaller.
  Only where that is sure (:func:`safe_moves_dominate`): elsewhere the cards
  are left to the search — unless the game's autoplay is on, as
  :meth:`Game.play` then applies it after every move and the search must too.
  A move that cannot have freed a safe card skips the scan (:func:`autoplay_after`).
* **Move ordering.**  Among siblings of equal promise, moves are tried in the
  order of :func:`solitaire_nb.engine.strategy.move_value` (moves to a foundation,
  moves turning a card face up, ...); moves that change nothing for the player
  (:meth:`Game.is_idle`) are not tried where the piles are interchangeable.
* **Limits.**  ``max_nodes`` (positions expanded) and ``max_seconds``.

The verdict is ``"winnable"`` (with the moves from the current position to a
win), ``"unwinnable"`` (every reachable position was seen, none won) or
``"unknown"`` (a limit was reached first).

The search is *thoughtful*: it sees every card, face-down cards and the order
of the stock included, as the engine knows where each card is (a deal is fixed
by its number, so the moves replay exactly).  "Winnable" then means winnable by
a player who could see all the cards; ``result.thoughtful`` says when the start
position hid some.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..rules.goals import EveryCardAutoplay, SafeAutoplay
from ..rules.piles import Foundations, Reserves, Tableau
from . import autoplay
from .moves import Move, MoveKind
from .strategy import move_value

VERDICTS = ("winnable", "unwinnable", "unknown")

DEFAULT_MAX_NODES = 200_000
DEFAULT_MAX_SECONDS = 30.0
#: One position in DIVE_EVERY is expanded by a depth-first dive, the others from the heap.
DIVE_EVERY = 3


@dataclass
class SolveResult:
    """What :func:`solve` found.

    ``verdict`` is one of :data:`VERDICTS`; ``moves`` the moves from the position
    solved to a win (empty unless winnable), which :meth:`Game.play` accepts one
    after another; ``nodes`` the positions expanded; ``seconds`` the time taken;
    ``thoughtful`` is True when the start position had face-down cards (the search
    saw them anyway); ``limit`` names the limit reached (``"nodes"``, ``"seconds"``)
    when the verdict is ``"unknown"``."""

    verdict: str
    moves: list[Move] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    thoughtful: bool = False
    limit: str | None = None

    @property
    def winnable(self) -> bool:
        return self.verdict == "winnable"

    def __repr__(self) -> str:
        extra = f", {len(self.moves)} moves" if self.moves else ""
        return f"<SolveResult {self.verdict}{extra}: {self.nodes} nodes, {self.seconds:.2f} s>"


#: Group classes whose piles behave alike whatever their place (exact classes only:
#: a subclass may give its piles different rules).
_PLAIN_GROUPS = (Tableau, Reserves, Foundations)


def interchangeable_groups(game: Any) -> list[tuple[int, ...]]:
    """Indices (in ``game.piles``) of the pile groups whose piles may be sorted in a key.

    Conservative: only plain tableau, reserve and foundation groups of more than one
    pile, none filled automatically nor dealt to one by one from the stock, in a
    game without rules, actions or effects of its own (which may name piles) and
    without piles that rearrange themselves.  Anything else keeps its order."""
    ruleset = game.ruleset
    declaration = game.declaration
    if declaration.rules or declaration.actions or declaration.effects or ruleset.settling:
        return []
    stock = ruleset.stock_group
    dealt_to = getattr(getattr(stock, "deal", None), "group", None) if stock is not None else None
    filled = set(ruleset.auto_filled)
    groups = []
    for prefix, members in ruleset.groups.items():
        group = ruleset.piles[members[0]].group
        if (len(members) < 2 or type(group) not in _PLAIN_GROUPS or prefix == dealt_to
                or getattr(group, "places_matter", False) or filled.intersection(members)):
            continue
        groups.append(tuple(members))
    return groups


def safe_moves_dominate(game: Any) -> bool:
    """Can the game's autoplay rule play its cards at once without losing a win?  The rule
    itself knows (:meth:`~solitaire_nb.rules.goals.SafeAutoplay.never_loses_a_win`);
    otherwise the cards are left to the search."""
    rule = game.declaration.autoplay
    return rule is not None and rule.never_loses_a_win(game)


def _key_function(game: Any) -> Callable[[], tuple]:
    groups = interchangeable_groups(game)
    position_key = game.position_key
    if not groups:
        return position_key
    grouped = {i for members in groups for i in members}
    others = tuple(i for i in range(len(game.piles)) if i not in grouped)

    def key() -> tuple:
        # each interchangeable group as its piles sorted (by hash: any fixed order will
        # do), then the other piles in their places
        cards, *rest = position_key()
        return (tuple([tuple(sorted([cards[i] for i in members], key=hash)) for members in groups]),
                tuple([cards[i] for i in others]), *rest)
    return key


def _ordered_moves(game: Any, alike: set[str]) -> list[Move]:
    # An idle move (a whole pile onto an empty pile of its group) is left out where the
    # piles are interchangeable; elsewhere which pile holds what may matter later (the
    # stock dealing to each pile in turn...), so it stays, to keep "unwinnable" exact.
    moves = [move for move in game.legal_moves()
             if not (move.target in alike and game.is_idle(move))]
    if len(moves) > 1:
        moves.sort(key=lambda m: move_value(game, m), reverse=True)
    return moves


def autoplay_after(game: Any) -> Callable[[Move], list[Move]]:
    """``after(move)``: :func:`autoplay.run` on ``game`` just after ``move``, the search's
    way.  Every position the search expands was settled (no safe card left to send
    home), so after a move between two piles that are not foundations only those two
    piles may hold a new candidate: when neither top card is safe and may go home, the
    full scan is skipped, with the same (empty) answer.  This shortcut is taken only
    where nothing else moves cards (no rules, actions, effects, piles refilled or
    settling of the game's own) and the autoplay rule is AisleRiot's, which looks at nothing but
    the card and the foundations; otherwise ``after`` is :func:`autoplay.run` itself."""
    run = autoplay.run
    declaration, ruleset = game.declaration, game.ruleset
    rule = declaration.autoplay
    if (type(rule) not in (SafeAutoplay, EveryCardAutoplay) or declaration.rules or declaration.actions
            or declaration.effects or ruleset.settling or ruleset.auto_filled):
        return lambda move: run(game)
    find, is_safe, heights = game.find_pile, rule.is_safe, rule.heights
    foundation_move, move_kind = autoplay.foundation_move, MoveKind.MOVE

    def candidate(pile: Any, known: dict) -> bool:
        cards = pile.cards
        if not cards or not cards[-1].face_up or pile.role == "stock":
            return False
        return is_safe(game, cards[-1], known) and foundation_move(game, pile) is not None

    def after(move: Move) -> list[Move]:
        if move.kind is move_kind:
            source, target = find(move.source), find(move.target)
            if source.role != "foundation" and target.role != "foundation":
                known = heights(game)
                if not candidate(source, known) and not candidate(target, known):
                    return []
        return run(game)
    return after


def has_face_down(game: Any) -> bool:
    """Does the position hide any card (face down, in the stock or elsewhere)?"""
    return any(not card.face_up for pile in game.piles for card in pile.cards)


def disorder(game: Any) -> int:
    """A rough distance to a win (lower is better), to order the moves of a dive: cards
    not on a foundation, cards above a lower card of their pile (they block it),
    face-down cards, cards waiting in a reserve; empty tableau piles and free cells
    count in the position's favour."""
    return _distance(game, True)


def weighted_disorder(game: Any) -> int:
    """:func:`disorder` as the heap weighs it: a card blocking a lower card counts the
    more the lower that card (an Ace buried deep is worse than a Ten), and the waste,
    whose order no move changes, counts nothing."""
    return _distance(game, False)


def _distance(game: Any, flat: bool) -> int:
    value = 0
    for pile in game.piles:
        cards = pile.cards
        role = pile.role
        if role == "foundation":
            value -= 5 * len(cards)
        elif not cards:
            value -= 5 if role == "tableau" else 3 if role == "reserve" else 0
        elif role != "stock" and (flat or role != "waste"):
            if role == "reserve":
                value += 2
            lowest = 99
            weight = 2
            for card in cards:
                rank = card.rank
                if not card.face_up:
                    value += 3
                elif rank > lowest:
                    value += weight
                if rank < lowest:
                    lowest = rank
                    if not flat:
                        weight = 1 + (14 - rank) // 4
    return value


def solve(game: Any, max_seconds: float | None = DEFAULT_MAX_SECONDS,
          max_nodes: int | None = DEFAULT_MAX_NODES) -> SolveResult:
    """Search for a win from ``game``'s current position (see the module docstring).

    ``game`` itself is never changed: the search runs on a copy.  ``max_seconds`` and
    ``max_nodes`` bound the search (None: no bound); reaching one gives ``"unknown"``."""
    for name, value in (("max_seconds", max_seconds), ("max_nodes", max_nodes)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                  or value < 0):
            raise ValueError(f"{name} must be a number >= 0 or None, not {value!r}")
    if max_nodes is not None and not isinstance(max_nodes, int):
        raise ValueError(f"max_nodes must be a whole number, not {max_nodes!r}")
    started = time.perf_counter()
    work = game.copy()
    thoughtful = has_face_down(work)
    # With the game's autoplay on, play() sends the safe cards itself: the solution
    # must not list them.  Otherwise they are moves of the solution like any other.
    record_auto = not game.autoplay
    use_auto = game.autoplay or safe_moves_dominate(work)
    key_of = _key_function(work)
    alike = {work.piles[i].id for members in interchangeable_groups(work) for i in members}
    nodes = 0
    # Every position met: (its moves from its parent, the parent's number); 0 is the start.
    tree: list[tuple[list[Move], int]] = []

    def line(number: int) -> list[Move]:
        steps = []
        while number >= 0:
            step, number = tree[number]
            steps.append(step)
        return [move for step in reversed(steps) for move in step]

    def result(verdict: str, moves: list[Move] | None = None, limit: str | None = None) -> SolveResult:
        return SolveResult(verdict, moves or [], nodes, time.perf_counter() - started, thoughtful, limit)

    root_auto = autoplay.run(work) if use_auto else []
    after = autoplay_after(work)
    # With autoplay on, playing the first safe card makes play() send the others.
    tree.append((root_auto if record_auto else root_auto[:1], -1))
    if work.is_won():
        return result("winnable", line(0))
    seen = {key_of()}
    # Two frontiers share the positions met: a heap, most promising first, entries
    # (disorder + depth, -depth, rank of the move among its siblings, number in the
    # tree, snapshot, depth, key); and a depth-first stack (same entries, best on top),
    # which every DIVE_EVERY-th node comes from.  A dive may take over a position still
    # waiting in the heap (``waiting``): the heap then skips it.
    heap: list[tuple] = [(0, 0, 0, 0, work.snapshot(), 0, None)]
    stack: list[tuple] = []
    waiting: set = set()
    deadline = None if max_seconds is None else started + max_seconds
    push, pop = heapq.heappush, heapq.heappop
    while heap or stack:
        if max_nodes is not None and nodes >= max_nodes:
            return result("unknown", limit="nodes")
        if deadline is not None and nodes % 64 == 0 and time.perf_counter() > deadline:
            return result("unknown", limit="seconds")
        diving = not heap or (nodes % DIVE_EVERY == DIVE_EVERY - 1)
        if diving and stack:
            entry = stack.pop()
        else:
            entry = pop(heap)
            if entry[6] is not None:
                if entry[6] not in waiting:
                    continue  # taken over by a dive
                waiting.discard(entry[6])
        nodes += 1
        *_, number, snapshot, depth, _key = entry
        work.restore(snapshot)
        depth += 1
        children = []
        for rank, move in enumerate(_ordered_moves(work, alike)):
            if rank:
                work.restore(snapshot)
            work.apply(move)
            auto = after(move) if use_auto else []
            key = key_of()
            if key in seen:
                if not diving or key not in waiting:
                    continue
                waiting.discard(key)
            else:
                seen.add(key)
            tree.append(([move, *auto] if record_auto else [move], number))
            if work.is_won():
                return result("winnable", line(len(tree) - 1))
            if diving:
                children.append((disorder(work), -depth, rank, len(tree) - 1, work.snapshot(), depth, key))
            else:
                waiting.add(key)
                push(heap, (weighted_disorder(work) + depth, -depth, rank, len(tree) - 1, work.snapshot(),
                            depth, key))
        if children:
            children.sort(reverse=True)
            stack.extend(children)
    return result("unwinnable")


def replay(game: Any, moves: list[Move]) -> Any:
    """A copy of ``game`` with ``moves`` played through :meth:`Game.play` (each checked)."""
    copy = game.copy()
    for move in moves:
        copy.play(move)
    return copy
