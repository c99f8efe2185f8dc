"""The exercise bank of the glossary notebook on moves, stock and waste: what every exercise must
do is tested in ``test_bank.py``; here, the forms of the answers and the answers agreeing with the
engine."""

from __future__ import annotations

import pytest
from bank_checks import assert_accepted, assert_module_holds

import solitaire_nb as sn
from solitaire_nb.teaching.bank import exercise

pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def test_the_module_has_its_exercises():
    assert_module_holds("moves", ["moves.autoplay_red_three", "moves.score_after_coming_back"],
                        ["moves.redeal_draw_three"])


def test_yes_and_no_in_every_form():
    assert_accepted("moves.autoplay_red_three", [False, "no", "non", "faux", "False"], langs=["en"])


@pytest.mark.parametrize("answer", [True, "oui", "yes"])
def test_the_wrong_yes_is_refused_with_a_hint(answer):
    result = exercise("moves.autoplay_red_three").check(answer, "fr", reveal=False)
    assert result.correct is False and any("💡" in line for line in result.lines)


def test_the_score_answer_matches_the_engine():
    game = sn.position("klondike", {"foundation1": "AS 2S 3S", "foundation2": "AH 2H", "tableau1": "3C"})
    game.play("f2-t1")
    assert exercise("moves.score_after_coming_back").check(game.score, "en").correct


def test_the_autoplay_answer_matches_the_engine():
    game = sn.position("klondike", {"foundation1": "AH 2H", "tableau1": "3H QC", "tableau2": "KD"})
    game.autoplay = True
    game.play("t1-t2")
    assert exercise("moves.autoplay_red_three").check(bool(game.last_auto_moves), "en").correct
