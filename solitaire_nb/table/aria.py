"""The table for screen readers: a visually hidden region that says what just happened.

The canvas is a picture a screen reader cannot read.  Beside it the table keeps an
``ipywidgets.HTML`` region, hidden from sight but not from assistive technology
(the usual "sr-only" style: 1 px, clipped).  It holds

* a live status (``role="status"``, ``aria-live="polite"``) announcing what the
  last change did ("You moved 7♥ from Tableau 3 to Tableau 5; 9♣ is now face up on
  Tableau 3."), or the table's message when the cards did not change (a selection
  and its destinations, a refused move, a hint);
* after it, the full description of the table
  (:func:`solitaire_nb.engine.describe.describe`), which is not announced but can be
  read at leisure.

:func:`reading_view` tells the description where the table draws each pile:
the groups in reading order (top to bottom, left to right) and how many cards of
each pile show.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..engine.describe import describe_lines, last_move_sentence, move_clause
from ..engine.status import outcome_sentence
from ..text.language import LANGUAGES
from ..text.phrases import Phrase, Said, define, get, say

define("aria", {
    "description": Phrase(en="The table, pile by pile:", fr="La table, pile par pile :"),
    "new_game": Phrase(en="New game: {title}", fr="Nouvelle partie : {title}"),
})

#: The usual visually-hidden style: out of sight, still read by screen readers.
SR_ONLY = ("position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;"
           "clip:rect(0,0,0,0);clip-path:inset(50%);white-space:nowrap;border:0")

#: Messages of the status line that only repeat what the change sentence already says.
_RESTATING = ("table.auto_moves",)


def reading_view(game: Any, geometry: Any) -> tuple[list[str], dict[str, int | None]]:
    """``(order, shown)`` for :func:`~solitaire_nb.engine.describe.describe`: the pile
    ids in reading order (rows top to bottom, then left to right) and, for each pile,
    how many top cards the table shows (None: every card, a fanned pile)."""
    spots = geometry.spots
    order = sorted((pile.id for pile in game.piles if pile.id in spots),
                   key=lambda pile_id: (round(spots[pile_id].y), spots[pile_id].x))
    shown: dict[str, int | None] = {}
    for pile_id in order:
        spot = spots[pile_id]
        shown[pile_id] = None if spot.fanned else max(spot.show if spot.fan == "right" else 1, 1)
    return order, shown


def describe_table(game: Any, geometry: Any, lang: str | None = None) -> str:
    """The full description of the table as it is drawn (piles in reading order)."""
    return "\n".join(describe_lines(game, lang, *reading_view(game, geometry)))


def _in_each_language(write: Callable[[str], str]) -> dict[str, str]:
    return {lang: write(lang) for lang in LANGUAGES}


class AriaRegion:
    """The hidden live region of a table: ``html`` is the widget to put beside the canvas;
    :meth:`update` is called after every redraw with what the table shows."""

    def __init__(self) -> None:
        self.html = w.HTML(layout=w.Layout(width="100%", height="1px", margin="0px"))
        self.html.add_class("solitaire-aria")
        self.live: dict[str, str] = {}   # the last announcement, in every language
        self.count = 0                   # announcements so far (a repeated one still changes the region)
        self._game: Any = None
        self._snapshot: Any = None
        self._history: list = []
        self._message: Any = None
        self._shown: tuple | None = None
        self._restarting = False

    def expect_restart(self) -> None:
        """The next change is a restart (which, one move in, looks like an undo)."""
        self._restarting = True

    def live_text(self, lang: str) -> str:
        """The last announcement in ``lang`` ("" before the first)."""
        return self.live.get(lang, "")

    def _announce(self, texts: dict[str, str]) -> None:
        self.live = texts
        self.count += 1

    def _change(self, game: Any, restarting: bool) -> dict[str, str]:
        """What changed since the last update, in words."""
        before, now = self._history, game.history
        if self._game is not game:
            return _in_each_language(lambda lang: say("aria.new_game", lang,
                                                      title=describe_lines(game, lang)[0]))
        if len(now) == len(before) + 1 and now[:-1] == before:
            return _in_each_language(lambda lang: last_move_sentence(game, lang))
        if restarting and not now:
            return _in_each_language(lambda lang: say("describe.restarted", lang))
        if len(now) == len(before) - 1 and now == before[:-1]:
            undone = before[-1]
            return _in_each_language(lambda lang: say("describe.sentence", lang, text=say(
                "describe.undone", lang, clause=move_clause(game, undone, lang)[1])))
        if not now and game.move_count == 0:
            return _in_each_language(lambda lang: say("describe.restarted", lang))
        return _in_each_language(lambda lang: say("describe.changed", lang))

    def update(self, game: Any, lang: str, message: Said | None, geometry: Any) -> None:
        """Announce a change of the game, else a new message of the table; then rebuild the
        region if anything it shows has changed (the language included)."""
        snapshot = game.snapshot()
        restarting, self._restarting = self._restarting, False
        if (self._game is not game or snapshot != self._snapshot or game.history != self._history
                or restarting):
            texts = self._change(game, restarting)
            for other in LANGUAGES:
                sentence = outcome_sentence(game, other)
                if sentence:
                    texts[other] = f"{texts[other]} {sentence}"
            self._announce(texts)
            self._game, self._snapshot, self._history = game, snapshot, game.history
            self._message = message
        elif message is not None and message is not self._message:
            self._message = message
            if getattr(message, "phrase", None) not in [get(key) for key in _RESTATING]:
                self._announce(_in_each_language(message.text))
        shown = (self.count, lang, id(geometry))
        if shown != self._shown:
            self._shown = shown
            self.html.value = self.markup(game, lang, geometry)

    def markup(self, game: Any, lang: str, geometry: Any) -> str:
        """The region's HTML: the live status, then the full description."""
        lines = "".join(f"<li>{html.escape(line)}</li>"
                        for line in describe_table(game, geometry, lang).split("\n"))
        return (f'<div class="solitaire-sr-only" style="{SR_ONLY}">'
                f'<div class="solitaire-live" role="status" aria-live="polite" aria-atomic="true" '
                f'lang="{lang}" data-announcement="{self.count}">{html.escape(self.live_text(lang))}</div>'
                f'<div class="solitaire-description" lang="{lang}">'
                f'<p>{html.escape(say("aria.description", lang))}</p><ul>{lines}</ul></div></div>')
