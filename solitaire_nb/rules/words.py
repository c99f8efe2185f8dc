"""Roles of piles and other glossary words the engine names in its messages."""

from __future__ import annotations

from .concept import Concept

# --------------------------------------------------------------------------- roles and other words


class Role(Concept):
    """The role of a pile: stock, waste, foundation, tableau or reserve."""

    def __init__(self, key: str) -> None:
        super().__init__(key)


STOCK = Role("stock")
WASTE = Role("waste")
FOUNDATION = Role("foundation")
TABLEAU = Role("tableau")
RESERVE = Role("reserve")
FREE_CELL = Role("free_cell")
FACE_DOWN = Concept("face_down")
AUTO_PLAY = Concept("auto_play")
PILE = Concept("pile")
CARD = Concept("card")
SEQUENCE_WORD = Concept("sequence")
