"""Thumb and Pouch: deal, rules, score, win and loss."""



from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "thumb_and_pouch"
pos = position_maker(GAME)

FULL = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}


def test_klondike_deal():
    game = sn.new_game(GAME, deal=7)
    assert faces(game, "tableau") == [(k, 1) for k in range(1, 8)]
    assert all(p.cards[-1].face_up for p in game.group_piles("tableau"))
    assert len(game.pile("stock").cards) == 24 and game.redeals_left == 2


def test_any_suit_but_its_own():
    game = pos({"tableau1": "7D", "tableau2": "8D", "tableau3": "8H", "tableau4": "8S"})
    refused_by(game, "t1-t2", "build_any_suit_but_own")
    assert {t for t in game.targets("tableau1") if game.pile(t).cards} == {"tableau3", "tableau4"}


def test_any_card_fills_an_empty_pile_and_a_face_down_card_turns_up():
    game = pos({"tableau1": "", "tableau2": "(4S) 6D 5H"})
    game.play("t2-t1x2")
    assert game.pile("tableau2").cards[0].face_up


def test_score_and_last_move_wins():
    game = pos({**FULL, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "tableau1": "KS"})
    game.play("t1-f4")
    assert game.is_won() and game.score == 52


def test_no_move_left_is_a_loss():
    game = pos({**{f"tableau{i}": f"{r}S" for i, r in enumerate("2345678", 1)}})
    assert game.is_lost()
