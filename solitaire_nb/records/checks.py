"""A learner's attempts at exercises, kept in the records database next to the games.

Every check of an answer (``exercise.check(answer)``, ``exercise.score(answer)``) is saved
by :func:`record_check` (the teaching layer calls it) in the ``checks`` table of
:mod:`.store`, under the player's name: the exercise's name, the answer as text, whether it
was right (None for a free-text answer, which is not graded) and its points.

**An attempt** is one answer: checking the same answer again just after (the score cell
after the check cell, a cell run twice) is the same attempt; a different answer is a new
one.  **Times**: each attempt keeps when it was first and last checked; a progress file
gives, per exercise, the time of the first attempt and of the last one (the time spent
on it is the difference).  **The result** of an exercise is that of its last attempt.

Saving follows the table's switch: nothing is saved in the user's database when
``SOLITAIRE_NB_AUTOSAVE`` is ``0``/``off``/``no``/``false`` (a store given explicitly is
still saved to).  A database that cannot be used never stops an exercise:
:func:`record_check` returns the reason instead of raising.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .store import RecordsError, Store, check_player, default_player

OFF_WORDS = {"0", "off", "no", "false"}
MAX_ANSWER = 2000      # characters of an answer kept (a free-text explanation may be long)


@dataclass(frozen=True)
class Check:
    """One attempt at an exercise: the answer given (as text), whether it was right (None:
    not graded), its points, when it was first and last checked and how many times."""

    exercise: str
    answer: str
    correct: bool | None
    points: float | None
    first: float
    last: float
    times: int


def saving_on() -> bool:
    """On, unless ``SOLITAIRE_NB_AUTOSAVE`` says off (as for the table's autosave)."""
    return os.environ.get("SOLITAIRE_NB_AUTOSAVE", "1").strip().lower() not in OFF_WORDS


def add_check(store: Store, exercise: str, answer: str, correct: bool | None, points: float | None,
              player: str | None = None) -> None:
    """Save an attempt of ``player`` (default: the user of the computer) at ``exercise``
    (the same answer as the last attempt: that attempt checked once more)."""
    player = check_player(player) or default_player()
    answer = answer[:MAX_ANSWER]
    now = time.time()
    flag = None if correct is None else int(bool(correct))

    def work(conn: sqlite3.Connection) -> None:
        conn.execute("INSERT OR IGNORE INTO players(name, created) VALUES (?, ?)", (player, now))
        player_id = conn.execute("SELECT id FROM players WHERE name=?", (player,)).fetchone()[0]
        last = conn.execute("SELECT id, answer, correct FROM checks WHERE player_id=? AND exercise=? "
                            "ORDER BY id DESC LIMIT 1", (player_id, exercise)).fetchone()
        if last is not None and tuple(last[1:]) == (answer, flag):
            conn.execute("UPDATE checks SET last=?, times=times+1 WHERE id=?", (now, last[0]))
        else:
            conn.execute("INSERT INTO checks(player_id, exercise, answer, correct, points, first, last) "
                         "VALUES (?, ?, ?, ?, ?, ?, ?)",
                         (player_id, exercise, answer, flag, points, now, now))
    store._write(work)


def checks(store: Store, player: str) -> list[Check]:
    """The attempts of ``player`` at exercises, oldest first."""
    rows = store._read("SELECT c.exercise, c.answer, c.correct, c.points, c.first, c.last, c.times "
                       "FROM checks c JOIN players p ON p.id = c.player_id WHERE p.name=? "
                       "ORDER BY c.first, c.id", (player,))
    return [Check(row[0], row[1], None if row[2] is None else bool(row[2]), row[3], row[4], row[5], row[6])
            for row in rows]


def record_check(exercise: str, answer: str, correct: bool | None, points: float | None,
                 player: str | None = None, store: Store | str | None = None) -> str | None:
    """Save an attempt (see :func:`add_check`) unless saving is off (a ``store`` given is
    always saved to); never raises: returns None when saved (or saving is off), else why it
    could not be saved."""
    if store is None and not saving_on():
        return None
    try:
        add_check(store if isinstance(store, Store) else Store(store), exercise, answer, correct, points,
                  player)
    except (RecordsError, OSError, sqlite3.Error, ValueError) as exc:
        return str(exc)
    return None


def exercise_results(attempts: Iterable[Check]) -> list[dict[str, Any]]:
    """One row per exercise, in the order first tried: ``exercise``, ``attempts``, the last
    attempt's ``answer``, ``correct`` and ``points``, and the Unix times ``first`` (first
    attempt) and ``last`` (last check of the last attempt)."""
    rows: dict[str, dict[str, Any]] = {}
    for check in attempts:
        row = rows.setdefault(check.exercise,
                              {"exercise": check.exercise, "attempts": 0, "first": check.first})
        row.update(attempts=row["attempts"] + 1, answer=check.answer, correct=check.correct,
                   points=check.points, last=check.last)
    return list(rows.values())


__all__ = ["Check", "add_check", "checks", "exercise_results", "record_check", "saving_on"]
