"""Roles of piles and other glossary words the engine names in its messages."""

from __future__ import annotations

from ..text import glossary
from ..text.glossary import render_variant
from .concept import Concept
from .roles import Role

# --------------------------------------------------------------------------- roles and other words


class RoleWord(Concept):
    """The glossary word for a role of piles: stock, waste, foundation, tableau, reserve or
    free cell (``kind`` is the matching :class:`~solitaire_nb.rules.roles.Role`)."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.kind = Role(key)

    def label(self, lang: str | None = None) -> str:
        """The name of one pile of this role ("Réserve 2", where the manual's headword is
        "Réserves"): the entry's ``pile_name`` when it has one, else its term."""
        names = glossary.entry(self.key).extra.get("pile_name")
        return render_variant(names, lang, self.params()) if names else super().label(lang)


STOCK = RoleWord("stock")
WASTE = RoleWord("waste")
FOUNDATION = RoleWord("foundation")
TABLEAU = RoleWord("tableau")
RESERVE = RoleWord("reserve")
FREE_CELL = RoleWord("free_cell")
FACE_DOWN = Concept("face_down")
AUTO_PLAY = Concept("auto_play")
PILE = Concept("pile")
CARD = Concept("card")
SEQUENCE_WORD = Concept("sequence")
