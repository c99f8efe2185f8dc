"""The exercise bank of the glossary notebook on cards and decks (``cards.*``): what every exercise
must do is tested in ``test_bank.py``; here, each question holds the answer the notebook's teacher
edition gives, accepts it in every form the kit teaches and refuses the near misses."""

from __future__ import annotations

import pytest
from bank_checks import assert_accepted, assert_module_holds, assert_refused

import solitaire_nb as sn
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.exercises import PositionQuestion

EXPLAIN = ["cards.why_ten", "cards.ace_never_discarded", "cards.eight_foundations"]

#: The answers written in the notebook's solution cells.
NOTEBOOK_ANSWERS = {
    "cards.top_cards": ["5S", "AD", "QD", "KS", "4C", "TH", "7C"],
    "cards.colour_not_suit": ["4H", "JH"],
    "cards.spiderette_deck": 52,
    "cards.klondike_stock": 24,
    "cards.thieves_stock": 18,
    "cards.triple_runs": 12,
    "cards.maze_and_gaps": ["7D", "QC"],
}


pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def test_every_exercise_of_the_notebook_is_in_the_bank():
    assert_module_holds("cards", NOTEBOOK_ANSWERS, EXPLAIN)


@pytest.mark.parametrize("key", sorted(NOTEBOOK_ANSWERS))
def test_the_expected_answer_is_the_notebooks(key):
    q = exercise(key)
    assert q.check(NOTEBOOK_ANSWERS[key]).correct
    assert q.score(NOTEBOOK_ANSWERS[key]) == 1.0
    explanation = q.check(q.answer()).text
    assert len(explanation.splitlines()) >= 3  # the explanation comes with a right answer


def _near_misses(answer):
    if isinstance(answer, int):
        return [answer + 1, answer - 1, str(answer + 2)]
    return [answer[:-1], answer + ["KH" if "KH" not in answer else "2C"], []]


@pytest.mark.parametrize("key", sorted(NOTEBOOK_ANSWERS))
def test_a_near_miss_is_refused_with_a_hint(key):
    assert_refused(key, _near_misses(NOTEBOOK_ANSWERS[key]))
    step = exercise(key).check(_near_misses(NOTEBOOK_ANSWERS[key])[0], reveal=False)
    assert not step.correct and "💡" in step.text  # the hint, and the glossary word to think about


def test_cards_are_read_in_every_form():
    assert_accepted("cards.top_cards", [
        ["5♠", "A♦", "Q♦", "K♠", "4♣", "10♥", "7♣"],
        ["5♠", "A♦", "D♦", "R♠", "4♣", "10♥", "7♣"],  # French corner letters
        ["5s", "ad", "qd", "ks", "4c", "10h", "7c"],  # lower case, 10 for T
        "5S AD QD KS 4C TH 7C",  # one string, as the other exercises read it
    ], langs=["en"])
    assert_refused("cards.top_cards", ["5S AD QD KS 4C TH"])
    assert_accepted("cards.colour_not_suit", [["J♥", "4♥"]], langs=["en"])
    assert_accepted("cards.maze_and_gaps", ["7♦ D♣", "7♦, D♣"], langs=["en"])
    assert_accepted("cards.klondike_stock", ["24"], langs=["en"])


def test_the_top_cards_question_carries_its_position():
    q = exercise("cards.top_cards")
    assert isinstance(q, PositionQuestion)
    tops = [pile.cards[-1].code for pile in q.game.piles if pile.role == "tableau"]
    assert tops == q.answer()
    other = exercise("cards.top_cards")
    q.game.play(q.game.legal_moves()[0])  # playing on one copy changes no other
    assert [p.cards[-1].code for p in other.game.piles if p.role == "tableau"] == tops


def test_the_decks_behind_the_answers():
    assert len(sn.new_game("golf", deal=9).pile("stock").cards) == 17  # the picture shown before Thieves
    assert sn.new_game("thieves", deal=1).declaration.deck.jokers == 2
    assert {c.rank for c in sn.new_game("maze", deal=1).declaration.deck.cards()} == set(range(1, 13))
    assert {c.rank for c in sn.new_game("gaps", deal=1).declaration.deck.cards()} == set(range(2, 14))


@pytest.mark.parametrize("key", EXPLAIN)
def test_an_explanation_reminds_of_its_glossary_word(key):
    q = exercise(key)
    assert "«" in q.ask("en") and "«" in q.ask("fr")
