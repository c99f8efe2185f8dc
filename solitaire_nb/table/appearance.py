"""How the table looks: the size of the cards, large print, a four-colour deck.

These are settings of the table, not of the game: they change how the cards are
drawn (on the table and in its SVG and PNG copies), never the position.  Their
controls sit at the end of the table's menu, labelled in the table's language.
"""

from __future__ import annotations

from numbers import Real
from typing import Any

import ipywidgets as w

from ..engine.game import Game
from ..text.phrases import get
from .cards import Design
from .layout import compute
from .sizes import CARD_SIZES, check_card_size, css_widths, table_width

#: The phrase naming each card size in the size menu.
SIZE_WORDS = {"small": "table.size_small", "medium": "table.size_medium", "large": "table.size_large",
              "extra_large": "table.size_extra_large"}


def check_width(width: object) -> float | None:
    """A fixed logical width for the table (None: the card size decides)."""
    if width is None:
        return None
    if isinstance(width, bool) or not isinstance(width, Real) or not width > 0:
        raise ValueError(f"width must be a positive number of pixels (or None), not {width!r}")
    return float(width)


class Appearance:
    """The card size, large print and four colours of a table, and their controls."""

    # provided by the table
    game: Any
    lang: str
    scale: float
    canvas: Any
    geometry: Any
    table_width: float
    _cards_drawn: tuple | None

    def _init_appearance(self, card_size: str, design: Design, width: float | None) -> None:
        self.card_size = card_size
        self.design = design
        self._fixed_width = width
        tall = w.Layout(width="auto")
        self._size_menu = w.Dropdown(options=self._size_options(), value=card_size, layout=tall,
                                     style={"description_width": "initial"})
        self._size_menu.observe(self._on_size_menu, "value")
        self._print_toggle = w.ToggleButton(value=design.large_print, icon="text-height", layout=tall)
        self._print_toggle.observe(lambda change: self.set_design(large_print=change["new"]), "value")
        self._colours_toggle = w.ToggleButton(value=design.four_colours, icon="tint", layout=tall)
        self._colours_toggle.observe(lambda change: self.set_design(four_colours=change["new"]), "value")
        self._appearance_box = w.HBox([self._size_menu, self._print_toggle, self._colours_toggle],
                                      layout=w.Layout(flex_flow="row wrap", align_items="center"))
        # the canvas is as wide as the output area (its cards shrink to fit, see sizes.py); only a
        # notebook too narrow for readable cards scrolls the table sideways (the buttons stay in view)
        self.canvas.layout.margin = "0"
        self._scroller = w.Box([self.canvas], layout=w.Layout(width="100%", overflow="auto"))

    def _size_options(self) -> list[tuple[str, str]]:
        return [(get(SIZE_WORDS[name]).text(self.lang), name) for name in CARD_SIZES]

    def _relabel_appearance(self) -> None:
        lang = self.lang
        menu = self._size_menu
        value = menu.value
        menu.unobserve(self._on_size_menu, "value")
        menu.options = self._size_options()
        menu.value = value
        menu.observe(self._on_size_menu, "value")
        menu.description = get("table.card_size").text(lang)
        menu.tooltip = get("table.card_size_tip").text(lang)
        self._print_toggle.description = get("table.large_print").text(lang)
        self._print_toggle.tooltip = get("table.large_print_tip").text(lang)
        self._colours_toggle.description = get("table.four_colours").text(lang)
        self._colours_toggle.tooltip = get("table.four_colours_tip").text(lang)

    def _on_size_menu(self, change: dict) -> None:
        self.set_card_size(change["new"])

    def _fit_table(self, game: Game, grow: bool = False) -> None:
        """Lay out ``game`` at the table's card size (or fixed width) and size the canvas:
        as many pixels as the layout needs, shown between its narrowest and widest.
        ``grow``: the same deal goes on, so the felt may grow (a column needs more room)
        but never shrinks (the table does not jump as you play)."""
        least = self.geometry.height if grow and self.geometry is not None else 0.0
        self.table_width = self._fixed_width or table_width(game, self.card_size)
        self.geometry = compute(game, self.table_width, least_height=least)
        height = int(round(self.geometry.height * self.scale))
        width = int(round(self.table_width * self.scale))
        if (self.canvas.height, self.canvas.width) != (height, width):
            self.canvas.height, self.canvas.width = height, width
            self._cards_drawn = None        # a resized canvas is blank
        narrowest, widest = css_widths(self.geometry, self.card_size)
        self.canvas.layout.min_width = f"{narrowest}px"
        self.canvas.layout.max_width = f"{widest}px"

    def set_card_size(self, size: str) -> None:
        """Draw the cards ``"small"``, ``"medium"``, ``"large"`` or ``"extra_large"``
        (a table given a fixed ``width`` then follows the card size instead)."""
        size = check_card_size(size)
        if size == self.card_size and self._fixed_width is None:
            return
        self.card_size = size
        self._fixed_width = None
        if self._size_menu.value != size:
            self._size_menu.value = size
        self._fit_table(self.game)
        self.redraw()

    def set_design(self, large_print: bool | None = None, four_colours: bool | None = None) -> None:
        """Turn large print and the four-colour deck on or off (None: leave as is)."""
        design = Design(self.design.large_print if large_print is None else large_print,
                        self.design.four_colours if four_colours is None else four_colours)
        if design == self.design:
            return
        self.design = design
        self._print_toggle.value = design.large_print
        self._colours_toggle.value = design.four_colours
        self.redraw()

    # the table's side
    def redraw(self) -> None:
        raise NotImplementedError
