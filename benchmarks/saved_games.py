"""Saving and loading games with their history.

Run: ``python benchmarks/saved_games.py`` (one process, one core).  Prints, for a
Klondike game of 300 moves or more (plus a few to redo) and a FreeCell game: the
size of the JSON, the time to save it and the time to load it (the moves played
again and checked); target: a 300-move game loads in well under a second.  Also
the time to refuse a 30 MB document and a document nested 1,000 deep.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, os.environ.get("SOLITAIRE_NB_ROOT", str(Path(__file__).resolve().parent.parent)))

import solitaire_nb as sn  # noqa: E402


def long_game(name: str, deal: int, moves: int, **options: object) -> sn.Game:
    game = sn.new_game(name, deal=deal, **options)
    rng = random.Random(deal)
    while len(game.history) < moves and game.legal_moves():
        game.play(rng.choice(game.legal_moves()))
    for _ in range(5):
        game.undo()
    return game


def best_of(function, repeat: int = 5) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    for name, options in (("klondike", {"redeals": "unlimited"}), ("freecell", {})):
        game = long_game(name, 21, 305, **options)
        text = game.to_json()
        save = best_of(game.to_json)
        load = best_of(lambda text=text: sn.load_game(text))
        print(f"{name}: {len(game.history)} moves + 5 to redo, "
              f"{len(text) / 1000:.1f} kB; save {save * 1000:.1f} ms, load {load * 1000:.1f} ms")
    huge = '{"game": "klondike", "piles": {"stock": [' + ", ".join(['"AS"'] * 5_000_000) + "]}}"
    deep = "[" * 1000 + "]" * 1000
    for label, document in (("30 MB document", huge), ("nested 1,000 deep", deep)):
        start = time.perf_counter()
        try:
            sn.load_game(document)
        except ValueError:
            pass
        print(f"refusing a {label}: {(time.perf_counter() - start) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
