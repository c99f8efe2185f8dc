"""The variant project's exercise bank: what every exercise must do is tested in ``test_bank.py``
(the variant tasks with the game asked for registered, as ``bank_checks.VARIANT_TASKS`` declares
it); here, registering a learner's game, and each way a variant that is not the one asked for is
refused and told why."""

from __future__ import annotations

import pytest
from bank_checks import VARIANT_TASKS, assert_module_holds

import solitaire_nb as sn
from solitaire_nb.games.klondike import klondike
from solitaire_nb.rules import ANY_CARD, NEVER_FILLED
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.bank.variant import register_variant

EXPLAIN = ["variant.predict", "variant.measured", "variant.own_game"]


pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def test_the_module_holds_these_keys():
    assert_module_holds("variant", VARIANT_TASKS, EXPLAIN)


@pytest.mark.parametrize("key", sorted(VARIANT_TASKS))
def test_the_answer_is_the_id_the_task_gives(key):
    game_id, _ = VARIANT_TASKS[key]
    q = exercise(key)
    assert q.answer() == game_id and f"`{game_id}`" in q.ask("en") and f"`{game_id}`" in q.ask("fr")


@pytest.mark.parametrize("key", sorted(VARIANT_TASKS))
def test_klondike_itself_is_refused(key):
    game_id, _ = VARIANT_TASKS[key]
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
