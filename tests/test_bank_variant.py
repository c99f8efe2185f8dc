"""The variant project's exercise bank: registering a learner's game, and the two tasks that
compare a variant with Klondike."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.engine import ruleset
from solitaire_nb.games.klondike import klondike
from solitaire_nb.rules import ANY_CARD, NEVER_FILLED, declaration
from solitaire_nb.teaching.bank import exercise, keys
from solitaire_nb.teaching.bank.variant import register_variant

TASKS = {
    "variant.open_klondike": ("open_klondike", {"tableau": {"empty": ANY_CARD}}),
    "variant.closed_foundations": ("closed_foundations", {"foundation": {"in_play": False}}),
}
EXPLAIN = ["variant.predict", "variant.measured", "variant.own_game"]


@pytest.fixture(autouse=True)
def own_registry(monkeypatch):
    """The games registered here are forgotten after each test."""
    monkeypatch.setattr(declaration, "_REGISTRY", dict(declaration._REGISTRY))
    before = sn.get_lang()
    sn.set_lang("en")
    yield
    sn.set_lang(before)
    ruleset._cached.cache_clear()


def test_the_module_holds_these_keys():
    assert {key for key in keys() if key.startswith("variant.")} == set(TASKS) | set(EXPLAIN)


@pytest.mark.parametrize("key", sorted(TASKS) + EXPLAIN)
def test_the_question_exists_in_both_languages(key):
    q = exercise(key)
    english, french = q.ask("en"), q.ask("fr")
    assert english.strip() and french.strip() and english != french
    assert "{" not in english + french


@pytest.mark.parametrize("key", sorted(TASKS))
def test_the_asked_variant_is_accepted(key):
    game_id, groups = TASKS[key]
    register_variant(game_id, lambda: klondike().but(groups=groups))
    q = exercise(key)
    assert q.answer() == game_id
    assert q.check(game_id).correct and q.score(game_id) == 1.0


@pytest.mark.parametrize("key", sorted(TASKS))
def test_klondike_itself_is_refused(key):
    game_id, _ = TASKS[key]
    register_variant(game_id, klondike)
    result = exercise(key).check(game_id, reveal=True)
    assert not result.correct and "still" in result.text


def test_a_game_not_registered_or_not_an_id_is_refused():
    q = exercise("variant.open_klondike")
    assert "no game is registered" in q.check("open_klondike", reveal=True).text
    assert "not a game id" in q.check(42, reveal=True).text
    assert q.score("open_klondike") == 0.0


def test_a_change_not_asked_for_is_refused():
    register_variant("open_klondike", lambda: klondike().but(
        groups={"tableau": {"empty": ANY_CARD}, "foundation": {"in_play": False}}))
    result = exercise("variant.open_klondike").check("open_klondike", reveal=True)
    assert not result.correct and "does not ask for this change" in result.text


def test_the_wrong_value_is_named():
    register_variant("open_klondike", lambda: klondike().but(groups={"tableau": {"empty": NEVER_FILLED}}))
    result = exercise("variant.open_klondike").check("open_klondike", reveal=True)
    assert not result.correct and "« Any card on an empty pile »" in result.text


def test_a_declaration_that_cannot_deal_is_refused():
    register_variant("open_klondike",
                     lambda: klondike().but(groups={"tableau": {"empty": ANY_CARD, "count": 6}}))
    result = exercise("variant.open_klondike").check("open_klondike", reveal=True)
    assert not result.correct and "cannot be dealt" in result.text


def test_registering_again_replaces_the_game():
    register_variant("open_klondike", klondike)
    assert sn.new_game("open_klondike", deal=1).declaration.group("tableau").empty.key == "empty_king_only"
    register_variant("open_klondike", lambda: klondike().but(groups={"tableau": {"empty": ANY_CARD}}))
    assert sn.new_game("open_klondike", deal=1).declaration.group("tableau").empty.key == "empty_any_card"
    assert sn.game_info("open_klondike").name("fr") == "open_klondike"


def test_feedback_in_french():
    register_variant("closed_foundations", lambda: klondike().but(groups={"foundation": {"in_play": False}}))
    sn.set_lang("fr")
    result = exercise("variant.closed_foundations").check("closed_foundations")
    assert result.correct and "Fondations hors jeu" in result.text
