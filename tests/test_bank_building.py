"""The exercise bank of the glossary notebook on building (``solitaire_nb.teaching.bank.building``):
what every exercise must do is tested in ``test_bank.py``; here, the answers the engine gives and
the forms of them that are read."""

import pytest
from bank_checks import assert_accepted, assert_module_holds, assert_refused

import solitaire_nb as sn
from solitaire_nb.rules import ALTERNATE_COLOUR, BY_COLOUR, Build, Down
from solitaire_nb.teaching.bank import exercise

# key -> (answers that must be accepted, answers that must be refused)
QUESTIONS = {
    "building.whitehead_sequence": ([True, "True", "true", "yes", "oui", "vrai"],
                                    [False, "False", "no", "non", "faux", "maybe"]),
    "building.sequence_break": (["8S", "8s", "8♠", "`8S`"], ["9C", "7D", "8C", "8♣", "QD", ""]),
}
EXPLAIN = ["building.suit_harder", "building.agnes_wrap"]


pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def test_every_key_of_the_module_is_tested():
    assert_module_holds("building", QUESTIONS, EXPLAIN)


def test_the_expected_answers_agree_with_the_engine():
    whitehead = sn.parse_cards("9S 8C 7S 6C")
    assert Build(Down(), BY_COLOUR).is_sequence(whitehead) is exercise("building.whitehead_sequence").answer()
    klondike = Build(Down(), ALTERNATE_COLOUR)
    pile = sn.parse_cards("QD JS TH 9C 8S 7D")
    first_break = next(pile[i] for i in range(1, len(pile)) if not klondike.fits(pile[i], pile[i - 1]))
    assert first_break.code == exercise("building.sequence_break").answer()


@pytest.mark.parametrize("key", sorted(QUESTIONS))
def test_the_answer_is_read_in_every_form(key):
    assert_accepted(key, QUESTIONS[key][0])


@pytest.mark.parametrize("key", sorted(QUESTIONS))
def test_a_near_miss_is_refused_with_a_hint(key):
    assert_refused(key, QUESTIONS[key][1])
    first = exercise(key).check(QUESTIONS[key][1][0], "fr", reveal=False)
    assert not first.correct and "💡" in first.text
