"""The table as a display list: a few drawing primitives, built once per redraw.

:func:`build_scene` turns a game, its :class:`~solitaire_nb.table.geometry.Geometry`
and a :class:`View` (selection, highlights, drag, peek, language) into a list
of plain tuples.  Three backends paint the same list: the interactive canvas
(:mod:`solitaire_nb.widget`), SVG (:mod:`solitaire_nb.render_svg`) and PNG
(:mod:`solitaire_nb.render_png`).  Pure Python: no widget import here.

Primitives (coordinates in logical pixels, colours ``"#rrggbb"`` or ``"#rrggbbaa"``):

* ``("rect", x, y, w, h, radius, fill, stroke, line_width, dash)``
* ``("lines", [(x1, y1, x2, y2), ...], stroke, line_width)``
* ``("poly", [(x, y), ...], fill, stroke, line_width)``
* ``("circle", cx, cy, r, fill, stroke, line_width)``
* ``("text", x, y, text, size, fill, align, bold, rotated)`` — vertically
  centred on y; ``align`` is ``"left"``, ``"center"`` or ``"right"``; ``rotated``
  turns it half a turn around (x, y).
* ``("note", text)`` — draws nothing: the SVG keeps it (e.g. the card code).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine.game import Game
from ..engine.pile import Pile
from ..rules.cards import RANK_INDEX, SUIT_SYMBOLS, Card
from ..text.language import resolve_lang
from .geometry import Geometry

FELT = "#1e6b41"
FELT_EDGE = "#185a36"
FACE = "#fffdf8"
FACE_EDGE = "#8d949c"
SHADOW = "#00000038"
RED = "#c8102e"
BLACK = "#1b1b1f"
BACK = "#17607f"
BACK_EDGE = "#0c3446"
BACK_FRAME = "#cfe9f0"
BACK_LATTICE = "#9fd3e3"
COURT = "#f7edcf"
EMPTY_EDGE = "#ffffffa0"
EMPTY_FILL = "#0000001c"
EMPTY_TEXT = "#ffffffc8"
TARGET = "#ffd23f"
TARGET_DARK = "#4a3b00"
SELECT = "#00a8ff"
SELECT_GLOW = "#40c4ff60"
HINT = "#ff7a00"
HINT_GLOW = "#ff9e4060"
MOVABLE = "#ffffff"
BADGE = "#000000a8"

FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"

RANKS = RANK_INDEX

Rect = tuple[float, float, float, float]  # x, y, width, height

# Pip positions of the number cards (fractions of the card's width and height).
_L, _M, _R = 0.3, 0.5, 0.7
_PIPS = {
    1: [(_M, 0.5)],
    2: [(_M, 0.3), (_M, 0.7)],
    3: [(_M, 0.3), (_M, 0.5), (_M, 0.7)],
    4: [(_L, 0.3), (_R, 0.3), (_L, 0.7), (_R, 0.7)],
    5: [(_L, 0.3), (_R, 0.3), (_M, 0.5), (_L, 0.7), (_R, 0.7)],
    6: [(_L, 0.3), (_R, 0.3), (_L, 0.5), (_R, 0.5), (_L, 0.7), (_R, 0.7)],
    7: [(_L, 0.3), (_R, 0.3), (_M, 0.4), (_L, 0.5), (_R, 0.5), (_L, 0.7), (_R, 0.7)],
    8: [(_L, 0.3), (_R, 0.3), (_M, 0.4), (_L, 0.5), (_R, 0.5), (_M, 0.6), (_L, 0.7), (_R, 0.7)],
    9: [(_L, 0.28), (_R, 0.28), (_L, 0.42), (_R, 0.42), (_M, 0.5), (_L, 0.58), (_R, 0.58),
        (_L, 0.72), (_R, 0.72)],
    10: [(_L, 0.28), (_R, 0.28), (_M, 0.35), (_L, 0.42), (_R, 0.42), (_L, 0.58), (_R, 0.58),
         (_M, 0.65), (_L, 0.72), (_R, 0.72)],
}


# Advance widths of DejaVu Sans Bold (fractions of the font size) for the rank letters.
_BOLD_WIDTHS = {"J": 0.37, "1": 0.70, "0": 0.70, "Q": 0.85, "D": 0.83, "★": 0.84}


@dataclass
class View:
    """What the table shows besides the cards."""

    lang: str | None = None
    selection: tuple | None = None           # (pile_id, count)
    targets: tuple = ()                      # pile ids lit as legal destinations
    movable: tuple = ()                      # (pile_id, count) that can move now
    hint: object = None                      # a Move: source and target marked
    drag: tuple | None = None                # (pile_id, count, x, y): top-left of the lifted cards
    peek: tuple | None = None                # (pile_id, index): a covered card shown on top
    extra: dict = field(default_factory=dict)


def text_width(text: str, size: float, bold: bool = False) -> float:
    """A close estimate of the width of ``text`` in DejaVu Sans."""
    return len(text) * size * (0.66 if bold else 0.6)


def _suit_colour(card: Card) -> str:
    return RED if card.red else BLACK


def _rank_text(card: Card, lang: str) -> str:
    return RANKS[lang][card.rank]


def _lattice(out: list[tuple], x: float, y: float, w: float, h: float, cx: float, cy: float,
             vis_w: float, vis_h: float, step: float) -> None:
    """Diagonal lattice in the rectangle (x, y, w, h), phase anchored at (cx, cy),
    limited to the visible part (vis_w x vis_h from its top-left corner)."""
    x0, y0 = x, y
    x1, y1 = x + min(w, vis_w), y + min(h, vis_h)
    if x1 <= x0 or y1 <= y0:
        return
    segments = []
    # lines x - y = k
    base = cx - cy
    n0 = int((x0 - y1 - base) // step)
    n1 = int((x1 - y0 - base) // step) + 1
    for n in range(n0, n1 + 1):
        k = base + n * step
        ya, yb = max(y0, x0 - k), min(y1, x1 - k)
        if yb > ya:
            segments.append((ya + k, ya, yb + k, yb))
    # lines x + y = k
    base = cx + cy
    n0 = int((x0 + y0 - base) // step)
    n1 = int((x1 + y1 - base) // step) + 1
    for n in range(n0, n1 + 1):
        k = base + n * step
        ya, yb = max(y0, k - x1), min(y1, k - x0)
        if yb > ya:
            segments.append((k - ya, ya, k - yb, yb))
    if segments:
        out.append(("lines", segments, BACK_LATTICE + "66", 1.0))


def draw_back(out: list[tuple], x: float, y: float, w: float, h: float, vis_w: float | None = None,
              vis_h: float | None = None) -> None:
    """A face-down card: blue-teal back with a frame and a lattice."""
    r = w * 0.07
    vis_w = w if vis_w is None else vis_w
    vis_h = h if vis_h is None else vis_h
    out.append(("rect", x + 1, y + 1.5, w, h, r, SHADOW, None, 0, None))
    out.append(("rect", x, y, w, h, r, BACK, BACK_EDGE, 1.0, None))
    inset = w * 0.07
    _lattice(out, x + inset, y + inset, w - 2 * inset, h - 2 * inset, x, y,
             vis_w - inset, vis_h - inset, w * 0.13)
    if vis_h >= h * 0.5 and vis_w >= w * 0.5:
        out.append(("rect", x + inset, y + inset, w - 2 * inset, h - 2 * inset, r * 0.6, None,
                    BACK_FRAME + "b0", 1.5, None))
    else:
        out.append(("lines", [(x + inset, y + inset, x + min(w - inset, vis_w), y + inset)],
                    BACK_FRAME + "b0", 1.5))


def draw_face(out: list[tuple], card: Card, x: float, y: float, w: float, h: float, lang: str,
              full: bool = True, shadow: bool = True, narrow: bool = False) -> None:
    """A face-up card: corners (rank and suit, the bottom one turned around), pips or
    a framed court letter.  ``full=False`` draws only what a covering card leaves
    visible (the top corner)."""
    r = w * 0.07
    colour = _suit_colour(card)
    symbol = SUIT_SYMBOLS.get(card.suit, "?")
    rank = _rank_text(card, lang)
    if shadow:
        out.append(("rect", x + 1, y + 1.5, w, h, r, SHADOW, None, 0, None))
    out.append(("rect", x, y, w, h, r, FACE, FACE_EDGE, 1.0, None))
    out.append(("note", str(card)))
    size = w * 0.2
    cy = y + h * 0.095
    if narrow:
        size = min(size, w * 0.2 if len(rank) == 1 else w * 0.15)
        out.append(("text", x + w * 0.04, cy, rank, size, colour, "left", True, False))
        out.append(("text", x + w * 0.05, cy + size * 1.05, symbol, size * 0.9, colour, "left", False,
                    False))
        return
    out.append(("text", x + w * 0.07, cy, rank, size, colour, "left", True, False))
    rank_w = sum(_BOLD_WIDTHS.get(ch, 0.72) for ch in rank) * size
    out.append(("text", x + w * 0.09 + rank_w, cy, symbol, size * 0.9, colour, "left", False, False))
    if not full:
        return
    # bottom-right corner, turned around
    by = y + h - h * 0.095
    out.append(("text", x + w - w * 0.07, by, rank, size, colour, "left", True, True))
    out.append(("text", x + w - w * 0.09 - rank_w, by, symbol, size * 0.9, colour, "left", False,
                True))
    if 11 <= card.rank <= 13:
        fx, fy, fw, fh = x + w * 0.2, y + h * 0.2, w * 0.6, h * 0.6
        out.append(("rect", fx, fy, fw, fh, w * 0.04, COURT, colour, 1.5, None))
        out.append(("rect", fx + 3, fy + 3, fw - 6, fh - 6, w * 0.03, None, colour + "70", 0.8,
                    None))
        out.append(("text", x + w / 2, y + h * 0.45, rank, w * 0.38, colour, "center", True, False))
        out.append(("text", x + w / 2, y + h * 0.66, symbol, w * 0.2, colour, "center", False,
                    False))
    elif card.rank == 1:
        out.append(("text", x + w / 2, y + h / 2, symbol, w * 0.6, colour, "center", False, False))
    elif card.rank == 0:
        out.append(("text", x + w / 2, y + h / 2, "★", w * 0.5, colour, "center", False, False))
    else:
        pip = w * 0.2
        for px, py in _PIPS[card.rank]:
            out.append(("text", x + w * px, y + h * py, symbol, pip, colour, "center", False, False))


def draw_empty(out: list[tuple], x: float, y: float, w: float, h: float, label: str, short: str) -> None:
    """An empty pile: dashed outline, the pile's name inside."""
    r = w * 0.07
    out.append(("rect", x + 2, y + 2, w - 4, h - 4, r, EMPTY_FILL, EMPTY_EDGE, 2.0, (7, 5)))
    size = w * 0.13
    text = label
    if text_width(text, size) > w * 0.86:
        text = short
    while text_width(text, size) > w * 0.86 and size > 7:
        size *= 0.9
    out.append(("text", x + w / 2, y + h / 2, text, size, EMPTY_TEXT, "center", False, False))


