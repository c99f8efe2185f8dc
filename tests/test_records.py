"""The records database: where it lives, what a save keeps, bad files, statistics."""

from __future__ import annotations

import sqlite3

import pytest

import solitaire_nb as sn
from solitaire_nb.records.replaying import MoveLog, ReplayError, replay_moves
from solitaire_nb.records.stats import game_stats, played_games
from solitaire_nb.records.store import APPLICATION_ID, SCHEMA_VERSION, RecordsError, Store, default_folder


def useful_move(game):
    return ([m for m in game.legal_moves() if not game.is_idle(m)] or game.legal_moves())[0]


def play_some(game, n):
    """Play up to ``n`` moves the hint engine likes (deterministic for a given deal)."""
    played = []
    for _ in range(n):
        moves = [m for m in game.legal_moves() if not game.is_idle(m)] or game.legal_moves()
        if not moves:
            break
        played.append(game.play(moves[0]))
    return played


def save_game(store, game, player="ada", finish=False):
    log = MoveLog(game)
    record_id = store.start(game, player, log)
    if finish:
        store.finish(record_id)
    return record_id


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "records.sqlite3")


def test_default_folder_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("SOLITAIRE_NB_DATA", str(tmp_path / "mine"))
    assert default_folder() == tmp_path / "mine"
    assert Store().path == tmp_path / "mine" / "records.sqlite3"
    monkeypatch.delenv("SOLITAIRE_NB_DATA")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_folder() == tmp_path / "xdg" / "solitaire_nb"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_folder() == tmp_path / "home" / ".local" / "share" / "solitaire_nb"


def test_a_new_database_is_versioned_and_in_wal_mode(store):
    store.check()
    conn = sqlite3.connect(store.path)
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
    conn.close()


def test_a_save_keeps_moves_position_and_counters(store):
    game = sn.new_game("klondike", deal=7, draw=3)
    log = MoveLog(game)
    record_id = store.start(game, "ada", log)
    play_some(game, 5)
    log.update(game)
    store.save(record_id, game, log)
    record = store.record(record_id)
    assert record.player == "ada" and record.game == "klondike" and record.deal == 7
    assert record.options == game.options
    assert record.moves == [str(m) for m in game.history]
    assert record.move_count == 5 and not record.won and record.finished is None
    assert sn.load_game(record.position).to_text() == game.to_text()
    again = record.replay()
    assert again.history == game.history and again.to_text() == game.to_text()
    assert again.undo() and again.to_text() != game.to_text()


def test_undo_and_restart_are_saved_too(store):
    game = sn.new_game("freecell", deal=3)
    log = MoveLog(game)
    play_some(game, 4)
    log.update(game)
    record_id = store.start(game, "ada", log)
    game.undo()
    log.update(game)
    store.save(record_id, game, log)
    assert len(store.record(record_id).moves) == 3
    game.restart()
    log.update(game)
    store.save(record_id, game, log)
    assert store.record(record_id).moves == []


def test_automatic_moves_are_replayed_where_they_happened():
    game = sn.new_game("klondike", deal=11)
    log = MoveLog(game)
    for _ in range(60):
        game.autoplay = len(game.history) % 2 == 0      # switched on and off along the way
        moves = [m for m in game.legal_moves() if not game.is_idle(m)] or game.legal_moves()
        if not moves:
            break
        game.play(moves[-1])
        log.update(game)
    assert log.auto, "the test needs a deal where autoplay does something"
    again = replay_moves("klondike", 11, game.options, log.moves, log.auto)
    assert again.to_text() == game.to_text()


def test_a_move_the_rules_refuse_is_a_replay_error():
    with pytest.raises(ReplayError, match=r"move 1 \('t1-t2'\)"):
        replay_moves("klondike", 7, {}, ["t1-t2"])
    with pytest.raises(ReplayError, match="cannot deal"):
        replay_moves("no such game", 7, {}, [])


