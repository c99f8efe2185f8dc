"""General's Patience: deal, chosen base, foundations by suit, one redeal and the empty-waste rule."""

from game_tools import faces, position_maker, refused_by

import solitaire_nb as sn

GAME = "generals_patience"
pos = position_maker(GAME)


def test_deal_thirteen_reserve_cards_and_four_to_choose_from():
    game = sn.new_game(GAME, deal=4)
    assert faces(game, "reserve") == [(13, 13)]
    assert faces(game, "tableau") == [(1, 1)] * 4 + [(0, 0)] * 5
    assert len(game.pile("stock").cards) == 104 - 17 and not game.pile("waste").cards
    assert {m.source for m in game.legal_moves()} == {"tableau1", "tableau2", "tableau3", "tableau4"}
    game.play("t1-f1")
    assert faces(game, "tableau") == [(1, 1)] * 9 and len(game.pile("waste").cards) == 1


def test_foundations_by_suit_wrapping():
    game = pos({"foundation1": "4C 5C", "foundation2": "QD KD", "tableau1": "6C", "tableau2": "6D",
                "tableau3": "AD", "tableau4": "4C", "waste": "9H", "stock": "(2S)"}, state={"base_rank": 4})
    assert game.check("t1-f1") is None and game.check("t3-f2") is None
    refused_by(game, "t2-f1", "build_by_suit")
    assert game.check("t4-f3") is None


def test_one_redeal_then_a_card_only_onto_an_empty_waste():
    game = pos({"foundation1": "4C", "foundation2": "4C 5C 6C", "tableau1": "9S", "tableau2": "TH",
                "waste": "7C 8D"},
               state={"base_rank": 4})
    for i in range(3, 10):
        game.pile(f"tableau{i}").cards.append(sn.Card.parse("KS"))
    game.play("redeal")
    assert game.redeals_used == 1 and not game.pile("waste").cards
    game.play("deal")
    assert game.pile("waste").cards[-1].code == "7C"
    refused_by(game, "deal", "deal_to_waste")  # the waste card must be played first
    game.play("w-f2")
    assert game.pile("waste").cards[-1].code == "8D" and not game.pile("stock").cards
    refused_by(game, "redeal", "redeal")


def test_a_redeal_with_a_tableau_pile_empty_locks_the_stock_for_good():
    game = pos({"foundation1": "4C", "tableau1": "9S", "tableau3": "TH", "waste": "7C 8D"},
               state={"base_rank": 4})
    for i in range(4, 10):
        game.pile(f"tableau{i}").cards.append(sn.Card.parse("KS"))
    game.play("redeal")                    # tableau2 is empty: the click locks the stock
    assert not game.pile("waste").cards and len(game.pile("stock").cards) == 2
    refused_by(game, "deal", "deal_to_waste")    # an empty waste, yet no card may be turned
    assert [str(m) for m in game.legal_moves()] == ["t1-t3"]   # only the waste could fill the pile
    assert "the redeal itself, made while a tableau pile is empty, locks the stock for good" in \
        game.declaration.group("stock").deal.rule("en")


def test_score_win_loss_and_undo():
    game = pos({"foundation1": "4C", "tableau1": "2H"}, state={"base_rank": 4})
    for i in range(2, 10):
        game.pile(f"tableau{i}").cards.append(sn.Card.parse("2S"))
    assert game.score == 1 and game.is_lost()
    game = sn.new_game(GAME, deal=9)
    before = game.to_json(history=False)
    for _ in range(20):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[-1])
    while game.undo():
        pass
    assert game.to_json(history=False) == before
