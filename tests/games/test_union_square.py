"""Union Square: deal, pile direction, up-then-down foundations, score, win and loss."""


import solitaire_nb as sn

GAME = "union_square"
RANKS = "A23456789TJQK"


def test_deal_sixteen_single_cards_and_88_in_stock():
    game = sn.new_game(GAME, deal=2)
    assert [len(p.cards) for p in game.group_piles("tableau")] == [1] * 16
    assert all(p.cards[0].face_up for p in game.group_piles("tableau"))
    assert len(game.pile("stock").cards) == 88 and game.redeals_left == 0


def test_descending_pile_stays_descending():
    game = sn.position(GAME, {"tableau1": "8H 7H", "tableau2": "6H", "tableau3": "8H"})
    assert game.check("t2-t1") is None
    assert game.check("t3-t1").rule.key == "union_square_direction"


def test_last_move_wins_with_26_cards_per_foundation():
    full = {f"foundation{i}": " ".join([r + s for r in RANKS] + [r + s for r in reversed(RANKS)])
            for i, s in enumerate("CDH", 1)}
    spades = [r + "S" for r in RANKS] + [r + "S" for r in reversed(RANKS)]
    game = sn.position(GAME, {**full, "foundation4": " ".join(spades[:-1]), "waste": "AS"})
    assert game.score == 103
    game.play("w-f4")
    assert game.is_won() and game.score == 104


def test_loss_when_stock_is_empty_and_no_move_is_left():
    tops = ["2C", "4C", "6C", "8C", "TC", "QC", "2D", "4D", "6D", "8D", "TD", "QD", "2H", "4H", "6H", "8H"]
    game = sn.position(GAME, {f"tableau{i}": c for i, c in enumerate(tops, 1)})
    assert game.is_lost()
