"""The glossary as code: every rule a game is made of is one named object here.

Building (placing a card on another) combines a **rank order** (build down,
build up, build up or down, by N, with or without a King/Ace wrap) with a
**suit rule** (by suit, by colour, by alternate colour, any suit but its own,
regardless of suit) into a :class:`Build`.  What may be lifted from a pile is a
**unit** (one card, a built sequence, a same-suit sequence, any face-up group,
a free-cell-limited sequence).  What an empty pile accepts is an **empty-pile
rule**.  Foundations have a **base card**, a build, and are *in play* or *out
of play*.  The stock has a **deal** rule and a **redeal** limit.

Each object carries its glossary key; its words (English and French) come
from ``glossary/<key>.json`` through :class:`~solitaire_nb.vocabulary_base.Concept`.
"""

from __future__ import annotations

from .cards import Card
from .vocabulary_base import Concept

# --------------------------------------------------------------------------- rank orders


class RankOrder(Concept):
    """Which rank a card must have to go on another card."""

    direction = 0  # -1 down, +1 up, 0 both

    def __init__(self, by: int = 1, wrap: bool = False):
        if not isinstance(by, int) or not 1 <= by <= 12:
            raise ValueError(f"a build step must be 1 to 12, not {by!r}")
        self.by = by
        self.wrap = bool(wrap)
        super().__init__()
        self._table = {onto: tuple(r for r in range(1, 14) if self._fits(r, onto))
                       for onto in range(1, 14)}

    def _step(self, rank: int, delta: int) -> int | None:
        target = rank + delta
        if 1 <= target <= 13:
            return target
        if self.wrap:
            return (target - 1) % 13 + 1
        return None

    def _fits(self, rank: int, onto: int) -> bool:
        raise NotImplementedError

    def fits(self, rank: int, onto: int) -> bool:
        """May a card of ``rank`` go on a card of rank ``onto``?"""
        return rank in self._table.get(onto, ())

    def ranks_onto(self, onto: int) -> tuple:
        """All ranks that may go on a card of rank ``onto``."""
        return self._table.get(onto, ())

    def params(self) -> dict:
        return {"n": self.by}

    @property
    def key(self) -> str:  # type: ignore[override]
        base = self._base_key
        return f"{base}_by" if self.by != 1 else base

    def short(self, lang=None) -> str:
        from . import glossary
        entry = glossary.entry(self.key)
        return entry.extra["short"][glossary.resolve_lang(lang)].format(**self.params())

    def concepts(self):
        yield self
        if self.wrap:
            yield WRAP

    def __eq__(self, other):
        return type(self) is type(other) and (self.by, self.wrap) == (other.by, other.wrap)

    def __hash__(self):
        return hash((type(self), self.by, self.wrap))

    def __repr__(self):
        extra = [f"by={self.by}"] if self.by != 1 else []
        if self.wrap:
            extra.append("wrap=True")
        return f"{type(self).__name__}({', '.join(extra)})"


class Down(RankOrder):
    """Build down: a card goes on the card ``by`` ranks higher (a 7 on an 8)."""

    _base_key = "build_down"
    direction = -1

    def _fits(self, rank, onto):
        return self._step(onto, -self.by) == rank


class Up(RankOrder):
    """Build up: a card goes on the card ``by`` ranks lower (a 9 on an 8)."""

    _base_key = "build_up"
    direction = 1

    def _fits(self, rank, onto):
        return self._step(onto, self.by) == rank


class UpOrDown(RankOrder):
    """Build up or down: a card goes on a card ``by`` ranks higher or lower."""

    _base_key = "build_up_or_down"

    def _fits(self, rank, onto):
        return rank in (self._step(onto, self.by), self._step(onto, -self.by))


class Wrap(Concept):
    """Ranks wrap around: a King and an Ace are next to each other."""

    key = "wrap"


WRAP = Wrap()

# --------------------------------------------------------------------------- suit rules


class SuitRule(Concept):
    """Which suit or colour a card must have to go on another card."""

    def fits(self, card: Card, onto: Card) -> bool:
        raise NotImplementedError

    def short(self, lang=None) -> str:
        from . import glossary
        return glossary.entry(self.key).extra["short"][glossary.resolve_lang(lang)]

    def __eq__(self, other):
        return type(self) is type(other)

    def __hash__(self):
        return hash(type(self))


class BySuit(SuitRule):
    """Build by suit: hearts on hearts, spades on spades."""

    key = "build_by_suit"

    def fits(self, card, onto):
        return card.suit == onto.suit


class ByColour(SuitRule):
    """Build by colour: red on red, black on black."""

    key = "build_by_colour"

    def fits(self, card, onto):
        return card.red == onto.red


