"""The win celebration: the cards leave their piles one by one and bounce away across
the felt, each leaving a trail of copies of itself behind.

:func:`cascade` computes the frames.  Each frame is a display list of the
primitives of :mod:`solitaire_nb.table.scene`, drawn *over* the previous ones
(the canvas is never cleared between frames: that is what leaves the trails).
Pure Python, no widget import: the table plays the frames on its canvas
(:func:`solitaire_nb.table.canvas.play_celebration`), and a PNG of the first
``k`` frames over the table is ``scene + sum(frames[:k], [])``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.pile import Pile
from ..engine.position import Position
from ..rules.cards import Card
from ..rules.roles import Role
from ..text.language import resolve_lang
from .cards import FELT, STANDARD, Design, card_key, draw_back, draw_empty, draw_face
from .geometry import Geometry

FRAME_MS = 40          # milliseconds between two frames
LAUNCH_EVERY = 3       # frames between two cards leaving
LAUNCHES = 16          # cards that leave at most (the rest stay on their piles)
MAX_FRAMES = 62        # the celebration never lasts longer (62 * 40 ms: 2.5 s)
GRAVITY = 0.008        # downward pull per frame squared, in table heights
BOUNCE = 0.72          # share of the speed a card keeps when it bounces on the bottom edge
SPEED = (0.018, 0.032)  # horizontal speed per frame, in table widths
HOP = (0.0, 0.03)      # upward speed when a card leaves, in table heights per frame


def _snap(value: object) -> object:
    """Numbers to the nearest quarter of a logical pixel (exact in binary, so that the
    sums the painter makes stay short in the message), in tuples and lists too."""
    if isinstance(value, float):
        return round(value * 4) / 4
    if isinstance(value, (tuple, list)):
        return type(value)(_snap(v) for v in value)
    return value


@dataclass
class _Flight:
    card: Card
    x: float
    y: float
    vx: float
    vy: float


def launch_order(piles: Sequence[Pile]) -> list[tuple[Pile, int]]:
    """``(pile, index)`` of the cards in the order they leave: the top card of each
    pile in turn (the kings of the four foundations first), then the cards below."""
    order = []
    depth = max((len(p.cards) for p in piles), default=0)
    for k in range(1, depth + 1):
        order += [(pile, len(pile.cards) - k) for pile in piles if len(pile.cards) >= k]
    return order


def _draw_card(out: list[tuple], card: Card, x: float, y: float, w: float, h: float,
               lang: str, sprites: bool = False, design: Design = STANDARD) -> None:
    if sprites:   # the table's card pictures (see scene.View.sprites)
        out.append(("sprite", card_key(card, w, h, lang, design), _snap(x), _snap(y)))
    elif card.face_up:
        draw_face(out, card, x, y, w, h, lang, full=True, shadow=False, design=design)
    else:
        draw_back(out, x, y, w, h, design=design)


def _uncover(out: list[tuple], geometry: Geometry, pile: Pile, index: int, lang: str,
             sprites: bool, design: Design) -> None:
    """Erase the card leaving ``pile`` at ``index``; show the card under it (or the empty pile)."""
    rects = geometry.card_rects(pile)
    x, y, w, h = rects[index]
    out.append(("rect", x - 1, y - 1, w + 4, h + 4, 0, FELT, None, 0, None))
    if index == 0:
        bx, by, bw, bh = geometry.base_rect(pile.id)
        draw_empty(out, bx, by, bw, bh, None, design)     # the outline: the won table comes back after
    else:
        _draw_card(out, pile.cards[index - 1], *rects[index - 1], lang, sprites, design)


def cascade(geometry: Geometry, piles: Sequence[Pile], lang: str | None = None, seed: int = 0,
            launches: int = LAUNCHES, max_frames: int = MAX_FRAMES, sprites: bool = False,
            design: Design = STANDARD) -> list[list[tuple]]:
    """The frames of the celebration of a table of ``geometry`` whose ``piles`` (the
    foundations, usually) hold the cards that leave.  Frame ``k`` draws where every
    card in flight is after ``k`` steps; the same ``seed`` gives the same frames.
    ``sprites``: cards as ``("sprite", key, x, y)`` items (the interactive table's
    pictures) instead of their drawing."""
    if launches < 0 or max_frames < 1:
        raise ValueError(f"a celebration needs launches >= 0 and max_frames >= 1, "
                         f"not launches={launches} and max_frames={max_frames}")
    for pile in piles:
        if pile.id not in geometry.spots:
            raise ValueError(f"pile {pile.id!r} is not on this table")
    lang = resolve_lang(lang)
    rng = random.Random(seed)
    width, height = geometry.width, geometry.height
    w, h = geometry.card_w, geometry.card_h
    floor = height - h
    gravity = GRAVITY * height
    waiting = launch_order(piles)[:launches]
    flying: list[_Flight] = []
    frames: list[list[tuple]] = []
    for k in range(max_frames):
        if not waiting and not flying:
            break
        out: list[tuple] = []
        if waiting and k % LAUNCH_EVERY == 0:
            pile, index = waiting.pop(0)
            x, y, _, _ = geometry.card_rects(pile)[index]
            _uncover(out, geometry, pile, index, lang, sprites, design)
            vx = rng.uniform(*SPEED) * width * rng.choice((-1, 1))
            flying.append(_Flight(pile.cards[index], x, y, vx, -rng.uniform(*HOP) * height))
        still = []
        for f in flying:
            _draw_card(out, f.card, f.x, f.y, w, h, lang, sprites, design)
            f.x += f.vx
            f.vy += gravity
            f.y += f.vy
            if f.y > floor:
                f.y = floor - (f.y - floor) * BOUNCE
                f.vy = -f.vy * BOUNCE
            if -w < f.x < width:
                still.append(f)
        flying = still
        frames.append([item if item[0] == "sprite" else _snap(item) for item in out if item[0] != "note"])
    return frames


def celebration_piles(game: Position) -> list[Pile]:
    """The piles whose cards cascade: the foundations holding cards, or, in a game won
    without foundations (Golf, Gaps...), every pile holding cards."""
    found = [p for p in game.piles if p.role == Role.FOUNDATION and p.cards]
    return found or [p for p in game.piles if p.cards]
