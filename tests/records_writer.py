"""A process that plays a stream of moves with autosave on and says, after each save, how
far the database is (used by ``test_records_kill.py``: killed at a random moment).

    python records_writer.py DATABASE PLAYER FIRST_DEAL [table|store] [MOVES]

Prints ``<record id> <moves saved>`` after every save; with MOVES, stops after that many.
"""

from __future__ import annotations

import random
import sys

import solitaire_nb as sn
from solitaire_nb.records.replaying import MoveLog
from solitaire_nb.records.store import Store


def next_move(game, rng):
    moves = [m for m in game.legal_moves() if not game.is_idle(m)]
    return rng.choice(moves) if moves else None


def with_table(store, player, deal, limit):
    from solitaire_nb.table.widget import Table
    table = Table(sn.new_game("klondike", deal=deal), autosave=True, player=player, store=store)
    rng = random.Random(deal)
    done = 0
    while limit is None or done < limit:
        move = next_move(table.game, rng)
        if move is None or len(table.game.history) >= 150:
            deal += 1
            table.new_deal(deal)
            continue
        table.play(move)        # the table saves as the game changes, before play() returns
        done += 1
        print(table._record_id, len(table.game.history), flush=True)


def with_store(store, player, deal, limit):
    rng = random.Random(deal)
    game = sn.new_game("klondike", deal=deal)
    log = MoveLog(game)
    record_id = store.start(game, player, log)
    for _ in range(limit):
        move = next_move(game, rng)
        if move is None:
            game.restart()
        else:
            game.play(move)
        log.update(game)
        store.save(record_id, game, log)
        print(record_id, len(game.history), flush=True)


if __name__ == "__main__":
    path, player, first = sys.argv[1], sys.argv[2], int(sys.argv[3])
    how = sys.argv[4] if len(sys.argv) > 4 else "table"
    limit = int(sys.argv[5]) if len(sys.argv) > 5 else None
    (with_table if how == "table" else with_store)(Store(path), player, first, limit)
