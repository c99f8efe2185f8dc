"""Carpet: deal, plays to the foundations from the carpet and the waste, refills, score,
win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "carpet"
pos = position_maker(GAME)

ACES = {"foundation1": "AC", "foundation2": "AD", "foundation3": "AH", "foundation4": "AS"}
CARPET = {f"tableau{i}": card for i, card in enumerate(
    "5C 6C 7C 8C 9C 5D 6D 7D 8D 9D 5H 6H 7H 8H 9H 5S 6S 7S 8S 9S".split(), start=1)}


def codes(game, pile_id):
    return [str(c) for c in game.pile(pile_id).cards]


def test_deal_aces_on_the_foundations_twenty_face_up_cells_28_in_the_stock():
    game = sn.new_game(GAME, deal=9)
    assert [codes(game, f"foundation{i}") for i in range(1, 5)] == [["AC"], ["AD"], ["AH"], ["AS"]]
    assert faces(game, "tableau") == [(1, 1)] * 20
    stock = game.pile("stock").cards
    assert len(stock) == 28 and not any(c.face_up for c in stock)
    assert game.pile("waste").cards == []
    assert game.score == 4  # the manual: every card on the foundations counts, Aces included


def test_draw_one_and_no_redeal():
    game = pos({**ACES, **CARPET, "stock": "(TC) (TD)"})
    game.play("deal")
    assert codes(game, "waste") == ["TD"] and game.pile("waste").cards[0].face_up
    game.play("deal")
    assert game.deal_action() is None
    refused_by(game, "redeal", "redeal")


def test_carpet_and_waste_cards_go_up_in_suit_to_the_foundations():
    game = pos({**ACES, **CARPET, "tableau7": "2H", "tableau12": "2C", "tableau20": "3S",
                "waste": "TC 2D", "stock": "(TD)"})
    for move in ("t7-f3", "t12-f1", "w-f2"):
        assert game.is_legal(move), move
    refused_by(game, "t12-f2", "build_by_suit")
    refused_by(game, "t20-f4", "build_up")
    refused_by(game, "waste-f1x2", "single_card_move")


def test_nothing_is_built_on_the_carpet_and_foundation_cards_stay():
    game = pos({**ACES, **CARPET, "foundation1": "AC 2C", "waste": "4C", "stock": "(TD)"})
    refused_by(game, "w-t1", "tableau")
    refused_by(game, "t1-t2", "tableau")
    refused_by(game, "f1-t1", "out_of_play")
    refused_by(game, "t1-w", "waste")


def test_a_gap_is_filled_from_the_waste_else_from_the_stock_else_stays():
    game = pos({**ACES, **CARPET, "tableau1": "2D", "tableau2": "3D", "tableau3": "4D",
                "waste": "TC", "stock": "(TD)"})
    game.play("t1-f2")
    assert codes(game, "tableau1") == ["TC"] and game.pile("waste").cards == []
    game.play("t2-f2")
    assert codes(game, "tableau2") == ["TD"] and game.pile("tableau2").cards[0].face_up
    game.play("t3-f2")
    assert game.pile("tableau3").cards == []
    assert game.score == 7


def test_double_click_sends_a_card_to_its_foundation():
    game = pos({**ACES, **CARPET, "waste": "2S", "stock": "(TD)"})
    assert game.double_click_move("waste").target == "foundation4"
    assert game.double_click_move("tableau1") is None


def test_won_when_every_card_is_on_the_foundations():
    piles = {f"foundation{i}": " ".join(f"{r}{s}" for r in "A23456789TJQK")
             for i, s in enumerate("CDH", start=1)}
    piles["foundation4"] = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS"
    piles["waste"] = "KS"
    game = pos(piles, reachable=False)
    assert not game.is_won()
    game.play("w-f4")
    assert game.is_won() and game.score == 52


def test_lost_when_the_stock_is_empty_and_nothing_plays():
    game = pos({**ACES, **CARPET, "waste": "TC"})
    assert not game.is_won() and game.is_lost()
