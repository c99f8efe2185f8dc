"""What the table says above the felt, and how a game ends on it.

The status line and the message line, then the panel of a game over (won, lost, or
going in circles) with its buttons, sit between the options and the canvas, so that
a message is read together with the top of the table.  A win is first celebrated on
the canvas: the cards cascade off the foundations (:mod:`solitaire_nb.table.celebrate`),
then the table and the panel come back.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

from ..engine.status import counters, outcome_sentence
from ..text.phrases import get
from .canvas import batch, play_celebration
from .celebrate import FRAME_MS, cascade, celebration_piles
from .pointer import call_later

BROWSER_SLACK = 0.6   # seconds the win panel waits beyond the cascade
LINE = "1.45em"
MORE_AFTER = 60       # characters: a longer message offers "Full message" (it may not fit one line)
COLOURS = {"won": ("#1b5e20", "#2e7d32"), "lost": ("#8a2c00", "#e65100"),
           "stuck": ("#8a2c00", "#e65100")}   # state: (text, border)


def status_html(parts: Sequence[str], message: str | None, won: bool = False, whole: bool = False) -> str:
    """The status line (the game's title in bold, then deal and counters) and the
    message line under it.  Each keeps one line's height, so that the felt does not
    move as messages come and go: a longer text is cut short (its end replaced by an
    ellipsis, the whole of it in the tooltip), unless ``whole`` (the "Full message" toggle),
    which lets the message wrap."""
    head = " · ".join(html.escape(part) for part in parts[1:])
    title = f"<b>{html.escape(parts[0])}</b>" if parts else ""
    colour = COLOURS["won"][0] if won else "#333"
    text = html.escape(message) if message else "&nbsp;"
    tip = html.escape(message or "", quote=True)
    line = f"height:{LINE};white-space:nowrap;overflow:hidden;text-overflow:ellipsis"
    head_style = f"{line};font-size:13px"      # the counters: as many as fit a narrow notebook
    shape = f"min-height:{LINE}" if whole else line
    return (f'<div class="solitaire-status" style="font-size:14px;color:{colour};line-height:{LINE};'
            f'max-width:100%;overflow:hidden">'
            f'<div class="solitaire-status-line" title="{html.escape(" · ".join(parts), quote=True)}" '
            f'style="{head_style}">{title}{" · " if head else ""}{head}</div>'
            f'<div class="solitaire-message" title="{tip}" style="{shape}">{text}</div></div>')


class StatusArea(w.HBox):
    """The status and message lines (:func:`status_html`, ``html``) and, beside a long
    message, the "Full message" toggle (``more``) that shows it whole."""

    def __init__(self) -> None:
        self.html = w.HTML(layout=w.Layout(flex="1 1 auto", min_width="0", margin="0 0 2px 0",
                                           overflow="hidden"))
        self.more = w.ToggleButton(value=False, layout=w.Layout(width="auto", height="1.6em",
                                                                 flex="0 0 auto", visibility="hidden"))
        self.more.observe(lambda _change: self._render(), "value")
        super().__init__([self.html, self.more], layout=w.Layout(width="100%", align_items="flex-end"))
        self._shown: tuple = ((), None, False)

    def show(self, parts: Sequence[str], message: str | None, won: bool, lang: str) -> None:
        """Show ``parts`` on the status line and ``message`` under it, in ``lang``."""
        self.more.description = get("table.more").text(lang)
        self.more.tooltip = get("table.more_tip").text(lang)
        self.more.layout.visibility = "visible" if message and len(message) > MORE_AFTER else "hidden"
        self._shown = (tuple(parts), message, won)
        self._render()

    def _render(self) -> None:
        parts, message, won = self._shown
        self.html.value = status_html(parts, message, won, whole=self.more.value)


class OutcomePanel(w.HBox):
    """The end of a game, above the felt: the outcome in words and the buttons that
    lead on (Undo and New deal when lost or stuck, New deal when won).  Hidden while
    the game goes on."""

    def __init__(self, undo: Callable[[], object], new_deal: Callable[[], object]) -> None:
        self.text = w.HTML(layout=w.Layout(flex="1 1 auto", min_width="0", margin="0 8px 0 0"))
        self.undo_button = w.Button(icon="undo", layout=w.Layout(width="auto", flex="0 0 auto"))
        self.new_deal_button = w.Button(icon="play", layout=w.Layout(width="auto", flex="0 0 auto"))
        self.undo_button.on_click(lambda _button: undo())
        self.new_deal_button.on_click(lambda _button: new_deal())
        super().__init__([self.text, self.undo_button, self.new_deal_button],
                         layout=w.Layout(display="none", align_items="center", padding="4px 8px",
                                         margin="2px 0 6px 0", border="2px solid #e65100"))
        self.add_class("solitaire-outcome")
        self.state: str | None = None

    def show(self, state: str, sentence: str, details: str | None, lang: str) -> None:
        """Show the panel of ``state`` (``"won"``, ``"lost"`` or ``"stuck"``)."""
        if state not in COLOURS:
            raise ValueError(f"no panel for a game that is {state!r}: use won, lost or stuck")
        text, border = COLOURS[state]
        extra = f"<div>{html.escape(details)}</div>" if details else ""
        self.text.value = (f'<div style="font-size:15px;color:{text};line-height:1.4">'
                           f"<b>{html.escape(sentence)}</b>{extra}</div>")
        self.undo_button.description = get("table.undo").text(lang)
        self.new_deal_button.description = get("table.new_deal").text(lang)
        self.undo_button.layout.display = "none" if state == "won" else None
        self.layout.border = f"2px solid {border}"
        self.layout.display = None
        self.state = state

    def hide(self) -> None:
        self.layout.display = "none"
        self.state = None


class EndOfGame:
    """The table's side of the end of a game: the outcome panel and the celebration."""

    # provided by the table
    game: Any
    lang: str
    geometry: Any
    marks_layer: Any
    design: Any
    scale: float
    _sprites: Any
    _marks_drawn: bool
    _panel: OutcomePanel
    interaction: Any  # the table's Interaction (selection, hint, press, drag, message...)

    def celebration_frames(self, seed: int | None = None, sprites: bool = False) -> list[list[tuple]]:
        """The frames of the cascade of the cards on the foundations (on the table,
        in a game without foundations)."""
        game = self.game
        if seed is None:
            seed = (game.deal or 0) * 1000 + game.move_count
        return cascade(self.geometry, celebration_piles(game), self.lang, seed, sprites=sprites,
                       design=self.design)

    def celebrate(self, seed: int | None = None) -> int:
        """Play the cascade over the table, then show the table again; returns the
        number of frames.  The browser plays it from one message (about 2.5 s) on the
        marks layer, over the cards as they stand; the panel of a won game shows once
        it is over."""
        frames = self.celebration_frames(seed, sprites=True)
        with batch():                       # one message: the won table, then the cascade over it
            self.redraw()
            play_celebration(self.marks_layer, frames, self.scale, FRAME_MS, sprites=self._sprites)
        self._marks_drawn = False           # the cascade ends with a cleared layer
        # the browser starts the cascade a little after the kernel sends it: the panel waits
        # that much more, so that it does not push the felt down before the last frame
        seconds = len(frames) * FRAME_MS / 1000 + BROWSER_SLACK
        deadline = time.monotonic() + seconds
        if call_later(seconds, lambda: self._end_celebration(deadline)) is not None:
            self.interaction.panel_after = deadline     # no event loop (a script): the panel shows at once
        self.update_status()
        return len(frames)

    def _end_celebration(self, deadline: float) -> None:
        if self.interaction.panel_after == deadline:   # not a later celebration's
            self.interaction.panel_after = 0.0
            self.update_status()

    def _show_outcome(self, state: str) -> None:
        """Show the panel of a game over (a won game's once its cascade is over), or hide it."""
        game, lang = self.game, self.lang
        if state == "playing" or (state == "won" and time.monotonic() < self.interaction.panel_after):
            self._panel.hide()
            return
        details = None
        if state == "won":
            values = {c.key: c.value for c in counters(game)}
            details = get("table.won_details").text(lang, n=game.move_count, score=values["score"],
                                                    time=values["time"])
        self._panel.show(state, outcome_sentence(game, lang) or "", details, lang)

    # the table's side
    def redraw(self, everything: bool = False) -> None:
        raise NotImplementedError

    def update_status(self) -> None:
        raise NotImplementedError
