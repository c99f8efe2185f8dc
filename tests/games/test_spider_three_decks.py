"""Spider Three Decks: deal, dealing onto empty piles, score, win and loss."""


import solitaire_nb as sn

GAME = "spider_three_decks"
RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


def run(suit):
    return RUN.replace("S", suit)


def test_deal():
    game = sn.new_game(GAME, deal=5)
    piles = game.group_piles("tableau")
    assert [len(p.cards) for p in piles] == [5] * 6 + [4] * 6
    for pile in piles:
        assert pile.cards[-1].face_up and not any(c.face_up for c in pile.cards[:-1])
    assert len(game.pile("stock").cards) == 102
    assert len(game.group_piles("foundation")) == 12
    assert sum(len(p.cards) for p in game.piles) == 156


def test_stock_deals_with_empty_piles_and_the_last_deal_is_six_cards():
    game = sn.new_game(GAME, deal=8)
    for _ in range(8):
        game.play("deal")
    assert len(game.pile("stock").cards) == 6
    before = [len(p.cards) for p in game.group_piles("tableau")]
    game.play("deal")
    after = [len(p.cards) for p in game.group_piles("tableau")]
    assert [a - b for a, b in zip(after, before)] == [1] * 6 + [0] * 6
    assert game.deal_action() is None
    empty = sn.position(GAME, {"stock": "(2C) (3C)", "tableau1": "5H"})
    assert empty.check("deal") is None


def test_score_and_win():
    foundations = {f"foundation{i}": run("CDHS"[i % 4]) for i in range(1, 12)}
    game = sn.position(GAME, {**foundations, "tableau5": run("C")})
    assert game.score == 144 and not game.is_won()  # a run left in the tableau still scores 12
    game.play("t5-f12x13")
    assert game.is_won() and game.score == 144
    tableau = {f"tableau{i}": run("CDHS"[i % 4]) for i in range(1, 13)}
    assert sn.position(GAME, tableau).is_won()


def test_no_move_left_is_a_loss():
    tops = "KS KH KD KC JS JH JD JC 9S 9H 9D 9C".split()
    game = sn.position(GAME, {f"tableau{i}": card for i, card in enumerate(tops, 1)})
    assert game.is_lost()
