"""Chessboard: deal, chosen base card, wrap, score, win and loss."""


import solitaire_nb as sn

GAME = "chessboard"


def test_deal_like_fortress():
    game = sn.new_game(GAME, deal=3)
    assert [len(p.cards) for p in game.group_piles("tableau")] == [6, 5, 5, 5, 5, 6, 5, 5, 5, 5]
    assert all(not p.cards for p in game.group_piles("foundation"))
    assert all(c.face_up for p in game.piles for c in p.cards)
    assert "base_rank" not in game.state


def test_first_foundation_card_sets_the_base_and_undo_clears_it():
    game = sn.position(GAME, {"tableau1": "QH", "tableau2": "QS", "tableau3": "KS"})
    game.play("t1-f2")
    assert game.state["base_rank"] == 12
    assert game.check("t3-f1").rule.key == "base_card"
    assert game.check("t2-f1") is None
    game.undo()
    assert "base_rank" not in game.state and game.check("t3-f1") is None


def test_last_move_wins_a_wrapped_foundation():
    wrapped = {f"foundation{i}": " ".join(r + s for r in "89TJQKA234567") for i, s in enumerate("CDH", 1)}
    game = sn.position(GAME, {**wrapped, "foundation4": "8S 9S TS JS QS KS AS 2S 3S 4S 5S 6S",
                              "tableau4": "7S"}, )
    game.state["base_rank"] = 8
    game.play("t4-f4")
    assert game.is_won() and game.score == 52


def test_loss_when_no_move_is_left():
    piles = {f"tableau{i}": code for i, code in
             enumerate(["2C 4C", "2D 4D", "2H 4H", "2S 4S", "AC 8C", "AD 8D", "AH 8H", "AS 8S",
                        "QC", "QD"], 1)}
    game = sn.position(GAME, {**piles, "foundation1": "KC"})
    game.state["base_rank"] = 13
    assert game.is_lost()