def _badge(out: list[tuple], x: float, y: float, text: str, w: float) -> None:
    size = max(9.0, w * 0.12)
    bw = max(size * 1.8, text_width(text, size, True) + size)
    bh = size * 1.5
    out.append(("rect", x - bw / 2, y - bh / 2, bw, bh, bh / 2, BADGE, "#ffffff80", 1.0, None))
    out.append(("text", x, y, text, size, "#ffffff", "center", True, False))


def _inflate(rect: Rect, d: float) -> Rect:
    x, y, w, h = rect
    return (x - d, y - d, w + 2 * d, h + 2 * d)


def _union(rects: Sequence[Rect]) -> Rect:
    x0 = min(r[0] for r in rects)
    y0 = min(r[1] for r in rects)
    x1 = max(r[0] + r[2] for r in rects)
    y1 = max(r[1] + r[3] for r in rects)
    return (x0, y0, x1 - x0, y1 - y0)


def target_mark(out: list[tuple], rect: Rect, w: float) -> None:
    """A legal destination: thick dashed double outline and a check-mark badge."""
    r = w * 0.09
    x, y, rw, rh = _inflate(rect, 3)
    out.append(("rect", x, y, rw, rh, r, TARGET + "22", TARGET, 4.0, (10, 5)))
    x, y, rw, rh = _inflate(rect, 7)
    out.append(("rect", x, y, rw, rh, r + 4, None, TARGET, 2.0, (10, 5)))
    bx, by = rect[0] + rect[2] - 2, rect[1] + 2
    br = max(8.0, w * 0.11)
    out.append(("circle", bx, by, br, TARGET, TARGET_DARK, 1.5))
    out.append(("text", bx, by + br * 0.05, "✓", br * 1.35, TARGET_DARK, "center", True, False))


