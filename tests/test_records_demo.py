"""The demonstration games of the statistics notebooks: played by the kit's players, saved
as the table saves, counted by the statistics and exported like games played by hand."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.records import Store
from solitaire_nb.teaching.records_demo import play_demo_games


def test_the_games_are_saved_counted_and_exported(tmp_path):
    store = Store(tmp_path / "db")
    rows = play_demo_games(store, "demo", {"clock": range(1, 9), "klondike": [1, 2]}, seconds_per_move=3)
    assert [(r["game"], r["deal"]) for r in rows] == [("clock", d) for d in range(1, 9)] + \
        [("klondike", 1), ("klondike", 2)]
    saved = store.games(player="demo")
    assert len(saved) == sum(r["moves"] > 0 for r in rows)
    assert all(r.finished is not None for r in saved)
    table = sn.statistics(store=store).set_index("game")
    wins = sum(r["result"] == "won" for r in rows if r["game"] == "clock")
    assert table.loc["clock", "played"] == 8 and table.loc["clock", "won"] == wins
    won = [r for r in saved if r.won]
    assert won, "the clock game is won by the greedy player on some of these deals"
    # three seconds a move, the clock starting at the first move
    assert all(3 * (r.move_count - 1) <= r.elapsed <= 3 * r.move_count for r in won)
    (tmp_path / "in").mkdir()
    sn.export_progress(tmp_path / "in", player="demo", store=store)
    progress = sn.read_progress(tmp_path / "in")
    assert not progress.problems and len(progress.games) == len(saved)


def test_the_same_seed_plays_the_same_games(tmp_path):
    first = play_demo_games(Store(tmp_path / "a"), "demo", {"klondike": [4, 5]}, strategy="random", seed=3)
    second = play_demo_games(Store(tmp_path / "b"), "demo", {"klondike": [4, 5]}, strategy="random", seed=3)
    assert first == second


def test_bad_settings_are_refused_before_anything_is_saved(tmp_path):
    store = Store(tmp_path / "db")
    with pytest.raises(ValueError, match="strategy"):
        play_demo_games(store, "demo", {"clock": [1]}, strategy="clever")
    with pytest.raises(ValueError, match="seconds_per_move"):
        play_demo_games(store, "demo", {"clock": [1]}, seconds_per_move=0)
    with pytest.raises(ValueError):
        play_demo_games(store, "demo", {"clock": [1], "no_such_game": [1]})
    with pytest.raises(TypeError, match="Store"):
        play_demo_games(str(tmp_path), "demo", {"clock": [1]})
    assert store.games() == []
