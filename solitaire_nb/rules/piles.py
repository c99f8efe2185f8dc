"""Pile groups as declared by a game, and the piles of a game in play.

A declaration lists pile *groups*: ``Stock``, ``Waste``, ``Foundations``,
``Tableau``, ``Reserves`` (``FreeCells`` is a group of one-card reserves); foundations
that also take whole runs are in :mod:`.run_foundations`.
Each group knows, through vocabulary objects, what may be lifted from its
piles and what they accept.  The checks return a :class:`Refusal` naming the
concept that forbids a move, so error messages speak the glossary's words.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import NamedTuple, cast

from .building import BY_SUIT, Build, Up
from .cards import Card
from .concept import Concept
from .empty import ANY_CARD, NEVER_FILLED, EmptyRule
from .foundations import ACE_BASE, IN_PLAY, OUT_OF_PLAY, BaseCard, HomeWindow
from .key_parts import CARDS, PLACES, plain_alike, plain_sight, stock_sight, tops_out_of_play
from .position import DeclarationView, Group, Pile, Position
from .stock import NO_REDEAL, Redeal, StockDeal
from .units import ONE_CARD, FreeCellLimitedSequence, Unit
from .words import FACE_DOWN, FOUNDATION, FREE_CELL, PILE, RESERVE, STOCK, TABLEAU, WASTE

# A move source worth checking against a target: (source pile, number of cards, bottom card).
Candidate = tuple[Pile, int, Card]


class Refusal(NamedTuple):
    """Why a move is refused: the concept that forbids it (``rule``), the kind of
    message, and the details (cards, counts) the message mentions."""

    rule: Concept
    message: str  # a key of the refusal phrasebook (``refusal.<message>``, text/messages.py)
    details: tuple[object, ...] = ()

    def text(self, lang: str | None = None) -> str:
        """The sentence a learner reads, in ``lang`` (default: the current language)."""
        from ..text.messages import refusal_text  # text is a lower layer: no cycle
        return refusal_text(self, lang)


class PileGroup:
    """Piles sharing one role and one set of rules."""

    role: Concept = PILE
    prefix = "pile"
    count = 1
    build: Build | None = None
    moves: Unit = ONE_CARD
    empty: EmptyRule = NEVER_FILLED
    turn_up_top = False
    layout = "stack"
    capacity: int | None = None
    in_play = True
    receives_nothing = False
    pairs_within = False  # may the top card go onto the card under it (a pair within one pile)?
    places_matter = False  # True: a card moved to an empty pile of its own group is never idle (a grid)

    def pile_ids(self) -> list[str]:
        if self.count == 1 and self.prefix in ("stock", "waste"):
            return [self.prefix]
        return [f"{self.prefix}{i}" for i in range(1, self.count + 1)]

    # -- lifting -----------------------------------------------------------
    def lift_limit(self, game: Position, pile: Pile) -> int:
        """How many cards may be lifted from the top of ``pile`` (0: none)."""
        return self.moves.run_length(pile.cards, self.build)

    def lift_refusal(self, game: Position, pile: Pile, count: int) -> Refusal | None:
        lifted = pile.cards[-count:]
        if not all(card.face_up for card in lifted):
            return Refusal(FACE_DOWN, "face_down", (lifted[0],))
        rule = self.moves.refusal_for(lifted, self.build)
        if rule is not None:
            return Refusal(rule, "unit", (count,))
        return None

    # -- accepting ---------------------------------------------------------
    def place(self, game: Position, pile: Pile, cards: list[Card]) -> None:
        """Put ``cards`` (bottom to top, as lifted) on ``pile``: on top, in the same order."""
        pile.cards.extend(cards)

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        """Ranks of bottom cards that may be accepted, or None for "check them all"."""
        cards = pile.cards
        if not cards:
            return self.empty.ranks()
        if self.build is None:
            return None
        return self.build._ranks[cards[-1].rank]

    def pool(self, game: Position, pile: Pile, candidates: Sequence[Candidate],
             by_rank: Mapping[int, Sequence[Candidate]], singles: Sequence[Candidate]) -> Sequence[Candidate]:
        """The (source, count, bottom) candidates worth checking against ``pile``:
        a superset of the legal ones, narrowed by rank where the rules allow."""
        ranks = self.index_ranks(game, pile)
        if ranks is None:
            return candidates
        if len(ranks) == 1:
            return by_rank.get(ranks[0], ())
        return [c for r in ranks for c in by_rank.get(r, ())]

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        raise NotImplementedError

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        """Same answer as ``accept_refusal(...) is None``, without building the refusal."""
        return self.accept_refusal(game, pile, cards, source) is None

    def _build_refusal(self, pile: Pile, cards: list[Card]) -> Refusal | None:
        pile_cards = pile.cards
        bottom = cards[0]
        assert self.build is not None  # a group checking builds has one
        if pile_cards:
            top = pile_cards[-1]
            if top.face_up and self.build.fits(bottom, top):
                return None
        else:
            top = None
        if top is None:
            if not self.empty.accepts(bottom):
                return Refusal(self.empty, "empty", (bottom,))
            return None
        if not top.face_up:
            return Refusal(FACE_DOWN, "onto_face_down", (bottom, top))
        rule = self.build.refusing(bottom, top)
        if rule is not None:
            return Refusal(rule, "build", (bottom, top, self.build))
        return None

    def explain_move(self, target: Pile, source: Pile, cards: list[Card],
                     lang: str) -> tuple[str, str] | None:
        """A legal move onto ``target`` in this group's own words: ``(what, why)``, or None
        for the usual "move ... from ... to ..." and the group's building rule."""
        return None

    def settle(self, game: Position) -> None:
        """What the group does by itself after every move (nothing by default; a pyramid
        turns up the cards that have become free)."""

    # -- what the solver's position keys keep (rules/key_parts.py; said by each class itself) --
    def key_level(self, declaration: DeclarationView) -> int:
        """How much of each pile its own rules need: every card, in order, sides included."""
        return CARDS

    def key_alike(self, declaration: DeclarationView) -> bool:
        """Do the piles behave alike wherever they lie (kept as a multiset in keys)?  No."""
        return False

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """How much of another ``group``'s piles these rules read or take: everything."""
        return PLACES

    def lets_safe_cards_go_early(self, stock: Stock | None) -> bool:
        """May the top card of one of these piles go home the moment it is safe (a search's
        shortcut) without changing anything that may happen later, but for that card's own
        moves?  Each plain kind answers for itself; any other kind, with rules of its own, no."""
        return False

    def _emptying_changes_nothing(self, stock: Stock | None) -> bool:
        # no automatic filling of an empty pile, and no deal that looks at empty piles
        unread = stock is None or not stock.deal.reads_empty_piles(self.prefix)
        return unread and not self.empty.fills_itself

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        for part in (self.build, self.moves, self.empty):
            if part is not None:
                yield from part.concepts()