def selection_mark(out: list[tuple], rect: Rect, w: float, colour: str = SELECT, glow: str = SELECT_GLOW,
                   badge: str | None = None) -> None:
    """Selected cards: a glow and a solid outline (hint: another colour and a badge)."""
    r = w * 0.09
    x, y, rw, rh = _inflate(rect, 5)
    out.append(("rect", x, y, rw, rh, r + 3, None, glow, 8.0, None))
    x, y, rw, rh = _inflate(rect, 2)
    out.append(("rect", x, y, rw, rh, r, None, colour, 3.0, None))
    if badge:
        bx, by = rect[0] + 2, rect[1] + 2
        br = max(8.0, w * 0.11)
        out.append(("circle", bx, by, br, colour, "#ffffff", 1.5))
        out.append(("text", bx, by, badge, br * 1.2, "#ffffff", "center", True, False))


def movable_mark(out: list[tuple], rect: Rect, w: float) -> None:
    """A card that can move now: dotted white outline and a small arrow."""
    x, y, rw, rh = _inflate(rect, 2)
    out.append(("rect", x, y, rw, rh, w * 0.08, None, MOVABLE, 2.0, (2, 4)))
    ax, ay = rect[0] + rect[2] - 2, rect[1] + 2
    br = max(7.0, w * 0.09)
    out.append(("circle", ax, ay, br, "#263238", MOVABLE, 1.5))
    s = br * 0.55
    out.append(("poly", [(ax, ay - s), (ax + s, ay + s * 0.6), (ax - s, ay + s * 0.6)], MOVABLE,
                None, 0))


