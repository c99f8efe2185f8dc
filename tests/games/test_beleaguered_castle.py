"""Beleaguered Castle: deal, rules, score, win and loss."""


import solitaire_nb as sn

GAME = "beleaguered_castle"
ACES = {"foundation1": "AC", "foundation2": "AD", "foundation3": "AH", "foundation4": "AS"}


def test_deal_aces_on_foundations_and_six_face_up_cards_per_pile():
    game = sn.new_game(GAME, deal=3)
    assert [str(p.cards[0]) for p in game.group_piles("foundation")] == ["AC", "AD", "AH", "AS"]
    assert [len(p.cards) for p in game.group_piles("tableau")] == [6] * 8
    assert all(c.face_up for p in game.piles for c in p.cards)
    assert game.score == 0 and not game.redeals_left


def test_aces_stay_but_other_foundation_cards_come_back_and_lose_their_point():
    game = sn.position(GAME, {**ACES, "foundation1": "AC 2C", "tableau1": "3H", "tableau2": ""})
    game.play("f1-t1")
    assert game.score == 0
    refusal = game.check("f1-t2")
    assert refusal is not None and refusal.rule.key == "aces_stay"


def test_score_counts_cards_beyond_the_aces_and_last_move_wins():
    piles = {"foundation1": "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
             "foundation2": "AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD",
             "foundation3": "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
             "foundation4": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS", "tableau5": "KS"}
    game = sn.position(GAME, piles)
    assert game.score == 47 and not game.is_won()
    game.play("t5-f4")
    assert game.is_won() and game.score == 48


def test_loss_when_no_move_is_left():
    game = sn.position(GAME, {**ACES, "tableau1": "2C 3C", "tableau2": "2D 3D", "tableau3": "2H 3H",
                              "tableau4": "2S 3S", "tableau5": "5C", "tableau6": "5D", "tableau7": "5H",
                              "tableau8": "5S"})
    assert game.legal_moves() == [] and game.is_lost() and not game.is_won()
