"""Exercises: right and wrong answers, feedback in both languages, the game left unchanged."""

import pytest

import solitaire_nb as sn
from solitaire_nb.rules import ALTERNATE_COLOUR, REGARDLESS_OF_SUIT, Build, Down, Up
from solitaire_nb.teaching import answers, lessons
from solitaire_nb.teaching import exercises as ex


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


def test_players_without_a_random_source_play_each_deal_alike_on_every_run():
    """A notebook's measured comparison gives the same figures each time it runs."""
    import random

    from solitaire_nb.engine.strategy import greedy_player, lookahead_player, play_out, random_player

    def histories(factory):
        games = []
        for deal in (1, 2):
            game = sn.new_game("klondike", deal=deal)
            play_out(game, factory(), max_moves=120)
            games.append([str(m) for m in game.history])
        return games

    for factory in (random_player, greedy_player, lambda: lookahead_player(horizon=3)):
        assert histories(factory) == histories(factory)
    fresh = [histories(lambda: random_player(random.Random())) for _ in range(3)]
    assert fresh[0] != fresh[1] or fresh[1] != fresh[2]      # a source of one's own still varies
    strategies = {"greedy": greedy_player, "random": random_player}
    assert lessons.play_many(strategies, [3, 4], max_moves=200) == lessons.play_many(strategies, [3, 4],
                                                                                      max_moves=200)


