"""The clock of a game in play: how long it has been played."""

from __future__ import annotations

import time as _time


class PlayClock:
    """Seconds of play of a :class:`~solitaire_nb.engine.game.Game`: the clock starts with the
    first move (``_started``) and stops at a win; ``_elapsed`` holds the seconds counted
    before the last start."""

    _elapsed: float = 0.0
    _started: float | None = None

    @property
    def elapsed(self) -> float:
        """Seconds of play: the clock starts with the first move and stops at a win."""
        running = self.clock() - self._started if self._started is not None else 0.0
        return self._elapsed + running

    @elapsed.setter
    def elapsed(self, seconds: float) -> None:  # the clock stops; the next move starts it again
        self._elapsed, self._started = float(seconds), None

    @staticmethod
    def clock() -> float:
        """The time source (seconds); replace it on an instance to control time in tests."""
        return _time.monotonic()
