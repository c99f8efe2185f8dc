"""Every term of the manual's glossary is demonstrated and exercised in a glossary notebook."""

from __future__ import annotations

import json
import re
from pathlib import Path

from each import assert_each

NOTEBOOKS = sorted((Path(__file__).resolve().parent.parent / "notebooks" / "teacher_en").glob(
    "0[1-4]_glossary_*.ipynb"))
MANUAL_TERMS = ["base_card", "build_alternate_colour", "build_any_suit_but_own", "build_by_colour",
                "build_regardless_of_suit", "build_by_suit", "build_down", "build_down_by", "build_up",
                "build_up_by", "build_up_or_down", "building", "deck", "double_deck", "foundation",
                "joker_deck", "pile", "rank", "reserve", "slot", "standard_deck", "stock", "suit", "tableau",
                "waste"]


def sections() -> dict[str, list[str]]:
    """{glossary key: the code cells from its concept card to the next one}."""
    found: dict[str, list[str]] = {}
    for path in NOTEBOOKS:
        current = None
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] != "code":
                continue
            source = "".join(cell["source"])
            keys = re.findall(r'lessons\.concept\("(\w+)"\)', source)
            if keys:
                current = keys[-1]
                found.setdefault(current, [])
            elif current is not None:
                found[current].append(source)
    return found


def _manual_term_has_a_demonstration_and_a_checked_exercise(key):
    cells = sections().get(key)
    assert cells is not None, f"no glossary card for {key} in the glossary notebooks"
    assert any("q.check(" in source for source in cells), f"{key} has no exercise checked by the engine"
    assert any(re.search(r"\b(show|sn\.play|fits_table|destinations|print|WhichFit|LegalMoves)\(", s)
               for s in cells), f"{key} has no demonstration"


def test_manual_term_has_a_demonstration_and_a_checked_exercise():
    assert_each(MANUAL_TERMS, _manual_term_has_a_demonstration_and_a_checked_exercise, name=str)
