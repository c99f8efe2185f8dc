"""What the player is doing at the table, in one place.

The table's pointer (:class:`~solitaire_nb.table.pointer.Pointer`), keyboard
(:class:`~solitaire_nb.table.keys.Keys`), solver buttons
(:class:`~solitaire_nb.table.solving.Solving`) and controls all read and change the
same few things: the cards selected, a press or a drag under way, the last click (for
double-clicks), the keyboard cursor, the hint shown, a card peeked at, the message
line.  They live in one :class:`Interaction`, which the table hands to each of them,
so that no part keeps a copy and none reaches into another's private state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.hints import Hint, Plan
from ..engine.moves import Move
from ..text.phrases import Said


@dataclass
class Interaction:
    """The table's interaction state (the game itself is the table's, not this)."""

    #: (pile_id, count): the cards selected, their legal destinations lit up
    selection: tuple[str, int] | None = None
    #: the move the last hint marks
    hint_move: Move | None = None
    #: the hint shown last (its move, source and reason)
    last_hint: Hint | None = None
    #: a win the solver found: (the game it was found for, its plan)
    plan: tuple[Any, Plan] | None = None
    #: (pile_id, index): a covered face-up card shown on top for a moment
    peeked: tuple[str, int] | None = None
    #: (pile_id, depth): the keyboard cursor, ``depth`` cards from the pile's top
    cursor: tuple[str, int] | None = None
    #: light up every card that may move now
    show_movable: bool = False
    #: the message line above the cards (None: empty)
    message: Said | None = None
    #: a button press under way: where, when, what it may pick up
    press: dict[str, Any] | None = None
    #: cards being dragged: their pile, count and position
    drag: dict[str, Any] | None = None
    #: (time, pile_id, index) of the last click, to tell a double-click
    last_click: tuple[float, str, int | None] | None = None
    #: the win of the game shown is celebrated once
    won_shown: bool = False
    #: when the end-of-game panel may appear (after a celebration)
    panel_after: float = 0.0

    def clear_marks(self) -> None:
        """Forget the selection, the hint, the peeked card, a press and a drag."""
        self.selection = None
        self.hint_move = None
        self.peeked = None
        self.press = None
        self.drag = None
