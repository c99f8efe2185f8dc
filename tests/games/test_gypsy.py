"""Gypsy: deal, rules, score, win and loss."""



from game_tools import faces, position_maker

import solitaire_nb as sn

GAME = "gypsy"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


def test_deal_eight_piles_of_two_down_one_up():
    game = sn.new_game(GAME, deal=7)
    assert faces(game, "tableau") == [(3, 1)] * 8
    assert len(game.pile("stock").cards) == 80 and len(game.group_piles("foundation")) == 8
    assert game.score == 0


def test_ten_deals_of_eight_at_any_time():
    game = sn.new_game(GAME, deal=7)
    for _ in range(10):
        assert game.play("deal").count == 8
    assert not game.pile("stock").cards and game.deal_action() is None


def test_score_five_per_card_sixty_per_suit_two_per_alternating_pair():
    game = pos({"foundation1": " ".join(r + "H" for r in "A23456789TJQK"), "foundation2": "AS 2S",
                "tableau1": "(4D) 9S 8H 7C", "tableau2": "8D 7H", "tableau3": "(TC) 9D",
                "tableau4": "8C"})
    assert game.score == 15 * 5 + 60 + 2 * 2  # 8D 7H are both red; TC is face down
    game.play("t2-t4")  # 7H on 8C: one more pair
    assert game.score == 15 * 5 + 60 + 3 * 2


def test_any_card_fills_an_empty_pile_and_foundations_in_play():
    game = pos({"foundation1": "AH 2H", "tableau1": "", "tableau2": "3C"})
    game.play("f1-t2")
    game.play("t2-t1x2")
    assert [str(c) for c in game.pile("tableau1").cards] == ["3C", "2H"]


def test_last_move_wins_with_1000_points():
    full = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDHSCDH", 1)}
    game = pos({**full, "foundation8": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "tableau8": "KS"})
    game.play("t8-f8")
    assert game.is_won() and game.score == 1000


def test_no_move_left_is_a_loss():
    game = pos({f"tableau{i}": c for i, c in enumerate("5C 5D 5H 5S 5C 5D 5H 5S".split(), 1)})
    assert game.is_lost()
