"""What the game says around its cards: status counters, the double-click, the won / lost sentence."""

from __future__ import annotations

import dataclasses

import solitaire_nb as sn
from solitaire_nb.engine.status import (
    counters,
    double_click_move,
    double_click_rule,
    has_free_cells,
    outcome_sentence,
)
from solitaire_nb.rules.double_click import TO_FOUNDATION, TO_FOUNDATION_OR_FREE_CELL
from solitaire_nb.rules.goals import SPIDER_WIN, AllOnFoundations
from solitaire_nb.text.phrases import NBSP

RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


def values(game: sn.Game) -> dict:
    return {c.key: c.value for c in counters(game)}


def texts(game: sn.Game, lang: str) -> list[str]:
    return [c.text(lang) for c in counters(game)]


# --------------------------------------------------------------------------- counters

def test_klondike_counts_the_stock_and_the_redeals_left() -> None:
    g = sn.new_game("klondike", deal=7)
    assert values(g) == {"stock": 24, "redeals_left": 2, "score": 0, "moves": 0, "time": "0:00"}
    while g.pile("stock").cards:
        g.play("deal")
    assert values(g)["stock"] == 0 and values(g)["redeals_left"] == 2
    g.play("redeal")
    assert values(g)["redeals_left"] == 1 and values(g)["stock"] == 24
    assert "Redeals left 1" in texts(g, "en")
    assert "Redistributions restantes 1" in texts(g, "fr")
    assert "deals_left" not in values(g)


def test_klondike_draw_three_has_unlimited_redeals_in_words() -> None:
    g = sn.new_game("klondike", deal=7, draw=3)
    assert "Redeals left unlimited" in texts(g, "en")
    assert "Redistributions restantes illimitées" in texts(g, "fr")


def test_spider_shows_the_deals_left_not_the_redeals() -> None:
    g = sn.new_game("spider", deal=3, suits=1)
    assert values(g)["stock"] == 50 and values(g)["deals_left"] == 5
    assert "redeals_left" not in values(g)
    assert not any("Redeals" in text for text in texts(g, "en"))
    g.play("deal")
    assert values(g)["stock"] == 40 and values(g)["deals_left"] == 4
    assert "Deals left 4" in texts(g, "en") and "Donnes restantes 4" in texts(g, "fr")


def test_a_short_last_deal_still_counts() -> None:
    g = sn.new_game("scorpion", deal=2)
    stock = values(g)["stock"]
    piles = len(g.group_piles("tableau"))
    assert 0 < stock < piles and values(g)["deals_left"] == 1


def test_freecell_counts_its_empty_free_cells_and_has_no_stock() -> None:
    g = sn.new_game("freecell", deal=1)
    assert values(g) == {"free_cells": 4, "score": 0, "moves": 0, "time": "0:00"}
    g.play(sn.Move("tableau1", "reserve1", 1))
    assert values(g)["free_cells"] == 3 and values(g)["moves"] == 1
    assert "Empty free cells 3" in texts(g, "en")


def test_a_game_without_stock_or_free_cells_shows_score_moves_and_time() -> None:
    g = sn.new_game("beleaguered_castle", deal=1)
    assert list(values(g)) == ["score", "moves", "time"]


def test_time_is_minutes_and_seconds() -> None:
    g = sn.new_game("klondike", deal=7)
    now = [100.0]
    g.clock = lambda: now[0]
    g.play("deal")
    now[0] += 125
    assert values(g)["time"] == "2:05"
    assert "Temps 2:05" in texts(g, "fr")


# --------------------------------------------------------------------------- the double-click

def test_double_click_in_klondike_goes_to_a_foundation() -> None:
    g = sn.new_game("klondike", deal=7)
    assert str(g.pile("tableau4").top) == "AS"
    move = double_click_move(g, "tableau4")
    assert move is not None and move.source == "tableau4" and move.count == 1
    assert g.pile(move.target).role == "foundation"
    g.play(move)
    assert [str(c) for c in g.pile(move.target).cards] == ["AS"]


