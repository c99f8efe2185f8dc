"""Spiderette: deal, stock, score, win and loss."""


import solitaire_nb as sn

GAME = "spiderette"
RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


def run(suit):
    return RUN.replace("S", suit)


def test_deal_klondike_shape_and_24_card_stock():
    game = sn.new_game(GAME, deal=5)
    piles = game.group_piles("tableau")
    assert [len(p.cards) for p in piles] == [1, 2, 3, 4, 5, 6, 7]
    for pile in piles:
        assert pile.cards[-1].face_up and not any(c.face_up for c in pile.cards[:-1])
    assert len(game.pile("stock").cards) == 24
    assert len(game.group_piles("foundation")) == 4


def test_three_deals_of_seven_then_three_cards():
    game = sn.new_game(GAME, deal=8)
    for left in (17, 10, 3):
        game.play("deal")
        assert len(game.pile("stock").cards) == left
    before = [len(p.cards) for p in game.group_piles("tableau")]
    game.play("deal")
    after = [len(p.cards) for p in game.group_piles("tableau")]
    assert [a - b for a, b in zip(after, before)] == [1, 1, 1, 0, 0, 0, 0]


def test_deal_refused_while_a_pile_is_empty():
    game = sn.position(GAME, {"stock": "(2C)", "tableau1": "5H"})
    assert game.check("deal").rule.key == "deal_to_each_pile"


def test_score_one_point_per_same_suit_pair():
    game = sn.position(GAME, {"tableau1": "(4C) 9H 8H 7C", "tableau2": "8C 6C",
                              "foundation1": run("D")})
    assert game.score == 1 + 12
    game.play("t2-t1")
    assert game.score == 14


def test_last_run_wins_and_runs_left_in_the_tableau_win():
    foundations = {f"foundation{i}": run(s) for i, s in enumerate("CDH", 1)}
    game = sn.position(GAME, {**foundations, "tableau2": run("S")})
    assert game.score == 36 + 12 and not game.is_won()
    game.play("t2-f4x13")
    assert game.is_won() and game.score == 48
    tableau = {f"tableau{i}": run(s) for i, s in enumerate("CDHS", 1)}
    assert sn.position(GAME, tableau).is_won()


def test_no_move_left_is_a_loss():
    tops = "KS KH KD KC JS JH JD".split()
    game = sn.position(GAME, {f"tableau{i}": card for i, card in enumerate(tops, 1)})
    assert game.is_lost()
