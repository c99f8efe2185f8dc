"""Cards drawn as display-list primitives: faces, backs and empty piles, and the colours
of the table.  Pure Python: no widget import here.  :mod:`solitaire_nb.table.scene`
composes these into the whole table."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.cards import RANK_INDEX, SUIT_SYMBOLS, Card

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
HINT_DARK = "#3d1a00"
MOVABLE = "#ffffff"
BADGE = "#000000a8"
LARGE_EDGE = "#4f565e"
#: The four-colour deck: hearts, diamonds and clubs stay apart from one another and
#: from the black spades for red-green (protanopia, deuteranopia) and blue-yellow
#: (tritanopia) colour blindness too, and each reads well on the white face.
FOUR_COLOURS = {"S": BLACK, "H": "#d41111", "D": "#3322cc", "C": "#178267"}

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


def text_width(text: str, size: float, bold: bool = False) -> float:
    """A close estimate of the width of ``text`` in DejaVu Sans."""
    return len(text) * size * (0.66 if bold else 0.6)


def _rank_width(rank: str, size: float) -> float:
    return sum(_BOLD_WIDTHS.get(ch, 0.72) for ch in rank) * size


@dataclass(frozen=True)
class Design:
    """How the cards are drawn (a setting of the table, not of the game).

    ``large_print``: big rank and suit in the corner (what a fanned column shows), a big
    mark in the middle and thick outlines, readable from the back of a classroom.
    ``four_colours``: each suit its own colour (♠ black, ♥ red, ♦ blue, ♣ green)."""

    large_print: bool = False
    four_colours: bool = False

    def __post_init__(self) -> None:
        for name in ("large_print", "four_colours"):
            value = getattr(self, name)
            if not isinstance(value, bool):
                raise TypeError(f"{name} must be True or False, not {value!r}")

    def colour(self, card: Card) -> str:
        """The colour of the card's rank and suit."""
        if self.four_colours:
            return FOUR_COLOURS.get(card.suit, BLACK)
        return RED if card.red else BLACK

    @property
    def edge(self) -> tuple[str, float]:
        """Colour and width of a card's outline."""
        return (LARGE_EDGE, 2.2) if self.large_print else (FACE_EDGE, 1.0)


STANDARD = Design()


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
              vis_h: float | None = None, design: Design = STANDARD) -> None:
    """A face-down card: blue-teal back with a frame and a lattice."""
    r = w * 0.07
    vis_w = w if vis_w is None else vis_w
    vis_h = h if vis_h is None else vis_h
    out.append(("rect", x + 1, y + 1.5, w, h, r, SHADOW, None, 0, None))
    out.append(("rect", x, y, w, h, r, BACK, BACK_EDGE, 2.0 if design.large_print else 1.0, None))
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
              full: bool = True, shadow: bool = True, narrow: bool = False,
              design: Design = STANDARD, visible: tuple[float, float] | None = None) -> None:
    """A face-up card: corners (rank and suit, the bottom one turned around), pips or
    a framed court letter.  ``full=False`` draws only what a covering card leaves
    visible (the top corner); ``narrow``: that part is a strip on the left;
    ``visible``: its (width, height), which a large-print corner fits into."""
    r = w * 0.07
    colour = design.colour(card)
    symbol = SUIT_SYMBOLS.get(card.suit, "?")
    rank = _rank_text(card, lang)
    if shadow:
        out.append(("rect", x + 1, y + 1.5, w, h, r, SHADOW, None, 0, None))
    edge, edge_width = design.edge
    out.append(("rect", x, y, w, h, r, FACE, edge, edge_width, None))
    out.append(("note", str(card)))
    if design.large_print:
        _large_face(out, card, x, y, w, h, rank, symbol, colour, full, narrow, visible or (w, h))
        return
    size = w * 0.2
    cy = y + h * 0.095
    if narrow:
        size = min(size, w * 0.2 if len(rank) == 1 else w * 0.15)
        out.append(("text", x + w * 0.04, cy, rank, size, colour, "left", True, False))
        out.append(("text", x + w * 0.05, cy + size * 1.05, symbol, size * 0.9, colour, "left", False,
                    False))
        return
    out.append(("text", x + w * 0.07, cy, rank, size, colour, "left", True, False))
    rank_w = _rank_width(rank, size)
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


LARGE_INDEX = 0.32        # large print: corner rank size, in card widths


