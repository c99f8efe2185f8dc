"""Gay Gordons: the deal built from pairs, pairs adding up to eleven, the reserve, score, win and loss."""

from collections import Counter

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn
from solitaire_nb.games.gay_gordons import ELEVEN, pair_places, paired_order
from solitaire_nb.rules.cards import parse_cards

GAME = "gay_gordons"
pos = position_maker(GAME)


def tops_solvable(game):
    """Can every card be removed? (a search over which pair to remove, remembering dead ends)"""
    piles = [[c for c in p.cards] for p in game.piles if p.group.prefix in ("reserve", "tableau")]
    dead = set()

    def search(heights):
        if not any(heights):
            return True
        if heights in dead:
            return False
        live = [i for i, h in enumerate(heights) if h]
        for x in live:
            for y in live:
                if x < y and ELEVEN.matches(piles[x][heights[x] - 1], piles[y][heights[y] - 1]):
                    nxt = list(heights)
                    nxt[x] -= 1
                    nxt[y] -= 1
                    if search(tuple(nxt)):
                        return True
        dead.add(heights)
        return False

    return search(tuple(len(p) for p in piles))


def test_deal_two_in_the_reserve_five_on_each_pile_face_up():
    for deal in (1, 2, 3, 99):
        game = sn.new_game(GAME, deal=deal)
        assert faces(game, "reserve") == [(2, 2)]
        assert faces(game, "tableau") == [(5, 5)] * 10
        assert not game.pile("foundation1").cards and game.score == 0
        assert not any(p.id == "stock" for p in game.piles)


def test_deals_are_built_from_pairs_so_every_deal_can_be_won():
    for deal in range(1, 51):
        assert tops_solvable(sn.new_game(GAME, deal=deal)), deal


def test_the_deck_is_arranged_in_pairs_as_aisleriot_does():
    deck = parse_cards("AC 3D TH 8S 4C 7D")
    assert [c.code for c in paired_order(deck, ELEVEN.matches)] == ["AC", "TH", "3D", "8S", "4C", "7D"]
    deck = parse_cards("KC 3D JH QS 8S JD")
    # KC pairs with QS (third after it): 3D takes the Queen's place, after 8S
    assert [c.code for c in paired_order(deck, ELEVEN.matches)] == ["KC", "QS", "JH", "JD", "8S", "3D"]


def test_pair_places_fill_the_fullest_pile_when_it_must():
    assert pair_places([0, 3, 1, 2], lambda n: 0) == (1, 2)
    assert pair_places([0, 1, 1, 2], lambda n: 0) == (3, 1)
    assert pair_places([2, 1, 1, 0], lambda n: n - 1) == (0, 2)
    assert pair_places([1, 2, 2, 1], lambda n: n - 1) == (3, 2)
    for room in ([2, 5, 5], [0, 0, 4, 4], [1, 1]):
        first, second = pair_places(list(room), lambda n: n - 1)
        assert first != second and room[first] and room[second]


def test_pairs_adding_up_to_eleven_two_jacks_king_and_queen():
    ranks = "A23456789TJQK"
    for a in range(1, 14):
        for b in range(1, 14):
            game = pos({"tableau1": f"{ranks[a - 1]}C", "tableau2": f"{ranks[b - 1]}D"})
            pair = a + b == 11 or a == b == 11 or {a, b} == {12, 13}
            if pair:
                assert game.check("t1-t2") is None
            else:
                refused_by(game, "t1-t2", "pair_sum")


def test_a_pair_leaves_the_table_in_one_move():
    game = pos({"tableau1": "9S 4C", "tableau2": "7H", "tableau3": "6D"})
    assert set(game.targets("tableau1", 1)) == {"tableau2"}
    game.play("t1-t2")
    assert Counter(c.code for c in game.pile("foundation1").cards) == Counter(["4C", "7H"])
    assert [c.code for c in game.pile("tableau1").cards] == ["9S"] and not game.pile("tableau2").cards
    assert game.score == 2 and game.move_count == 1


def test_the_reserve_top_card_pairs_either_way_and_takes_nothing_else():
    game = pos({"reserve1": "8D 3S", "tableau1": "8H", "tableau2": "4C"})
    refused_by(game, "r1-t1x2", "single_card_move")
    refused_by(game, "r1-t2", "pair_sum")
    game.play("t1-r1")
    assert [c.code for c in game.pile("reserve1").cards] == ["8D"]
    refused_by(game, "t2-r1", "pair_sum")


def test_empty_piles_and_reserve_stay_empty():
    game = pos({"reserve1": "", "tableau1": "KC", "tableau2": ""})
    refused_by(game, "t1-t2", "pair_removal")
    refused_by(game, "t1-r1", "pair_removal")
    refused_by(game, "t1-f1", "pair_removal")
    assert game.double_click_move("tableau1") is None


def test_won_when_every_card_is_removed():
    gone = [f"{r}{s}" for s in "CDHS" for r in "A23456789TJQK" if f"{r}{s}" not in ("QS", "KS")]
    game = sn.position(GAME, {"foundation1": " ".join(gone), "reserve1": "QS", "tableau4": "KS"},
                       partial=False)
    assert game.score == 50 and not game.is_won()
    game.play("r1-t4")
    assert game.is_won() and game.score == 52


def test_no_pair_left_is_a_loss():
    assert pos({"reserve1": "KS", "tableau1": "KC", "tableau2": "2D"}).is_lost()
    assert not pos({"reserve1": "9S", "tableau1": "KC", "tableau2": "2D"}).is_lost()
