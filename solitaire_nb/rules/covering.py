"""Cards that cover one another: a card is free only when nothing covers it.

In pyramids, peaks and overlapping rows each card lies in a pile of its own
(a *slot*) and partly covers one or two cards of the row behind it.  A card
may be played only when it is free: every slot covering it is empty.  Where
the deal lays the covered cards face down, a card turns face up as soon as it
is free.

The shapes are written as *covering maps*: for each slot (numbered from 1 in
the order the piles are listed) the slots that cover it.  :func:`pyramid`,
:func:`inverted_pyramid` and :func:`peaks` give the shapes of AisleRiot's
games; a game with another shape writes its own map.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from ..text.phrases import say
from .cards import Card
from .concept import Concept
from .empty import NEVER_FILLED, EmptyRule
from .key_parts import PLACES, filling_sight
from .pairs import PAIR_REMOVAL, PairPlace, PairRule, discard_pair, partner_of
from .piles import PileGroup, Refusal
from .units import ONE_CARD
from .words import FACE_DOWN, TABLEAU

if TYPE_CHECKING:
    from .piles import Candidate
    from .position import DeclarationView, Group, Pile, Position

Covers = Mapping[int, tuple[int, ...]]


class FreeCard(Concept):
    """A card is free (available to play) when no other card covers it (glossary: free card)."""

    key = "free_card"


FREE_CARD = FreeCard()


# --------------------------------------------------------------------------- shapes


def pyramid(rows: int = 7) -> dict[int, tuple[int, ...]]:
    """A pyramid of ``rows`` rows, one card at the top and one more in each row below; each
    card is covered by the two cards of the row below it (slots numbered row by row, top first)."""
    covers: dict[int, tuple[int, ...]] = {}
    first = 1
    for row in range(1, rows + 1):
        for i in range(row):
            below = first + row + i  # the left one of the two cards under it
            covers[first + i] = (below, below + 1) if row < rows else ()
        first += row
    return covers


def inverted_pyramid(rows: int = 7) -> dict[int, tuple[int, ...]]:
    """A pyramid upside down: ``rows`` cards in the first row, one fewer in each row below,
    each row lying on the one above; a card is covered by the one or two cards of the row
    below that overlap it (slots numbered row by row, the widest row first)."""
    covers: dict[int, tuple[int, ...]] = {}
    first = 1
    for width in range(rows, 0, -1):
        below_first = first + width
        for i in range(width):
            under = [below_first + j for j in (i - 1, i) if 0 <= j < width - 1]
            covers[first + i] = tuple(under)
        first += width
    return covers


def peaks(count: int = 3) -> dict[int, tuple[int, ...]]:
    """``count`` peaks of three rows (1, 2 and 3 cards) joined by a bottom row of
    ``3 * count + 1`` cards; each card is covered by the two cards of the row below it.
    Slots are numbered row by row from the top: the peak tops, the second rows, the
    third rows, then the bottom row."""
    tops = list(range(1, count + 1))
    seconds = list(range(count + 1, 3 * count + 1))
    thirds = list(range(3 * count + 1, 6 * count + 1))
    bottom = list(range(6 * count + 1, 9 * count + 2))
    covers: dict[int, tuple[int, ...]] = {}
    for p in range(count):
        covers[tops[p]] = (seconds[2 * p], seconds[2 * p + 1])
        covers[seconds[2 * p]] = (thirds[3 * p], thirds[3 * p + 1])
        covers[seconds[2 * p + 1]] = (thirds[3 * p + 1], thirds[3 * p + 2])
        for i in range(3):
            covers[thirds[3 * p + i]] = (bottom[3 * p + i], bottom[3 * p + i + 1])
    for slot in bottom:
        covers[slot] = ()
    return covers


# --------------------------------------------------------------------------- the tableau to clear


class TableauToClear(PileGroup):
    """Tableau piles that the player empties: cards only leave them.

    Only a free top card may be played.  With ``covers`` (a covering map) each
    pile is a slot of a shape such as a pyramid, and its card is free once every
    slot covering it is empty; ``turn_up_when_free`` turns a face-down card up
    as soon as it is free.  Without ``covers`` the piles are ordinary columns and
    the top card of each is free.

    Nothing is ever placed on these piles.  With ``pairs`` (a
    :class:`~solitaire_nb.rules.pairs.PairRule`) a free card may be dropped on a
    free card it pairs with, and both go to the discard pile; ``place`` (a
    :class:`~solitaire_nb.rules.pairs.PairPlace`) says where the two must lie;
    ``within`` lets the top card pair with the card under it on the same pile
    (the waste of the pyramid games).
    """

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for these piles."""
        parts: list[Concept] = [FREE_CARD] if self.covers else []
        if self.pairs is not None:
            parts.append(self.pairs)  # the pile of removed cards says "pair removal"
        if self.pair_place is not None:
            parts.append(self.pair_place)
        if self.empty is not NEVER_FILLED:
            parts.append(self.empty)
        return parts

    role: Concept = TABLEAU
    prefix = "tableau"
    receives_nothing = True

    def __init__(self, count: int, covers: Covers | None = None, *, layout: str = "fan",
                 turn_up_when_free: bool = False, turn_up_top: bool = False,
                 empty: EmptyRule = NEVER_FILLED, prefix: str = "tableau",
                 role: Concept = TABLEAU, pairs: PairRule | None = None,
                 place: PairPlace | None = None, within: bool = False) -> None:
        if covers is not None and sorted(covers) != list(range(1, count + 1)):
            raise ValueError(f"the covering map must name slots 1 to {count}")
        self.count = count
        self.covers = dict(covers or {})
        self.layout = layout
        self.turn_up_when_free = turn_up_when_free
        self.turn_up_top = turn_up_top
        self.empty = empty
        self.prefix = prefix
        self.role = role
        self.pairs = pairs
        self.pair_place = place
        self.pairs_within = within
        self.receives_nothing = pairs is None

    # -- free cards ------------------------------------------------------------
    def covering(self, game: Position, pile: Pile) -> list[Pile]:
        """The piles (with cards) covering ``pile``."""
        numbers = self.covers.get(pile.index, ())
        if not numbers:
            return []
        piles = game.group_piles(self.prefix)
        return [piles[n - 1] for n in numbers if piles[n - 1].cards]

    def is_free(self, game: Position, pile: Pile) -> bool:
        """Is the top card of ``pile`` free: face up, and no slot covering it holds a card?"""
        cards = pile.cards
        return bool(cards) and cards[-1].face_up and not self.covering(game, pile)

    def lift_limit(self, game: Position, pile: Pile) -> int:
        return 1 if self.is_free(game, pile) else 0

    def lift_refusal(self, game: Position, pile: Pile, count: int) -> Refusal | None:
        top = pile.cards[-1]
        if not top.face_up:
            return Refusal(FACE_DOWN, "face_down", (top,))
        if self.covering(game, pile):
            return Refusal(FREE_CARD, "covered", (top,))
        if count != 1:
            return Refusal(ONE_CARD, "unit", (count,))
        return None

    # -- pairs -------------------------------------------------------------------
    def pool(self, game: Position, pile: Pile, candidates: Sequence[Candidate],
             by_rank: Mapping[int, Sequence[Candidate]], singles: Sequence[Candidate]) -> Sequence[Candidate]:
        return singles if self.pairs is not None and pile.cards else ()

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        if len(cards) == 1 and self.pairs is not None:   # most cards pair with nothing: say so at once
            partner = partner_of(pile, source)
            if partner is not None and not self.pairs.matches(cards[0], partner):
                return False   # :meth:`accept_refusal` refuses it too, for this or an earlier reason
        return self.accept_refusal(game, pile, cards, source) is None

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if self.pairs is None:
            return Refusal(self.role, "onto_cleared", ())
        if len(cards) != 1:
            return Refusal(PAIR_REMOVAL, "pair_one", (len(cards),))
        card = cards[0]
        if source is pile and not self.pairs_within:
            return Refusal(PAIR_REMOVAL, "pair_same_pile", (card,))
        partner = partner_of(pile, source)
        if partner is None:
            return Refusal(PAIR_REMOVAL, "pair_empty", (card,))
        if not partner.face_up:
            return Refusal(FACE_DOWN, "onto_face_down", (card,))  # the hidden card is not named
        if source is not pile and self.covering(game, pile):  # the card in hand still covers it
            return Refusal(FREE_CARD, "partner_covered", (card, partner))
        if not self.pairs.matches(card, partner):
            return Refusal(self.pairs, "no_pair", (card, partner))
        if self.pair_place is not None and not (
                source.group is self and self.pair_place.allows(source.index, pile.index)):
            return Refusal(self.pair_place, "pair_place", (card, partner))
        return None

    def place(self, game: Position, pile: Pile, cards: list[Card]) -> None:
        discard_pair(game, pile, cards)

    def explain_move(self, target: Pile, source: Pile, cards: list[Card],
                     lang: str) -> tuple[str, str] | None:
        """A pair removal: "remove 6♠ with 7♥", allowed by the pair rule (and where the two lie)."""
        if self.pairs is None:
            return None
        what = say("move.pair", lang, card=cards[0], partner=partner_of(target, source))
        why = self.pairs.label(lang)
        if self.pair_place is not None:
            why = say("move.reasons", lang, first=why, second=self.pair_place.label(lang))
        return what, why

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """Nothing of another group but what its empty-pile rule fills from; the two cards of
        a pair go onto the first foundation, by place where there are several (:mod:`.key_parts`)."""
        if self.pairs is not None and group.prefix == "foundation" and group.count > 1:
            return PLACES
        return filling_sight(self.empty, group)

    # -- after every move ------------------------------------------------------
    def settle(self, game: Position) -> None:
        """Turn up every face-down card that has become free (``turn_up_when_free``)."""
        if not self.turn_up_when_free:
            return
        for pile in game.group_piles(self.prefix):
            cards = pile.cards
            if cards and not cards[-1].face_up and not self.covering(game, pile):
                cards[-1] = cards[-1].up()

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        if self.covers:
            yield FREE_CARD
        if self.pairs is not None:
            yield from self.pairs.concepts()
        if self.pair_place is not None:
            yield self.pair_place
        if self.empty is not NEVER_FILLED:
            yield from self.empty.concepts()