def test_the_unfinished_game_of_the_same_deal_and_options(store):
    game = sn.new_game("klondike", deal=5)
    play_some(game, 2)
    record_id = save_game(store, game)
    assert store.unfinished("ada", sn.new_game("klondike", deal=5)).id == record_id
    assert store.unfinished("bob", sn.new_game("klondike", deal=5)) is None
    assert store.unfinished("ada", sn.new_game("klondike", deal=6)) is None
    assert store.unfinished("ada", sn.new_game("klondike", deal=5, draw=3)) is None
    store.finish(record_id)
    assert store.unfinished("ada", sn.new_game("klondike", deal=5)) is None


def test_a_foreign_or_damaged_file_is_a_clear_error(tmp_path):
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(RecordsError, match="junk.sqlite3"):
        Store(junk).check()
    other = tmp_path / "other.sqlite3"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE notes(text)")
    conn.commit()
    conn.close()
    with pytest.raises(RecordsError, match="other.sqlite3.*something else"):
        Store(other).check()
    newer = tmp_path / "newer.sqlite3"
    Store(newer).check()
    conn = sqlite3.connect(newer)
    conn.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    with pytest.raises(RecordsError, match="newer"):
        Store(newer).check()
    assert isinstance(RecordsError("x"), ValueError)


def test_a_failed_save_leaves_the_row_as_it_was(store):
    game = sn.new_game("klondike", deal=7)
    play_some(game, 2)
    record_id = save_game(store, game)
    before = store.record(record_id)
    with pytest.raises(RecordsError, match="no game 999"):
        store.save(999, game)
    assert store.record(record_id) == before


def finished_record(store, name, deal, won, player="ada", finish=True, moves=2):
    """A saved game: won (played to the end by the solver) or left after ``moves`` moves."""
    game = sn.new_game(name, deal=deal)
    if won:
        result = game.solve(max_seconds=20)
        assert result.winnable
        for move in result.moves:
            game.play(move)
    else:
        play_some(game, moves)
    return save_game(store, game, player, finish)


def test_statistics_count_wins_losses_streaks_and_bests(store):
    # W L W W, then an unfinished game that does not count yet
    finished_record(store, "freecell", 1, won=True)
    finished_record(store, "freecell", 2, won=False)
    finished_record(store, "freecell", 3, won=True)
    finished_record(store, "freecell", 4, won=True)
    finished_record(store, "freecell", 5, won=False, finish=False)
    records = store.games(player="ada", game="freecell")
    stats = game_stats(records, "ada", "freecell")
    assert (stats.played, stats.won, stats.current_streak, stats.best_streak) == (4, 3, 2, 2)
    assert stats.win_rate == 0.75
    assert stats.best_score == max(r.score for r in played_games(records))
    assert stats.best_time == min(r.elapsed for r in records if r.won)
    # a newer game of the same kind makes the unfinished one count (as not won)
    finished_record(store, "freecell", 6, won=False, finish=False)
    stats = game_stats(store.games(), "ada", "freecell")
    assert (stats.played, stats.won, stats.current_streak, stats.best_streak) == (5, 3, 0, 2)


def test_a_game_left_without_a_move_never_counts(store):
    save_game(store, sn.new_game("freecell", deal=9), finish=True)
    assert game_stats(store.games(), "ada", "freecell").played == 0


def test_statistics_dataframe_by_player_and_game(store):
    finished_record(store, "freecell", 1, won=True)
    finished_record(store, "freecell", 2, won=False, player="bob")
    finished_record(store, "klondike", 2, won=False)
    frame = sn.statistics(store=store)
    assert list(frame.columns) == ["player", "game", "played", "won", "win_rate", "best_score", "best_time",
                                   "current_streak", "best_streak", "lost", "abandoned", "assisted"]
    assert sorted(zip(frame.player, frame.game)) == [("ada", "freecell"), ("ada", "klondike"),
                                                     ("bob", "freecell")]
    ada = sn.statistics(player="ada", game="freecell", store=store)
    assert len(ada) == 1 and ada.iloc[0].won == 1 and ada.iloc[0].win_rate == 1.0


