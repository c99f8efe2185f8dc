"""One pile of a game in play: its id, its group's rules, and its cards."""

from __future__ import annotations

from ..rules.cards import Card
from ..rules.piles import PileGroup
from ..rules.roles import Role


class Pile:
    """One pile of a game in play: ``id``, ``role`` (a :class:`Role`), ``cards`` (bottom to top).

    A free cell plays as a reserve: its pile's ``role`` is ``Role.RESERVE`` (its group's
    glossary word stays the free cell's).  A group with a game's own role (Labyrinth's
    columns, King's Audience's throne) gives its piles that role's key, a plain string."""

    __slots__ = ("id", "role", "group", "index", "cards")

    def __init__(self, pile_id: str, group: PileGroup, index: int) -> None:
        self.id = pile_id
        kind = getattr(group.role, "kind", None)
        # a free cell plays as a reserve; a game's own role (a LocalConcept) is named by its key
        self.role: Role | str = (Role.RESERVE if kind is Role.FREE_CELL else kind if kind is not None
                                 else group.role.key)
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
