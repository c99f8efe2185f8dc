"""The class summary: games in progress, exercise results, a tampered game, a copied file,
and everything the teacher reads in French as in English."""

from __future__ import annotations

import json
import sqlite3
import warnings

import pytest

import solitaire_nb as sn
from solitaire_nb.records import ProgressError, default_player
from solitaire_nb.records.checks import checks, record_check
from solitaire_nb.records.progress_file import read_progress_file
from solitaire_nb.records.replaying import MoveLog
from solitaire_nb.records.store import SCHEMA_VERSION, Store
from solitaire_nb.teaching import attempts
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.exercises import CountCapacity
from solitaire_nb.teaching.records_demo import copy_under_name


def play(store, player, name, deal, moves, leave):
    game = sn.new_game(name, deal=deal)
    for _ in range(moves):
        game.play([m for m in game.legal_moves() if not game.is_idle(m)][0])
    record_id = store.start(game, player, MoveLog(game))
    if leave:
        store.finish(record_id)
    return game


@pytest.fixture
def saving(monkeypatch, tmp_path):
    """Checks are saved (the suite turns saving off) in a database of the test's own."""
    monkeypatch.setenv("SOLITAIRE_NB_AUTOSAVE", "1")
    monkeypatch.setenv("SOLITAIRE_NB_DATA", str(tmp_path / "data"))
    return Store()


@pytest.fixture
def handed_in(saving, tmp_path):
    """ada: a left Klondike, a Golf in progress (5 moves), a long Klondike in progress and
    three exercises; bob: one left FreeCell game, one exercise."""
    store = saving
    play(store, "ada", "klondike", 3, 4, leave=True)
    play(store, "ada", "golf", 2, 5, leave=False)
    play(store, "ada", "klondike", 7, 30, leave=False)
    play(store, "bob", "freecell", 1, 3, leave=True)
    win_rate = exercise("records.win_rate")
    win_rate.check(50)                       # wrong
    win_rate.check(67)                       # right, second attempt
    win_rate.score(67)                       # the same answer again: the same attempt
    exercise("records.best_streak").check(3)
    exercise("records.unplayed").check("Because a game in progress may still be won.")
    exercise("records.win_rate").solution()  # the answer shown is not an attempt
    for check in checks(store, default_player()):
        record_check(check.exercise, check.answer, check.correct, check.points, player="ada")
    record_check("records.win_rate", "60", False, 0.0, player="bob")
    folder = tmp_path / "class"
    folder.mkdir()
    for player in ("ada", "bob"):
        sn.export_progress(folder, player=player, store=store)
    return folder


def test_checks_are_saved_as_attempts(saving):
    q = exercise("records.win_rate")
    q.check(...)                              # no answer yet: nothing saved
    q.check(50)
    q.check(67)
    q.score(67)
    q.solution()
    attempts = checks(saving, default_player())
    assert [(c.exercise, c.answer, c.correct, c.points, c.times) for c in attempts] == [
        ("records.win_rate", "50", False, 0.0, 1), ("records.win_rate", "67", True, 1.0, 2)]
    built = CountCapacity(free_cells=2, empty_piles=1)
    built.check(6)
    assert checks(saving, default_player())[-1].exercise.startswith("count_capacity-")


def test_the_file_holds_games_in_progress_and_exercises(handed_in):
    data = json.loads((handed_in / "ada.json").read_text(encoding="utf-8"))
    assert data["version"] == 3
    assert not any(g["assisted"] for g in data["games"])
    games = [(g["game"], g["deal"], len(g["moves"]), g["in_progress"], g["finished"] is None)
             for g in data["games"]]
    assert sorted(games) == [("golf", 2, 5, True, True), ("klondike", 3, 4, False, False),
                             ("klondike", 7, 30, True, True)]
    assert {s["game"]: s["played"] for s in data["statistics"]} == {"golf": 0, "klondike": 1}
    exercises = {e["exercise"]: e for e in data["exercises"]}
    assert set(exercises) == {"records.win_rate", "records.best_streak", "records.unplayed"}
    rate = exercises["records.win_rate"]
    assert (rate["attempts"], rate["answer"], rate["correct"], rate["points"]) == (2, "67", True, 1.0)
    assert rate["first"] < rate["last"]
    assert exercises["records.best_streak"]["correct"] is False
    unplayed = exercises["records.unplayed"]
    assert unplayed["correct"] is None and unplayed["points"] is None


