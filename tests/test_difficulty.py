"""The measured difficulty (docs/difficulty.json, the package's copy) is complete, consistent
and reproducible, and its scale never puts together games whose winnable shares differ."""

from __future__ import annotations

import importlib.util
import json
import random
import sys
from pathlib import Path

import pytest

import solitaire_nb as sn
from solitaire_nb.engine.solver import solve
from solitaire_nb.engine.strategy import greedy_player, lookahead_player, play_out
from solitaire_nb.teaching import difficulty as measure

ROOT = Path(__file__).resolve().parent.parent


def script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


measuring = script("measure_difficulty")
DATA = json.loads((ROOT / "docs" / "difficulty.json").read_text(encoding="utf-8"))
ENTRIES = DATA["entries"]


def test_the_package_holds_the_published_data():
    assert measure.DATA.read_text(encoding="utf-8") == (ROOT / "docs" / "difficulty.json").read_text("utf-8")


def test_every_game_and_every_variant_is_measured_by_the_solver_and_three_players():
    expected = {measure.entry_key(g, o) for g, o in measuring.entries(sn.list_games())}
    assert set(ENTRIES) == expected
    for key, entry in ENTRIES.items():
        solver = entry["solver"]
        outcomes = [entry["players"][name]["outcomes"] for name in ("random", "greedy", "lookahead")]
        verdicts = measure.settled_by_players(solver["verdicts"], outcomes)
        assert len(verdicts) == solver["deals"] >= 2 and set(verdicts) <= set("WLU"), key
        assert solver["won_by_players"] == sum(a != b for a, b in zip(solver["verdicts"], verdicts)), key
        assert (solver["winnable"], solver["unwinnable"], solver["unknown"]) == \
            (verdicts.count("W"), verdicts.count("L"), verdicts.count("U")), key
        low = measure.wilson(solver["winnable"], solver["deals"])[0]
        high = measure.wilson(solver["winnable"] + solver["unknown"], solver["deals"])[1]
        assert (solver["low"], solver["high"]) == (round(low, 4), round(high, 4)), key
        for name in ("random", "greedy", "lookahead"):
            player = entry["players"][name]
            outcomes = player["outcomes"]
            assert len(outcomes) == player["deals"] and set(outcomes) <= set("WLS"), (key, name)
            assert player["won"] == outcomes.count("W"), (key, name)
            assert (player["low"], player["high"]) == tuple(round(x, 4) for x in measure.wilson(
                player["won"], player["deals"])), (key, name)
        assert entry["players"]["random"]["deals"] == entry["players"]["greedy"]["deals"] == 200


def test_no_two_games_share_a_level_when_their_winnable_shares_differ():
    levels = {level["id"]: level["point"] for level in DATA["levels"]}
    for key, entry in ENTRIES.items():
        point = levels[entry["level"]]
        assert entry["solver"]["low"] <= point <= entry["solver"]["high"], key
    for a, one in ENTRIES.items():
        for b, two in ENTRIES.items():
            if one["level"] == two["level"]:
                first, second = one["solver"], two["solver"]
                assert first["low"] <= second["high"] and second["low"] <= first["high"], (a, b)
    level_of_label = {}
    for entry in ENTRIES.values():
        label = sn.difficulty(entry["game"], **entry["options"]).label("en")
        assert level_of_label.setdefault(label, entry["level"]) == entry["level"], label


@pytest.mark.parametrize("game_id", ["freecell", "monte_carlo"])
def test_measuring_again_gives_the_same_verdicts_and_outcomes(game_id):
    entry = ENTRIES[game_id]
    for deal in range(1, 4):
        verdict = solve(sn.new_game(game_id, deal=deal), max_seconds=None, max_nodes=DATA["nodes"]).verdict
        assert measuring.LETTER[str(verdict)] == entry["solver"]["verdicts"][deal - 1]
        for name, player in (("greedy", greedy_player), ("lookahead", lookahead_player)):
            outcome = play_out(sn.new_game(game_id, deal=deal), player(random.Random(deal)))
            assert measuring.LETTER[outcome] == entry["players"][name]["outcomes"][deal - 1]


def test_a_deal_a_player_won_is_winnable():
    assert measure.settled_by_players("WULU", ["LWLL", "LLLW"]) == "WWLW"
    with pytest.raises(ValueError, match="deal 3 was won by a player but proved unwinnable"):
        measure.settled_by_players("WULU", ["LLWL"])


def test_wilson_interval():
    low, high = measure.wilson(10, 20)
    assert low == pytest.approx(1 - high) and 0.29 < low < 0.30
    low, high = measure.wilson(0, 200)
    assert low == 0.0 and 0.018 < high < 0.02
    assert measure.wilson(200, 200)[1] == 1.0 and measure.wilson(0, 0) == (0.0, 1.0)


def test_the_scale_on_made_up_intervals():
    intervals = {"a": (0.0, 0.1), "b": (0.05, 0.3), "c": (0.5, 0.7), "d": (0.0, 1.0), "e": (0.65, 0.9)}
    points = measure.cover_points(list(intervals.values()))
    assert points == [0.1, 0.7]
    estimates = {"a": 0.05, "b": 0.2, "c": 0.6, "d": 0.8, "e": 0.8}
    kept, levels = measure.assign_levels(intervals, estimates)
    assert kept == [0.7, 0.1]                        # easiest first
    assert levels == {"a": 1, "b": 1, "c": 0, "d": 0, "e": 0}


def test_a_game_reads_its_difficulty_in_both_languages():
    found = sn.difficulty("klondike")
    assert found.label("en").startswith(tuple(w.text("en") for _, w in measure.WORDS))
    assert "level" in found.label("en") and "niveau" in found.label("fr")
    text = found._repr_markdown_()
    assert "the solver" in text and "the lookahead player" in text
    sn.set_lang("fr")
    try:
        assert "le solveur" in found._repr_markdown_()
    finally:
        sn.set_lang("en")
    assert sn.difficulty("klondike", draw=3).options == {"draw": 3}
    assert sn.difficulty("klondike", draw=1) == found        # the default is the game's own entry
    with pytest.raises(ValueError, match="unknown game"):
        sn.difficulty("nope")
    with pytest.raises(ValueError, match="was not measured"):
        sn.difficulty("freecell", scoring="time_and_moves")


def test_the_lookahead_player_is_reproducible_and_no_weaker_than_greedy_on_average():
    wins = {"greedy": 0, "lookahead": 0}
    for deal in range(1, 9):
        for name, player in (("greedy", greedy_player), ("lookahead", lookahead_player)):
            wins[name] += play_out(sn.new_game("yukon", deal=deal), player(random.Random(deal))) == "won"
    assert wins["lookahead"] >= wins["greedy"]
    again = [play_out(sn.new_game("yukon", deal=2), lookahead_player(random.Random(2))) for _ in range(2)]
    assert again[0] == again[1]
