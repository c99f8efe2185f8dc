"""The searches the finders share: a greedy best-first search over a game's model, and the
engine's replay that alone decides whether a line found in a model wins."""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Callable, Hashable, Iterable

import solitaire_nb as sn


def best_first(roots: Iterable[Hashable], expand: Callable[[Hashable], Iterable[tuple[list[str], Hashable]]],
               score: Callable[[Hashable], float], key: Callable[[Hashable], Hashable],
               is_goal: Callable[[Hashable], bool], max_nodes: int, deadline: float) -> list[str] | None:
    """Greedy best-first search from the positions ``roots``.

    ``expand(state)`` yields ``(moves, child)`` pairs, ``moves`` being the move texts that lead
    from ``state`` to ``child`` (a move and the forced moves played after it); ``score`` ranks
    positions (higher is expanded first; ties go to the deeper position); ``key`` maps a position
    to its duplicate-detection key.  Returns the moves of a winning line, or None when the node
    budget or the time runs out, or the reachable space is exhausted.
    """
    seen: set[Hashable] = set()
    parents: dict[int, tuple[int, list[str]]] = {}
    counter = itertools.count()
    queue: list[tuple[float, int, int, Hashable]] = []
    for root in roots:
        k = key(root)
        if k in seen:
            continue
        seen.add(k)
        node = next(counter)
        parents[node] = (-1, [])
        heapq.heappush(queue, (-score(root), 0, node, root))
    expanded = 0
    while queue:
        _, depth, node, state = heapq.heappop(queue)
        if is_goal(state):
            line: list[str] = []
            while node >= 0:
                node, moves = parents[node]
                line[:0] = moves
            return line
        expanded += 1
        if expanded > max_nodes or (expanded & 255 == 0 and time.monotonic() > deadline):
            return None
        for moves, child in expand(state):
            k = key(child)
            if k in seen:
                continue
            seen.add(k)
            child_node = next(counter)
            parents[child_node] = (node, moves)
            heapq.heappush(queue, (-score(child), depth - 1, child_node, child))
    return None


def verified(game_id: str, deal: int, options: dict, line: list[str] | None) -> bool:
    """Does ``line`` replayed in the engine win the deal?"""
    if not line:
        return False
    game = sn.new_game(game_id, deal=deal, **options)
    try:
        for text in line:
            game.play(text)
    except ValueError:
        return False
    return game.is_won()
