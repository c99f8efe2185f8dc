"""FreeCell as AisleRiot plays it: Microsoft's deals, free cells, the sequence limit."""

import pytest

import solitaire_nb as sn
from solitaire_nb import Move

# Microsoft FreeCell deals as published, rows as dealt (8 cards to a row, columns left to
# right). Deals 1 and 617: Rosetta Code, "Deal cards for FreeCell"; deal 11982, the
# unsolvable one, as listed by the FreeCell FAQ and solvers' test data.
PUBLISHED = {
    1: """
        JD 2D 9H JC 5D 7H 7C 5H
        KD KC 9S 5S AD QC KH 3H
        2S KS 9D QD JS AS AH 3C
        4C 5C TS QH 4H AC 4D 7S
        3S TD 4S TH 8H 2C JH 7D
        6D 8S 8D QS 6C 3D 8C TC
        6S 9C 2H 6H
    """,
    617: """
        7D AD 5C 3S 5S 8C 2D AH
        TD 7S QD AC 6D 8H AS KH
        TH QC 3H 9D 6S 8D 3D TC
        KD 5H 9S 3C 8S 7H 4D JS
        4C QS 9C 9H 7C 6H 2C 2S
        4S TS 2H 5D JC 6C JH QH
        JD KS KC 4H
    """,
    11982: """
        AH AS 4H AC 2D 6S TS JS
        3D 3H QS QC 8S 7H AD KS
        KD 6H 5S 4D 9H JH 9S 3C
        JC 5D 5C 8C 9D TD KH 7C
        6C 2C TH QH 6D TC 4S 7S
        JD 7D 8H 9C 2H QD 4C 5H
        KC 8D 2S 3S
    """,
}


def published_columns(text):
    columns = [[] for _ in range(8)]
    for row in text.strip().splitlines():
        for i, code in enumerate(row.split()):
            columns[i].append(code)
    return columns


@pytest.mark.parametrize("deal", sorted(PUBLISHED))
def test_microsoft_deals_match_published_layouts(deal):
    game = sn.new_game("freecell", deal=deal)
    expected = published_columns(PUBLISHED[deal])
    for k in range(8):
        cards = game.pile(f"tableau{k + 1}").cards
        assert [c.text() for c in cards] == expected[k], f"column {k + 1}"
        assert all(c.face_up for c in cards)
    assert [len(col) for col in expected] == [7, 7, 7, 7, 6, 6, 6, 6]


def test_freecell_piles():
    game = sn.new_game("freecell", deal=1)
    ids = [p.id for p in game.piles]
    assert ids == [f"reserve{i}" for i in range(1, 5)] + [f"foundation{i}" for i in range(1, 5)] + \
        [f"tableau{i}" for i in range(1, 9)]
    assert all(not game.pile(f"reserve{i}").cards for i in range(1, 5))
    assert game.redeals_left == 0 and game.deal_action() is None


def pos(piles, **options):
    return sn.position("freecell", piles, **options)


def codes(game, pile_id):
    return [c.text() for c in game.pile(pile_id).cards]


def allowed(game, move):
    assert game.check(move) is None, game.explain(move, lang="en")
    return game.play(move)


def refused(game, move, key):
    before_json, before_key = game.to_json(), game.position_key()
    refusal = game.check(move)
    assert refusal is not None and refusal.rule.key == key, refusal
    with pytest.raises(sn.IllegalMove) as info:
        game.play(move)
    assert info.value.reason.rule.key == key
    assert game.to_json() == before_json and game.position_key() == before_key
    return info.value


FULL_CELLS = {"reserve1": "KC", "reserve2": "KD", "reserve3": "KH", "reserve4": "KS"}


# --------------------------------------------------------------------------- free cells


def test_a_free_cell_holds_one_card():
    game = pos({"tableau1": "9C 5D", "tableau2": "QH JS", "reserve1": "3S"})
    refused(game, "1a", "free_cell")
    refused(game, Move("tableau2", "reserve2", 2), "free_cell")
    allowed(game, "1b")
    assert codes(game, "reserve2") == ["5D"]
    assert game.movable_counts("reserve2") == [1]


