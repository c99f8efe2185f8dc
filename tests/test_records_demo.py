"""The demonstration games of the statistics notebooks: played by the kit's players, saved
as the table saves, counted by the statistics and exported like games played by hand."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.records import Store
from solitaire_nb.teaching.records_demo import edit_by_hand, play_demo_games


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


def test_a_game_edited_by_hand_is_reported_and_set_aside(tmp_path):
    store = Store(tmp_path / "db")
    rows = play_demo_games(store, "eve", {"clock": range(1, 7)})
    play_demo_games(store, "ann", {"clock": [1]})
    folder = tmp_path / "in"
    folder.mkdir()
    for player in ("eve", "ann"):
        sn.export_progress(folder, player=player, store=store)
    number = edit_by_hand(folder / "eve.json")
    assert rows[number - 1]["result"] != "won"
    with pytest.warns(UserWarning, match="eve.json"):
        progress = sn.read_progress(folder)
    assert [path.name for path, _why in progress.problems] == ["eve.json"]
    assert progress.problems[0][1].startswith(f"game {number}: the file says won")
    assert "this game is set aside; the rest of the file is read" in progress.problems[0][1]
    eve = progress.games[progress.games["player"] == "eve"]
    assert len(eve) == len(rows) - 1 and set(eve["deal"]) == set(range(1, 7)) - {rows[number - 1]["deal"]}
    assert set(progress.games["player"]) == {"ann", "eve"}


def test_a_file_without_a_lost_game_is_left_alone(tmp_path):
    store = Store(tmp_path / "db")
    assert play_demo_games(store, "ann", {"clock": [2]})[0]["result"] == "won"  # Clock plays itself
    path = sn.export_progress(tmp_path / "ann.json", player="ann", store=store)
    before = path.read_bytes()
    with pytest.raises(ValueError, match="no lost game"):
        edit_by_hand(path)
    assert path.read_bytes() == before
