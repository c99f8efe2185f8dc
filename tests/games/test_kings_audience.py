"""King's Audience: deal, royal pairs to thrones and foundations, building down, refills,
double-click, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "kings_audience"
pos = position_maker(GAME)

RING = {f"reserve{i}": card for i, card in enumerate(
    "2H 3H 4H 5H 6H 7H 8H 9H 2S 3S 4S 5S 6S 7S 8S 9S".split(), start=1)}


def codes(game, pile_id):
    return [str(c) for c in game.pile(pile_id).cards]


def test_deal_sixteen_face_up_cells_and_36_in_the_stock():
    game = sn.new_game(GAME, deal=5)
    assert faces(game, "reserve") == [(1, 1)] * 16
    stock = game.pile("stock").cards
    assert len(stock) == 36 and not any(c.face_up for c in stock)
    assert game.pile("waste").cards == []
    assert all(not p.cards for prefix in ("throne", "foundation") for p in game.group_piles(prefix))
    assert game.score == 0


def test_draw_one_and_no_redeal():
    game = pos({**RING, "stock": "(5C) (6C)"})
    game.play("deal")
    assert codes(game, "waste") == ["6C"] and game.pile("waste").cards[0].face_up
    game.play("deal")
    assert game.deal_action() is None
    refused_by(game, "redeal", "redeal")


def test_king_and_queen_of_one_suit_go_to_the_first_empty_throne():
    game = pos({**RING, "reserve1": "QH", "reserve2": "KH", "reserve3": "KS", "reserve4": "JS",
                "throne1": "KD QD", "stock": "(5C) (6C)"})
    refused_by(game, "r3-r1", "kings_audience_pair")  # not the same suit
    refused_by(game, "r3-r4", "kings_audience_pair")  # a King and a Jack
    game.play("r1-r2")  # the Queen dropped on the King
    assert codes(game, "throne2") == ["KH", "QH"]
    assert codes(game, "reserve1") == ["6C"] and codes(game, "reserve2") == ["5C"]  # refilled in order
    assert game.score == 4


def test_ace_and_jack_go_to_a_foundation_jack_on_top_and_the_waste_pairs():
    game = pos({**RING, "reserve5": "AD", "waste": "4C JD", "reserve6": "JC", "stock": "(5C)"})
    assert game.targets("waste") == ["reserve5"]
    refused_by(game, "w-r6", "kings_audience_pair")
    refused_by(game, "w-f1", "kings_audience_foundation")
    game.play("w-r5")
    assert codes(game, "foundation1") == ["AD", "JD"]
    assert codes(game, "reserve5") == ["4C"] and game.pile("waste").cards == []  # the waste refills first
    assert game.score == 2


def test_foundations_build_down_in_suit_from_ten_to_two():
    game = pos({**RING, "foundation1": "AD JD", "reserve1": "TD", "reserve2": "TC", "reserve3": "9D",
                "waste": "8C", "stock": "(5C)"})
    refused_by(game, "r2-f1", "build_by_suit")
    refused_by(game, "r3-f1", "build_down")
    refused_by(game, "r1-f2", "kings_audience_foundation")
    game.play("r1-f1")
    assert codes(game, "reserve1") == ["8C"]  # the waste's top card fills the cell
    game.play("r3-f1")
    assert codes(game, "foundation1") == ["AD", "JD", "TD", "9D"] and game.score == 4


def test_cells_thrones_and_foundations_take_nothing_else_and_never_give_back():
    game = pos({**RING, "foundation1": "AD JD TD", "throne1": "KS QS", "stock": "(5C)"})
    refused_by(game, "r1-r2", "kings_audience_pair")
    refused_by(game, "r1-throne2", "kings_audience_pair")
    refused_by(game, "f1-r1", "out_of_play")
    refused_by(game, "throne1-r1", "out_of_play")
    refused_by(game, "s-r1", "stock")


def test_cells_stay_empty_once_waste_and_stock_are_empty():
    game = pos({"reserve1": "KC", "reserve2": "QC", "reserve3": "4D"})
    game.play("r1-r2")
    assert not game.pile("reserve1").cards and not game.pile("reserve2").cards
    refused_by(game, "r3-r1", "pair_removal")


def test_double_click_plays_a_partner_first_then_a_foundation():
    game = pos({**RING, "reserve1": "AD", "reserve2": "JD", "reserve3": "TC", "foundation1": "AC JC",
                "stock": "(5C) (6C)"})
    assert game.double_click_move("reserve2").target == "reserve1"
    assert game.double_click_move("reserve3").target == "foundation1"
    assert game.double_click_move("reserve4") is None


def test_won_with_every_card_on_thrones_and_foundations():
    piles = {f"throne{i}": f"K{s} Q{s}" for i, s in enumerate("CDHS", start=1)}
    piles.update({f"foundation{i}": f"A{s} J{s} T{s} 9{s} 8{s} 7{s} 6{s} 5{s} 4{s} 3{s}"
                  for i, s in enumerate("CDH", start=1)})
    piles["foundation4"] = "AS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
    piles.update({"reserve1": "2C", "reserve2": "2D", "reserve3": "2H"})
    game = pos(piles)
    for move in ("r1-f1", "r2-f2", "r3-f3"):
        assert not game.is_won()
        game.play(move)
    assert game.is_won() and game.score == 52


def test_lost_when_the_stock_is_empty_and_nothing_pairs_or_builds():
    game = pos({**RING, "foundation1": "AD JD", "reserve1": "KC", "reserve2": "QH"})
    assert not game.is_won() and game.is_lost()
