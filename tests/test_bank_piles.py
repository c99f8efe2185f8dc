"""The exercise bank of the glossary notebook on piles (``solitaire_nb.teaching.bank.piles``):
what every exercise must do is tested in ``test_bank.py``; here, the count the engine gives and
the forms of it that are read."""

import pytest
from bank_checks import assert_accepted, assert_module_holds, assert_refused

import solitaire_nb as sn
from solitaire_nb.teaching.bank import exercise

ACCEPTED = [16, "16", " 16 "]
REFUSED = [12, "8", "sixteen", "", [16]]
EXPLAIN = ["piles.why_in_play", "piles.kings_to_bottom"]


pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def test_every_key_of_the_module_is_tested():
    assert_module_holds("piles", ["piles.freecell_piles"], EXPLAIN)


def test_the_count_is_the_engines():
    game = sn.new_game("freecell", deal=1)
    assert exercise("piles.freecell_piles").answer() == len(game.piles)


def test_the_count_is_read_in_every_form():
    assert_accepted("piles.freecell_piles", ACCEPTED)


def test_other_counts_are_refused_and_the_hint_keeps_the_answer():
    assert_refused("piles.freecell_piles", REFUSED)
    first = exercise("piles.freecell_piles").check(REFUSED[0], "fr", reveal=False)
    assert not first.correct and "💡" in first.text
    assert "16" not in first.text  # the first step does not give the answer away
