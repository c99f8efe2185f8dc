"""Easthaven: deal, the deal that waits for empty piles, score, win and loss."""



from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "easthaven"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


def test_deal_seven_piles_of_two_down_one_up():
    game = sn.new_game(GAME, deal=7)
    assert faces(game, "tableau") == [(3, 1)] * 7
    assert len(game.pile("stock").cards) == 31 and "waste" not in [p.id for p in game.piles]


def test_four_deals_of_seven_then_three():
    game = sn.new_game(GAME, deal=11)
    counts = []
    while game.pile("stock").cards:
        if any(not p.cards for p in game.group_piles("tableau")):
            break
        counts.append(game.play("deal").count)
    if not game.pile("stock").cards:
        assert counts == [7, 7, 7, 7, 3]
        assert faces(game, "tableau")[:3] == [(8, 6)] * 3 and faces(game, "tableau")[3:] == [(7, 5)] * 4
        refused_by(game, "deal", "deal_to_each_pile")


def test_deal_waits_while_a_king_can_fill_an_empty_pile():
    piles = {"stock": "(2H) (3H) (4H) (5H) (6H) (7H) (8H)", "tableau1": "", "tableau2": "(6C) KH QS"}
    game = pos(piles)
    refused_by(game, "deal", "deal_to_each_pile")
    game.play("t2-t1x2")
    game.play("deal")
    assert faces(game, "tableau") == [(3, 3), (2, 2), (1, 1), (1, 1), (1, 1), (1, 1), (1, 1)]


def test_deal_goes_on_when_no_king_covers_cards_or_the_tableau_is_nearly_empty():
    assert pos({"stock": "(2H)", "tableau1": "", "tableau2": "KH QS"}).check("deal") is None
    assert pos({"stock": "(2H)", "tableau1": "", "tableau2": "(7D) 5H"}).check("deal") is None
    nearly = pos({**FULL, "foundation4": "AS 2S 3S 4S 5S", "stock": "(6S) (7S) (8S)", "tableau2": "(9S) KS"})
    assert nearly.check("deal") is None
    busy = pos({**FULL, "foundation4": "AS 2S 3S", "stock": "(6S) (7S) (8S)", "tableau2": "(9S) KS"})
    assert busy.check("deal") is not None


def test_score_and_foundations_out_of_play():
    game = pos({"foundation1": "AS", "tableau1": "2S", "tableau2": "3H"})
    game.play("t1-f1")
    assert game.score == 2
    refused_by(game, "f1-t2", "out_of_play")


def test_last_move_wins():
    game = pos({**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "tableau7": "KS"})
    game.play("t7-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({"tableau1": "(3C) 5H", "tableau2": "(4C) 5S"})
    assert game.is_lost()
