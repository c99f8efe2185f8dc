"""Fixtures shared by the tests."""

from __future__ import annotations

import itertools
import time
import types
from collections.abc import Iterator

import pytest
from each import fresh_kit

from solitaire_nb.table import pointer


@pytest.fixture(autouse=True)
def english_full_feedback() -> Iterator[None]:
    """Every test starts, and leaves, the kit in English with full feedback and no explanation
    written: a test that switches to French, to feedback in steps or writes an explanation
    cannot change what the next one reads."""
    fresh_kit()
    yield
    fresh_kit()


@pytest.fixture(autouse=True)
def records_apart(monkeypatch: pytest.MonkeyPatch, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Every test saves its games (if it saves any) in a folder of its own, never in the
    user's data folder, and tables do not save unless a test asks them to
    (``autosave=True``): the status lines the other tests read stay those of a fresh kit."""
    monkeypatch.setenv("SOLITAIRE_NB_DATA", str(tmp_path_factory.mktemp("records")))
    monkeypatch.setenv("SOLITAIRE_NB_AUTOSAVE", "0")


@pytest.fixture(autouse=True)
def quick_pointer_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's pointer reads a clock that moves a millisecond per reading, so that
    two clicks in a row are always as quick as a person's double-click, however busy
    the machine running the tests (a test wanting slow clicks moves ``_last_click`` back)."""
    start = time.monotonic()
    ticks = itertools.count()
    monkeypatch.setattr(pointer, "time", types.SimpleNamespace(
        monotonic=lambda: start + next(ticks) / 1000))


@pytest.fixture
def fresh_bank_state() -> Iterator[None]:
    """For the tests of the exercise bank (``tests/test_bank*.py``, which ask for it with
    ``pytestmark``): the games a learner registers are forgotten afterwards (see ``bank_checks``);
    the language, feedback and explanations are reset for every test (``english_full_feedback``)."""
    from bank_checks import own_game_registry

    with own_game_registry():
        yield
