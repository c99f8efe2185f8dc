"""The table's keyboard and mouse events, and its right button, as in GNOME AisleRiot.

Browser events reach the kernel through ipyevents, one message per event: while the
pointer is over the canvas, every key goes to the table (and none to JupyterLab's
shortcuts); the left button's presses, moves and releases go to the pointer
(:mod:`~solitaire_nb.table.pointer`), which makes clicks, drags and double-clicks of
them.
:data:`BINDINGS` is the one list of keys: the handler reads it, and so does
:func:`key_help`, the help text of both languages.

A keyboard *cursor* rests on a pile: the arrows move it, Enter or space acts
there as a click would (select the cards, move the selection there, deal from
the stock).  Holding the right button on a covered face-up card raises it until
the button is released; the browser's context menu stays closed on the canvas.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from ..text.language import resolve_lang
from ..text.phrases import Phrase, Said, define, get
from .interaction import Interaction
from .words import InEachLanguage, cards_text

define("keys", {
    "undo": Phrase(en="undo the last move", fr="annuler le dernier coup"),
    "redo": Phrase(en="redo the move just undone", fr="rétablir le coup qui vient d'être annulé"),
    "hint": Phrase(en="show a hint", fr="montrer un indice"),
    "winnable": Phrase(en="ask the solver whether the position can still be won",
                       fr="demander au solveur si la position peut encore être gagnée"),
    "step": Phrase(en="play the next move of the win the solver found",
                   fr="jouer le coup suivant de la victoire trouvée par le solveur"),
    "new_deal": Phrase(en="a new game: a deal drawn at random, its number shown in the Deal box (“Play this "
                          "deal” plays the number typed there)",
                       fr="une nouvelle partie : une donne tirée au hasard, son numéro affiché dans la case "
                          "Donne (« Jouer cette donne » joue le numéro qui y est tapé)"),
    "activate": Phrase(en="at the cursor, do what a click does: select the cards, move the selection "
                          "there, deal from the stock; with no cursor shown, deal from the stock",
                       fr="au curseur, faire ce que fait un clic : choisir les cartes, y déplacer la "
                          "sélection, distribuer depuis la pioche ; sans curseur, distribuer depuis "
                          "la pioche"),
    "escape": Phrase(en="clear the selection and the hint, and hide the cursor",
                     fr="effacer la sélection et l'indice, et cacher le curseur"),
    "left_right": Phrase(en="cursor to the previous or next pile, in reading order",
                         fr="curseur sur la pile précédente ou suivante, dans l'ordre de lecture"),
    "up_down": Phrase(en="in a fanned column, one card more or fewer under the cursor; from its end, "
                         "the row of piles above or below",
                      fr="dans une colonne étalée, une carte de plus ou de moins sous le curseur ; "
                         "au bout, la rangée de piles du dessus ou du dessous"),
    "right_button": Phrase(en="show a covered face-up card on top while the button is held",
                           fr="montrer par-dessus une carte visible mais recouverte, tant que le bouton "
                              "reste enfoncé"),
    "focus": Phrase(en="The keys act while the pointer is over the table.",
                    fr="Les touches agissent tant que le pointeur est au-dessus de la table."),
    "line": Phrase(en="{keys}: {text}", fr="{keys} : {text}"),
    "keys": Phrase(en="Keys", fr="Touches"),
    "action": Phrase(en="Action", fr="Action"),
    "name_ctrl": Phrase(en="Ctrl", fr="Ctrl"),
    "name_shift": Phrase(en="Shift", fr="Maj"),
    "name_space": Phrase(en="Space", fr="Espace"),
    "name_enter": Phrase(en="Enter", fr="Entrée"),
    "name_escape": Phrase(en="Esc", fr="Échap"),
    "name_right_button": Phrase(en="Right button", fr="Bouton droit"),
})


@dataclass(frozen=True)
class Binding:
    """Keys (``"Ctrl+Shift+Z"``: modifiers in that order, then the key), the table's
    method they call, and the ``keys.*`` phrase that explains them."""

    keys: tuple[str, ...]
    method: str
    help: str


#: Every key of the table, in the order the help lists them; rows sharing a help
#: phrase make one line of it.
BINDINGS = [
    Binding(("Ctrl+Z",), "undo", "undo"),
    Binding(("Ctrl+Shift+Z", "Ctrl+Y"), "redo", "redo"),
    Binding(("H",), "show_hint", "hint"),
    Binding(("W",), "show_verdict", "winnable"),
    Binding(("S",), "solution_step", "step"),
    Binding(("N",), "new_deal", "new_deal"),
    Binding(("Space", "Enter"), "key_activate", "activate"),
    Binding(("Escape",), "key_escape", "escape"),
    Binding(("Left",), "cursor_previous", "left_right"),
    Binding(("Right",), "cursor_next", "left_right"),
    Binding(("Up",), "cursor_up", "up_down"),
    Binding(("Down",), "cursor_down", "up_down"),
]
ARROWS = {"Left": "←", "Right": "→", "Up": "↑", "Down": "↓"}
#: the methods a held key may repeat (moving the cursor); any other key acts once per press
REPEATING = {"cursor_previous", "cursor_next", "cursor_up", "cursor_down"}
BROWSER_NAMES = {" ": "Space", "Spacebar": "Space", "Esc": "Escape", "ArrowLeft": "Left",
                 "ArrowRight": "Right", "ArrowUp": "Up", "ArrowDown": "Down"}
RIGHT_BUTTON = 2


def chord(event: dict) -> str:
    """The key of an ipyevents ``keydown`` event as :data:`BINDINGS` writes it (``"Ctrl+Shift+Z"``);
    Cmd on a Mac counts as Ctrl."""
    key = str(event.get("key", ""))
    key = BROWSER_NAMES.get(key, key)
    if len(key) == 1:
        key = key.upper()
    mods = ["Ctrl"] if event.get("ctrlKey") or event.get("metaKey") else []
    if event.get("altKey"):
        mods.append("Alt")
    if event.get("shiftKey") and key != "Shift":
        mods.append("Shift")
    return "+".join([*mods, key])


KEYMAP = {key: binding.method for binding in BINDINGS for key in binding.keys}


#: keys whose name a language translates, and the phrase of that name
NAMED = {"Ctrl": "keys.name_ctrl", "Shift": "keys.name_shift", "Space": "keys.name_space",
         "Enter": "keys.name_enter", "Escape": "keys.name_escape"}


def key_label(keys: str, lang: str) -> str:
    """``"Ctrl+Shift+Z"`` as the language writes it (``"Ctrl+Maj+Z"``)."""
    return "+".join(ARROWS.get(part) or (get(NAMED[part]).text(lang) if part in NAMED else part)
                    for part in keys.split("+"))


class KeyHelp:
    """The table's keys and what they do, in one language: ``str()`` is plain text,
    a notebook shows a table."""

    def __init__(self, lang: str | None = None) -> None:
        self.lang = resolve_lang(lang)
        lines: dict[str, list[str]] = {}
        for binding in BINDINGS:
            lines.setdefault(binding.help, []).extend(key_label(k, self.lang) for k in binding.keys)
        self.lines = [(", ".join(keys), get(f"keys.{name}").text(self.lang))
                      for name, keys in lines.items()]
        self.lines.append((get("keys.name_right_button").text(self.lang),
                           get("keys.right_button").text(self.lang)))
        self.note = get("keys.focus").text(self.lang)

    def __str__(self) -> str:
        line = get("keys.line")
        return "\n".join([line.text(self.lang, keys=keys, text=text) for keys, text in self.lines]
                         + [self.note])

    __repr__ = __str__      # the plain-text output of a notebook cell

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><td><kbd>{html.escape(keys)}</kbd></td><td>{html.escape(text)}</td></tr>"
                       for keys, text in self.lines)
        head = (f"<tr><th>{html.escape(get('keys.keys').text(self.lang))}</th>"
                f"<th>{html.escape(get('keys.action').text(self.lang))}</th></tr>")
        return f"<table>{head}{rows}</table><p>{html.escape(self.note)}</p>"


def key_help(lang: str | None = None) -> KeyHelp:
    """The table's keys and what they do (:data:`BINDINGS`), in ``lang``."""
    return KeyHelp(lang)


