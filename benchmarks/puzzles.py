"""Time the stored puzzles: reaching each position from its deal, and checking its certificate again.

    python benchmarks/puzzles.py                 # every game with puzzles
    python benchmarks/puzzles.py --games maze,giant --top 5

Prints, per game, the puzzles, the moves replayed from the deals, the seconds spent replaying
them and the seconds spent checking the certificates again (Puzzle.recheck), then the slowest
puzzles.  The suite checks every certificate again (tests/test_puzzle_certificates.py): the
total here is roughly what that costs on one core.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.teaching.puzzles import DATA  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", help="comma-separated game ids (default: every game with puzzles)")
    parser.add_argument("--top", type=int, default=10, help="how many of the slowest puzzles to list")
    args = parser.parse_args(argv)
    games = args.games.split(",") if args.games else sorted(path.stem for path in DATA.glob("*.json"))
    rows, slowest = [], []
    for game_id in games:
        replay = check = 0.0
        moves = 0
        puzzles = sn.puzzles(game_id)
        for index, puzzle in enumerate(puzzles):
            started = time.perf_counter()
            puzzle.game()
            reached = time.perf_counter()
            problems = puzzle.recheck()
            done = time.perf_counter()
            if problems:
                print(f"!! {game_id} {index}: {problems}")
            replay, check = replay + reached - started, check + done - reached
            moves += len(puzzle.moves)
            slowest.append((done - started, game_id, index))
        rows.append((game_id, len(puzzles), moves, replay, check))
    print(f"{'game':24} {'puzzles':>7} {'moves':>8} {'replay s':>9} {'recheck s':>10}")
    for game_id, count, moves, replay, check in sorted(rows, key=lambda row: -(row[3] + row[4])):
        print(f"{game_id:24} {count:7} {moves:8} {replay:9.2f} {check:10.2f}")
    print(f"{'total':24} {sum(r[1] for r in rows):7} {sum(r[2] for r in rows):8} "
          f"{sum(r[3] for r in rows):9.2f} {sum(r[4] for r in rows):10.2f}")
    worst = sorted(slowest, reverse=True)[:args.top]
    print("slowest:", ", ".join(f"{game_id} {index} ({seconds:.1f} s)" for seconds, game_id, index in worst))


if __name__ == "__main__":
    main()
