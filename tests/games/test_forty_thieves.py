"""Forty Thieves: deal, rules, score, win and loss."""


import solitaire_nb as sn

GAME = "forty_thieves"
SUIT = {s: " ".join(r + s for r in "A23456789TJQK") for s in "CDHS"}


def test_deal_ten_piles_of_four_and_a_64_card_stock():
    game = sn.new_game(GAME, deal=4)
    assert [len(p.cards) for p in game.group_piles("tableau")] == [4] * 10
    assert all(c.face_up for p in game.group_piles("tableau") for c in p.cards)
    stock = game.pile("stock")
    assert len(stock.cards) == 64 and not any(c.face_up for c in stock.cards)
    assert game.redeals_left == 0 and game.score == 0


def test_limit_doubles_with_each_empty_pile_not_counting_the_target():
    piles = {"tableau1": "KH QH JH TH 9H", "tableau2": "", "tableau3": "", "tableau4": "KH",
             **{f"tableau{i}": k for i, k in zip(range(5, 11), "KC KD KS KC KD KS".split())}}
    game = sn.position(GAME, piles)
    assert game.check("t1-t4x4") is None  # 2 ** 2
    assert game.check("t1-t2x2") is None  # 2 ** 1 onto an empty pile
    assert game.check("t1-t2x3").rule.key == "free_cell_limited_move"


def test_score_five_per_card_sixty_per_complete_foundation():
    game = sn.position(GAME, {"foundation1": SUIT["C"], "foundation2": "AD 2D"})
    assert game.score == 13 * 5 + 60 + 10


def test_last_move_wins_with_1000_points():
    piles = {f"foundation{i}": SUIT[s] for i, s in enumerate("CDHSCDH", 1)}
    piles.update({"foundation8": " ".join(r + "S" for r in "A23456789TJQ"), "waste": "KS"})
    game = sn.position(GAME, piles)
    game.play("w-f8")
    assert game.is_won() and game.score == 1000


def test_loss_when_stock_is_empty_and_no_move_is_left():
    piles = {f"tableau{i}": c for i, c in enumerate(
        ["AC 3C", "AD 3D", "AH 3H", "AS 3S", "2C 6C", "2D 6D", "2H 6H", "2S 6S", "QC", "QD"], 1)}
    game = sn.position(GAME, {**piles, "waste": "9H"})
    assert game.is_lost()
