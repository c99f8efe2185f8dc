"""Baker's Game: deal, rules, score, win and loss."""


import solitaire_nb as sn

GAME = "bakers_game"
FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


def test_deal_is_freecells_seven_and_six_all_face_up():
    game = sn.new_game(GAME, deal=1)
    assert [len(p.cards) for p in game.group_piles("tableau")] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert all(c.face_up for p in game.piles for c in p.cards)
    assert all(not p.cards for p in game.group_piles("reserve"))
    # Microsoft deal numbers, as for FreeCell
    assert sn.new_game("freecell", deal=1).to_json().replace("freecell", GAME).split('"piles"')[1] == \
        game.to_json().split('"piles"')[1]


def test_capacity_counts_free_cells_and_empty_columns():
    # 2 empty cells, 1 empty column (not the target): (2 + 1) x 2 = 6
    piles = {"reserve1": "2C", "reserve2": "3C", "tableau1": "KS QS JS TS 9S 8S 7S", "tableau2": "",
             "tableau3": "KD", "tableau4": "KH", "tableau5": "KC", "tableau6": "QD", "tableau7": "QH",
             "tableau8": "QC"}
    game = sn.position(GAME, piles)
    assert game.free_cell_capacity(game.pile("tableau1"), game.pile("tableau3"),
                                   game.pile("tableau1").group.moves) == 6
    # onto the empty column itself it does not count: 3
    assert game.check("t1-t2x3") is None
    assert game.check("t1-t2x4").rule.key == "free_cell_limited_move"


def test_autoplay_sends_every_fitting_card():
    game = sn.position(GAME, {"foundation1": "AC", "tableau1": "3C 2C", "tableau2": "9D"})
    game.autoplay = True
    game.play("t2-r1")
    assert [str(c) for c in game.pile("foundation1").cards] == ["AC", "2C", "3C"]


def test_last_move_wins():
    game = sn.position(GAME, {**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "reserve2": "KS"})
    game.play("r2-f4")
    assert game.is_won() and game.score == 52


def test_loss_when_no_move_is_left():
    piles = {f"reserve{i}": c for i, c in enumerate(["9C", "9D", "9H", "9S"], 1)}
    piles.update({f"tableau{i}": c for i, c in enumerate(
        ["AC 3C", "AD 3D", "AH 3H", "AS 3S", "2C 6C", "2D 6D", "2H 6H", "2S 6S"], 1)})
    assert sn.position(GAME, piles).is_lost()
