"""What a double-click plays: a card to a foundation, a free cell, the waste, a partner
card, or a move of the game's own (Gaps' redeal).

Every double-click rule is a :class:`DoubleClickRule`; a declaration's ``double_click``
names one (None: to a foundation, or a free cell where the game has them).
"""

from __future__ import annotations

from collections.abc import Callable

from ..text.phrases import Phrase, get
from .piles import Reserves
from .position import Moved, Position
from .roles import Role

# --------------------------------------------------------------------------- the double-click

#: ``is_legal(source_id, target_id)``: may the top card of the source go to the target now?
LegalCheck = Callable[[str, str], bool]


def is_free_cell(group: object) -> bool:
    """A reserve that holds one card and that cards may be played to."""
    return isinstance(group, Reserves) and group.capacity == 1 and group.accepts_cards


class DoubleClickRule:
    """What a double-click on a pile plays: the base of every double-click rule.

    A rule names the pile the top card goes to (:meth:`target`: a foundation, the waste,
    a free cell, a partner card...) or a move of the game's own kind instead (:meth:`move`:
    Gaps' redeal), and the phrase the table says when there is none (``nowhere``, a phrase
    key with the parameter ``card``).
    """

    nowhere: str

    def target(self, game: Position, pile_id: str, is_legal: LegalCheck) -> str | None:
        """The pile the top card of ``pile_id`` goes to, or None."""
        return None

    def move(self, game: Position, pile_id: str) -> Moved | None:
        """A move of the game's own kind that the double-click plays instead (Gaps' redeal),
        or None: then the top card goes to :meth:`target`."""
        return None

    def refusal(self) -> Phrase:
        """What the table says when the double-click finds no pile (parameter ``card``)."""
        return get(self.nowhere)

    def candidates(self, game: Position, pile_id: str) -> list[str]:
        """The piles the top card of ``pile_id`` could go to, the likeliest first: when none
        takes it, the table names the rule that refuses it on the first (and on the first
        of another kind).  Empty: the ``nowhere`` phrase says it all."""
        return []

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class ToFoundation(DoubleClickRule):
    """A double-click sends the top card to a foundation that takes it (one already
    holding cards preferred, so the card joins its suit rather than opening a new pile)."""

    nowhere = "goals.no_foundation"

    def target(self, game: Position, pile_id: str, is_legal: LegalCheck) -> str | None:
        """The foundation the top card of ``pile_id`` goes to, or None."""
        pile = game.pile(pile_id)
        if not pile.cards or pile.role == Role.FOUNDATION:
            return None
        best = None
        for target in game.piles:
            if target.role != Role.FOUNDATION or not is_legal(pile_id, target.id):
                continue
            if target.cards:
                return target.id
            best = best or target.id
        return best

    def candidates(self, game: Position, pile_id: str) -> list[str]:
        """The foundations: one holding the card's suit first, then the empty ones."""
        pile = game.pile(pile_id)
        if not pile.cards or pile.role == Role.FOUNDATION:
            return []
        card = pile.cards[-1]
        foundations = [p for p in game.piles if p.role == Role.FOUNDATION]
        return [p.id for p in sorted(foundations, key=lambda p: (not p.cards or p.cards[-1].suit != card.suit,
                                                              bool(p.cards)))]


class ToFoundationOrFreeCell(ToFoundation):
    """As :class:`ToFoundation`; when no foundation takes the card, it goes to the first
    empty free cell (a card already in a reserve stays there)."""

    nowhere = "goals.no_foundation_or_cell"

    def target(self, game: Position, pile_id: str, is_legal: LegalCheck) -> str | None:
        found = super().target(game, pile_id, is_legal)
        pile = game.pile(pile_id)
        if found is not None or not pile.cards or pile.role == Role.RESERVE:
            return found
        for cell in game.piles:
            if is_free_cell(cell.group) and not cell.cards and is_legal(pile_id, cell.id):
                return cell.id
        return None

    def candidates(self, game: Position, pile_id: str) -> list[str]:
        pile = game.pile(pile_id)
        cells = [] if pile.role == Role.RESERVE else [p.id for p in game.piles if is_free_cell(p.group)]
        return super().candidates(game, pile_id) + cells


TO_FOUNDATION = ToFoundation()
TO_FOUNDATION_OR_FREE_CELL = ToFoundationOrFreeCell()
