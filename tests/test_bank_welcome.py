"""The exercise bank of the welcome notebook (``welcome.*``): what every exercise must do is tested
in ``test_bank.py``; here, the forms of the answer, its explanation, and the table it is about."""

from __future__ import annotations

import pytest
from bank_checks import assert_accepted, assert_module_holds, assert_refused

import solitaire_nb as sn
from solitaire_nb.teaching.bank import exercise

pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def test_the_welcome_keys():
    assert_module_holds("welcome", ["welcome.table_and_code"], ["welcome.same_deal"])


@pytest.mark.parametrize("key", ["welcome.same_deal", "welcome.table_and_code"])
def test_the_french_question_asks_with_a_no_break_space(key):
    french = exercise(key).ask("fr")
    assert "\u00a0?" in french and " ?" not in french


@pytest.mark.parametrize("answer", [True, "yes", "oui", "vrai", "True"])
def test_the_table_and_the_code_share_a_game(answer):
    assert_accepted("welcome.table_and_code", [answer], langs=["en"])
    assert "table.game" in exercise("welcome.table_and_code").check(answer).text


@pytest.mark.parametrize("answer", [False, "no", "non", "faux"])
def test_a_wrong_answer_is_refused_with_a_hint(answer):
    assert_refused("welcome.table_and_code", [answer])
    step = exercise("welcome.table_and_code").check(answer, reveal=False)
    assert not step.revealed and "💡" in step.text


def test_the_answer_is_what_the_table_does():
    """A move played on the table (as a click would) is seen by ``table.game.hint()``."""
    table = sn.play("klondike", deal=7)
    move = table.game.hint()
    assert table.play(move)
    assert [card.code for card in table.game.pile("foundation1").cards] == ["AS"]
    assert table.game.hint() != move
    assert exercise("welcome.table_and_code").answer() is True
