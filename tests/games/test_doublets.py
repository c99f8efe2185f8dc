"""Doublets: deal (Kings put back), the doubling foundation, refilled cells, redeals, win and loss."""

import solitaire_nb as sn
from solitaire_nb.games.doublets import DoubletsDeal, doubled
from solitaire_nb.rules.cards import Card
from tests.games.game_tools import faces, refused_by

GAME = "doublets"
CELLS = {"reserve1": "5C", "reserve2": "KD", "reserve3": "9H", "reserve4": "3S", "reserve5": "JC",
         "reserve6": "7D", "reserve7": "TH"}


def test_deal_one_card_to_each_cell_and_the_foundation_no_king_and_44_in_the_stock():
    for deal in range(1, 30):
        game = sn.new_game(GAME, deal=deal)
        assert faces(game, "reserve") == [(1, 1)] * 7 and faces(game, "foundation") == [(1, 1)]
        dealt = game.group_piles("reserve") + game.group_piles("foundation")
        assert all(p.cards[0].rank != 13 for p in dealt)
        assert len(game.pile("stock").cards) == 44 and not game.pile("waste").cards
        assert game.redeals_left == 2 and game.score == 1


def test_a_dealt_king_goes_to_the_bottom_of_the_deck_and_is_replaced():
    game = sn.position(GAME, {})
    order = [Card.parse(c) for c in "2C 3C 4C KS QC JC TC 9C 8C 7C KH 6C".split()]  # dealt from the end
    DoubletsDeal().apply(game, order)
    dealt = [str(game.pile(p).cards[-1]) for p in DoubletsDeal.ORDER]
    assert dealt == ["6C", "4C", "7C", "8C", "9C", "TC", "JC", "QC"]
    assert [str(c) for c in order] == ["KS", "KH", "2C", "3C"]  # KH went under, then KS under it


def test_the_sequence_of_ranks_doubles_modulo_thirteen():
    ranks, rank = [], 1
    for _ in range(13):
        ranks.append(rank)
        rank = doubled(rank)
    assert ranks == [1, 2, 4, 8, 3, 6, 12, 11, 9, 5, 10, 7, 1]


def test_a_card_twice_the_top_goes_to_the_foundation_whatever_its_suit():
    game = sn.position(GAME, {**CELLS, "foundation1": "4H 8C", "waste": "6D"})
    assert game.check("r4-f1") is None
    refused_by(game, sn.Move("reserve1", "foundation1", 1), "doublets_doubling")
    refused_by(game, sn.Move("waste", "foundation1", 1), "doublets_doubling")
    refused_by(game, sn.Move("reserve2", "foundation1", 1), "doublets_doubling")  # a King never moves
    refused_by(game, sn.Move("reserve4", "reserve1", 1), "reserve")
    refused_by(game, sn.Move("foundation1", "reserve4", 1), "out_of_play")


def test_an_emptied_cell_refills_from_the_waste_then_from_the_stock():
    game = sn.position(GAME, {**CELLS, "reserve1": "3D", "foundation1": "4H 8C", "waste": "AS 6D",
                              "stock": "(2H)"})
    game.play("r4-f1")
    assert [str(c) for c in game.pile("reserve4").cards] == ["6D"]
    game.play("r4-f1")
    assert [str(c) for c in game.pile("reserve4").cards] == ["AS"] and not game.pile("waste").cards
    assert game.score == 4


def test_a_cell_refills_from_the_stock_when_the_waste_is_empty_and_the_waste_is_not_refilled():
    game = sn.position(GAME, {**CELLS, "foundation1": "4H 8C", "stock": "(2H) (6S)"})
    game.play("r4-f1")
    assert [str(c) for c in game.pile("reserve4").cards] == ["6S"] and game.pile("reserve4").cards[0].face_up
    game.play("deal")
    game.play("r4-f1")  # 6S on 3S
    assert [str(c) for c in game.pile("reserve4").cards] == ["2H"] and not game.pile("stock").cards
    game = sn.position(GAME, {**CELLS, "foundation1": "4H 8C", "waste": "3D", "stock": "(2H)"})
    game.play("w-f1")
    assert not game.pile("waste").cards and len(game.pile("stock").cards) == 1


def test_two_redeals():
    game = sn.position(GAME, {**CELLS, "foundation1": "2S", "waste": "6H KC"})
    game.play("redeal")
    game.play("deal")
    game.play("deal")
    game.play("redeal")
    assert game.redeals_left == 0
    game.play("deal")
    game.play("deal")
    assert game.check("redeal") is not None


def test_won_with_48_cards_on_the_foundation():
    order, rank = [], 1
    for _ in range(12):
        order.append(rank)
        rank = doubled(rank)
    letters = "A23456789TJQK"
    home = " ".join(letters[r - 1] + s for s in "CDH" for r in order) + " " + \
        " ".join(letters[r - 1] + "S" for r in order[:-1])
    game = sn.position(GAME, {"foundation1": home, "reserve1": "KC", "reserve2": "KD", "reserve3": "KH",
                              "reserve4": "KS", "reserve5": "7S"})
    assert game.score == 47 and not game.is_won()
    game.play("r5-f1")
    assert game.is_won() and game.score == 48


def test_lost_when_stuck_after_the_last_redeal():
    game = sn.position(GAME, {**CELLS, "foundation1": "2S", "waste": "6H QC"})
    game.redeals_used = 2
    assert game.legal_moves() == [] and game.is_lost()
