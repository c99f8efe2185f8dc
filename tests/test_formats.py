"""Move notation, JSON and text positions: round trips and strict loading."""

import json
import random
import re
from pathlib import Path

import pytest

import solitaire_nb as sn
from solitaire_nb import Move
from solitaire_nb.engine.notation import NotationError
from solitaire_nb.engine.saving import PositionError

PACKAGE = Path(sn.__file__).resolve().parent


# --------------------------------------------------------------------------- notation


@pytest.mark.parametrize("text, source, target, count, kind", [
    ("t3-f1", "tableau3", "foundation1", 1, "move"),
    ("t6-t2x3", "tableau6", "tableau2", 3, "move"),
    ("w-t2", "waste", "tableau2", 1, "move"),
    ("f4-t7", "foundation4", "tableau7", 1, "move"),
    ("tableau6-tableau2x3", "tableau6", "tableau2", 3, "move"),
    ("T6 - T2 x 3", "tableau6", "tableau2", 3, "move"),
])
def test_generic_notation_parses(text, source, target, count, kind):
    game = sn.new_game("klondike", deal=1)
    move = game.notation.parse(text, game)
    assert (move.source, move.target, move.count, move.kind) == (source, target, count, kind)


@pytest.mark.parametrize("move, text", [
    (Move("tableau3", "foundation1"), "t3-f1"),
    (Move("tableau6", "tableau2", 3), "t6-t2x3"),
    (Move("waste", "tableau2"), "w-t2"),
    (Move("stock", "waste", 3, "deal"), "deal"),
    (Move("waste", "stock", 20, "redeal"), "redeal"),
])
def test_generic_notation_formats(move, text):
    assert str(move) == text


def test_deal_and_redeal_notation_round_trip():
    game = sn.position("klondike", {"stock": "(AC) (2C) (3C) (4C)"}, draw=3)
    deal = game.notation.parse("deal", game)
    assert deal == Move("stock", "waste", 3, "deal") and str(deal) == "deal"
    game.play(deal)
    game.play("deal")
    redeal = game.notation.parse("redeal", game)
    assert redeal == Move("waste", "stock", 4, "redeal") and str(redeal) == "redeal"


@pytest.mark.parametrize("text, source, target, count", [
    ("3a", "tableau3", "reserve1", 1),
    ("a3", "reserve1", "tableau3", 1),
    ("8d", "tableau8", "reserve4", 1),
    ("ab", "reserve1", "reserve2", 1),
    ("34", "tableau3", "tableau4", 1),
    ("34x3", "tableau3", "tableau4", 3),
])
def test_freecell_notation(text, source, target, count):
    game = sn.new_game("freecell", deal=1)
    move = game.notation.parse(text, game)
    assert (move.source, move.target, move.count) == (source, target, count)
    assert str(move) == text
    assert str(Move(source, target, count, notation=game.notation)) == text


def test_freecell_home_notation():
    game = sn.position("freecell", {"foundation3": "AH", "tableau1": "2H", "tableau2": "AS", "tableau3": "5D",
                                    "reserve2": "AD"})
    assert game.notation.parse("1h", game) == Move("tableau1", "foundation3")
    assert game.notation.parse("2h", game).target.startswith("foundation")
    assert game.check("2h") is None and game.check("bh") is None
    assert game.check("3h") is not None
    assert str(game.play("1h")) == "1h"
    with pytest.raises(NotationError):
        game.notation.parse("h1", game)


def test_freecell_game_also_reads_the_generic_notation():
    game = sn.new_game("freecell", deal=1)
    assert game.notation.parse("t3-r1", game) == Move("tableau3", "reserve1")


def test_count_is_worked_out_when_left_out():
    game = sn.position("klondike", {"tableau1": "(5C) KS QH JC", "tableau2": "", "tableau3": "KD"})
    assert game.notation.parse("t1-t2", game).count == 3
    game2 = sn.position("freecell", {"tableau1": "9S 8D 7C", "tableau2": "TH"})
    assert game2.notation.parse("12", game2).count == 3


@pytest.mark.parametrize("text", ["", "t3", "t3-", "x-y", "t3-f1x0", "t9-t1", "t3-q1", "--"])
def test_bad_notation(text):
    game = sn.new_game("klondike", deal=1)
    with pytest.raises(NotationError) as info:
        game.notation.parse(text, game)
    assert isinstance(info.value, ValueError)


