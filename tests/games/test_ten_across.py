"""Ten Across: zig-zag deal, temporary slots (both option values), no score, win and loss."""


import pytest

import solitaire_nb as sn

GAME = "ten_across"
RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"


def run(suit):
    return RUN.replace("S", suit)


@pytest.mark.parametrize("temp_slots", [True, False])
def test_zig_zag_deal_and_two_temporary_slots(temp_slots):
    game = sn.new_game(GAME, deal=5, temp_slots=temp_slots)
    piles = game.group_piles("tableau")
    assert [len(p.cards) for p in piles] == [5] * 10
    face_down = [0, 1, 2, 3, 4, 4, 3, 2, 1, 0]
    for pile, down in zip(piles, face_down):
        assert [c.face_up for c in pile.cards] == [False] * down + [True] * (5 - down)
    slots = game.group_piles("reserve")
    assert [len(p.cards) for p in slots] == [1, 1] and all(p.cards[0].face_up for p in slots)
    assert all(p.role in ("tableau", "reserve") for p in game.piles)
    assert game.score == 0


def test_temporary_slot_reuse_follows_the_option():
    piles = {"reserve1": "9D", "tableau1": "TD", "tableau2": "3C"}
    on = sn.position(GAME, piles)
    on.play("r1-t1")
    assert on.check("t2-r1") is None
    off = sn.position(GAME, piles, temp_slots=False)
    off.play("r1-t1")
    assert off.check("t2-r1").rule.key == "free_cell"


def test_no_score_and_the_last_move_wins():
    piles = {"tableau1": run("C"), "tableau4": run("D"), "tableau7": run("S"),
             "tableau10": run("H").replace(" AH", ""), "reserve2": "AH"}
    game = sn.position(GAME, piles)
    assert not game.is_won()
    game.play("r2-t10")
    assert game.is_won() and game.score == 0


def test_no_move_left_is_a_loss():
    tops = "KS KH KD KC JS JH JD JC 9S 9H".split()
    piles = {f"tableau{i}": card for i, card in enumerate(tops, 1)}
    game = sn.position(GAME, {**piles, "reserve1": "7S", "reserve2": "7H"})
    assert game.is_lost()
    assert not sn.position(GAME, {**piles, "reserve1": "7S"}).is_lost()  # an empty slot takes a card
