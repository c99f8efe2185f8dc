"""The solver's position keys, compiled once per ruleset from what the vocabulary declares.

Two positions with the same key must have the same future: the solver searches only the
first one met (:mod:`.solver`).  What a key keeps of each pile is said by the game's
declaration (:func:`solitaire_nb.rules.key_parts.key_parts`): every card of it, in order
with their sides (the pile's own tuple, as :meth:`Game.pile_cards` keeps it), or only its
top card and how many cards it holds, or only how many; the piles of a group whose piles
behave alike are kept as a sorted tuple (a multiset).  The redeals used count when their
number is limited, and the game's own state as :meth:`Game.position_key` has it.

:func:`key_plan` works out, once per ruleset (and whether the game plays its autoplay
rule), which pile is kept how; :func:`key_function` turns it into the function the solver
calls for every position it meets, which only builds tuples.  Where nothing is left out,
that function is :meth:`Game.position_key` itself.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from operator import itemgetter
from typing import NamedTuple

from ..rules.cards import Card
from ..rules.key_parts import CARDS, COUNTS, TOPS, key_parts
from .position import Position
from .ruleset import Ruleset

Cards = tuple[Card, ...]  # one pile's cards, bottom to top
PileCards = tuple[Cards, ...]  # every pile's, in the piles' order


class KeyPlan(NamedTuple):
    """Which pile (by its index in ``game.piles``) a key keeps how: ``whole`` (every card),
    ``tops`` (top card and count), ``counts`` (the count), each in its place; ``alike``: the
    groups kept as multisets, as ``(indices, level)``."""

    whole: tuple[int, ...]
    tops: tuple[int, ...]
    counts: tuple[int, ...]
    alike: tuple[tuple[tuple[int, ...], int], ...]

    @property
    def exact(self) -> bool:
        """Does the key keep the whole position (every pile whole, in its place)?"""
        return not (self.tops or self.counts or self.alike)


@cache
def key_plan(ruleset: Ruleset, autoplay: bool = False) -> KeyPlan:
    """The plan of the keys of ``ruleset``'s positions (``autoplay``: the game plays its
    autoplay rule after every move, which then reads positions too)."""
    declaration = ruleset.declaration
    places: dict[int, list[int]] = {CARDS: [], TOPS: [], COUNTS: []}
    alike = []
    for group, (level, multiset) in zip(declaration.piles, key_parts(declaration, autoplay)):
        members = ruleset.groups[group.prefix]
        if multiset:
            alike.append((members, level))
        else:
            places[level].extend(members)
    return KeyPlan(tuple(places[CARDS]), tuple(places[TOPS]), tuple(places[COUNTS]), tuple(alike))


def plan_of(game: Position) -> KeyPlan:
    """The key plan of ``game``'s ruleset, with its autoplay setting."""
    return key_plan(game.ruleset, bool(game.autoplay))


def top_and_count(cards: Cards) -> tuple[Card, int] | None:
    """A pile's part at level ``TOPS``: its top card and how many cards it holds (None: empty)."""
    return (cards[-1], len(cards)) if cards else None


def _whole(cards: Cards) -> Cards:
    return cards


_PARTS: dict[int, Callable[[Cards], object]] = {CARDS: _whole, TOPS: top_and_count, COUNTS: len}


def _picker(indices: tuple[int, ...]) -> Callable[[PileCards], tuple[Cards, ...]]:
    """``cards -> tuple of cards[i] for i in indices`` (as fast as Python allows)."""
    if len(indices) == 1:
        index = indices[0]
        return lambda cards: (cards[index],)
    return itemgetter(*indices)


def _builders(plan: KeyPlan) -> list[Callable[[PileCards], object]]:
    """One function per part of the key, each of the tuple of every pile's cards."""
    builders: list[Callable[[PileCards], object]] = []
    if plan.whole:
        builders.append(_picker(plan.whole))
    if plan.tops:
        pick_tops = _picker(plan.tops)
        builders.append(lambda cards: tuple([(c[-1], len(c)) if c else None for c in pick_tops(cards)]))
    if plan.counts:
        pick_counts = _picker(plan.counts)
        builders.append(lambda cards: tuple(map(len, pick_counts(cards))))
    for members, level in plan.alike:
        pick, part = _picker(members), _PARTS[level]
        if level == CARDS:
            builders.append(lambda cards, pick=pick: tuple(sorted(pick(cards), key=hash)))  # type: ignore[misc]  # ditto
        else:
            builders.append(lambda cards, pick=pick, part=part:  # type: ignore[misc]  # defaults bind the loop's
                            tuple(sorted(map(part, pick(cards)), key=hash)))
    return builders


def key_function(game: Position) -> Callable[[], tuple[object, ...]]:
    """The key of ``game``'s current position, as a function of no argument (it reads the
    game as it is when called): :meth:`Game.position_key` where the plan leaves nothing
    out, else the parts of the plan (any fixed order of a multiset's parts will do: they
    are sorted by hash), the redeals used when limited and the game's state."""
    plan = plan_of(game)
    if plan.exact:
        return game.position_key
    pile_cards = game.pile_cards
    finite = game.ruleset.finite_redeals
    builders = _builders(plan)
    if len(builders) == 2:  # the usual shapes: the whole piles, and one other part
        first, second = builders

        def key() -> tuple[object, ...]:
            cards = pile_cards()
            state = game.state
            return (first(cards), second(cards), game.redeals_used if finite else None,
                    tuple(sorted(state.items())) if state else ())
        return key

    def key() -> tuple[object, ...]:  # type: ignore[no-redef]  # the other shape of key
        cards = pile_cards()
        state = game.state
        return (*[build(cards) for build in builders], game.redeals_used if finite else None,
                tuple(sorted(state.items())) if state else ())
    return key
