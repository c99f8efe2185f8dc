"""Hopscotch: deal, foundations by steps of one to four, waste and reserves, score, win, loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "hopscotch"
pos = position_maker(GAME)
CLUBS = {"foundation1": "AC", "foundation2": "2C", "foundation3": "3C", "foundation4": "4C"}


def test_deal_low_clubs_on_the_foundations_48_in_the_stock():
    game = sn.new_game(GAME, deal=8)
    assert [[c.code for c in p.cards] for p in game.group_piles("foundation")] == \
        [["AC"], ["2C"], ["3C"], ["4C"]]
    assert all(p.cards[0].face_up for p in game.group_piles("foundation"))
    stock = game.pile("stock").cards
    assert len(stock) == 48 and not any(c.face_up for c in stock)
    assert not {"AC", "2C", "3C", "4C"} & {c.code for c in stock}
    assert faces(game, "reserve") == [(0, 0)] * 4 and not game.pile("waste").cards
    assert game.score == 4


def test_foundation_n_builds_up_by_n_regardless_of_suit():
    game = pos({**CLUBS, "waste": "6H", "reserve1": "2D", "reserve2": "4S", "reserve3": "8D",
                "reserve4": "5H", "stock": "(9C)"})
    refused_by(game, "w-f1", "build_up")
    refused_by(game, "r4-f2", "build_up_by")
    for move in ("w-f3", "r1-f1", "r2-f2", "r3-f4"):
        game.play(move)
    assert game.score == 8
    refused_by(game, "f3-r1", "out_of_play")


def test_an_ace_follows_a_king_even_on_a_finished_foundation():
    game = pos({"foundation1": "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
                "foundation2": "2D 4D 6D 8D TD QD", "foundation3": "3D", "foundation4": "4S 8H QH 3H 7H JH",
                "reserve1": "AH", "reserve2": "2H", "reserve3": "AS", "stock": "(9S)"})
    assert {m.target for m in game.legal_moves() if m.source == "reserve1"} == {"foundation1", "foundation2"}
    game.play("r2-f4")
    game.play("r1-f2")
    game.play("r3-f1")
    assert [c.code for c in game.pile("foundation1").cards][-2:] == ["KC", "AS"]


def test_waste_and_reserves_as_sir_tommy():
    game = pos({**CLUBS, "waste": "KH", "reserve1": "9S 2S", "stock": "(5C)"})
    refused_by(game, "deal", "one_card_waste")
    refused_by(game, "r1-r2", "reserve_from_waste")
    game.play("w-r2")
    game.play("deal")
    assert [c.code for c in game.pile("waste").cards] == ["5C"]


def test_no_double_click():
    game = pos({**CLUBS, "waste": "2H", "stock": "(5C)"})
    assert game.double_click_move("waste") is None and game.is_legal("w-f1")


def test_won_and_lost():
    game = pos({"foundation1": "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
                "foundation2": "2D 4D 6D 8D TD QD AD 3D 5D 7D 9D JD KD",
                "foundation3": "3H 6H 9H QH 2H 5H 8H JH AH 4H 7H TH KH",
                "foundation4": "4S 8S QS 3S 7S JS 2S 6S TS AS 5S 9S", "waste": "KS"})
    game.play("w-f4")
    assert game.is_won() and game.score == 52
    lost = pos({**CLUBS, "reserve1": "9D 5S", "reserve2": "KD"})
    assert lost.is_lost()


def test_a_card_played_to_a_foundation_is_explained_by_that_foundation_s_step():
    from solitaire_nb.teaching.examples import examples
    game = examples("hopscotch")[0].position()
    by_three = "(build up by 3 regardless of suit, King and Ace next to each other)."
    assert game.explain("w-f3", "en").endswith(by_three)
    assert "build up regardless of suit" in game.explain("r1-f1", "en")
