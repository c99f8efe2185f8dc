"""Progress files for the teacher: a learner exports, the teacher reads a folder of them.

:func:`export_progress` writes one JSON file (format version 3) with the player's record
at each game (:mod:`.stats`), every dealt game that counts as played *and* every game
still in progress (with at least one move), with its moves, and the result of every
exercise the player checked an answer to (:mod:`.checks`)::

    {"format": "solitaire_nb-progress", "version": 3, "player": "ada",
     "exported": "2026-11-23T20:31:00+00:00",
     "statistics": [{"game": "klondike", "played": 3, "won": 1, ...}],
     "games": [{"game": "klondike", "deal": 7, "options": {...}, "autoplay": false,
                "won": true, "score": 0, "elapsed": 133.0, "moves": ["t3-f1", ...],
                "auto_moves": {"12": ["t2-f1"]}, "started": "...", "finished": "...",
                "in_progress": false, "assisted": false}],
     "exercises": [{"exercise": "records.win_rate", "attempts": 2, "answer": "67",
                    "correct": true, "points": 1.0, "first": "...", "last": "..."}]}

A game ``in_progress`` is the player's latest unfinished game of its kind (see
:data:`~.stats.PLAYED_RULE`): its ``finished`` is null and it is not won; the statistics
do not count it as played (nor lost).  A game ``assisted`` is one in which the solver played
moves: the statistics and the summary never count it as played nor won.  An exercise's
``answer``, ``correct`` and ``points`` are those of its last attempt (``correct`` and
``points`` null for a free-text answer, which is not graded); ``first`` is when the first
attempt was checked, ``last`` when the last one was (the time spent is the difference).
Version-1 files (finished games only, no ``in_progress`` field, no exercises) and version-2
files (no ``assisted`` field: no game assisted; statistics without ``lost``, ``abandoned``
and ``assisted``) are still read.

:func:`read_progress` reads every ``*.json`` file of a folder, strictly
(:mod:`.progress_file`): a file that cannot be trusted as a whole is skipped; a game that
does not replay to what the file says is set aside alone, the rest of its file read;
each is listed in ``problems`` with its reason, and a warning, in the learner's language.

**Copies.**  Two files hold a copy when a game of one has the same game, deal, options,
moves, automatic moves, start time (to the microsecond) and time played as a game of the
other, or an exercise the same name, answer, result and times: only the same record,
copied, gives that.  Two students who played the same deal, even with the same moves,
started at different times and are not flagged.  Both files are listed in ``problems``
(which one copied cannot be told) and both are read.
"""

from __future__ import annotations

import json
import os
import warnings
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..engine.game import Game
from ..text.phrases import say
from .checks import checks, exercise_results
from .progress_file import (
    FORMAT,
    STAT_FIELDS,
    VERSION,
    Parts,
    ProgressError,
    check_game,
    read_parts,
    read_progress_file,
)
from .progress_words import Headings
from .reasons import Reason
from .replaying import replay_moves
from .stats import all_stats, played_games
from .store import Store, default_player

#: The columns of ``Progress.games`` and ``Progress.exercises``, by the names code uses
#: (their headings, in the language of the reading: :class:`~.progress_words.Headings`).
GAME_COLUMNS = ("player", "game", "deal", "in_progress", "won", "score", "elapsed", "moves", "finished",
                "assisted", "file")
EXERCISE_COLUMNS = ("player", "exercise", "attempts", "answer", "correct", "points", "first", "last", "file")


def _when(seconds: float | None) -> str | None:
    return None if seconds is None else datetime.fromtimestamp(seconds, timezone.utc).isoformat()


