"""Won, lost, stuck (going in circles) and the seed page's FreeCell score."""

from __future__ import annotations

import random

import pytest

import solitaire_nb as sn
from solitaire_nb.engine.strategy import progress

FULL_FREECELL_ROW = {"tableau3": "KC", "tableau4": "KS", "tableau5": "QC", "tableau6": "QS",
                     "tableau7": "JC", "tableau8": "JS"}


def test_klondike_won_after_the_last_card():
    piles = {f"foundation{i}": " ".join(f"{r}{s}" for r in "A23456789TJQK")
             for i, s in enumerate("CDH", start=1)}
    piles["foundation4"] = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"
    piles["tableau1"] = "KS"
    game = sn.position("klondike", piles, partial=False)
    assert game.outcome().state == "playing"
    game.play("t1-f4")
    assert game.is_won() and game.outcome().state == "won"
    assert "Won" in game.outcome().text("en") and "Gagné" in game.outcome().text("fr")


def test_klondike_lost_when_no_move_is_left():
    game = sn.position("klondike", {"tableau1": "(2C) 5H", "waste": "9C 3S"}, redeals=0)
    outcome = game.outcome()
    assert outcome.state == "lost" and game.is_lost()
    assert "no legal move" in outcome.text("en")


def test_klondike_stuck_when_a_stock_pass_changes_nothing():
    game = sn.position("klondike", {"tableau1": "(2C) 5H", "waste": "9C 3S", "stock": "(8D)"},
                       redeals="unlimited")
    assert not game.is_lost()  # dealing is still possible...
    outcome = game.outcome()
    assert outcome.state == "stuck" and outcome.reason == "stock"  # ...but it leads nowhere
    assert "stock" in outcome.text("en") and "pioche" in outcome.text("fr")
    assert game.outcome(rule="aisleriot").state == "playing"  # AisleRiot never gives up


def test_klondike_not_stuck_while_a_stock_card_can_be_used():
    game = sn.position("klondike", {"tableau1": "(2C) 5H", "waste": "9C 3S", "stock": "(4C)"},
                       redeals="unlimited")
    assert game.outcome().state == "playing"  # 4C will go on 5H after a deal


def test_klondike_stuck_by_repetition():
    # Moving 5H onto 6S turns up 2C; nothing else can ever change.
    game = sn.position("klondike", {"tableau1": "(2C) 5H", "tableau2": "6S", "waste": "9C 3S",
                                    "stock": "(8D)"}, redeals="unlimited")
    assert game.outcome().state == "playing"
    game.play("t1-t2")
    assert game.outcome().state == "stuck"


def test_freecell_positions_repeat_but_a_new_move_exists():
    game = sn.position("freecell", {"tableau1": "5H", "tableau2": "6S", "reserve1": "2C",
                                    "reserve2": "3C", "reserve3": "4C", "reserve4": "9D",
                                    **FULL_FREECELL_ROW})
    game.play("12")
    game.play("21")  # back to the opening position
    assert game.outcome().state == "playing"  # 4C can still go on 5H


def test_freecell_stuck_when_every_move_repeats():
    # Free cells full; the red 8 can only shuttle between the two black nines.
    game = sn.position("freecell", {"tableau1": "9C 8H", "tableau2": "9S", "reserve1": "2C",
                                    "reserve2": "3C", "reserve3": "4C", "reserve4": "9D",
                                    **FULL_FREECELL_ROW})
    assert game.outcome().state == "playing"
    game.play("12")  # from here the only way is back: nothing new can ever happen
    assert game.outcome().state == "stuck"
    game.play("21")
    outcome = game.outcome()
    assert outcome.state == "stuck" and outcome.reason == "repeat"
    assert game.outcome(rule="aisleriot").state == "playing"


def test_freecell_lost_when_nothing_moves():
    game = sn.position("freecell", {"reserve1": "2C", "reserve2": "3C", "reserve3": "4C",
                                    "reserve4": "9D", "tableau1": "8H", "tableau2": "2S",
                                    **FULL_FREECELL_ROW})
    assert game.outcome().state == "lost"


@pytest.mark.parametrize("game_id,options", [("klondike", {"draw": 1}), ("klondike", {"draw": 3}),
                                             ("freecell", {})])
def test_no_false_stuck_over_random_games(game_id, options):
    """When a game is declared stuck, no continuation can make progress: random
    continuations never beat the best foundations / face-down counts already seen."""
    rng = random.Random(2024)
    stuck_found = 0
    for deal in range(1, 61):
        if deal > 24 and (stuck_found or game_id != "klondike"):
            break  # 24 deals, or more until random Klondike play has run into a stuck game
        game = sn.new_game(game_id, deal=deal, **options)
        best = progress(game)
        history_best = [best]
        for _ in range(250):
            outcome = game.outcome()
            if outcome.over:
                break
            game.play(rng.choice(game.legal_moves()))
            history_best.append(progress(game))
        if outcome.state != "stuck":
            continue
        stuck_found += 1
        most_up = max(up for up, _down in history_best)
        fewest_down = min(down for _up, down in history_best)
        for _trial in range(5):
            trial = game.copy()
            for _ in range(120):
                moves = trial.legal_moves()
                if not moves:
                    break
                trial.play(rng.choice(moves))
                up, down = progress(trial)
                assert up <= most_up and down >= fewest_down, "a stuck game made progress"
    if game_id == "klondike":
        assert stuck_found > 0, "random Klondike play should run into stuck games"


def test_time_and_moves_score():
    game = sn.new_game("freecell", deal=1, scoring="time_and_moves")
    now = [1000.0]
    game.clock = lambda: now[0]
    assert game.score == 0 and game.elapsed == 0
    game.play("1a")
    now[0] += 35
    game.play(game.legal_moves()[0])
    assert game.elapsed == 35
    assert game.score == 2 + 3  # two moves, three started ten-second periods... counted as whole tens
    copy = sn.load_game(game.to_json())
    assert copy.elapsed == 35
    aisleriot = sn.new_game("freecell", deal=1)
    assert aisleriot.options["scoring"] == "aisleriot"