def test_the_class_summary_shows_games_in_progress_and_who_answered_what(handed_in):
    progress = sn.read_progress(handed_in)
    assert progress.problems == []
    games = progress.games
    assert list(games.columns) == ["player", "game", "deal", "in_progress", "won", "score", "elapsed",
                                   "moves", "finished", "assisted", "file"]
    assert sorted(games[games["in_progress"]]["game"]) == ["golf", "klondike"]
    summary = progress.summary.set_index(["player", "game"])
    assert summary.loc[("ada", "klondike"), ["played", "won", "in_progress"]].tolist() == [1, 0, 1]
    assert summary.loc[("ada", "golf"), ["played", "in_progress"]].tolist() == [0, 1]
    golf = int(games.index[games["game"] == "golf"][0])
    assert len(progress.game(golf).history) == 5
    answers = progress.answers
    assert answers.loc["ada", "records.win_rate"] == "✅ 2"
    assert answers.loc["ada", "records.best_streak"] == "❌ 1"
    assert answers.loc["ada", "records.unplayed"] == "✍ 1"
    assert answers.loc["bob", "records.win_rate"] == "❌ 1" and answers.loc["bob", "records.unplayed"] == ""
    assert progress.exercises.groupby("player")["points"].sum().to_dict() == {"ada": 1.0, "bob": 0.0}


def spoil(path, change):
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_tampered_game_is_set_aside_and_the_rest_of_the_file_kept(handed_in):
    number = next(i for i, g in enumerate(json.loads((handed_in / "ada.json").read_text())["games"], 1)
                  if g["game"] == "golf")
    spoil(handed_in / "ada.json", lambda d: d["games"][number - 1]["moves"].insert(0, "t1-t1"))
    with pytest.warns(UserWarning, match=f"ada.json: game {number} \\(golf, deal 2\\): move 1"):
        progress = sn.read_progress(handed_in)
    assert [p.name for p, _why in progress.problems] == ["ada.json"]
    assert "cannot be played" in progress.problems[0][1]
    assert progress.problems[0][1].endswith("(this game is set aside; the rest of the file is read)")
    ada = progress.games[progress.games["player"] == "ada"]
    assert sorted(ada["game"]) == ["klondike", "klondike"]
    assert len(progress.answers.columns) == 3 and "ada" in progress.answers.index
    with pytest.raises(ProgressError, match="ada.json"):
        read_progress_file(handed_in / "ada.json")


def test_a_copied_file_is_flagged_and_kept(handed_in):
    copy = copy_under_name(handed_in / "ada.json", "cyd")   # as notebook 51's demonstration does
    assert copy == handed_in / "cyd.json"
    assert json.loads(copy.read_text(encoding="utf-8"))["player"] == "cyd"
    with pytest.warns(UserWarning, match="likely a copy"):
        progress = sn.read_progress(handed_in)
    flagged = {p.name: why for p, why in progress.problems}
    assert set(flagged) == {"ada.json", "cyd.json"}
    assert flagged["cyd.json"].startswith("6 of its games or answers are the same as in ada.json (ada)")
    assert "cyd.json (cyd)" in flagged["ada.json"]
    assert set(progress.games["player"]) == {"ada", "bob", "cyd"}


def test_the_same_deal_played_differently_or_later_is_not_a_copy(saving, tmp_path):
    store = saving
    play(store, "ada", "klondike", 5, 6, leave=True)
    play(store, "bob", "klondike", 5, 6, leave=True)            # the same moves, at another time
    game = sn.new_game("klondike", deal=5)
    game.play([m for m in game.legal_moves() if not game.is_idle(m)][-1])
    store.finish(store.start(game, "cyd", MoveLog(game)))      # the same deal, another move
    folder = tmp_path / "class"
    folder.mkdir()
    for player in ("ada", "bob", "cyd"):
        sn.export_progress(folder, player=player, store=store)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        progress = sn.read_progress(folder)
    assert progress.problems == [] and len(progress.games) == 3


def test_two_files_of_one_name_are_flagged(handed_in):
    (handed_in / "bob_again.json").write_bytes((handed_in / "bob.json").read_bytes())
    with pytest.warns(UserWarning):
        progress = sn.read_progress(handed_in)
    reasons = [why for p, why in progress.problems if p.name == "bob_again.json"]
    assert any("the player bob is also the player of bob.json" in why for why in reasons)


def test_in_french_the_teacher_reads_french(handed_in):
    spoil(handed_in / "bob.json", lambda d: d["games"][0].update(won=True))
    (handed_in / "broken.json").write_text("{", encoding="utf-8")
    sn.set_lang("fr")
    with pytest.warns(UserWarning) as caught:
        progress = sn.read_progress(handed_in)
    said = [str(w.message) for w in caught]
    assert "bob.json\u00a0: partie 1\u00a0: le fichier dit gagnée, les coups disent le contraire " \
           "(cette partie est écartée\u00a0; le reste du fichier est lu)" in said
    assert any(text.startswith("broken.json\u00a0: fichier écarté\u00a0: pas un texte JSON") for text in said)
    assert list(progress.games.columns) == ["élève", "jeu", "donne", "en cours", "gagnée", "score", "durée",
                                            "coups", "terminée", "assistée", "fichier"]
    assert list(progress.summary.columns) == ["élève", "jeu", "jouées", "gagnées", "taux de victoire",
                                              "en cours"]
    assert progress.exercises.columns[:3].tolist() == ["élève", "exercice", "essais"]
    assert progress.answers.index.name == "élève" and progress.answers.columns.name == "exercice"
    c = progress.columns
    assert (c.player, c["won"], c.won_count) == ("élève", "gagnée", "gagnées")
    assert set(progress.games[c.player]) == {"ada"}
    with pytest.raises(IndexError, match="numérotées de 1 à 3"):
        progress.game(4)


