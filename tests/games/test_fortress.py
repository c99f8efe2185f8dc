"""Fortress: deal, rules, score, win and loss."""


import solitaire_nb as sn

GAME = "fortress"


def test_deal_six_cards_on_the_two_top_piles_five_elsewhere_all_face_up():
    game = sn.new_game(GAME, deal=3)
    assert [len(p.cards) for p in game.group_piles("tableau")] == [6, 5, 5, 5, 5, 6, 5, 5, 5, 5]
    assert all(not p.cards for p in game.group_piles("foundation"))
    assert all(c.face_up for p in game.piles for c in p.cards)


def test_both_directions_on_one_pile():
    game = sn.position(GAME, {"tableau1": "8H 9H", "tableau2": "TH", "tableau3": "8D"})
    game.play("t2-t1")  # up: T on 9
    assert str(game.pile("tableau1").cards[-1]) == "TH"
    assert game.check("t3-t1") is not None


def test_last_move_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}
    game = sn.position(GAME, {**full, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
                              "tableau10": "KS"})
    assert game.score == 51 and not game.is_won()
    game.play("t10-f4")
    assert game.is_won() and game.score == 52


def test_loss_when_no_move_is_left():
    piles = {f"tableau{i}": code for i, code in
             enumerate(["2C 4C", "2D 4D", "2H 4H", "2S 4S", "AC 8C", "AD 8D", "AH 8H", "AS 8S",
                        "QC", "QD"], 1)}
    game = sn.position(GAME, piles)
    assert game.is_lost()
