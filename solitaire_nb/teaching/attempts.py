"""Every answer a learner checks is saved in their record, for the teacher's class summary.

``exercise.check(answer)`` and ``exercise.score(answer)`` save the attempt through
:func:`solitaire_nb.records.checks.record_check` (the records database of the table,
under the name ``sn.set_player`` chose, else the computer user's); ``exercise.solution()``
saves nothing, nor does the placeholder ``...`` of an unanswered cell.  See
:mod:`solitaire_nb.records.checks` for what an attempt is and when saving is off.

**The name of an exercise** in the record: its key in the bank (``records.win_rate``),
the name of an "explain why" question, or a name given by hand (``q.name = "my_question"``);
an exercise built in place in a notebook without a name gets one from its kind and its
question in English (``legal_moves-3fa2c1d0``), the same in every edition and every run.

``with saving_to(store, player):`` saves the checks of its block elsewhere, or under
another name.  Saving never gets in the way: if the database cannot be used, the check's feedback says
so once (in the learner's language) and the exercise works as before.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ..records.checks import record_check
from ..records.store import Store
from ..text.phrases import Phrase, define, say

define("attempts", {
    "not_saved": Phrase(en="(Your answers are not being saved in your record: {why})",
                        fr="(Vos réponses ne sont pas enregistrées dans votre palmarès\u00a0: {why})"),
})

_STATE: dict[str, Any] = {"warned": False, "player": None, "store": None}
MAX_NAME = 100


def exercise_name(exercise: Any) -> str:
    """The name an exercise is saved under (see the module's docstring)."""
    name = getattr(exercise, "name", None)
    if isinstance(name, str) and name.strip():
        return name.strip()[:MAX_NAME]
    kind = re.sub(r"(?<!^)(?=[A-Z])", "_", type(exercise).__name__).lower()
    digest = hashlib.sha1(exercise.ask("en").encode("utf-8")).hexdigest()[:8]
    return f"{kind}-{digest}"


def answer_text(answer: Any) -> str:
    """An answer as text: a string as it is, anything else as Python writes it."""
    return answer if isinstance(answer, str) else repr(answer)


def note_check(exercise: Any, answer: Any, correct: bool | None, result: Any = None) -> None:
    """Save an attempt at ``exercise``; if it cannot be saved, the first time in this kernel
    a line of ``result`` (the check's feedback) says why."""
    try:
        name = exercise_name(exercise)
    except Exception:   # an exercise whose question cannot be written is not saved, and not stopped
        return
    points = None if correct is None else float(bool(correct))
    why = record_check(name, answer_text(answer), correct, points, _STATE["player"], _STATE["store"])
    if why is not None and not _STATE["warned"] and result is not None:
        _STATE["warned"] = True
        result.lines.append(say("attempts.not_saved", result.lang, why=why))


@contextmanager
def saving_to(store: Store | str | None = None, player: str | None = None) -> Iterator[None]:
    """Inside the block, checks are saved in ``store`` under ``player`` (a demonstration
    class answering in a folder of its own, or a computer shared by several learners)."""
    before = _STATE["store"], _STATE["player"]
    _STATE["store"], _STATE["player"] = store, player
    try:
        yield
    finally:
        _STATE["store"], _STATE["player"] = before


__all__ = ["answer_text", "exercise_name", "note_check", "saving_to"]
