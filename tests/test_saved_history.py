"""Saved games carry their history (undo and redo) and elapsed time; loading is strict:
options and the game's own state are checked by type and value, sizes are bounded before
parsing, and every refusal is a ``ValueError`` that leaves nothing half-loaded."""

import json
import random
import time
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import solitaire_nb as sn
from solitaire_nb import Move
from solitaire_nb.engine.loading import MAX_CHARS
from solitaire_nb.engine.saving import PositionError

SCHEMA = json.loads((Path(__file__).resolve().parents[1] / "docs" / "saved_game.schema.json").read_text())
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def played(name, deal, steps, undo_every=4, undo_at_end=3, **options):
    """A game after ``steps`` random legal moves, some taken back, and a few undone at the end."""
    game = sn.new_game(name, deal=deal, **options)
    game.clock = lambda: 0.0
    rng = random.Random(deal)
    for step in range(steps):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
        if step % undo_every == undo_every - 1:
            game.undo()
    for _ in range(undo_at_end):
        game.undo()
    return game


def stacks(game):
    """Everything undo and redo can reach: the positions back to the start, then forward."""
    copy = game.copy()
    back = []
    while copy.undo():
        back.append(copy.snapshot())
    forward = []
    while copy.redo():
        forward.append(copy.snapshot())
    return back, forward, copy.history


def assert_same(game, loaded):
    assert loaded.snapshot() == game.snapshot()
    assert (loaded.options, loaded.deal, loaded.partial, loaded.autoplay) == (
        game.options, game.deal, game.partial, game.autoplay)
    assert (loaded.score, loaded.move_count, loaded.history) == (game.score, game.move_count, game.history)
    assert int(loaded.elapsed) == int(game.elapsed)
    assert loaded.legal_moves() == game.legal_moves()
    assert loaded.outcome().state == game.outcome().state
    assert stacks(loaded) == stacks(game)


# --------------------------------------------------------------------------- history


@pytest.mark.parametrize("name, options", [("klondike", {}), ("klondike", {"draw": 3}), ("freecell", {}),
                                           ("spider", {"suits": 1}), ("golf", {}), ("cruel", {})])
def test_history_and_redo_survive_json_and_text(name, options):
    game = played(name, 5, 60, **options)
    game.elapsed = 754.9
    assert game.history, "the game should have moves to undo"
    for text in (game.to_json(), game.to_text()):
        loaded = sn.load_game(text)
        assert_same(game, loaded)
        assert loaded.elapsed == 754.0  # whole seconds are saved
        assert loaded.to_json() == game.to_json()
    data = json.loads(game.to_json())
    assert data["version"] == 2 and data["history"] and data["redo"]


def test_undo_and_redo_after_loading_give_the_saved_game_back():
    game = played("klondike", 8, 80)
    loaded = sn.load_game(game.to_json())
    while loaded.undo():
        assert game.undo()
    assert loaded.snapshot() == game.snapshot() and not game.undo()
    while loaded.redo():
        assert game.redo()
        assert loaded.snapshot() == game.snapshot()
    assert not game.redo()


def test_automatic_moves_are_saved_with_the_move_that_caused_them():
    game = sn.new_game("klondike", deal=3, autoplay=True)
    rng = random.Random(3)
    while not game.last_auto_moves and game.legal_moves():
        game.play(rng.choice(game.legal_moves()))
    assert game.last_auto_moves, "deal 3 should make an automatic move"
    data = json.loads(game.to_json())
    assert "+" in data["history"][-1] and data["autoplay"] is True
    loaded = sn.load_game(data)
    assert_same(game, loaded)
    loaded.undo()
    game.undo()
    assert loaded.snapshot() == game.snapshot()


def test_a_long_game_loads_in_well_under_a_second():
    game = played("klondike", 21, 400, undo_every=50, undo_at_end=0, redeals="unlimited")
    assert len(game.history) >= 300
    text = game.to_json()
    start = time.perf_counter()
    loaded = sn.load_game(text)
    assert time.perf_counter() - start < 1.0
    assert loaded.history == game.history