def test_free_cell_to_free_cell_and_back_to_the_tableau():
    game = pos({"reserve1": "7H", "tableau1": "8S", "tableau2": "8H"})
    allowed(game, "ad")
    assert codes(game, "reserve4") == ["7H"] and codes(game, "reserve1") == []
    refused(game, "d2", "build_alternate_colour")
    allowed(game, "d1")
    assert codes(game, "tableau1") == ["8S", "7H"]


# --------------------------------------------------------------------------- tableau


def test_build_down_alternate_colour():
    game = pos({"tableau1": "8S", "tableau2": "7S", "tableau3": "6D", "tableau4": "7D"})
    refused(game, "21", "build_alternate_colour")
    refused(game, "31", "build_down")
    allowed(game, "41")


def test_any_card_or_sequence_fills_an_empty_column():
    game = pos({"tableau1": "5H", "tableau2": "9S 8D 7C"})
    allowed(game, "13")  # a lone 5 (no King needed)
    allowed(game, Move("tableau2", "tableau4", 2))
    assert codes(game, "tableau4") == ["8D", "7C"]


def test_a_broken_run_does_not_move():
    game = pos({"tableau1": "9S 8D 7D", "tableau2": "9C"})
    assert game.movable_counts("tableau1") == [1]
    refused(game, Move("tableau1", "tableau2", 2), "free_cell_limited_move")


# --------------------------------------------------------------------------- the free-cell limit


def _limit_position(free_cells, empty_columns, run):
    """``run`` cards K.. down in alternate colours on tableau1, a red King's partner on
    tableau2 able to take the run, ``free_cells`` empty cells, ``empty_columns`` empty columns."""
    filler = ["KC", "KD", "KH", "KS", "QC", "QD", "QS", "JC", "JD", "JH"]
    cards = ["JS", "TH", "9S", "8H", "7S", "6H", "5S", "4H", "3S", "2H"][:run]
    piles = {"tableau1": " ".join(cards), "tableau2": "AC QH"}
    for i in range(4 - free_cells):
        piles[f"reserve{i + 1}"] = filler.pop()
    for k in range(3, 9 - empty_columns):
        piles[f"tableau{k}"] = filler.pop()
    return pos(piles)


@pytest.mark.parametrize("free_cells", range(5))
@pytest.mark.parametrize("empty_columns", range(3))
def test_sequence_limit_onto_a_card(free_cells, empty_columns):
    limit = (free_cells + 1) * 2 ** empty_columns
    for run in range(1, 11):
        game = _limit_position(free_cells, empty_columns, run)
        move = Move("tableau1", "tableau2", run)
        if run <= limit:
            assert game.check(move) is None, (run, limit)
        else:
            error = refused(game, move, "free_cell_limited_move")
            assert str(limit) in str(error)


def test_the_target_column_is_not_counted():
    # no free cell, one empty column which is the target: one card at a time
    game = pos({**FULL_CELLS, "tableau1": "9S 8D", "tableau2": "", "tableau3": "TD",
                "tableau4": "2C", "tableau5": "2D", "tableau6": "2H", "tableau7": "2S", "tableau8": "3C"})
    refused(game, Move("tableau1", "tableau2", 2), "free_cell_limited_move")
    allowed(game, Move("tableau1", "tableau2", 1))
    game.undo()
    # onto a card the same empty column doubles the limit
    allowed(game, Move("tableau1", "tableau3", 2))


def test_a_whole_column_moves_to_an_empty_column():
    # one free cell, two empty columns (one is the target): (1 + 1) x 2 ** 1 = 4 cards
    game = pos({"reserve1": "KC", "reserve2": "KD", "reserve3": "KH",
                "tableau1": "9S 8D 7C 6H", "tableau2": "9H 8S 7H 6S 5D",
                "tableau3": "", "tableau4": "", "tableau5": "2C", "tableau6": "2D", "tableau7": "2H",
                "tableau8": "2S"})
    refused(game, Move("tableau2", "tableau3", 5), "free_cell_limited_move")
    allowed(game, Move("tableau1", "tableau3", 4))
    assert codes(game, "tableau1") == [] and codes(game, "tableau3") == ["9S", "8D", "7C", "6H"]
    assert game.movable_counts("tableau2") == [1, 2, 3, 4, 5]
    assert game.targets("tableau2", 5) == []
    # now tableau1 is empty (the source of the last move) and counts for the next one
    assert Move("tableau2", "tableau4", 4) in game.legal_moves()


