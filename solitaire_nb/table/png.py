"""The table as a PNG picture (Pillow), drawn from the same display list as the
interactive table: the fallback a notebook shows when widgets and SVG are not
trusted.  Drawn at twice the size and reduced, for smooth edges."""

from __future__ import annotations

import io
import math
import os
from collections.abc import Iterable, Sequence
from functools import cache
from typing import TYPE_CHECKING

from ..engine.game import Game
from .cards import STANDARD, Design
from .layout import DEFAULT_WIDTH

if TYPE_CHECKING:
    from PIL import Image, ImageDraw, ImageFont

    from .svg import Selection


def _font_paths() -> list[tuple[str, str]]:
    paths = []
    try:
        import matplotlib
        base = os.path.join(os.path.dirname(matplotlib.__file__), "mpl-data", "fonts", "ttf")
        paths.append((os.path.join(base, "DejaVuSans.ttf"), os.path.join(base, "DejaVuSans-Bold.ttf")))
    except ImportError:  # pragma: no cover
        pass
    base = "/usr/share/fonts/truetype/dejavu"
    paths.append((os.path.join(base, "DejaVuSans.ttf"), os.path.join(base, "DejaVuSans-Bold.ttf")))
    return paths


@cache
def _font(size: int, bold: bool) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    from PIL import ImageFont
    for regular, heavy in _font_paths():
        path = heavy if bold else regular
        if os.path.exists(path):
            return ImageFont.truetype(path, size)
    return ImageFont.load_default(size)


def _rgba(value: str | None) -> tuple[int, ...] | None:
    from PIL import ImageColor
    return ImageColor.getrgb(value) if value else None


def _round_rect_points(x: float, y: float, w: float, h: float, r: float,
                       steps: int = 6) -> list[tuple[float, float]]:
    r = max(0.0, min(r, w / 2, h / 2))
    pts = []
    corners = [(x + w - r, y + r, -90), (x + w - r, y + h - r, 0), (x + r, y + h - r, 90),
               (x + r, y + r, 180)]
    for cx, cy, start in corners:
        for i in range(steps + 1):
            a = math.radians(start + 90 * i / steps)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    pts.append(pts[0])
    return pts


def _dashed(draw: ImageDraw.ImageDraw, points: Sequence[tuple[float, float]],
            colour: tuple[int, ...] | None, width: int, dash: Sequence[float]) -> None:
    on, off = dash[0], dash[1] if len(dash) > 1 else dash[0]
    pos, drawing, left = 0.0, True, on
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        t = 0.0
        while seg > 0 and t < seg:
            step = min(left, seg - t)
            if drawing:
                a, b = t / seg, (t + step) / seg
                draw.line([(x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                           (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b)], fill=colour, width=width)
            t += step
            left -= step
            if left <= 1e-9:
                drawing = not drawing
                left = on if drawing else off
        pos += seg


def scene_image(items: Iterable[tuple], width: float, height: float, scale: float = 2.0,
                out_scale: float = 1.0) -> Image.Image:
    """A Pillow image of a display list."""
    from PIL import Image, ImageDraw
    s = scale
    image = Image.new("RGB", (max(1, round(width * s)), max(1, round(height * s))), "#000000")
    draw = ImageDraw.Draw(image, "RGBA")
    for item in items:
        kind = item[0]
        if kind == "rect":
            _, x, y, w, h, r, fill, stroke, lw, dash = item
            box = [x * s, y * s, (x + w) * s, (y + h) * s]
            if fill:
                draw.rounded_rectangle(box, radius=r * s, fill=_rgba(fill))
            if stroke and lw:
                width_px = max(1, round(lw * s))
                if dash:
                    pts = [(px * s, py * s) for px, py in _round_rect_points(x, y, w, h, r)]
                    _dashed(draw, pts, _rgba(stroke), width_px, [d * s for d in dash])
                else:
                    half = width_px / 2
                    draw.rounded_rectangle([box[0] - half + 0.5, box[1] - half + 0.5,
                                            box[2] + half - 0.5, box[3] + half - 0.5],
                                           radius=r * s + half, outline=_rgba(stroke), width=width_px)
        elif kind == "lines":
            _, segments, stroke, lw = item
            colour, width_px = _rgba(stroke), max(1, round(lw * s))
            for a, b, c, d in segments:
                draw.line([(a * s, b * s), (c * s, d * s)], fill=colour, width=width_px)
        elif kind == "poly":
            _, points, fill, stroke, lw = item
            pts = [(x * s, y * s) for x, y in points]
            draw.polygon(pts, fill=_rgba(fill), outline=_rgba(stroke) if stroke else None,
                         width=max(1, round(lw * s)) if stroke else 0)
        elif kind == "circle":
            _, cx, cy, r, fill, stroke, lw = item
            box = [(cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s]
            draw.ellipse(box, fill=_rgba(fill), outline=_rgba(stroke) if stroke else None,
                         width=max(1, round(lw * s)) if stroke else 0)
        elif kind == "text":
            _, x, y, text, size, fill, align, bold, rotated = item
            font = _font(max(1, round(size * s)), bool(bold))
            anchor = {"left": "lm", "center": "mm", "right": "rm"}[align]
            if not rotated:
                draw.text((x * s, y * s), text, fill=_rgba(fill), font=font, anchor=anchor)
            else:
                left, top, right, bottom = font.getbbox(text, anchor=anchor)
                pad = 2
                tw, th = right - left + 2 * pad, bottom - top + 2 * pad
                tmp = Image.new("RGBA", (int(tw) + 1, int(th) + 1), (0, 0, 0, 0))
                ImageDraw.Draw(tmp).text((pad - left, pad - top), text, fill=_rgba(fill), font=font,
                                         anchor=anchor)
                tmp = tmp.rotate(180)
                # the anchor point (pad - left, pad - top) lands at (W - (pad-left), H - (pad-top))
                ax = tmp.width - (pad - left)
                ay = tmp.height - (pad - top)
                image.paste(tmp, (round(x * s - ax), round(y * s - ay)), tmp)
    if out_scale != scale:
        image = image.resize((max(1, round(width * out_scale)), max(1, round(height * out_scale))),
                             Image.LANCZOS)
    return image


def scene_png(items: Iterable[tuple], width: float, height: float, out_scale: float = 1.0) -> bytes:
    """PNG bytes of a display list (``out_scale`` pixels per logical pixel)."""
    image = scene_image(items, width, height, scale=max(2.0, out_scale), out_scale=out_scale)
    buffer = io.BytesIO()
    # 256 adaptive colours are plenty for cards on felt and keep saved notebooks small.
    image = image.convert("RGB").quantize(colors=256, method=2, dither=0)
    image.save(buffer, format="PNG", optimize=True)
    return buffer.getvalue()


def game_png(game: Game, select: Selection | None = None, lang: str | None = None,
             width: float = DEFAULT_WIDTH, out_scale: float = 1.0, design: Design = STANDARD) -> bytes:
    """PNG picture of the position (same drawing as :func:`.svg.game_svg`)."""
    from .svg import game_scene
    geometry, items = game_scene(game, select, lang, width, design)
    return scene_png(items, geometry.width, geometry.height, out_scale)
