"""The deal, score and goal sentences of a game's rule text come from its declaration."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.engine.deal_text import dealt_groups, generated_sentences


def test_every_game_says_its_deal_score_and_goal_in_both_languages():
    problems = []
    for game_id in sn.list_games():
        game = sn.new_game(game_id, deal=1)
        for lang in ("en", "fr"):
            sentences = generated_sentences(game, lang)
            rules = game.rules(lang)
            if not all(s in rules for s in sentences):
                problems.append(f"{game_id} {lang}: generated sentences missing from rules()")
            heads = ("Score:", "Goal:") if lang == "en" else ("Score\u00a0:", "But\u00a0:")
            if not any(s.startswith(heads[0]) for s in sentences) or not sentences[-1].startswith(heads[1]):
                problems.append(f"{game_id} {lang}: {sentences}")
    assert not problems, "\n".join(problems)


def test_the_deal_sentence_counts_what_a_deal_gives():
    """What the sentence counts is what any deal of the game puts in each group."""
    problems = []
    for game_id in sn.list_games():
        game = sn.new_game(game_id, deal=7)
        for prefix, piles, counts, _up in dealt_groups(game):
            dealt = game.group_piles(prefix)
            if len(dealt) != piles or sum(len(p.cards) for p in dealt) != sum(counts):
                problems.append(f"{game_id} {prefix}: {counts} against deal 7")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("game_id", "options", "lang", "expected"), [
    ("klondike", {}, "en", "The deal: Stock — 24 cards, face down; Tableau — 28 cards in 7 piles, "
                           "1 to 7 a pile, 7 face up."),
    ("klondike", {}, "fr", "La donne\u00a0: Pioche — 24 cartes, face cachée\u00a0; Tableau — 28 cartes "
                           "en 7 piles, de 1 à 7 par pile, 7 face visible."),
    ("golf", {}, "en", "The deal: Stock — 17 cards, face down; Tableau — 7 piles of 5 cards, face up."),
    ("freecell", {}, "en", "The deal: Tableau — 52 cards in 8 piles, 6 to 7 a pile, face up."),
    ("gaps", {}, "en", "The deal: Tableau — one card on 48 of its 52 piles, face up."),
    ("spider", {}, "en", "The deal: Stock — 50 cards, face down; Tableau — 54 cards in 10 piles, "
                         "5 to 6 a pile, 10 face up."),
])
def test_deal_sentences(game_id, options, lang, expected):
    assert generated_sentences(sn.new_game(game_id, deal=3, **options), lang)[0] == expected


def test_score_sentences_are_the_score_rules_own():
    golf = sn.new_game("golf", deal=1)
    assert "Score: one point per card cleared from the tableau (35 at most)." in golf.rules("en")
    poker = sn.new_game("poker", deal=1)
    assert not any("foundation" in s for s in generated_sentences(poker, "en"))
    clock = sn.new_game("clock", deal=1)
    goal = "Goal: Every pile of the clock holds the four cards of its hour."
    assert generated_sentences(clock, "en")[-1] == goal


def test_where_foundations_hold_the_cards_taken_away_the_score_says_so():
    for game_id in ("block_ten", "thirteen", "accordion", "camelot"):
        assert "Score: one point per card taken away." in sn.new_game(game_id, deal=1).rules("en"), game_id
    klondike = sn.new_game("klondike", deal=1)
    assert "Score: each card on a foundation is worth one point." in klondike.rules("en")


def test_where_every_card_is_taken_away_the_goal_says_so():
    assert "Goal: Every card has been taken away." in sn.new_game("thirteen", deal=1).rules("en")
    assert "But\u00a0: Toutes les cartes ont été retirées." in sn.new_game("fourteen", deal=1).rules("fr")
    assert "Goal: Every card is on the foundations." in sn.new_game("klondike", deal=1).rules("en")