# --------------------------------------------------------------------------- foundations


def test_foundations_are_out_of_play():
    game = pos({"foundation1": "AS 2S", "tableau1": "3H", "tableau2": "", "tableau3": "3S"})
    assert game.movable_counts("foundation1") == []
    refused(game, "f1-t1", "out_of_play")
    refused(game, "f1-t2", "out_of_play")
    refused(game, Move("foundation1", "reserve1", 1), "out_of_play")
    allowed(game, "3h")
    assert codes(game, "foundation1") == ["AS", "2S", "3S"] and game.score == 3


def test_foundations_start_with_aces_and_build_up_by_suit():
    game = pos({"tableau1": "2H", "tableau2": "AH", "tableau3": "3H", "tableau4": "2D"})
    refused(game, "t1-f1", "base_card")
    allowed(game, "2h")
    refused(game, Move("tableau3", "foundation1", 1), "build_up")
    refused(game, Move("tableau4", "foundation1", 1), "build_by_suit")
    allowed(game, "1h")
    allowed(game, "3h")
    assert game.score == 3 and codes(game, "foundation1") == ["AH", "2H", "3H"]


# --------------------------------------------------------------------------- autoplay


def safe(card, heights):
    """AisleRiot's safe rule, written from its description."""
    black = min(heights["C"], heights["S"])
    red = min(heights["D"], heights["H"])
    if card[1] in "DH":
        return int("A23456789TJQK".index(card[0]) + 1) <= min(2 + black, 3 + red)
    return int("A23456789TJQK".index(card[0]) + 1) <= min(2 + red, 3 + black)


def test_safe_rule_table():
    heights = {"C": 5, "S": 1, "D": 4, "H": 4}
    assert safe("2S", heights) and safe("3D", heights) and safe("4C", heights)
    assert not safe("5D", heights) and not safe("6C", heights) and not safe("5H", heights)


def test_autoplay_sends_safe_cards_and_keeps_unsafe_ones():
    game = pos({"foundation1": "AC 2C 3C 4C 5C", "foundation2": "AS", "foundation3": "AD 2D 3D 4D",
                "foundation4": "AH 2H 3H 4H", "tableau1": "5D", "tableau2": "6C", "tableau3": "2S",
                "tableau4": "9H"})
    game.autoplay = True
    game.play("4a")
    # 2S is safe; then with spades at 2 neither 5D (<= 4) nor 6C (<= 5) is, though both are legal
    assert [str(m) for m in game.last_auto_moves] == ["3h"]
    assert codes(game, "foundation2") == ["AS", "2S"]
    assert codes(game, "tableau1") == ["5D"] and codes(game, "tableau2") == ["6C"]
    assert game.check("1h") is None and game.check("2h") is None
    assert codes(game, "reserve1") == ["9H"]


def test_autoplay_chain_with_free_cells():
    game = pos({"foundation1": "AC 2C 3C 4C 5C", "foundation2": "AS", "foundation3": "AD 2D 3D 4D",
                "foundation4": "AH 2H 3H 4H", "tableau1": "5D", "tableau2": "6C", "tableau3": "3S 2S",
                "tableau4": "9H"})
    game.autoplay = True
    game.play("4a")
    # 2S, then 3S (<= 5), then 5D (<= min(2 + 3, 7)), then 6C (<= min(2 + 4, 3 + 3)); 9H stays
    assert sorted(str(m) for m in game.last_auto_moves) == ["1h", "2h", "3h", "3h"]
    assert game.score == 6 + 3 + 5 + 4
    assert codes(game, "reserve1") == ["9H"]
    game.undo()
    assert codes(game, "tableau4") == ["9H"] and codes(game, "tableau3") == ["3S", "2S"]
