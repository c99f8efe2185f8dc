"""The table as a display list: a few drawing primitives, built once per redraw.

:func:`build_scene` turns a game, its :class:`~solitaire_nb.table.geometry.Geometry`
and a :class:`View` (selection, highlights, drag, peek, language) into a list
of plain tuples.  Three backends paint the same list: the interactive canvas
(:mod:`solitaire_nb.table.widget`), SVG (:mod:`solitaire_nb.table.svg`) and PNG
(:mod:`solitaire_nb.table.png`).  Pure Python: no widget import here.

Primitives (coordinates in logical pixels, colours ``"#rrggbb"`` or ``"#rrggbbaa"``):

* ``("rect", x, y, w, h, radius, fill, stroke, line_width, dash)``
* ``("lines", [(x1, y1, x2, y2), ...], stroke, line_width)``
* ``("poly", [(x, y), ...], fill, stroke, line_width)``
* ``("circle", cx, cy, r, fill, stroke, line_width)``
* ``("text", x, y, text, size, fill, align, bold, rotated)`` — vertically
  centred on y; ``align`` is ``"left"``, ``"center"`` or ``"right"``; ``rotated``
  turns it half a turn around (x, y).
* ``("note", text)`` — draws nothing: the SVG keeps it (e.g. the card code).
* ``("sprite", key, x, y)`` — only when ``View.sprites``: a card whose picture
  :func:`~solitaire_nb.table.cards.sprite_items` draws once, copied with its
  top-left corner at (x, y) (the interactive table keeps such pictures).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine.game import Game
from ..engine.pile import Pile
from ..rules.cards import Card
from ..rules.roles import Role
from ..text.language import resolve_lang
from .cards import (
    BACK,
    BACK_EDGE,
    BADGE,
    EMPTY_TEXT,
    FACE,
    FACE_EDGE,
    FELT,
    FELT_EDGE,
    HINT,
    HINT_DARK,
    HINT_GLOW,
    MOVABLE,
    SELECT,
    SELECT_GLOW,
    STANDARD,
    TARGET,
    TARGET_DARK,
    Design,
    Rect,
    card_key,
    draw_back,
    draw_empty,
    draw_face,
    text_width,
)
from .geometry import Geometry
from .pile_labels import empty_label, game_notes


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
    sprites: bool = False                    # cards as ("sprite", key, x, y): pictures drawn once
    cursor: tuple | None = None              # (pile_id, index or None): the keyboard cursor
    design: Design = STANDARD                # large print, four colours
    labels: bool = False                     # each pile's code (t3, w, f1) on a tag
    extra: dict = field(default_factory=dict)


def _badge(out: list[tuple], x: float, y: float, text: str, w: float, large: bool = False,
           room: float | None = None) -> None:
    """A pile's count, centred on ``x`` just under ``y`` (its card's bottom edge): in the gap
    below the card (``room`` high at most), off every card."""
    size = max(9.0, w * (0.16 if large else 0.12))
    if room is not None:
        size = max(7.0, min(size, room / 1.5))
    bw = max(size * 1.8, text_width(text, size, True) + size)
    bh = size * 1.5
    y += bh / 2 + 1
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


# The marks differ by their outline and badge as well as by colour, so that no colour
# vision is needed to tell them apart: a legal destination has a double dashed outline
# and a check mark, the selection one solid outline and a glow, the hint thick corner
# brackets and a question mark, a card that can move a dotted outline and an arrow.
TARGET_DASH = (10, 5)
MOVABLE_DASH = (2, 4)
HINT_EDGE = "#00000070"


def _disc(out: list[tuple], x: float, y: float, w: float, fill: str, ring: str, text: str, ink: str,
          size: float = 1.35) -> None:
    """A round badge centred on (x, y) with a sign in it."""
    br = max(8.0, w * 0.11)
    out.append(("circle", x, y, br, fill, ring, 1.5))
    out.append(("text", x, y + br * 0.05, text, br * size, ink, "center", True, False))


def target_mark(out: list[tuple], rect: Rect, w: float) -> None:
    """A legal destination: thick dashed double outline and a check-mark badge."""
    r = w * 0.09
    x, y, rw, rh = _inflate(rect, 3)
    out.append(("rect", x, y, rw, rh, r, TARGET + "22", TARGET, 4.0, TARGET_DASH))
    x, y, rw, rh = _inflate(rect, 7)
    out.append(("rect", x, y, rw, rh, r + 4, None, TARGET, 2.0, TARGET_DASH))
    _disc(out, rect[0] + rect[2] - 2, rect[1] + 2, w, TARGET, TARGET_DARK, "✓", TARGET_DARK)


def selection_mark(out: list[tuple], rect: Rect, w: float, colour: str = SELECT, glow: str = SELECT_GLOW,
                   badge: str | None = None) -> None:
    """Selected cards: a glow and a solid outline (another colour and a badge if asked)."""
    r = w * 0.09
    x, y, rw, rh = _inflate(rect, 5)
    out.append(("rect", x, y, rw, rh, r + 3, None, glow, 8.0, None))
    x, y, rw, rh = _inflate(rect, 2)
    out.append(("rect", x, y, rw, rh, r, None, colour, 3.0, None))
    if badge:
        _disc(out, rect[0] + 2, rect[1] + 2, w, colour, "#ffffff", badge, "#ffffff", 1.2)


def _brackets(rect: Rect, arm: float, reach: float) -> list[tuple[float, float, float, float]]:
    """The four corners of ``rect`` as pairs of segments ``arm`` long, each segment
    running ``reach`` past its corner (so that thick lines meet without a notch)."""
    x, y, w, h = rect
    out = []
    for cx, sx in ((x, 1), (x + w, -1)):
        for cy, sy in ((y, 1), (y + h, -1)):
            out.append((cx - sx * reach, cy, cx + sx * arm, cy))
            out.append((cx, cy - sy * reach, cx, cy + sy * arm))
    return out


def hint_mark(out: list[tuple], rect: Rect, w: float) -> None:
    """The cards the hint would move: thick corner brackets and a question mark."""
    box = _inflate(rect, 4)
    arm = min(box[2], box[3]) * 0.3
    out.append(("lines", _brackets(box, arm + 1.5, 4.0), HINT_EDGE, 8.0))
    out.append(("lines", _brackets(box, arm, 2.25), HINT, 4.5))
    _disc(out, box[0], box[1], w, HINT, HINT_DARK, "?", HINT_DARK, 1.3)


def cursor_mark(out: list[tuple], rect: Rect, w: float) -> None:
    """The keyboard cursor: four white corner brackets outlined in black, just outside ``rect``."""
    x, y, rw, rh = _inflate(rect, 7)
    arm, t = w * 0.28, max(4.0, w * 0.06)
    for cx, cy, dx, dy in ((x, y, 1, 1), (x + rw, y, -1, 1), (x, y + rh, 1, -1), (x + rw, y + rh, -1, -1)):
        points = [(cx, cy), (cx + dx * arm, cy), (cx + dx * arm, cy + dy * t), (cx + dx * t, cy + dy * t),
                  (cx + dx * t, cy + dy * arm), (cx, cy + dy * arm)]
        out.append(("poly", points, "#ffffff", "#000000", 2.0))


def _draw_cursor(out: list[tuple], game: Game, geometry: Geometry, cursor: tuple | None) -> None:
    """The cursor around its card and the cards on it (a fanned pile), or the empty pile."""
    if cursor is None or cursor[0] not in geometry.spots:
        return
    pile_id, index = cursor
    rects = geometry.card_rects(game.pile(pile_id))
    rect = geometry.base_rect(pile_id) if index is None or not rects else _union(rects[index:])
    cursor_mark(out, rect, geometry.card_w)


def movable_mark(out: list[tuple], rect: Rect, w: float) -> None:
    """A card that can move now: dotted white outline and a small arrow on its top edge."""
    x, y, rw, rh = _inflate(rect, 2)
    out.append(("rect", x, y, rw, rh, w * 0.08, None, MOVABLE, 2.0, MOVABLE_DASH))
    ax, ay = rect[0] + rect[2] / 2, rect[1] + 2
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
                     h: float, lang: str, stacked: bool, design: Design = STANDARD,
                     sprites: bool = False) -> None:
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
            look = (vw >= w * 0.6 and vh >= h * 0.6, i == 0 or vh >= h * 0.6 or vw < w, vw < w * 0.5)
            if sprites:   # large print sizes the corner to the part left visible
                seen = (round(vw, 1), round(vh, 1)) if design.large_print else None
                out.append(("sprite", card_key(card, w, h, lang, design, *look, seen), x, y))
            else:
                full, shadow, narrow = look
                draw_face(out, card, x, y, w, h, lang, full=full, shadow=shadow, narrow=narrow,
                          design=design, visible=(vw, vh))
        elif sprites:
            out.append(("sprite", card_key(card, w, h, lang, design), x, y))
        else:
            draw_back(out, x, y, w, h, vw, vh, design)


def build_scene(game: Game, geometry: Geometry, view: View | None = None) -> list[tuple]:
    """The display list of the whole table: :func:`build_cards` under :func:`build_marks`."""
    view = view or View()
    return build_cards(game, geometry, view) + build_marks(game, geometry, view)


def cards_key(game: Game, view: View) -> tuple:
    """Everything :func:`build_cards` draws from, as a value that compares equal when
    the cards layer would come out the same: the cards of every pile (cards are
    immutable), the redeals left (the empty stock's redeal sign), the language and
    the cards lifted by a drag (they leave their pile for the marks layer), and the
    card design."""
    drag = view.drag
    return (tuple(tuple(pile.cards) for pile in game.piles), game.redeals_left,
            resolve_lang(view.lang), view.design, (drag[0], drag[1]) if drag else None)


def build_cards(game: Game, geometry: Geometry, view: View | None = None) -> list[tuple]:
    """The felt and the cards lying on it (without the cards a drag has lifted):
    what changes only when cards move."""
    view = view or View()
    lang = resolve_lang(view.lang)
    w, h = geometry.card_w, geometry.card_h
    out: list = [("rect", 0, 0, geometry.width, geometry.height, 0, FELT, None, 0, None),
                 ("rect", 3, 3, geometry.width - 6, geometry.height - 6, 10, None, FELT_EDGE, 3.0,
                  None)]
    drag = view.drag
    badges = []
    for pile in game.piles:
        spot = geometry.spots.get(pile.id)
        if spot is None:
            continue
        cards = pile.cards
        if drag and drag[0] == pile.id:
            cards = cards[:-drag[1]]
        bx, by = spot.x, spot.y
        if not cards:
            label = empty_label(game, pile, lang)
            if pile.role == Role.STOCK:
                draw_empty(out, bx, by, w, h, label, view.design)
                redeal = game.deal_action()
                if redeal is not None and redeal.kind.written == "redeal":  # a click: the waste turned over
                    out.append(("text", bx + w / 2, by + h * 0.72, "↻", w * 0.32, EMPTY_TEXT,
                                "center", True, False))
            elif spot.outline:
                draw_empty(out, bx, by, w, h, label, view.design)
            continue
        rects = geometry.card_rects(pile)[:len(cards)]
        stacked = not spot.fanned
        _draw_pile_cards(out, pile, cards, rects, w, h, lang, stacked, view.design, view.sprites)
        if stacked and (pile.role in (Role.STOCK, Role.WASTE, Role.FOUNDATION) or len(cards) > 1):
            badges.append((bx + w / 2, by + h, str(len(cards))))
    for x, y, text in badges:
        _badge(out, x, y, text, w, view.design.large_print, geometry.metrics.v_gap - 2)
    size = w * (0.2 if view.design.large_print else 0.16)
    for x, y, text in game_notes(game, geometry, lang):     # the Clock's hours, Poker's scores
        out.append(("text", x, y, text, size, NOTE, "center", True, False))
    return out


def build_marks(game: Game, geometry: Geometry, view: View | None = None) -> list[tuple]:
    """What lies over the cards and changes without them: movable cards, the hint, the
    legal destinations, the selection, the cards lifted by a drag and a peeked card."""
    view = view or View()
    lang = resolve_lang(view.lang)
    w, h = geometry.card_w, geometry.card_h
    out: list = []
    drag = view.drag
    lifted = None
    if drag:
        pile = game.pile(drag[0])
        lifted = (pile, pile.cards[-drag[1]:], geometry.card_rects(pile)[-drag[1]:])

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
        hint_mark(out, cards_rect(hint.source, hint.count), w)
        target_mark(out, landing_rect(hint.target), w)
    elif hint is not None:
        hint_mark(out, cards_rect("stock", 1) if "stock" in geometry.spots
                  else cards_rect(hint.source, 1), w)
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
        _draw_pile_cards(out, pile, cards, moved, w, h, lang, False, view.design, view.sprites)
        selection_mark(out, _union(moved), w)
    if view.peek is not None:
        pile_id, index = view.peek
        pile = game.pile(pile_id)
        if 0 <= index < len(pile.cards) and pile.cards[index].face_up:
            x, y, _, _ = geometry.card_rects(pile)[index]
            x, y = x + 4, y - h * 0.08
            out.append(("rect", x + 4, y + 7, w, h, w * 0.07, "#00000055", None, 0, None))
            draw_face(out, pile.cards[index], x, y, w, h, lang, full=True, design=view.design)
            selection_mark(out, (x, y, w, h), w, HINT, HINT_GLOW)
    _draw_cursor(out, game, geometry, view.cursor)
    if view.labels:
        _draw_labels(out, game, geometry, view.design.large_print)
    return out


NOTE = "#fffde7"       # a game's notes on the felt (the Clock's hours...)
LABEL = "#1d3557e6"   # the tags naming piles: dark blue, apart from the count badges' black


def _draw_labels(out: list[tuple], game: Game, geometry: Geometry, large: bool) -> None:
    """Each pile's code in the move notation (``t3``, ``w``, ``f1``) on a tag at the top right
    of its top card (of its place when empty), clear of the card's corner index: the name an
    answer may give it."""
    w = geometry.card_w
    size = max(9.0, w * (0.15 if large else 0.12))
    for pile in game.piles:
        if pile.id not in geometry.spots:
            continue
        rects = geometry.card_rects(pile)[:len(pile.cards)]
        x, y, cw, _ = rects[-1] if rects else geometry.base_rect(pile.id)
        text = game.notation.pile_code(pile.id)
        tw = max(size * 1.6, text_width(text, size, True) + size * 0.8)
        th = size * 1.35
        cx, cy = x + cw - tw / 2 - w * 0.04, max(th / 2 + 1, y + th * 0.15)
        out.append(("rect", cx - tw / 2, cy - th / 2, tw, th, th * 0.3, LABEL, "#ffffffcc", 1.0, None))
        out.append(("text", cx, cy, text, size, "#ffffff", "center", True, False))