class AlternateColour(SuitRule):
    """Build by alternate colour: red on black, black on red."""

    key = "build_alternate_colour"

    def fits(self, card, onto):
        return card.red != onto.red


class AnySuitButOwn(SuitRule):
    """Build on any suit but its own."""

    key = "build_any_suit_but_own"

    def fits(self, card, onto):
        return card.suit != onto.suit


class RegardlessOfSuit(SuitRule):
    """Build regardless of suit: suit and colour do not matter."""

    key = "build_regardless_of_suit"

    def fits(self, card, onto):
        return True


BY_SUIT = BySuit()
BY_COLOUR = ByColour()
ALTERNATE_COLOUR = AlternateColour()
ANY_SUIT_BUT_OWN = AnySuitButOwn()
REGARDLESS_OF_SUIT = RegardlessOfSuit()

# --------------------------------------------------------------------------- building


class Build(Concept):
    """Building: one rank order combined with one suit rule.

    >>> Build(Down(), ALTERNATE_COLOUR).fits(Card.parse("7H"), Card.parse("8S"))
    True
    """

    key = "building"

    def __init__(self, order: RankOrder, suit: SuitRule):
        super().__init__()
        self.order = order
        self.suit = suit
        self._ranks = {0: (), **order._table}
        self._suit_fits = suit.fits

    def fits(self, card: Card, onto: Card) -> bool:
        """May ``card`` be placed on ``onto``?"""
        return card.rank in self._ranks[onto.rank] and self._suit_fits(card, onto)

    def refusing(self, card: Card, onto: Card) -> Concept | None:
        """The concept that forbids ``card`` on ``onto`` (rank order first), or None."""
        if not self.order.fits(card.rank, onto.rank):
            return self.order
        if not self.suit.fits(card, onto):
            return self.suit
        return None

    def ranks_onto(self, onto: int) -> tuple:
        return self.order.ranks_onto(onto)

    def is_sequence(self, cards) -> bool:
        """Do ``cards`` (bottom to top) follow this build, each on the one below?"""
        fits = self.fits
        return all(fits(cards[i + 1], cards[i]) for i in range(len(cards) - 1))

    def label(self, lang=None) -> str:
        from . import glossary
        lang = glossary.resolve_lang(lang)
        verb = "build" if lang == "en" else "construire"
        return f"{verb} {self.order.short(lang)} {self.suit.short(lang)}"

    def rule(self, lang=None) -> str:
        return f"{self.order.rule(lang)} {self.suit.rule(lang)}"

    def concepts(self):
        yield self
        yield from self.order.concepts()
        yield self.suit

    def __eq__(self, other):
        return isinstance(other, Build) and (self.order, self.suit) == (other.order, other.suit)

    def __hash__(self):
        return hash((self.order, self.suit))

    def __repr__(self):
        return f"Build({self.order!r}, {type(self.suit).__name__}())"


# --------------------------------------------------------------------------- what moves as a unit


class Unit(Concept):
    """What may be lifted from the top of a pile in one move."""

    def run_length(self, cards: list, build: Build | None) -> int:
        """How many cards from the top form a liftable unit (at most)."""
        raise NotImplementedError

    def refusal_for(self, lifted: list, build: Build | None) -> Concept | None:
        """The concept refusing to lift ``lifted`` (bottom to top), or None."""
        return None if len(lifted) <= self.run_length(lifted, build) else self

    def __eq__(self, other):
        return type(self) is type(other)

    def __hash__(self):
        return hash(type(self))


def _face_up_run(cards) -> int:
    n = 0
    for card in reversed(cards):
        if not card.face_up:
            break
        n += 1
    return n


class SingleCard(Unit):
    """One card at a time: only the top card moves."""

    key = "single_card_move"

    def run_length(self, cards, build):
        return 1 if cards and cards[-1].face_up else 0


class Sequence(Unit):
    """Any built sequence: face-up cards that follow the pile's build move together."""

    key = "sequence_move"

    def sequence_build(self, build: Build | None) -> Build | None:
        return build

    def run_length(self, cards, build):
        build = self.sequence_build(build)
        if not cards:
            return 0
        upper = cards[-1]
        if not upper.face_up:
            return 0
        ranks, suit_fits = build._ranks, build._suit_fits
        length = 1
        for i in range(len(cards) - 2, -1, -1):
            below = cards[i]
            if not below.face_up or upper.rank not in ranks[below.rank] or not suit_fits(upper, below):
                break
            length += 1
            upper = below
        return length


class SameSuitSequence(Sequence):
    """A sequence in the pile's rank order whose cards are all of one suit."""

    key = "same_suit_sequence_move"

    _cache: dict = {}

    def sequence_build(self, build):
        same_suit = self._cache.get(build.order)
        if same_suit is None:
            same_suit = self._cache[build.order] = Build(build.order, BY_SUIT)
        return same_suit