class Keys:
    """Key presses and the right button of the table's canvas (``table.keyboard``); the left
    button's events go on to the table's :class:`~solitaire_nb.table.pointer.Pointer`."""

    def __init__(self, table: Any, state: Interaction) -> None:
        self.table = table  # the table whose game, geometry and drawing this serves
        self.state = state
        self._build_keys()

    def _build_keys(self) -> None:
        from ipyevents import Event

        self.state.cursor = None
        self._right_peek = False
        # the one source of the canvas's keys and mouse events (each press names its button)
        self._events = Event(source=self.table.canvas, watched_events=["keydown", "mousedown", "mouseup",
                                                                       "mousemove", "mouseleave"],
                             ignore_modifier_key_events=True)
        self._events.on_dom_event(self.handle_event)
        self._no_menu = Event(source=self.table.canvas, watched_events=["contextmenu"],
                              prevent_default_action=True)

    def close(self) -> None:
        """Stop listening to the canvas's events."""
        for name in ("_events", "_no_menu"):      # (a table refused by __init__ has none)
            if hasattr(self, name):
                getattr(self, name).close()

    def handle_event(self, event: dict) -> None:
        """One browser event as ipyevents sends it (``event["type"]``: ``"keydown"``,
        ``"mousedown"``...): keys go to their binding, the left button to the pointer
        (:class:`~solitaire_nb.table.pointer.Pointer`, in canvas coordinates), the right
        button to the peek; events of other kinds and unbound keys are ignored."""
        if not isinstance(event, dict) or not (event.get("type") or event.get("event")):
            raise ValueError(f"not an ipyevents event (a dict with a 'type'): {event!r}")
        kind = event.get("type") or event.get("event")
        if kind == "keydown":
            method = KEYMAP.get(chord(event))
            if method is not None and not (event.get("repeat") and method not in REPEATING):
                getattr(self if hasattr(self, method) else self.table, method)()
            return
        if kind not in ("mousedown", "mouseup", "mousemove", "mouseleave"):
            return
        point = self._canvas_point(event)
        if kind == "mouseleave" or (kind == "mouseup" and self._right_peek):
            if self._right_peek:
                self._right_peek = False
                self.state.peeked = None
                self.state.message = None
                self.table.redraw()
            if kind == "mouseleave" and point is not None:
                self.table.on_mouse_out(*point)
            return
        if point is None:
            return  # no position: nothing to point at
        button = event.get("button", 0)
        if kind == "mousemove":
            self.table.on_mouse_move(*point)
        elif button == RIGHT_BUTTON and kind == "mousedown":
            self._right_press(point)
        elif button == 0:
            (self.table.on_mouse_down if kind == "mousedown" else self.table.on_mouse_up)(*point)

    def _canvas_point(self, event: dict) -> tuple[float, float] | None:
        """Where the event happened, in the canvas's own pixels (as ipycanvas reported
        them): the page shows the canvas at another size."""
        try:
            sx = self.table.canvas.width / float(event["boundingRectWidth"])
            sy = self.table.canvas.height / float(event["boundingRectHeight"])
            return float(event["relativeX"]) * sx, float(event["relativeY"]) * sy
        except (KeyError, TypeError, ValueError, ZeroDivisionError):
            return None

    def _right_press(self, point: tuple[float, float]) -> None:
        self.state.press = None      # not the left button: no click, drag or long press
        self.state.last_click = None
        hit = self.table.hit(*point)
        if hit is None or hit[1] is None:
            return
        pile_id, index = hit
        cards = self.table.game.pile(pile_id).cards
        if cards[index].face_up and index < len(cards) - 1:
            self._right_peek = True
            self.table.peek(pile_id, index, seconds=None)

    # ------------------------------------------------------------------ the cursor
    def cursor_at(self) -> tuple[str, int | None] | None:
        """``(pile_id, index)`` of the card under the keyboard cursor (index None on an
        empty pile), or None when the cursor is hidden."""
        if self.state.cursor is None or self.state.cursor[0] not in self.table.geometry.spots:
            return None
        pile_id, depth = self.state.cursor
        cards = self.table.game.pile(pile_id).cards
        if not cards:
            return (pile_id, None)
        return (pile_id, max(len(cards) - depth, self._lowest(pile_id)))

    def set_cursor(self, pile_id: str, depth: int = 1) -> None:
        """Put the keyboard cursor on ``pile_id``, ``depth`` cards from its top (1: the top card)."""
        if pile_id not in self.table.geometry.spots:
            shown = ", ".join(self._reading_order())
            raise ValueError(f"no pile {pile_id!r} on this table (piles: {shown})")
        if isinstance(depth, bool) or not isinstance(depth, int) or depth < 1:
            raise ValueError(f"depth must be a whole number from 1 (the top card), not {depth!r}")
        self.state.cursor = (pile_id, depth)
        self._cursor_message()
        self.table.redraw()

    def _lowest(self, pile_id: str) -> int:
        """The lowest card index the cursor may reach: the first of the face-up cards on top
        of a fanned pile, else the top card."""
        cards = self.table.game.pile(pile_id).cards
        lowest = len(cards) - 1
        if self.table.geometry.spots[pile_id].fanned:
            while lowest > 0 and cards[lowest - 1].face_up and cards[lowest].face_up:
                lowest -= 1
        return max(lowest, 0)

    def _reading_order(self) -> list[str]:
        """The piles the cursor visits: by rows from the top, left to right in a row."""
        spots = self.table.geometry.spots
        ids = [p.id for p in self.table.game.piles
               if p.id in spots and (spots[p.id].outline or p.cards)]
        return sorted(ids, key=lambda i: (round(spots[i].y), spots[i].x))

    def _show_cursor(self) -> bool:
        """Show a hidden cursor (on the selection, else the first pile): True if it was hidden."""
        if self.cursor_at() is not None:
            return False
        start = self.state.selection[0] if self.state.selection else self._reading_order()[0]
        self.set_cursor(start, self.state.selection[1] if self.state.selection else 1)
        return True

    def cursor_previous(self) -> None:
        self._cursor_step(-1)

    def cursor_next(self) -> None:
        self._cursor_step(1)

    def _cursor_step(self, step: int) -> None:
        if self._show_cursor():
            return
        order = self._reading_order()
        here = order.index(self.state.cursor[0])
        self.set_cursor(order[(here + step) % len(order)])

    def cursor_up(self) -> None:
        if self._show_cursor():
            return
        pile_id, index = self.cursor_at()
        if index is not None and index > self._lowest(pile_id):
            self.set_cursor(pile_id, len(self.table.game.pile(pile_id).cards) - index + 1)
        else:
            self._cursor_row(-1)

    def cursor_down(self) -> None:
        if self._show_cursor():
            return
        pile_id, index = self.cursor_at()
        cards = self.table.game.pile(pile_id).cards
        if index is not None and index < len(cards) - 1:
            self.set_cursor(pile_id, len(cards) - index - 1)
        else:
            self._cursor_row(1)

    def _cursor_row(self, way: int) -> None:
        """To the nearest pile in the nearest row above (way -1) or below (1)."""
        spots = self.table.geometry.spots
        here = spots[self.state.cursor[0]]
        others = [i for i in self._reading_order() if (spots[i].y - here.y) * way > 1]
        if others:
            row = min(abs(spots[i].y - here.y) for i in others)
            near = [i for i in others if abs(abs(spots[i].y - here.y) - row) <= 1]
            self.set_cursor(min(near, key=lambda i: abs(spots[i].x - here.x)))

    def _cursor_message(self) -> None:
        pile_id, index = self.cursor_at()
        pile = self.table.game.pile(pile_id)
        name = InEachLanguage(pile.label)
        if index is None:
            self.state.message = Said("table.cursor_empty", pile=name)
        elif not pile.cards[index].face_up:
            self.state.message = Said("table.cursor_face_down", pile=name, n=len(pile.cards))
        elif index == len(pile.cards) - 1:
            self.state.message = Said("table.cursor", pile=name, card=pile.cards[index])
        else:
            self.state.message = Said("table.cursor_run", pile=name, n=len(pile.cards) - index,
                                 cards=cards_text(pile.cards[index:]))

    # ------------------------------------------------------------------ keys that act
    def key_activate(self) -> None:
        """Enter or space: a click at the cursor; with no cursor, deal from the stock (or, in a
        game with nothing to deal, show the cursor)."""
        at = self.cursor_at()
        if at is None:
            game = self.table.game
            if game.ruleset.stock_group is not None or game.declaration.actions:
                self.table.stock_click()    # (a selection is dropped: the stock deals, as a click on it)
            else:
                self._show_cursor()
            return
        pile_id, index = at
        pile = self.table.game.pile(pile_id)
        press: dict = {"pile": pile_id, "index": index, "count": None}
        if index is not None and not self.table.pointer.deals(pile):
            count = len(pile.cards) - index
            if pile.cards[index].face_up and count in self.table.game.movable_counts(pile_id):
                press["count"] = count
        self.table.pointer.click(press)
        self.state.last_click = None     # a key press is never half of a double-click

    def key_escape(self) -> None:
        """Escape: clear the selection, the hint and a drag, and hide the cursor."""
        self.state.clear_marks()
        self._right_peek = False
        self.state.cursor = None
        self.state.message = None
        self.table.redraw()
