"""Fixtures shared by the tests."""

from __future__ import annotations

import itertools
import time
import types

import pytest

from solitaire_nb.table import pointer


@pytest.fixture(autouse=True)
def quick_pointer_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's pointer reads a clock that moves a millisecond per reading, so that
    two clicks in a row are always as quick as a person's double-click, however busy
    the machine running the tests (a test wanting slow clicks moves ``_last_click`` back)."""
    start = time.monotonic()
    ticks = itertools.count()
    monkeypatch.setattr(pointer, "time", types.SimpleNamespace(
        monotonic=lambda: start + next(ticks) / 1000))
