"""A player's record at each game: played, won, win rate, best score, best time, streaks.

When a game counts as *played* (:data:`PLAYED_RULE`): when it is won, or when it has
at least one move and the player has left it — gone on to another deal or game on the
table, chosen "Start again" instead of resuming it, or started a newer game of the same
kind since (say after a kernel restart).  The player's latest unfinished game of a
kind is still in play and not counted yet; a game left with no move at all never counts.
A played game that is not won counts as *lost* when it was left with no way to win on
(lost or stuck), else as *abandoned* (left while it could go on; a game saved before the
records kept the outcome counts as lost, as it did then).  A game in which the solver
played moves ("Next move") counts apart, as *assisted*: never a win, a loss or a best
time (a hint only suggests a move, the player plays it: hints leave a game the
player's own).  Only dealt games count (a deal number: not a hand-made teaching
position, which is saved all the same).  The win rate is the share of played games won.

Streaks are runs of consecutive wins, the played games taken in the order they ended
(their finishing time; for a game left unfinished, its last save).  The current streak
is the run that ends with the latest played game (0 after a loss or an abandoned game).  The best time is the
quickest win; the best score the highest score of a played game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..text.phrases import Phrase, define, say
from .store import Record, Store

PLAYED_RULE = Phrase(
    en="A game counts as played when it is won, or when it has at least one move and was left for "
       "another deal or game (or a newer game of the same kind was started since). A game left while "
       "it could still go on counts as abandoned, not lost. A game in which the solver played moves "
       "(Next move) counts as assisted: never a win nor a best time (a hint does not: the player "
       "plays the move).",
    fr="Une partie compte comme jouée quand elle est gagnée, ou quand elle a au moins un coup et a été "
       "laissée pour une autre donne ou un autre jeu (ou qu'une partie plus récente du même jeu a été "
       "commencée depuis). Une partie laissée alors qu'elle pouvait continuer compte comme abandonnée, "
       "pas comme perdue. Une partie dont le solveur a joué des coups (Coup suivant) compte comme "
       "assistée : jamais une victoire ni un meilleur temps (un indice, non : c'est le joueur "
       "qui joue le coup).")

define("records", {
    "record": Phrase(en="played {n}, won {won} ({rate})",
                     fr="{n} {n|partie jouée|parties jouées}, {won} {won|gagnée|gagnées} ({rate})"),
    "record_best": Phrase(en="played {n}, won {won} ({rate}), best {time}",
                          fr="{n} {n|partie jouée|parties jouées}, {won} {won|gagnée|gagnées} ({rate}), "
                             "meilleur temps {time}"),
    "record_none": Phrase(en="no game played yet", fr="aucune partie jouée pour l'instant"),
    "abandoned": Phrase(en="{n} abandoned", fr="{n} {n|abandonnée|abandonnées}"),
    "assisted": Phrase(en="{n} assisted by the solver", fr="{n} {n|assistée|assistées} par le solveur"),
    "parts": Phrase(en="{record}, {more}", fr="{record}, {more}"),
    "titled": Phrase(en="{game}: {record}", fr="{game} : {record}"),
})

COLUMNS = ["player", "game", "played", "won", "win_rate", "best_score", "best_time", "current_streak",
           "best_streak", "lost", "abandoned", "assisted"]


@dataclass(frozen=True)
class GameStats:
    """One player's record at one game (times in seconds; None where nothing counts yet)."""

    player: str
    game: str
    played: int
    won: int
    best_score: int | None
    best_time: float | None
    current_streak: int
    best_streak: int
    abandoned: int = 0          # played games left while they could go on (not lost)
    assisted: int = 0           # games in which the solver played moves (not among the played)

    @property
    def lost(self) -> int:
        return self.played - self.won - self.abandoned

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def row(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in COLUMNS}

    def _rate(self) -> str:
        return f"{round(100 * self.won / self.played)}\u00a0%"

    def text(self, title: str | None = None, lang: str | None = None) -> str:
        """The record in words: "played 12, won 5 (42 %), best 2:13, 1 abandoned", after
        ``title`` and a colon if given ("Klondike: played 12, ...")."""
        parts = [say(key, lang, n=n) for key, n in (("records.abandoned", self.abandoned),
                                                    ("records.assisted", self.assisted)) if n]
        if not self.played:
            record = parts.pop() if parts else say("records.record_none", lang)
        elif self.best_time is None:
            record = say("records.record", lang, n=self.played, won=self.won, rate=self._rate())
        else:
            seconds = int(self.best_time)
            record = say("records.record_best", lang, n=self.played, won=self.won, rate=self._rate(),
                         time=f"{seconds // 60}:{seconds % 60:02d}")
        for more in parts:
            record = say("records.parts", lang, record=record, more=more)
        return record if title is None else say("records.titled", lang, game=title, record=record)


def played_games(records: Iterable[Record]) -> list[Record]:
    """The games that count as played (:data:`PLAYED_RULE`), in the order they ended."""
    records = [r for r in records if r.deal is not None]
    latest: dict[tuple[str, str], Record] = {}
    for record in records:
        key = (record.player, record.game)
        if key not in latest or (record.started, record.id) > (latest[key].started, latest[key].id):
            latest[key] = record

    def counts(record: Record) -> bool:
        if record.won:
            return True
        if record.move_count < 1:
            return False
        return record.finished is not None or latest[(record.player, record.game)] is not record

    played = [r for r in records if counts(r)]
    return sorted(played, key=lambda r: (r.finished if r.finished is not None else r.updated, r.id))


def is_abandoned(record: Record) -> bool:
    """A played game left while it could still go on (not won, not lost or stuck)."""
    return not record.won and record.outcome == "playing"


def game_stats(records: Iterable[Record], player: str, game: str) -> GameStats:
    """The record of ``player`` at ``game`` from the saved games ``records``."""
    counted = [r for r in played_games(records) if r.player == player and r.game == game]
    played = [r for r in counted if not r.assisted]
    wins = [r for r in played if r.won]
    run = best = 0
    for record in played:
        run = run + 1 if record.won else 0
        best = max(best, run)
    return GameStats(player, game, len(played), len(wins),
                     max((r.score for r in played), default=None),
                     min((r.elapsed for r in wins), default=None), run, best,
                     sum(1 for r in played if is_abandoned(r)), len(counted) - len(played))


def all_stats(records: Iterable[Record]) -> list[GameStats]:
    """Every (player, game) pair with at least one saved game, by player then game."""
    records = list(records)
    pairs = sorted({(r.player, r.game) for r in records})
    return [game_stats(records, player, game) for player, game in pairs]


def statistics(player: str | None = None, game: str | None = None, store: Store | str | None = None) -> Any:
    """A pandas DataFrame of the record at each game: one row per player and game, columns
    ``player, game, played, won, win_rate, best_score, best_time, current_streak,
    best_streak, lost, abandoned, assisted`` (``best_time`` in seconds; see
    :data:`PLAYED_RULE`).  ``player``: one player's name (None:
    every player of the database); ``game``: one game id (None: every game); ``store``:
    a :class:`Store` or a database path (default: the user's data folder)."""
    import pandas as pd
    if not isinstance(store, Store):
        store = Store(store)
    records = store.games(player=player, game=game)
    rows = [stats.row() for stats in all_stats(records)]
    return pd.DataFrame(rows, columns=COLUMNS)


__all__ = ["COLUMNS", "PLAYED_RULE", "GameStats", "all_stats", "game_stats", "is_abandoned", "played_games",
           "statistics"]
