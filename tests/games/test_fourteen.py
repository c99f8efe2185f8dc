"""Fourteen: deal, pairs adding up to fourteen, empty piles, score, win and loss."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "fourteen"
pos = position_maker(GAME)


def test_deal_five_five_five_five_then_four_face_up():
    game = sn.new_game(GAME, deal=3)
    assert faces(game, "tableau") == [(5, 5)] * 4 + [(4, 4)] * 8
    assert not game.pile("foundation1").cards and game.score == 0
    assert not any(p.id == "stock" for p in game.piles)


def test_deal_goes_round_the_piles_in_rows():
    order = [c.code for c in sn.new_game(GAME, deal=3).declaration.deck.cards()]
    game = sn.new_game(GAME, order=" ".join(order))
    assert [c.code for c in game.pile("tableau1").cards] == order[0::12]
    assert [c.code for c in game.pile("tableau12").cards] == order[11::12]


def test_pairs_adding_up_to_fourteen_leave_together():
    game = pos({"tableau1": "2C 9S", "tableau2": "5H", "tableau3": "4D"})
    assert set(game.targets("tableau1", 1)) == {"tableau2"}
    refused_by(game, "t1-t3", "pair_sum")
    game.play("t1-t2")
    assert [c.code for c in game.pile("foundation1").cards] == ["9S", "5H"]
    assert game.pile("tableau1").cards[-1].code == "2C" and not game.pile("tableau2").cards
    assert game.score == 2


def test_every_rank_pairs_with_its_complement_only():
    ranks = "A23456789TJQK"
    for rank in range(1, 14):
        wrong = rank if rank != 7 else 8
        game = pos({"tableau1": f"{ranks[rank - 1]}C", "tableau2": f"{ranks[13 - rank]}D",
                    "tableau3": f"{ranks[wrong - 1]}H"})
        assert game.check("t1-t2") is None
        refused_by(game, "t1-t3", "pair_sum")


def test_only_top_cards_and_no_pair_within_a_pile():
    game = pos({"tableau1": "5C 9D", "tableau2": "9H"})
    refused_by(game, "t1-t2x2", "single_card_move")
    assert game.check("t1-t1") is not None


def test_empty_piles_stay_empty_and_the_discard_takes_nothing_alone():
    game = pos({"tableau1": "KC", "tableau2": ""})
    refused_by(game, "t1-t2", "pair_removal")
    refused_by(game, "t1-f1", "pair_removal")
    assert game.double_click_move("tableau1") is None


def test_last_pair_wins():
    game = pos({"tableau1": "7C", "tableau7": "7D"})
    game.play("t7-t1")
    assert game.is_won()
    full = sn.new_game(GAME, deal=3)
    assert not full.is_won()


def test_won_game_scores_fifty_two():
    gone = [f"{r}{s}" for s in "CDHS" for r in "A23456789TJQK" if f"{r}{s}" not in ("AS", "KS")]
    game = sn.position(GAME, {"foundation1": " ".join(gone), "tableau1": "AS", "tableau2": "KS"},
                       partial=False)
    assert game.score == 50
    game.play("t1-t2")
    assert game.is_won() and game.score == 52


def test_no_pair_left_is_a_loss():
    game = pos({"tableau1": "8C", "tableau2": "8D", "tableau3": "KH"})
    assert game.is_lost()
    assert not pos({"tableau1": "8C", "tableau2": "6D"}).is_lost()


def test_a_legal_pair_is_explained_by_its_pair_rule():
    game = pos({"tableau1": "9S", "tableau2": "5H"})
    assert "adding up to 14" in game.explain("t1-t2", lang="en")
