"""The exercise bank of the Klondike tips notebook, and the words its code prints: what every
exercise must do is tested in ``test_bank.py``; here, the forms of an answer and the module's
labels and lines of results."""

from __future__ import annotations

import pytest
from bank_checks import assert_accepted, assert_module_holds

import solitaire_nb as sn
from solitaire_nb.teaching.bank.tips import label, number, results_line
from solitaire_nb.teaching.tips import Results

pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def test_the_module_has_its_exercises():
    assert_module_holds("tips", ["tips.interval_contains_zero", "tips.which_tip_hurts"],
                        ["tips.why_same_deals", "tips.tip3_rarely_applies"])


def test_no_in_every_form():
    assert_accepted("tips.interval_contains_zero", ["non", "no", False, "faux"], langs=["en"])


def test_labels_in_both_languages():
    assert label("tip1", "en").startswith("Tip 1")
    assert label("tip1", "fr").startswith("Conseil 1\u00a0:")
    assert label("changed", "fr", k=3, n=60) == "donnes au résultat différent\u00a0: 3 sur 60"
    assert label("my_own_tip") == "my_own_tip"  # a player a learner adds keeps its name


def test_labels_follow_the_language():
    sn.set_lang("fr")
    assert label("baseline") == "Référence"
    assert number(46.04) == "46,0"
    sn.set_lang("en")
    assert label("baseline") == "Baseline" and number(46.04) == "46.0"


def test_a_line_of_results():
    results = Results("baseline", [1, 2, 3, 4], [1, 0, 1, 0], [52, 20, 52, 30])
    english, french = results_line("baseline", results, "en"), results_line("baseline", results, "fr")
    assert "2/4 won, win rate 50.0 %" in english
    assert "2/4 gagnées, victoires 50,0 %" in french and "\u00a0;" in french
    assert "{" not in english + french
