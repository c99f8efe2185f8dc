"""Treize: deal, free cards, pairs adding up to 13, Kings, the two-slot waste, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "treize"
pos = position_maker(GAME)


def cards(game, pile_id):
    return [str(c) for c in game.pile(pile_id).cards]


def test_deal_pyramid_all_face_up_and_24_in_stock():
    game = sn.new_game(GAME, deal=5)
    assert faces(game, "tableau") == [(1, 1)] * 28
    assert len(game.pile("stock").cards) == 24 and faces(game, "waste") == [(0, 0), (0, 0)]
    bottom_row = {f"tableau{i}" for i in range(22, 29)}
    assert {m.source for m in game.legal_moves() if m.kind == "move"} <= bottom_row


def test_a_pair_of_free_cards_leaves_in_one_move_and_scores_two():
    game = pos({"tableau22": "8S", "tableau23": "5D", "tableau24": "6C", "tableau16": "3H"})
    refused_by(game, "t22-t24", "pair_sum")
    refused_by(game, "t16-t24", "free_card")
    game.play("t23-t22")
    assert cards(game, "foundation1") == ["5D", "8S"] and game.score == 2
    assert game.movable_counts("tableau16") == [1]


def test_a_card_never_pairs_with_a_card_lying_on_it():
    game = pos({"tableau16": "8C", "tableau23": "5D", "waste1": "5S"})
    refused_by(game, "t23-t16", "free_card")
    refused_by(game, "w1-t16", "free_card")
    assert game.targets("tableau23") == [] and game.targets("waste1") == []


def test_the_first_card_dealt_lies_apart_and_later_ones_go_onto_the_second_slot():
    game = pos({"stock": "(2C) (3D) (4H)", "tableau22": "KC"})
    game.play("deal")
    assert cards(game, "waste1") == ["4H"] and cards(game, "waste2") == []
    game.play("deal")
    game.play("deal")
    assert cards(game, "waste1") == ["4H"] and cards(game, "waste2") == ["3D", "2C"]
    assert game.deal_action() is None
    refused_by(game, "deal", "deal_to_waste")


def test_when_the_oldest_card_goes_the_next_oldest_takes_its_place():
    game = pos({"waste1": "4C", "waste2": "7S 6D 9D", "tableau22": "9H"})
    game.play("w1-t22")
    assert cards(game, "waste1") == ["7S"] and cards(game, "waste2") == ["6D", "9D"]
    game = pos({"waste1": "4C", "waste2": "7S 9D"})
    game.play("w2-w1")
    assert cards(game, "waste1") == ["7S"] and cards(game, "waste2") == []
    assert game.score == 2


def test_the_top_waste_card_pairs_with_the_card_under_it():
    game = pos({"waste1": "AC", "waste2": "7S 4D 9D"})
    assert set(game.targets("waste2")) == {"waste2"}
    game.play("w2-w2")
    assert cards(game, "waste1") == ["AC"] and cards(game, "waste2") == ["7S"]
    refused_by(game, "w2-w2", "pair_removal")
    refused_by(game, "w1-w1", "pair_removal")


def test_kings_leave_alone_from_the_pyramid_or_either_waste_slot():
    game = pos({"tableau22": "KH", "waste1": "KS", "waste2": "QD KD", "tableau23": "QC"})
    refused_by(game, "t23-f1", "removed_alone")
    game.play("w1-f1")
    assert cards(game, "waste1") == ["QD"] and cards(game, "waste2") == ["KD"]
    game.play("w2-f1")
    game.play("t22-f1")
    assert game.score == 3


def test_won_when_every_card_is_removed():
    game = pos({"foundation1": "AC QC", "tableau1": "JH", "waste1": "2S"})
    assert not game.is_won()
    game.play("w1-t1")
    assert game.is_won() and game.score == 4


def test_lost_when_nothing_pairs_and_the_stock_is_empty():
    game = pos({"tableau1": "6C", "tableau2": "7C", "tableau3": "2D", "waste1": "3S", "waste2": "5H"})
    assert game.is_lost()
