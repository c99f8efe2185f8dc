"""Scuffle: Auld Lang Syne's deal and rules, two reshuffling redeals, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn
from solitaire_nb.teaching.family_positions import ACES_ON_FOUNDATIONS

GAME = "scuffle"
pos = position_maker(GAME)


def codes(game):
    return sorted(c.code for p in game.piles for c in p.cards)


def test_deal_as_auld_lang_syne():
    game = sn.new_game(GAME, deal=5)
    assert [[c.code for c in p.cards] for p in game.group_piles("foundation")] == \
        [["AC"], ["AD"], ["AH"], ["AS"]]
    assert len(game.pile("stock").cards) == 48 and faces(game, "reserve") == [(0, 0)] * 4
    assert game.score == 0 and game.redeals_left == 2


def test_reserves_play_to_foundations_only():
    game = pos({**ACES_ON_FOUNDATIONS, "reserve1": "9C 2H", "reserve2": "3S", "stock": "(5D)"})
    refused_by(game, "r2-r1", "reserve")
    refused_by(game, "r2-f1", "build_up")
    refused_by(game, "redeal", "scuffle_reshuffle")
    game.play("r1-f2")
    assert game.score == 1


def test_a_partial_deal_goes_to_the_first_reserves():
    game = pos({**ACES_ON_FOUNDATIONS, "stock": "(5D) (6D)"})
    game.play("deal")
    assert faces(game, "reserve") == [(1, 1), (1, 1), (0, 0), (0, 0)]


def test_redeal_gathers_and_shuffles_the_reserves_twice_at_most():
    game = sn.new_game(GAME, deal=11)
    for _ in range(12):
        game.play("deal")
    assert game.check("deal") is not None
    before = codes(game)
    reserves = [c.code for p in game.group_piles("reserve") for c in p.cards]
    game.play("redeal")
    stock = game.pile("stock").cards
    assert faces(game, "reserve") == [(0, 0)] * 4 and len(stock) == 48
    assert not any(c.face_up for c in stock) and codes(game) == before
    assert [c.code for c in stock] != reserves and game.redeals_left == 1
    # the same deal reshuffles the same way
    again = sn.new_game(GAME, deal=11)
    for _ in range(12):
        again.play("deal")
    again.play("redeal")
    assert again.to_json(history=False) == game.to_json(history=False)
    for _ in range(12):
        game.play("deal")
    game.play("redeal")
    assert game.redeals_left == 0
    for _ in range(12):
        game.play("deal")
    refused_by(game, "redeal", "scuffle_reshuffle")


def test_won_and_lost():
    full = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}
    game = pos({**full, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "reserve2": "KS"})
    game.play("r2-f4")
    assert game.is_won() and game.score == 48
    game = pos({**ACES_ON_FOUNDATIONS, "reserve1": "5C", "reserve2": "KD"})
    assert not game.is_lost()
    game.redeals_used = 2
    assert game.is_lost()
