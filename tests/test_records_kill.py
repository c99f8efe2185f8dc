"""A kernel killed in the middle of its saves, and two kernels saving at once: the records
database stays sound, and at most the move being saved when the kill came is lost."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from solitaire_nb.records.replaying import same_position
from solitaire_nb.records.store import Store

WRITER = Path(__file__).with_name("records_writer.py")
ROOT = Path(__file__).resolve().parent.parent


def writer(database, player, deal, how="table", limit=None):
    args = [sys.executable, str(WRITER), str(database), player, str(deal), how]
    if limit is not None:
        args.append(str(limit))
    env = dict(os.environ, PYTHONPATH=str(ROOT), SOLITAIRE_NB_AUTOSAVE="1")
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            cwd=ROOT)


def kill_while_saving(database, deal, rng):
    """Start a writer, kill it (SIGKILL) at a random moment of its stream of saves; the
    last line it printed: (record id, moves saved)."""
    process = writer(database, "kim", deal)
    lines = []
    reader = threading.Thread(target=lambda: lines.extend(process.stdout), daemon=True)
    first = process.stdout.readline()
    assert first, process.stderr.read()
    lines.append(first)
    reader.start()
    time.sleep(rng.uniform(0.05, 1.0))
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=30)
    reader.join(timeout=30)
    complete = [line for line in lines if line.endswith("\n")]
    record_id, moves = map(int, complete[-1].split())
    return record_id, moves


def check_sound(store, record_id, moves_printed):
    assert store.integrity() == "ok"
    record = store.record(record_id)
    # saved before it was printed; at most one more save (the move in flight) after it
    assert moves_printed <= len(record.moves) <= moves_printed + 1
    game = record.replay()
    assert game.history and [str(m) for m in game.history] == record.moves
    assert same_position(game, record.position)
    for later in store.games(player="kim"):
        if later.id > record_id:        # a deal begun after the last line printed
            assert len(later.moves) <= 1


def test_killed_at_random_moments_the_database_stays_sound(tmp_path):
    rng = random.Random(17)
    store = Store(tmp_path / "records.sqlite3")
    for round_ in range(5):
        record_id, moves = kill_while_saving(store.path, 100 + round_, rng)
        check_sound(store, record_id, moves)


def test_two_processes_saving_at_once(tmp_path):
    database = tmp_path / "records.sqlite3"
    Store(database).check()       # (either one may also create it: see the next test)
    first, second = writer(database, "ada", 1, "store", 150), writer(database, "bob", 2, "store", 150)
    printed = {}
    for player, process in (("ada", first), ("bob", second)):
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err
        lines = out.splitlines()
        assert len(lines) == 150                  # every save returned
        printed[player] = int(lines[-1].split()[1])
    store = Store(database)
    assert store.integrity() == "ok"
    for player in ("ada", "bob"):
        [record] = store.games(player=player)
        assert len(record.moves) == printed[player]   # nothing lost, nothing mixed up
        assert same_position(record.replay(), record.position)


def test_two_processes_creating_the_database_at_once(tmp_path):
    database = tmp_path / "fresh.sqlite3"
    processes = [writer(database, name, deal, "store", 30) for name, deal in (("ada", 3), ("bob", 4))]
    for process in processes:
        _out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err
    store = Store(database)
    assert store.integrity() == "ok" and store.players() == ["ada", "bob"]
