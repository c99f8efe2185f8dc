"""Pileon: deal, piling on the same rank, same-rank groups, the four-card limit, frozen sets,
score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "pileon"
pos = position_maker(GAME)


def codes(game, pile):
    return [c.code for c in game.pile(pile).cards]


def test_deal_four_face_up_cards_on_thirteen_piles_two_empty():
    game = sn.new_game(GAME, deal=1)
    assert faces(game, "tableau") == [(4, 4)] * 13 + [(0, 0)] * 2
    assert [p.id for p in game.piles] == [f"tableau{i}" for i in range(1, 16)]
    assert game.score == 0 and not game.is_won()


def test_each_pile_is_dealt_four_cards_in_turn_and_a_complete_set_is_frozen_at_once():
    order = [f"{r}{s}" for r in "A23456789TJQK" for s in "CDHS"]  # first card dealt first
    order[4:8], order[8:12] = order[8:12], order[4:8]
    game = sn.new_game(GAME, order=" ".join(order))
    assert codes(game, "tableau1") == ["AC", "AD", "AH", "AS"]
    assert codes(game, "tableau2") == ["3C", "3D", "3H", "3S"]
    assert codes(game, "tableau3") == ["2C", "2D", "2H", "2S"]
    assert faces(game, "tableau") == [(4, 3)] * 13 + [(0, 0)] * 2
    assert game.score == 52 and game.is_won()
    order[3], order[4] = order[4], order[3]
    game = sn.new_game(GAME, order=" ".join(order))
    assert codes(game, "tableau1") == ["AC", "AD", "AH", "3C"]
    assert faces(game, "tableau")[:3] == [(4, 4), (4, 4), (4, 3)]
    assert game.score == 44


def test_same_rank_any_suit_and_any_card_into_an_empty_pile():
    game = pos({"tableau1": "3C 9D 7H", "tableau2": "KS 2H 7C", "tableau3": "4D 8S", "tableau14": ""})
    assert set(game.targets("tableau1")) == {"tableau2", "tableau14", "tableau15"} | {
        f"tableau{i}" for i in range(4, 14)}  # piles left out of the position are empty
    refused_by(game, "t1-t3", "pileon_same_rank")
    game.play("t1-t2")
    assert codes(game, "tableau2") == ["KS", "2H", "7C", "7H"]
    game.play("t3-t14")
    assert codes(game, "tableau14") == ["8S"]


def test_a_group_of_one_rank_moves_together_whole_or_in_part():
    game = pos({"tableau1": "QC 6D 6S", "tableau2": "JH 6C", "tableau3": ""})
    assert game.movable_counts("tableau1") == [1, 2]
    refused_by(game, "t1-t3x3", "pileon_same_rank_group")
    assert game.is_legal("t1-t2") and game.is_legal("t1-t3x2")
    game.play("t1-t2x2")
    assert codes(game, "tableau2") == ["JH", "6C", "6D", "6S"]
    assert codes(game, "tableau1") == ["QC"]


def test_no_pile_holds_more_than_four_cards():
    game = pos({"tableau1": "2D 9C 9H 9S", "tableau2": "4S 9D", "tableau3": "AH"})
    refused_by(game, "t1-t2x3", "pile_limit")
    game2 = pos({"tableau1": "9C 9H", "tableau2": "4S 5S 9D", "tableau3": "3D"})
    refused_by(game2, "t1-t2x2", "pile_limit")
    assert game2.is_legal("t1-t2")


def test_four_of_a_rank_freeze_and_score_four():
    game = pos({"tableau1": "8C 8D 8H", "tableau2": "KD 8S", "tableau3": "5C"})
    assert game.score == 0
    game.play("t2-t1")
    assert [c.face_up for c in game.pile("tableau1").cards] == [True, True, True, False]
    assert game.score == 4
    assert game.movable_counts("tableau1") == []
    refused_by(game, "t1-t3", "pileon_frozen_set")
    refused_by(game, "t3-t1", "pileon_frozen_set")
    game.undo()
    assert codes(game, "tableau1") == ["8C", "8D", "8H"] and game.score == 0
    assert all(c.face_up for c in game.pile("tableau1").cards)


def test_a_group_completing_a_set_freezes_it():
    game = pos({"tableau1": "3C 3D", "tableau2": "3H 3S"})
    game.play("t2-t1x2")
    assert game.score == 4 and not game.pile("tableau1").cards[-1].face_up


def test_four_of_a_rank_over_another_card_is_not_a_set():
    game = pos({"tableau1": "2C 8D 8H", "tableau2": "8S", "tableau3": ""})
    game.play("t2-t1")
    assert game.pile("tableau1").cards[-1].face_up and game.score == 0


def test_no_double_click_and_no_stock():
    game = pos({"tableau1": "3C", "tableau2": "3D"})
    assert game.double_click_move("tableau1") is None
    assert game.deal_action() is None


def test_won_when_every_pile_is_a_frozen_set_or_empty():
    ranks = "A23456789TJQK"
    piles = {f"tableau{i + 1}": " ".join(f"{r}{s}" for s in "CDH") + f" ({r}S)"
             for i, r in enumerate(ranks)}
    piles["tableau13"] = "KC KD KH"
    piles["tableau15"] = "KS"
    game = pos(piles)
    assert not game.is_won() and game.score == 48
    game.play("t15-t13")
    assert game.is_won() and game.score == 52


def test_lost_when_no_pile_is_empty_and_no_rank_matches():
    piles = {f"tableau{i}": card for i, card in
             enumerate("3H_4H_5H_AC 6H_7H_8H_2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 9H_TH_JH_AD "
                       "QH_KH_3S_2D".split(), start=1)}
    piles = {pile: cards.replace("_", " ") for pile, cards in piles.items()}
    game = pos(piles)
    assert not game.legal_moves() and game.is_lost()
    piles["tableau15"] = "QH KH 2D"
    assert pos(piles).is_legal("t2-t15")
