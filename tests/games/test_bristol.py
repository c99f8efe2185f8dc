"""Bristol: deal, stock, rules, score, win and loss."""


import pytest

import solitaire_nb as sn

GAME = "bristol"
FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_deal_eight_fans_of_three_kings_at_the_bottom_and_28_in_stock(deal):
    game = sn.new_game(GAME, deal=deal)
    piles = game.group_piles("tableau")
    assert [len(p.cards) for p in piles] == [3] * 8
    assert all(c.face_up for p in piles for c in p.cards)
    for pile in piles:
        ranks = [c.rank for c in pile.cards]
        assert ranks[:ranks.count(13)] == [13] * ranks.count(13)
    assert len(game.pile("stock").cards) == 28 and all(not p.cards for p in game.group_piles("reserve"))


def test_stock_deals_nine_threes_then_one():
    game = sn.new_game(GAME, deal=5)
    for _ in range(9):
        game.play("deal")
    assert [len(p.cards) for p in game.group_piles("reserve")] == [9, 9, 9]
    game.play("deal")
    assert [len(p.cards) for p in game.group_piles("reserve")] == [10, 9, 9]
    assert all(c.face_up for p in game.group_piles("reserve") for c in p.cards)
    assert game.deal_action() is None


def test_last_move_wins():
    game = sn.position(GAME, {**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "reserve2": "KS"})
    assert game.score == 51
    game.play("r2-f4")
    assert game.is_won() and game.score == 52


def test_loss_when_stock_is_empty_and_no_move_is_left():
    game = sn.position(GAME, {"tableau1": "AC 3C", "tableau2": "2C 5D", "reserve1": "9H"})
    assert game.is_lost()
