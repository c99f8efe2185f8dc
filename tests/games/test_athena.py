"""Athena: deal, rules, score, win and loss."""

import random

import pytest

import solitaire_nb as sn
from solitaire_nb.examples import examples
from solitaire_nb.serialize import from_dict
from solitaire_nb.strategy import greedy_player, play_out, random_player

GAME = "athena"

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
def test_deal_four_rows_down_up_down_up(draw):
    game = sn.new_game(GAME, deal=5, draw=draw)
    for pile in game.group_piles("tableau"):
        assert [c.face_up for c in pile.cards] == [False, True, False, True]
    assert len(game.pile("stock").cards) == 24 and not game.pile("waste").cards
    assert game.redeals_left == 2 and game.score == 0
    move = game.deal_action()
    assert move.kind == "deal" and move.count == draw


def test_face_down_card_in_the_middle_turns_up_when_uncovered():
    game = pos({"tableau1": "(5C) 9S (4D) 8H", "tableau2": "9C"})
    refused_by(game, "t1-t2x3", "face_down")
    game.play("t1-t2")
    assert game.pile("tableau1").cards[-1].face_up and str(game.pile("tableau1").cards[-1]) == "4D"
    assert not game.pile("tableau1").cards[0].face_up


def test_two_redeals_then_none():
    game = pos({"stock": "(4C)"})
    for _ in range(2):
        game.play("deal")
        game.play("redeal")
    game.play("deal")
    assert game.redeals_left == 0
    refused_by(game, "redeal", "redeal")
    assert game.is_lost()


def test_score_and_last_move_wins():
    game = pos({**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "waste": "KS"})
    assert game.score == 51
    game.play("w-f4")
    assert game.is_won() and game.score == 52
