"""What the README claims about the games is true."""

from __future__ import annotations

import re
from pathlib import Path

import solitaire_nb as sn

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def games_paragraph() -> str:
    section = README.split("## Games", 1)[1].split("\n## ", 1)[0]
    return " ".join(section.split())


def test_the_readme_lists_exactly_the_playable_games():
    text = games_paragraph()
    listed = text.split("each with its notebook in `notebooks/en/games/`:", 1)[1]
    listed = listed.split(" (", 1)[0]
    names = {name.strip() for name in listed.split(",")}
    assert names == {sn.game_info(g).names["en"] for g in sn.list_games()}


def test_the_readme_counts_the_games():
    count = int(re.search(r"\((\d+) of the manual's 93\)", games_paragraph()).group(1))
    assert count == len(sn.list_games())
