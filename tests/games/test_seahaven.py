"""Seahaven Towers: deal, rules, score, win and loss."""


import solitaire_nb as sn

GAME = "seahaven"
FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


def test_deal_ten_piles_of_five_and_two_middle_cells():
    game = sn.new_game(GAME, deal=4)
    assert [len(p.cards) for p in game.group_piles("tableau")] == [5] * 10
    assert [len(p.cards) for p in game.group_piles("reserve")] == [0, 1, 1, 0]
    assert all(c.face_up for p in game.piles for c in p.cards)


def test_run_to_foundation_lands_in_building_order_and_scores():
    game = sn.position(GAME, {"foundation1": "AH 2H", "tableau1": "5H 4H 3H"})
    game.play("t1-f1x3")
    assert [str(c) for c in game.pile("foundation1").cards] == ["AH", "2H", "3H", "4H", "5H"]
    assert game.score == 5


def test_limit_ignores_empty_piles():
    piles = {"reserve1": "2C", "reserve2": "3C", "reserve3": "4C", "tableau1": "JH TH 9H",
             "tableau2": "", "tableau3": "", "tableau4": "QH"}
    game = sn.position(GAME, piles)
    assert game.check("t1-t4x3").rule.key == "free_cell_limited_move"


def test_last_move_wins():
    game = sn.position(GAME, {**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S", "tableau3": "KS QS JS TS"})
    game.play("t3-f4x4")
    assert game.is_won() and game.score == 52


def test_loss_when_no_move_is_left():
    piles = {f"reserve{i}": c for i, c in enumerate(["9C", "9D", "9H", "9S"], 1)}
    piles.update({f"tableau{i}": c for i, c in enumerate(
        ["AC 3C", "AD 3D", "AH 3H", "AS 3S", "2C 6C", "2D 6D", "2H 6H", "2S 6S", "QC", "QD"], 1)})
    assert sn.position(GAME, piles).is_lost()