def test_the_record_in_words_in_both_languages(store):
    finished_record(store, "freecell", 1, won=True)
    finished_record(store, "freecell", 2, won=False)
    stats = game_stats(store.games(), "ada", "freecell")
    seconds = int(stats.best_time)
    best = f"{seconds // 60}:{seconds % 60:02d}"
    assert stats.text("FreeCell", "en") == f"FreeCell: played 2, won 1 (50\u00a0%), best {best}, 1 abandoned"
    assert stats.text("FreeCell", "fr") == ("FreeCell\u00a0: 2 parties jouées, 1 gagnée (50\u00a0%), "
                                            f"meilleur temps {best}, 1 abandonnée")
    empty = game_stats([], "ada", "freecell")
    assert empty.text(None, "fr") == "aucune partie jouée pour l'instant"


def test_a_hand_made_position_is_saved_but_not_counted(store):
    game = sn.position("freecell", {"tableau1": "KS QH JS", "foundation1": "AS"})
    game.play(useful_move(game))
    record_id = save_game(store, game, finish=True)
    assert store.record(record_id).deal is None
    assert store.record(record_id).replay().to_text() == game.to_text()    # its position, no moves
    assert game_stats(store.games(), "ada", "freecell").played == 0


def test_a_game_left_while_it_could_go_on_is_abandoned_not_lost(store):
    finished_record(store, "freecell", 1, won=True)
    finished_record(store, "freecell", 2, won=False)          # left after two moves: abandoned
    records = store.games()
    assert [r.outcome for r in records] == ["won", "playing"]
    stats = game_stats(records, "ada", "freecell")
    assert (stats.played, stats.won, stats.lost, stats.abandoned) == (2, 1, 0, 1)
    assert stats.text(None, "en").endswith(", 1 abandoned")
    assert stats.text(None, "fr").endswith(", 1 abandonnée")
    # a game with no way on when it was left is lost (Clock plays itself: its first lost deal)
    for deal in range(1, 30):
        game = sn.new_game("clock", deal=deal)
        while game.legal_moves() and not game.is_won():
            game.play(game.legal_moves()[0])
        if not game.is_won():
            break
    save_game(store, game, finish=True)
    [clock] = store.games(game="clock")
    stats = game_stats(store.games(), "ada", "clock")
    assert clock.outcome in ("lost", "stuck") and (stats.played, stats.lost, stats.abandoned) == (1, 1, 0)
    assert "abandon" not in stats.text(None, "en")


def test_a_game_the_solver_played_is_assisted_never_a_win_nor_a_best_time(store):
    finished_record(store, "freecell", 1, won=False)
    game = sn.new_game("freecell", deal=3)
    for move in game.solve(max_seconds=20).moves:
        game.play(move)
    record_id = store.start(game, "ada", assisted=True)
    store.save(record_id, game)                   # once assisted, always assisted
    assert store.record(record_id).assisted and store.record(record_id).won
    stats = game_stats(store.games(), "ada", "freecell")
    assert (stats.played, stats.won, stats.best_time, stats.assisted) == (1, 0, None, 1)
    assert stats.text(None, "en") == "played 1, won 0 (0\u00a0%), 1 abandoned, 1 assisted by the solver"
    assert stats.text(None, "fr").endswith("1 assistée par le solveur")
    assert game_stats(store.games(), "ada", "spider").text(None, "en") == "no game played yet"


def test_a_schema_2_database_gains_the_assisted_and_outcome_columns(tmp_path):
    path = tmp_path / "old.sqlite3"
    old = Store(path)
    finished_record(old, "freecell", 2, won=False)
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE games DROP COLUMN assisted")
    conn.execute("ALTER TABLE games DROP COLUMN outcome")
    conn.execute("PRAGMA user_version=2")
    conn.commit()
    conn.close()
    [record] = Store(path).games()
    assert (record.deal, record.assisted, record.outcome) == (2, False, None)
    stats = game_stats([record], "ada", "freecell")
    assert (stats.played, stats.lost, stats.abandoned) == (1, 1, 0)     # as it counted before
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
    conn.close()
