"""Klondike as AisleRiot plays it, on hand-made positions: every rule allowed and refused."""

import pytest

import solitaire_nb as sn
from solitaire_nb import Move


def pos(piles, **options):
    return sn.position("klondike", piles, **options)


def codes(game, pile_id):
    return [c.text() for c in game.pile(pile_id).cards]


def allowed(game, move):
    assert game.check(move) is None, game.explain(move, lang="en")
    played = game.play(move)
    assert game.history[-1] == played
    return played


def refused(game, move, key):
    """The move is refused by the glossary concept ``key`` and the game is left untouched."""
    before_json, before_key = game.to_json(), game.position_key()
    refusal = game.check(move)
    assert refusal is not None and refusal.rule.key == key, refusal
    with pytest.raises(sn.IllegalMove) as info:
        game.play(move)
    assert info.value.reason.rule.key == key
    assert game.to_json() == before_json and game.position_key() == before_key
    return info.value


# --------------------------------------------------------------------------- the deal


def test_opening_deal_is_a_staircase_with_tops_up():
    game = sn.new_game("klondike", deal=5)
    for k in range(1, 8):
        cards = game.pile(f"tableau{k}").cards
        assert len(cards) == k
        assert cards[-1].face_up
        assert not any(c.face_up for c in cards[:-1])
    assert len(game.pile("stock").cards) == 24
    assert not any(c.face_up for c in game.pile("stock").cards)
    assert game.pile("waste").cards == []
    assert all(not game.pile(f"foundation{i}").cards for i in range(1, 5))
    assert game.score == 0 and game.redeals_left == 2


def test_pile_ids_and_roles():
    game = sn.new_game("klondike", deal=5)
    ids = [p.id for p in game.piles]
    assert ids == ["stock", "waste"] + [f"foundation{i}" for i in range(1, 5)] + \
        [f"tableau{i}" for i in range(1, 8)]
    roles = {p.id: p.role for p in game.piles}
    assert roles["stock"] == "stock" and roles["waste"] == "waste"
    assert roles["foundation3"] == "foundation" and roles["tableau7"] == "tableau"


# --------------------------------------------------------------------------- building on the tableau


def test_build_down_alternate_colour():
    game = pos({"tableau1": "8S", "tableau2": "7H", "tableau3": "7C", "tableau4": "6H", "tableau5": "9D"})
    refused(game, "t3-t1", "build_alternate_colour")  # black on black
    refused(game, "t4-t1", "build_down")  # 6 on 8
    refused(game, "t5-t1", "build_down")  # 9 on 8: building up is not allowed
    refused(game, "t1-t2", "build_down")  # 8 on 7
    allowed(game, "t2-t1")
    assert codes(game, "tableau1") == ["8S", "7H"]


def test_refusal_names_rank_order_first():
    game = pos({"tableau1": "8S", "tableau2": "5S"})
    refused(game, "t2-t1", "build_down")


def test_cannot_build_on_a_face_down_card():
    game = pos({"tableau1": "(8S)", "tableau2": "7H"}, reachable=False)
    refused(game, "t2-t1", "face_down")


def test_face_down_cards_do_not_move():
    game = pos({"tableau1": "(KS) QH", "tableau2": "(9C) KD", "tableau3": ""})
    refused(game, Move("tableau1", "tableau3", 2), "face_down")


def test_any_face_up_sequence_moves():
    game = pos({"tableau1": "(2C) KS QH JC TD", "tableau2": "", "tableau3": "(5C) QC"})
    assert game.movable_counts("tableau1") == [1, 2, 3, 4]
    refused(game, Move("tableau1", "tableau3", 2), "build_alternate_colour")  # JC on QC
    refused(game, Move("tableau1", "tableau2", 5), "face_down")
    allowed(game, Move("tableau1", "tableau2", 4))  # the whole face-up run, King first
    assert codes(game, "tableau2") == ["KS", "QH", "JC", "TD"]
    assert codes(game, "tableau1") == ["2C"]


