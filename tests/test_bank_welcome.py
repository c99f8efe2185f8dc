"""The exercise bank of the welcome notebook (``welcome.*``)."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.teaching import exercises as ex
from solitaire_nb.teaching.bank import exercise, keys


@pytest.fixture(autouse=True)
def english():
    before = sn.get_lang()
    sn.set_lang("en")
    ex.feedback_in_steps(False)
    yield
    sn.set_lang(before)


def test_the_welcome_keys():
    assert sorted(key for key in keys() if key.startswith("welcome.")) == ["welcome.same_deal",
                                                                           "welcome.table_and_code"]


@pytest.mark.parametrize("key", ["welcome.same_deal", "welcome.table_and_code"])
def test_the_questions_exist_in_both_languages(key):
    q = exercise(key)
    english, french = q.ask("en"), q.ask("fr")
    assert english and french and english != french
    assert "{" not in english + french
    assert "\u00a0?" in french and " ?" not in french  # French typography


@pytest.mark.parametrize("answer", [True, "yes", "oui", "vrai", "True"])
def test_the_table_and_the_code_share_a_game(answer):
    q = exercise("welcome.table_and_code")
    assert q.check(answer).correct and q.score(answer) == 1.0
    assert "table.game" in q.check(answer).text


@pytest.mark.parametrize("answer", [False, "no", "non", "faux"])
def test_a_wrong_answer_is_refused_with_a_hint(answer):
    q = exercise("welcome.table_and_code")
    assert not q.check(answer).correct and q.score(answer) == 0.0
    step = q.check(answer, reveal=False)
    assert not step.revealed and "💡" in step.text


def test_the_answer_is_what_the_table_does():
    """A move played on the table (as a click would) is seen by ``table.game.hint()``."""
    table = sn.play("klondike", deal=7)
    move = table.game.hint()
    assert table.play(move)
    assert [card.code for card in table.game.pile("foundation1").cards] == ["AS"]
    assert table.game.hint() != move
    assert exercise("welcome.table_and_code").answer() is True


def test_an_explanation_is_kept_not_graded():
    ex.explanations().clear()
    q = exercise("welcome.same_deal")
    assert q.check("...").correct is None and q.check(...).correct is None
    assert len(ex.explanations()) == 0
    assert q.check("We can compare.").correct is None
    assert ex.explanations().to_list()[0]["name"] == "welcome.same_deal"
    with pytest.raises(TypeError):
        q.score("We can compare.")
    ex.explanations().clear()
