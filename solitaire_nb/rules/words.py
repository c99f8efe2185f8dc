"""Roles of piles and other glossary words the engine names in its messages."""

from __future__ import annotations

from ..text import glossary
from ..text.glossary import render_variant
from .concept import Concept

# --------------------------------------------------------------------------- roles and other words


class Role(Concept):
    """The role of a pile: stock, waste, foundation, tableau or reserve."""

    def __init__(self, key: str) -> None:
        super().__init__(key)

    def label(self, lang: str | None = None) -> str:
        """The name of one pile of this role ("Réserve 2", where the manual's headword is
        "Réserves"): the entry's ``pile_name`` when it has one, else its term."""
        names = glossary.entry(self.key).extra.get("pile_name")
        return render_variant(names, lang, self.params()) if names else super().label(lang)


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
