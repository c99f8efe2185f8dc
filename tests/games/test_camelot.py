"""Camelot: deal, placing the cards, the two phases, Tens and pairs adding up to ten, score, win, loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "camelot"
pos = position_maker(GAME)
REMOVING = {"camelot_removing": True}

FULL = {"tableau1": "KS", "tableau2": "QH", "tableau3": "QC", "tableau4": "KD", "tableau5": "JS",
        "tableau6": "4H", "tableau7": "6C", "tableau8": "JD", "tableau9": "JC", "tableau10": "TD",
        "tableau11": "9S", "tableau12": "JH", "tableau13": "KC", "tableau14": "AD",
        "tableau15": "QS", "tableau16": "5D"}


def test_deal_everything_in_the_stock():
    game = sn.new_game(GAME, deal=5)
    stock = game.pile("stock").cards
    assert len(stock) == 52 and not any(c.face_up for c in stock)
    assert faces(game, "tableau") == [(0, 0)] * 16
    assert game.pile("waste").cards == [] and game.score == 0
    assert [str(m) for m in game.legal_moves()] == ["deal"]
    game.play("deal")
    assert len(game.pile("waste").cards) == 1 and game.pile("waste").cards[0].face_up


def test_one_card_at_a_time_and_only_with_an_empty_cell():
    game = pos({"waste": "5C", "stock": "(2C) (3C)"})
    refused_by(game, "deal", "camelot_deal")
    game.play("w-t6")
    assert game.is_legal("deal")
    full = pos({**FULL, "stock": "(2C)"}, state=REMOVING)
    refused_by(full, "deal", "camelot_deal")


def test_court_cards_placed_only_in_their_cells():
    for card, cells in (("KH", (1, 4, 13, 16)), ("QD", (2, 3, 14, 15)), ("JC", (5, 8, 9, 12))):
        game = pos({"waste": card, "stock": "(2C)"})
        for cell in range(1, 17):
            if cell in cells:
                assert game.is_legal(f"w-t{cell}"), (card, cell)
            else:
                refused_by(game, f"w-t{cell}", "camelot_places")
    game = pos({"waste": "7S", "tableau6": "2D", "stock": "(2C)"})
    for cell in range(1, 17):
        assert game.is_legal(f"w-t{cell}") == (cell != 6)
    refused_by(game, "w-t6", "camelot_places")
    refused_by(game, "w-f1", "camelot_places")


def test_no_removal_in_the_first_phase():
    game = pos({"tableau1": "TS", "tableau6": "4H", "tableau7": "6C", "stock": "(2C)"})
    refused_by(game, "t6-t7", "camelot_phases")
    refused_by(game, "t1-f1", "camelot_phases")
    refused_by(game, "t6-t11", "camelot_phases")


def test_second_phase_when_the_grid_fills():
    cells = dict(FULL)
    del cells["tableau16"]
    game = pos({**cells, "waste": "5D", "stock": "(2C)"})
    game.play("w-t16")
    assert game.state.get("camelot_removing")
    game.play("t6-t7")
    assert game.score == 2 and not game.pile("tableau6").cards and not game.pile("tableau7").cards
    game.play("t10-f1")
    assert game.score == 3
    game.play("deal")  # back to placing: no removal until the grid is full again
    assert not game.state.get("camelot_removing")
    refused_by(game, "t11-t14", "camelot_phases")


def test_second_phase_when_stock_and_waste_are_empty():
    game = pos({"tableau6": "4H", "tableau7": "6C", "waste": "TC"})
    game.play("w-t10")
    assert game.state.get("camelot_removing")
    assert game.is_legal("t6-t7") and game.is_legal("t10-f1")


def test_pairs_adding_up_to_ten_and_tens_alone():
    game = pos({**FULL, "stock": "(2C)"}, state=REMOVING)
    for move in ("t6-t7", "t7-t6", "t11-t14", "t14-t11", "t10-f1"):
        assert game.is_legal(move), move
    refused_by(game, "t6-t11", "pair_sum")
    refused_by(game, "t6-f1", "removed_alone")
    refused_by(game, "t10-t6", "pair_sum")
    refused_by(game, "t1-t2", "camelot_courts_stay")
    refused_by(game, "t5-f1", "camelot_courts_stay")
    game.play("t6-t7")
    refused_by(game, "t11-t6", "camelot_places")


def test_double_click_removes_a_ten():
    game = pos({**FULL, "stock": "(2C)"}, state=REMOVING)
    assert str(game.double_click_move("tableau10")) == "t10-f1"
    assert game.double_click_move("tableau6") is None


def test_score_and_undo_are_exact():
    game = pos({**FULL, "stock": "(2C)"}, state=REMOVING)
    before = game.to_json(history=False)
    game.play("t6-t7")
    game.play("t10-f1")
    game.play("deal")
    assert game.score == 3
    for _ in range(3):
        game.undo()
    assert game.to_json(history=False) == before


def test_won_when_only_the_court_cards_are_left():
    courts = {k: v for k, v in FULL.items() if v[0] in "KQJ"}
    removed = " ".join(f"{r}{s}" for s in "SHDC" for r in "A23456789T")
    cards = removed.split()
    cards.remove("TD")
    game = pos({**courts, "tableau10": "TD", "foundation1": " ".join(cards)}, state=REMOVING)
    assert not game.is_won()
    game.play("t10-f1")
    assert game.is_won() and game.score == 40


def test_lost_when_the_waste_card_has_no_cell():
    game = pos({"waste": "KH", "tableau1": "KS", "tableau4": "KD", "tableau13": "KC", "tableau16": "7C",
                "stock": "(2C)"})
    assert game.is_lost() and not game.is_won()


def test_lost_when_the_full_grid_has_no_removal():
    cells = dict(FULL, tableau6="4H", tableau7="5C", tableau10="3S", tableau11="9S", tableau14="8D",
                 tableau16="8H")
    game = pos({**cells, "stock": "(2C)"}, state=REMOVING)
    assert not game.legal_moves() and game.is_lost()