def test_an_edited_history_or_position_is_refused():
    data = json.loads(played("klondike", 4, 40).to_json())
    edited = json.loads(json.dumps(data))
    edited["piles"]["tableau1"], edited["piles"]["tableau2"] = (edited["piles"]["tableau2"],
                                                                edited["piles"]["tableau1"])
    with pytest.raises(PositionError, match="edited"):
        sn.load_game(edited)
    edited = json.loads(json.dumps(data))
    edited["history"][0] = "t1-f1x5"
    with pytest.raises(PositionError, match="move 1"):
        sn.load_game(edited)
    edited = json.loads(json.dumps(data))
    edited["moves"] += 1
    with pytest.raises(PositionError, match="'moves'"):
        sn.load_game(edited)
    edited = json.loads(json.dumps(data))
    del edited["start"]
    with pytest.raises(PositionError, match="start"):
        sn.load_game(edited)


def test_version_1_saves_still_load():
    game = sn.new_game("klondike", deal=6)
    for move in ("deal", "deal"):
        game.play(move)
    data = json.loads(game.to_json())
    for name in ("start", "history", "redo", "autoplay"):
        data.pop(name, None)
    data["version"] = 1
    loaded = sn.load_game(data)
    assert loaded.snapshot() == game.snapshot() and loaded.history == []
    data["history"] = []
    with pytest.raises(PositionError, match="version 1"):
        sn.load_game(data)


@pytest.mark.parametrize("name", sn.list_games())
def test_every_saved_game_follows_the_schema(name):
    game = played(name, 2, 12, undo_every=3, undo_at_end=2)
    VALIDATOR.validate(json.loads(game.to_json()))
    VALIDATOR.validate(json.loads(sn.new_game(name, deal=2).to_json()))


def test_the_schema_refuses_what_loading_refuses():
    data = json.loads(played("klondike", 4, 10).to_json())
    for field, value in (("deal", 2**64), ("elapsed", -1), ("surprise", 1), ("history", ["t1 f1"])):
        bad = {**data, field: value}
        assert not VALIDATOR.is_valid(bad), field
        with pytest.raises(PositionError):
            sn.load_game(bad)


# --------------------------------------------------------------------------- strict options and state


@pytest.mark.parametrize("name, options", [
    ("klondike", {"draw": 1.0}), ("klondike", {"draw": True}), ("klondike", {"redeals": 2.0}),
    ("spider", {"suits": True}), ("spider", {"suits": 4.0}), ("ten_across", {"temp_slots": 1.0}),
    ("ten_across", {"temp_slots": 1}), ("klondike", {"order": 5}), ("klondike", {"draw": [1]}),
])
def test_options_are_checked_by_type_and_value(name, options):
    with pytest.raises(ValueError, match="order|option"):
        sn.new_game(name, deal=1, **options)
    if "order" not in options:
        with pytest.raises(PositionError, match="option"):
            sn.position(name, {}, **options)
        data = json.loads(sn.new_game(name, deal=1).to_json())
        data["options"].update(options)
        with pytest.raises(PositionError, match="option"):
            sn.load_game(json.dumps(data))


@pytest.mark.parametrize("name, key, value", [
    ("agnes", "base_rank", 14), ("agnes", "base_rank", 100), ("agnes", "base_rank", 0),
    ("agnes", "base_rank", "x"), ("chessboard", "base_rank", 14), ("chessboard", "base_rank", True),
    ("cruel", "redeal_at", "x"), ("odessa", "points", "x"), ("klondike", "base_rank", 3),
    ("agnes", "points", 3),
])
def test_the_state_is_checked_by_the_rule_that_keeps_it(name, key, value):
    data = json.loads(sn.new_game(name, deal=3).to_json())
    data["state"][key] = value
    with pytest.raises(PositionError, match=key):
        sn.load_game(json.dumps(data))
    with pytest.raises(PositionError, match=key):
        sn.load_game(sn.new_game(name, deal=3).to_text() + f"state.{key}: {value}\n")
    with pytest.raises(PositionError, match=key):
        sn.position(name, {}, state={key: value})