def test_play_accepts_a_move_or_its_notation():
    a = sn.new_game("klondike", deal=1)
    b = sn.new_game("klondike", deal=1)
    for move in a.legal_moves()[:1] + [Move("stock", "waste", 1, "deal")]:
        a.play(move)
        b.play(str(move))
    assert a.to_json() == b.to_json()
    before = a.to_json()
    with pytest.raises(sn.NotationError, match="a move must be a Move or its notation, not int"):
        a.play(3)
    assert a.to_json() == before


def test_every_legal_move_round_trips_through_its_notation():
    rng = random.Random(5)
    for name in ("klondike", "freecell"):
        game = sn.new_game(name, deal=77)
        for _ in range(60):
            moves = game.legal_moves()
            if not moves:
                break
            for move in moves:
                parsed = game.notation.parse(str(move), game)
                assert str(parsed) == str(move)
                assert game.check(parsed) is None
                assert parsed == move
            game.play(rng.choice(moves))


# --------------------------------------------------------------------------- saving and loading


def _midgame(name, deal, steps, **options):
    game = sn.new_game(name, deal=deal, **options)
    rng = random.Random(deal)
    for _ in range(steps):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
    return game


def _same_game(a, b):
    assert a.id == b.id and a.options == b.options and a.deal == b.deal
    assert [(p.id, [c.text() for c in p.cards]) for p in a.piles] == \
        [(p.id, [c.text() for c in p.cards]) for p in b.piles]
    assert (a.score, a.move_count, a.redeals_used, a.redeals_left) == \
        (b.score, b.move_count, b.redeals_used, b.redeals_left)
    assert set(a.legal_moves()) == set(b.legal_moves())
    assert a.position_key() == b.position_key()


GAMES = [("klondike", {}), ("klondike", {"draw": 3}), ("klondike", {"redeals": "unlimited"}),
         ("klondike", {"redeals": 0}), ("freecell", {})]


@pytest.mark.parametrize("name, options", GAMES)
@pytest.mark.parametrize("steps", [0, 25, 120])
def test_json_round_trip(name, options, steps):
    game = _midgame(name, 11, steps, **options)
    loaded = sn.load_game(game.to_json())
    _same_game(game, loaded)
    assert loaded.to_json() == game.to_json()
    _same_game(game, sn.load_game(json.loads(game.to_json())))


@pytest.mark.parametrize("name, options", GAMES)
@pytest.mark.parametrize("steps", [0, 25, 120])
def test_text_round_trip(name, options, steps):
    game = _midgame(name, 12, steps, **options)
    text = game.to_text()
    loaded = sn.load_game(text)
    _same_game(game, loaded)
    assert loaded.to_text() == text


def test_redeals_survive_a_round_trip():
    game = sn.position("klondike", {"stock": "(5H) (6H)"})
    for _ in range(2):
        game.play("deal")
    game.play("redeal")
    for copy in (sn.load_game(game.to_json()), sn.load_game(game.to_text()), game.copy()):
        assert copy.redeals_used == 1 and copy.redeals_left == 1
        _same_game(game, copy)


def test_loaded_games_are_playable_and_restart_to_the_start_of_their_history():
    game = _midgame("klondike", 3, 30)
    loaded = sn.load_game(game.to_json())
    move = loaded.legal_moves()[0]
    loaded.play(move)
    loaded.restart()
    game.restart()
    _same_game(game, loaded)
    # a position saved without history restarts to itself
    data = json.loads(_midgame("klondike", 3, 30).to_json())
    for name in ("start", "history", "redo"):
        data.pop(name)
    loaded = sn.load_game(data)
    loaded.play(loaded.legal_moves()[0])
    loaded.restart()
    assert loaded.to_json() == json.dumps(data, indent=1, ensure_ascii=False)


def test_text_format_reads_comments_and_blank_lines():
    game = sn.position("freecell", {"tableau1": "KS QH", "reserve2": "AC"})
    text = "# a saved FreeCell position\n\n" + game.to_text()
    _same_game(game, sn.load_game(text))


# --------------------------------------------------------------------------- strict loading


def _data(name="klondike", deal=9):
    return json.loads(sn.new_game(name, deal=deal).to_json())


