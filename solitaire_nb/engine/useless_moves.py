"""Moves a search need not try because they can never help a win.

**A card taken back from a foundation that nothing could be built on.**  Where the
tableau builds down one rank at a time (no wrap) and the foundations up by suit from the
Ace, a card comes back from a foundation only to hold a lower card.  Let ``low`` be the
lowest rank of the cards not on a foundation (face down, in the stock, anywhere).  A card
of rank ``low`` or less taken back could only ever hold cards lower than ``low``: cards
that are all home, and that may come back only under the same rule.  Take any win that
plays such a card back: leave out that card's trip (and the trips of the home cards put
on it); every other move stays legal — it never needed the card, and where it moved the
card's pile along, the same pile without the card moves too, one card shorter — and the
win still ends with every card home.  So the search need not try it
(:func:`pointless_returns`).

Where this holds is read from the declaration (:func:`returns_can_be_pointless`): the
tableau's building, the foundations' building and base, the goal, and no rule, action
or effect of the game's own that might look at the cards.
"""

from __future__ import annotations

from ..rules.building import Down
from ..rules.goals import AllOnFoundations
from ..rules.piles import Foundations
from ..rules.roles import Role
from .moves import Move
from .position import Position


def returns_can_be_pointless(game: Position) -> bool:
    """Does the game build so that :func:`pointless_returns` may leave moves out?"""
    declaration = game.declaration
    if (declaration.rules or declaration.actions or declaration.effects or game.ruleset.settling
            or type(declaration.won) is not AllOnFoundations):
        return False
    foundations = False
    for group in declaration.piles:
        role = group.role.key
        if role == Role.FOUNDATION:
            if type(group) is not Foundations or not group.builds_suits_from_ace(game):
                return False
            foundations = True
        elif role == Role.TABLEAU and not group.receives_nothing:
            build = getattr(group, "build", None)
            if build is None or not build.steps_by_one(Down):
                return False
    return foundations


def lowest_in_play(game: Position) -> int:
    """The lowest rank of the cards that are not on a foundation (99 when there are none)."""
    low = 99
    for pile in game.piles:
        if pile.role != Role.FOUNDATION:
            for card in pile.cards:
                if card.rank < low:
                    low = card.rank
    return low


def pointless_returns(game: Position, moves: list[Move]) -> list[Move]:
    """``moves`` without those taking back from a foundation a card of a rank no higher than
    :func:`lowest_in_play` (see the module docstring; only where
    :func:`returns_can_be_pointless`)."""
    low = None
    kept = []
    for move in moves:
        source = game.find_pile(move.source)
        if source is not None and source.role == Role.FOUNDATION and source.cards:
            if low is None:
                low = lowest_in_play(game)
            if source.cards[-1].rank <= low:
                continue
        kept.append(move)
    return kept