def test_sequences_move_onto_a_fitting_card():
    game = pos({"tableau1": "(2C) KS QH JC TD", "tableau2": "(5C) QD"})
    refused(game, Move("tableau1", "tableau2", 1), "build_down")  # TD on QD
    refused(game, Move("tableau1", "tableau2", 3), "build_down")  # QH on QD
    allowed(game, Move("tableau1", "tableau2", 2))  # JC TD on QD
    assert codes(game, "tableau2") == ["(5C)", "QD", "JC", "TD"]
    assert codes(game, "tableau1") == ["(2C)", "KS", "QH"]


def test_a_broken_run_does_not_move_as_a_unit():
    game = pos({"tableau1": "KS QH JH", "tableau2": "KC"})
    assert game.movable_counts("tableau1") == [1]
    refused(game, Move("tableau1", "tableau2", 2), "sequence_move")


def test_face_down_top_is_turned_up_after_a_move():
    game = pos({"tableau1": "(4C) (9H) 5H", "tableau2": "6S"})
    allowed(game, "t1-t2")
    assert codes(game, "tableau1") == ["(4C)", "9H"]
    game.undo()
    assert codes(game, "tableau1") == ["(4C)", "(9H)", "5H"]


# --------------------------------------------------------------------------- empty tableau piles


def test_only_kings_fill_an_empty_pile():
    game = pos({"tableau1": "QH", "tableau2": "", "tableau3": "(3C) KS QD", "waste": "KH"})
    refused(game, "t1-t2", "empty_king_only")
    refused(game, Move("tableau3", "tableau2", 1), "empty_king_only")
    allowed(game, Move("tableau3", "tableau2", 2))  # a King-headed sequence
    assert codes(game, "tableau2") == ["KS", "QD"]
    assert codes(game, "tableau3") == ["3C"]  # turned up
    allowed(game, "w-t4")  # a lone King from the waste


# --------------------------------------------------------------------------- stock and waste


def test_waste_gives_one_card_at_a_time():
    game = pos({"waste": "7D 9C", "tableau1": "TH", "tableau2": "8C"})
    assert game.movable_counts("waste") == [1]
    refused(game, Move("waste", "tableau1", 2), "single_card_move")
    refused(game, Move("tableau2", "waste", 1), "waste")
    allowed(game, "w-t1")


def test_nothing_goes_on_or_comes_from_the_stock_by_hand():
    game = pos({"stock": "(5H) (6C)", "tableau1": "7S", "tableau2": "4H"})
    refused(game, Move("stock", "tableau1", 1), "stock")
    refused(game, Move("tableau2", "stock", 1), "stock")


def test_draw_one_deals_the_top_card_face_up():
    game = pos({"stock": "(5H) (6C) (7D)"})
    move = game.deal_action()
    assert move.kind == "deal" and move.count == 1 and str(move) == "deal"
    allowed(game, "deal")
    assert codes(game, "waste") == ["7D"]
    assert codes(game, "stock") == ["(5H)", "(6C)"]
    assert game.move_count == 1


def test_draw_three_deals_three_cards_or_fewer():
    game = pos({"stock": "(AC) (2C) (3C) (4C) (5C)"}, draw=3)
    assert game.deal_action().count == 3
    allowed(game, "deal")
    # the three top cards are turned over together: the deepest of them ends on top
    assert codes(game, "waste") == ["5C", "4C", "3C"]
    assert game.deal_action().count == 2
    allowed(game, "deal")
    assert codes(game, "waste") == ["5C", "4C", "3C", "2C", "AC"]
    assert codes(game, "stock") == []
    assert game.pile("waste").group.show == 3


