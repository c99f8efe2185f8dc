"""How a game draws itself in Jupyter: the picture maker is installed by the table layer.

The engine never imports the table; :mod:`solitaire_nb.table.svg` installs its
SVG maker here when it is imported (``import solitaire_nb`` does), and
:meth:`Game._repr_svg_` calls it, so a game at the end of a notebook cell shows
its table as a picture.
"""

from __future__ import annotations

from collections.abc import Callable

from .position import Position

_svg_maker: Callable[[Position], str] | None = None


def set_svg_maker(maker: Callable[[Position], str]) -> None:
    """Install the function drawing a game as SVG."""
    global _svg_maker
    _svg_maker = maker


def svg(game: Position) -> str | None:
    """The game as SVG, or None when no picture maker is installed."""
    return None if _svg_maker is None else _svg_maker(game)
