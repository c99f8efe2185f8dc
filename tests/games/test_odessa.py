"""Odessa: deal, group moves, runs to the foundations, history score, win and loss."""


import solitaire_nb as sn
from solitaire_nb.games.odessa import _opening_points

GAME = "odessa"
FULL = " ".join(r for r in "A23456789TJQK")


def suit(s, ranks=FULL):
    return " ".join(r + s for r in ranks.split())


def runs_points(cards):
    """One point per card of every run of one suit (length >= 2) among face-up cards."""
    total, length = 0, 1
    for lower, upper in zip(cards, cards[1:]):
        if lower.face_up and upper.face_up and upper.suit == lower.suit and upper.rank == lower.rank - 1:
            length += 1
            continue
        total, length = total + (length if length > 1 else 0), 1
    return total + (length if length > 1 else 0)


def test_deal_three_down_then_three_or_five_up():
    for deal in (5, 6, 7):
        game = sn.new_game(GAME, deal=deal)
        piles = game.group_piles("tableau")
        assert [len(p.cards) for p in piles] == [6, 8, 8, 8, 8, 8, 6]
        for pile in piles:
            assert [c.face_up for c in pile.cards[:3]] == [False] * 3
            assert all(c.face_up for c in pile.cards[3:])
        assert game.score == sum(runs_points(p.cards) for p in piles)


def test_opening_runs_are_worth_one_point_per_card():
    cards = sn.position(GAME, {"tableau1": "(2C) 9H 8H 7H 3S 2S KD"}).pile("tableau1").cards
    assert _opening_points(cards) == 3 + 2


def test_opening_score_with_a_chosen_order():
    # Piles get one card per row, left to right; rows 4-6 are face up.
    order = [f"{r}{s}" for r in "23456789T" for s in "CD"][:18] + ["AH", "2H", "3H"]
    rest = [c.code for c in sn.new_game(GAME, deal=1).declaration.deck.cards() if c.code not in order]
    # Row 4, pile 1 gets QS, row 5 JS, row 6 TS: a run of three on pile 1.
    face_up_rows = ["QS"] + rest[:6] + ["JS"] + rest[6:12] + ["TS"] + rest[12:18]
    remaining = [c for c in rest if c not in face_up_rows]
    game = sn.new_game(GAME, order=order + face_up_rows + remaining)
    assert [str(c) for c in game.pile("tableau1").cards[3:]] == ["QS", "JS", "TS"]
    assert game.score == sum(runs_points(p.cards) for p in game.group_piles("tableau")) >= 3


def test_moves_score_the_run_they_make_and_foundation_cards_one_each():
    game = sn.position(GAME, {"foundation1": "AH 2H", "tableau1": "(6C) 5H 4H 3H",
                              "tableau2": "JS TS 9S", "tableau3": "(4D) 8S 7S 2D", "tableau4": "",
                              "tableau5": "KD"})
    game.play("t3-t2x3")  # JS TS 9S 8S 7S: a run of five, then 2D
    assert game.score == 5
    assert game.pile("tableau3").cards[-1].face_up
    game.play("t1-f1x3")  # three cards up in one move, in building order
    assert game.score == 8
    assert [str(c) for c in game.pile("foundation1").cards] == ["AH", "2H", "3H", "4H", "5H"]
    game.play("t5-t4")  # a King to an empty pile scores nothing
    assert game.score == 8
    game.undo()
    game.undo()
    assert game.score == 5


def test_last_card_wins():
    game = sn.position(GAME, {"foundation1": suit("C"), "foundation2": suit("D"), "foundation3": suit("H"),
                              "foundation4": suit("S", "A 2 3 4 5 6 7 8 9 T J"), "tableau4": "KS QS"})
    game.play("t4-f4x2")
    assert game.is_won()


def test_no_move_left_is_a_loss():
    tops = "KS KH KD KC JS JC 9S".split()
    game = sn.position(GAME, {f"tableau{i}": card for i, card in enumerate(tops, 1)})
    assert game.is_lost()