class Stock(PileGroup):
    """The stock: the undealt cards, face down; a click deals from it."""

    role = STOCK
    prefix = "stock"
    receives_nothing = True
    sees = stock_sight

    def __init__(self, deal: StockDeal, redeals: Redeal = NO_REDEAL) -> None:
        self.deal = deal
        self.redeals = redeals

    def lift_limit(self, game: Position, pile: Pile) -> int:
        return 0

    def kept_face_down(self) -> bool:
        """Are this stock's cards always face down?  Yes, unless its kind lets a card be
        played from it (and overrides :meth:`lift_limit` to say so)."""
        return type(self).lift_limit is Stock.lift_limit

    def lift_refusal(self, game: Position, pile: Pile, count: int) -> Refusal | None:
        return Refusal(STOCK, "from_stock", ())

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        return Refusal(STOCK, "onto_stock", ())

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield self.deal
        yield self.redeals


class Waste(PileGroup):
    """The waste: cards turned from the stock; only its top card plays."""

    role = WASTE
    prefix = "waste"
    layout = "waste"
    receives_nothing = True
    sees = plain_sight

    def __init__(self, show: int = 1, says: tuple[Concept, ...] = ()) -> None:
        self.show = show  # how many top cards are fanned out
        self.says = says  # a game's own rules for its waste, said by the rule text instead of the usual line

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the waste (none: the usual sentence)."""
        return list(self.says)

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        return Refusal(WASTE, "onto_waste", ())

    def lets_safe_cards_go_early(self, stock: Stock | None) -> bool:   # the stock's deal says
        return type(self) is Waste and stock is not None and stock.deal.lets_waste_cards_go_early(
            stock.redeals)

    def concepts(self) -> Iterator[Concept]:
        yield self.role


class Foundations(PileGroup):
    """Foundations: piles built up from a base card; the goal of most games."""

    role = FOUNDATION
    prefix = "foundation"
    build: Build
    key_level, key_alike, sees = tops_out_of_play, plain_alike, plain_sight
    #: Does a move put one card at most on one of these piles?  A kind that changes what the
    #: piles accept says it again, as it says ``linked_runs`` (:meth:`_declared`).
    one_card_a_move = True
    #: Does a move put one card or a linked run on one of these piles (:meth:`takes_linked_runs`)?
    linked_runs = False

    def __init__(self, count: int, base: BaseCard = ACE_BASE,
                 build: Build | None = None, in_play: bool = True) -> None:
        self.count = count
        self.base = base
        self.build = build or Build(Up(), BY_SUIT)
        self.in_play = in_play

    def allowing(self, pile: Pile) -> Concept:
        """The rule that lets a card onto ``pile`` (what explains such a move): its base card
        while it is empty, else its building."""
        return self.base if not pile.cards else self.build

    def base_rank(self, game: Position) -> int:
        return self.base.rank if self.base.rank is not None else cast(int, game.state.get("base_rank"))

    def built_by_plain_rule(self) -> bool:
        """Does each pile take its cards one at a time, face up, by the plain rule (its base
        card, then its building), so its cards bottom to top show that order?  Not where a
        kind overrides what it accepts (the removed cards, the Clock's hours, whole runs)."""
        kind = type(self)
        return (not getattr(self, "receives_nothing", False) and kind.allows is Foundations.allows
                and kind.accept_refusal is Foundations.accept_refusal)

    def _declared(self, name: str) -> bool:
        """``name`` as said by the last kind to change what the piles accept, or a later one."""
        for kind in type(self).__mro__:
            if name in vars(kind):
                return bool(vars(kind)[name])
            if "allows" in vars(kind) or "accept_refusal" in vars(kind):
                return False
        return False

    def takes_one_card_a_move(self) -> bool:
        """Does a move put one card at most here (``one_card_a_move``; not runs, nor pairs)?"""
        return self._declared("one_card_a_move")

    def takes_linked_runs(self) -> bool:
        """Does a move put one card here, or a run each of whose cards lies in its pile on the
        card it goes home with (:meth:`home_together`; ``linked_runs``)?"""
        return self._declared("linked_runs")

    def home_together(self, lower: Card, upper: Card) -> bool:
        """May ``upper``, lying on ``lower`` in a pile, go home in one move with it?  Not here."""
        return False

    def home_window(self, game: Position) -> HomeWindow | None:
        """For a card, from the foundations of ``game`` alone: its order (a suit, say) and the first and
        last place it may take there (one's last before another's first: it goes first); None: no order."""
        return None

    def builds_suits_from_ace(self, game: Position) -> bool:
        """Is each of these piles one suit, Ace up to King, one rank at a time?"""
        return self.build.steps_by_one(Up) and self.build.suit is BY_SUIT and self.base_rank(game) == 1

    def lift_limit(self, game: Position, pile: Pile) -> int:
        return 1 if self.in_play and pile.cards else 0

    def lift_refusal(self, game: Position, pile: Pile, count: int) -> Refusal | None:
        if not self.in_play:
            return Refusal(OUT_OF_PLAY, "out_of_play", ())
        return Refusal(ONE_CARD, "unit", (count,)) if count != 1 else None

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        cards = pile.cards
        if not cards:
            return (self.base_rank(game),)
        return self.build._ranks[cards[-1].rank]

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        if len(cards) != 1:
            return False
        pile_cards = pile.cards
        if not pile_cards:
            return cards[0].rank == self.base_rank(game)
        return self.build.fits(cards[0], pile_cards[-1])

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if len(cards) != 1:
            return Refusal(FOUNDATION, "foundation_one", (len(cards),))
        card = cards[0]
        top = pile.top
        if top is None:
            if card.rank != self.base_rank(game):
                return Refusal(BaseCard(self.base_rank(game)), "base", (card,))
            return None
        rule = self.build.refusing(card, top)
        if rule is not None:
            return Refusal(rule, "build", (card, top, self.build))
        return None

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield self.base
        yield from self.build.concepts()
        yield IN_PLAY if self.in_play else OUT_OF_PLAY


class Tableau(PileGroup):
    """Tableau piles: fanned columns where cards are built."""

    role = TABLEAU
    prefix = "tableau"
    build: Build
    layout = "fan"
    turn_up_top = True
    key_alike, sees = plain_alike, plain_sight

    def __init__(self, count: int, build: Build, moves: Unit = ONE_CARD,
                 empty: EmptyRule = ANY_CARD, turn_up_top: bool = True) -> None:
        self.count = count
        self.build = build
        self.moves = moves
        self.empty = empty
        self.turn_up_top = turn_up_top

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        pile_cards = pile.cards
        if pile_cards:
            top = pile_cards[-1]
            if not (top.face_up and self.build.fits(cards[0], top)):
                return False
        elif not self.empty.accepts(cards[0]):
            return False
        if isinstance(self.moves, FreeCellLimitedSequence) and len(cards) > 1:
            return len(cards) <= game.free_cell_capacity(source, pile, self.moves)
        return True

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        refusal = self._build_refusal(pile, cards)
        if refusal is not None:
            return refusal
        if isinstance(self.moves, FreeCellLimitedSequence) and len(cards) > 1:
            limit = game.free_cell_capacity(source, pile, self.moves)
            if len(cards) > limit:
                return Refusal(self.moves, "capacity", (len(cards), limit))
        return None

    def lets_safe_cards_go_early(self, stock: Stock | None) -> bool:
        # a card leaving uncovers the one under it, as any move away would: only emptying matters
        return type(self) is Tableau and self._emptying_changes_nothing(stock)


class Reserves(PileGroup):
    """Reserve piles: cards set aside, playable but (usually) not built on.

    With ``capacity=1`` and ``accepts_cards=True`` a reserve is a free cell.
    """

    role = RESERVE
    prefix = "reserve"
    key_alike, sees = plain_alike, plain_sight

    def __init__(self, count: int, capacity: int | None = None, accepts_cards: bool = False,
                 free_cell: bool = False, layout: str = "stack") -> None:
        self.count = count
        self.capacity = capacity
        self.accepts_cards = accepts_cards
        self.layout = layout
        if free_cell:
            self.role = FREE_CELL

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield self.moves

    def pool(self, game: Position, pile: Pile, candidates: Sequence[Candidate],
             by_rank: Mapping[int, Sequence[Candidate]], singles: Sequence[Candidate]) -> Sequence[Candidate]:
        if not self.accepts_cards or (self.capacity is not None and len(pile.cards) >= self.capacity):
            return ()
        return singles

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if not self.accepts_cards:
            return Refusal(self.role, "onto_reserve", ())
        if len(cards) != 1:
            return Refusal(self.role, "cell_one", (len(cards),))
        if self.capacity is not None and len(pile.cards) >= self.capacity:
            return Refusal(self.role, "cell_full", ())
        return None

    def lets_safe_cards_go_early(self, stock: Stock | None) -> bool:
        # as a tableau pile: a reserve or a free cell only shows what is under the card
        return type(self) is Reserves and self._emptying_changes_nothing(stock)


def FreeCells(count: int) -> Reserves:  # noqa: N802 - reads like the other groups
    """``count`` free cells: one-card reserves that take any single card."""
    return Reserves(count, capacity=1, accepts_cards=True, free_cell=True, layout="cells")
