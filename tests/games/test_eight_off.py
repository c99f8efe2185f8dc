"""Eight Off: deal, rules, score, win and loss."""


import solitaire_nb as sn

GAME = "eight_off"
FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


def test_deal_eight_piles_of_six_and_four_cells_filled():
    game = sn.new_game(GAME, deal=4)
    assert [len(p.cards) for p in game.group_piles("tableau")] == [6] * 8
    assert [len(p.cards) for p in game.group_piles("reserve")] == [1, 1, 1, 1, 0, 0, 0, 0]
    assert all(c.face_up for p in game.piles for c in p.cards)


def test_limit_is_free_cells_plus_one_whatever_the_empty_piles():
    piles = {f"reserve{i}": c for i, c in enumerate(["2C", "3C", "4C", "5C", "6C", "7C", "8C"], 1)}
    piles.update({"tableau1": "KS QH JH TH", "tableau6": "KH"})
    game = sn.position(GAME, piles)  # one empty cell and six empty piles: two cards
    source, target = game.pile("tableau1"), game.pile("tableau6")
    assert game.free_cell_capacity(source, target, source.group.moves) == 2
    assert game.check("t1-t6x3").rule.key == "free_cell_limited_move"
    game.play("t1-r8")
    assert game.check("t1-t6x2").rule.key == "free_cell_limited_move"
    del piles["reserve7"]  # two empty cells: three cards
    assert sn.position(GAME, piles).check("t1-t6x3") is None


def test_foundation_cards_come_back_as_the_manual_says():
    game = sn.position(GAME, {"foundation1": "AH 2H", "tableau1": "3S"})
    game.play("f1-r1")
    assert game.score == 1


def test_autoplay_sends_every_fitting_card():
    game = sn.position(GAME, {"foundation1": "AC", "tableau1": "3C 2C", "tableau2": "9D"})
    game.autoplay = True
    game.play("t2-r1")
    assert len(game.pile("foundation1").cards) == 3


def test_last_move_wins():
    game = sn.position(GAME, {**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "reserve8": "KS"})
    game.play("r8-f4")
    assert game.is_won() and game.score == 52


def test_loss_when_no_move_is_left():
    piles = {f"reserve{i}": c for i, c in enumerate(["9C", "9D", "9H", "9S", "TC", "TD", "TH", "TS"], 1)}
    piles.update({f"tableau{i}": c for i, c in enumerate(
        ["AC 3C", "AD 3D", "AH 3H", "AS 3S", "2C 6C", "2D 6D", "2H 6H", "2S 6S"], 1)})
    assert sn.position(GAME, piles).is_lost()
