"""The generic solver (``Game.solve``): how many deals it settles, and how fast.

Run: ``python benchmarks/solver.py [--deals N] [--klondike K] [--others M]
[--nodes X] [--seconds S] [--jobs J]``.  Prints

* Microsoft FreeCell deals 1..N (default 200): how many were solved, the median
  and total time per deal, the median and largest node counts; beside them the
  same deals given to Debian's ``fc-solve`` (``apt-get install
  freecell-solver-bin``), timed as whole processes (start included), and the
  ratio of the two medians;
* Klondike, draw three, deals 1..K (default 200), solved thoughtfully (the
  solver sees the face-down cards): winnable / unwinnable / unknown and the
  median time;
* every other game of ``sn.list_games()`` with its default options, deals
  1..M (default 20): the same split and median time, as one table.

Every solution found is replayed through ``Game.play`` and must end in a win.
Limits per search: FreeCell uses ``Game.solve``'s defaults, Klondike and the
other games smaller ones (so that the whole run takes under half an hour on two
cores with ``--jobs 2``); ``--nodes`` and ``--seconds`` replace them all.  Deals
run in ``--jobs`` worker processes; each deal is timed inside its worker.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, os.environ.get("SOLITAIRE_NB_ROOT", str(HERE)))

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.engine.solver import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS, replay  # noqa: E402

#: Default limits (nodes, seconds) of each part of the run.
LIMITS = {"freecell": (DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS), "klondike": (50_000, 10.0),
          "others": (10_000, 1.0)}
VERDICTS = ("winnable", "unwinnable", "unknown")
FC_SOLVE = "/usr/bin/fc-solve"
FC_SOLVE_TIMEOUT = 60.0


def solve_deal(name: str, deal: int, options: dict, nodes: int, seconds: float) -> tuple:
    """(verdict, nodes, seconds) of one search, its solution replayed to a win."""
    game = sn.new_game(name, deal, **options)
    started = time.perf_counter()
    result = game.solve(max_seconds=seconds, max_nodes=nodes)
    spent = time.perf_counter() - started
    if result.verdict == "winnable" and not replay(game, result.moves).is_won():
        raise RuntimeError(f"{name} deal {deal}: the solution does not replay to a win")
    return result.verdict, result.nodes, spent


def fc_solve_board(game) -> str:
    """The position in fc-solve's board format: free cells, foundations, one column a line."""
    def code(card) -> str:
        return str(card)
    cells = [pile.cards[-1] if pile.cards else None for pile in game.group_piles("reserve")]
    lines = []
    if any(cells):
        lines.append("Freecells: " + " ".join(code(c) if c else "-" for c in cells))
    homes = [pile.cards[-1] for pile in game.group_piles("foundation") if pile.cards]
    if homes:
        ranks = "0A23456789TJQK"
        lines.append("Foundations: " + " ".join(f"{c.suit}-{ranks[c.rank]}" for c in homes))
    lines.extend(" ".join(code(c) for c in pile.cards) for pile in game.group_piles("tableau"))
    return "\n".join(lines) + "\n"


def fc_solve_deal(program: str, deal: int) -> tuple:
    """(solved, seconds): fc-solve on one deal, the whole process timed (start included)."""
    board = fc_solve_board(sn.new_game("freecell", deal))
    env = dict(os.environ, FREECELL_SOLVER_QUIET="1")
    started = time.perf_counter()
    try:
        done = subprocess.run([program, "-"], input=board, capture_output=True, text=True,
                              timeout=FC_SOLVE_TIMEOUT, env=env)
    except subprocess.TimeoutExpired:
        return False, time.perf_counter() - started
    spent = time.perf_counter() - started
    return "This game is solveable" in done.stdout, spent


def run_all(pool, tasks: list[tuple]) -> list:
    """Results of ``solve_deal`` for each task, in order (in the pool, or here)."""
    if pool is None:
        return [solve_deal(*task) for task in tasks]
    return list(pool.map(solve_deal, *zip(*tasks)))


def split(results: list) -> str:
    counts = Counter(verdict for verdict, _nodes, _spent in results)
    return " / ".join(str(counts[v]) for v in VERDICTS)


def limits_of(part: str, args) -> tuple[int, float]:
    nodes, seconds = LIMITS[part]
    return (args.nodes if args.nodes is not None else nodes,
            args.seconds if args.seconds is not None else seconds)


