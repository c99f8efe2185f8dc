"""Backbone: deal, covered reserve, empty piles, score, win and loss."""


import solitaire_nb as sn

GAME = "backbone"
SUIT = {s: " ".join(r + s for r in "A23456789TJQK") for s in "CDHS"}


def test_deal_eight_cards_two_columns_of_nine_a_backbone_and_77_in_stock():
    game = sn.new_game(GAME, deal=2)
    assert [len(p.cards) for p in game.group_piles("tableau")] == [1] * 8
    assert [len(p.cards) for p in game.group_piles("reserve")] == [9, 9, 1]
    assert all(c.face_up for p in game.group_piles("reserve") + game.group_piles("tableau") for c in p.cards)
    assert len(game.pile("stock").cards) == 77 and game.redeals_left == 1
    assert game.movable_counts("reserve3") == [1]
    assert not any(m.source in ("reserve1", "reserve2") for m in game.legal_moves())


def test_last_move_wins():
    piles = {f"foundation{i}": SUIT[s] for i, s in enumerate("CDHSCDH", 1)}
    piles.update({"foundation8": " ".join(r + "S" for r in "A23456789TJQ"), "reserve3": "KS"})
    game = sn.position(GAME, piles)
    assert game.score == 103
    game.play("r3-f8")
    assert game.is_won() and game.score == 104


def test_loss_when_no_move_is_left():
    game = sn.position(GAME, {"tableau1": "2C", "tableau2": "4C", "tableau3": "6C", "tableau4": "8C",
                              "tableau5": "TC", "tableau6": "QC", "tableau7": "2D", "tableau8": "4D",
                              "reserve3": "KH", "reserve1": "AH"})
    assert game.is_lost()