# --------------------------------------------------------------------------- the scene


def _visible_rects(geometry: Geometry | None, pile: Pile, rects: Sequence[Rect]) -> list[tuple[float, float]]:
    """Visible part (w, h) of each card of a pile."""
    out = []
    n = len(rects)
    for i, (x, y, w, h) in enumerate(rects):
        if i == n - 1:
            out.append((w, h))
        else:
            nx, ny = rects[i + 1][0], rects[i + 1][1]
            if nx == x and ny == y:
                out.append((0.0, 0.0))
            else:
                out.append((w if nx == x else nx - x, h if ny == y else ny - y))
    return out


def _draw_pile_cards(out: list[tuple], pile: Pile, cards: Sequence[Card], rects: Sequence[Rect], w: float,
                     h: float, lang: str, stacked: bool) -> None:
    vis = _visible_rects(None, pile, rects)
    n = len(cards)
    if stacked and n > 1:
        # thickness: a few edges under the top card
        layers = min(3, 1 + (n - 1) // 8)
        x, y = rects[-1][0], rects[-1][1]
        for k in range(layers, 0, -1):
            card = cards[-1 - k] if n - 1 - k >= 0 else cards[0]
            if card.face_up:
                out.append(("rect", x + k * 1.2, y + k * 1.2, w, h, w * 0.07, FACE, FACE_EDGE, 1.0,
                            None))
            else:
                out.append(("rect", x + k * 1.2, y + k * 1.2, w, h, w * 0.07, BACK, BACK_EDGE, 1.0,
                            None))
    for i, card in enumerate(cards):
        vw, vh = vis[i]
        if vw <= 0 or vh <= 0:
            continue
        x, y = rects[i][0], rects[i][1]
        if card.face_up:
            draw_face(out, card, x, y, w, h, lang, full=(vw >= w * 0.6 and vh >= h * 0.6),
                      shadow=i == 0 or vh >= h * 0.6 or vw < w, narrow=vw < w * 0.5)
        else:
            draw_back(out, x, y, w, h, vw, vh)


def build_scene(game: Game, geometry: Geometry, view: View | None = None) -> list[tuple]:
    """The display list of the whole table."""
    view = view or View()
    lang = resolve_lang(view.lang)
    w, h = geometry.card_w, geometry.card_h
    out: list = [("rect", 0, 0, geometry.width, geometry.height, 0, FELT, None, 0, None),
                 ("rect", 3, 3, geometry.width - 6, geometry.height - 6, 10, None, FELT_EDGE, 3.0,
                  None)]
    drag = view.drag
    lifted = None
    badges = []
    for pile in game.piles:
        spot = geometry.spots.get(pile.id)
        if spot is None:
            continue
        cards = pile.cards
        if drag and drag[0] == pile.id:
            lifted = (pile, cards[-drag[1]:], geometry.card_rects(pile)[-drag[1]:])
            cards = cards[:-drag[1]]
        bx, by = spot.x, spot.y
        if not cards:
            label = pile.label(lang)
            short = pile.group.role.label(lang)
            if pile.role == "stock":
                draw_empty(out, bx, by, w, h, label, short)
                redeal = game.deal_action()
                if redeal is not None and redeal.kind == "redeal":  # a click here turns the waste over
                    out.append(("text", bx + w / 2, by + h * 0.72, "↻", w * 0.32, EMPTY_TEXT,
                                "center", True, False))
            elif spot.outline:
                draw_empty(out, bx, by, w, h, label, short)
            continue
        rects = geometry.card_rects(pile)[:len(cards)]
        stacked = not spot.fanned
        _draw_pile_cards(out, pile, cards, rects, w, h, lang, stacked)
        if stacked and (pile.role in ("stock", "waste", "foundation") or len(cards) > 1):
            badges.append((bx + w / 2, by + h, str(len(cards))))
    for x, y, text in badges:
        _badge(out, x, y, text, w)

    def cards_rect(pile_id: str, count: int | None) -> Rect:
        pile = game.pile(pile_id)
        rects = geometry.card_rects(pile)
        if not rects:
            return geometry.base_rect(pile_id)
        if not geometry.spots[pile_id].fanned:
            return rects[-1]
        return _union(rects[-count:] if count else rects[-1:])

    def landing_rect(pile_id: str) -> Rect:
        pile = game.pile(pile_id)
        rects = geometry.card_rects(pile)
        if drag and drag[0] == pile_id:
            rects = rects[:-drag[1]]
        return rects[-1] if rects else geometry.base_rect(pile_id)

    for pile_id, count in view.movable:
        if not (view.selection and view.selection[0] == pile_id):
            rects = geometry.card_rects(game.pile(pile_id))
            if rects:
                rect = rects[-count]
                if geometry.spots[pile_id].fanned and count > 1:
                    nxt = rects[-count + 1]
                    if nxt[1] > rect[1]:
                        rect = (rect[0], rect[1], rect[2], nxt[1] - rect[1])
                    elif nxt[0] > rect[0]:
                        rect = (rect[0], rect[1], nxt[0] - rect[0], rect[3])
                movable_mark(out, rect, w)
    hint = view.hint
    if hint is not None and getattr(hint, "kind", "move") == "move":
        selection_mark(out, cards_rect(hint.source, hint.count), w, HINT, HINT_GLOW, "?")
        target_mark(out, landing_rect(hint.target), w)
    elif hint is not None:
        selection_mark(out, cards_rect("stock", 1) if "stock" in geometry.spots
                       else cards_rect(hint.source, 1), w, HINT, HINT_GLOW, "?")
    for pile_id in view.targets:
        target_mark(out, landing_rect(pile_id), w)
    if view.selection and not drag:
        selection_mark(out, cards_rect(*view.selection), w)
    if lifted is not None:
        pile, cards, rects = lifted
        ox, oy = rects[0][0], rects[0][1]
        dx, dy = drag[2] - ox, drag[3] - oy
        moved = [(x + dx, y + dy, rw, rh) for x, y, rw, rh in rects]
        for x, y, rw, rh in moved[:1]:
            out.append(("rect", x + 4, y + 6, rw + (moved[-1][0] - moved[0][0]),
                        rh + (moved[-1][1] - moved[0][1]), w * 0.07,
                        "#00000040", None, 0, None))
        _draw_pile_cards(out, pile, cards, moved, w, h, lang, False)
        selection_mark(out, _union(moved), w)
    if view.peek is not None:
        pile_id, index = view.peek
        pile = game.pile(pile_id)
        if 0 <= index < len(pile.cards) and pile.cards[index].face_up:
            x, y, _, _ = geometry.card_rects(pile)[index]
            x, y = x + 4, y - h * 0.08
            out.append(("rect", x + 4, y + 7, w, h, w * 0.07, "#00000055", None, 0, None))
            draw_face(out, pile.cards[index], x, y, w, h, lang, full=True)
            selection_mark(out, (x, y, w, h), w, HINT, HINT_GLOW)
    return out
