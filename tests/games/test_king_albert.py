"""King Albert: deal, rules, score, win and loss."""


import solitaire_nb as sn

GAME = "king_albert"


def test_deal_nine_to_one_cards_tops_up_and_seven_reserve_cards():
    game = sn.new_game(GAME, deal=3)
    piles = game.group_piles("tableau")
    assert [len(p.cards) for p in piles] == [9, 8, 7, 6, 5, 4, 3, 2, 1]
    for pile in piles:
        assert pile.cards[-1].face_up and not any(c.face_up for c in pile.cards[:-1])
    reserves = game.group_piles("reserve")
    assert [len(p.cards) for p in reserves] == [1] * 7 and all(p.cards[0].face_up for p in reserves)
    assert all(p.role != "stock" for p in game.piles)


def test_uncovered_card_turns_up():
    game = sn.position(GAME, {"tableau1": "(4C) 9S", "tableau2": "TD"})
    game.play("t1-t2")
    assert game.pile("tableau1").cards[-1].face_up


def test_last_move_wins():
    full = {f"foundation{i}": " ".join(r + s for r in "A23456789TJQK") for i, s in enumerate("CDH", 1)}
    game = sn.position(GAME, {**full, "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
                              "reserve3": "KS"})
    assert game.score == 51
    game.play("r3-f4")
    assert game.is_won() and game.score == 52


def test_loss_when_no_move_is_left():
    game = sn.position(GAME, {"tableau1": "AC 5D", "tableau2": "AD 5H", "tableau3": "AH 7D",
                              "tableau4": "AS 7H", "tableau5": "9D", "tableau6": "9H", "tableau7": "JD",
                              "tableau8": "JH", "tableau9": "KD", "reserve1": "KH"})
    assert game.is_lost()
