"""Spider: deal for each suit option, rules, score, win and loss."""


import pytest

import solitaire_nb as sn

GAME = "spider"
RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


def run(suit):
    return RUN.replace("S", suit)


@pytest.mark.parametrize("suits,expected", [(4, "CDHS"), (2, "HS"), (1, "S")])
def test_deal_for_each_option(suits, expected):
    game = sn.new_game(GAME, deal=5, suits=suits)
    piles = game.group_piles("tableau")
    assert [len(p.cards) for p in piles] == [6, 5, 5, 6, 5, 5, 6, 5, 5, 6]
    for pile in piles:
        assert pile.cards[-1].face_up and not any(c.face_up for c in pile.cards[:-1])
    stock = game.pile("stock")
    assert len(stock.cards) == 50 and not any(c.face_up for c in stock.cards)
    assert len(game.group_piles("foundation")) == 8
    every = [c for p in game.piles for c in p.cards]
    assert len(every) == 104 and {c.suit for c in every} == set(expected)
    assert all(sum(1 for c in every if (c.rank, c.suit) == (1, s)) == 8 // len(expected)
               for s in expected)
    assert game.score == 0


def test_stock_deals_one_face_up_card_per_pile_and_scores_pairs():
    game = sn.new_game(GAME, deal=11)
    before = [len(p.cards) for p in game.group_piles("tableau")]
    game.play("deal")
    assert [len(p.cards) for p in game.group_piles("tableau")] == [n + 1 for n in before]
    assert all(p.cards[-1].face_up for p in game.group_piles("tableau"))
    assert len(game.pile("stock").cards) == 40
    assert game.score == sum(1 for p in game.group_piles("tableau")
                             if p.cards[-2].suit == p.cards[-1].suit
                             and p.cards[-2].rank == p.cards[-1].rank + 1)


def test_deal_refused_while_a_pile_is_empty():
    piles = {f"tableau{i}": card for i, card in enumerate("KC KD KH KS QC QD QH QS JC".split(), 1)}
    game = sn.position(GAME, {**piles, "stock": "(2C) (3C) (4C)"})
    refusal = game.check("deal")
    assert refusal is not None and refusal.rule.key == "deal_to_each_pile"
    assert game.deal_action() is None


def test_score_is_length_minus_one_per_same_suit_run():
    game = sn.position(GAME, {"tableau1": "(4C) 9H 8H 7H 6C", "tableau2": "TS 9S 5D",
                              "tableau3": "4D", "foundation1": RUN})
    assert game.score == 2 + 1 + 12
    game.play("t3-t2")
    assert game.score == 2 + 2 + 12
    game.undo()
    assert game.score == 15


def test_uncovered_card_turns_up():
    game = sn.position(GAME, {"tableau1": "(4C) 9S", "tableau2": "TD"})
    game.play("t1-t2")
    assert game.pile("tableau1").cards[-1].face_up


def test_last_run_to_the_foundations_wins():
    foundations = {f"foundation{i}": run("CDHSCDH"[i - 1]) for i in range(1, 8)}
    game = sn.position(GAME, {**foundations, "tableau3": f"{run('S')}"})
    assert not game.is_won()
    game.play("t3-f8x13")
    assert game.is_won() and game.score == 96


def test_all_eight_runs_left_in_the_tableau_also_win():
    tableau = {f"tableau{i}": run("CDHSCDHS"[i - 1]) for i in range(1, 9)}
    assert sn.position(GAME, tableau).is_won()
    # Two runs on one pile count too (a deal may put a King on an Ace).
    tableau = {f"tableau{i}": run("CDHSCDH"[i - 1]) for i in range(1, 8)}
    tableau["tableau1"] += " " + run("S")
    assert sn.position(GAME, tableau).is_won()
    # A mix of runs on the foundations and in the tableau is not yet a win (AisleRiot).
    mixed = {f"tableau{i}": run("CDHSCDH"[i - 1]) for i in range(1, 8)}
    game = sn.position(GAME, {**mixed, "foundation1": run("S")})
    assert game.score == 96 and not game.is_won()


def test_no_move_left_is_a_loss():
    tops = "KS KH KD KC JS JH JD JC 9S 9H".split()
    game = sn.position(GAME, {f"tableau{i}": card for i, card in enumerate(tops, 1)})
    assert game.legal_moves() == [] and game.is_lost() and not game.is_won()
