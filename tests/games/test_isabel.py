"""Isabel: deal, pairs of the same rank, cards turning up, empty piles, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "isabel"
pos = position_maker(GAME)


def test_deal_three_down_and_one_up_on_thirteen_piles():
    game = sn.new_game(GAME, deal=4)
    assert faces(game, "tableau") == [(4, 1)] * 13
    assert all(p.cards[-1].face_up for p in game.group_piles("tableau"))
    assert not game.pile("foundation1").cards and game.score == 0
    assert not any(p.id == "stock" for p in game.piles)


def test_deal_goes_round_the_piles():
    order = [c.code for c in sn.new_game(GAME, deal=4).declaration.deck.cards()]
    game = sn.new_game(GAME, order=" ".join(order))
    assert [c.code for c in game.pile("tableau1").cards] == order[0::13]
    assert [c.code for c in game.pile("tableau13").cards] == order[12::13]


def test_same_rank_pairs_leave_and_the_cards_beneath_turn_up():
    game = pos({"tableau1": "(2C) (KD) 8S", "tableau2": "(4H) 8D", "tableau3": "9C"})
    assert set(game.targets("tableau1", 1)) == {"tableau2"}
    refused_by(game, "t1-t3", "pair_same_rank")
    game.play("t1-t2")
    assert [c.code for c in game.pile("foundation1").cards] == ["8S", "8D"]
    assert faces(game, "tableau")[:2] == [(2, 1), (1, 1)]
    assert game.pile("tableau1").cards[-1].code == "KD" and game.score == 2


def test_face_down_and_covered_cards_do_not_play():
    game = pos({"tableau1": "(5C) QH", "tableau2": "(5D) QS", "tableau3": "(3D)", "tableau4": "3S"})
    refused_by(game, "t1-t2x2", "single_card_move")
    refused_by(game, "t4-t3", "face_down")


def test_empty_piles_stay_empty_and_the_discard_takes_nothing_alone():
    game = pos({"tableau3": "", "tableau4": "JD"})
    refused_by(game, "t4-t3", "pair_removal")
    refused_by(game, "t4-f1", "pair_removal")
    assert game.double_click_move("tableau4") is None


def test_last_pair_wins_with_fifty_two_points():
    gone = [f"{r}{s}" for s in "CDHS" for r in "A23456789TJQK" if f"{r}{s}" not in ("QC", "QS")]
    game = sn.position(GAME, {"foundation1": " ".join(gone), "tableau5": "QC", "tableau13": "QS"},
                       partial=False)
    assert game.score == 50 and not game.is_won()
    game.play("t13-t5")
    assert game.is_won() and game.score == 52


def test_no_pair_among_the_top_cards_is_a_loss():
    assert pos({"tableau1": "(4C) 8C", "tableau2": "(4D) 9D"}).is_lost()
    assert not pos({"tableau1": "(4C) 8C", "tableau2": "(4D) 8D"}).is_lost()
