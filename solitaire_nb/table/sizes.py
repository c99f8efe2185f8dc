"""How big the cards are on screen.

A table is laid out in logical pixels (:mod:`solitaire_nb.table.layout`).  With a
*card size* (``"small"``, ``"medium"``, ``"large"``, ``"extra_large"``) the table is
as wide as that card width needs for the game's columns, and one logical pixel is
at most one CSS pixel on screen: the size is how big the cards are *at most*.  The
browser shows the table as wide as the notebook's output area (measured there, again
whenever the window is resized), so in a narrower notebook the cards shrink to fit:
:func:`card_width_for` says how wide they come out.  They never shrink below
:data:`READABLE` CSS pixels, a width whose corner indexes still read well; only a
notebook narrower than that (narrower than JupyterLab gives on a 1024-pixel screen with
its file browser open, even for the thirteen columns of Gaps or Diamond Mine) scrolls the
table sideways.

Pure Python: no widget import here.
"""

from __future__ import annotations

from ..engine.position import Position
from .geometry import Geometry
from .layout import H_GAP, TableLayout, layout_for

#: Card width (logical pixels, the largest it shows in CSS pixels) of each card size.
CARD_SIZES = {"small": 78.0, "medium": 104.0, "large": 130.0, "extra_large": 156.0}
#: The narrowest (CSS pixels) a card shrinks to fit the notebook, whatever its size.
READABLE = 38.0
DEFAULT_CARD_SIZE = "medium"


def check_card_size(size: object) -> str:
    """``size`` if it names a card size, else a ValueError listing the sizes."""
    if not isinstance(size, str) or size not in CARD_SIZES:
        raise ValueError(f"unknown card size {size!r}: choose one of "
                         f"{', '.join(repr(name) for name in CARD_SIZES)}")
    return size


def table_width(game: Position, size: str = DEFAULT_CARD_SIZE, layout: TableLayout | None = None) -> float:
    """The logical width of the table of ``game`` whose cards are ``size``."""
    card_w = CARD_SIZES[check_card_size(size)]
    layout = layout or layout_for(game)
    columns = max(layout.columns(game), 1.0)
    # the inverse of layout.compute: columns of one card and its gap, and a margin on each side
    return round(card_w * (columns * (1 + H_GAP) + H_GAP), 1)


def min_card_width(size: str = DEFAULT_CARD_SIZE) -> float:
    """The narrowest (CSS pixels) a card of ``size`` is shown: :data:`READABLE`."""
    return min(READABLE, CARD_SIZES[check_card_size(size)])


def card_width_for(game: Position, available: float, size: str = DEFAULT_CARD_SIZE,
                   layout: TableLayout | None = None) -> float:
    """The width (CSS pixels) of the cards of ``game`` shown in an output area ``available``
    CSS pixels wide: the table fills the width, its cards at most ``size`` and at least
    :func:`min_card_width` (narrower than that, the table scrolls sideways)."""
    layout = layout or layout_for(game)
    columns = max(layout.columns(game), 1.0)
    fitted = available / (columns * (1 + H_GAP) + H_GAP)
    return min(CARD_SIZES[check_card_size(size)], max(min_card_width(size), fitted))


def css_widths(geometry: Geometry, size: str = DEFAULT_CARD_SIZE) -> tuple[float, float]:
    """(narrowest, widest) the table of ``geometry`` is shown, in CSS pixels: the
    widest is one CSS pixel per logical pixel, the narrowest keeps each card at
    least :func:`min_card_width` wide (a table laid out at a fixed width whose cards
    are smaller is drawn larger)."""
    narrowest = geometry.width * min_card_width(size) / geometry.card_w
    return round(narrowest), round(max(geometry.width, narrowest))
