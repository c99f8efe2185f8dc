"""Progress files: exported by a learner, read strictly by the teacher."""

from __future__ import annotations

import json

import pytest

import solitaire_nb as sn
from solitaire_nb.records.progress import ProgressError, read_progress_file
from solitaire_nb.records.replaying import MoveLog
from solitaire_nb.records.store import Store


def left_game(store, player, deal, moves, name="freecell"):
    game = sn.new_game(name, deal=deal)
    for _ in range(moves):
        game.play([m for m in game.legal_moves() if not game.is_idle(m)][0])
    record_id = store.start(game, player, MoveLog(game))
    store.finish(record_id)
    return game


def won_game(store, player, deal):
    game = sn.new_game("freecell", deal=deal)
    for move in game.solve(max_seconds=20).moves:
        game.play(move)
    store.start(game, player, MoveLog(game))
    return game


def without_clock(game):
    return [line for line in game.to_text().splitlines() if not line.startswith("elapsed:")]


@pytest.fixture
def class_folder(tmp_path):
    store = Store(tmp_path / "db.sqlite3")
    games = {"ada": [won_game(store, "ada", 1), left_game(store, "ada", 2, 3)],
             "bob": [left_game(store, "bob", 4, 2, name="klondike")]}
    folder = tmp_path / "class"
    folder.mkdir()
    for player in games:
        sn.export_progress(folder, player=player, store=store)
    return folder, games


def test_export_then_read_a_folder(class_folder):
    folder, games = class_folder
    assert sorted(p.name for p in folder.iterdir()) == ["ada.json", "bob.json"]
    progress = sn.read_progress(folder)
    assert progress.problems == []
    assert list(progress.games.player) == ["ada", "ada", "bob"]
    assert list(progress.games.won) == [True, False, False]
    summary = progress.summary.set_index(["player", "game"])
    assert summary.loc[("ada", "freecell"), "played"] == 2
    assert summary.loc[("ada", "freecell"), "win_rate"] == 0.5
    assert summary.loc[("bob", "klondike"), "won"] == 0


def test_an_exported_game_comes_back_move_by_move(class_folder):
    folder, games = class_folder
    progress = sn.read_progress(folder)
    assert list(progress.games.index) == [1, 2, 3]
    for number, original in enumerate(games["ada"] + games["bob"], 1):
        again = progress.game(number)
        assert without_clock(again) == without_clock(original)
        assert again.history == original.history
        assert again.is_won() == original.is_won()
    for wrong in (0, 4, -1, True, "1"):
        with pytest.raises(IndexError, match="numbered 1 to 3"):
            progress.game(wrong)
    sn.set_lang("fr")
    with pytest.raises(IndexError, match="pas de partie 0\u00a0: les parties sont numérotées de 1 à 3"):
        progress.game(0)


def test_the_file_holds_statistics_and_moves(class_folder):
    folder, _games = class_folder
    data = json.loads((folder / "ada.json").read_text(encoding="utf-8"))
    assert data["format"] == "solitaire_nb-progress" and data["version"] == 3
    assert data["statistics"][0]["played"] == 2 and data["statistics"][0]["won"] == 1
    assert len(data["games"][1]["moves"]) == 3


def spoil(folder, change):
    data = json.loads((folder / "ada.json").read_text(encoding="utf-8"))
    change(data)
    (folder / "ada.json").write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("change, problem", [
    (lambda d: d.update(format="other"), "not a solitaire_nb progress file"),
    (lambda d: d.update(version=99), "version 99 is not supported"),
    (lambda d: d.update(version=True), "version True is not supported"),
    (lambda d: d.update(extra=1), "unknown field"),
    (lambda d: d.update(player=7), "'player' must be of type str"),
    (lambda d: d["games"][1].update(deal="2"), "game 2: field 'deal' must be of type int"),
    (lambda d: d["games"][1].update(score=True), "game 2: field 'score' must be of type int"),
    (lambda d: d["games"][1]["moves"].insert(0, "t1-t1"), "game 2 .*move 1 \\('t1-t1'\\) cannot be played"),
    (lambda d: d["games"][0].update(won=False), "game 1: the file says not won"),
    (lambda d: d["games"][1].pop("in_progress"), "game 2: a missing or unknown field: in_progress"),
    (lambda d: d.pop("exercises"), "a missing or unknown field: exercises"),
    (lambda d: d["games"][1].update(started="yesterday"), "not a date and time"),
])
def test_a_bad_file_names_itself_and_its_problem(class_folder, change, problem):
    folder, _games = class_folder
    spoil(folder, change)
    with pytest.raises(ProgressError, match=f"ada.json: .*{problem}"):
        read_progress_file(folder / "ada.json")


def test_one_bad_file_is_reported_and_skipped(class_folder):
    folder, _games = class_folder
    (folder / "broken.json").write_text("{ not json", encoding="utf-8")
    with pytest.warns(UserWarning, match="broken.json"):
        progress = sn.read_progress(folder)
    assert [p.name for p, _why in progress.problems] == ["broken.json"]
    assert "not a JSON text" in progress.problems[0][1]
    assert set(progress.games.player) == {"ada", "bob"}


def test_not_a_folder(tmp_path):
    with pytest.raises(ProgressError, match="not a folder"):
        sn.read_progress(tmp_path / "missing")
