"""A learner's record: every game played on the table saved as it goes, resumed after a
restart, counted in statistics and exported for the teacher.

:mod:`.store` keeps the games in one SQLite database (standard library only),
:mod:`.replaying` turns a saved list of moves back into a game (with its undo history),
:mod:`.stats` counts games played and won, streaks and bests, :mod:`.checks` keeps the
answers checked to exercises, and :mod:`.progress` writes and reads the files a learner
hands in (:mod:`.progress_file` checks one, :mod:`.progress_words` says what is wrong).
"""

from __future__ import annotations

from .progress import ProgressError, export_progress, read_progress
from .replaying import ReplayError, replay_moves
from .stats import PLAYED_RULE, GameStats, game_stats, statistics
from .store import Record, RecordsError, Store, default_folder, default_player

__all__ = ["PLAYED_RULE", "GameStats", "ProgressError", "Record", "RecordsError", "ReplayError", "Store",
           "default_folder", "default_player", "export_progress", "game_stats", "read_progress",
           "replay_moves", "statistics"]