def test_exercises_never_import_the_widget():
    import subprocess
    import sys
    code = ("import sys, solitaire_nb.teaching.exercises, solitaire_nb.teaching.lessons; "
            "assert 'solitaire_nb.table.widget' not in sys.modules and 'ipywidgets' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


# --------------------------------------------------------------------------- an exercise keeps its position


def test_an_exercise_keeps_the_position_it_asks_about(klondike):
    """The welcome notebook's case: the table above the exercise is played on afterwards."""
    question = ex.PickTarget(klondike, "tableau2", 1)  # J♠: only on Q♥ of tableau1
    legal = ex.LegalMoves(klondike, ["t2-t1", "w-t1"])
    build = ex.BuildSequence(klondike, ex.PileIs("tableau2", ""))
    before = question.ask()
    klondike.play("w-t1")  # J♣ now covers Q♥ on the live table
    assert klondike.targets("tableau2", 1) == []
    assert question.answer() == ["tableau1"] and question.ask() == before
    assert question.check(["tableau1"]).correct
    assert legal.answer() == ["a", "b"]
    assert build.check(["t2-t1"]).correct


def test_every_exercise_on_a_game_works_on_its_own_copy(klondike):
    for made in (ex.LegalMoves(klondike, ["t2-t1"]), ex.PickTarget(klondike, "tableau2"),
                 ex.BuildSequence(klondike, ex.Won()), ex.WhichRule(klondike, "t3-t1")):
        assert made.game is not klondike and made.game.to_text() == klondike.to_text()


# --------------------------------------------------------------------------- feedback in steps


def test_feedback_in_steps_counts_and_names_the_concept_before_the_answer(klondike):
    q = ex.LegalMoves(klondike, ["t2-t1", "t3-t1", "t5-t4", "w-t1"])
    first = q.check(["a", "b"], reveal=False)
    assert not first.correct and not first.revealed and first.wrong == 3
    assert "3 of your 4 answers are wrong" in first.text
    assert "Build by alternate colour" in first.text  # the concept refusing t3-t1, named
    assert "J♦ cannot go on Q♥" not in first.text and "engine says" not in first.text
    full = first.reveal()
    assert full.revealed and "J♦ cannot go on Q♥" in full.text and full.text.count("❌") == 4
    assert q.check(["a", "b"], reveal=True).text == full.text
    assert q.check(["a", "c", "d"], reveal=False).revealed  # a right answer hides nothing


def test_feedback_in_steps_in_french_names_the_french_term(klondike):
    first = ex.WhichFit(Build(Down(by=2), REGARDLESS_OF_SUIT), "9S", "7H 8S 7C JD").check(["8S"], "fr",
                                                                                          reveal=False)
    assert "3 de vos 4 réponses sont fausses" in first.text
    assert "Construire en descendant de 2" in first.text and "Build" not in first.text


def test_feedback_in_steps_for_every_kind(klondike):
    picked = ex.PickTarget(klondike, "tableau2").check(["tableau3"], reveal=False)
    assert "2 piles are wrong or missing" in picked.text and "tableau1" not in picked.text
    capacity = ex.CountCapacity(2, 1).check(5, reveal=False)
    assert "Sequence limited by free spaces" in capacity.text and "**6**" not in capacity.text
    game = sn.position("klondike", {"tableau1": "AC", "waste": "2C"})
    sequence = ex.BuildSequence(game, ex.OnFoundation("2C")).check(["w-f1", "t1-f1"], reveal=False)
    assert "Move 1 of your list is refused" in sequence.text and "Base card" in sequence.text
    question = ex.Question({"en": "Suits?", "fr": "Couleurs ?"}, 4,
                           hint={"en": "count them", "fr": "comptez"}, concept="suit")
    step = question.check(3, reveal=False)
    assert "count them" in step.text and "« Suit »" in step.text


def test_feedback_in_steps_for_a_whole_notebook(klondike):
    q = ex.PickTarget(klondike, "tableau2")
    try:
        ex.feedback_in_steps()
        assert not q.check([]).revealed
        assert q.check([], reveal=True).revealed
    finally:
        ex.feedback_in_steps(False)
    assert q.check([]).revealed


# --------------------------------------------------------------------------- every form the kit teaches


def test_piles_in_every_form(klondike):
    q = ex.PickTarget(klondike, "t2")
    for answer in (["tableau1"], ["t1"], "t1", ["T1"], ["Tableau 1"]):
        assert q.check(answer).correct, answer
    game = sn.position("klondike", {"tableau1": "AC", "waste": "AH", "stock": "(2S)"})
    assert ex.PickTarget(game, "w").check(["f1", "foundation2", "fondation3", "f4"]).correct
    texts = ("w", "waste", "défausse", "s", "stock", "pioche")
    read = {text: answers.read_pile(text, game) for text in texts}
    assert read == {"w": "waste", "waste": "waste", "défausse": "waste", "s": "stock", "stock": "stock",
                    "pioche": "stock"}
    assert answers.read_pile("r1", game) is None and answers.read_pile("a", game) is None


def test_a_pile_named_by_the_card_on_top_of_it(klondike):
    q = ex.PickTarget(klondike, "t2")  # J♠ goes on Q♥ only
    for answer in (["QH"], ["qh"], "Q♥", ["D♥"], [sn.Card.parse("QH")]):
        result = q.check(answer, reveal=True)
        assert result.correct, answer
        assert "`tableau1` (Q♥)" in result.text
    assert not q.check(["JD"]).correct                      # a card on another pile: that pile
    assert answers.read_pile("5C", klondike) is None         # face down: not what the picture shows
    assert answers.read_pile("KS", klondike) is None         # not on the table
    two_decks = sn.position("spider", {"tableau1": "9H", "tableau2": "9H", "tableau3": "8S"})
    assert answers.read_pile("9H", two_decks) == "tableau1"
    assert answers.read_pile("9H", two_decks, prefer=["tableau2"]) == "tableau2"
    on_nines = ex.PickTarget(two_decks, "t3")  # onto either 9♥ (or an empty column)
    assert answers.read_pile("9H", two_decks, prefer=on_nines.answer()) in on_nines.answer()
    french = ex.PickTarget(klondike, "t2").check(["D♥"], lang="fr", reveal=True)
    assert french.correct and "`tableau1` (D♥)" in french.text


def test_freecell_letters():
    game = sn.position("freecell", {"tableau1": "AH", "tableau2": "KS", "reserve1": "QD"})
    assert [answers.read_pile(t, game) for t in ("a", "r2", "reserve3", "3", "t4", "free cell 4")] == [
        "reserve1", "reserve2", "reserve3", "tableau3", "tableau4", "reserve4"]
    q = ex.PickTarget(game, "1")
    truth = q.answer()
    short = ["b", "c", "d", "h", "f2", "f3", "f4", "3", "4", "5", "6", "7", "8"]
    assert sorted(truth) == sorted(answers.read_pile(t, game, prefer=truth) for t in short)
    assert q.check(short).correct
    assert ex.LegalMoves(game, ["1h", "2a"]).check(["1h"]).correct


@pytest.mark.parametrize("text", [True, "True", "true", "yes", "Oui", "vrai", " VRAI "])
def test_yes_in_every_form(text):
    assert ex.Question({"en": "Legal?", "fr": "Permis ?"}, True).check(text).correct
    assert not ex.Question({"en": "Legal?", "fr": "Permis ?"}, False).check(text).correct


@pytest.mark.parametrize("text", [False, "False", "no", "non", "faux"])
def test_no_in_every_form(text):
    assert ex.Question({"en": "Legal?", "fr": "Permis ?"}, "no").check(text).correct


def test_cards_in_every_form():
    texts = ("KS", "ks", "K♠", "R♠", "r♠", "D♥", "V♣", "10♦", "10d", "As")
    codes = ["KS", "KS", "KS", "KS", "KS", "QH", "JC", "TD", "TD", "AS"]
    assert [answers.read_card(t).code for t in texts] == codes
    assert answers.read_card("1S") is None and answers.read_card("zz") is None
    king = ex.Question({"en": "Which card?", "fr": "Quelle carte ?"}, "KS")
    assert all(king.check(t).correct for t in ("KS", "ks", "K♠", "R♠"))
    assert not king.check("Q♠").correct
    q = ex.WhichFit(Build(Down(by=2), REGARDLESS_OF_SUIT), "9♠", "7♥ 8S 7c JD")
    assert q.answer() == ["7H", "7C"]
    assert q.check(["7♥", "7c"]).correct and q.check("7h, 7♣").correct
    assert ex.Question({"en": "Pile?", "fr": "Pile ?"}, "tableau1").check("t1").correct


# --------------------------------------------------------------------------- which rule, explain why


@pytest.mark.parametrize("text", ["build_alternate_colour", "Build by alternate colour", "alternate colour",
                                  "Construire par couleur (rouge et noir) alternée", "couleur alternee",
                                  "« construire par couleur alternée »"])
def test_which_rule_accepts_the_key_and_both_terms(klondike, text):
    q = ex.WhichRule(klondike, "t3-t1")
    assert q.answer() == "build_alternate_colour"
    assert q.check(text).correct


def test_which_rule_feedback_and_choices(klondike):
    q = ex.WhichRule(klondike, "t3-t1")
    assert "Which rule refuses" in q.ask() and "J♦" in q.ask()
    wrong = q.check("build down")
    assert not wrong.correct and "« Build down »" in wrong.text and "J♦ cannot go on Q♥" in wrong.text
    first = q.check("build down", reveal=False)
    assert "Tableau" in first.text and "alternate" not in first.text
    assert "n'est pas un terme du glossaire" in q.check("banana", "fr").text
    choices = ex.WhichRule(klondike, "t3-t1", choices=["build_down", "build_alternate_colour"])
    assert "**b)** Construire par couleur" in choices.ask("fr")
    assert choices.check("b").correct and not choices.check("a").correct
    with pytest.raises(ValueError):
        ex.WhichRule(klondike, "t2-t1")  # legal: nothing refuses it
    with pytest.raises(ValueError):
        ex.WhichRule(klondike, "t3-t1", choices=["build_down"])
    game = sn.position("klondike", {"tableau1": "(5C) QH", "waste": "AS", "stock": "(2S)"})
    redeal = ex.WhichRule(game, "redeal")  # the stock is not empty yet
    assert redeal.answer() == "redeal" and redeal.check("Redistribution").correct
    assert "la pioche contient encore des cartes" in redeal.check("redeal", "fr").text


def _by_suit(*choices):
    """The 2♣ refused on the A♠ of a Klondike foundation: "Build by suit" refuses it."""
    game = sn.position("klondike", {"foundation1": "AS", "tableau1": "2C"})
    return ex.WhichRule(game, "t1-f1", choices=list(choices or ["base_card", "build_by_suit", "face_down"]))


def _never_filled():
    """A Baker's Dozen pile just emptied takes no card: "Empty pile not refilled" refuses the Q♠."""
    game = sn.position("bakers_dozen", {"tableau1": "KC QS", "tableau2": "", "tableau3": "QH 7C",
                                        "tableau4": "2S 9D"})
    return ex.WhichRule(game, "t1-t2", choices=["empty_king_only", "empty_never", "build_down"])


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("make, texts", [
    (_by_suit, ["Build by suit", "build by suit", "BUILD BY SUIT", "by suit", "the build by suit",
                "Build by suit.", "« build-by-suit »", "build_by_suit", "buildbysuit",
                "Construire par couleur", "construire par couleur !", "par couleur", "Par Couleur"]),
    (_never_filled, ["Empty pile not refilled", "an empty pile not refilled", "empty_never", "emptynever",
                     "empty never", "Pile vide non remplie", "la pile vide non remplie",
                     "une pile vide non remplie", "pile vide, non remplie"]),
])
def test_which_rule_takes_a_choice_named_in_words(make, texts, lang):
    """With choices, a rule named in words counts: its glossary term or short form, in English or
    French, in any case, with or without articles, punctuation or accents, or its key."""
    sn.set_lang(lang)
    q = make()
    for text in texts:
        result = q.check(text)
        assert result.correct and q.score(text) == 1.0, (text, result.text)
        assert ("refuses it" if lang == "en" else "le refuse") in result.text


def test_a_rule_of_one_game_is_named_by_its_labels():
    """Golf's own rule (no glossary entry) is named by its labels and its key, as a choice or not."""
    from solitaire_nb.games.golf import NOTHING_ON_A_KING
    game = sn.position("golf", {"tableau1": "QH", "tableau2": "5C", "waste": "KS", "stock": "(2D)"})
    for q in (ex.WhichRule(game, "t1-w", choices=["build_up_or_down", NOTHING_ON_A_KING, "single_card_move"]),
              ex.WhichRule(game, "t1-w")):
        for text in ("nothing on a king", "Nothing on King", "rien sur un roi", "Rien sur le Roi !",
                     "golf_nothing_on_king"):
            assert q.check(text).correct, text
    sn.set_lang("fr")
    assert "Rien sur un Roi" in q.check("nothing on a king").text


def test_which_rule_answers_an_ambiguous_unknown_or_wrong_name_with_the_choices():
    q = _by_suit("build_by_colour", "build_by_suit", "face_down")
    assert "Answer with a letter, or name the rule in words" in q.ask("en")
    assert "nommez la règle en toutes lettres" in q.ask("fr")
    assert "with a letter" not in ex.WhichRule(q.game, "t1-f1").ask("en")  # no choices, no letters
    listed = "a) « Build by colour », b) « Build by suit », c) « Face down »"
    both = q.check("couleur")  # "Construire par couleur (rouge et noir)" and "Construire par couleur"
    assert not both.correct and q.score("couleur") == 0.0
    assert "fits more than one choice (« Build by colour », « Build by suit »)" in both.text
    assert listed in both.text
    for text in ("banana", "build down", "", 42, ["b"]):  # nothing among the choices: no exception
        result = q.check(text)
        assert not result.correct and q.score(text) == 0.0 and listed in result.text, text
    sn.set_lang("fr")
    french = q.check("couleur", reveal=False).text.replace("\u00a0", " ")  # in steps too
    assert "correspond à plusieurs choix" in french and "c) « Face cachée »" in french
    assert "ne nomme aucun des choix" in q.check("Build down").text
    wrong = q.check("face down").text.replace("\u00a0", " ")  # a wrong choice: named, with the right one
    assert "vous avez nommé « Face cachée »" in wrong and "« Construire par couleur »" in wrong
    assert q.score("face down") == 0.0


def test_explain_why_is_kept_for_the_teacher_and_not_graded(tmp_path):
    ex.explanations().clear()
    why = ex.ExplainWhy({"en": "Why may J♦ not go on Q♥?", "fr": "Pourquoi J♦ ne va-t-il pas sur Q♥ ?"},
                        name="jd-on-qh", concept="build_alternate_colour")
    assert "Build by alternate colour" in why.ask() and "Pourquoi" in why.ask("fr")
    empty = why.check("")
    assert empty.correct is None and len(ex.explanations()) == 0 and "Write" in empty.headline
    first = why.check("both are red")
    assert first.correct is None and "Noted" in first.headline and "both are red" in first.text
    why.check("Both are red cards.")  # the last answer replaces the first
    other = ex.ExplainWhy({"en": "Why?", "fr": "Pourquoi ?"})
    other.check("because")
    listed = ex.explanations().to_list("fr")
    assert [item["answer"] for item in listed] == ["Both are red cards.", "because"]
    assert listed[0]["question"].startswith("Pourquoi")
    assert "Both are red cards." in ex.explanations()._repr_markdown_()
    import json
    saved = ex.explanations().save(tmp_path / "answers.json")
    assert json.loads(saved.read_text(encoding="utf-8"))[1] == {"name": "Why?", "question": "Why?",
                                                               "answer": "because"}
    assert "Both are red cards." in why.solution().text
    ex.explanations().clear()
    assert "No explanation" in ex.explanations().text()


def test_the_examples_in_the_docstrings_run():
    import doctest

    from solitaire_nb.teaching import why
    for module in (ex, why):
        failed, attempted = doctest.testmod(module)
        assert attempted > 0 and failed == 0, module.__name__


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_sentence_is_finished(klondike, lang):
    """Questions and feedback, in each step, never show a placeholder left unfilled."""
    game = sn.position("klondike", {"tableau1": "AC", "waste": "2C"})
    made = [(ex.LegalMoves(klondike, ["t2-t1", "t3-t1"]), ["b"]), (ex.PickTarget(klondike, "t2"), ["t3"]),
            (ex.BuildSequence(game, ex.OnFoundation("2C"), solution=["t1-f1", "w-f1"]), ["w-f1"]),
            (ex.CountCapacity(2, 2, onto_empty=True), 3),
            (ex.WhichFit(Build(Down(by=2), REGARDLESS_OF_SUIT), "9S", "7H 8S"), ["8S"]),
            (ex.Question({"en": "Legal?", "fr": "Permis ?"}, True, concept="build_down_by"), "non"),
            (ex.WhichRule(klondike, "t3-t1", choices=["build_down_by", "build_alternate_colour"]), "a"),
            (ex.ExplainWhy({"en": "Why?", "fr": "Pourquoi ?"}, concept="build_down_by"), "so")]
    for exercise, wrong in made:
        texts = [exercise.ask(lang), exercise.check(wrong, lang, reveal=False).text,
                 exercise.check(wrong, lang, reveal=False).reveal().text, exercise.solution(lang).text]
        for text in texts:
            assert "{" not in text and "}" not in text, text
    ex.explanations().clear()
