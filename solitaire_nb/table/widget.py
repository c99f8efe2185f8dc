"""The interactive table: an ipywidgets box around an ipycanvas canvas.

Click a card (the cards above it come along) then a destination, or drag and
drop; double-click sends a card to its foundation; click the stock to deal (the
empty stock to redeal); press and hold a covered card to peek at it.  Legal
destinations light up while cards are selected or dragged.  The game object
stays the source of truth: moves made in code redraw the table at once.
"""

from __future__ import annotations

import asyncio
import html
import random
import time

import ipywidgets as w
from ipycanvas import Canvas

from ..engine.moves import IllegalMove, Move
from ..engine.start import new_game
from ..text.language import resolve_lang, set_lang
from .canvas import paint
from .layout import DEFAULT_WIDTH, compute
from .scene import View, build_scene

STRINGS = {
    "new_deal": {"en": "New deal", "fr": "Nouvelle donne"},
    "random": {"en": "Random deal", "fr": "Donne au hasard"},
    "restart": {"en": "Restart", "fr": "Recommencer"},
    "undo": {"en": "Undo", "fr": "Annuler"},
    "redo": {"en": "Redo", "fr": "Rétablir"},
    "hint": {"en": "Hint", "fr": "Indice"},
    "movable": {"en": "Show movable cards", "fr": "Montrer les cartes jouables"},
    "autoplay": {"en": "Autoplay", "fr": "Jeu automatique"},
    "deal": {"en": "Deal", "fr": "Donne"},
    "score": {"en": "Score", "fr": "Score"},
    "moves": {"en": "Moves", "fr": "Coups"},
    "time": {"en": "Time", "fr": "Temps"},
    "stuck_help": {"en": "Undo, restart or try a new deal.",
                   "fr": "Annulez, recommencez ou essayez une nouvelle donne."},
    "redeals": {"en": "Redeals left", "fr": "Redistributions restantes"},
    "unlimited": {"en": "unlimited", "fr": "illimitées"},
    "default": {"en": "default", "fr": "par défaut"},
    "won": {"en": "You won! Every card is on the foundations.",
            "fr": "Gagné ! Toutes les cartes sont sur les fondations."},
    "lost": {"en": "No legal move is left: this game is lost. Undo, restart or try a new deal.",
             "fr": "Il ne reste aucun coup permis : la partie est perdue. Annulez, recommencez "
                   "ou essayez une nouvelle donne."},
    "selected": {"en": "Selected: {cards}. Legal destinations: {targets}.",
                 "fr": "Sélection : {cards}. Destinations permises : {targets}."},
    "no_target": {"en": "Selected: {cards}. No legal destination now.",
                  "fr": "Sélection : {cards}. Aucune destination permise pour l'instant."},
    "hint_none": {"en": "No useful move found.", "fr": "Aucun coup utile trouvé."},
    "hint_move": {"en": "Hint: {text}", "fr": "Indice : {text}"},
    "no_foundation": {"en": "No foundation takes the {card} now.",
                      "fr": "Aucune fondation ne prend le {card} pour l'instant."},
    "no_deal": {"en": "The stock is empty and no redeal is left.",
                "fr": "La pioche est vide et il ne reste aucune redistribution."},
    "peek": {"en": "Peek: {card}.", "fr": "Coup d'œil : {card}."},
    "nothing_undo": {"en": "Nothing to undo.", "fr": "Rien à annuler."},
    "nothing_redo": {"en": "Nothing to redo.", "fr": "Rien à rétablir."},
    "language": {"en": "Language", "fr": "Langue"},
    "auto_moves": {"en": "Autoplay: {moves}.", "fr": "Jeu automatique : {moves}."},
}

FRAME = 1 / 60          # at most one redraw per animation step during a drag
DOUBLE_CLICK = 0.45     # seconds between the two presses of a double-click
LONG_PRESS = 0.6        # seconds: press and hold shows a covered card (peek)
PEEK_TIME = 1.5         # seconds the peeked card stays raised
DRAG_START = 4.0        # logical pixels of movement before a press becomes a drag


def ui(key: str, lang: str, **values) -> str:
    text = STRINGS[key][lang if lang in ("en", "fr") else "en"]
    return text.format(**values) if values else text


