"""The table as SVG (``game._repr_svg_()``), drawn from the same display list as
the interactive table (:mod:`solitaire_nb.table.drawing`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from html import escape

from ..engine import display
from ..engine.game import Game
from ..text.language import resolve_lang
from .cards import FONT, STANDARD, Design
from .geometry import Geometry
from .layout import DEFAULT_WIDTH, compute
from .scene import View, build_scene

#: What a picture highlights: a pile id (its movable cards) or ``(pile_id, count)``.
Selection = str | tuple[str, int | None]


def _colour(value: str | None) -> tuple[str, float | None]:
    """(colour, opacity) for SVG from "#rrggbb" or "#rrggbbaa"."""
    if not value:
        return "none", None
    if len(value) == 9:
        return value[:7], round(int(value[7:], 16) / 255, 3)
    return value, None


def _paint(fill: str | None, stroke: str | None, lw: float, dash: Sequence[float] | None) -> str:
    parts = []
    colour, alpha = _colour(fill)
    parts.append(f'fill="{colour}"')
    if alpha is not None:
        parts.append(f'fill-opacity="{alpha}"')
    if stroke and lw:
        colour, alpha = _colour(stroke)
        parts.append(f'stroke="{colour}" stroke-width="{lw:g}"')
        if alpha is not None:
            parts.append(f'stroke-opacity="{alpha}"')
        if dash:
            parts.append(f'stroke-dasharray="{",".join(f"{d:g}" for d in dash)}"')
    return " ".join(parts)


def _n(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


_ANCHOR = {"left": "start", "center": "middle", "right": "end"}


def scene_svg(items: Iterable[tuple], width: float, height: float, title: str = "", desc: str = "") -> str:
    """SVG text of a display list."""
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(width)}" height="{_n(height)}" '
           f'viewBox="0 0 {_n(width)} {_n(height)}" font-family="{FONT}" role="img">']
    if title:
        out.append(f"<title>{escape(title)}</title>")
    if desc:
        out.append(f"<desc>{escape(desc)}</desc>")
    for item in items:
        kind = item[0]
        if kind == "rect":
            _, x, y, w, h, r, fill, stroke, lw, dash = item
            out.append(f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" '
                       f'rx="{_n(r)}" {_paint(fill, stroke, lw, dash)}/>')
        elif kind == "lines":
            _, segments, stroke, lw = item
            d = "".join(f"M{_n(a)} {_n(b)}L{_n(c)} {_n(e)}" for a, b, c, e in segments)
            out.append(f'<path d="{d}" {_paint(None, stroke, lw, None)}/>')
        elif kind == "poly":
            _, points, fill, stroke, lw = item
            pts = " ".join(f"{_n(x)},{_n(y)}" for x, y in points)
            out.append(f'<polygon points="{pts}" {_paint(fill, stroke, lw, None)}/>')
        elif kind == "circle":
            _, cx, cy, r, fill, stroke, lw = item
            out.append(f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}" '
                       f'{_paint(fill, stroke, lw, None)}/>')
        elif kind == "text":
            _, x, y, text, size, fill, align, bold, rotated = item
            colour, alpha = _colour(fill)
            extra = f' fill-opacity="{alpha}"' if alpha is not None else ""
            if bold:
                extra += ' font-weight="bold"'
            if rotated:
                extra += f' transform="rotate(180 {_n(x)} {_n(y)})"'
            out.append(f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" fill="{colour}"'
                       f' text-anchor="{_ANCHOR[align]}" dominant-baseline="central"{extra}>'
                       f"{escape(text)}</text>")
        elif kind == "note":
            out.append(f'<g class="card" data-card="{escape(item[1])}"/>')
    out.append("</svg>")
    return "\n".join(out)


def static_view(game: Game, select: Selection | None = None, lang: str | None = None,
                design: Design = STANDARD, labels: bool = False) -> View:
    """The view of a static picture: ``select`` = pile id or (pile id, count); ``labels``:
    each pile's code on a tag."""
    view = View(lang=resolve_lang(lang), design=design, labels=labels)
    if select is not None:
        if isinstance(select, str):
            pile_id, count = select, None
        else:
            pile_id, count = select
        if count is None:
            counts = game.movable_counts(pile_id)
            count = counts[0] if counts else 1
        view.selection = (pile_id, count)
        view.targets = tuple(game.targets(pile_id, count))
    return view


def game_scene(game: Game, select: Selection | None = None, lang: str | None = None,
               width: float = DEFAULT_WIDTH, design: Design = STANDARD,
               labels: bool = False) -> tuple[Geometry, list[tuple]]:
    geometry = compute(game, width)
    return geometry, build_scene(game, geometry, static_view(game, select, lang, design, labels))


def game_svg(game: Game, select: Selection | None = None, lang: str | None = None,
             width: float = DEFAULT_WIDTH, design: Design = STANDARD) -> str:
    """SVG picture of the position; ``select=(pile_id, count)`` highlights that
    selection and its legal destinations; ``design``: large print, four colours."""
    lang = resolve_lang(lang)
    geometry, items = game_scene(game, select, lang, width, design)
    title = game.title(lang) + (f" — {game.deal}" if game.deal is not None else "")
    return scene_svg(items, geometry.width, geometry.height, title, game.to_text(history=False))


display.set_svg_maker(game_svg)
