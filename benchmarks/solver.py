"""The generic solver (``Game.solve``): how many deals it settles, and how fast.

Run: ``python benchmarks/solver.py [--deals N] [--nodes M] [--seconds S]`` (one
process, one core).  Prints

* for Microsoft FreeCell deals 1..N (default 50): how many were solved, the
  median and total time, the median and largest node counts;
* for a few other games, deals 1..10: how many came out winnable, unwinnable
  and unknown (a limit reached), with the total time.

Every solution found is replayed through ``Game.play`` and must end in a win.
Each search is bounded by ``--nodes`` positions and ``--seconds`` seconds.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, os.environ.get("SOLITAIRE_NB_ROOT", str(HERE)))

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.engine.solver import replay  # noqa: E402

OTHER_GAMES = ("klondike", "yukon", "bakers_game", "seahaven", "monte_carlo", "clock", "golf",
               "triple_peaks")


def run(name: str, deal: int, nodes: int, seconds: float) -> tuple[str, int, float]:
    game = sn.new_game(name, deal)
    started = time.perf_counter()
    result = game.solve(max_seconds=seconds, max_nodes=nodes)
    spent = time.perf_counter() - started
    if result.verdict == "winnable" and not replay(game, result.moves).is_won():
        raise SystemExit(f"{name} deal {deal}: the solution does not replay to a win")
    return result.verdict, result.nodes, spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50, help="FreeCell deals 1..N (default 50)")
    parser.add_argument("--nodes", type=int, default=100_000, help="node limit per search")
    parser.add_argument("--seconds", type=float, default=20.0, help="time limit per search")
    parser.add_argument("--others", type=int, default=10, help="deals 1..N of the other games (0: none)")
    args = parser.parse_args()

    times, counts, solved = [], [], 0
    for deal in range(1, args.deals + 1):
        verdict, nodes, spent = run("freecell", deal, args.nodes, args.seconds)
        times.append(spent)
        counts.append(nodes)
        solved += verdict == "winnable"
        if verdict != "winnable":
            print(f"  freecell deal {deal}: {verdict} after {nodes} nodes, {spent:.2f} s")
    print(f"FreeCell deals 1..{args.deals}: {solved} solved; time median {statistics.median(times):.3f} s, "
          f"total {sum(times):.1f} s; nodes median {statistics.median(counts):.0f}, max {max(counts)} "
          f"(limits {args.nodes} nodes, {args.seconds:g} s)")

    for name in OTHER_GAMES[:len(OTHER_GAMES) if args.others else 0]:
        verdicts: Counter = Counter()
        started = time.perf_counter()
        for deal in range(1, args.others + 1):
            verdicts[run(name, deal, args.nodes, args.seconds)[0]] += 1
        split = ", ".join(f"{verdicts[v]} {v}" for v in ("winnable", "unwinnable", "unknown"))
        print(f"{name} deals 1..{args.others}: {split} ({time.perf_counter() - started:.1f} s)")


if __name__ == "__main__":
    main()