def export_progress(path: str | os.PathLike, player: str | None = None,
                    store: Store | str | None = None) -> Path:
    """Write ``player``'s progress (default: the user of the computer) to the JSON file
    ``path`` (a folder: ``<player>.json`` in it); returns the file written."""
    if not isinstance(store, Store):
        store = Store(store)
    player = player or default_player()
    records = [r for r in store.games(player=player) if r.deal is not None]
    played = played_games(records)
    counted = {r.id for r in played}
    in_progress = [r for r in records if r.id not in counted and r.move_count > 0 and r.finished is None]
    games = sorted(played + in_progress,
                   key=lambda r: (r.finished if r.finished is not None else r.updated, r.id))
    exercises = exercise_results(checks(store, player))
    data = {
        "format": FORMAT, "version": VERSION, "player": player, "exported": _when(datetime.now().timestamp()),
        "statistics": [{name: stats.row()[name] for name in STAT_FIELDS} for stats in all_stats(records)],
        "games": [{"game": r.game, "deal": r.deal, "options": r.options, "autoplay": r.autoplay,
                   "won": r.won, "score": r.score, "elapsed": r.elapsed, "moves": r.moves,
                   "auto_moves": r.auto_moves, "started": _when(r.started),
                   "finished": None if r.id not in counted else _when(r.finished or r.updated),
                   "in_progress": r.id not in counted, "assisted": r.assisted} for r in games],
        "exercises": [{**row, "first": _when(row["first"]), "last": _when(row["last"])} for row in exercises],
    }
    target = Path(path)
    if target.is_dir():
        target = target / f"{''.join(c if c.isalnum() or c in '-_.' else '_' for c in player)}.json"
    text = json.dumps(data, ensure_ascii=False, indent=1)
    partial = target.with_name(target.name + ".part")
    partial.write_text(text, encoding="utf-8")
    partial.replace(target)         # never a half-written file under the real name
    return target


@dataclass
class Progress:
    """A folder of progress files read, with headings in the language of the reading:

    - ``games``: one row per game (numbered from 1: :meth:`game` takes that number), games
      in progress included (``in_progress``);
    - ``summary``: per student and game, the games played and won and the win rate (games
      in progress not counted), and how many are in progress;
    - ``exercises``: one row per student and exercise: attempts, last answer, right or
      not, points, times of the first and last attempt;
    - ``answers``: who answered what, a student × exercise table (``✅`` right, ``❌``
      wrong, ``✍`` written for the teacher to read, then the number of attempts);
    - ``problems``: ``(file, reason)`` for each file skipped, game or exercise set aside,
      and file that looks copied;
    - ``columns``: the headings, by the name code uses (``progress.columns.player``)."""

    games: Any
    summary: Any
    exercises: Any
    answers: Any
    problems: list[tuple[Path, str]] = field(default_factory=list)
    columns: Headings = field(default_factory=Headings)
    _replayed: list[dict[str, Any]] = field(default_factory=list, repr=False)

    def game(self, number: int) -> Game:
        """The game numbered ``number`` in :attr:`games` (from 1), replayed move by move from
        its deal (a fresh copy each time: Undo goes back through its moves)."""
        count = len(self._replayed)
        if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= count:
            key = ("progress.no_games" if not count else "progress.no_game_one" if count == 1
                   else "progress.no_game")
            raise IndexError(say(key, None, i=repr(number), n=count))
        entry = self._replayed[number - 1]
        return replay_moves(entry["game"], entry["deal"], entry["options"], entry["moves"],
                            entry["auto_moves"], autoplay=entry["autoplay"], elapsed=float(entry["elapsed"]))


def _game_key(entry: dict[str, Any]) -> str:
    return json.dumps([entry[k] for k in ("game", "deal", "options", "moves", "auto_moves", "started",
                                          "elapsed")], sort_keys=True)


def _copies(files: list[Parts]) -> list[tuple[Parts, Reason]]:
    """Each file that shares a game or an exercise entry with another file, with the reason."""
    owners: dict[str, set[int]] = defaultdict(set)
    for i, parts in enumerate(files):
        for _n, entry, game, _problem in parts.games:
            if game is not None and entry["started"] is not None:
                owners["g" + _game_key(entry)].add(i)
        for _n, entry, problem in parts.exercises:
            if problem is None:
                owners["e" + json.dumps(entry, sort_keys=True)].add(i)
    shared: dict[tuple[int, int], int] = defaultdict(int)
    for holders in owners.values():
        for a in holders:
            for b in holders - {a}:
                shared[(a, b)] += 1
    found = []
    for (a, b), n in sorted(shared.items()):
        other = files[b]
        found.append((files[a], Reason("progress.copied", n=n, other=other.path.name,
                                       player=other.data["player"])))
    return found


