"""Engine speed: legal-move generation and random play-outs.

Run: ``python benchmarks/engine.py`` (one process, one core).  Prints

* legal-move generations per second on a mid-game FreeCell position
  (Microsoft deal 1 after 15 moves of the greedy player); target >= 20,000/s;
* complete random Klondike play-outs per second (draw one, deals 1..N): a
  random legal move each turn, no position ever repeated, until the game is
  won, lost, stuck (every move would repeat a position) or 100 moves in a row
  bring no progress (see ``solitaire_nb.engine.strategy.play_out``); target >= 100/s.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.engine.strategy import greedy_player, play_out, random_player  # noqa: E402


def freecell_midgame():
    game = sn.new_game("freecell", deal=1)
    choose = greedy_player(random.Random(1))
    for _ in range(15):
        game.play(choose(game, game.legal_moves()))
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


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="time for the generation test")
    parser.add_argument("--playouts", type=int, default=300, help="number of Klondike play-outs")
    args = parser.parse_args(argv)
    rate, n_moves = bench_generation(args.seconds)
    print(f"FreeCell mid-game legal-move generation: {rate:,.0f} per second "
          f"({n_moves} legal moves in the position; target >= 20,000)")
    rate, outcomes, mean_moves = bench_playouts(args.playouts)
    print(f"Random Klondike play-outs: {rate:,.1f} per second over {args.playouts} deals "
          f"(mean {mean_moves:.0f} moves; outcomes {dict(outcomes)}; target >= 100)")


if __name__ == "__main__":
    main()
