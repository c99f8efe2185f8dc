"""One pile of a game in play: its id, its group's rules, and its cards."""

from __future__ import annotations

from ..rules.cards import Card
from ..rules.piles import PileGroup
from ..rules.words import FREE_CELL


class Pile:
    """One pile of a game in play: ``id``, ``role``, ``cards`` (bottom to top)."""

    __slots__ = ("id", "role", "group", "index", "cards")

    def __init__(self, pile_id: str, group: PileGroup, index: int) -> None:
        self.id = pile_id
        self.role = group.role.key if group.role is not FREE_CELL else "reserve"
        self.group = group
        self.index = index
        self.cards: list[Card] = []

    @property
    def top(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    def label(self, lang: str | None = None) -> str:
        """The pile's name for learners, e.g. "Tableau 3" / "Tableau 3", "Pioche"."""
        name = self.group.role.label(lang)
        return f"{name} {self.index}" if self.group.count > 1 else name

    def __len__(self) -> int:
        return len(self.cards)

    def __repr__(self) -> str:
        return f"<Pile {self.id}: {' '.join(c.text() for c in self.cards)}>"
