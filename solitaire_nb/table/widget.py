"""The interactive table: an ipywidgets box around an ipycanvas canvas.

Click a card (the cards above it come along) then a destination, or drag and
drop; double-click plays the game's double-click move (a card to its
foundation, or to a free cell in games that have them); click the stock to deal (the
empty stock to redeal); press and hold a covered card to peek at it (or hold the
right button on it).  The keyboard plays too (:mod:`~solitaire_nb.table.keys`).  Legal
destinations light up while cards are selected or dragged.  The game object
stays the source of truth: moves made in code redraw the table at once.
"""

from __future__ import annotations

import warnings
from typing import Any

import ipywidgets as w
from ipycanvas import MultiCanvas

from ..engine.game import Game
from ..engine.moves import IllegalMove, Move, PileError
from ..engine.solver import SolveResult
from ..engine.status import counters, double_click_move, outcome_sentence
from ..records.store import check_player
from ..text.language import resolve_lang, set_lang
from ..text.phrases import Said, get
from .appearance import Appearance, check_width
from .aria import AriaRegion, describe_table
from .cards import Design
from .controls import Controls
from .drawing import Drawing
from .interaction import Interaction
from .keys import Keys
from .layout import DEFAULT_WIDTH
from .panel import EndOfGame, OutcomePanel, StatusArea
from .pointer import Pointer, call_later
from .refusals import choice_prompt, double_click_refused, no_target_said, stock_refused
from .saving_bar import Saving
from .sizes import DEFAULT_CARD_SIZE, check_card_size
from .solving import SOLVE_NODES, SOLVE_SECONDS, Solving
from .sprites import sprites_for
from .words import cards_text, names_text, said_text

PEEK_TIME = 1.5         # seconds the peeked card stays raised


def _shared(name: str) -> property:
    """A table attribute that is the :class:`Interaction`'s own (read and written there)."""
    def get_value(table: Table) -> Any:
        return getattr(table.interaction, name)

    def set_value(table: Table, value: Any) -> None:
        setattr(table.interaction, name, value)

    return property(get_value, set_value, doc=f"The interaction's ``{name}`` (:class:`Interaction`).")


