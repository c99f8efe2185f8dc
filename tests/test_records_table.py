"""The table saves every change, offers to resume an unfinished deal, and shows the record."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.records.store import Store
from solitaire_nb.table.widget import Table


def useful_moves(game):
    return [m for m in game.legal_moves() if not game.is_idle(m)] or game.legal_moves()


def play_on(table, n):
    for _ in range(n):
        assert table.play(useful_moves(table.game)[0])


@pytest.fixture
def store(tmp_path):
    return Store(tmp_path / "records.sqlite3")


def saved(store):
    return store.games(player="ada")


def test_every_change_is_saved(store):
    table = Table(sn.new_game("klondike", deal=7), autosave=True, player="ada", store=store)
    assert saved(store) == []           # nothing played: nothing saved
    play_on(table, 3)
    [record] = saved(store)
    assert record.moves == [str(m) for m in table.game.history] and record.finished is None
    table.undo()
    assert len(saved(store)[0].moves) == 2
    table.redo()
    assert len(saved(store)[0].moves) == 3
    table.restart()
    assert saved(store)[0].moves == []


def test_a_move_made_in_code_is_saved_too(store):
    table = Table(sn.new_game("freecell", deal=2), autosave=True, player="ada", store=store)
    table.game.play(useful_moves(table.game)[0])
    assert len(saved(store)[0].moves) == 1


def test_a_new_deal_leaves_the_game_before(store):
    table = Table(sn.new_game("klondike", deal=7), autosave=True, player="ada", store=store)
    play_on(table, 2)
    table.new_deal(8)
    [left] = saved(store)
    assert left.finished is not None and not left.won
    play_on(table, 1)
    assert [r.deal for r in saved(store)] == [7, 8]
    assert "played 1, won 0 (0\u00a0%), 1 abandoned" in table.status     # left while it could go on


def test_autosave_off_saves_nothing(store):
    table = Table(sn.new_game("klondike", deal=7), autosave=False, player="ada", store=store)
    play_on(table, 2)
    assert not store.path.exists()
    assert table.store is None


def test_autosave_is_on_by_default_unless_the_environment_says_off(monkeypatch, tmp_path):
    monkeypatch.setenv("SOLITAIRE_NB_DATA", str(tmp_path / "data"))
    assert Table(sn.new_game("klondike", deal=7)).store is None    # SOLITAIRE_NB_AUTOSAVE=0 here
    monkeypatch.setenv("SOLITAIRE_NB_AUTOSAVE", "1")
    table = Table(sn.new_game("klondike", deal=7), player="ada")
    play_on(table, 1)
    assert Store(tmp_path / "data").games(player="ada")[0].move_count == 1
    assert table.player == "ada"
    assert Table(sn.new_game("klondike", deal=7)).player      # the computer's user name


def first_session(store, moves=4):
    table = sn.play("klondike", deal=7, autosave=True, player="ada", store=store)
    play_on(table, moves)
    return table.game


def test_play_offers_to_resume_and_resume_brings_back_the_moves(store):
    before = first_session(store)
    table = sn.play("klondike", deal=7, autosave=True, player="ada", store=store)
    assert table._resume_bar in table.children and table._resume_bar.layout.display != "none"
    assert "saved on" in table._offer_text.value and "after 4 moves" in table._offer_text.value
    assert table._resume_button.description == "Resume"
    table.set_lang("fr")
    assert "après 4 coups" in table._offer_text.value
    assert table._resume_button.description == "Reprendre"
    table.set_lang("en")
    table._resume_button.click()
    assert table.game.history == before.history
    assert table.game.to_text().split("stock")[1] == before.to_text().split("stock")[1]
    assert table._resume_bar.layout.display == "none"
    assert "Game resumed after 4 moves" in table.status
    table.undo()                                   # Undo works on the resumed moves
    assert len(table.game.history) == 3
    play_on(table, 1)
    assert len(saved(store)) == 1                  # still the same saved game
    assert saved(store)[0].moves == [str(m) for m in table.game.history]


def test_start_again_keeps_the_fresh_deal_and_leaves_the_saved_game(store):
    first_session(store)
    table = sn.play("klondike", deal=7, autosave=True, player="ada", store=store)
    table._start_again_button.click()
    assert table.game.history == [] and table._resume_bar.layout.display == "none"
    [left] = saved(store)
    assert left.finished is not None
    assert sn.play("klondike", deal=7, autosave=True, player="ada", store=store).offer_resume() is False


def test_no_offer_for_another_deal_options_or_player(store):
    first_session(store)
    for table in (sn.play("klondike", deal=8, autosave=True, player="ada", store=store),
                  sn.play("klondike", deal=7, draw=3, autosave=True, player="ada", store=store),
                  sn.play("klondike", deal=7, autosave=True, player="bob", store=store),
                  sn.play(sn.new_game("klondike", deal=7), autosave=True, player="ada", store=store)):
        assert table._resume_bar.layout.display == "none"


def test_playing_the_fresh_deal_closes_the_offer(store):
    first_session(store)
    table = sn.play("klondike", deal=7, autosave=True, player="ada", store=store)
    play_on(table, 1)
    assert table._resume_bar.layout.display == "none"
    assert len(saved(store)) == 2


def test_a_damaged_database_does_not_stop_the_table(tmp_path):
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"not a database" * 200)
    table = Table(sn.new_game("klondike", deal=7), autosave=True, player="ada", store=bad)
    assert "This game is not being saved" in table.status and "bad.sqlite3" in table.status
    play_on(table, 2)                               # plays on, without saving
    assert "not being saved" not in table.status  # said once
    assert table.save_error and table.store is None
    table.set_lang("fr")
    assert table.save_error


def test_the_status_shows_the_record_after_a_win(store):
    table = Table(sn.new_game("freecell", deal=1), autosave=True, player="ada", store=store,
                  celebrate=False)
    assert "played" not in table.status
    for move in table.game.solve(max_seconds=20).moves:
        table.game.play(move)
    assert "played 1, won 1 (100\u00a0%), best " in table.status
    table.set_lang("fr")
    assert "1 partie jouée, 1 gagnée (100\u00a0%), meilleur temps " in table.status


def test_a_copy_saves_as_its_own_game(store):
    table = Table(sn.new_game("klondike", deal=7), autosave=True, player="ada", store=store)
    play_on(table, 1)
    other = table.copy()
    assert other.autosave and other.player == "ada"
    play_on(other, 1)
    assert sorted(r.move_count for r in saved(store)) == [1, 2]


@pytest.mark.parametrize("player", ["", "   ", 7, "x" * 101])
def test_a_bad_player_name_is_refused_before_anything_is_built(store, player):
    with pytest.raises(ValueError, match="player must be a name"):
        Table(sn.new_game("klondike", deal=7), autosave=True, player=player, store=store)
    assert not store.path.exists()


def test_a_win_the_solver_played_is_saved_as_assisted(store):
    table = Table(sn.new_game("freecell", deal=1), autosave=True, player="ada", store=store, celebrate=False)
    assert table.solution_step() is not None
    [record] = saved(store)
    assert record.assisted
    while not table.game.is_won():
        table.solution_step()
    [record] = saved(store)
    assert record.won and record.assisted
    assert "1 assisted by the solver" in table.status and "won 1" not in table.status
    table.new_deal(2)
    assert not table.assisted            # a new game is the player's own again
    table.show_hint()
    table.play(table.hint_move)
    assert not saved(store)[-1].assisted  # a hint only suggests: the player plays it


def test_a_copy_of_an_assisted_game_stays_assisted(store):
    table = Table(sn.new_game("freecell", deal=1), autosave=True, player="ada", store=store, celebrate=False)
    table.solution_step()
    other = table.copy()
    other.play(useful_moves(other.game)[0])
    assert other.assisted and all(r.assisted for r in saved(store))