def test_a_good_state_still_loads():
    game = sn.position("chessboard", {}, state={"base_rank": 7})
    assert game.state == {"base_rank": 7}
    assert sn.load_game(game.to_json()).state == {"base_rank": 7}


# --------------------------------------------------------------------------- sizes and shapes


def _quick_refusal(text, *words):
    start = time.perf_counter()
    with pytest.raises(PositionError) as info:
        sn.load_game(text)
    assert time.perf_counter() - start < 1.0
    for word in words:
        assert word in str(info.value), str(info.value)


def test_sizes_and_nesting_are_bounded_before_parsing():
    _quick_refusal("[" * 1000 + "]" * 1000)
    _quick_refusal('{"game": "klondike", "piles": ' + "[" * 1000 + "]" * 1000 + "}", "nested")
    codes = ", ".join(['"AS"'] * 5_000_000)
    _quick_refusal('{"game": "klondike", "piles": {"stock": [' + codes + "]}}", "characters")
    _quick_refusal("x" * (MAX_CHARS + 1), "characters")
    data = json.loads(sn.new_game("klondike", deal=1).to_json())
    data["piles"]["stock"] = data["piles"]["stock"] * 20
    _quick_refusal(json.dumps(data), "stock", "52")


@pytest.mark.parametrize("field, value", [("elapsed", 10**400), ("elapsed", 1e308), ("deal", 2**64),
                                          ("deal", 0), ("score", 10**30), ("moves", -1),
                                          ("version", 2.0), ("version", True), ("partial", 1)])
def test_out_of_range_numbers_are_refused(field, value):
    data = json.loads(sn.new_game("klondike", deal=1).to_json())
    data[field] = value
    _quick_refusal(json.dumps(data), field)


def test_a_byte_order_mark_is_skipped():
    game = played("klondike", 2, 20)
    assert sn.load_game("\ufeff" + game.to_json()).snapshot() == game.snapshot()
    assert sn.load_game("\ufeff" + game.to_text()).snapshot() == game.snapshot()


def test_wrong_python_types_give_clear_value_errors():
    with pytest.raises(PositionError, match="tableau1"):
        sn.position("klondike", {"tableau1": None})
    with pytest.raises(PositionError, match="piles"):
        sn.position("klondike", None)
    with pytest.raises(ValueError, match="order"):
        sn.new_game("klondike", order=5)
    with pytest.raises(ValueError, match="autoplay"):
        sn.new_game("klondike", autoplay="yes")
    game = sn.new_game("klondike", deal=1)
    before = game.to_json()
    for move in (Move(None, None, 1), Move(["x"], "tableau1", 1), Move("tableau1", "tableau2", None)):
        with pytest.raises(sn.IllegalMove):
            game.play(move)
    for pile_id in ("nope", None, ["tableau1"]):
        with pytest.raises(KeyError, match="no pile"):
            game.pile(pile_id)
    assert game.to_json() == before


def test_a_failed_load_leaves_the_callers_game_alone():
    game = played("klondike", 9, 30)
    before = game.to_json()
    bad = json.loads(before)
    bad["history"][-1] = "t9-f9"
    with pytest.raises(PositionError):
        sn.load_game(bad)
    assert game.to_json() == before
    assert bad["history"][-1] == "t9-f9"  # and the document is not changed either


# --------------------------------------------------------------------------- properties (hypothesis)

