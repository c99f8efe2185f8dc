"""The table of the game declared in :mod:`solitaire_nb.games.osmosis`."""

from __future__ import annotations

from ..layout import Gap, Piles, Row, TableLayout


def osmosis_layout(draw: int) -> TableLayout:
    """AisleRiot's table: each reserve fanned to the right with its foundation, also fanned
    (every card shows), on the same line; the stock and the waste below."""
    waste = Piles("waste", "right", 3) if draw == 3 else Piles("waste")
    lines = Row((Piles("reserve", "right", 0, direction="column", span=2.2), Gap(0.6),
                 Piles("foundation", "right", 0, direction="column", span=4.5)))
    return TableLayout((lines, Row((Piles("stock"), waste))))


def layout(draw: int = 1, **_options: object) -> TableLayout:
    return osmosis_layout(draw)
