"""Jumbo: deal, rules, score, win and loss."""

import random

import pytest

import solitaire_nb as sn
from solitaire_nb.examples import examples
from solitaire_nb.serialize import from_dict
from solitaire_nb.strategy import greedy_player, play_out, random_player

GAME = "jumbo"

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


def test_deal_nine_piles_nine_down_to_one_tops_up():
    game = sn.new_game(GAME, deal=7)
    assert faces(game, "tableau") == [(9 - k, 1) for k in range(9)]
    assert all(p.cards[-1].face_up for p in game.group_piles("tableau"))
    assert len(game.pile("stock").cards) == 59 and len(game.group_piles("foundation")) == 8
    assert game.redeals_left == 1 and game.score == 0


def test_one_redeal_only():
    game = pos({"stock": "(4C)"})
    game.play("deal")
    game.play("redeal")
    game.play("deal")
    refused_by(game, "redeal", "redeal")
    assert game.is_lost()


def test_score_and_last_move_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDHSCDH", 1)}
    game = pos({**full, "foundation8": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "tableau9": "KS"})
    assert game.score == 103
    game.play("t9-f8")
    assert game.is_won() and game.score == 104