def test_redeal_turns_the_waste_over_into_the_stock():
    stock = "(AC) (2C) (3C) (4C)"
    game = pos({"stock": stock})
    for _ in range(4):
        allowed(game, "deal")
    assert codes(game, "waste") == ["4C", "3C", "2C", "AC"]
    refused(game, "deal", "deal_to_waste")  # the stock is empty
    move = game.deal_action()
    assert move.kind == "redeal" and str(move) == "redeal"
    allowed(game, "redeal")
    assert codes(game, "stock") == stock.split()  # same order as before, face down
    assert codes(game, "waste") == []
    assert game.redeals_used == 1 and game.redeals_left == 1


def _cycle(game, cards):
    for _ in range(cards):
        game.play("deal")
    game.play("redeal")


@pytest.mark.parametrize("options, redeals", [
    ({}, 2),
    ({"draw": 1, "redeals": 2}, 2),
    ({"draw": 1, "redeals": 0}, 0),
    ({"draw": 3, "redeals": 0}, 0),
    ({"draw": 3, "redeals": 2}, 2),
])
def test_redeal_limits(options, redeals):
    game = pos({"stock": "(5H) (6H)"}, **options)
    assert game.redeals_left == redeals
    draw = options.get("draw", 1)
    deals = 2 // draw + (1 if 2 % draw else 0)
    for _ in range(redeals):
        _cycle(game, deals)
    assert game.redeals_left == 0
    for _ in range(deals):
        game.play("deal")
    refused(game, "redeal", "redeal")
    assert game.deal_action() is None
    assert game.is_lost()


@pytest.mark.parametrize("options", [{"draw": 3}, {"draw": 1, "redeals": "unlimited"},
                                     {"draw": 3, "redeals": "unlimited"}])
def test_unlimited_redeals(options):
    game = pos({"stock": "(AC) (2C) (3C)"}, **options)
    assert game.redeals_left is None
    for _ in range(10):
        while game.pile("stock").cards:
            game.play("deal")
        allowed(game, "redeal")
    assert game.redeals_left is None and game.redeals_used == 10


def test_default_options_follow_aisleriot():
    assert sn.new_game("klondike", deal=3).redeals_left == 2
    assert sn.new_game("klondike", deal=3, draw=3).redeals_left is None
    assert sn.new_game("klondike", deal=3, redeals=0).redeals_left == 0


# --------------------------------------------------------------------------- foundations


def test_foundations_start_with_an_ace():
    game = pos({"tableau1": "2S", "tableau2": "AS", "tableau3": "3H"})
    refused(game, "t1-f1", "base_card")
    allowed(game, "t2-f1")
    assert game.score == 1
    allowed(game, "t1-f1")
    assert game.score == 2
    refused(game, "t3-f1", "build_by_suit")


def test_foundations_build_up_by_suit_one_card_at_a_time():
    game = pos({"foundation1": "AS 2S", "tableau1": "4S", "tableau2": "3H", "tableau3": "4H 3S"})
    refused(game, "t1-f1", "build_up")
    refused(game, "t2-f1", "build_by_suit")
    refused(game, Move("tableau3", "foundation1", 2), "foundation")  # one card at a time
    allowed(game, "t3-f1")


def test_foundation_refuses_several_cards_even_in_a_run():
    game = pos({"foundation1": "AS", "tableau1": "3D 2S", "tableau2": "4C"})
    error = refused(game, Move("tableau1", "foundation1", 2), "foundation")
    assert "one at a time" in str(error)


def test_cards_may_come_back_from_a_foundation():
    game = pos({"foundation1": "AH 2H 3H", "tableau1": "4S", "tableau2": ""})
    assert game.score == 3
    assert game.movable_counts("foundation1") == [1]
    refused(game, Move("foundation1", "tableau1", 2), "single_card_move")
    allowed(game, "f1-t1")
    assert codes(game, "tableau1") == ["4S", "3H"] and game.score == 2
    refused(game, "f1-t2", "empty_king_only")


def test_an_ace_may_move_to_another_empty_foundation():
    game = pos({"foundation1": "AD", "foundation2": "", "foundation3": "AC 2C"})
    allowed(game, "f1-f2")
    assert codes(game, "foundation2") == ["AD"] and game.score == 3
    refused(game, "f3-f1", "base_card")  # a 2 cannot start a foundation


