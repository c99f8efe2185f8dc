"""The record of every game played, in one SQLite database (standard library ``sqlite3``).

Where the database lives: the ``path`` given (a file, or a folder to put
``records.sqlite3`` in), else the folder named by the environment variable
``SOLITAIRE_NB_DATA``, else ``$XDG_DATA_HOME/solitaire_nb``, else
``~/.local/share/solitaire_nb``.  On Binder that last folder is in the home folder of
the session, so it lasts as long as the session does (download it to keep it).

The database is in WAL mode: readers never block the writer, and a process killed in
the middle of a save leaves the last committed save intact (the half-written
transaction in the log is ignored when the file is opened again).  ``synchronous``
is ``NORMAL``: with WAL that is safe against a crashed or killed kernel (a commit is
in the operating system's hands once it returns) and only a power cut may lose the
last moves, never corrupt the file, while ``FULL`` would wait for the disk at every
move.  Each save is one transaction.  Two kernels writing at once wait for each
other (``timeout``), and a save that still finds the database locked is tried again.

Schema (``PRAGMA user_version`` = :data:`SCHEMA_VERSION`; ``PRAGMA application_id``
marks the file as ours): ``players(id, name, created)`` and ``games(id, player_id,
game, deal, options, autoplay, started, updated, finished, won, score, elapsed,
move_count, moves, auto_moves, position, assisted, outcome)``; times are Unix seconds,
``options``, ``moves`` (notation) and ``auto_moves`` are JSON, ``position`` is
``Game.to_json()``; ``assisted`` is 1 once the solver has played a move of the game ("Next
move"; a hint only suggests a move, the player plays it: hints leave a game unassisted),
``outcome`` the game's state at its last save (``won``, ``lost``, ``stuck``, ``playing``;
NULL for a game saved before schema 3); ``checks(id, player_id, exercise, answer, correct,
points, first, last, times)``: one row per attempt at an exercise (:mod:`.checks`).  An
older file is upgraded in place when first opened, its games untouched: schema 1 (games
only) gets the ``checks`` table, schema 2 the two columns ``assisted`` and ``outcome``.
"""

from __future__ import annotations

import getpass
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from ..engine.game import Game
from .replaying import MoveLog, ReplayError, replay_moves, same_position

SCHEMA_VERSION = 3
APPLICATION_ID = 0x534E5231      # "SNR1"
FILE_NAME = "records.sqlite3"
TIMEOUT = 10.0                    # seconds a writer waits for another one
RETRIES = 5                       # then tries again this many times
MAX_PLAYER = 100                  # characters of a player's name

T = TypeVar("T")

SCHEMA = """
CREATE TABLE IF NOT EXISTS players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players(id),
    game TEXT NOT NULL,
    deal INTEGER,
    options TEXT NOT NULL,
    autoplay INTEGER NOT NULL DEFAULT 0,
    started REAL NOT NULL,
    updated REAL NOT NULL,
    finished REAL,
    won INTEGER NOT NULL DEFAULT 0,
    score INTEGER NOT NULL DEFAULT 0,
    elapsed REAL NOT NULL DEFAULT 0,
    move_count INTEGER NOT NULL DEFAULT 0,
    moves TEXT NOT NULL DEFAULT '[]',
    auto_moves TEXT NOT NULL DEFAULT '{}',
    position TEXT NOT NULL,
    assisted INTEGER NOT NULL DEFAULT 0,
    outcome TEXT
);
CREATE INDEX IF NOT EXISTS games_by_player ON games(player_id, game, deal);
CREATE TABLE IF NOT EXISTS checks (
    id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players(id),
    exercise TEXT NOT NULL,
    answer TEXT NOT NULL,
    correct INTEGER,
    points REAL,
    first REAL NOT NULL,
    last REAL NOT NULL,
    times INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS checks_by_player ON checks(player_id, exercise);
"""
#: What each schema added to the one before (run on an older file when it is opened).
UPGRADES = {1: SCHEMA[SCHEMA.index("CREATE TABLE IF NOT EXISTS checks"):],
            2: "ALTER TABLE games ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0;"
               "ALTER TABLE games ADD COLUMN outcome TEXT"}

