"""Saratoga: deal, rules, redeal options, score, win and loss."""

import random

import pytest

import solitaire_nb as sn
from solitaire_nb.examples import examples
from solitaire_nb.serialize import from_dict
from solitaire_nb.strategy import greedy_player, play_out, random_player

GAME = "saratoga"

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


def pos(piles, state=None, **options):
    return from_dict({"game": GAME, "options": options, "partial": True, "state": state or {},
                      "piles": {k: v.split() for k, v in piles.items()}})


def faces(game, group):
    return [(len(p.cards), sum(c.face_up for c in p.cards)) for p in game.group_piles(group)]


def refused_by(game, move, key):
    before = game.to_json()
    refusal = game.check(move)
    assert refusal is not None and refusal.rule.key == key, refusal
    with pytest.raises(sn.IllegalMove):
        game.play(move)
    assert game.to_json() == before


@pytest.mark.parametrize("example", examples(GAME), ids=lambda e: e.caption["en"][:40])
def test_examples(example):
    assert example.verify() == []


@pytest.mark.parametrize("deal", [1, 2, 3, 4])
def test_random_play_reaches_an_end(deal):
    game = sn.new_game(GAME, deal=deal)
    player = random_player(random.Random(deal)) if deal % 2 else greedy_player(random.Random(deal))
    outcome = play_out(game, player, max_moves=3000)
    assert outcome in ("won", "lost", "stuck")
    assert (outcome == "won") == game.is_won()
    assert outcome != "lost" or game.is_lost()


@pytest.mark.parametrize("draw", [1, 3])
@pytest.mark.parametrize("redeals", [2, "unlimited"])
def test_deal_all_face_up_staircase(draw, redeals):
    game = sn.new_game(GAME, deal=9, draw=draw, redeals=redeals)
    assert faces(game, "tableau") == [(k, k) for k in range(1, 8)]
    assert len(game.pile("stock").cards) == 24
    assert game.redeals_left == (2 if redeals == 2 else None)
    assert game.deal_action().count == draw


def test_two_redeals_by_default_as_in_the_manual():
    game = pos({"stock": "(4C)"})
    for _ in range(2):
        game.play("deal")
        game.play("redeal")
    game.play("deal")
    refused_by(game, "redeal", "redeal")


def test_unlimited_redeals_as_in_aisleriot_code():
    game = pos({"stock": "(4C)"}, redeals="unlimited")
    for _ in range(5):
        game.play("deal")
        game.play("redeal")
    assert game.redeals_left is None


def test_score_and_last_move_wins():
    game = pos({**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "tableau7": "KS"})
    game.play("t7-f4")
    assert game.is_won() and game.score == 52
