"""Yukon: deal, group moves, score, win and loss."""


import solitaire_nb as sn

GAME = "yukon"
FULL = " ".join(r for r in "A23456789TJQK")


def suit(s, ranks=FULL):
    return " ".join(r + s for r in ranks.split())


def test_deal_klondike_staircase_plus_four_face_up_on_piles_2_to_7():
    game = sn.new_game(GAME, deal=5)
    piles = game.group_piles("tableau")
    assert [len(p.cards) for p in piles] == [1, 6, 7, 8, 9, 10, 11]
    for k, pile in enumerate(piles, 1):
        downs = [not c.face_up for c in pile.cards]
        assert downs == [True] * (k - 1) + [False] * (len(pile.cards) - k + 1)
    assert all(p.role in ("tableau", "foundation") for p in game.piles)
    assert sum(len(p.cards) for p in game.piles) == 52 and game.score == 0


def test_a_group_moves_in_any_order_and_the_uncovered_card_turns_up():
    game = sn.position(GAME, {"tableau1": "(4H) 8C", "tableau2": "(5S) 7D 2S KH"})
    assert game.movable_counts("tableau2") == [1, 2, 3]
    game.play("t2-t1x3")
    assert [str(c) for c in game.pile("tableau1").cards[1:]] == ["8C", "7D", "2S", "KH"]
    assert game.pile("tableau2").cards[-1].face_up


def test_score_counts_foundation_cards_and_the_last_card_wins():
    game = sn.position(GAME, {"foundation1": suit("C"), "foundation2": suit("D"), "foundation3": suit("H"),
                              "foundation4": suit("S", "A 2 3 4 5 6 7 8 9 T J Q"), "tableau4": "KS"})
    assert game.score == 51 and not game.is_won()
    game.play("t4-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    tops = "KS KH KD KC JS JC 9S".split()
    game = sn.position(GAME, {f"tableau{i}": card for i, card in enumerate(tops, 1)})
    assert game.is_lost()
