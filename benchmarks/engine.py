"""Engine speed: legal-move generation and random play-outs.

Run: ``python benchmarks/engine.py`` (one process, one core).  Prints

* legal-move generations per second on a mid-game FreeCell position
  (Microsoft deal 1 after 15 moves of the greedy player); target >= 20,000/s;
* complete random Klondike play-outs per second (draw one, deals 1..N): a
  random legal move each turn, no position ever repeated, until the game is
  won, lost, stuck (every move would repeat a position) or 100 moves in a row
  bring no progress (see ``solitaire_nb.engine.strategy.play_out``); target >= 100/s.

With ``--baseline-ref REV`` (a git commit, e.g. ``main``) the same measurements
run, in the same run and turn about, on the package as it was at ``REV`` (checked
out into a temporary git worktree) and on this checkout, and both are printed
with their ratio: a change may be compared on the same machine at the same time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, os.environ.get("SOLITAIRE_NB_ROOT", str(HERE)))

import solitaire_nb as sn  # noqa: E402

try:
    from solitaire_nb.engine.strategy import greedy_player, play_out, random_player  # noqa: E402
except ImportError:  # an older layout of the package (for --baseline-ref)
    from solitaire_nb.strategy import greedy_player, play_out, random_player  # noqa: E402


def freecell_midgame():
    game = sn.new_game("freecell", deal=1)
    choose = greedy_player(random.Random(1))
    for _ in range(15):
        moves = sorted(game.legal_moves(), key=str)  # the same position whatever the move order
        game.play(choose(game, moves))
    return game


def bench_generation(seconds: float) -> tuple[float, int]:
    game = freecell_midgame()
    n = 0
    start = time.perf_counter()
    while True:
        for _ in range(500):
            game.legal_moves()
        n += 500
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n / elapsed, len(game.legal_moves())


def bench_playouts(count: int) -> tuple[float, Counter, float]:
    outcomes: Counter = Counter()
    moves = 0
    start = time.perf_counter()
    for deal in range(1, count + 1):
        game = sn.new_game("klondike", deal=deal)
        outcomes[play_out(game, random_player(random.Random(deal)), patience=100)] += 1
        moves += game.move_count
    elapsed = time.perf_counter() - start
    return count / elapsed, outcomes, moves / count


def measure_in(root: Path, args) -> dict:
    """Run the measurements in a fresh process importing the package found under ``root``."""
    env = dict(os.environ, SOLITAIRE_NB_ROOT=str(root), PYTHONPATH=str(root))
    out = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--json", "--seconds",
                          str(args.seconds), "--playouts", str(args.playouts)],
                         env=env, cwd=root, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def compare(args) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "baseline"
        subprocess.run(["git", "-C", str(HERE), "worktree", "add", "--detach", str(base),
                        args.baseline_ref], check=True, capture_output=True)
        try:
            runs: dict = {"baseline": [], "this checkout": []}
            for _ in range(args.rounds):
                runs["baseline"].append(measure_in(base, args))
                runs["this checkout"].append(measure_in(HERE, args))
        finally:
            subprocess.run(["git", "-C", str(HERE), "worktree", "remove", "--force", str(base)],
                           check=False, capture_output=True)
    print(f"Baseline {args.baseline_ref} and this checkout, {args.rounds} rounds each, turn about "
          "(medians; higher is better):")
    for key, label in (("generation", "FreeCell legal-move generations/s"),
                       ("playouts", "Klondike random play-outs/s")):
        base_value = statistics.median(r[key] for r in runs["baseline"])
        this_value = statistics.median(r[key] for r in runs["this checkout"])
        print(f"  {label:<36} baseline {base_value:>10,.1f}   this checkout {this_value:>10,.1f}   "
              f"ratio {this_value / base_value:.2f}")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time for the generation test")
    parser.add_argument("--playouts", type=int, default=300, help="number of Klondike play-outs")
    parser.add_argument("--baseline-ref", help="a git commit to compare with, in the same run")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each, with --baseline-ref")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON line")
    args = parser.parse_args(argv)
    if args.baseline_ref:
        compare(args)
        return
    if args.json:
        generation, _ = bench_generation(args.seconds)
        playouts, _, _ = bench_playouts(args.playouts)
        print(json.dumps({"generation": generation, "playouts": playouts}))
        return
    rate, n_moves = bench_generation(args.seconds)
    print(f"FreeCell mid-game legal-move generation: {rate:,.0f} per second "
          f"({n_moves} legal moves in the position; target >= 20,000)")
    rate, outcomes, mean_moves = bench_playouts(args.playouts)
    print(f"Random Klondike play-outs: {rate:,.1f} per second over {args.playouts} deals "
          f"(mean {mean_moves:.0f} moves; outcomes {dict(outcomes)}; target >= 100)")


if __name__ == "__main__":
    main()
