"""Exercises: right and wrong answers, feedback in both languages, the game left unchanged."""

import pytest

import solitaire_nb as sn
from solitaire_nb.rules import ALTERNATE_COLOUR, REGARDLESS_OF_SUIT, Build, Down, Up
from solitaire_nb.teaching import exercises as ex
from solitaire_nb.teaching import lessons


@pytest.fixture
def klondike():
    return sn.position("klondike", {"tableau1": "(5C) QH", "tableau2": "JS", "tableau3": "JD",
                                    "tableau4": "TC", "tableau5": "(2S) 9H", "waste": "JC"})


@pytest.fixture(autouse=True)
def english():
    before = sn.get_lang()
    sn.set_lang("en")
    yield
    sn.set_lang(before)


def test_legal_moves_right_and_wrong(klondike):
    q = ex.LegalMoves(klondike, ["t2-t1", "t3-t1", "t5-t4", "w-t1"])
    assert q.answer() == ["a", "c", "d"]
    assert "t3-t1" in q.ask() and "J♦" in q.ask() and "JD" not in q.ask()
    right = q.check(["a", "c", "d"])
    assert right.correct and "Right" in right._repr_markdown_()
    assert q.check("t2-t1 t5-t4 w-t1").correct  # notations, as one string
    wrong = q.check(["a", "b"])
    assert not wrong.correct
    text = wrong._repr_markdown_()
    assert "J♦ cannot go on Q♥" in text  # the engine's explanation of the refused move
    assert text.count("❌") >= 2


def test_legal_moves_in_french(klondike):
    sn.set_lang("fr")
    q = ex.LegalMoves(klondike, ["t2-t1", "t3-t1"])
    assert "Lesquels" in q.ask()
    result = q.check(["a"])
    assert result.correct and "Bravo" in result.headline
    assert "permis" in result._repr_markdown_()
    assert "Which" in q.ask("en")


def test_pick_target(klondike):
    q = ex.PickTarget(klondike, "tableau2", 1)
    assert q.answer() == ["tableau1"]
    assert q.check(["tableau1"]).correct
    missed = q.check([])
    assert not missed.correct and "tableau1" in missed.text
    wrong = q.check(["tableau1", "tableau3"])
    assert not wrong.correct and "J♠ cannot go on J♦" in wrong.text
    assert not q.check(["nowhere"]).correct
    nowhere = ex.PickTarget(klondike, "tableau3", 1)
    assert nowhere.answer() == [] and nowhere.check([]).correct


def test_build_sequence_plays_on_a_copy(klondike):
    game = sn.position("klondike", {"stock": "(QD) (8C)", "waste": "9H", "tableau1": "TS", "tableau2": "KC"})
    before = game.to_text()
    q = ex.BuildSequence(game, ex.PileIs("tableau1", "TS 9H 8C"), solution=["w-t1", "deal", "w-t1"])
    result = q.check(["w-t1", "deal", "w-t1"])
    assert result.correct and result.game.pile("tableau1").cards[-1].code == "8C"
    assert game.to_text() == before
    refused = q.check(["deal", "w-t1"])
    assert not refused.correct and "refused" in refused.text
    short = q.check(["w-t1"])
    assert not short.correct and "not reached" in short.text
    assert not q.check(["zz-top"]).correct
    assert q.solution().correct


def test_build_sequence_goals():
    game = sn.position("klondike", {"tableau1": "AC", "waste": "2C"})
    assert ex.BuildSequence(game, ex.OnFoundation("2C")).check(["t1-f1", "w-f1"]).correct
    assert not ex.BuildSequence(game, ex.OnFoundation("2C")).check(["t1-f1"]).correct
    custom = ex.BuildSequence(game, lambda g: g.score == 2, text={"en": "score 2", "fr": "score 2"})
    assert custom.check("t1-f1 w-f1").correct
    both = ex.AllOf(ex.OnFoundation("AC"), ex.PileIs("waste", ""))
    assert ex.BuildSequence(game, both).check(["t1-f1", "w-f1"]).correct
    with pytest.raises(TypeError):
        ex.BuildSequence(game, lambda g: True)


def test_count_capacity():
    assert ex.CountCapacity(4, 0).answer() == 5
    assert ex.CountCapacity(2, 1).check(6).correct
    assert ex.CountCapacity(2, 1).check("6").correct
    wrong = ex.CountCapacity(3, 2, onto_empty=True)
    assert wrong.answer() == 8
    result = wrong.check(16)
    assert not result.correct and "(3 + 1) × 2^1" in result.text
    with pytest.raises(ValueError):
        ex.CountCapacity(1, 0, onto_empty=True)


def test_which_fit_and_question():
    q = ex.WhichFit(Build(Down(by=2), REGARDLESS_OF_SUIT), "9S", "7H 8S 7C JD")
    assert q.answer() == ["7H", "7C"]
    assert q.check(["7H", "7C"]).correct
    wrong = q.check(["8S"])
    assert not wrong.correct and "Build down by 2" in wrong.text
    assert ex.WhichFit(Build(Up(), ALTERNATE_COLOUR), "7H", "8S").check("8S").correct
    question = ex.Question({"en": "Cards in a double deck?", "fr": "Cartes d'un paquet double ?"}, 104,
                           {"en": "two decks", "fr": "deux paquets"}, {"en": "2 x 52", "fr": "2 x 52"})
    assert question.check(104).correct and "two decks" in question.check("104").text
    assert not question.check(52).correct and "2 x 52" in question.check(52).text
    assert ex.Question({"en": "red?", "fr": "rouges ?"}, {"H", "D"}).check(["d", "h"]).correct


def test_results_display():
    result = ex.CountCapacity(1, 1).check(4)
    assert result._repr_markdown_().startswith("**✅")
    assert "**" not in repr(result)
    assert ex.CountCapacity(1, 1)._repr_markdown_().startswith("With 1")


def test_lessons_helpers(klondike):
    assert "Build down" in lessons.concept("build_down").text
    assert "Construire en descendant" in lessons.concept("build_down", "fr").text
    assert "N" in lessons.concept("build_down_by").text
    table = lessons.destinations(klondike, "tableau2", 1)
    assert "✅" in table.text and "tableau1" in table.text
    fits = lessons.fits_table(Build(Down(), ALTERNATE_COLOUR), "8S", "7H 7C")
    assert fits.text.count("✅") == 1
    assert "| **4** | 5 | 10 |" in lessons.capacity_table(4, 1).text
    assert lessons.rules(klondike).text.startswith("- ")
    played = lessons.play_many({"greedy": lambda: (lambda g, moves: moves[0])}, [1], max_moves=50)
    assert len(played["greedy"]) == 1


def test_exercises_never_import_the_widget():
    import subprocess
    import sys
    code = ("import sys, solitaire_nb.teaching.exercises, solitaire_nb.teaching.lessons; "
            "assert 'solitaire_nb.table.widget' not in sys.modules and 'ipywidgets' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
