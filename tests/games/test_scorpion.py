"""Scorpion: deal, group moves, the stock, score, win and loss."""


import solitaire_nb as sn

GAME = "scorpion"
RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


def run(suit):
    return RUN.replace("S", suit)


def pairs(cards):
    return sum(1 for a, b in zip(cards, cards[1:])
               if a.face_up and b.face_up and a.suit == b.suit and b.rank == a.rank - 1)


def test_deal_three_down_rows_on_piles_1_to_4_and_a_three_card_stock():
    game = sn.new_game(GAME, deal=5)
    piles = game.group_piles("tableau")
    assert [len(p.cards) for p in piles] == [7] * 7
    for pile in piles[:4]:
        assert [c.face_up for c in pile.cards] == [False] * 3 + [True] * 4
    for pile in piles[4:]:
        assert all(c.face_up for c in pile.cards)
    assert len(game.pile("stock").cards) == 3
    assert game.score == sum(pairs(p.cards) for p in piles)


def test_the_stock_deals_its_three_cards_onto_piles_1_to_3_at_any_time():
    game = sn.new_game(GAME, deal=9)
    before = [len(p.cards) for p in game.group_piles("tableau")]
    game.play("deal")
    after = [len(p.cards) for p in game.group_piles("tableau")]
    assert [a - b for a, b in zip(after, before)] == [1, 1, 1, 0, 0, 0, 0]
    assert all(p.cards[-1].face_up for p in game.group_piles("tableau")[:3])
    assert game.deal_action() is None
    empty = sn.position(GAME, {"stock": "(2C) (3C) (4C)", "tableau2": "9D"})
    assert empty.check("deal") is None


def test_score_runs_face_down_cards_and_whole_suits():
    game = sn.position(GAME, {"tableau1": "(4H) (5H) 9C 8C 7C", "tableau2": "TC", "tableau3": run("S")})
    # 36 - 3 x 2 face-down + 2 links + 12 links + 4 for the whole suit
    assert game.score == 36 - 6 + 2 + 12 + 4
    game.play("t1-t2x3")
    assert game.score == 36 - 3 + 3 + 12 + 4  # a card reached (+3) and a new link (+1)


def test_last_move_wins_with_100_points():
    piles = {"tableau1": run("C"), "tableau2": run("D"), "tableau3": run("S"),
             "tableau4": run("H").replace(" AH", ""), "tableau6": "AH"}
    game = sn.position(GAME, piles)
    assert not game.is_won()
    game.play("t6-t4")
    assert game.is_won() and game.score == 100


def test_two_suits_on_one_pile_are_not_a_win():
    piles = {"tableau1": run("C") + " " + run("D"), "tableau3": run("S"), "tableau4": run("H")}
    assert not sn.position(GAME, piles).is_won()


def test_no_move_left_is_a_loss():
    tops = "KS KH KD KC JS JC 9S".split()
    game = sn.position(GAME, {f"tableau{i}": card for i, card in enumerate(tops, 1)})
    assert game.is_lost()