def _error(data, *words):
    with pytest.raises(ValueError) as info:
        sn.load_game(data if isinstance(data, str) else json.dumps(data))
    message = str(info.value)
    for word in words:
        assert word in message, message
    return info.value


def test_unknown_game():
    data = _data()
    data["game"] = "spider_solitaire_x"
    _error(data, "unknown game", "spider_solitaire_x", "klondike", "freecell")


def test_unknown_option_and_bad_option_value():
    data = _data()
    data["options"]["speed"] = 3
    _error(data, "speed", "draw", "redeals")
    data = _data()
    data["options"]["draw"] = 2
    _error(data, "draw", "2", "1", "3")


def test_duplicated_card():
    data = _data()
    tableau = data["piles"]["tableau7"]
    tableau[0] = data["piles"]["tableau1"][0].strip("()")
    error = _error(data, tableau[0], "2 times", "missing")
    assert isinstance(error, PositionError)


def test_missing_card():
    data = _data()
    lost = data["piles"]["stock"].pop()
    error = _error(data, "missing", lost.strip("()"), "51")
    assert isinstance(error, PositionError)


def test_wrong_card_count():
    data = _data()
    data["piles"]["waste"] = ["AS"]
    _error(data, "53", "AS")


def test_malformed_card_code():
    data = _data()
    data["piles"]["tableau2"][-1] = "QX"
    error = _error(data, "tableau2", "QX", "suit")
    assert isinstance(error, PositionError)
    data = _data()
    data["piles"]["tableau2"][-1] = 12
    _error(data, "tableau2", "string")


def test_malformed_json():
    error = _error('{"game": "klondike", "piles": {', "JSON")
    assert isinstance(error, PositionError)


def test_unknown_pile():
    data = _data()
    data["piles"]["tableau8"] = []
    _error(data, "tableau8", "unknown pile")
    data = _data("freecell")
    data["piles"]["stock"] = []
    _error(data, "stock", "unknown pile")


def test_missing_pile():
    data = _data()
    del data["piles"]["waste"]
    _error(data, "missing pile", "waste")


@pytest.mark.parametrize("field, value", [
    ("score", "ten"), ("moves", -1), ("moves", 1.5), ("redeals_used", None), ("deal", "7"), ("deal", 0),
    ("partial", "yes"), ("options", "draw=3"), ("options", []), ("piles", ["AS"]), ("state", {"x": [1]}),
    ("state", []),
])
def test_wrong_field_types(field, value):
    data = _data()
    data[field] = value
    _error(data, field)


def test_unknown_field_and_format():
    data = _data()
    data["colour"] = "blue"
    _error(data, "unknown field", "colour")
    data = _data()
    data["format"] = "pysol"
    _error(data, "format", "pysol")
    data = _data()
    data["version"] = 99
    _error(data, "version", "99")


def test_pile_must_be_a_list():
    data = _data()
    data["piles"]["waste"] = {"AS": 1}
    _error(data, "waste", "list")


def test_text_format_errors():
    text = sn.new_game("freecell", deal=3).to_text()
    _error(text.replace("tableau1:", "tableau9:"), "tableau9", "unknown pile")
    _error(text.replace("score: 0", "score: lots"), "score", "number")
    _error(text + "just words\n", "line", "name: value")
    _error("game: freecell\n", "missing pile")


def test_load_game_refuses_other_types():
    with pytest.raises(PositionError):
        sn.load_game(42)
    with pytest.raises(PositionError):
        sn.load_game(b"{}")


def test_partial_positions_still_refuse_extra_copies():
    with pytest.raises(PositionError, match="AS"):
        sn.position("klondike", {"tableau1": "AS", "tableau2": "AS"})


def test_loading_never_evaluates_code():
    sources = {path.name: path.read_text(encoding="utf-8") for path in PACKAGE.rglob("*.py")}
    assert "saving.py" in sources
    for name, text in sources.items():
        assert not re.search(r"\bimport\s+(pickle|marshal|shelve|dill)\b", text), name
        assert not re.search(r"\bfrom\s+(pickle|marshal|shelve)\b", text), name
        assert not re.search(r"(?<![\w.])(eval|exec)\s*\(", text), name
        assert "literal_eval" not in text and "yaml.load(" not in text, name