def test_double_click_prefers_the_foundation_already_started() -> None:
    g = sn.position("klondike", {"foundation3": "AS", "tableau1": "2S"})
    assert double_click_move(g, "tableau1") == sn.Move("tableau1", "foundation3", 1)


def test_double_click_in_freecell_falls_back_to_a_free_cell() -> None:
    g = sn.new_game("freecell", deal=1)
    assert has_free_cells(g) and double_click_rule(g) is TO_FOUNDATION_OR_FREE_CELL
    assert g.foundation_move("tableau1") is None
    assert double_click_move(g, "tableau1") == sn.Move("tableau1", "reserve1", 1)
    g.play(double_click_move(g, "tableau1"))
    assert double_click_move(g, "reserve1") is None       # a free cell's card stays put
    assert double_click_move(g, "tableau2") == sn.Move("tableau2", "reserve2", 1)


def test_double_click_without_free_cells_returns_none_when_no_foundation_takes_it() -> None:
    g = sn.new_game("klondike", deal=7)
    assert not has_free_cells(g) and double_click_rule(g) is TO_FOUNDATION
    assert g.pile("tableau1").top.rank != 1
    assert double_click_move(g, "tableau1") is None
    assert double_click_move(g, "foundation1") is None    # empty pile


def test_a_declared_double_click_rule_wins_over_the_default() -> None:
    g = sn.new_game("freecell", deal=1)
    g.declaration = dataclasses.replace(g.declaration, double_click=TO_FOUNDATION)
    assert double_click_rule(g) is TO_FOUNDATION
    assert double_click_move(g, "tableau1") is None


# --------------------------------------------------------------------------- won, lost

def test_a_won_klondike_says_every_card_is_on_the_foundations() -> None:
    g = sn.position("klondike", {f"foundation{i}": " ".join(f"{r}{s}" for r in "A23456789TJQK")
                                 for i, s in enumerate("SHDC", start=1)})
    assert g.is_won()
    assert outcome_sentence(g, "en") == "You won! Every card is on the foundations."
    assert outcome_sentence(g, "fr") == f"Gagné{NBSP}! Toutes les cartes sont sur les fondations."


def test_spider_won_with_runs_in_the_tableau_does_not_speak_of_foundations() -> None:
    g = sn.position("spider", {f"tableau{i}": RUN for i in range(1, 9)}, suits=1)
    assert g.is_won() and not any(g.pile(f"foundation{i}").cards for i in range(1, 9))
    en, fr = outcome_sentence(g, "en"), outcome_sentence(g, "fr")
    assert en.startswith("You won!") and "complete runs" in en
    assert "foundations" not in en
    assert "suites complètes" in fr and "fondations" not in fr
    assert "foundations" in SPIDER_WIN.goal.text("en")     # the goal names both ways to win


def test_a_lost_game_says_why_and_what_to_do() -> None:
    g = sn.position("klondike", {"tableau1": "(2S) 5H", "tableau2": "(AS) 5D"}, redeals=0)
    assert g.is_lost()
    en = outcome_sentence(g, "en")
    assert en.startswith(g.outcome().text("en")) and en.endswith("Undo, restart or try a new deal.")
    assert outcome_sentence(g, "fr").endswith("Annulez, recommencez ou essayez une nouvelle donne.")


def test_a_game_going_on_has_no_outcome_sentence() -> None:
    assert outcome_sentence(sn.new_game("klondike", deal=7), "en") is None


def test_every_win_rule_says_what_winning_means_in_both_languages() -> None:
    for game_id in sn.list_games():
        won = sn.new_game(game_id, deal=1).declaration.won
        assert isinstance(won, AllOnFoundations) or hasattr(won, "goal"), game_id
        assert won.goal.text("en") and won.goal.text("fr"), game_id
