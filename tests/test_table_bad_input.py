"""The table's public methods given anything at all: they act, or refuse with a
``ValueError`` naming the problem, and a refusal leaves the game as it was."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import solitaire_nb as sn
from solitaire_nb.table import Table

JUNK = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20), st.floats(allow_nan=True),
                 st.text(max_size=12), st.sampled_from(["tableau1", "foundation1", "stock", "waste",
                                                        "reserve1", "t1-f1", "deal", "en", "fr"]),
                 st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(),
                                                                      max_size=2))

CALLS = {
    "select": lambda t, a, b: t.select(a, b),
    "select_one": lambda t, a, b: t.select(a),
    "move_to": lambda t, a, b: t.move_to(a),
    "double_click": lambda t, a, b: t.double_click(a),
    "peek": lambda t, a, b: t.peek(a, b, seconds=None),
    "play": lambda t, a, b: t.play(a),
    "set_lang": lambda t, a, b: t.set_lang(a),
    "handle_event": lambda t, a, b: t.handle_event(a),
    "show_verdict": lambda t, a, b: t.show_verdict(max_seconds=a, max_nodes=5),
}


def state(game):
    return game.position_key(), game.move_count, game.history, game.score


TABLES: dict[str, Table] = {}


def table_of(game_id):
    """One table per game, kept across examples (what junk plays on it is fine: the next
    example starts from wherever the last one left the game)."""
    if game_id not in TABLES:
        TABLES[game_id] = Table(sn.new_game(game_id, deal=1), lang="en")
    return TABLES[game_id]


@pytest.mark.parametrize("game_id", sn.list_games())
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(call=st.sampled_from(sorted(CALLS)), first=JUNK, second=JUNK)
def test_junk_is_acted_on_or_refused_with_a_value_error(game_id, call, first, second):
    table = table_of(game_id)
    before = state(table.game)
    try:
        CALLS[call](table, first, second)
    except ValueError:
        assert state(table.game) == before
    assert table.lang in ("en", "fr")


def test_the_messages_name_the_problem():
    table = Table(sn.new_game("klondike", deal=1))
    with pytest.raises(ValueError, match="no pile 'nope'"):
        table.select("nope")
    with pytest.raises(ValueError, match="cannot select 99 cards of tableau1: it holds 1"):
        table.select("tableau1", 99)
    with pytest.raises(ValueError, match="a move must be a Move or its notation, not int"):
        table.play(3)
    with pytest.raises(ValueError, match="max_seconds must be a number > 0, not 'x'"):
        table.show_verdict(max_seconds="x")
    with pytest.raises(ValueError, match="a move must be a Move or its notation, not NoneType"):
        table.game.play(None)
    assert table.game.move_count == 0 and table.selection is None