def as_version_2(data):
    """A version-3 file written as version 2 was: no assisted games, no lost and abandoned counts."""
    data["version"] = 2
    for game in data["games"]:
        del game["assisted"]
    for row in data["statistics"]:
        for name in ("lost", "abandoned", "assisted"):
            del row[name]


def test_version_2_files_are_still_read(handed_in):
    spoil(handed_in / "ada.json", as_version_2)
    progress = sn.read_progress(handed_in)
    assert progress.problems == []
    ada = progress.games[progress.games["player"] == "ada"]
    assert len(ada) == 3 and not ada["assisted"].any()


def test_an_assisted_game_is_read_but_never_counted_as_played(handed_in):
    def assisted(data):
        for game in data["games"]:
            game["assisted"] = game["game"] == "klondike" and not game["in_progress"]
    spoil(handed_in / "ada.json", assisted)
    progress = sn.read_progress(handed_in)
    assert progress.problems == []
    summary = progress.summary.set_index(["player", "game"])
    assert summary.loc[("ada", "klondike"), "played"] == 0


def test_version_1_files_are_still_read(handed_in):
    def as_version_1(data):
        as_version_2(data)
        data["version"] = 1
        del data["exercises"]
        data["games"] = [g for g in data["games"] if not g.pop("in_progress")]
    spoil(handed_in / "ada.json", as_version_1)
    progress = sn.read_progress(handed_in)
    assert progress.problems == []
    ada = progress.games[progress.games["player"] == "ada"]
    assert ada[["game", "deal", "in_progress"]].values.tolist() == [["klondike", 3, False]]
    assert "ada" not in progress.answers.index


def test_a_schema_1_database_gains_the_checks_and_keeps_its_games(tmp_path, monkeypatch):
    path = tmp_path / "old.sqlite3"
    old = Store(path)
    play(old, "ada", "klondike", 3, 4, leave=True)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE checks")
    conn.execute("ALTER TABLE games DROP COLUMN assisted")
    conn.execute("ALTER TABLE games DROP COLUMN outcome")
    conn.execute("PRAGMA user_version=1")
    conn.commit()
    conn.close()
    store = Store(path)
    assert [r.deal for r in store.games()] == [3]
    monkeypatch.setenv("SOLITAIRE_NB_AUTOSAVE", "1")
    assert record_check("records.win_rate", "67", True, 1.0, player="ada", store=store) is None
    assert [c.answer for c in checks(store, "ada")] == ["67"]
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    conn.close()


def test_an_unusable_database_never_breaks_an_exercise(monkeypatch, tmp_path):
    monkeypatch.setenv("SOLITAIRE_NB_AUTOSAVE", "1")
    junk = tmp_path / "junk"
    junk.mkdir()
    (junk / "records.sqlite3").write_bytes(b"not a database" * 100)
    monkeypatch.setenv("SOLITAIRE_NB_DATA", str(junk))
    monkeypatch.setitem(attempts._STATE, "warned", False)
    sn.set_lang("fr")
    result = exercise("records.win_rate").check(67)
    assert result.correct is True
    assert "Vos réponses ne sont pas enregistrées" in result.lines[-1]
    again = exercise("records.win_rate").check(67)
    assert not any("enregistrées" in line for line in again.lines)     # said once


def test_nothing_is_saved_when_saving_is_off(monkeypatch, tmp_path):
    monkeypatch.setenv("SOLITAIRE_NB_AUTOSAVE", "0")
    monkeypatch.setenv("SOLITAIRE_NB_DATA", str(tmp_path / "data"))
    exercise("records.win_rate").check(67)
    assert not (tmp_path / "data").exists()


def test_a_name_set_once_names_the_games_and_the_answers(saving, tmp_path):
    """``sn.set_player``: on a shared computer, games and answers are saved under the
    student's name, and the file exported without a name is theirs; a bad name is refused."""
    try:
        sn.set_player("zoé")
        assert default_player() == "zoé"
        play(saving, default_player(), "golf", 4, 3, leave=True)
        exercise("records.win_rate").check(67)
        path = tmp_path / "zoe.json"
        sn.export_progress(path)
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["player"] == "zoé"
        assert [g["game"] for g in data["games"]] == ["golf"]
        assert [e["exercise"] for e in data["exercises"]] == ["records.win_rate"]
        with pytest.raises(ValueError, match="player must be a name"):
            sn.set_player("  ")
        assert default_player() == "zoé"
    finally:
        sn.set_player(None)
    assert default_player() != "zoé"
