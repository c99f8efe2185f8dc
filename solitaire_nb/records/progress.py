"""Progress files for the teacher: a learner exports, the teacher reads a folder of them.

:func:`export_progress` writes one JSON file with the player's record at each game
(:mod:`.stats`) and every game that counts as played, with its moves::

    {"format": "solitaire_nb-progress", "version": 1, "player": "ada",
     "exported": "2026-11-23T20:31:00+00:00",
     "statistics": [{"game": "klondike", "played": 3, "won": 1, ...}],
     "games": [{"game": "klondike", "deal": 7, "options": {...}, "autoplay": false,
                "won": true, "score": 0, "elapsed": 133.0, "moves": ["t3-f1", ...],
                "auto_moves": {"12": ["t2-f1"]}, "started": "...", "finished": "..."}]}

:func:`read_progress` reads every ``*.json`` file of a folder, strictly: the format and
version, every field's type and size, and every game replayed move by move through the
engine (its result must match what the file says).  A file that fails is reported in
``problems`` with the reason and skipped; the others are read.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..engine.game import Game
from .replaying import ReplayError, replay_moves
from .stats import all_stats, played_games
from .store import Store, default_player

FORMAT = "solitaire_nb-progress"
VERSION = 1
MAX_FILE_BYTES = 20_000_000
MAX_GAMES = 10_000
MAX_MOVES = 20_000
MAX_TEXT = 200

GAME_FIELDS = {"game": str, "deal": int, "options": dict, "autoplay": bool, "won": bool, "score": int,
               "elapsed": (int, float), "moves": list, "auto_moves": dict, "started": str,
               "finished": (str, type(None))}
FILE_FIELDS = {"format": str, "version": int, "player": str, "exported": str, "statistics": list,
               "games": list}
STAT_FIELDS = ("game", "played", "won", "win_rate", "best_score", "best_time", "current_streak",
               "best_streak")


class ProgressError(ValueError):
    """A progress file that cannot be read: the message names the file and the problem."""


def _when(seconds: float | None) -> str | None:
    return None if seconds is None else datetime.fromtimestamp(seconds, timezone.utc).isoformat()


def export_progress(path: str | os.PathLike, player: str | None = None,
                    store: Store | str | None = None) -> Path:
    """Write ``player``'s progress (default: the user of the computer) to the JSON file
    ``path`` (a folder: ``<player>.json`` in it); returns the file written."""
    if not isinstance(store, Store):
        store = Store(store)
    player = player or default_player()
    records = store.games(player=player)
    played = played_games(records)
    data = {
        "format": FORMAT, "version": VERSION, "player": player, "exported": _when(datetime.now().timestamp()),
        "statistics": [{name: stats.row()[name] for name in STAT_FIELDS} for stats in all_stats(records)],
        "games": [{"game": r.game, "deal": r.deal, "options": r.options, "autoplay": r.autoplay,
                   "won": r.won, "score": r.score, "elapsed": r.elapsed, "moves": r.moves,
                   "auto_moves": r.auto_moves, "started": _when(r.started),
                   "finished": _when(r.finished if r.finished is not None else r.updated)}
                  for r in played if r.deal is not None],
    }
    target = Path(path)
    if target.is_dir():
        target = target / f"{''.join(c if c.isalnum() or c in '-_.' else '_' for c in player)}.json"
    text = json.dumps(data, ensure_ascii=False, indent=1)
    partial = target.with_name(target.name + ".part")
    partial.write_text(text, encoding="utf-8")
    partial.replace(target)         # never a half-written file under the real name
    return target


def _check_type(value: Any, kind: Any, what: str) -> None:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        names = " or ".join("null" if k is type(None) else k.__name__ for k in kinds)
        raise ValueError(f"{what} must be of type {names}, not {type(value).__name__}")


def _check_time(text: str | None, what: str) -> None:
    if text is None:
        return
    if len(text) > MAX_TEXT:
        raise ValueError(f"{what} is too long")
    try:
        datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(f"{what} is not a date and time: {text[:40]!r}") from None


def check_game(entry: Any, index: int) -> Game:
    """One exported game checked field by field and replayed: the game it leads to."""
    what = f"game {index + 1}"
    _check_type(entry, dict, what)
    if set(entry) != set(GAME_FIELDS):
        odd = sorted(set(entry) ^ set(GAME_FIELDS))
        raise ValueError(f"{what}: missing or unknown field(s) {', '.join(odd)}")
    for name, kind in GAME_FIELDS.items():
        _check_type(entry[name], kind, f"{what}: field {name!r}")
    if not math.isfinite(entry["elapsed"]) or entry["elapsed"] < 0:
        raise ValueError(f"{what}: 'elapsed' must be a number of seconds")
    moves, auto = entry["moves"], entry["auto_moves"]
    if len(moves) > MAX_MOVES or len(auto) > MAX_MOVES:
        raise ValueError(f"{what}: more than {MAX_MOVES} moves")
    for move in moves:
        if not isinstance(move, str) or len(move) > MAX_TEXT:
            raise ValueError(f"{what}: every move must be a short text in notation")
    for key, value in auto.items():
        if not key.isdigit() or int(key) >= len(moves) or not isinstance(value, list) or \
                len(value) > 1000 or not all(isinstance(m, str) and len(m) <= MAX_TEXT for m in value):
            raise ValueError(f"{what}: 'auto_moves' must map move numbers to lists of moves")
    _check_time(entry["started"], f"{what}: 'started'")
    _check_time(entry["finished"], f"{what}: 'finished'")
    try:
        game = replay_moves(entry["game"][:MAX_TEXT], entry["deal"], entry["options"], moves, auto,
                            autoplay=entry["autoplay"], elapsed=float(entry["elapsed"]))
    except ReplayError as exc:
        raise ValueError(f"{what} ({entry['game'][:40]}, deal {entry['deal']}): {exc}") from None
    if game.is_won() != entry["won"]:
        said = "won" if entry["won"] else "not won"
        raise ValueError(f"{what}: the file says {said}, the moves say otherwise")
    if game.score != entry["score"]:
        raise ValueError(f"{what}: the file says score {entry['score']}, the moves give {game.score}")
    return game


def read_progress_file(path: str | os.PathLike) -> tuple[dict[str, Any], list[Game]]:
    """One progress file checked strictly: its data and its games replayed.
    ``ProgressError`` names the file and what is wrong."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ValueError(f"the file is too large ({size} bytes, at most {MAX_FILE_BYTES})")
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise ValueError(f"not a JSON text: {exc}") from None
        _check_type(data, dict, "the file")
        if data.get("format") != FORMAT:
            raise ValueError(f"not a solitaire_nb progress file (format {str(data.get('format'))[:40]!r})")
        if data.get("version") != VERSION:
            version = str(data.get("version"))[:20]
            raise ValueError(f"version {version} is not supported (this reads {VERSION})")
        if set(data) != set(FILE_FIELDS):
            raise ValueError(f"missing or unknown field(s) {', '.join(sorted(set(data) ^ set(FILE_FIELDS)))}")
        for name, kind in FILE_FIELDS.items():
            _check_type(data[name], kind, f"field {name!r}")
        if not data["player"].strip() or len(data["player"]) > MAX_TEXT:
            raise ValueError("field 'player' must be a name")
        _check_time(data["exported"], "field 'exported'")
        if len(data["games"]) > MAX_GAMES or len(data["statistics"]) > MAX_GAMES:
            raise ValueError(f"more than {MAX_GAMES} games")
        for row in data["statistics"]:
            if not isinstance(row, dict) or set(row) != set(STAT_FIELDS):
                raise ValueError(f"every statistics row needs exactly the fields {', '.join(STAT_FIELDS)}")
        games = [check_game(entry, i) for i, entry in enumerate(data["games"])]
    except OSError as exc:
        raise ProgressError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    except ValueError as exc:
        raise ProgressError(f"{path}: {exc}") from None
    return data, games


