"""Monte Carlo: deal, touching pairs of the same rank, the stock click closing the gaps, score,
win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "monte_carlo"
pos = position_maker(GAME)

RANKS = "A23456789TJQK"
# 25 cards with no two of the same rank touching: rank by column pattern
GRID = {f"tableau{i}": card for i, card in enumerate(
    "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD".split(), 1)}


def grid_cards(game):
    return [" ".join(str(c) for c in p.cards) for p in game.group_piles("tableau")]


def test_deal_fills_the_grid_face_up_and_leaves_27_in_the_stock():
    game = sn.new_game(GAME, deal=3)
    assert faces(game, "tableau") == [(1, 1)] * 25
    stock = game.pile("stock").cards
    assert len(stock) == 27 and not any(c.face_up for c in stock)
    assert game.pile("foundation1").cards == [] and game.score == 0
    assert game.deal_action() is None  # no gap yet: the stock click changes nothing


def test_touching_pairs_of_the_same_rank_in_eight_directions():
    centre = 13  # row 3, column 3
    neighbours = [7, 8, 9, 12, 14, 17, 18, 19]
    for other in neighbours:
        game = pos({f"tableau{centre}": "5C", f"tableau{other}": "5D", "stock": "(2S)"})
        game.play(f"t{centre}-t{other}")
        assert game.score == 2 and len(game.pile("foundation1").cards) == 2
        assert not game.pile(f"tableau{centre}").cards and not game.pile(f"tableau{other}").cards
    for far in (1, 3, 11, 15, 23, 25):
        game = pos({f"tableau{centre}": "5C", f"tableau{far}": "5D", "stock": "(2S)"})
        refused_by(game, f"t{centre}-t{far}", "pair_touching")


def test_the_grid_does_not_wrap_at_the_row_ends():
    game = pos({"tableau5": "8H", "tableau6": "8D", "tableau10": "8S", "tableau11": "8C"})
    refused_by(game, "t5-t6", "pair_touching")
    refused_by(game, "t10-t11", "pair_touching")
    refused_by(game, "t6-t10", "pair_touching")
    assert game.check("t5-t10") is None


def test_other_ranks_and_empty_slots_are_refused():
    game = pos({"tableau1": "5C", "tableau2": "6C", "tableau7": ""})
    refused_by(game, "t1-t2", "pair_same_rank")
    refused_by(game, "t1-t7", "pair_removal")
    refused_by(game, "t1-f1", "pair_removal")


def test_gaps_stay_until_the_stock_click_which_closes_them_then_deals():
    game = pos({**GRID, "tableau3": "5H", "tableau8": "5S", "stock": "(2S) (3S) (4S)"})
    game.play("t3-t8")
    assert grid_cards(game)[2] == "" and grid_cards(game)[7] == ""
    before = grid_cards(game)
    game.play("deal")
    after = grid_cards(game)
    survivors = [c for c in before if c]
    assert after[:23] == survivors
    assert after[23:] == ["4S", "3S"]  # the stock's top card first
    assert len(game.pile("stock").cards) == 1
    assert all(p.cards[-1].face_up for p in game.group_piles("tableau"))


def test_the_click_closes_the_gaps_even_with_an_empty_stock():
    game = pos({**GRID, "tableau1": "", "stock": ""})
    game.play("deal")
    cards = grid_cards(game)
    assert cards[:24] == [GRID[f"tableau{i}"] for i in range(2, 26)] and cards[24] == ""
    refused_by(game, "deal", "gaps_close")  # gaps only at the end, nothing to deal


def test_the_click_is_refused_when_it_changes_nothing():
    game = pos({**GRID, "stock": "(2S)"})
    refused_by(game, "deal", "gaps_close")
    game = pos({**GRID, "tableau25": "", "stock": "(2S)"})
    game.play("deal")
    assert grid_cards(game)[24] == "2S"


def test_last_pair_wins():
    game = pos({"foundation1": " ".join(r + s for r in RANKS for s in "CDHS" if r + s not in ("KC", "KD")),
                "tableau1": "KC", "tableau2": "KD"})
    game.play("t2-t1")
    assert game.is_won() and game.score == 52


def test_no_pair_and_nothing_to_close_is_a_loss():
    game = pos({**GRID, "tableau25": "", "stock": ""})
    assert game.legal_moves() == [] and game.is_lost()
