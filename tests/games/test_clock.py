"""Clock: deal, each card to its hour, Kings in the centre, score, win and loss."""

import solitaire_nb as sn
from tests.games.game_tools import faces, refused_by

GAME = "clock"


def test_deal_twelve_piles_of_four_face_down_and_a_centre_of_four_top_up():
    game = sn.new_game(GAME, deal=3)
    assert faces(game, "foundation") == [(4, 0)] * 12
    assert faces(game, "reserve") == [(4, 1)]
    assert len(game.legal_moves()) == 1


def test_the_centre_card_goes_on_its_hour_and_the_bottom_card_comes_out():
    game = sn.position(GAME, {"foundation7": "(9C) (2D) (JH) (4S)", "reserve1": "(KC) (QD) (3H) 7S"})
    assert game.legal_moves() == [sn.Move("reserve1", "foundation7", 1)]
    game.play("r1-f7")
    assert [c.code for c in game.pile("foundation7").cards] == ["2D", "JH", "4S", "7S"]
    assert game.pile("foundation7").cards[-1].face_up
    centre = game.pile("reserve1").cards
    assert [c.code for c in centre] == ["KC", "QD", "3H", "9C"] and centre[-1].face_up
    assert game.score == 1
    refused_by(game, sn.Move("reserve1", "foundation7", 1), "clock_hours")
    refused_by(game, sn.Move("foundation7", "foundation9", 1), "clock_hours")
    game.undo()
    assert [c.code for c in game.pile("reserve1").cards] == ["KC", "QD", "3H", "7S"]


def test_queens_go_to_noon_and_jacks_to_eleven():
    game = sn.position(GAME, {"foundation12": "(9C) (2D) (JH) (4S)", "reserve1": "(KC) (QD) (3H) QS"})
    refused_by(game, sn.Move("reserve1", "foundation11", 1), "clock_hours")
    assert game.check("r1-f12") is None


def test_a_king_stays_in_the_centre_and_brings_the_bottom_card_up():
    game = sn.position(GAME, {"reserve1": "(AC) (QD) (3H) KS"})
    refused_by(game, sn.Move("reserve1", "foundation1", 1), "clock_hours")
    assert game.double_click_move("reserve1") == sn.Move("reserve1", "reserve1", 1)
    game.play("r1-r1")
    centre = game.pile("reserve1").cards
    assert [c.code for c in centre] == ["QD", "3H", "KS", "AC"] and centre[-1].face_up
    assert game.legal_moves() == [sn.Move("reserve1", "foundation1", 1)]


def test_only_a_king_is_played_onto_the_centre():
    game = sn.position(GAME, {"reserve1": "(AC) (QD) (3H) 5S"})
    refused_by(game, sn.Move("reserve1", "reserve1", 1), "clock_kings")


def test_four_kings_in_the_centre_end_the_game_won_when_every_hour_is_complete():
    piles = {f"foundation{h}": " ".join(f"{'A23456789TJQ'[h - 1]}{s}" for s in "CDHS") for h in range(1, 13)}
    piles["foundation3"] = "(3C) 3D 3H 3S"  # a face-down card in its right pile counts
    piles["reserve1"] = "KC KD KH KS"
    game = sn.position(GAME, piles)
    assert game.legal_moves() == []
    refused_by(game, sn.Move("reserve1", "reserve1", 1), "clock_kings")
    assert game.is_won() and game.score == 48


def test_lost_when_the_fourth_king_comes_too_early():
    piles = {f"foundation{h}": " ".join(f"{'A23456789TJQ'[h - 1]}{s}" for s in "CDHS") for h in range(1, 13)}
    piles["foundation1"], piles["foundation2"] = "AC AD AH 2S", "2C 2D 2H AS"
    piles["reserve1"] = "KC KD KH KS"
    game = sn.position(GAME, piles)
    assert game.legal_moves() == [] and not game.is_won() and game.is_lost()
    assert game.score == 46


def test_a_whole_deal_plays_itself_out_and_undo_is_exact():
    game = sn.new_game(GAME, deal=2)
    start = game.to_json(history=False)
    while game.legal_moves():
        game.play(game.legal_moves()[0])
    assert game.is_won() and game.score == 48
    while game.undo():
        pass
    assert game.to_json(history=False) == start


def _click(table, pile_id):
    x, y = table.point(pile_id)
    table.on_mouse_down(x, y)
    table.on_mouse_up(x, y)
    table._last_click = None  # the next click is a new click, not half of a double-click


def test_on_the_table_the_centre_lights_up_its_hour_and_a_king_plays_by_a_second_click():
    from solitaire_nb.table.widget import Table
    table = Table(sn.position(GAME, {"foundation7": "(9C) (2D) (JH) (4S)", "reserve1": "(KC) (QD) (3H) 7S"}))
    assert list(table.select("reserve1")) == ["foundation7"]
    _click(table, "foundation7")
    assert [str(c) for c in table.game.pile("reserve1").cards][-1] == "9C"
    table = Table(sn.position(GAME, {"reserve1": "(AC) (QD) (3H) KS", "foundation1": "(5C) (6D) (8H) (TS)"}))
    _click(table, "reserve1")
    _click(table, "reserve1")
    assert [str(c) for c in table.game.pile("reserve1").cards] == ["QD", "3H", "KS", "AC"]
    assert table.double_click("reserve1")
    assert [str(c) for c in table.game.pile("foundation1").cards] == ["6D", "8H", "TS", "AC"]
