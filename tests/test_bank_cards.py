"""The exercise bank of the glossary notebook on cards and decks (``cards.*``): each question
exists in both languages, accepts its expected answer in every form the kit teaches, refuses
a wrong one, and holds the answer the notebook's teacher edition gives."""

from __future__ import annotations

import re

import pytest

import solitaire_nb as sn
from solitaire_nb.teaching import exercises as ex
from solitaire_nb.teaching.bank import exercise, keys
from solitaire_nb.teaching.bank.cards import PositionQuestion

CARDS = [key for key in keys() if key.startswith("cards.")]
EXPLAIN = ["cards.why_ten", "cards.ace_never_discarded", "cards.eight_foundations"]
GRADED = [key for key in CARDS if key not in EXPLAIN]

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

UNFILLED = re.compile(r"\{[^{}]*\}")
# an English card code standing as a word, outside the code spans that show what to type
CARD_CODE = re.compile(r"(?<![\w(])[A2-9TJQK][CDHS](?![\w)])")


@pytest.fixture(autouse=True)
def english():
    before = sn.get_lang()
    sn.set_lang("en")
    ex.feedback_in_steps(False)
    yield
    ex.feedback_in_steps(False)
    sn.set_lang(before)


def test_every_exercise_of_the_notebook_is_in_the_bank():
    assert sorted(CARDS) == sorted(EXPLAIN + list(NOTEBOOK_ANSWERS))


@pytest.mark.parametrize("key", CARDS)
def test_the_question_exists_in_both_languages(key):
    q = exercise(key)
    english, french = q.ask("en"), q.ask("fr")
    assert english and french and english != french
    for text in (english, french):
        assert not UNFILLED.search(re.sub(r"`[^`]*`", "", text)), text
    prose = re.sub(r"`[^`]*`", "", french)
    assert not CARD_CODE.search(prose), french
    assert not re.search(r"[^\u00a0][:;?!]", prose), french  # French typography


@pytest.mark.parametrize("key", GRADED)
def test_the_expected_answer_is_right_and_is_the_notebooks(key):
    q = exercise(key)
    assert q.check(NOTEBOOK_ANSWERS[key]).correct
    assert q.score(NOTEBOOK_ANSWERS[key]) == 1.0
    assert q.check(q.answer(), "fr").correct
    explanation = q.check(q.answer()).text
    assert len(explanation.splitlines()) >= 3  # the explanation comes with a right answer


def _wrong(answer):
    if isinstance(answer, int):
        return [answer + 1, answer - 1, str(answer + 2)]
    return [answer[:-1], answer + ["KH" if "KH" not in answer else "2C"], []]


@pytest.mark.parametrize("key", GRADED)
def test_a_wrong_answer_is_refused_with_a_hint(key):
    q = exercise(key)
    for wrong in _wrong(NOTEBOOK_ANSWERS[key]):
        assert not q.check(wrong).correct, wrong
        assert q.score(wrong) == 0.0
    wrong = _wrong(NOTEBOOK_ANSWERS[key])[0]
    step = q.check(wrong, reveal=False)
    assert not step.correct and not step.revealed
    assert "💡" in step.text  # the hint, and the glossary word to think about
    assert step.reveal().revealed


def test_cards_are_read_in_every_form():
    q = exercise("cards.top_cards")
    assert q.check(["5♠", "A♦", "Q♦", "K♠", "4♣", "10♥", "7♣"]).correct
    assert q.check(["5♠", "A♦", "D♦", "R♠", "4♣", "10♥", "7♣"]).correct  # French corner letters
    assert q.check(["5s", "ad", "qd", "ks", "4c", "10h", "7c"]).correct  # lower case, 10 for T
    assert q.check("5S AD QD KS 4C TH 7C").correct  # one string, as the other exercises read it
    assert not q.check("5S AD QD KS 4C TH").correct
    assert exercise("cards.colour_not_suit").check(["J♥", "4♥"]).correct
    assert exercise("cards.maze_and_gaps").check("7♦ D♣").correct
    assert exercise("cards.maze_and_gaps").check("7♦, D♣").correct
    assert exercise("cards.klondike_stock").check("24").correct


def test_the_top_cards_question_carries_its_position():
    q = exercise("cards.top_cards")
    assert isinstance(q, PositionQuestion)
    tops = [pile.cards[-1].code for pile in q.position.piles if pile.role == "tableau"]
    assert tops == q.answer()
    other = exercise("cards.top_cards")
    q.position.play(q.position.legal_moves()[0])  # playing on one copy changes no other
    assert [p.cards[-1].code for p in other.position.piles if p.role == "tableau"] == tops


def test_the_decks_behind_the_answers():
    assert len(sn.new_game("golf", deal=9).pile("stock").cards) == 17  # the picture shown before Thieves
    assert sn.new_game("thieves", deal=1).declaration.deck.jokers == 2
    assert {c.rank for c in sn.new_game("maze", deal=1).declaration.deck.cards()} == set(range(1, 13))
    assert {c.rank for c in sn.new_game("gaps", deal=1).declaration.deck.cards()} == set(range(2, 14))


@pytest.mark.parametrize("key", EXPLAIN)
def test_an_explanation_is_kept_not_graded(key):
    ex.explanations().clear()
    q = exercise(key)
    assert q.ask("en") != q.ask("fr") and "«" in q.ask("en")  # the glossary word it is about
    assert q.check(...).correct is None and len(ex.explanations()) == 0
    noted = q.check("Because of the deck.")
    assert noted.correct is None and ex.explanations().to_list()[0]["name"] == key
    with pytest.raises(TypeError):
        q.score("Because of the deck.")
    ex.explanations().clear()
