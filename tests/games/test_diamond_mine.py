"""Diamond Mine: deal, the Diamonds rule, the foundation, score, win and loss."""


import solitaire_nb as sn

GAME = "diamond_mine"
RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


def run(suit):
    return RUN.replace("S", suit)


def test_deal_thirteen_piles_three_down_one_up():
    game = sn.new_game(GAME, deal=5)
    piles = game.group_piles("tableau")
    assert len(piles) == 13
    for pile in piles:
        assert [c.face_up for c in pile.cards] == [False, False, False, True]
    assert len(game.group_piles("foundation")) == 1 and not game.pile("foundation1").cards
    assert all(p.role in ("tableau", "foundation") for p in game.piles)
    assert game.score == 0


def test_foundation_starts_with_any_diamond_and_wraps_from_king_to_ace():
    game = sn.position(GAME, {"tableau1": "9D", "tableau2": "TD", "tableau3": "(4C) 7C"})
    assert set(game.targets("tableau1")) == {"foundation1"}
    game.play("t1-f1")
    assert game.score == 9
    game.play("t2-f1")
    assert game.score == 19
    wrap = sn.position(GAME, {"foundation1": "KD", "tableau1": "AD"})
    wrap.play("t1-f1")
    assert wrap.score == 14


def test_whole_suits_in_the_tableau_score_three():
    game = sn.position(GAME, {"tableau1": run("S"), "tableau2": run("H"),
                              "tableau3": "(4C) " + run("C").replace("4C ", "")})
    assert game.score == 6


def test_last_diamond_wins_with_100_points():
    diamonds = " ".join(r + "D" for r in "A23456789TJQ")
    game = sn.position(GAME, {"foundation1": diamonds, "tableau1": run("S"), "tableau5": run("H"),
                              "tableau9": run("C"), "tableau13": "KD"})
    assert not game.is_won()
    game.play("t13-f1")
    assert game.is_won() and game.score == 100


def test_no_move_left_is_a_loss():
    tops = "KS KH KC JS JH JC 9S 9H 9C 7S 7H 7C 5C".split()
    game = sn.position(GAME, {f"tableau{i}": card for i, card in enumerate(tops, 1)})
    assert game.is_lost()
