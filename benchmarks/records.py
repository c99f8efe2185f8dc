"""Records figures: the time of one autosave (one transaction, WAL, synchronous=NORMAL)
after a move, with and without the table; of a resume (the saved moves replayed); and
of the statistics over many saved games.

Run: ``python benchmarks/records.py``.  Prints figures; asserts nothing.  The database
goes to a temporary folder.
"""

from __future__ import annotations

import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.records.replaying import MoveLog  # noqa: E402
from solitaire_nb.records.stats import all_stats  # noqa: E402
from solitaire_nb.records.store import Store  # noqa: E402
from solitaire_nb.table.widget import Table  # noqa: E402


def moves_of(deal, n):
    rng, game, moves = random.Random(deal), sn.new_game("klondike", deal=deal), []
    while len(moves) < n:
        choices = [m for m in game.legal_moves() if not game.is_idle(m)]
        if not choices:
            break
        moves.append(game.play(rng.choice(choices)))
    return moves


def main():
    folder = Path(tempfile.mkdtemp())
    store = Store(folder / "records.sqlite3")
    game = sn.new_game("klondike", deal=3)
    log = MoveLog(game)
    record_id = store.start(game, "bench", log)
    saves = []
    for move in moves_of(3, 150):
        game.play(move)
        log.update(game)
        start = time.perf_counter()
        store.save(record_id, game, log)
        saves.append(time.perf_counter() - start)
    print(f"store.save after a move ({len(saves)} moves): median {statistics.median(saves) * 1000:.2f} ms, "
          f"max {max(saves) * 1000:.2f} ms")

    table = Table(sn.new_game("klondike", deal=4), autosave=True, player="bench", store=store)
    plays, bare = [], []
    moves = moves_of(4, 150)
    for move in moves:
        start = time.perf_counter()
        table.play(move)
        plays.append(time.perf_counter() - start)
    table.autosave = False
    table.new_deal(4)
    for move in moves:
        start = time.perf_counter()
        table.play(move)
        bare.append(time.perf_counter() - start)
    print(f"table.play with autosave: median {statistics.median(plays) * 1000:.2f} ms; "
          f"without: {statistics.median(bare) * 1000:.2f} ms")

    record = store.record(record_id)
    start = time.perf_counter()
    record.replay()
    took = (time.perf_counter() - start) * 1000
    print(f"resume of {len(record.moves)} saved moves (replayed): {took:.1f} ms")

    for deal in range(100, 1100):
        other = sn.new_game("freecell", deal=deal)
        rid = store.start(other, "bench")
        store.finish(rid)
    start = time.perf_counter()
    records = store.games(player="bench")
    all_stats(records)
    print(f"statistics over {len(records)} saved games: {(time.perf_counter() - start) * 1000:.1f} ms")
    print(f"database size: {store.path.stat().st_size / 1024:.0f} KiB")


if __name__ == "__main__":
    main()