def _large_face(out: list[tuple], card: Card, x: float, y: float, w: float, h: float, rank: str,
                symbol: str, colour: str, full: bool, narrow: bool,
                visible: tuple[float, float]) -> None:
    """Large print: a corner index a third of the card wide (smaller only where the
    covering card leaves less room), one big mark in the middle."""
    vis_w, vis_h = visible
    pad = w * 0.05
    if narrow:  # a sideways fan: rank above suit in the strip left visible
        size = max(w * 0.12, min(w * LARGE_INDEX, (min(vis_w, w) - pad * 1.2) / _rank_width(rank, 1.0)))
        out.append(("text", x + pad * 0.6, y + pad + size * 0.5, rank, size, colour, "left", True,
                    False))
        out.append(("text", x + pad * 0.6, y + pad + size * 1.45, symbol, size * 0.95, colour, "left",
                    False, False))
        return
    size = max(w * 0.14, min(w * LARGE_INDEX, min(vis_h, h) - pad * 1.4))
    rank_w = _rank_width(rank, size)
    cy = y + pad * 0.6 + size * 0.5
    out.append(("text", x + pad, cy, rank, size, colour, "left", True, False))
    out.append(("text", x + pad * 1.4 + rank_w, cy, symbol, size * 0.95, colour, "left", False, False))
    if not full:
        return
    by = y + h - (cy - y)
    out.append(("text", x + w - pad, by, rank, size, colour, "left", True, True))
    out.append(("text", x + w - pad * 1.4 - rank_w, by, symbol, size * 0.95, colour, "left", False,
                True))
    top, bottom = y + pad + size * 1.15, y + h - pad - size * 1.15   # the room between the corners
    mid = (top + bottom) / 2
    if 11 <= card.rank <= 13:
        fw, fh = w * 0.76, bottom - top
        out.append(("rect", x + (w - fw) / 2, top, fw, fh, w * 0.05, COURT, colour, 2.5, None))
        letter = min(fh * 0.8, w * 0.42)
        out.append(("text", x + w / 2 - letter * 0.42, mid, rank, letter, colour, "center", True, False))
        out.append(("text", x + w / 2 + letter * 0.5, mid, symbol, letter * 0.8, colour, "center",
                    False, False))
    else:
        mark = "★" if card.rank == 0 else symbol
        out.append(("text", x + w / 2, mid, mark, min(w * 0.62, (bottom - top) * 1.05), colour,
                    "center", False, False))


def draw_empty(out: list[tuple], x: float, y: float, w: float, h: float, label: str | None,
               design: Design = STANDARD) -> None:
    """An empty pile: dashed outline, and ``label`` inside (see
    :func:`~solitaire_nb.table.pile_labels.empty_label`): a rank large, a word smaller."""
    r = w * 0.07
    large = design.large_print
    out.append(("rect", x + 2, y + 2, w - 4, h - 4, r, EMPTY_FILL, EMPTY_EDGE, 3.0 if large else 2.0,
                (7, 5)))
    if not label:
        return
    size = w * (0.34 if len(label) <= 2 else 0.17 if large else 0.13)
    room = w * (0.84 if large else 0.86)
    while text_width(label, size, large) > room and size > 7:
        size *= 0.9
    out.append(("text", x + w / 2, y + h / 2, label, size, EMPTY_TEXT, "center", large, False))


SPRITE_MARGIN = 1.0   # logical pixels around a card's picture: its outline and shadow spill over


def card_key(card: Card, w: float, h: float, lang: str, design: Design = STANDARD, full: bool = True,
             shadow: bool = True, narrow: bool = False,
             visible: tuple[float, float] | None = None) -> tuple:
    """The key of a card's picture (:func:`sprite_items`): a face as the arguments of
    :func:`draw_face` would draw it, a face-down card as its back."""
    if not card.face_up:
        return ("back", w, h, design)
    return ("face", card, w, h, lang, full, shadow, narrow, design, visible)


def sprite_size(key: tuple) -> tuple[float, float]:
    """The logical size of the picture of ``key`` (see :func:`sprite_items`)."""
    w, h = key[2:4] if key[0] == "face" else key[1:3]
    return (w + 3 * SPRITE_MARGIN, h + 3.5 * SPRITE_MARGIN)


def sprite_items(key: tuple) -> list[tuple]:
    """The display list of one card's picture, drawn at (SPRITE_MARGIN, SPRITE_MARGIN):
    ``("face", card, w, h, lang, full, shadow, narrow, design, visible)`` (``visible``:
    the (width, height) left in sight, or None for all of it) or ``("back", w, h, design)``."""
    out: list[tuple] = []
    m = SPRITE_MARGIN
    if key[0] == "face":
        _, card, w, h, lang, full, shadow, narrow, design, visible = key
        draw_face(out, card, m, m, w, h, lang, full=full, shadow=shadow, narrow=narrow, design=design,
                  visible=visible)
    else:
        _, w, h, design = key
        draw_back(out, m, m, w, h, design=design)
    return out
