"""The exercise bank of the winnability notebook, and the words of its plots: what every exercise
must do is tested in ``test_bank.py``; here, the answers agree with the survey's own arithmetic,
other forms of an answer, and the module's labels."""

from __future__ import annotations

import pandas as pd
import pytest
from bank_checks import assert_accepted, assert_module_holds, assert_refused

import solitaire_nb as sn
from solitaire_nb.teaching.bank import exercise
from solitaire_nb.teaching.bank.winnability import label
from solitaire_nb.teaching.winnability import summary

pytestmark = pytest.mark.usefixtures("fresh_bank_state")


def the_survey_of_the_questions():
    """The survey both questions describe: 150 winnable, 30 unwinnable, 20 unknown of 200 deals."""
    verdicts = ["winnable"] * 150 + ["unwinnable"] * 30 + ["unknown"] * 20
    return pd.DataFrame({"deal": range(1, 201), "verdict": verdicts, "seconds": [0.1] * 200})


def test_the_module_holds_these_keys():
    assert_module_holds("winnability", ["winnability.settled_share", "winnability.highest_share"],
                        ["winnability.unknown_bias"])


def test_the_answers_are_what_the_summary_computes():
    found = summary(the_survey_of_the_questions())
    assert exercise("winnability.settled_share").answer() == round(100 * found.share)
    assert exercise("winnability.highest_share").answer() == round(100 * found.bounds[1])


def test_answers_in_other_forms_and_wrong_ones():
    assert_accepted("winnability.settled_share", ["83", " 83 "])
    assert_refused("winnability.settled_share", [75, 85, 83.3])  # of all the deals, or not rounded
    assert_refused("winnability.highest_share", [75, 83])


def test_labels_in_both_languages():
    assert label("klondike3", "en") == "Klondike, three cards"
    assert label("verdicts_title", "fr", n=12) == "Verdicts, 12 donnes par jeu"
    assert label("verdicts_title", "en", n=1) == "Verdicts, 1 deal per game"
    sn.set_lang("fr")
    assert label("seconds") == "temps de résolution, en secondes"
    assert label("my_own_game") == "my_own_game"  # a game a learner adds keeps its name
