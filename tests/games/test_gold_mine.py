"""Gold Mine: deal, rules, score, win and loss."""

import random

import pytest

import solitaire_nb as sn
from solitaire_nb.examples import examples
from solitaire_nb.serialize import from_dict
from solitaire_nb.strategy import greedy_player, play_out, random_player

GAME = "gold_mine"

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


def test_everything_starts_in_the_stock():
    game = sn.new_game(GAME, deal=7)
    assert all(not p.cards for p in game.piles if p.id != "stock")
    assert len(game.pile("stock").cards) == 52 and game.redeals_left == 0


def test_seventeen_clicks_of_three_then_one_and_no_redeal():
    game = sn.new_game(GAME, deal=7)
    counts = []
    while game.pile("stock").cards:
        counts.append(game.play("deal").count)
    assert counts == [3] * 17 + [1]
    assert all(c.face_up for c in game.pile("waste").cards)
    assert game.deal_action() is None
    refused_by(game, "redeal", "redeal")


def test_any_card_fills_an_empty_pile():
    game = pos({"waste": "5D", "tableau1": ""})
    game.play("w-t1")
    assert str(game.pile("tableau1").cards[0]) == "5D"


def test_score_and_last_move_wins():
    game = pos({**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "tableau1": "KS"})
    assert game.score == 51
    game.play("t1-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({"waste": "5H 9C", **{f"tableau{i}": f"{r}S" for i, r in enumerate("2345678", 1)}})
    assert game.legal_moves() == [] and game.is_lost()