class Table(Drawing, Controls, Saving, Appearance, EndOfGame, w.VBox):
    """The interactive table of a game: ``Table(sn.new_game("klondike", deal=7))``.

    ``t.game`` is the game (moves on the table change it; moves in code redraw the
    table), ``t.status`` the status line, ``t.select(pile_id, count)`` selects cards
    from code.  A win is celebrated by cards cascading off the foundations
    (``t.celebrate()`` plays it again; ``Table(game, celebrate=False)``: never).
    ``card_size`` (``"small"``, ``"medium"``, ``"large"``, ``"extra_large"``),
    ``large_print`` and ``four_colours`` set how the cards are drawn; ``width`` fixes
    the table's width in logical pixels instead.

    A table is one widget: showing the same ``t`` in two cells shows it twice, two
    windows on one game, and a move made in either appears in both.  For a table of its
    own, ask for one: ``t.copy()`` is a new table on a copy of the game (same deal,
    options and position), in the same language and with the same settings; moves on
    one leave the other as it was.

    ``autosave`` (default on, see :mod:`~solitaire_nb.table.saving_bar`) saves every change
    of the game for ``player`` (default: the computer's user name) in the records
    database ``store`` (a :class:`~solitaire_nb.records.store.Store` or a path; default:
    the user's data folder); the status line then shows the player's record at the game.
    """

    def __init__(self, game: Game, lang: str | None = None, autoplay: bool | None = None,
                 width: float | None = None, scale: float = 2.0, card_size: str = DEFAULT_CARD_SIZE,
                 large_print: bool = False, four_colours: bool = False, celebrate: bool = True,
                 autosave: bool | None = None, player: str | None = None, store: Any = None,
                 **kwargs: Any) -> None:
        design = Design(large_print, four_colours)     # bad settings fail before anything is built
        card_size, width = check_card_size(card_size), check_width(width)
        player = check_player(player)
        kwargs.setdefault("layout", w.Layout(width="100%"))
        super().__init__(**kwargs)
        self.lang = resolve_lang(lang)
        self.scale = scale
        self.table_width = width or DEFAULT_WIDTH
        #: what the player is doing (selection, press, drag, cursor, hint, message...), shared
        #: by the pointer, the keyboard and the solver buttons
        self.interaction = Interaction()
        self.pointer = Pointer(self, self.interaction)
        self.solving = Solving(self, self.interaction)
        self.celebration = bool(celebrate)
        self.redraw_count = 0
        self._redraw_pending = False
        self._last_draw = 0.0
        self.game: Any = None
        self.geometry: Any = None
        # two layers: the felt and its cards (drawn again only when cards move) under
        # the marks (selection, legal destinations, hint, dragged cards: drawn on every change)
        self.canvas = MultiCanvas(2, width=int(self.table_width * scale),
                                  height=int(self.table_width * scale * 0.75),
                                  layout=w.Layout(width="100%", height="auto"))
        self._cards_drawn: tuple | None = None   # cards_key of what the cards layer shows
        self._sprites = sprites_for(scale)          # the card pictures the layers copy
        self._sprites.use(self)
        self._marks_drawn = False
        self.canvas.on_client_ready(self._on_client_ready)
        self.keyboard = Keys(self, self.interaction)   # the keys and the mouse, through ipyevents
        self._init_appearance(card_size, design, width)
        self._build_controls()
        self._status = StatusArea()       # one line each for the status and the message
        self._status_html = self._status.html
        self._panel = OutcomePanel(self.undo, self.new_deal)
        self._aria = AriaRegion()  # the table in words, for screen readers (hidden from sight)
        self._init_saving(autosave, player, store)
        self.children = [self._toolbar, self._options_box, self._status, self._panel, self._scroller,
                         self._aria.html]
        self._set_game(game)
        if autoplay is not None:
            game.autoplay = bool(autoplay)
            self._autoplay.value = bool(autoplay)

    # ------------------------------------------------------------------ what the player is doing
    selection = _shared("selection")
    hint_move = _shared("hint_move")
    last_hint = _shared("last_hint")
    peeked = _shared("peeked")
    cursor = _shared("cursor")
    show_movable = _shared("show_movable")

    def point(self, pile_id: str, index: int | None = None) -> tuple[float, float]:
        """Canvas coordinates (as the mouse events report them) inside a card."""
        return self.pointer.point(pile_id, index)

    def hit(self, x: float, y: float) -> tuple[str, int | None] | None:
        """(pile_id, index) under canvas coordinates."""
        return self.pointer.hit(x, y)

    def on_mouse_down(self, x: float, y: float) -> None:
        self.pointer.on_mouse_down(x, y)

    def on_mouse_move(self, x: float, y: float) -> None:
        self.pointer.on_mouse_move(x, y)

    def on_mouse_up(self, x: float, y: float) -> None:
        self.pointer.on_mouse_up(x, y)

    def on_mouse_out(self, x: float, y: float) -> None:
        self.pointer.on_mouse_out(x, y)

    def handle_event(self, event: dict) -> None:
        """One browser event as ipyevents sends it (see :meth:`Keys.handle_event`)."""
        self.keyboard.handle_event(event)

    def cursor_at(self) -> tuple[str, int | None] | None:
        """The keyboard cursor as it is drawn (see :meth:`Keys.cursor_at`)."""
        return self.keyboard.cursor_at()

    def set_cursor(self, pile_id: str, depth: int = 1) -> None:
        self.keyboard.set_cursor(pile_id, depth)

    def show_hint(self) -> Any:
        """Mark the hint and say why (see :meth:`Solving.show_hint`); returns the move."""
        return self.solving.show_hint()

    def show_verdict(self, max_seconds: float = SOLVE_SECONDS, max_nodes: int = SOLVE_NODES) -> SolveResult:
        """Ask the solver whether the position can be won (see :meth:`Solving.show_verdict`)."""
        return self.solving.show_verdict(max_seconds, max_nodes)

    def solution_step(self) -> Any:
        """Play the next move of the win found (see :meth:`Solving.solution_step`)."""
        return self.solving.solution_step()

    # ------------------------------------------------------------------ the game
    def _set_game(self, game: Game) -> None:
        if self.game is not None:
            self.game.unobserve(self._on_game_change)
        self.game = game
        game.observe(self._on_game_change)
        self.interaction.won_shown = game.is_won()
        self.interaction.panel_after = 0.0
        self._fit_table(game)
        self._deal_box.value = game.deal or 0
        self._autoplay.value = bool(game.autoplay)
        self._clear_marks()
        self.interaction.message = None
        self.interaction.cursor = None      # a new game: the keyboard cursor starts hidden
        self._track_game(game)
        self._make_options()
        self.redraw(everything=True)   # a resized canvas is blank

    def set_lang(self, lang: str) -> None:
        """Switch the table (and the glossary's setting) to English or French."""
        lang = resolve_lang(lang)
        set_lang(lang)
        self.lang = lang
        if self._lang_toggle.value != lang:
            self._lang_toggle.value = lang
        self._relabel()
        self._relabel_saving()
        self.redraw()

    def _on_game_change(self, game: Game) -> None:
        if game is not self.game:
            return
        self._autosave(game)
        self._fit_table(game, grow=True)
        self._clear_marks()
        won = game.is_won()
        cheer = won and not self.interaction.won_shown and self.celebration
        self.interaction.won_shown = won
        if cheer:
            self.celebrate()
        else:
            self.redraw()

    def _clear_marks(self) -> None:
        self.interaction.clear_marks()

    def restart(self) -> None:
        self.interaction.message = None
        self._aria.expect_restart()
        self.game.restart()

    def undo(self) -> None:
        self.interaction.message = None if self.game.undo() else Said("table.nothing_undo")
        self.update_status()

    def redo(self) -> None:
        self.interaction.message = None if self.game.redo() else Said("table.nothing_redo")
        self.update_status()

    def copy(self) -> Table:
        """A new, independent table on a copy of the game (:meth:`Game.copy`: the same
        deal, options, position, counters and undo history), in the same language, size
        and settings.  The marks of the moment (selection, hint, message) stay behind."""
        other = type(self)(self.game.copy(), lang=self.lang, width=self._fixed_width, scale=self.scale,
                           card_size=self.card_size, large_print=self.design.large_print,
                           four_colours=self.design.four_colours, celebrate=self.celebration,
                           autosave=self.autosave, player=self.player, store=self._store_given)
        other._movable.value = self.show_movable    # its observer sets show_movable
        other.assisted = self.assisted              # the solver's moves come along with the game
        return other

    # ------------------------------------------------------------------ selection and moves
    def select(self, pile_id: str, count: int | None = None) -> list[str]:
        """Select ``count`` cards from the top of ``pile_id`` (default: the largest
        movable unit) and light up their legal destinations; returns the targets."""
        pile = _checked_pile(self.game, pile_id)
        if count is None:
            counts = self.game.movable_counts(pile_id)
            count = max(counts) if counts else 1
        elif type(count) is not int or not 1 <= count <= max(1, len(pile.cards)):
            raise ValueError(f"cannot select {count!r} cards of {pile_id}: it holds {len(pile.cards)}")
        if not pile.cards:
            self.selection = None
            self.redraw()
            return []
        self.selection = (pile_id, count)
        self.hint_move = None
        targets = self.targets()
        cards = cards_text(pile.cards[-count:])
        if targets:
            names = names_text(self.game.pile(t) for t in targets)
            self.interaction.message = Said("table.selected", cards=cards, n=len(targets), targets=names)
        else:
            self.interaction.message = (no_target_said(self.game, pile_id, count)
                                        or Said("table.no_target", cards=cards))
        self.redraw()
        return targets

    def clear_selection(self) -> None:
        self.selection = None
        self.interaction.message = None
        self.redraw()

    def targets(self) -> list[str]:
        """The legal destinations of the current selection (what is lit up)."""
        if not self.selection:
            return []
        return self.game.targets(*self.selection)

    def play(self, move: Move | str) -> bool:
        """Play a move (a :class:`Move` or its notation) on the table: True if played,
        else the status shows the rule that refuses it."""
        game = self.game
        if isinstance(move, str):
            move = game.parse_move(move)
        self.selection = None
        self.hint_move = None
        self.interaction.drag = None
        self.interaction.message = None
        try:
            game.play(move)
        except IllegalMove as error:
            self.interaction.message = said_text(error.reason.text)
            self.redraw()
            return False
        auto = game.last_auto_moves
        if auto:
            self.interaction.message = Said("table.auto_moves", n=len(auto), moves=", ".join(map(str, auto)))
            self.update_status()
        return True

    def move_to(self, target: str) -> bool:
        """Move the selected cards to ``target`` (as a click on that pile)."""
        if not self.selection:
            return False
        source, count = self.selection
        return self.play(Move(source, target, count))

    def stock_click(self) -> bool:
        move = self.game.deal_action()
        if move is None:
            self.selection = None
            self.interaction.message = stock_refused(self.game)
            self.redraw()
            return False
        return self.play(move)

    def to_foundation(self, pile_id: str) -> bool:
        """Deprecated name of :meth:`double_click`."""
        warnings.warn("Table.to_foundation is now Table.double_click", DeprecationWarning, stacklevel=2)
        return self.double_click(pile_id)

    def double_click(self, pile_id: str) -> bool:
        """The double-click on ``pile_id``: play the game's double-click move for its top card
        (to a foundation; to a free cell, the waste or a partner card in the games whose
        double-click rule says so; Gaps' redeal), else say which rule finds nowhere."""
        game = self.game
        pile = _checked_pile(game, pile_id)
        if not pile.cards:
            return False
        move = double_click_move(game, pile_id)
        if move is None:
            self.selection = None
            self.interaction.message = double_click_refused(game, pile_id)
            self.redraw()
            return False
        return self.play(move)

    def peek(self, pile_id: str, index: int, seconds: float | None = PEEK_TIME) -> None:
        """Show a covered face-up card raised on top for a moment."""
        cards = _checked_pile(self.game, pile_id).cards
        if type(index) is not int or not -len(cards) <= index < len(cards):
            raise PileError(f"{pile_id} has no card at place {index!r}; it holds {len(cards)}")
        card = cards[index]
        self.peeked = (pile_id, index)
        self.interaction.message = Said("table.peek", card=card)
        self.redraw()
        if seconds:
            call_later(seconds, self._end_peek)

    def _end_peek(self) -> None:
        if self.peeked is not None:
            self.peeked = None
            self.redraw()

    # ------------------------------------------------------------------ status
    @property
    def status(self) -> str:
        """The status line as plain text."""
        return "\n".join(self._status_lines())

    def _status_parts(self) -> list[str]:
        """The game's title, its deal number and its counters, in the table's language."""
        game, lang = self.game, self.lang
        parts = [game.title(lang)]
        if game.deal is not None:
            parts.append(get("table.deal_number").text(lang, n=game.deal))
        parts.extend(counter.text(lang) for counter in counters(game))
        record = self._record_part()
        return parts + [record] if record else parts

    def _status_lines(self) -> list[str]:
        game, lang = self.game, self.lang
        lines = [" · ".join(self._status_parts())]
        sentence = outcome_sentence(game, lang)
        if sentence:
            lines.append(sentence)
        message = self._message()
        if message is not None:
            lines.append(message.text(lang))
        return lines

    def _message(self) -> Said | None:
        """The message line: the last message, else what the game waits for (its first choice)."""
        return self.interaction.message or choice_prompt(self.game)

    def update_status(self) -> None:
        """The status and message lines above the felt, and the panel of a game over."""
        game, lang = self.game, self.lang
        state = str(game.outcome().state)
        said = self._message()
        message = said.text(lang) if said is not None else None
        self._status.show(self._status_parts(), message, state == "won", lang)
        self._show_outcome(state)
        self._aria.update(self.game, self.lang, said, self.geometry)

    def describe(self) -> str:
        """The table in words, pile by pile in reading order, as a screen reader reads it."""
        return describe_table(self.game, self.geometry, self.lang)

    # ------------------------------------------------------------------ static outputs
    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        data = super()._repr_mimebundle_(**kwargs) or {}
        data["image/svg+xml"] = self._repr_svg_()
        data["image/png"] = self._repr_png_()
        data["text/plain"] = self.game.to_text(history=False) + "\n" + self.status
        return data

    def __repr__(self) -> str:
        return f"<Table {self.game!r}>"

    def close(self) -> None:
        if getattr(self, "game", None) is not None:   # (a table refused by __init__ has none)
            self.game.unobserve(self._on_game_change)
        if hasattr(self, "keyboard"):
            self.keyboard.close()
        super().close()


def _checked_pile(game: Game, pile_id: str) -> Any:
    """The pile named ``pile_id``, or :class:`PileError` (a ``ValueError``) naming the game's piles."""
    pile = game.find_pile(pile_id) if isinstance(pile_id, str) else None
    if pile is None:
        raise PileError(f"no pile {pile_id!r} in {game.id}; piles: {', '.join(game.pile_ids())}")
    return pile
