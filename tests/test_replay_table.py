"""The teacher's replay of a saved game: a table over the deal, stepped through the moves."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.records import Store
from solitaire_nb.records.replaying import MoveLog
from solitaire_nb.teaching.replay_table import replay_table


def played(n: int = 6) -> sn.Game:
    """Klondike deal 3 after its first ``n`` legal moves (the first move listed each time)."""
    game = sn.new_game("klondike", 3)
    for _ in range(n):
        game.play(game.legal_moves()[0])
    return game


def test_the_replay_starts_at_the_deal_and_leaves_the_game_given_alone():
    game = played()
    before = game.to_json(None)
    replay = replay_table(game, lang="en")
    assert replay.position == 0 and replay.length == 6
    assert replay.game.to_text(history=False) == sn.new_game("klondike", 3).to_text(history=False)
    assert replay.table.game is replay.game
    assert game.to_json(None) == before and len(game.history) == 6
    assert replay.table.autosave is False
    assert replay.back.disabled and not replay.forward.disabled


def test_each_step_shows_the_position_after_that_many_moves():
    game = played()
    positions = [sn.new_game("klondike", 3).to_text(history=False)]
    again = sn.new_game("klondike", 3)
    for move in game.history:
        again.play(move)
        positions.append(again.to_text(history=False))
    replay = replay_table(game)
    for k in [3, 6, 1, 0, 5]:
        assert replay.go(k) == k
        assert replay.game.to_text(history=False) == positions[k]
        assert replay.slider.value == k
    replay.go(0)
    replay.forward.click()
    replay.forward.click()
    assert replay.position == 2 and replay.game.to_text(history=False) == positions[2]
    replay.back.click()
    assert replay.position == 1
    replay.slider.value = 4
    assert replay.game.to_text(history=False) == positions[4]
    assert replay.where.value == "4 of 6 moves"


def test_steps_stop_at_either_end_and_bad_numbers_are_refused():
    replay = replay_table(played(2), lang="fr")
    assert replay.go(10) == 2 and replay.forward.disabled
    assert replay.go(-3) == 0
    assert replay.where.value == "0 sur 2 coups"
    with pytest.raises(TypeError, match="whole number"):
        replay.go("2")
    assert replay.position == 0


def test_undo_on_the_table_moves_the_slider():
    replay = replay_table(played(4))
    replay.go(4)
    replay.table.undo()
    assert replay.slider.value == 3 and replay.position == 3


def test_a_game_from_a_progress_file_replays(tmp_path):
    store = Store(tmp_path / "db")
    game = played(5)
    store.finish(store.start(game, "ada", MoveLog(game)))
    (tmp_path / "in").mkdir()
    sn.export_progress(tmp_path / "in", player="ada", store=store)
    progress = sn.read_progress(tmp_path / "in")
    replay = replay_table(progress.game(1))
    assert replay.length == 5 and replay.go(5) == 5
    assert replay.game.to_text(history=False) == game.to_text(history=False)


def test_what_is_not_a_game_or_a_setting_it_owns_is_refused():
    with pytest.raises(TypeError, match="needs a game"):
        replay_table("klondike")
    with pytest.raises(TypeError, match="autosave"):
        replay_table(played(1), autosave=True)


def test_a_saved_notebook_shows_the_picture_and_where_the_replay_stands():
    replay = replay_table(played(3), lang="en")
    replay.go(2)
    data = replay._repr_mimebundle_()
    assert data["image/png"].startswith(b"\x89PNG")
    assert data["text/plain"].startswith("2 of 3 moves\n")
    assert "application/vnd.jupyter.widget-view+json" in data
    replay.close()
    replay.game.undo()  # the closed replay no longer follows its game
    assert replay.where.value == "2 of 3 moves"
