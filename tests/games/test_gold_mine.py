"""Gold Mine: deal, rules, score, win and loss."""



from game_tools import position_maker, refused_by

import solitaire_nb as sn

GAME = "gold_mine"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


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
