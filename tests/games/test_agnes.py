"""Agnes: deal, base card, rules, score, win and loss."""



from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "agnes"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


def test_deal_staircase_base_card_and_stock():
    game = sn.new_game(GAME, deal=7)
    assert faces(game, "tableau") == [(k, 1) for k in range(1, 8)]
    base = game.pile("foundation1").cards
    assert len(base) == 1 and base[0].face_up and game.state["base_rank"] == base[0].rank
    assert len(game.pile("stock").cards) == 23 and game.score == 1


def test_deals_of_seven_seven_seven_two():
    game = sn.new_game(GAME, deal=7)
    assert [game.play("deal").count for _ in range(4)] == [7, 7, 7, 2]
    assert game.deal_action() is None


def test_other_foundations_start_with_the_base_rank_and_wrap():
    game = pos({"foundation1": "9D", "tableau1": "9C", "tableau2": "TC", "foundation3": "QS KS",
                "tableau3": "AS"}, state={"base_rank": 9}, reachable=False)
    refused_by(game, "t2-f2", "base_card")
    game.play("t1-f2")
    game.play("t3-f3")
    assert game.score == 5


def test_sequences_stop_at_the_base_rank_and_kings_go_on_aces():
    game = pos({"tableau1": "(2D) 6S 5C 4S", "tableau2": "6C", "tableau3": "AH", "tableau4": "KD"},
               state={"base_rank": 5})
    assert game.movable_counts("tableau1") == [1]
    refused_by(game, "t1-t2x2", "agnes_sequence_stops_at_base")
    game.play("t4-t3")
    other = pos({"tableau1": "6S 5C 4S", "tableau2": "7C"}, state={"base_rank": 9})
    assert other.movable_counts("tableau1") == [1, 2, 3]


def test_empty_piles_are_filled_only_by_deals():
    game = pos({"tableau1": "", "tableau2": "(3C) KC", "stock": "(2S) (3S)"}, state={"base_rank": 5})
    refused_by(game, "t2-t1", "empty_never")
    game.play("deal")
    assert faces(game, "tableau")[:2] == [(1, 1), (3, 2)]


def test_last_move_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "789TJQKA23456") for i, s in enumerate("CDH", 1)}
    game = pos({**full, "foundation4": "7S 8S 9S TS JS QS KS AS 2S 3S 4S 5S", "tableau3": "6S"},
               state={"base_rank": 7})
    game.play("t3-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({"tableau1": "5H", "tableau2": "9S"}, state={"base_rank": 7})
    assert game.is_lost()
