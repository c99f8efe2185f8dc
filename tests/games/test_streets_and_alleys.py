"""Streets and Alleys: deal, rules, score, win and loss."""


import solitaire_nb as sn

GAME = "streets_and_alleys"


def test_deal_seven_cards_left_six_right_all_face_up():
    game = sn.new_game(GAME, deal=3)
    assert [len(p.cards) for p in game.group_piles("tableau")] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert all(not p.cards for p in game.group_piles("foundation"))
    assert all(c.face_up for p in game.piles for c in p.cards)


def test_foundation_cards_come_back_and_aces_change_foundation():
    game = sn.position(GAME, {"foundation1": "AC 2C", "foundation2": "AH", "tableau1": "3H"})
    assert game.score == 3
    game.play("f1-t1")
    assert game.score == 2
    assert game.check("f2-f3") is None


def test_last_move_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}
    game = sn.position(GAME, {**full, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
                              "tableau8": "KS"})
    assert not game.is_won()
    game.play("t8-f4")
    assert game.is_won() and game.score == 52


def test_loss_when_no_move_is_left():
    game = sn.position(GAME, {"tableau1": "AC 3C", "tableau2": "AD 3D", "tableau3": "AH 3H",
                              "tableau4": "AS 3S", "tableau5": "5C", "tableau6": "5D", "tableau7": "5H",
                              "tableau8": "5S"})
    assert game.is_lost()
