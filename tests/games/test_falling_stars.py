"""Falling Stars: the base card dealt, Terrace's rules otherwise."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "falling_stars"
pos = position_maker(GAME)


def test_deal_base_card_tableau_and_first_waste_card():
    game = sn.new_game(GAME, deal=4)
    assert faces(game, "reserve") == [(11, 11)]
    assert faces(game, "foundation") == [(1, 1)] + [(0, 0)] * 7
    assert faces(game, "tableau") == [(1, 1)] * 9
    assert faces(game, "waste") == [(1, 1)] and len(game.pile("stock").cards) == 104 - 22
    assert game.state["base_rank"] == game.pile("foundation1").cards[0].rank and game.score == 1


def test_rules():
    game = pos({"foundation1": "4C", "reserve1": "4D", "tableau1": "5H", "tableau2": "5S",
                "tableau3": "4S", "tableau4": "3H", "tableau5": "", "waste": "9C", "stock": "(6C)"},
               state={"base_rank": 4})
    assert game.check("t1-f1") is None and game.check("r1-f2") is None and game.check("w-t5") is None
    refused_by(game, "t2-f1", "build_alternate_colour")
    refused_by(game, "t4-t3", "terrace_nothing_on_base")
    refused_by(game, "r1-t5", "terrace_reserve_to_foundations")
    refused_by(game, "t1-t5", "terrace_empty_from_waste")
    refused_by(game, "t2-f2", "base_card")


def test_win_and_loss():
    game = pos({"foundation1": "4C", "tableau1": "2H", "waste": "KD"}, state={"base_rank": 4})
    for i in range(2, 10):
        game.pile(f"tableau{i}").cards.append(sn.Card.parse("2S"))
    assert game.is_lost()
    suits = ["CDCDCDCDCDCDC", "DCDCDCDCDCDCD", "HSHSHSHSHSHSH", "SHSHSHSHSHSHS"]
    piles = {f"foundation{i + 1}": " ".join(r + suits[i % 4][j] for j, r in enumerate("456789TJQKA23"))
             for i in range(8)}
    last = piles["foundation8"].split()
    piles["foundation8"], piles["reserve1"] = " ".join(last[:-1]), last[-1]
    game = sn.position(GAME, piles, state={"base_rank": 4})
    game.play("r1-f8")
    assert game.is_won() and game.score == 104
