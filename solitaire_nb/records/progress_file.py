"""One progress file checked strictly: its format, every field's type and size, every game
replayed through the engine, every exercise's result consistent (the format is described
in :mod:`.progress`).

:func:`read_progress_file` refuses a file with any problem (:class:`ProgressError`);
:func:`read_parts` refuses only a file that cannot be trusted as a whole (not JSON, not a
progress file, a version it does not read, a field of the file itself wrong) and gives
each game and each exercise with its own problem, if it has one, so that one tampered
game sets aside that game alone.  Every reason is a phrase, read in the current language.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine.game import Game
from .progress_words import HEADINGS  # noqa: F401  (and the phrases of the reasons)
from .reasons import Reason, Shown
from .replaying import ReplayError, replay_moves

FORMAT = "solitaire_nb-progress"
VERSION = 3
VERSIONS = (1, 2, 3)       # the versions read (1: finished games only, no exercises; 2: no assisted games)
MAX_FILE_BYTES = 20_000_000
MAX_GAMES = 10_000
MAX_MOVES = 20_000
MAX_TEXT = 200
MAX_ANSWER = 2000

GAME_FIELDS = {"game": str, "deal": int, "options": dict, "autoplay": bool, "won": bool, "score": int,
               "elapsed": (int, float), "moves": list, "auto_moves": dict, "started": str,
               "finished": (str, type(None)), "in_progress": bool, "assisted": bool}
EXERCISE_FIELDS = {"exercise": str, "attempts": int, "answer": str, "correct": (bool, type(None)),
                   "points": (int, float, type(None)), "first": str, "last": str}
FILE_FIELDS = {"format": str, "version": int, "player": str, "exported": str, "statistics": list,
               "games": list, "exercises": list}
STAT_FIELDS = ("game", "played", "won", "win_rate", "best_score", "best_time", "current_streak",
               "best_streak", "lost", "abandoned", "assisted")
#: What each version of the file lacks (the fields added since).
NOT_YET = {1: ("exercises", "in_progress", "assisted", "lost", "abandoned"),
           2: ("assisted", "lost", "abandoned")}


def fields_of(version: int, fields: dict[str, Any]) -> dict[str, Any]:
    """The fields of a file (or a game) of ``version``: version 1 had no exercises and no
    games in progress, versions 1 and 2 no assisted games (nor lost and abandoned counts)."""
    lacks = NOT_YET.get(version, ())
    return {name: kind for name, kind in fields.items() if name not in lacks}


class ProgressError(ValueError):
    """A progress file that cannot be read: the message names the file and the problem
    (in the current language)."""

    def __init__(self, path: Path, reason: object) -> None:
        self.path, self.reason = path, reason
        super().__init__(f"{path}: {reason}")

    def __str__(self) -> str:
        return f"{self.path}: {self.reason}"


def _check_type(value: Any, kind: Any, what: object) -> None:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        names = " | ".join("null" if k is type(None) else k.__name__ for k in kinds)
        raise Reason("progress.type", what=what, kinds=names, kind=type(value).__name__)


def _check_fields(entry: dict[str, Any], fields: dict[str, Any], where: Any) -> None:
    odd = sorted(set(entry) ^ set(fields))
    if odd:
        raise where(Reason("progress.fields", n=len(odd), names=", ".join(str(o)[:40] for o in odd[:10])))
    for name, kind in fields.items():
        _check_type(entry[name], kind, where(Reason("progress.field", name=name)))


def _check_time(text: str | None, what: object) -> None:
    if text is None:
        return
    if len(text) > MAX_TEXT:
        raise Reason("progress.too_long", what=what)
    try:
        datetime.fromisoformat(text)
    except ValueError:
        raise Reason("progress.not_time", what=what, text=repr(text[:40])) from None


def check_game(entry: Any, index: int, version: int = VERSION) -> Game:
    """One exported game (number ``index + 1`` of its file) checked field by field and
    replayed: the game it leads to.  ``ValueError`` (a :class:`Reason`) says what is wrong."""
    def where(what: object) -> Reason:
        return Reason("progress.in_game", n=index + 1, what=what)

    _check_type(entry, dict, Reason("progress.a_game", n=index + 1))
    _check_fields(entry, fields_of(version, GAME_FIELDS), where)
    if not math.isfinite(entry["elapsed"]) or entry["elapsed"] < 0:
        raise where(Reason("progress.elapsed"))
    moves, auto = entry["moves"], entry["auto_moves"]
    if len(moves) > MAX_MOVES or len(auto) > MAX_MOVES:
        raise where(Reason("progress.too_many_moves", n=MAX_MOVES))
    for move in moves:
        if not isinstance(move, str) or len(move) > MAX_TEXT:
            raise where(Reason("progress.move_text"))
    for key, value in auto.items():
        if not key.isdigit() or int(key) >= len(moves) or not isinstance(value, list) or \
                len(value) > 1000 or not all(isinstance(m, str) and len(m) <= MAX_TEXT for m in value):
            raise where(Reason("progress.auto_moves"))
    _check_time(entry["started"], where(Reason("progress.field", name="started")))
    _check_time(entry["finished"], where(Reason("progress.field", name="finished")))
    try:
        game = replay_moves(entry["game"][:MAX_TEXT], entry["deal"], entry["options"], moves, auto,
                            autoplay=entry["autoplay"], elapsed=float(entry["elapsed"]))
    except ReplayError as exc:
        raise Reason("progress.replay", n=index + 1, game=entry["game"][:40], deal=entry["deal"],
                     why=exc) from None
    if entry.get("in_progress") and entry["won"]:
        raise where(Reason("progress.won_in_progress"))
    if game.is_won() != entry["won"]:
        raise where(Reason("progress.says_won" if entry["won"] else "progress.says_not_won"))
    if game.score != entry["score"]:
        raise where(Reason("progress.score", said=entry["score"], score=game.score))
    return game


def check_exercise(entry: Any, index: int) -> None:
    """One exercise's result (number ``index + 1`` of its file) checked: ``ValueError``
    (a :class:`Reason`) says what is wrong."""
    def where(what: object) -> Reason:
        return Reason("progress.in_exercise", n=index + 1, what=what)

    _check_type(entry, dict, Reason("progress.an_exercise", n=index + 1))
    _check_fields(entry, EXERCISE_FIELDS, where)
    if not entry["exercise"].strip() or len(entry["exercise"]) > MAX_TEXT:
        raise where(Reason("progress.too_long", what=Reason("progress.field", name="exercise")))
    if len(entry["answer"]) > MAX_ANSWER:
        raise where(Reason("progress.too_long", what=Reason("progress.field", name="answer")))
    if not 1 <= entry["attempts"] <= 1_000_000:
        raise where(Reason("progress.attempts"))
    correct, points = entry["correct"], entry["points"]
    if (correct is None) != (points is None) or (correct is not None and points != float(correct)):
        raise where(Reason("progress.points"))
    for name in ("first", "last"):
        _check_time(entry[name], where(Reason("progress.field", name=name)))
    if datetime.fromisoformat(entry["last"]) < datetime.fromisoformat(entry["first"]):
        raise where(Reason("progress.order"))


@dataclass
class Parts:
    """A progress file read: its ``data``, and each game and exercise with its number in the
    file (from 1) and its problem (None: sound); a sound game comes replayed."""

    path: Path
    data: dict[str, Any]
    games: list[tuple[int, dict[str, Any], Game | None, Reason | None]] = field(default_factory=list)
    exercises: list[tuple[int, dict[str, Any], Reason | None]] = field(default_factory=list)


def _check_file(data: Any) -> None:
    _check_type(data, dict, Reason("progress.the_file"))
    if data.get("format") != FORMAT:
        raise Reason("progress.not_progress", format=repr(str(data.get("format"))[:40]))
    if data.get("version") not in VERSIONS or isinstance(data.get("version"), bool):
        raise Reason("progress.version", version=str(data.get("version"))[:20],
                     versions=", ".join(map(str, VERSIONS)))
    _check_fields(data, fields_of(data["version"], FILE_FIELDS), lambda what: what)
    if not data["player"].strip() or len(data["player"]) > MAX_TEXT:
        raise Reason("progress.player")
    _check_time(data["exported"], Reason("progress.field", name="exported"))
    if max(len(data["games"]), len(data["statistics"]), len(data.get("exercises", []))) > MAX_GAMES:
        raise Reason("progress.too_many", n=MAX_GAMES)
    names = list(fields_of(data["version"], dict.fromkeys(STAT_FIELDS)))
    for row in data["statistics"]:
        if not isinstance(row, dict) or set(row) != set(names):
            raise Reason("progress.stat_row", names=", ".join(names))


def read_parts(path: str | os.PathLike) -> Parts:
    """A progress file, each game and exercise checked on its own (see the module's
    docstring); ``ProgressError`` for a file that cannot be trusted as a whole."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise Reason("progress.too_large", size=size, limit=MAX_FILE_BYTES)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise Reason("progress.not_json", why=Shown(exc)) from None
        _check_file(data)
    except OSError as exc:
        raise ProgressError(path, Reason("progress.unreadable", why=exc.strerror or str(exc))) from None
    except ValueError as exc:
        raise ProgressError(path, exc) from None
    parts = Parts(path, data)
    for i, entry in enumerate(data["games"]):
        try:
            parts.games.append((i + 1, entry, check_game(entry, i, data["version"]), None))
        except Reason as exc:
            parts.games.append((i + 1, entry, None, exc))
    seen: set[str] = set()
    for i, entry in enumerate(data.get("exercises", [])):
        try:
            check_exercise(entry, i)
            if entry["exercise"] in seen:
                raise Reason("progress.in_exercise", n=i + 1,
                             what=Reason("progress.twice", name=repr(entry["exercise"][:40])))
            seen.add(entry["exercise"])
            parts.exercises.append((i + 1, entry, None))
        except Reason as exc:
            parts.exercises.append((i + 1, entry, exc))
    return parts


def read_progress_file(path: str | os.PathLike) -> tuple[dict[str, Any], list[Game]]:
    """One progress file checked strictly: its data and its games replayed.
    ``ProgressError`` names the file and what is wrong, the first problem found."""
    parts = read_parts(path)
    for _n, _entry, _game, problem in parts.games:
        if problem is not None:
            raise ProgressError(parts.path, problem)
    for _n, _entry, problem in parts.exercises:
        if problem is not None:
            raise ProgressError(parts.path, problem)
    return parts.data, [game for _n, _entry, game, _problem in parts.games if game is not None]


__all__ = ["EXERCISE_FIELDS", "FILE_FIELDS", "FORMAT", "GAME_FIELDS", "Parts", "ProgressError", "STAT_FIELDS",
           "VERSION", "VERSIONS", "check_exercise", "check_game", "read_parts", "read_progress_file"]
