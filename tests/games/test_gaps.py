"""Gaps: deal, a card into a gap after its predecessor, Twos in the first column, locked runs,
the redeal (both options), the double-click, score, win and loss, undo."""

from collections import Counter

import pytest
from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "gaps"
pos = position_maker(GAME)


def grid(*changed, **extra):
    """Row r: King, gap, Two to Queen of one suit (every gap dead), some rows replaced."""
    rows = [f"K{s} -- " + " ".join(f"{r}{s}" for r in "23456789TJQ") for s in "CDHS"]
    for index, row in changed:
        rows[index - 1] = row
    cells = [card for row in rows for card in row.split()]
    piles = {f"tableau{i}": ("" if card == "--" else card) for i, card in enumerate(cells, 1)}
    return pos(piles, **extra)


def cells(game):
    return [p.cards[0].code if p.cards else "--" for p in game.group_piles("tableau")]


def test_deal_48_cards_face_up_four_gaps_no_aces_for_every_option():
    for random_gaps in (False, True):
        game = sn.new_game(GAME, deal=7, random_gaps=random_gaps)
        counts = faces(game, "tableau")
        assert len(counts) == 52 and counts.count((0, 0)) == 4 and counts.count((1, 1)) == 48
        assert all(c.rank != 1 for p in game.piles for c in p.cards)
        assert sn.new_game(GAME, deal=7, random_gaps=random_gaps).to_json() == game.to_json()
    gaps = {tuple(i for i, c in enumerate(cells(sn.new_game(GAME, deal=d))) if c == "--")
            for d in range(1, 30)}
    assert len(gaps) > 20  # the gaps fall in different cells from deal to deal


def test_a_gap_takes_the_next_card_of_the_suit_after_its_left_neighbour():
    game = grid((2, "KD 6D 2D 3D 4D 5D -- 7D 8D 9D TD JD QD"))
    assert [str(m) for m in game.legal_moves()] == ["t15-t20"]
    refused_by(game, "t46-t20", "gap_follows")   # 6S after 5D
    refused_by(game, "t17-t20", "gap_follows")   # 4D: not the next card
    refused_by(game, "t15-t16", "gap_follows")   # a cell holding a card
    refused_by(game, "t15-t2", "gap_follows")    # after a King
    game.play("t15-t20")
    assert cells(game)[13:20] == ["KD", "--", "2D", "3D", "4D", "5D", "6D"]
    game.undo()
    assert cells(game)[14] == "6D" and cells(game)[19] == "--"


def test_first_column_takes_any_two_and_rows_do_not_run_on():
    game = grid((3, "-- KH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"))
    assert game.is_legal("t29-t27") and game.is_legal("t3-t27") and game.is_legal("t42-t27")
    refused_by(game, "t28-t27", "gap_follows")
    refused_by(game, "t14-t27", "gap_follows")   # KD would follow QC only if the rows ran on


def test_a_gap_after_a_gap_takes_nothing():
    game = pos({"tableau5": "9C", "tableau6": "", "tableau7": "", "tableau30": "TC"})
    assert game.is_legal("t30-t6")
    refused_by(game, "t30-t7", "gap_follows")


def test_locked_runs_do_not_move_and_score_one_point_a_card():
    game = grid((1, "2C 3C 4C 8H -- 5C 6C 7C 8C 9C TC JC QC"),
                (3, "KH -- 2H 3H 4H 5H 6H 7H KC 9H TH JH QH"))
    assert game.score == 3
    refused_by(game, "t3-t5", "gaps_locked_run")
    refused_by(game, "t2-t28", "gaps_locked_run")
    assert game.movable_counts("tableau1") == [] and game.movable_counts("tableau4") == [1]
    game = grid((1, "2C 3C 4C -- KD 6C 7C 8C 9C TC JC QC KC"),
                (2, "5C -- 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD"))
    game.play("t14-t4")  # 5C joins the run: it is locked now
    assert game.score == 4 and game.movable_counts("tableau4") == []


def test_redeal_only_when_every_gap_is_dead_keeping_locked_runs():
    game = grid((2, "KD 6D 2D 3D 4D 5D -- 7D 8D 9D TD JD QD"))
    refused_by(game, "redeal", "gaps_redeal")
    assert game.double_click_move("tableau1") is None
    game = grid((1, "2C 3C KC -- 4C 5C 6C 7C 8C 9C TC JC QC"))
    assert game.score == 2
    move = game.double_click_move("tableau20")
    assert str(move) == "redeal" and game.legal_moves() == [move]
    before = game.to_json(history=False)
    game.play("redeal")
    after = cells(game)
    assert after[:3] == ["2C", "3C", "--"]               # the gap right after the locked run
    assert [after[13], after[26], after[39]] == ["--"] * 3  # rows with no run: the first cell
    assert Counter(after) == Counter(cells(grid()))  # the same 48 cards and four gaps
    assert game.redeals_used == 1 and all(c.face_up for p in game.piles for c in p.cards)
    game.undo()
    assert game.to_json(history=False) == before


def test_random_gaps_option_places_the_gaps_among_the_unlocked_cells():
    game = grid((1, "2C 3C KC -- 4C 5C 6C 7C 8C 9C TC JC QC"), random_gaps=True)
    game.play("redeal")
    after = cells(game)
    assert after[:2] == ["2C", "3C"] and after.count("--") == 4
    again = grid((1, "2C 3C KC -- 4C 5C 6C 7C 8C 9C TC JC QC"), random_gaps=True)
    again.play("redeal")
    assert cells(again) == after  # the redeal comes from the deal number and its own number


def test_two_redeals_then_a_dead_grid_is_lost():
    game = grid()
    game.redeals_used = 2
    assert not game.legal_moves() and game.is_lost() and not game.is_won()
    refused_by(game, "redeal", "gaps_redeal")
    game = grid()
    assert not game.is_lost()


def test_every_row_from_two_to_king_wins_with_48_points():
    rows = {}
    for r, s in enumerate("CDHS"):
        for c, rank in enumerate("23456789TJQK"):
            rows[f"tableau{r * 13 + c + 1}"] = f"{rank}{s}"
    game = pos(rows)
    assert game.is_won() and game.score == 48
    rows["tableau11"], rows["tableau12"] = "KC", "QC"
    game = pos(rows)
    assert not game.is_won() and game.score == 46


def test_on_the_table_click_lights_the_gap_and_a_double_click_redeals():
    pytest.importorskip("ipycanvas")
    from solitaire_nb.table import Table

    table = Table(grid((2, "KD 6D 2D 3D 4D 5D -- 7D 8D 9D TD JD QD")))
    assert not table.double_click("tableau1")  # a move is left: no redeal
    x, y = table.point("tableau15", None)
    table.on_mouse_down(x, y)
    table.on_mouse_up(x, y)
    assert table.targets() == ["tableau20"]
    x, y = table.point("tableau20", None)
    table.on_mouse_down(x, y)
    table.on_mouse_up(x, y)
    assert table.game.pile("tableau20").cards[0].code == "6D"
    assert table.double_click("tableau1") and table.game.redeals_used == 1  # every gap dead now


def test_a_legal_move_into_a_gap_is_explained_by_the_rule_that_allows_it():
    for game_id in ("gaps", "maze"):
        game = sn.new_game(game_id, deal=1)
        move = next(m for m in game.legal_moves() if m.kind == "move")
        assert game.explain(move, "en").endswith("(A card into a gap)."), game_id
        assert game.explain(move, "fr").endswith("(Une carte dans une case vide)."), game_id
