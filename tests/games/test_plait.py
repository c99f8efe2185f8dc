"""Plait: deal, plait and edges, cells, one-direction foundations, stock, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "plait"
pos = position_maker(GAME)


def test_deal_all_face_up():
    game = sn.new_game(GAME, deal=4)
    assert faces(game, "plait") == [(20, 20)]
    assert faces(game, "edge") == [(1, 1)] * 4
    assert faces(game, "reserve") == [(1, 1)] * 8
    assert faces(game, "foundation") == [(1, 1)] + [(0, 0)] * 7
    assert game.state["base_rank"] == game.pile("foundation1").cards[0].rank
    stock = game.pile("stock").cards
    assert len(stock) == 71 and not any(c.face_up for c in stock)
    assert not game.pile("waste").cards and game.score == 0 and "direction" not in game.state


def test_stock_one_card_and_two_redeals():
    game = pos({"stock": "(4D) (5C)", "waste": "", "reserve1": "KS"}, state={"base_rank": 7})
    for _ in range(3):
        game.play("deal")
        game.play("deal")
        assert len(game.pile("waste").cards) == 2
        if game.redeals_left:
            game.play("redeal")
    assert game.deal_action() is None and game.redeals_used == 2


def test_first_build_fixes_the_direction_for_all_and_undo_forgets_it():
    game = pos({"foundation1": "7H", "foundation2": "7D", "reserve1": "6H", "reserve2": "8D",
                "reserve3": "6D"}, state={"base_rank": 7})
    assert game.check("r2-f2") is None
    game.play("r1-f1")
    assert game.state["direction"] == "down"
    refused_by(game, "r2-f2", "plait_one_direction")
    game.play("r3-f2")
    game.undo()
    game.undo()
    assert "direction" not in game.state and game.check("r2-f2") is None


def test_foundations_keep_to_suit_wrap_and_stop_at_thirteen():
    game = pos({"foundation1": "QS KS", "reserve1": "AS", "reserve2": "AH",
                "foundation2": "9C TC JC QC KC AC 2C 3C 4C 5C 6C 7C 8C", "reserve3": "9C"},
               state={"base_rank": 12, "direction": "up"})
    refused_by(game, "r2-f1", "build_by_suit")
    refused_by(game, "r3-f2", "plait_thirteen_cards")
    game.play("r1-f1")
    refused_by(game, "f1-reserve1", "out_of_play")


def test_plait_card_goes_to_foundation_or_edge_never_to_a_cell():
    game = pos({"plait": "3C 9D 7S", "edge1": "", "reserve1": "", "foundation1": "7H"},
               state={"base_rank": 7})
    assert game.movable_counts("plait") == [1]
    refused_by(game, "plait-reserve1", "plait_not_to_cells")
    game.play("plait-edge1")
    game.play("edge1-reserve1")
    assert game.pile("reserve1").cards[-1].code == "7S" and not game.pile("edge1").cards


def test_edge_sent_home_is_refilled_from_the_plait_only_then():
    game = pos({"plait": "3C 9D", "edge1": "8H", "edge2": "KS", "foundation1": "7H", "reserve1": ""},
               state={"base_rank": 7})
    game.play("edge2-reserve1")
    assert not game.pile("edge2").cards
    game.play("edge1-f1")
    assert [c.code for c in game.pile("edge1").cards] == ["9D"]
    assert len(game.pile("plait").cards) == 1


def test_cells_and_edges_hold_one_card():
    game = pos({"reserve1": "KS", "reserve2": "QS", "edge1": "JS", "waste": "4D"}, state={"base_rank": 7})
    refused_by(game, "r2-reserve1", "free_cell")
    refused_by(game, "w-edge1", "free_cell")
    refused_by(game, "r1-plait", "reserve")


def test_double_click_sends_a_waste_card_to_an_empty_cell():
    game = pos({"waste": "4D", "reserve1": "KS", "reserve2": ""}, state={"base_rank": 7})
    move = game.double_click_move("waste")
    assert move is not None and move.target in ("reserve2", "edge1", "edge2", "edge3", "edge4")


def test_last_move_wins_without_score():
    ranks = "789TJQKA23456"
    full = {f"foundation{i}": " ".join(r + s for r in ranks) for i, s in enumerate("CDHSCDH", 1)}
    game = pos({**full, "foundation8": " ".join(r + "S" for r in ranks[:12]), "edge3": "6S"},
               state={"base_rank": 7, "direction": "up"})
    game.play("edge3-f8")
    assert game.is_won() and game.score == 0


def test_no_move_left_is_a_loss():
    cells = {f"reserve{i}": code for i, code in enumerate("KS 2C 3C 4C 5C 2D 3D 4D".split(), 1)}
    edges = {f"edge{i}": code for i, code in enumerate("3S 4S 5S 6S".split(), 1)}
    game = pos({**cells, **edges, "foundation1": "7H 8H", "plait": "5D"},
               state={"base_rank": 7, "direction": "up"})
    assert game.is_lost()
