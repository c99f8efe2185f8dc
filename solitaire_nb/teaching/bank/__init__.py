"""The exercise bank: the notebooks' questions, known by a key (see :mod:`.registry`).

Each module of this package holds the questions of one notebook (``cards`` for the
glossary notebook on cards and decks, ``klondike`` for the Klondike walkthrough...);
all of them are loaded here, so ``exercise(key)`` finds any of them.
"""

from __future__ import annotations

import importlib
import pkgutil

from .registry import define, exercise, explain_why, keys, question

for _module in pkgutil.iter_modules(__path__):
    if _module.name != "registry":
        importlib.import_module(f"{__name__}.{_module.name}")

__all__ = ["define", "exercise", "explain_why", "keys", "question"]
