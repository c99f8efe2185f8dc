"""A saved game played again move by move on the table, for the teacher.

    >>> progress = sn.read_progress("handed_in")          # doctest: +SKIP
    >>> replay_table(progress.game(3))                    # doctest: +SKIP

:func:`replay_table` takes a game with its moves (``Progress.game(i)``, ``Record.replay()``
or any game played in code), sets a copy of it back to its opening position and shows
it on the table with ◀ and ▶ buttons and a slider: each step takes one move back or
plays it again (``Game.undo`` / ``Game.redo``, so a move's automatic moves come with
it).  The replay never saves anything (autosave is off) and leaves the game given
untouched.  Moves made on the table itself move the slider along.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from ..engine.game import Game
from ..table.widget import Table
from ..text.language import resolve_lang
from ..text.phrases import Phrase, define, say

define("replay_table", {
    "move": Phrase(en="Move", fr="Coup"),
    "back": Phrase(en="One move back", fr="Un coup en arrière"),
    "forward": Phrase(en="One move forward", fr="Un coup en avant"),
    "where": Phrase(en="{k} of {n} {n|move|moves}", fr="{k} sur {n} {n|coup|coups}"),
})


class Replay(w.VBox):
    """A table over a game's opening position with ◀ ▶ buttons and a slider through its
    moves: ``replay.go(k)`` shows the position after ``k`` moves, ``replay.table`` is the
    :class:`~solitaire_nb.table.widget.Table` and ``replay.game`` its game."""

    def __init__(self, game: Game, lang: str | None = None, **table_settings: Any) -> None:
        if not isinstance(game, Game):
            raise TypeError("replay_table needs a game (such as progress.game(1)), "
                            f"not {type(game).__name__}")
        for key in ("autosave", "celebrate"):
            if key in table_settings:
                raise TypeError(f"replay_table sets {key!r} itself (a replay never saves nor celebrates)")
        self.lang = resolve_lang(lang)
        copy = game.copy()
        self.length = len(copy.history)
        while copy.undo():
            pass
        self.table = Table(copy, lang=self.lang, autosave=False, celebrate=False, **table_settings)
        self.game = copy
        self.back = w.Button(description="◀", tooltip=say("replay_table.back", self.lang),
                             layout=w.Layout(width="3em"))
        self.forward = w.Button(description="▶", tooltip=say("replay_table.forward", self.lang),
                                layout=w.Layout(width="3em"))
        self.slider = w.IntSlider(value=0, min=0, max=self.length,
                                  description=say("replay_table.move", self.lang), continuous_update=False,
                                  layout=w.Layout(width="60%"))
        self.where = w.Label()
        self.back.on_click(lambda _b: self.go(self.position - 1))
        self.forward.on_click(lambda _b: self.go(self.position + 1))
        self.slider.observe(lambda change: self.go(change["new"]), names="value")
        copy.observe(self._follow)
        super().__init__([w.HBox([self.back, self.slider, self.forward, self.where]), self.table])
        self._follow(copy)

    @property
    def position(self) -> int:
        """How many of the game's moves the table shows as played."""
        return len(self.game.history)

    def go(self, k: int) -> int:
        """Show the position after ``k`` moves (0: the deal), taking moves back or playing
        them again; ``k`` outside 0 to the number of moves stops at the nearest end.
        Returns the number of moves now played."""
        if not isinstance(k, int) or isinstance(k, bool):
            raise TypeError(f"a move number is a whole number, not {k!r}")
        k = max(0, min(k, self.length))
        while self.position > k and self.game.undo():
            pass
        while self.position < k and self.game.redo():
            pass
        return self.position

    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        """The live widget, with the table's picture and the position in words where
        widgets are not shown (a saved notebook, GitHub)."""
        data = super()._repr_mimebundle_(**kwargs) or {}
        data["image/svg+xml"] = self.table._repr_svg_()
        data["image/png"] = self.table._repr_png_()
        data["text/plain"] = self.where.value + "\n" + self.game.to_text(history=False)
        return data

    def close(self) -> None:
        if getattr(self, "table", None) is not None:    # (a replay refused by __init__ has none)
            self.game.unobserve(self._follow)
            self.table.close()
        super().close()

    def _follow(self, game: Game) -> None:
        """The game changed (a step, or a move on the table): the controls say where it is."""
        k = self.position
        if k > self.length:         # moves played on the table beyond the record
            self.length = k
            self.slider.max = k
        if self.slider.value != k:
            self.slider.value = k
        self.back.disabled = k == 0
        self.forward.disabled = k >= self.length
        self.where.value = say("replay_table.where", self.lang, k=k, n=self.length)


def replay_table(game: Game, lang: str | None = None, **table_settings: Any) -> Replay:
    """The moves of ``game`` played again on the table from its deal, one step at a time
    (see :class:`Replay`); ``table_settings`` go to the table (``card_size``...)."""
    return Replay(game, lang, **table_settings)


__all__ = ["Replay", "replay_table"]
