"""Whitehead: deal, rules, runs onto foundations, score, win and loss."""



from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "whitehead"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


def test_deal_all_face_up_staircase():
    game = sn.new_game(GAME, deal=7)
    assert faces(game, "tableau") == [(k, k) for k in range(1, 8)]
    assert len(game.pile("stock").cards) == 24 and game.redeals_left == 0


def test_build_by_colour_but_move_only_same_suit_runs():
    game = pos({"tableau1": "9D 8H 7H", "tableau2": "9H", "tableau3": "TH"})
    refused_by(game, "t1-t3x3", "same_suit_sequence_move")
    game.play("t1-t2x2")
    assert [str(c) for c in game.pile("tableau2").cards] == ["9H", "8H", "7H"]


def test_a_run_goes_up_in_order_and_scores_each_card():
    game = pos({"foundation1": "AH 2H", "tableau1": "KS 5H 4H 3H"})
    assert game.score == 2
    game.play("t1-f1x3")
    assert [str(c) for c in game.pile("foundation1").cards] == ["AH", "2H", "3H", "4H", "5H"]
    assert game.score == 5
    game.undo()
    assert [str(c) for c in game.pile("tableau1").cards] == ["KS", "5H", "4H", "3H"]
    game.play("t1-f1x1")
    game.play("f1-t1")  # foundation cards stay in play
    assert game.score == 2


def test_no_redeal():
    game = pos({"stock": "(4C)"})
    game.play("deal")
    refused_by(game, "redeal", "redeal")


def test_last_move_wins():
    game = pos({**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS", "tableau1": "KS QS"})
    game.play("t1-f4x2")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({"waste": "5H 9H", "tableau7": "KH",
                **{f"tableau{i}": f"{r}S" for i, r in enumerate("2468TQ", 1)}})
    assert game.is_lost()
