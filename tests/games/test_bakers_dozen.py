"""Baker's Dozen: deal, rules, score, win and loss."""


import pytest

import solitaire_nb as sn

GAME = "bakers_dozen"


@pytest.mark.parametrize("deal", [1, 2, 3, 4, 5])
def test_deal_thirteen_piles_of_four_kings_at_the_bottom(deal):
    game = sn.new_game(GAME, deal=deal)
    piles = game.group_piles("tableau")
    assert [len(p.cards) for p in piles] == [4] * 13
    assert all(c.face_up for p in piles for c in p.cards)
    for pile in piles:
        ranks = [c.rank for c in pile.cards]
        kings = ranks.count(13)
        assert ranks[:kings] == [13] * kings


def test_kings_to_bottom_keeps_the_order_of_the_other_cards():
    game = sn.new_game(GAME, order="AC KC 2C KD " + " ".join(
        r + s for s in "CDHS" for r in "A23456789TJQK" if r + s not in ("AC", "KC", "2C", "KD")))
    for pile in game.group_piles("tableau"):
        kings = [c for c in pile.cards if c.rank == 13]
        assert pile.cards[:len(kings)] == kings


def test_score_follows_the_foundations():
    game = sn.position(GAME, {"foundation1": "AC 2C", "tableau1": "3H"})
    assert game.score == 2
    game.play("f1-t1")
    assert game.score == 1


def test_last_move_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}
    game = sn.position(GAME, {**full, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
                              "tableau13": "KS"})
    game.play("t13-f4")
    assert game.is_won() and game.score == 52


def test_loss_when_no_move_is_left():
    game = sn.position(GAME, {"tableau1": "AC 3C", "tableau2": "2C 5D"})
    assert game.is_lost()