COLUMNS = ("id", "player", "game", "deal", "options", "autoplay", "started", "updated", "finished", "won",
           "score", "elapsed", "move_count", "moves", "auto_moves", "position", "assisted", "outcome")


class RecordsError(ValueError):
    """The records database cannot be used (corrupt, foreign, newer, or out of reach)."""


def default_folder() -> Path:
    """``$SOLITAIRE_NB_DATA``, else ``$XDG_DATA_HOME/solitaire_nb``, else ``~/.local/share/solitaire_nb``."""
    chosen = os.environ.get("SOLITAIRE_NB_DATA")
    if chosen:
        return Path(chosen).expanduser()
    xdg = os.environ.get("XDG_DATA_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".local" / "share"
    return base / "solitaire_nb"


_chosen_player: str | None = None


def set_player(name: str | None) -> None:
    """The name under which games and answers are saved from now on, in this Python
    session (a student on a shared computer types theirs once); None goes back to the
    computer's user name.  ``ValueError`` for a name that cannot be used."""
    global _chosen_player
    _chosen_player = check_player(name)


def default_player() -> str:
    """The name :func:`set_player` chose, else the name of the user of the computer
    (``"player"`` when it cannot be found)."""
    if _chosen_player is not None:
        return _chosen_player
    try:
        return getpass.getuser() or "player"
    except Exception:   # getpass raises various errors where no user name is set
        return "player"


def check_player(player: str | None) -> str | None:
    """``player`` as given if it is a usable name (or None); ``ValueError`` says what is wrong."""
    if player is None:
        return None
    if not isinstance(player, str) or not player.strip() or len(player) > MAX_PLAYER:
        raise ValueError(f"player must be a name of 1 to {MAX_PLAYER} characters, not {player!r}")
    return player


def canonical_options(options: dict[str, Any]) -> str:
    return json.dumps(options, sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True)
class Record:
    """One game as saved: who played what, when, how it went, and its moves."""

    id: int
    player: str
    game: str
    deal: int | None
    options: dict[str, Any]
    autoplay: bool
    started: float
    updated: float
    finished: float | None
    won: bool
    score: int
    elapsed: float
    move_count: int
    moves: list[str]
    auto_moves: dict[str, list[str]]
    position: str
    assisted: bool = False              # the solver played moves of it: never a win, never a best time
    outcome: str | None = None          # its state at the last save (None: saved before schema 3)

    def replay(self) -> Game:
        """The game brought back: its moves replayed from the deal (Undo works), or, if
        they do not lead to the saved position, that position alone."""
        try:
            game = replay_moves(self.game, self.deal, self.options, self.moves, self.auto_moves,
                                autoplay=self.autoplay, elapsed=self.elapsed)
            if same_position(game, self.position):
                return game
        except ReplayError:
            pass
        from ..engine.loading import load_game
        game = load_game(self.position)
        game.autoplay = self.autoplay
        return game


class Store:
    """The records database: ``Store()`` (the user's data folder) or ``Store(path)``.

    The file is created on first use; a file that is not a database of this kit, or is
    damaged, gives :class:`RecordsError` naming it.
    """

    def __init__(self, path: str | os.PathLike | None = None) -> None:
        path = Path(path).expanduser() if path is not None else default_folder()
        if path.is_dir() or (not path.suffix and not path.exists()):   # a folder
            path = path / FILE_NAME
        self.path = path
        self._ready = False

    def __repr__(self) -> str:
        return f"Store({str(self.path)!r})"

    # ------------------------------------------------------------------ connections
    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, timeout=TIMEOUT, isolation_level=None)
        except (OSError, sqlite3.Error) as exc:
            raise RecordsError(f"cannot open the records database {self.path}: {exc}") from None
        try:
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            if not self._ready:
                self._prepare(conn)
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise RecordsError(f"{self.path} is not a usable records database: {exc}") from None
        except RecordsError:
            conn.close()
            raise
        return conn

    def _prepare(self, conn: sqlite3.Connection) -> None:
        """Check the file is ours (or empty) and create or check the schema."""
        def check() -> None:
            app = conn.execute("PRAGMA application_id").fetchone()[0]
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if app == 0 and version == 0 and not tables:
                conn.execute("PRAGMA journal_mode=WAL")
                conn.execute("BEGIN IMMEDIATE")
                try:
                    if conn.execute("PRAGMA user_version").fetchone()[0] == 0:   # nobody was quicker
                        for statement in SCHEMA.split(";"):
                            if statement.strip():
                                conn.execute(statement)
                        conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
                        conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
                    conn.execute("COMMIT")
                except BaseException:
                    conn.execute("ROLLBACK")
                    raise
                return
            if app != APPLICATION_ID:
                raise RecordsError(f"{self.path} is a database of something else (not solitaire_nb records)")
            if version > SCHEMA_VERSION:
                raise RecordsError(f"{self.path} was written by a newer solitaire_nb "
                                   f"(schema {version}, this one reads {SCHEMA_VERSION})")
            if version < 1 or not {"players", "games"} <= tables:
                raise RecordsError(f"{self.path} is an incomplete records database (schema {version})")
            if version < SCHEMA_VERSION:
                self._upgrade(conn)

        self._retry(check)
        self._ready = True

    @staticmethod
    def _upgrade(conn: sqlite3.Connection) -> None:
        """An older schema brought up to date, step by step (:data:`UPGRADES`; one transaction)."""
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]   # (another may have been quicker)
            for step in range(version, SCHEMA_VERSION):
                for statement in UPGRADES[step].split(";"):
                    if statement.strip():
                        conn.execute(statement)
            if version < SCHEMA_VERSION:
                conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    @staticmethod
    def _retry(action: Callable[[], T]) -> T:
        for attempt in range(RETRIES + 1):
            try:
                return action()
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) and "busy" not in str(exc) or attempt == RETRIES:
                    raise
                time.sleep(0.05 * (attempt + 1))
        raise AssertionError("unreachable")

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        conn = self._open()
        try:
            yield conn
        except sqlite3.DatabaseError as exc:
            if isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc):
                raise RecordsError(f"the records database {self.path} stays locked: {exc}") from None
            raise RecordsError(f"{self.path} is not a usable records database: {exc}") from None
        finally:
            conn.close()

    def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``work`` in one transaction (all of it saved, or nothing), again if locked."""
        with self._connection() as conn:
            def transaction() -> T:
                conn.execute("BEGIN IMMEDIATE")
                try:
                    result = work(conn)
                    conn.execute("COMMIT")
                    return result
                except BaseException:
                    if conn.in_transaction:
                        conn.execute("ROLLBACK")
                    raise
            return self._retry(transaction)

    def _read(self, sql: str, params: tuple = ()) -> list[tuple]:
        with self._connection() as conn:
            return self._retry(lambda: conn.execute(sql, params).fetchall())

    # ------------------------------------------------------------------ writing
    def check(self) -> None:
        """Open the database (creating it if needed): ``RecordsError`` if it cannot be used."""
        with self._connection():
            pass

    def start(self, game: Game, player: str | None = None, log: MoveLog | None = None,
              assisted: bool = False) -> int:
        """A new row for ``game`` played by ``player`` (``assisted``: the solver played moves of
        it); returns its id."""
        player = check_player(player) or default_player()
        now = time.time()

        def work(conn: sqlite3.Connection) -> int:
            conn.execute("INSERT OR IGNORE INTO players(name, created) VALUES (?, ?)", (player, now))
            player_id = conn.execute("SELECT id FROM players WHERE name=?", (player,)).fetchone()[0]
            cursor = conn.execute(
                "INSERT INTO games(player_id, game, deal, options, started, updated, position) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (player_id, game.id, game.deal, canonical_options(game.options), now, now,
                 game.to_json(None)))
            self._update(conn, int(cursor.lastrowid), game, log, now, False, assisted)
            return int(cursor.lastrowid)
        return self._write(work)

    def save(self, record_id: int, game: Game, log: MoveLog | None = None, finished: bool = False,
             assisted: bool = False) -> None:
        """Save where ``game`` stands in row ``record_id`` (one transaction); ``finished``:
        the player left it (a won game is finished anyway); ``assisted``: the solver has played
        moves of it (a game once assisted stays so)."""
        self._write(lambda conn: self._update(conn, record_id, game, log, time.time(), finished, assisted))

    @staticmethod
    def _update(conn: sqlite3.Connection, record_id: int, game: Game, log: MoveLog | None, now: float,
                finished: bool, assisted: bool = False) -> None:
        log = log or MoveLog(game)
        won = game.is_won()
        cursor = conn.execute(
            "UPDATE games SET updated=?, finished=CASE WHEN ? THEN COALESCE(finished, ?) ELSE NULL END, "
            "won=?, score=?, elapsed=?, move_count=?, moves=?, auto_moves=?, position=?, autoplay=?, "
            "assisted=MAX(assisted, ?), outcome=? WHERE id=?",
            (now, won or finished, now, int(won), int(game.score), float(game.elapsed), len(log.moves),
             json.dumps(log.moves), json.dumps(log.auto), game.to_json(None), int(bool(game.autoplay)),
             int(bool(assisted)), str(game.outcome().state), record_id))
        if cursor.rowcount != 1:
            raise RecordsError(f"no game {record_id} in the records database")

    def finish(self, record_id: int) -> None:
        """Mark row ``record_id`` as left by the player (its moves stay as saved)."""
        self._write(lambda conn: conn.execute(
            "UPDATE games SET finished=COALESCE(finished, ?) WHERE id=?", (time.time(), record_id)))

    # ------------------------------------------------------------------ reading
    _SELECT = ("SELECT g.id, p.name, g.game, g.deal, g.options, g.autoplay, g.started, g.updated, "
               "g.finished, g.won, g.score, g.elapsed, g.move_count, g.moves, g.auto_moves, g.position, "
               "g.assisted, g.outcome "
               "FROM games g JOIN players p ON p.id = g.player_id")

    def _record(self, row: tuple) -> Record:
        values = dict(zip(COLUMNS, row))
        try:
            for key in ("options", "moves", "auto_moves"):
                values[key] = json.loads(values[key])
        except (TypeError, ValueError) as exc:
            raise RecordsError(f"{self.path}: game {values['id']} has damaged JSON: {exc}") from None
        for key in ("autoplay", "won", "assisted"):
            values[key] = bool(values[key])
        return Record(**values)

    def games(self, player: str | None = None, game: str | None = None) -> list[Record]:
        """The saved games (of ``player``, of ``game``), oldest first."""
        where, params = [], []
        if player is not None:
            where.append("p.name = ?")
            params.append(player)
        if game is not None:
            where.append("g.game = ?")
            params.append(game)
        sql = self._SELECT + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY g.started, g.id"
        return [self._record(row) for row in self._read(sql, tuple(params))]

    def record(self, record_id: int) -> Record:
        rows = self._read(self._SELECT + " WHERE g.id = ?", (record_id,))
        if not rows:
            raise RecordsError(f"no game {record_id} in the records database {self.path}")
        return self._record(rows[0])

    def unfinished(self, player: str, game: Game) -> Record | None:
        """The latest unfinished game of ``player`` with the same game, deal and options as
        ``game``, that has at least one move; None if there is none."""
        if game.deal is None:
            return None
        rows = self._read(self._SELECT + " WHERE p.name=? AND g.game=? AND g.deal=? AND g.options=? "
                          "AND g.finished IS NULL AND g.move_count > 0 ORDER BY g.updated DESC, g.id DESC "
                          "LIMIT 1", (player, game.id, game.deal, canonical_options(game.options)))
        return self._record(rows[0]) if rows else None

    def players(self) -> list[str]:
        return [row[0] for row in self._read("SELECT name FROM players ORDER BY name")]

    def integrity(self) -> str:
        """``PRAGMA integrity_check``: ``"ok"`` for a sound file."""
        return "; ".join(row[0] for row in self._read("PRAGMA integrity_check"))