def _same_names(files: list[Parts]) -> list[tuple[Parts, Reason]]:
    found = []
    for a in files:
        for b in files:
            if a is not b and a.data["player"] == b.data["player"]:
                found.append((a, Reason("progress.same_name", player=a.data["player"], other=b.path.name)))
    return found


def read_progress(folder: str | os.PathLike) -> Progress:
    """Read every progress file (``*.json``) of ``folder``: see :class:`Progress` for the
    tables (headings in the current language).  What does not add up is listed in
    ``problems`` with its reason, and a warning (see the module's docstring)."""
    import pandas as pd
    folder = Path(folder)
    if not folder.is_dir():
        raise ProgressError(folder, Reason("progress.not_folder", folder=str(folder)))
    h = Headings()
    files, problems = [], []

    def problem(path: Path, reason: Reason) -> None:
        problems.append((path, reason.text()))
        warnings.warn(say("progress.warning", None, file=path.name, problem=reason), stacklevel=3)

    for path in sorted(folder.glob("*.json")):
        try:
            files.append(read_parts(path))
        except ProgressError as exc:
            problem(path, Reason("progress.file_skipped", problem=exc.reason))
    game_rows, exercise_rows, replayed = [], [], []
    for parts in files:
        player, name = parts.data["player"], parts.path.name
        for _n, entry, _game, reason in parts.games:
            if reason is not None:
                problem(parts.path, Reason("progress.game_set_aside", problem=reason))
                continue
            game_rows.append([player, entry["game"], entry["deal"], entry.get("in_progress", False),
                              entry["won"], entry["score"], entry["elapsed"], len(entry["moves"]),
                              entry["finished"], entry.get("assisted", False), name])
            replayed.append(entry)
        for _n, entry, reason in parts.exercises:
            if reason is not None:
                problem(parts.path, Reason("progress.exercise_set_aside", problem=reason))
                continue
            exercise_rows.append([player, entry["exercise"], entry["attempts"], entry["answer"],
                                  entry["correct"], entry["points"], entry["first"], entry["last"], name])
    for parts, reason in _copies(files) + _same_names(files):
        problem(parts.path, reason)
    games = pd.DataFrame(game_rows, columns=[h[k] for k in GAME_COLUMNS])
    games.index = pd.RangeIndex(1, len(games) + 1)
    exercises = pd.DataFrame(exercise_rows, columns=[h[k] for k in EXERCISE_COLUMNS])
    return Progress(games, _summary(games, h), exercises, _answers(exercises, h), problems, h, replayed)


def _summary(games: Any, h: Headings) -> Any:
    done = games[~games[h.in_progress].astype(bool) & ~games[h.assisted].astype(bool)]
    summary = (done.groupby([h.player, h.game], as_index=False)
               .agg(**{h.played: (h.won, "size"), h.won_count: (h.won, "sum")}))
    summary[h.won_count] = summary[h.won_count].astype(int)
    summary[h.win_rate] = summary[h.won_count] / summary[h.played]
    going = games[games[h.in_progress].astype(bool)].groupby([h.player, h.game]).size()
    pairs = games[[h.player, h.game]].drop_duplicates()
    summary = pairs.merge(summary, how="left", on=[h.player, h.game])
    summary[[h.played, h.won_count]] = summary[[h.played, h.won_count]].fillna(0).astype(int)
    summary[h.in_progress_count] = [int(going.get((p, g), 0))
                                    for p, g in zip(summary[h.player], summary[h.game])]
    return summary.sort_values([h.player, h.game], ignore_index=True)


def _answers(exercises: Any, h: Headings) -> Any:
    def cell(correct: Any, attempts: int) -> str:
        mark = "✍" if correct is None else "✅" if correct else "❌"
        return f"{mark} {attempts}"

    import pandas as pd
    if exercises.empty:
        return pd.DataFrame(index=pd.Index([], name=h.player), columns=pd.Index([], name=h.exercise))
    marks = exercises.assign(mark=[cell(c, a) for c, a in zip(exercises[h.correct], exercises[h.attempts])])
    table = marks.pivot_table(index=h.player, columns=h.exercise, values="mark", aggfunc="last")
    return table.fillna("")


__all__ = ["EXERCISE_COLUMNS", "GAME_COLUMNS", "Progress", "ProgressError", "check_game", "export_progress",
           "read_progress", "read_progress_file"]