FEW = settings(max_examples=5, deadline=None, derandomize=True,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SOME = settings(FEW, max_examples=12)


def _deep(depth):
    value = []
    for _ in range(depth):
        value = [value]
    return value


HOSTILE = st.sampled_from([None, -1, 0, 1, 14, 10**30, -10**30, 2**64, 1.0, 1.5, 1e308, True, False, "", "x",
                           "AS", "(AS)", "x" * 100_000, "t1-f1", [], {}, ["AS", "AS"], {"a": 1},
                           _deep(60), [None], ["t1-f1"] * 10, {"base_rank": 14}])


def _paths(value, path=()):
    """Every place of a document: (path to its container, key)."""
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return
    for key, inner in items:
        yield path, key
        yield from _paths(inner, (*path, key))


def _at(document, path):
    for key in path:
        document = document[key]
    return document


@st.composite
def hostile_documents(draw, name):
    document = json.loads(_saved(name))
    places = list(_paths(document))
    for _ in range(draw(st.integers(1, 3))):
        path, key = draw(st.sampled_from(places))
        container = _at(document, path)
        kind = draw(st.sampled_from(["replace", "delete", "unknown", "cards"]))
        if kind == "replace":
            container[key] = draw(HOSTILE)
        elif kind == "delete" and isinstance(container, dict):
            del container[key]
        elif kind == "unknown" and isinstance(container, dict):
            container[draw(st.sampled_from(["surprise", "base_rank", "tableau99", "points"]))] = draw(HOSTILE)
        elif kind == "cards":
            piles = document.get("piles")
            if isinstance(piles, dict) and piles:
                ids = sorted(piles)
                one, two = draw(st.sampled_from(ids)), draw(st.sampled_from(ids))
                if isinstance(piles[one], list) and isinstance(piles[two], list) and piles[one]:
                    card = piles[one][draw(st.integers(0, len(piles[one]) - 1))]
                    piles[two].append(card)  # a duplicated card
                    if draw(st.booleans()):
                        piles[one].remove(card)  # or a moved one
        places = list(_paths(document)) or [((), "game")]
    return document


_SAVES: dict = {}


def _saved(name):
    if name not in _SAVES:
        _SAVES[name] = played(name, 17, 25, undo_every=5, undo_at_end=2).to_json()
    return _SAVES[name]


def _loads_or_refuses(source):
    try:
        game = sn.load_game(source)
    except ValueError:
        return
    moves = game.legal_moves()  # what loads, plays
    if moves:
        game.play(moves[0])
        game.undo()
    sn.load_game(game.to_json())


@pytest.mark.parametrize("name", sn.list_games())
@SOME
@given(data=st.data())
def test_hostile_documents_only_ever_raise_value_errors(name, data):
    document = data.draw(hostile_documents(name))
    _loads_or_refuses(document)
    try:
        text = json.dumps(document)
    except ValueError:
        return
    _loads_or_refuses(text)
    # the text format, a line made hostile
    lines = sn.load_game(_saved(name)).to_text().splitlines()
    index = data.draw(st.integers(0, len(lines) - 1))
    label = lines[index].partition(":")[0]
    lines[index] = f"{label}: {data.draw(HOSTILE)}"
    _loads_or_refuses("\n".join(lines))
    # options, piles and moves given from Python
    info_options = list(json.loads(_saved(name))["options"]) or ["draw"]
    option = data.draw(st.sampled_from([*info_options, "order", "state"]))
    value = data.draw(HOSTILE)
    for make in (lambda: sn.new_game(name, deal=1, **{option: value}),
                 lambda: sn.position(name, {data.draw(st.sampled_from(sn.load_game(_saved(name)).pile_ids())):
                                            value}),
                 lambda: sn.position(name, {}, state=value)):
        try:
            make()
        except ValueError:
            pass
    game = sn.load_game(_saved(name))
    before = game.to_json()
    moves = [Move(value, value, 1), Move("tableau1", value, 1), Move("tableau1", "foundation1", value)]
    if isinstance(value, str):
        moves.append(value)
    for move in moves:
        try:
            game.play(move)
        except ValueError:
            assert game.to_json() == before
        else:
            game.undo()
            game = sn.load_game(before)


@pytest.mark.parametrize("name", sn.list_games())
@FEW
@given(deal=st.integers(1, 2**31 - 1), script=st.lists(st.integers(0, 1000), min_size=1, max_size=40),
       autoplay=st.booleans())
def test_save_and_load_give_the_same_game_with_its_history(name, deal, script, autoplay):
    game = sn.new_game(name, deal=deal, autoplay=autoplay)
    game.clock = lambda: 0.0
    for step in script:
        moves = game.legal_moves()
        if step % 7 == 0:
            game.undo()
        elif step % 11 == 0:
            game.redo()
        elif moves:
            game.play(moves[step % len(moves)])
    VALIDATOR.validate(json.loads(game.to_json()))
    for text in (game.to_json(), game.to_text()):
        assert_same(game, sn.load_game(text))
