"""Aunt Mary: deal, rules, score, win and loss."""



from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "aunt_mary"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


def test_deal_six_piles_of_six_in_a_staircase_of_face_up_cards():
    game = sn.new_game(GAME, deal=7)
    assert faces(game, "tableau") == [(6, 6), (6, 5), (6, 4), (6, 3), (6, 2), (6, 1)]
    for pile in game.group_piles("tableau"):
        ups = [c.face_up for c in pile.cards]
        assert ups == sorted(ups)  # face-down cards lie under the face-up ones
    assert len(game.pile("stock").cards) == 16 and game.redeals_left == 2 and game.score == 0


def test_kings_only_on_empty_piles_and_sequences_move():
    game = pos({"tableau1": "", "tableau2": "(4D) KC QD", "tableau3": "QS"})
    refused_by(game, "t3-t1", "empty_king_only")
    game.play("t2-t1x2")
    assert [str(c) for c in game.pile("tableau1").cards] == ["KC", "QD"]
    assert game.pile("tableau2").cards[0].face_up


def test_score_and_last_move_wins():
    game = pos({**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "tableau6": "KS"})
    assert game.score == 51
    game.play("t6-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({"tableau1": "(3C) 5H", "tableau2": "(4C) 5S", "tableau3": ""})
    assert game.legal_moves() == [] and game.is_lost()