def _call_later(delay, callback):
    """Run ``callback`` after ``delay`` seconds on the kernel's event loop (None if
    no loop runs, e.g. in plain scripts)."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None
    return loop.call_later(delay, callback)


class Table(w.VBox):
    """The interactive table of a game: ``Table(sn.new_game("klondike", deal=7))``.

    ``t.game`` is the game (moves on the table change it; moves in code redraw the
    table), ``t.status`` the status line, ``t.select(pile_id, count)`` selects cards
    from code.
    """

    def __init__(self, game, lang: str | None = None, autoplay: bool | None = None,
                 width: float = DEFAULT_WIDTH, scale: float = 2.0, **kwargs):
        kwargs.setdefault("layout", w.Layout(width="100%", max_width="1100px"))
        super().__init__(**kwargs)
        self.lang = resolve_lang(lang)
        self.scale = scale
        self.table_width = width
        self.selection = None        # (pile_id, count)
        self.hint_move = None
        self.peeked = None           # (pile_id, index)
        self.show_movable = False
        self.redraw_count = 0
        self._message = None         # {"en": ..., "fr": ...}
        self._press = None
        self._drag = None
        self._last_click = None      # (time, pile_id, index)
        self._redraw_pending = False
        self._last_draw = 0.0
        self._peek_timer = None
        self.game = None
        self.geometry = None
        self.canvas = Canvas(width=int(width * scale), height=int(width * scale * 0.75),
                             layout=w.Layout(width="100%", height="auto"))
        self.canvas.on_mouse_down(self.on_mouse_down)
        self.canvas.on_mouse_move(self.on_mouse_move)
        self.canvas.on_mouse_up(self.on_mouse_up)
        self.canvas.on_mouse_out(self.on_mouse_out)
        self.canvas.on_client_ready(self.redraw)
        self._build_controls()
        self._status_html = w.HTML(layout=w.Layout(width="100%"))
        self.children = [self._toolbar, self._options_box, self.canvas, self._status_html]
        self._set_game(game)
        if autoplay is not None:
            game.autoplay = bool(autoplay)
            self._autoplay.value = bool(autoplay)

    # ------------------------------------------------------------------ controls
    def _build_controls(self):
        small = w.Layout(width="auto")
        self._deal_box = w.IntText(value=0, layout=w.Layout(width="8em"))
        self._deal_label = w.Label()
        self._buttons = {}
        for key, icon, handler in [("new_deal", "play", self._on_new_deal),
                                   ("random", "random", self._on_random_deal),
                                   ("restart", "refresh", lambda _: self.restart()),
                                   ("undo", "undo", lambda _: self.undo()),
                                   ("redo", "repeat", lambda _: self.redo()),
                                   ("hint", "lightbulb-o", lambda _: self.show_hint())]:
            button = w.Button(icon=icon, layout=small)
            button.on_click(handler)
            self._buttons[key] = button
        self._movable = w.ToggleButton(value=False, icon="hand-pointer-o", layout=small)
        self._movable.observe(self._on_movable_toggle, "value")
        self._autoplay = w.ToggleButton(value=False, icon="forward", layout=small)
        self._autoplay.observe(self._on_autoplay_toggle, "value")
        self._lang_toggle = w.ToggleButtons(options=[("EN", "en"), ("FR", "fr")], value=self.lang,
                                            style={"button_width": "3.2em"})
        self._lang_toggle.observe(self._on_lang_toggle, "value")
        self._toolbar = w.HBox([self._deal_label, self._deal_box, self._buttons["new_deal"],
                                self._buttons["random"], self._buttons["restart"],
                                self._buttons["undo"], self._buttons["redo"], self._buttons["hint"],
                                self._movable, self._autoplay, self._lang_toggle],
                               layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self._options_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self._option_widgets = {}

    def _make_options(self):
        self._option_widgets = {}
        boxes = []
        for name, choice in self.game.info.options.items():
            options = [(self._option_label(v), v) for v in choice.values]
            dropdown = w.Dropdown(options=options, value=self.game.options.get(name, choice.default),
                                  style={"description_width": "initial"},
                                  layout=w.Layout(width="auto"))
            dropdown.observe(self._on_option, "value")
            self._option_widgets[name] = dropdown
            boxes.append(dropdown)
        self._options_box.children = boxes
        self._relabel()

    def _option_label(self, value):
        if value is None:
            return ui("default", self.lang)
        if value == "unlimited":
            return ui("unlimited", self.lang)
        return str(value)

    def _relabel(self):
        lang = self.lang
        for key, button in self._buttons.items():
            button.description = ui(key, lang)
        self._movable.description = ui("movable", lang)
        self._autoplay.description = ui("autoplay", lang)
        self._deal_label.value = ui("deal", lang)
        for name, dropdown in self._option_widgets.items():
            choice = self.game.info.options[name]
            dropdown.description = choice.labels.get(lang, name) if choice.labels else name
            value = dropdown.value
            dropdown.unobserve(self._on_option, "value")
            dropdown.options = [(self._option_label(v), v) for v in choice.values]
            dropdown.value = value
            dropdown.observe(self._on_option, "value")

    # ------------------------------------------------------------------ the game
    def _set_game(self, game):
        if self.game is not None:
            self.game.unobserve(self._on_game_change)
        self.game = game
        game.observe(self._on_game_change)
        self.geometry = compute(game, self.table_width)
        height = int(round(self.geometry.height * self.scale))
        if self.canvas.height != height:
            self.canvas.height = height
        self.canvas.width = int(self.table_width * self.scale)
        self._deal_box.value = game.deal or 0
        self._autoplay.value = bool(game.autoplay)
        self._clear_marks()
        self._message = None
        self._make_options()
        self.redraw()

    def _start(self, deal, options=None):
        options = dict(self.game.options if options is None else options)
        game = new_game(self.game.info.id, deal, autoplay=self.game.autoplay, **options)
        self._set_game(game)

    def _on_new_deal(self, _=None):
        self._start(int(self._deal_box.value) or None)

    def _on_random_deal(self, _=None):
        self._start(random.randint(1, 32000))

    def new_deal(self, deal=None):
        """Start deal number ``deal`` (None: a random one) with the same options."""
        self._start(deal if deal is not None else random.randint(1, 32000))

    def _on_option(self, change):
        options = dict(self.game.options)
        for name, dropdown in self._option_widgets.items():
            options[name] = dropdown.value
        self._start(self.game.deal, options)

    def _on_movable_toggle(self, change):
        self.show_movable = bool(change["new"])
        self.redraw()

    def _on_autoplay_toggle(self, change):
        self.game.autoplay = bool(change["new"])

    def _on_lang_toggle(self, change):
        self.set_lang(change["new"])

    def set_lang(self, lang: str):
        """Switch the table (and the glossary's setting) to English or French."""
        lang = resolve_lang(lang)
        set_lang(lang)
        self.lang = lang
        if self._lang_toggle.value != lang:
            self._lang_toggle.value = lang
        self._relabel()
        self.redraw()

    def _on_game_change(self, game):
        if game is not self.game:
            return
        self._clear_marks()
        self.redraw()

    def _clear_marks(self):
        self.selection = None
        self.hint_move = None
        self.peeked = None
        self._press = None
        self._drag = None

    def restart(self):
        self._message = None
        self.game.restart()

    def undo(self):
        self._message = None if self.game.undo() else STRINGS["nothing_undo"]
        self._update_status()

    def redo(self):
        self._message = None if self.game.redo() else STRINGS["nothing_redo"]
        self._update_status()

    def show_hint(self):
        """Mark the hint's cards and target (game.hint())."""
        move = self.game.hint()
        self.selection = None
        self.hint_move = move
        if move is None:
            self._message = STRINGS["hint_none"]
        else:
            self._message = {lang: ui("hint_move", lang, text=self.game.explain(move, lang))
                             for lang in ("en", "fr")}
        self.redraw()
        return move

    # ------------------------------------------------------------------ selection and moves
    def select(self, pile_id: str, count: int | None = None):
        """Select ``count`` cards from the top of ``pile_id`` (default: the largest
        movable unit) and light up their legal destinations; returns the targets."""
        pile = self.game.pile(pile_id)
        if count is None:
            counts = self.game.movable_counts(pile_id)
            count = max(counts) if counts else 1
        if not pile.cards:
            self.selection = None
            self.redraw()
            return []
        self.selection = (pile_id, count)
        self.hint_move = None
        targets = self.targets()
        cards = " ".join(str(c) for c in pile.cards[-count:])
        self._message = {}
        for lang in ("en", "fr"):
            if targets:
                names = ", ".join(self.game.pile(t).label(lang) for t in targets)
                self._message[lang] = ui("selected", lang, cards=cards, targets=names)
            else:
                self._message[lang] = ui("no_target", lang, cards=cards)
        self.redraw()
        return targets

    def clear_selection(self):
        self.selection = None
        self._message = None
        self.redraw()

    def targets(self) -> list[str]:
        """The legal destinations of the current selection (what is lit up)."""
        if not self.selection:
            return []
        return self.game.targets(*self.selection)

    def play(self, move) -> bool:
        """Play a move on the table: True if played, else the status shows why not."""
        if isinstance(move, str):
            move = self.game._coerce(move)
        self.selection = None
        self.hint_move = None
        self._drag = None
        try:
            refusal = self.game.check(move)
            if refusal is not None:
                self._message = {lang: self.game.explain(move, lang) for lang in ("en", "fr")}
                self.redraw()
                return False
            self._message = None
            self.game.play(move)
        except IllegalMove as error:
            self._message = {lang: error.reason.text(lang) for lang in ("en", "fr")}
            self.redraw()
            return False
        auto = self.game.last_auto_moves
        if auto:
            self._message = {lang: ui("auto_moves", lang, moves=", ".join(map(str, auto)))
                             for lang in ("en", "fr")}
            self._update_status()
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
            self._message = STRINGS["no_deal"]
            self.redraw()
            return False
        return self.play(move)

    def to_foundation(self, pile_id: str) -> bool:
        """The double-click: send the top card of ``pile_id`` to a foundation (or, in
        games with free cells, to the first empty free cell)."""
        game = self.game
        pile = game.pile(pile_id)
        if not pile.cards:
            return False
        move = game.foundation_move(pile_id)
        if move is None and pile.role != "reserve":
            for cell in game.piles:
                group = cell.group
                if (cell.role == "reserve" and getattr(group, "capacity", None) == 1
                        and getattr(group, "accepts_cards", False) and not cell.cards):
                    candidate = Move(pile_id, cell.id, 1)
                    if game.check(candidate) is None:
                        move = candidate
                        break
        if move is None:
            card = pile.cards[-1]
            self.selection = None
            self._message = {lang: ui("no_foundation", lang, card=card.name(lang)) for lang in ("en", "fr")}
            self.redraw()
            return False
        return self.play(move)

    def peek(self, pile_id: str, index: int, seconds: float | None = PEEK_TIME):
        """Show a covered face-up card raised on top for a moment."""
        card = self.game.pile(pile_id).cards[index]
        self.peeked = (pile_id, index)
        self._message = {lang: ui("peek", lang, card=card.name(lang)) for lang in ("en", "fr")}
        self.redraw()
        if seconds:
            _call_later(seconds, self._end_peek)

    def _end_peek(self):
        if self.peeked is not None:
            self.peeked = None
            self.redraw()

    # ------------------------------------------------------------------ pointer events
    def point(self, pile_id: str, index: int | None = None) -> tuple[float, float]:
        """Canvas coordinates (as the mouse events report them) inside a card."""
        x, y = self.geometry.card_center(self.game, pile_id, index)
        return (x * self.scale, y * self.scale)

    def hit(self, x: float, y: float):
        """(pile_id, index) under canvas coordinates (see Geometry.hit)."""
        return self.geometry.hit(self.game, x / self.scale, y / self.scale)

    def on_mouse_down(self, x, y):
        lx, ly = x / self.scale, y / self.scale
        hit = self.geometry.hit(self.game, lx, ly)
        now = time.monotonic()
        self._press = None
        if hit is None:
            self._last_click = None
            if self.selection or self.hint_move or self.peeked:
                self._clear_marks()
                self._message = None
                self.redraw()
            return
        pile_id, index = hit
        last = self._last_click
        if (last is not None and now - last[0] <= DOUBLE_CLICK and last[1] == pile_id
                and index is not None and index == len(self.game.pile(pile_id).cards) - 1):
            self._last_click = None
            self._press = {"double": True}
            self.to_foundation(pile_id)
            return
        press = {"pile": pile_id, "index": index, "x": lx, "y": ly, "time": now, "count": None}
        pile = self.game.pile(pile_id)
        if index is not None and pile.role != "stock":
            count = len(pile.cards) - index
            if pile.cards[index].face_up and count in self.game.movable_counts(pile_id):
                press["count"] = count
                rect = self.geometry.card_rects(pile)[index]
                press["grab"] = (lx - rect[0], ly - rect[1])
            if pile.cards[index].face_up and index < len(pile.cards) - 1:
                token = object()
                press["token"] = token
                _call_later(LONG_PRESS, lambda: self._long_press(token))
        self._press = press

    def _long_press(self, token):
        press = self._press
        if press is None or press.get("token") is not token or self._drag is not None:
            return
        press["peeked"] = True
        self.peek(press["pile"], press["index"], seconds=None)

    def on_mouse_move(self, x, y):
        press = self._press
        if press is None or press.get("count") is None:
            return  # no drag under way: ignore the pointer
        lx, ly = x / self.scale, y / self.scale
        if self._drag is None:
            if press.get("peeked") or abs(lx - press["x"]) + abs(ly - press["y"]) < DRAG_START:
                return
            self._drag = {"pile": press["pile"], "count": press["count"]}
            self.selection = (press["pile"], press["count"])
            self.hint_move = None
        gx, gy = press["grab"]
        self._drag["x"], self._drag["y"] = lx - gx, ly - gy
        self.request_redraw()

    def on_mouse_out(self, x, y):
        if self._drag is not None:
            self.on_mouse_up(x, y)

    def on_mouse_up(self, x, y):
        press, drag = self._press, self._drag
        self._press = None
        if press is None or press.get("double"):
            return
        if press.get("peeked"):
            self.peeked = None
            self._message = None
            self.redraw()
            return
        lx, ly = x / self.scale, y / self.scale
        if drag is not None and "x" in drag:
            self._drag = None
            target = self._drop_target(drag, lx, ly)
            if target is None or target == drag["pile"]:
                self.selection = None
                self.redraw()
                return
            self.play(Move(drag["pile"], target, drag["count"]))
            return
        self._drag = None
        self._click(press)

    def _click(self, press):
        pile_id, index = press["pile"], press["index"]
        pile = self.game.pile(pile_id)
        now = time.monotonic()
        if pile.role == "stock":
            self._last_click = None
            self.stock_click()
            return
        if self.selection and self.selection[0] != pile_id:
            self._last_click = None
            self.move_to(pile_id)
            return
        if self.selection and self.selection[0] == pile_id and (
                index is None or len(pile.cards) - index == self.selection[1]):
            self._last_click = (now, pile_id, index)
            self.clear_selection()
            return
        self._last_click = (now, pile_id, index)
        if index is None:
            self.clear_selection()
            return
        count = press.get("count")
        if count is None:
            count = len(pile.cards) - index
            refusal = pile.group.lift_refusal(self.game, pile, count)
            self.selection = None
            if refusal is not None:
                self._message = {lang: refusal.text(lang) for lang in ("en", "fr")}
            self.redraw()
            return
        self.select(pile_id, count)

    def _drop_target(self, drag, lx, ly):
        geometry, game = self.geometry, self.game
        source = game.pile(drag["pile"])
        rects = geometry.card_rects(source)[-drag["count"]:]
        w, h = geometry.card_w, geometry.card_h
        dx, dy = drag["x"], drag["y"]
        top_h = h + (rects[-1][1] - rects[0][1])
        best, best_area = None, 0.0
        for pile in game.piles:
            if pile is source or pile.id not in geometry.spots:
                continue
            zx, zy, zw, zh = geometry.drop_zone(pile)
            if zx <= lx <= zx + zw and zy <= ly <= zy + zh:
                return pile.id
            ox = min(dx + w, zx + zw) - max(dx, zx)
            oy = min(dy + top_h, zy + zh) - max(dy, zy)
            if ox > 0 and oy > 0 and ox * oy > best_area:
                best, best_area = pile.id, ox * oy
        return best

    # ------------------------------------------------------------------ drawing
    def view(self) -> View:
        """What the next redraw shows (selection, highlights, drag, peek)."""
        game = self.game
        view = View(lang=self.lang)
        if self.selection:
            view.selection = self.selection
            view.targets = tuple(self.targets())
        if self._drag is not None and "x" in self._drag:
            d = self._drag
            view.drag = (d["pile"], d["count"], d["x"], d["y"])
        if self.show_movable:
            seen = []
            for move in game.legal_moves():
                if move.kind == "move" and (move.source, move.count) not in seen:
                    seen.append((move.source, move.count))
            view.movable = tuple(seen)
        view.hint = self.hint_move
        view.peek = self.peeked
        return view

    def scene(self) -> list:
        return build_scene(self.game, self.geometry, self.view())

    def redraw(self):
        """Draw the whole table (one canvas message) and update the status line."""
        self._redraw_pending = False
        self._last_draw = time.monotonic()
        self.redraw_count += 1
        paint(self.canvas, self.scene(), self.scale)
        self._update_status()

    def request_redraw(self):
        """Redraw soon: at most once per animation step, never more than one pending."""
        now = time.monotonic()
        wait = FRAME - (now - self._last_draw)
        if self._redraw_pending:
            if wait <= 0:   # no event loop delivered the pending redraw: do it now
                self.redraw()
            return
        if wait <= 0:
            self.redraw()
            return
        self._redraw_pending = True
        _call_later(wait, self._flush_redraw)

    def _flush_redraw(self):
        if self._redraw_pending:
            self.redraw()

    @property
    def pending_redraws(self) -> int:
        return 1 if self._redraw_pending else 0

    # ------------------------------------------------------------------ status
    @property
    def status(self) -> str:
        """The status line as plain text."""
        return "\n".join(self._status_lines())

    def _status_lines(self):
        game, lang = self.game, self.lang
        left = game.redeals_left
        parts = [game.title(lang)]
        if game.deal is not None:
            parts.append(f"{ui('deal', lang)} {game.deal}")
        parts.append(f"{ui('score', lang)} {game.score}")
        parts.append(f"{ui('moves', lang)} {game.move_count}")
        seconds = int(game.elapsed)
        parts.append(f"{ui('time', lang)} {seconds // 60}:{seconds % 60:02d}")
        if any(p.role == "stock" for p in game.piles):
            parts.append(f"{ui('redeals', lang)} {ui('unlimited', lang) if left is None else left}")
        lines = [" · ".join(parts)]
        outcome = game.outcome()
        if outcome.state == "won":
            lines.append(ui("won", lang))
        elif outcome.state == "lost":
            lines.append(ui("lost", lang))
        elif outcome.state == "stuck":
            lines.append(outcome.text(lang) + " " + ui("stuck_help", lang))
        if self._message:
            lines.append(self._message.get(lang) or self._message.get("en", ""))
        return lines

    def _update_status(self):
        lines = self._status_lines()
        head = html.escape(lines[0])
        rest = "".join(f"<div>{html.escape(line)}</div>" for line in lines[1:])
        won = self.game.is_won()
        colour = "#1b5e20" if won else "#333"
        self._status_html.value = (f'<div class="solitaire-status" style="font-size:14px;color:{colour};'
                                   f'line-height:1.5"><b>{head}</b>{rest}</div>')

    # ------------------------------------------------------------------ static outputs
    def _repr_svg_(self):
        from .svg import scene_svg
        return scene_svg(self.scene(), self.geometry.width, self.geometry.height,
                         self.game.title(self.lang), self.game.to_text())

    def _repr_png_(self):
        from .png import scene_png
        return scene_png(self.scene(), self.geometry.width, self.geometry.height)

    def _repr_mimebundle_(self, **kwargs):
        data = super()._repr_mimebundle_(**kwargs) or {}
        data["image/svg+xml"] = self._repr_svg_()
        data["image/png"] = self._repr_png_()
        data["text/plain"] = self.game.to_text() + "\n" + self.status
        return data

    def __repr__(self):
        return f"<Table {self.game!r}>"

    def close(self):
        if self.game is not None:
            self.game.unobserve(self._on_game_change)
        super().close()