class AnyGroup(Unit):
    """Any face-up card moves with every card on top of it, in whatever order."""

    key = "any_group_move"

    def run_length(self, cards, build):
        return _face_up_run(cards)


class FreeCellLimitedSequence(Sequence):
    """A built sequence no longer than the free cells and empty piles allow.

    The limit is (empty free cells + 1) x 2 ** (empty tableau piles), not
    counting the target pile nor a source pile left empty by the move: the
    number of cards one could move one by one through the free spaces.
    """

    key = "free_cell_limited_move"

    def __init__(self, cells: bool = True, piles: bool = True):
        # cells=False: no free cell counts (Forty Thieves: 2 ** empty piles);
        # piles=False: empty tableau piles do not count (Eight Off: free cells + 1).
        super().__init__()
        self.cells, self.piles = bool(cells), bool(piles)

    @staticmethod
    def capacity(free_cells: int, empty_piles: int) -> int:
        """How many cards may move with ``free_cells`` empty cells and ``empty_piles`` empty piles."""
        return (free_cells + 1) * (2 ** max(empty_piles, 0))

    def limit(self, free_cells: int, empty_piles: int) -> int:
        """This variant's limit: only the free spaces it counts enter :meth:`capacity`."""
        return self.capacity(free_cells if self.cells else 0, empty_piles if self.piles else 0)

    def _variant(self) -> str:
        return {(True, True): "", (True, False): "_cells", (False, True): "_piles"}.get(
            (self.cells, self.piles), "_none")

    def _text(self, field, lang):
        from . import glossary
        entry = glossary.entry(self.key)
        variant = entry.extra.get(field + self._variant())
        return variant[glossary.resolve_lang(lang)] if variant else entry.text(field, lang)

    def rule(self, lang=None) -> str:
        return self._text("rule", lang)

    def definition(self, lang=None) -> str:
        return self._text("definition", lang)

    def __eq__(self, other):
        return type(self) is type(other) and (self.cells, self.piles) == (other.cells, other.piles)

    def __hash__(self):
        return hash((type(self), self.cells, self.piles))


ONE_CARD = SingleCard()
SEQUENCE = Sequence()
SAME_SUIT_SEQUENCE = SameSuitSequence()
ANY_GROUP = AnyGroup()
FREE_CELL_LIMITED = FreeCellLimitedSequence()

# --------------------------------------------------------------------------- empty piles


class EmptyRule(Concept):
    """What an empty pile accepts."""

    def accepts(self, bottom: Card) -> bool:
        raise NotImplementedError

    def ranks(self):
        """The ranks an empty pile may take as bottom card (None: any rank)."""
        return None

    def __eq__(self, other):
        return type(self) is type(other) and self.params() == other.params()

    def __hash__(self):
        return hash((type(self), tuple(self.params().items())))


class AnyCardWhenEmpty(EmptyRule):
    """Any card, or any movable group, may fill an empty pile."""

    key = "empty_any_card"

    def accepts(self, bottom):
        return True


class KingOnlyWhenEmpty(EmptyRule):
    """Only a King, or a group whose bottom card is a King, may fill an empty pile."""

    key = "empty_king_only"

    def accepts(self, bottom):
        return bottom.rank == 13

    def ranks(self):
        return (13,)


class NeverFilled(EmptyRule):
    """An empty pile stays empty for the rest of the game."""

    key = "empty_never"

    def accepts(self, bottom):
        return False

    def ranks(self):
        return ()


class FilledAutomatically(EmptyRule):
    """An empty pile is filled at once, by the game, from the named piles."""

    key = "empty_auto_fill"

    def __init__(self, *sources: str, then: EmptyRule | None = None):
        super().__init__()
        self.sources = sources
        self.then = then or NEVER_FILLED

    def accepts(self, bottom):
        return self.then.accepts(bottom)

    def ranks(self):
        return self.then.ranks()

    def fill(self, game, pile) -> None:
        """Done by the game after every move: the top card of the first source pile
        that has one goes, face up, onto the empty ``pile``."""
        for source_id in self.sources:
            source = game._by_id.get(source_id)
            if source is not None and source.cards:
                pile.cards.append(source.cards.pop().up())
                return

    def params(self):
        return {"sources": ", ".join(self.sources)}


ANY_CARD = AnyCardWhenEmpty()
KINGS_ONLY = KingOnlyWhenEmpty()
NEVER_FILLED = NeverFilled()

# --------------------------------------------------------------------------- foundations