@dataclass
class Progress:
    """A folder of progress files read: ``games`` and ``summary`` (DataFrames), ``problems``
    (a file and its reason, for every file skipped) and :meth:`game` (an exported game
    replayed, to show on the table)."""

    games: Any
    summary: Any
    problems: list[tuple[Path, str]] = field(default_factory=list)
    _replayed: list[tuple[dict[str, Any], Game]] = field(default_factory=list, repr=False)

    def game(self, i: int) -> Game:
        """The exported game of row ``i`` of :attr:`games`, replayed move by move from its
        deal (a fresh copy each time: Undo goes back through its moves)."""
        if not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < len(self._replayed):
            raise IndexError(f"no game {i!r}: the games are numbered 0 to {len(self._replayed) - 1}")
        entry, _game = self._replayed[i]
        return replay_moves(entry["game"], entry["deal"], entry["options"], entry["moves"],
                            entry["auto_moves"], autoplay=entry["autoplay"], elapsed=float(entry["elapsed"]))


def read_progress(folder: str | os.PathLike) -> Progress:
    """Read every progress file (``*.json``) of ``folder``: who played what (``games``: one
    row per game, ``summary``: played, won and win rate per player and game).  A bad file
    is listed in ``problems`` with its reason (and a warning) and skipped."""
    import warnings

    import pandas as pd
    folder = Path(folder)
    if not folder.is_dir():
        raise ProgressError(f"{folder} is not a folder of progress files")
    rows, replayed, problems = [], [], []
    for path in sorted(folder.glob("*.json")):
        try:
            data, games = read_progress_file(path)
        except ProgressError as exc:
            problems.append((path, str(exc)))
            warnings.warn(f"skipped: {exc}", stacklevel=2)
            continue
        for entry, game in zip(data["games"], games):
            rows.append({"player": data["player"], "game": entry["game"], "deal": entry["deal"],
                         "won": entry["won"], "score": entry["score"], "elapsed": entry["elapsed"],
                         "moves": len(entry["moves"]), "finished": entry["finished"], "file": path.name})
            replayed.append((entry, game))
    games = pd.DataFrame(rows, columns=["player", "game", "deal", "won", "score", "elapsed", "moves",
                                        "finished", "file"])
    summary = (games.groupby(["player", "game"], as_index=False)
               .agg(played=("won", "size"), won=("won", "sum")))
    summary["won"] = summary["won"].astype(int)
    summary["win_rate"] = summary["won"] / summary["played"]
    return Progress(games, summary, problems, replayed)
