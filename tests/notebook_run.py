"""Run a notebook source's code in-process and keep its exercises, for tests that check what
the exercises ask (nbval runs the editions themselves, with their pictures, in the suite).

The teacher's version runs (the solutions are kept).  The table (``sn.play``), pictures
(``show``) and the many-deal measurements (``play_many``) are replaced by quick stand-ins:
what is checked here is the exercises, not those.
"""

from __future__ import annotations

import ast
import contextlib
import importlib.util
import io
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent

_spec = importlib.util.spec_from_file_location("make_editions", ROOT / "scripts" / "make_editions.py")
editions = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("make_editions", editions)
_spec.loader.exec_module(editions)


@dataclass
class Ran:
    """One exercise as the notebook built and answered it."""

    name: str
    exercise: Any = None                 # the object the ask cell named ``q``
    answer: Any = None                   # the teacher's answer
    parts: list[str] = field(default_factory=list)
    reveal_code: str = ""


def _quick_play_many(strategies: dict, deals: Any, *args: Any, **kwargs: Any) -> dict:
    count = len(list(deals))
    return {name: [("lost", 0)] * count for name in strategies}


def run(path: Path) -> tuple[dict[str, Ran], dict[str, Any]]:
    """The exercises of the source at ``path``, by name, and the namespace it leaves."""
    import solitaire_nb as sn
    from solitaire_nb.table import show as show_module
    from solitaire_nb.teaching import feedback, lessons

    cells = editions.parse(path.read_text(encoding="utf-8"), str(path))
    env: dict[str, Any] = {"__name__": "__main__", "display": lambda *values: None}
    found: dict[str, Ran] = {}
    steps_before = dict(feedback._SETTINGS)
    with mock.patch.object(sn, "play", lambda *a, **k: None), \
            mock.patch.object(sn, "show", lambda *a, **k: None), \
            mock.patch.object(show_module, "show", lambda *a, **k: None), \
            mock.patch.object(lessons, "play_many", _quick_play_many), \
            contextlib.redirect_stdout(io.StringIO()):
        try:
            for index, cell in enumerate(cells):
                if cell.kind != "code":
                    continue
                tree = ast.parse(cell.text)
                exec(compile(tree, f"{path.name}[{index}]", "exec"), env)
                name, part = cell.meta.get("exercise"), cell.meta.get("part")
                if name is None:
                    continue
                ran = found.setdefault(name, Ran(name))
                ran.parts.append(part)
                if part == "ask":
                    ran.exercise = env.get("q")
                elif part == "answer":
                    ran.answer = env.get("answer")
                elif part == "reveal":
                    ran.reveal_code = cell.text
            env["_steps"] = feedback._SETTINGS["steps"]
        finally:
            feedback._SETTINGS.update(steps_before)
    return found, env