class BaseCard(Concept):
    """The rank every foundation starts with (glossary: base card).

    ``rank`` is fixed (1 = Ace) or None when the first card dealt to the
    first foundation decides it.
    """

    key = "base_card"

    def __init__(self, rank: int | None = 1):
        super().__init__()
        self.rank = rank

    def params(self):
        from .cards import RANK_LETTERS
        return {"rank": RANK_LETTERS[self.rank] if self.rank else "?"}

    def __eq__(self, other):
        return isinstance(other, BaseCard) and self.rank == other.rank

    def __hash__(self):
        return hash(("base", self.rank))


class InPlay(Concept):
    """Foundation cards stay in play: the top card may go back to the tableau."""

    key = "in_play"


class OutOfPlay(Concept):
    """Foundation cards are out of play: once there, a card stays."""

    key = "out_of_play"


ACE_BASE = BaseCard(1)
IN_PLAY = InPlay()
OUT_OF_PLAY = OutOfPlay()

# --------------------------------------------------------------------------- stock


class StockDeal(Concept):
    """How a click on the stock deals; ``blocked(game)`` may forbid it for a while."""

    def blocked(self, game) -> bool:
        return False


class DealToWaste(StockDeal):
    """A click on the stock turns ``n`` cards onto the waste."""

    key = "deal_to_waste"

    def __init__(self, n: int = 1):
        super().__init__()
        self.n = n

    def params(self):
        return {"n": self.n}


class DealToEachPile(StockDeal):
    """A click on the stock deals one card onto each pile of a group."""

    key = "deal_to_each_pile"

    def __init__(self, group: str = "tableau", face_up: bool = True, refuse_if_empty: bool = False):
        super().__init__()
        self.group = group
        self.face_up = face_up
        self.refuse_if_empty = refuse_if_empty

    def params(self):
        return {"group": self.group}

    def blocked(self, game) -> bool:
        return self.refuse_if_empty and any(not p.cards for p in game.group_piles(self.group))


class Redeal(Concept):
    """Turning the waste back over to make a new stock; ``limit`` times (None: unlimited)."""

    key = "redeal"

    def __init__(self, limit: int | None):
        super().__init__()
        self.limit = limit

    def params(self):
        return {"n": "∞" if self.limit is None else self.limit}

    def rule(self, lang=None) -> str:
        from . import glossary
        entry = glossary.entry(self.key)
        lang = glossary.resolve_lang(lang)
        if self.limit is None:
            return entry.extra["rule_unlimited"][lang]
        if self.limit == 0:
            return entry.extra["rule_none"][lang]
        return entry.text("rule", lang, n=self.limit)


NO_REDEAL = Redeal(0)
UNLIMITED_REDEALS = Redeal(None)

# --------------------------------------------------------------------------- roles and other words


class Role(Concept):
    """The role of a pile: stock, waste, foundation, tableau or reserve."""

    def __init__(self, key: str):
        super().__init__(key)


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


# --------------------------------------------------------------------------- later additions


class TopCardOrFaceUpPart(Unit):
    """Either the top card alone, or every face-up card of the pile together.

    Counts in between are refused.  Move generation takes consecutive counts,
    so a game using this unit also lists it in its declaration's ``rules``:
    there, :meth:`check` refuses a move lifting some but not all face-up cards.
    """

    key = "top_or_face_up_part"

    def run_length(self, cards, build):
        return _face_up_run(cards)

    def allows_count(self, cards, count: int) -> bool:
        return count == 1 or count == _face_up_run(cards)

    @property
    def text(self) -> dict:
        return {"en": self.rule("en"), "fr": self.rule("fr")}

    def check(self, game, move, cards) -> bool:
        source = game.pile(move.source)
        if source.group.moves is not self:
            return True
        return self.allows_count(source.cards, move.count)


class RunToFoundation(Concept):
    """A same-suit run may go onto a foundation in one move (see ``piles.RunFoundations``)."""

    key = "run_to_foundation"


TOP_OR_FACE_UP_PART = TopCardOrFaceUpPart()
RUN_TO_FOUNDATION = RunToFoundation()


def same_suit_pairs(cards) -> int:
    """How many face-up cards lie on a face-up card of their suit one rank higher
    (the sum of (length - 1) over the same-suit runs of a pile, bottom to top)."""
    return sum(1 for lower, upper in zip(cards, cards[1:])
               if lower.face_up and upper.face_up and upper.suit == lower.suit
               and upper.rank == lower.rank - 1)


def is_complete_run(cards) -> bool:
    """Are ``cards`` (bottom to top) exactly King down to Ace of one suit, all face up?"""
    return (len(cards) == 13 and cards[0].rank == 13 and all(c.face_up for c in cards)
            and same_suit_pairs(cards) == 12)


class CompleteRun(Concept):
    """Only a complete run, King down to Ace of one suit, goes to a foundation,
    all thirteen cards in one move (see ``piles.CompleteRunFoundations``)."""

    key = "complete_run_to_foundation"


COMPLETE_RUN = CompleteRun()
