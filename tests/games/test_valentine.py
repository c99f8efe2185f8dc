"""Valentine: deal, building down by suit, the three stock clicks (filling the piles, turning a
card, the piles under the stock), no score and win."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "valentine"
pos = position_maker(GAME)


def codes(game, pile):
    return [c.code for c in game.pile(pile).cards]


def test_deal_one_face_up_card_on_each_pile_and_48_in_the_stock():
    game = sn.new_game(GAME, deal=2)
    assert faces(game, "tableau") == [(1, 1)] * 4
    stock = game.pile("stock").cards
    assert len(stock) == 48 and not any(c.face_up for c in stock)
    assert not game.pile("waste").cards and game.score == 0


def test_a_card_goes_on_the_next_higher_card_of_its_suit():
    game = pos({"tableau1": "7H", "tableau2": "6H", "tableau3": "AC", "tableau4": "6S", "waste": "KC",
                "stock": "(2D)"})
    assert game.targets("tableau2") == ["tableau1"]
    refused_by(game, "t4-t1", "build_by_suit")
    refused_by(game, "t1-t2", "build_down")
    refused_by(game, "w-t3", "build_down")  # no King on an Ace
    refused_by(game, "t1-w", "waste")
    game.play("t2-t1")
    assert codes(game, "tableau1") == ["7H", "6H"] and not game.pile("tableau2").cards


def test_the_waste_card_builds_and_only_one_card_moves():
    game = pos({"tableau1": "9C 8C", "tableau2": "TC", "tableau3": "3D", "tableau4": "5S", "waste": "4D",
                "stock": "(2D)"})
    assert game.movable_counts("tableau1") == [1]
    refused_by(game, "t1-t2x2", "single_card_move")
    refused_by(game, "w-t4", "build_by_suit")
    game = pos({"tableau1": "9C", "tableau2": "5D", "tableau3": "3D", "tableau4": "5S", "waste": "4D",
                "stock": "(2D)"})
    game.play("w-t2")
    assert codes(game, "tableau2") == ["5D", "4D"] and not game.pile("waste").cards


def test_an_empty_pile_takes_nothing_from_the_player():
    game = pos({"tableau1": "9S", "tableau2": "", "tableau3": "8S", "tableau4": "QD", "waste": "4C",
                "stock": "(2D) (3D)"})
    refused_by(game, "w-t2", "valentine_filled_by_click")
    refused_by(game, "t3-t2", "valentine_filled_by_click")


def test_the_click_fills_empty_piles_waste_card_first_then_the_stock():
    game = pos({"tableau1": "", "tableau2": "9S", "tableau3": "", "tableau4": "", "waste": "4C",
                "stock": "(2D) (3D) (5H)"})
    refused_by(game, "redeal", "valentine_gather")
    game.play("deal")
    assert codes(game, "tableau1") == ["4C"]
    assert codes(game, "tableau3") == ["5H"] and codes(game, "tableau4") == ["3D"]
    assert faces(game, "tableau") == [(1, 1)] * 4
    assert codes(game, "stock") == ["2D"] and not game.pile("waste").cards


def test_the_click_fills_from_the_stock_when_the_waste_is_empty():
    game = pos({"tableau1": "9S", "tableau2": "", "tableau3": "8D", "tableau4": "QD",
                "stock": "(2D) (3D)"})
    game.play("deal")
    assert codes(game, "tableau2") == ["3D"] and faces(game, "tableau")[1] == (1, 1)
    assert not game.pile("waste").cards


def test_the_click_turns_one_card_onto_an_empty_waste_when_no_pile_is_empty():
    game = pos({"tableau1": "9S", "tableau2": "JH", "tableau3": "3C", "tableau4": "QD",
                "stock": "(2D) (3D) (5H)"})
    game.play("deal")
    assert codes(game, "waste") == ["5H"] and game.pile("waste").cards[0].face_up
    assert len(game.pile("stock").cards) == 2
    refused_by(game, "deal", "valentine_deal")  # the waste holds one card at most


def test_the_click_with_a_card_on_the_waste_puts_the_piles_under_the_stock():
    game = pos({"tableau1": "9S 8S", "tableau2": "JH", "tableau3": "3C", "tableau4": "QD TD",
                "waste": "5H", "stock": "(2D) (3D) (6H)"})
    assert [str(m) for m in game.stock_moves()] == ["redeal"]
    assert game.deal_action().kind.written == "redeal"
    game.play("redeal")
    assert codes(game, "tableau1") == ["5H"]
    assert [codes(game, f"tableau{i}") for i in (2, 3, 4)] == [["6H"], ["3D"], ["2D"]]
    assert faces(game, "tableau") == [(1, 1)] * 4 and not game.pile("waste").cards
    # each pile turned over under the stock, the first pile lowest: 8S 9S, JH, 3C, TD QD
    assert codes(game, "stock") == ["8S", "9S", "JH", "3C", "TD", "QD"]
    assert not any(c.face_up for c in game.pile("stock").cards)


def test_the_piles_go_under_the_stock_even_when_it_is_empty():
    game = pos({"tableau1": "KS", "tableau2": "KH", "tableau3": "KC", "tableau4": "QD", "waste": "KD"})
    assert not game.is_won()
    game.play("redeal")
    assert codes(game, "tableau1") == ["KD"]
    assert [codes(game, f"tableau{i}") for i in (2, 3, 4)] == [["QD"], ["KC"], ["KH"]]
    assert codes(game, "stock") == ["KS"]


def test_no_score_and_no_double_click():
    game = pos({"tableau1": "7H", "tableau2": "6H", "stock": "(2D)"})
    assert game.score == 0 and game.double_click_move("tableau2") is None
    game.play("t2-t1")
    assert game.score == 0


def test_won_when_the_stock_and_the_waste_are_empty():
    runs = {f"tableau{i}": " ".join(f"{r}{s}" for r in "KQJT98765432A") for i, s in enumerate("CDHS", 1)}
    runs["tableau4"] = " ".join(f"{r}S" for r in "KQJT98765432")
    runs["waste"] = "AS"
    game = pos(runs)
    assert not game.is_won()
    game.play("w-t4")
    assert game.is_won() and not game.legal_moves()
    assert game.deal_action() is None


def test_never_lost_while_cards_remain_outside_the_piles():
    game = pos({"tableau1": "KS", "tableau2": "KH", "tableau3": "KC", "tableau4": "KD", "waste": "2C",
                "stock": "(3C)"})
    assert game.legal_moves() and not game.is_lost()
