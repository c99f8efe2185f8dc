"""The roles a pile plays on the table, as named values.

:class:`Role` is a ``str`` enum: ``Role.TABLEAU == "tableau"``, and a role is written
(``str``, f-strings, JSON) as its plain text, so positions and saved games read as
before.  A pile's ``role`` is one of these; the glossary words that name and explain
a role are the :class:`~solitaire_nb.rules.words.RoleWord` concepts (``group.role``),
whose ``kind`` is the matching :class:`Role`.
"""

from __future__ import annotations

from enum import Enum


class Role(str, Enum):
    """The role of a pile: stock, waste, foundation, tableau, reserve or free cell (a free
    cell's pile plays as a reserve: its ``role`` is :attr:`RESERVE`)."""

    STOCK = "stock"
    WASTE = "waste"
    FOUNDATION = "foundation"
    TABLEAU = "tableau"
    RESERVE = "reserve"
    FREE_CELL = "free_cell"

    def __str__(self) -> str:
        return self.value

    __hash__ = str.__hash__  # as fast as a string's (roles are compared and hashed often)
