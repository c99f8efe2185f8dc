"""Yield: deal, the inverted pyramid's free cards, pairs, Kings, the two-slot waste, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn
from solitaire_nb.rules.covering import inverted_pyramid

GAME = "yield"
pos = position_maker(GAME)

# AisleRiot's yield.scm: which slots lie on each slot (its slots 3 to 30 are tableau 1 to 28)
AISLERIOT_COVERS = {
    3: (10,), 4: (10, 11), 5: (11, 12), 6: (12, 13), 7: (13, 14), 8: (14, 15), 9: (15,),
    10: (16,), 11: (16, 17), 12: (17, 18), 13: (18, 19), 14: (19, 20), 15: (20,),
    16: (21,), 17: (21, 22), 18: (22, 23), 19: (23, 24), 20: (24,),
    21: (25,), 22: (25, 26), 23: (26, 27), 24: (27,), 25: (28,), 26: (28, 29), 27: (29,),
    28: (30,), 29: (30,), 30: (),
}


def cards(game, pile_id):
    return [str(c) for c in game.pile(pile_id).cards]


def test_the_covering_is_aisleriots_slot_for_slot():
    expected = {slot - 2: tuple(s - 2 for s in over) for slot, over in AISLERIOT_COVERS.items()}
    assert inverted_pyramid(7) == expected
    assert sn.new_game(GAME, deal=1).ruleset.declaration.group("tableau").covers == expected


def test_deal_seven_rows_all_face_up_and_24_in_stock():
    game = sn.new_game(GAME, deal=4)
    assert faces(game, "tableau") == [(1, 1)] * 28
    assert len(game.pile("stock").cards) == 24 and faces(game, "waste") == [(0, 0), (0, 0)]
    assert all(m.source in ("tableau28", "stock") for m in game.legal_moves())


def test_free_cards_pair_and_covered_cards_do_not():
    game = pos({"tableau28": "6D", "tableau25": "7S", "tableau26": "JH", "tableau23": "2C",
                "waste1": "5H"})
    refused_by(game, "t28-t23", "free_card")
    refused_by(game, "t26-t23", "free_card")
    refused_by(game, "t25-w1", "pair_sum")
    game.play("t25-t28")
    assert game.score == 2 and game.movable_counts("tableau26") == [1]


def test_a_card_never_pairs_with_a_card_lying_on_it():
    game = pos({"tableau27": "8C", "tableau28": "5D", "waste1": "8H"})
    refused_by(game, "t28-t27", "free_card")
    assert game.targets("tableau28") == ["waste1"]


def test_the_waste_keeps_its_oldest_card_apart():
    game = pos({"stock": "(2C) (3D) (JH)", "tableau28": "KC"})
    for _ in range(3):
        game.play("deal")
    assert cards(game, "waste1") == ["JH"] and cards(game, "waste2") == ["3D", "2C"]
    game.play("w1-w2")
    assert cards(game, "waste1") == ["3D"] and cards(game, "waste2") == []
    refused_by(game, "deal", "deal_to_waste")


def test_kings_leave_alone_on_a_double_click():
    game = pos({"tableau28": "KH", "tableau25": "QC", "waste2": "KS", "waste1": "AD"})
    refused_by(game, "t25-f1", "removed_alone")
    assert game.double_click_move("tableau28") == game.parse_move("t28-f1")
    game.play("t28-f1")
    game.play(game.double_click_move("waste2"))
    assert game.score == 2


def test_won_when_every_card_is_removed_and_lost_when_stuck():
    game = pos({"foundation1": "AC QC", "tableau28": "JH", "waste1": "2S"})
    game.play("w1-t28")
    assert game.is_won() and game.score == 4
    stuck = pos({"tableau27": "6C", "tableau28": "7C", "waste1": "3S", "waste2": "5H"})
    assert stuck.is_lost()
