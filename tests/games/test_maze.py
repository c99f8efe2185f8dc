"""Maze: deal, a card into a gap after its predecessor or before its successor, Queens and Aces,
the corners, one line, score, win and loss."""

import pytest
from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "maze"
pos = position_maker(GAME)

SUITS_IN_ORDER = [f"{r}{s}" for s in "CDHS" for r in "A23456789TJQ"]


def line(cards, gaps=()):
    """The 48 cards in order into the 54 cells, skipping the cells in ``gaps`` (1-based) and
    leaving the last cells empty."""
    piles, it = {}, iter(cards)
    for k in range(1, 55):
        piles[f"tableau{k}"] = "" if k in gaps else next(it, "")
    return piles


def test_deal_48_cards_face_up_six_gaps_the_ninth_and_eighteenth_empty():
    for deal in (1, 2, 3, 99):
        game = sn.new_game(GAME, deal=deal)
        counts = faces(game, "tableau")
        assert len(counts) == 54 and counts.count((1, 1)) == 48 and counts.count((0, 0)) == 6
        assert not game.pile("tableau9").cards and not game.pile("tableau18").cards
        assert all(c.rank != 13 for p in game.piles for c in p.cards)
    gaps = {tuple(i for i, p in enumerate(sn.new_game(GAME, deal=d).piles) if not p.cards)
            for d in range(1, 20)}
    assert len(gaps) > 10


def test_gap_takes_the_successor_of_its_left_or_the_predecessor_of_its_right():
    game = pos({"tableau3": "5H", "tableau4": "", "tableau5": "7H", "tableau20": "6H",
                "tableau21": "6C", "tableau22": "4H"})
    assert game.is_legal("t20-t4")
    refused_by(game, "t21-t4", "gap_follows")
    refused_by(game, "t20-t22", "gap_follows")  # a cell holding a card
    game = pos({"tableau12": "", "tableau13": "9S", "tableau30": "8S", "tableau31": "8D"})
    assert game.is_legal("t30-t12")
    refused_by(game, "t31-t12", "gap_follows")
    game.play("t30-t12")
    assert game.pile("tableau12").cards[0].code == "8S" and not game.pile("tableau30").cards
    game.undo()
    assert game.pile("tableau30").cards[0].code == "8S" and not game.pile("tableau12").cards


def test_queen_then_ace_of_any_suit_and_the_corners():
    game = pos({"tableau6": "QD", "tableau7": "", "tableau25": "", "tableau26": "AH",
                "tableau40": "AC", "tableau41": "QS", "tableau42": "2C"})
    assert game.is_legal("t40-t7") and game.is_legal("t41-t25")
    refused_by(game, "t42-t7", "gap_follows")
    game = pos({"tableau2": "7D", "tableau53": "3H", "tableau40": "AC", "tableau41": "QS",
                "tableau42": "2C", "tableau43": "JS"})
    assert game.is_legal("t40-t1") and game.is_legal("t41-t54")
    refused_by(game, "t42-t1", "gap_follows")
    refused_by(game, "t43-t54", "gap_follows")


def test_the_grid_is_one_line():
    game = pos({"tableau9": "4C", "tableau11": "JD", "tableau33": "5C", "tableau34": "5D",
                "tableau18": "", "tableau19": "TH", "tableau40": "9H"})
    assert game.is_legal("t33-t10")
    refused_by(game, "t34-t10", "gap_follows")
    assert game.is_legal("t40-t18")  # left of TH, the first card of the next row


def test_score_counts_cards_following_their_predecessor_gaps_skipped():
    game = pos(line(SUITS_IN_ORDER, gaps=(2, 20, 30)))
    assert game.score == 48 and game.is_won()
    game = pos(line(["2C", *SUITS_IN_ORDER[:1], *SUITS_IN_ORDER[2:]]))
    assert game.score == 45  # 2C first (not an Ace), then AC and 3C out of place
    assert not game.is_won()


def test_won_needs_an_ace_in_the_top_left_cell():
    game = pos(line(SUITS_IN_ORDER, gaps=(1,)))
    assert game.score == 48 and not game.is_won()
    game.play("t2-t1")  # the first Ace into the corner
    assert game.is_won() and game.score == 48


def test_no_move_is_a_loss_and_double_click_does_nothing():
    game = pos({"tableau1": "5C", "tableau2": "", "tableau3": "9D"})
    refused_by(game, "t1-t2", "gap_follows")
    assert not game.legal_moves() and game.is_lost()
    assert game.double_click_move("tableau1") is None


def test_on_the_table_a_card_is_dragged_into_a_gap_and_double_click_does_nothing():
    pytest.importorskip("ipycanvas")
    from solitaire_nb.table import Table

    table = Table(pos({"tableau3": "5H", "tableau4": "", "tableau20": "6H", "tableau21": "6C"}))
    x, y = table.point("tableau20", None)
    table.on_mouse_down(x, y)
    table.on_mouse_up(x, y)
    assert "tableau4" in table.targets()
    assert table.move_to("tableau4") and table.game.pile("tableau4").cards[0].code == "6H"
    assert not table.double_click("tableau21")
