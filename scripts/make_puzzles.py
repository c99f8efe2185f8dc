"""Find certified puzzles on real deals and write them to solitaire_nb/teaching/puzzle_data/.

    .venv/bin/python scripts/make_puzzles.py [--budget S] [--keep N] [--add] [game ids...]
    .venv/bin/python scripts/make_puzzles.py --relevel

For each game (every game with decisions by default), deals 1, 2, 3... are taken in turn.
The search starts from the deal, and from points along the games the greedy and the random
player play on that deal (a third, half, two thirds and five sixths of the way; seeded
players, so the same deal always gives the same games): later positions hold fewer cards,
so the solver settles them where it cannot settle the whole deal.  Each start is solved (a
bound of :data:`FIND_NODES` positions, none on time, so the same deals give the same
puzzles on every machine).  Along each win the solver finds, every position is tried, from
the end back to the start: it is a puzzle when it offers at least two legal moves and every
move but the line's is proven lost by the solver's exhaustive search within
:data:`REFUTE_NODES` positions (so that the tests can check every certificate again
quickly), or, for a win at most :data:`SHORT` moves away, when no other move wins as soon.
A near win the greedy player would find anyway (its one best-rated move) is left out.

A game is searched until :data:`WANTED` puzzles are found, for at most ``--budget``
seconds; it keeps at most ``--keep`` of them, spread from the nearest win to the farthest,
and gives them their levels (:func:`~solitaire_nb.teaching.puzzles.levels_of`).  With
``--add`` the puzzles already stored are chosen from with the new ones; ``--relevel`` only
gives the stored puzzles their levels again, leaving out the near wins the greedy player
finds.  The notebooks ask for a puzzle by level and place (``sn.puzzles(GAME, level=2)[0]``):
write their editions again afterwards (``scripts/make_editions.py``).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.engine.solver import has_face_down, solve  # noqa: E402
from solitaire_nb.engine.strategy import best_moves, greedy_player, random_player  # noqa: E402
from solitaire_nb.teaching.puzzles import (  # noqa: E402
    DATA,
    LEVELS,
    Certificate,
    Puzzle,
    Refutation,
    has_decisions,
    levels_of,
    to_data,
    wins_within,
)

SHORT = 6          # a win this close may be certified by "no other move wins as soon"
FIND_NODES = 20_000
REFUTE_NODES = 1_000
WANTED = 24
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


def starts(game_id: str, deal: int) -> list[list[str]]:
    """Where the search starts on a deal: the deal itself, then points along the greedy
    player's game and the random player's (the moves played from the deal to reach each;
    a player's slips leave positions where fewer moves still win)."""
    found: list[list[str]] = [[]]
    for player in (greedy_player(random.Random(deal)), random_player(random.Random(deal))):
        game, played = sn.new_game(game_id, deal=deal), []
        for _ in range(1_000):
            legal = game.legal_moves()
            if game.is_won() or not legal:
                break
            move = player(game, legal)
            played.append(str(move))
            game.play(move)
        found += [played[:n] for n in sorted({len(played) * k // 6 for k in (2, 3, 4, 5)} - {0})]
    return found


def candidates(game_id: str, deal: int, line: list, seen: set, prefix: list[str] = (),
               deadline: float = float("inf")) -> list[Puzzle]:
    """The puzzles along one winning line, played after ``prefix`` on a deal (their level
    is given later, among all the game's puzzles), tried until ``deadline``."""
    found = []
    game = sn.new_game(game_id, deal=deal)
    for text in prefix:
        game.play(text)
    positions = []
    for move in line:
        positions.append((game.copy(), [str(m) for m in game.history]))
        game.play(move)
    for index in range(len(positions) - 1, -1, -1):
        if time.perf_counter() > deadline:
            break
        position, moves = positions[index]
        key = position.position_key()
        if key in seen:
            continue
        seen.add(key)
        answer = str(line[index])
        legal = position.legal_moves()
        remaining = len(line) - index
        if len(legal) < 2 or obvious(position, answer, remaining):
            continue
        refutations = []
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
                                0, has_face_down(position)))
    return found


def obvious(position, answer: str, depth: int) -> bool:
    """Is this a near win (at most :data:`SHORT` moves) whose answer is the one move the
    greedy player rates highest?  Then it is no puzzle: sending the last cards home teaches
    nothing, however many other moves there are."""
    if depth > SHORT:
        return False
    best = best_moves(position, position.legal_moves())
    return len(best) == 1 and str(best[0]) == answer


def refute_unwinnable(after):
    result = solve(after, max_seconds=None, max_nodes=REFUTE_NODES)
    return ("unwinnable", result.nodes) if str(result.verdict) == "unwinnable" else None


def search(game_id: str, budget: float, keep: int, stored: tuple[Puzzle, ...] = ()) -> list[Puzzle]:
    started, found = time.perf_counter(), []
    seen = {p.game().position_key() for p in stored}
    for deal in range(1, MOST_DEALS + 1):
        if len(found) >= WANTED or time.perf_counter() - started > budget:
            break
        for prefix in starts(game_id, deal):
            if time.perf_counter() - started > budget:
                break
            game = sn.new_game(game_id, deal=deal)
            for text in prefix:
                game.play(text)
            result = solve(game, max_seconds=None, max_nodes=FIND_NODES)
            if str(result.verdict) == "winnable":
                found += candidates(game_id, deal, result.moves, seen, prefix, started + budget)
    return leveled(spread(list(stored) + found, keep))


def spread(found: list[Puzzle], keep: int) -> list[Puzzle]:
    """At most ``keep`` of ``found``, spread from the nearest win to the farthest: as many
    different counts (moves of the win plus tempting moves) as possible, evenly apart, then
    more puzzles of those counts, face-up positions first."""
    by_count: dict[int, list[Puzzle]] = {}
    for puzzle in sorted(found, key=lambda p: (p.hidden, p.depth, p.deal, len(p.moves))):
        by_count.setdefault(puzzle.depth + puzzle.tempting, []).append(puzzle)
    counts = sorted(by_count)
    if len(counts) > keep:
        counts = [counts[round(i * (len(counts) - 1) / max(1, keep - 1))] for i in range(keep)]
    chosen: list[Puzzle] = []
    while len(chosen) < keep and any(by_count[c] for c in counts):
        for count in counts:
            if by_count[count] and len(chosen) < keep:
                chosen.append(by_count[count].pop(0))
    return chosen


def leveled(found: list[Puzzle]) -> list[Puzzle]:
    """The puzzles of one game with their levels, in the order they are stored: by level,
    then the nearest win first."""
    levels = levels_of([(p.depth, p.tempting) for p in found])
    found = [dataclasses.replace(p, level=level) for p, level in zip(found, levels)]
    return sorted(found, key=lambda p: (p.level, p.depth + p.tempting, p.deal, len(p.moves)))


def write(game_id: str, found: list[Puzzle]) -> None:
    data = {"find_nodes": FIND_NODES, "refute_nodes": REFUTE_NODES, "puzzles": [to_data(p) for p in found]}
    (DATA / f"{game_id}.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                          encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--budget", type=float, default=40.0, help="seconds per game at most")
    parser.add_argument("--keep", type=int, default=9)
    parser.add_argument("--refute-nodes", type=int, default=REFUTE_NODES,
                        help="the search bound that proves a tempting move loses (the tests search as much)")
    parser.add_argument("--missing", action="store_true", help="only games without a data file")
    parser.add_argument("--add", action="store_true", help="choose among the stored puzzles and new ones")
    parser.add_argument("--relevel", action="store_true",
                        help="only give the stored puzzles their levels again (obvious near wins left out)")
    args = parser.parse_args(argv)
    globals()["REFUTE_NODES"] = args.refute_nodes
    DATA.mkdir(parents=True, exist_ok=True)
    for game_id in args.games or sn.list_games():
        path = DATA / f"{game_id}.json"
        if not has_decisions(game_id) or (args.missing and path.exists()):
            continue
        started = time.perf_counter()
        if args.relevel:
            found = leveled([p for p in sn.puzzles(game_id)
                             if not obvious(p.game(), p.certificate.line[0], p.depth)])
        else:
            found = search(game_id, args.budget, args.keep, tuple(sn.puzzles(game_id)) if args.add else ())
        write(game_id, found)
        levels = [sum(p.level == level for p in found) for level in LEVELS]
        print(f"{game_id}: {len(found)} puzzles, by level {levels}, {time.perf_counter() - started:.0f} s",
              flush=True)


if __name__ == "__main__":
    main()
