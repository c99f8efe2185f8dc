"""Napoleon's Tomb: the deal and its options, corner and centre foundations, cells, autoplay,
double-click, score, win and loss."""

import solitaire_nb as sn
from tests.games.game_tools import refused_by

GAME = "napoleons_tomb"


def test_nothing_is_dealt_for_every_option():
    for draw, redeals in ((1, 0), (3, 2)):
        game = sn.new_game(GAME, deal=5, draw=draw)
        assert len(game.pile("stock").cards) == 52
        assert not any(c.face_up for c in game.pile("stock").cards)
        assert all(not p.cards for p in game.piles if p.id != "stock")
        assert game.redeals_left == redeals and game.score == 0
        game.play("deal")
        assert len(game.pile("waste").cards) == draw


def test_corners_build_up_from_seven_to_king_regardless_of_suit():
    game = sn.position(GAME, {"foundation1": "7C 8D", "foundation2": "7H 8H 9S TC JD QD KS", "waste": "9H",
                              "reserve1": "7S", "reserve2": "6D", "reserve3": "TS"})
    assert game.check("w-f1") is None and game.check("r1-f3") is None
    refused_by(game, sn.Move("reserve3", "foundation1", 1), "napoleons_tomb_corners")
    refused_by(game, sn.Move("reserve2", "foundation3", 1), "napoleons_tomb_corners")
    refused_by(game, sn.Move("waste", "foundation2", 1), "napoleons_tomb_corners")
    refused_by(game, sn.Move("foundation1", "reserve4", 1), "out_of_play")
    game.play("w-f1")
    assert game.score == 10


def test_the_centre_builds_down_from_six_to_ace_then_six_again():
    game = sn.position(GAME, {"waste": "5D", "reserve1": "6S", "reserve2": "7D"})
    refused_by(game, sn.Move("waste", "foundation5", 1), "napoleons_tomb_centre")
    refused_by(game, sn.Move("reserve2", "foundation5", 1), "napoleons_tomb_centre")
    game.play("r1-f5")
    game.play("w-f5")
    game = sn.position(GAME, {"foundation5": "6C 5D 4H 3S 2C AD", "waste": "6H", "reserve1": "5S"})
    refused_by(game, sn.Move("reserve1", "foundation5", 1), "napoleons_tomb_centre")
    game.play("w-f5")
    assert [str(c) for c in game.pile("foundation5").cards][-1] == "6H"


def test_cells_take_any_single_card_when_empty():
    game = sn.position(GAME, {"waste": "QH", "reserve1": "4S", "reserve2": "9C", "stock": "(2D)"})
    assert game.check("w-r3") is None and game.check("r1-r4") is None
    refused_by(game, sn.Move("waste", "reserve1", 1), "free_cell")
    refused_by(game, sn.Move("reserve1", "waste", 1), "waste")
    refused_by(game, sn.Move("stock", "reserve3", 1), "stock")


def test_double_click_to_a_foundation_else_a_waste_card_to_the_first_empty_cell():
    game = sn.position(GAME, {"waste": "QH", "reserve1": "4S", "reserve3": "7C"})
    assert game.double_click_move("waste") == sn.Move("waste", "reserve2", 1)
    assert game.double_click_move("reserve1") is None
    assert game.double_click_move("reserve3") == sn.Move("reserve3", "foundation1", 1)


def test_autoplay_sends_every_fitting_card_home():
    piles = {"stock": "(6D) (KC) (7H)", "reserve1": "5C"}
    game = sn.position(GAME, piles)
    game.autoplay = True
    game.play("deal")
    assert [str(c) for c in game.pile("foundation1").cards] == ["7H"]
    game.play("deal")
    game.play("deal")
    assert [str(c) for c in game.pile("foundation5").cards] == ["6D", "5C"]
    assert not game.pile("reserve1").cards and game.score == 3
    game = sn.position(GAME, piles)
    game.play("deal")
    assert not game.pile("foundation1").cards and [str(c) for c in game.pile("waste").cards] == ["7H"]


def test_draw_one_has_no_redeal_and_draw_three_two():
    game = sn.position(GAME, {"waste": "8S 9S"})
    assert game.check("redeal") is not None
    game = sn.position(GAME, {"waste": "8S 9S QS"}, draw=3)
    game.play("redeal")
    game.play("deal")
    game.play("redeal")
    game.play("deal")
    assert game.check("redeal") is not None and game.redeals_left == 0


def test_won_when_every_card_is_on_the_foundations():
    corners = {f"foundation{i}": " ".join(r + s for r in "789TJQK") for i, s in enumerate("CDHS", 1)}
    centre = " ".join(r + s for s in "CDHS" for r in "65432A")
    game = sn.position(GAME, {**corners, "foundation4": "7S 8S 9S TS JS QS", "foundation5": centre,
                              "reserve2": "KS"})
    assert game.score == 51 and not game.is_won()
    game.play("r2-f4")
    assert game.is_won() and game.score == 52


def test_lost_when_the_stock_is_spent_and_nothing_fits():
    game = sn.position(GAME, {"waste": "8C", "reserve1": "QD", "reserve2": "JC", "reserve3": "TS",
                              "reserve4": "9H", "foundation5": "6H 5S 4D"})
    assert game.legal_moves() == [] and game.is_lost()


def test_undo_is_exact():
    game = sn.new_game(GAME, deal=8, draw=3, autoplay=True)
    start = game.to_json(history=False)
    for _ in range(40):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[-1])
    while game.undo():
        pass
    assert game.to_json(history=False) == start


def test_a_card_played_to_a_foundation_is_explained_by_its_corner_or_centre_rule():
    from solitaire_nb.teaching.examples import examples
    corner = examples("napoleons_tomb")[0].position()
    assert corner.explain("w-f1", "en").endswith("(Corners: 7 up to King).")
    centre = examples("napoleons_tomb")[1].position()
    assert centre.explain("w-f5", "en").endswith("(Centre: 6 down to Ace, again).")