def test_score_counts_cards_on_foundations():
    game = pos({"tableau1": "AC", "tableau2": "2C", "tableau3": "3D", "waste": "AD", "foundation4": ""})
    allowed(game, "t1-f1")
    allowed(game, "t2-f1")
    allowed(game, "w-f2")
    assert game.score == 3
    allowed(game, "f1-t3")
    assert game.score == 2
    game.undo()
    assert game.score == 3
    game.redo()
    assert game.score == 2


def test_foundation_move_prefers_the_suit_pile():
    game = pos({"foundation3": "AH", "tableau1": "2H", "tableau2": "AS"})
    assert game.foundation_move("tableau1") == Move("tableau1", "foundation3", 1)
    assert game.foundation_move("tableau2").target == "foundation1"
    assert game.foundation_move("foundation3") is None


# --------------------------------------------------------------------------- end of game


def test_won_when_every_card_is_on_the_foundations():
    piles = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in
             zip(range(1, 5), "CDHS")}
    piles.update({pile: "" for pile in ["stock", "waste"] + [f"tableau{i}" for i in range(1, 8)]})
    game = sn.position("klondike", piles, partial=False)
    assert game.is_won() and not game.is_lost() and game.score == 52


def test_lost_when_nothing_can_move():
    game = pos({"tableau1": "5H", "tableau2": "5S"}, redeals=0)
    assert game.legal_moves() == []
    assert game.is_lost() and not game.is_won()


# --------------------------------------------------------------------------- autoplay (safe moves)


def test_autoplay_is_off_by_default():
    game = pos({"tableau1": "AS", "tableau2": "KD", "waste": "QS"})
    game.play("w-t2")
    assert codes(game, "tableau1") == ["AS"] and game.last_auto_moves == []


def test_autoplay_sends_only_safe_cards():
    # clubs to 5, spades to A, diamonds and hearts to 4: a red card is safe up to
    # min(2 + 1, 3 + 4) = 3, a black one up to min(2 + 4, 3 + 1) = 4.
    game = pos({"foundation1": "AC 2C 3C 4C 5C", "foundation2": "AS", "foundation3": "AD 2D 3D 4D",
                "foundation4": "AH 2H 3H 4H", "tableau1": "5D", "tableau2": "6C", "tableau3": "2S",
                "tableau4": "KD", "waste": "QS"})
    game.autoplay = True
    game.play("w-t4")
    # 2S is safe and goes up; then spades are at 2: red bound min(4, 7) = 4 keeps 5D,
    # black bound min(6, 5) = 5 keeps 6C, although both would be legal on the foundations.
    assert [str(m) for m in game.last_auto_moves] == ["t3-f2"]
    assert codes(game, "foundation2") == ["AS", "2S"]
    assert codes(game, "tableau1") == ["5D"] and codes(game, "tableau2") == ["6C"]
    assert game.check("t1-f3") is None and game.check("t2-f1") is None
    assert game.score == 5 + 2 + 4 + 4
    game.undo()  # the automatic moves are taken back with the move
    assert codes(game, "tableau3") == ["2S"] and codes(game, "waste") == ["QS"]
    game.redo()
    assert codes(game, "foundation2") == ["AS", "2S"]


def test_autoplay_chains():
    game = pos({"foundation1": "AC", "foundation2": "AS", "foundation3": "AD", "foundation4": "AH",
                "tableau1": "3C 2C", "tableau2": "2D", "tableau3": "KS", "waste": "QH"})
    game.autoplay = True
    game.play("w-t3")
    # 2C (<= 2 + 1) up, then 3C (<= min(2 + 1, 3 + 1)= 3) up, 2D (<= 3) up
    assert sorted(str(m) for m in game.last_auto_moves) == ["t1-f1", "t1-f1", "t2-f3"]
    assert game.score == 7
