"""Jumbo: deal, rules, score, win and loss."""



from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "jumbo"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


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
