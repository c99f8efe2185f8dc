"""Find certified puzzles on real deals and write them to solitaire_nb/teaching/puzzle_data/.

    .venv/bin/python scripts/make_puzzles.py [--budget S] [--keep N] [game ids...]

For each game (every game with decisions by default), deals 1, 2, 3... are solved (a bound
of :data:`FIND_NODES` positions, none on time, so the same deals give the same puzzles on
every machine).  Along each win the solver finds, every position is tried, from the end
back to the start: it is a puzzle when it offers at least two legal moves and every move
but the line's is proven lost by the solver's exhaustive search within
:data:`REFUTE_NODES` positions (so that the tests can check every certificate again
quickly).  A game is searched until it has :data:`WANTED` puzzles of each level, for at
most ``--budget`` seconds; it keeps at most ``--keep`` puzzles, the levels mixed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.engine.solver import has_face_down, solve  # noqa: E402
from solitaire_nb.teaching.puzzles import (  # noqa: E402
    DATA,
    LEVELS,
    Certificate,
    Puzzle,
    Refutation,
    has_decisions,
    level_of,
    to_data,
    wins_within,
)

SHORT = 6          # a win this close may be certified by "no other move wins as soon"
FIND_NODES = 20_000
REFUTE_NODES = 400
WANTED = 3
MOST_DEALS = 300


def refute(after, depth: int):
    """A proof that ``after`` loses: the solver's exhaustive search (``unwinnable``), else a
    search of every line of ``depth`` moves finding no win; (kind, nodes) or None."""
    result = solve(after, max_seconds=None, max_nodes=REFUTE_NODES)
    if str(result.verdict) == "unwinnable":
        return "unwinnable", result.nodes
    if str(result.verdict) == "winnable" and len(result.moves) <= depth:
        return None
    found, nodes = wins_within(after, depth, REFUTE_NODES)
    return None if found or found is None else ("within", nodes)


def candidates(game_id: str, deal: int, line: list, seen: set) -> list[Puzzle]:
    """The puzzles along one winning line of a deal."""
    found = []
    game = sn.new_game(game_id, deal=deal)
    positions = []
    for move in line:
        positions.append((game.copy(), [str(m) for m in game.history]))
        game.play(move)
    for index in range(len(positions) - 1, -1, -1):
        position, moves = positions[index]
        key = position.position_key()
        if key in seen:
            continue
        seen.add(key)
        answer = str(line[index])
        legal = position.legal_moves()
        if len(legal) < 2:
            continue
        refutations = []
        remaining = len(line) - index
        for move in legal:
            if str(move) == answer:
                continue
            after = position.copy()
            after.play(move)
            proof = refute(after, remaining - 1) if 3 <= remaining <= SHORT else refute_unwinnable(after)
            if proof is None:
                break
            refutations.append(Refutation(str(move), proof[1], proof[0]))
        else:
            rest = tuple(str(m) for m in line[index:])
            certificate = Certificate(rest, tuple(refutations))
            found.append(Puzzle(game_id, deal, {}, tuple(moves), certificate,
                                level_of(len(rest), len(refutations)), has_face_down(position)))
    return found


def refute_unwinnable(after):
    result = solve(after, max_seconds=None, max_nodes=REFUTE_NODES)
    return ("unwinnable", result.nodes) if str(result.verdict) == "unwinnable" else None


def search(game_id: str, budget: float, keep: int) -> list[Puzzle]:
    started, found, seen = time.perf_counter(), [], set()
    for deal in range(1, MOST_DEALS + 1):
        if time.perf_counter() - started > budget:
            break
        counts = {level: sum(p.level == level for p in found) for level in LEVELS}
        if all(n >= WANTED for n in counts.values()):
            break
        result = solve(sn.new_game(game_id, deal=deal), max_seconds=None, max_nodes=FIND_NODES)
        if str(result.verdict) != "winnable":
            continue
        for puzzle in candidates(game_id, deal, result.moves, seen):
            if sum(p.level == puzzle.level for p in found) < WANTED:
                found.append(puzzle)
    # keep a mix: the levels in turn, the shortest certificates first
    chosen: list[Puzzle] = []
    by_level = {level: sorted((p for p in found if p.level == level), key=lambda p: (p.hidden, p.depth))
                for level in LEVELS}
    while len(chosen) < keep and any(by_level.values()):
        for level in LEVELS:
            if by_level[level] and len(chosen) < keep:
                chosen.append(by_level[level].pop(0))
    return sorted(chosen, key=lambda p: (p.level, p.deal, len(p.moves)))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--budget", type=float, default=40.0, help="seconds per game at most")
    parser.add_argument("--keep", type=int, default=9)
    parser.add_argument("--missing", action="store_true", help="only games without a data file")
    args = parser.parse_args(argv)
    DATA.mkdir(parents=True, exist_ok=True)
    for game_id in args.games or sn.list_games():
        path = DATA / f"{game_id}.json"
        if not has_decisions(game_id) or (args.missing and path.exists()):
            continue
        started = time.perf_counter()
        found = search(game_id, args.budget, args.keep)
        data = {"find_nodes": FIND_NODES, "refute_nodes": REFUTE_NODES,
                "puzzles": [to_data(p) for p in found]}
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        levels = [sum(p.level == level for p in found) for level in LEVELS]
        print(f"{game_id}: {len(found)} puzzles, by level {levels}, {time.perf_counter() - started:.0f} s",
              flush=True)


if __name__ == "__main__":
    main()
