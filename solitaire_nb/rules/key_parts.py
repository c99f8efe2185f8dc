"""What of a position its future depends on: the parts of the solver's position keys.

The solver (:mod:`solitaire_nb.engine.solver`) records every position it meets by a key,
and never searches again a position whose key it has met.  A key must therefore keep
everything the future of a position depends on (its legal moves, the positions they
reach, winning), and the less it keeps beyond that, the fewer positions the solver
searches.  What that is, the vocabulary says, piece by piece.

**What each pile group needs of its own piles** (:meth:`~.piles.PileGroup.key_level`): one
of four levels, each keeping less than the one after it:

* :data:`COUNTS` — how many cards each pile holds (a pile of removed cards, which
  nothing reads);
* :data:`TOPS` — its top card (side included) and how many cards it holds (a waste that
  cards only ever go onto, foundations whose cards never come back);
* :data:`CARDS` — every card, in order, sides included (the default: a face-down card's
  place matters to the solver, which sees it);
* :data:`PLACES` — every card, and which pile is which (only a reader's level, below).

and whether its piles behave alike wherever they lie (:meth:`~.piles.PileGroup.key_alike`):
the key then keeps them as a multiset (free cells, the columns of FreeCell).

**What everything else sees** (``sees(group, declaration)``): the other pile groups, the
game's own rules, actions and effects, its won rule, and its autoplay rule when the game
plays it (``Game.autoplay``) may read, or take, cards of a group's piles.  Each says how
much of the piles of ``group`` it reads, as one of the same levels; below :data:`PLACES`
it also promises not to tell the piles of ``group`` apart (it may add cards on top of
them) and to take no card from them but by the game's legal moves.  A pile group's
``sees`` is about the other groups: what its rules read of its own piles is its
``key_level``'s business, and so are the cards lifted from them (a move's cards are the
move's: reading them is not reading a pile).  A pile is keyed at the highest level its
group needs or anything sees; a group is kept as a multiset only when it says its piles
are alike and nothing sees :data:`PLACES` of it.

**Strictly conservative.**  Whatever does not say what it sees sees everything
(:data:`PLACES`); a group that does not say what it needs keeps every card and is not
alike.  What a class says is *not inherited*: a subclass may read more than its parent,
so it says it again (``sees = Parent.sees``), and :func:`sight`, :func:`level` and
:func:`alike` read only what the object's own class declares.  A game that reads less
than its vocabulary's default declares it in its own module (its rule's ``sees``, its
group's ``key_level``), never in a list of names elsewhere.

Not asked: the score (it is not in the key, as in ``Game.position_key``; a won rule that
reads it says so by what it sees), the deal steps (done before play), the double-click
(what it plays is always one of the legal moves, so it changes no future) and the
solver's own shortcuts (safe moves played at once are a dominance of their own).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from .empty import FilledAutomatically
from .position import DeclarationView, Group


class _OwnPiles(Group, Protocol):
    """A pile group whose rules read only its own piles (what :func:`plain_sight` and
    :func:`plain_alike` ask of it)."""

    @property
    def empty(self) -> object: ...

    @property
    def places_matter(self) -> bool: ...


class _Redeals(Protocol):
    @property
    def limit(self) -> int | None: ...


class _Stock(Group, Protocol):
    """A stock as :func:`stock_sight` reads it: its deal and its redeals."""

    @property
    def deal(self) -> object: ...

    @property
    def redeals(self) -> _Redeals: ...


class _Foundations(Group, Protocol):
    """Foundations as :func:`tops_out_of_play` reads them: may their cards come back?"""

    @property
    def in_play(self) -> bool: ...

#: How many cards each pile holds.
COUNTS = 0
#: Its top card and how many cards it holds.
TOPS = 1
#: Every card, in order, sides included.
CARDS = 2
#: Every card and which pile is which (a reader's level only).
PLACES = 3

LEVELS = (COUNTS, TOPS, CARDS, PLACES)


def declared(part: object, name: str) -> Callable[..., int] | None:  # type: ignore[explicit-any]
    """The method ``name`` as ``part``'s own class defines it (None: only inherited); each
    such method takes its own arguments (``sees``, ``key_level``, ``key_alike``)."""
    method: Callable[..., int] | None = type(part).__dict__.get(name)  # type: ignore[explicit-any]
    return method


def sight(reader: object, group: Group, declaration: DeclarationView) -> int:
    """How much of the piles of ``group`` ``reader`` reads or takes: what its own class
    says (``sees``), else everything (:data:`PLACES`)."""
    sees = declared(reader, "sees")
    return PLACES if sees is None else sees(reader, group, declaration)


def level(group: Group, declaration: DeclarationView) -> int:
    """How much of each of its piles ``group``'s own rules need: what its own class says
    (``key_level``), else every card (:data:`CARDS`)."""
    key_level = declared(group, "key_level")
    return CARDS if key_level is None else key_level(group, declaration)


def alike(group: Group, declaration: DeclarationView) -> bool:
    """Does ``group`` say (by its own class's ``key_alike``) that its piles behave alike?"""
    key_alike = declared(group, "key_alike")
    return False if key_alike is None else bool(key_alike(group, declaration))


def readers(declaration: DeclarationView, autoplay: bool = False) -> list[object]:
    """Everything that reads the position while ``declaration`` is played: its pile groups,
    rules, actions and effects, its won rule, and its autoplay rule when ``autoplay``
    (the game plays it after every move)."""
    found: list[object] = [*declaration.piles, *declaration.rules, *declaration.actions, *declaration.effects,
             declaration.won]
    if autoplay and declaration.autoplay is not None:
        found.append(declaration.autoplay)
    return found


def key_parts(declaration: DeclarationView, autoplay: bool = False) -> list[tuple[int, bool]]:
    """For each pile group of ``declaration``, in order: the level its piles are keyed at
    (:data:`COUNTS`, :data:`TOPS` or :data:`CARDS`) and whether they are kept as a multiset."""
    everyone = readers(declaration, autoplay)
    parts = []
    for group in declaration.piles:
        seen = max([sight(reader, group, declaration) for reader in everyone if reader is not group],
                   default=COUNTS)
        keyed = min(max(level(group, declaration), seen), CARDS)
        parts.append((keyed, group.count > 1 and seen < PLACES and alike(group, declaration)))
    return parts


# --------------------------------------------------------------------------- shared declarations


def filling_sight(empty: object, group: Group) -> int:
    """What an empty-pile rule sees of ``group``: a rule filling empty piles from named piles
    takes their cards, by name (:data:`PLACES` of their group); others see nothing."""
    if not isinstance(empty, FilledAutomatically):
        return COUNTS
    if type(empty).fill is not FilledAutomatically.fill:
        return PLACES  # a filling of its own: it may read anything
    return PLACES if set(empty.sources) & set(group.pile_ids()) else COUNTS


def plain_sight(self: _OwnPiles, group: Group, declaration: DeclarationView) -> int:
    """``sees`` of a pile group whose rules read only its own piles and the cards moved:
    nothing of another group, but what its empty-pile rule fills from."""
    return filling_sight(self.empty, group)


def plain_alike(self: _OwnPiles, declaration: DeclarationView) -> bool:
    """``key_alike`` of a pile group whose piles follow the same rules wherever they lie,
    unless the game fills them by itself (the first empty pile first)."""
    return not isinstance(self.empty, FilledAutomatically) and not self.places_matter


def repeats_cards(declaration: DeclarationView) -> bool:
    """Does the deck hold equal cards (two packs, one-suit packs, two Jokers)?"""
    deck = declaration.deck
    return deck.repeat > 1 or deck.jokers > 1


def stock_sight(self: _Stock, group: Group, declaration: DeclarationView) -> int:
    """``sees`` of a stock: what its deal sees (``sees`` of the deal rule); a redeal takes
    every card of the waste back."""
    seen = sight(self.deal, group, declaration)
    return max(seen, CARDS) if group.prefix == "waste" and self.redeals.limit != 0 else seen


def tops_out_of_play(self: _Foundations, declaration: DeclarationView) -> int:
    """``key_level`` of foundations whose rules read only their top card: every card while
    the top card may come back to play (the one under it is then the top), else the top
    card and the count."""
    return CARDS if self.in_play else TOPS