def freecell(pool, args) -> None:
    nodes, seconds = limits_of("freecell", args)
    deals = range(1, args.deals + 1)
    started = time.perf_counter()
    results = run_all(pool, [("freecell", d, {}, nodes, seconds) for d in deals])
    wall = time.perf_counter() - started
    times = [spent for _v, _n, spent in results]
    counts = [n for _v, n, _s in results]
    solved = sum(verdict == "winnable" for verdict, _n, _s in results)
    print(f"## FreeCell (Microsoft deals 1..{args.deals}; limits {nodes} nodes, {seconds:g} s per deal)")
    print(f"solitaire_nb: {solved}/{len(results)} solved; "
          f"time per deal median {statistics.median(times):.3f} s, max {max(times):.2f} s, "
          f"total {sum(times):.1f} s ({wall:.1f} s wall); "
          f"nodes median {statistics.median(counts):.0f}, max {max(counts)}")
    for deal, (verdict, n, spent) in zip(deals, results):
        if verdict != "winnable":
            print(f"  deal {deal}: {verdict} after {n} nodes, {spent:.2f} s")
    program = shutil.which("fc-solve") or (FC_SOLVE if os.path.exists(FC_SOLVE) else None)
    if program is None:
        print("fc-solve: not installed (apt-get install freecell-solver-bin) - no comparison")
        return
    if pool is None:
        theirs = [fc_solve_deal(program, d) for d in deals]
    else:
        theirs = list(pool.map(fc_solve_deal, [program] * len(deals), deals))
    their_times = [spent for _ok, spent in theirs]
    ours, their = statistics.median(times), statistics.median(their_times)
    print(f"fc-solve ({program}, default settings, each deal a process, wall clock with process start, "
          f"stopped after {FC_SOLVE_TIMEOUT:g} s): {sum(ok for ok, _s in theirs)}/{len(theirs)} solved; "
          f"time per deal median {their:.4f} s, max {max(their_times):.2f} s, total {sum(their_times):.2f} s")
    for deal, (ok, spent) in zip(deals, theirs):
        if not ok:
            print(f"  deal {deal}: fc-solve gave no solution in {spent:.2f} s")
    print(f"ratio of medians (solitaire_nb / fc-solve): {ours / their:.1f}x")


def klondike(pool, args) -> None:
    nodes, seconds = limits_of("klondike", args)
    results = run_all(pool, [("klondike", d, {"draw": 3}, nodes, seconds)
                             for d in range(1, args.klondike + 1)])
    times = [spent for _v, _n, spent in results]
    print(f"\n## Klondike draw three, thoughtful (deals 1..{args.klondike}; limits {nodes} nodes, "
          f"{seconds:g} s per deal)")
    print(f"winnable / unwinnable / unknown: {split(results)}; time per deal median "
          f"{statistics.median(times):.3f} s, total {sum(times):.1f} s; nodes median "
          f"{statistics.median(n for _v, n, _s in results):.0f}")


def others(pool, args) -> None:
    nodes, seconds = limits_of("others", args)
    names = [name for name in sn.list_games() if name not in ("freecell", "klondike")]
    deals = range(1, args.others + 1)
    tasks = [(name, d, {}, nodes, seconds) for name in names for d in deals]
    started = time.perf_counter()
    results = run_all(pool, tasks)
    wall = time.perf_counter() - started
    print(f"\n## Every other game, default options (deals 1..{args.others}; limits {nodes} nodes, "
          f"{seconds:g} s per deal)")
    width = max(len(name) for name in names)
    print(f"{'game':<{width}}  winnable  unwinnable  unknown  median time")
    totals: Counter = Counter()
    for i, name in enumerate(names):
        part = results[i * len(deals):(i + 1) * len(deals)]
        counts = Counter(verdict for verdict, _n, _s in part)
        totals.update(counts)
        median = statistics.median(spent for _v, _n, spent in part)
        print(f"{name:<{width}}  {counts['winnable']:>8}  {counts['unwinnable']:>10}  {counts['unknown']:>7}"
              f"  {median:>9.3f} s")
    print(f"{'all ' + str(len(names)) + ' games':<{width}}  {totals['winnable']:>8}"
          f"  {totals['unwinnable']:>10}  {totals['unknown']:>7}"
          f"  ({sum(s for _v, _n, s in results):.0f} s of search, {wall:.0f} s wall)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="FreeCell deals 1..N (default 200; 0: none)")
    parser.add_argument("--klondike", type=int, default=200,
                        help="Klondike draw-three deals 1..N (default 200; 0: none)")
    parser.add_argument("--others", type=int, default=20,
                        help="deals 1..N of every other game (default 20; 0: none)")
    parser.add_argument("--nodes", type=int, default=None,
                        help="node limit of every search (default: per part)")
    parser.add_argument("--seconds", type=float, default=None,
                        help="time limit of every search (default: per part)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = parser.parse_args()
    for name in ("deals", "klondike", "others"):
        if getattr(args, name) < 0:
            parser.error(f"--{name} must be 0 or more")
    if args.jobs < 1:
        parser.error("--jobs must be 1 or more")
    started = time.perf_counter()
    print(f"# Solver benchmark ({os.cpu_count()} cores, {args.jobs} job{'s' if args.jobs > 1 else ''}, "
          f"Python {sys.version.split()[0]})")
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        if args.deals:
            freecell(pool, args)
        if args.klondike:
            klondike(pool, args)
        if args.others:
            others(pool, args)
    finally:
        if pool is not None:
            pool.shutdown()
    print(f"\n(whole run: {time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
