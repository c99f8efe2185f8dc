"""The measured difficulty of the games (docs/difficulty.json) is complete and reproducible."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

import solitaire_nb as sn

ROOT = Path(__file__).resolve().parent.parent


def script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


measure = script("measure_difficulty")
DATA = json.loads((ROOT / "docs" / "difficulty.json").read_text(encoding="utf-8"))


def test_every_game_is_measured_with_both_players():
    assert set(DATA["games"]) == set(sn.list_games())
    for game_id, entry in DATA["games"].items():
        for player in ("greedy", "random"):
            result = entry[player]
            letters = result["deals"]
            assert len(letters) == DATA["deals"] and set(letters) <= set("WLS"), game_id
            assert (result["won"], result["lost"], result["stuck"]) == \
                (letters.count("W"), letters.count("L"), letters.count("S")), game_id
            low, high = measure.wilson(result["won"], DATA["deals"])
            assert result["rate"] == round(result["won"] / DATA["deals"], 4)
            assert (result["low"], result["high"]) == (round(low, 4), round(high, 4))
            assert result["low"] <= result["rate"] <= result["high"]
        assert entry["level"] == measure.level(entry["greedy"]["rate"]), game_id
    assert DATA["deals"] >= 100
    assert str(DATA["deals"]) in DATA["method"]["en"] and str(DATA["deals"]) in DATA["method"]["fr"]


@pytest.mark.parametrize("game_id", ["klondike", "golf"])
def test_measuring_again_gives_the_same_outcomes(game_id):
    again = measure.measure(game_id, deals=6)
    for player in ("greedy", "random"):
        assert again[player]["deals"] == DATA["games"][game_id][player]["deals"][:6]


def test_wilson_interval():
    low, high = measure.wilson(10, 20)
    assert low == pytest.approx(1 - high) and 0.29 < low < 0.30
    low, high = measure.wilson(0, 200)
    assert low == 0.0 and 0.018 < high < 0.02
    assert measure.wilson(200, 200)[1] == 1.0


def test_levels_follow_the_greedy_rate():
    assert measure.level(0.9) == "easy" and measure.level(0.2) == "medium"
    assert measure.level(0.05) == "hard" and measure.level(0.0) == "very_hard"
