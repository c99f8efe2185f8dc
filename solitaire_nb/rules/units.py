"""What moves as a unit: how many cards may be lifted from the top of a pile at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text import glossary
from ..text.glossary import render_variant
from ..text.phrases import Phrase
from .building import BY_SUIT, Build, RankOrder
from .cards import Card
from .concept import Concept

if TYPE_CHECKING:
    from .position import Moved, Position

# --------------------------------------------------------------------------- what moves as a unit


class Unit(Concept):
    """What may be lifted from the top of a pile in one move."""

    def run_length(self, cards: list[Card], build: Build | None) -> int:
        """How many cards from the top form a liftable unit (at most)."""
        raise NotImplementedError

    def refusal_for(self, lifted: list[Card], build: Build | None) -> Concept | None:
        """The concept refusing to lift ``lifted`` (bottom to top), or None."""
        return None if len(lifted) <= self.run_length(lifted, build) else self

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other)

    def __hash__(self) -> int:
        return hash(type(self))


def _face_up_run(cards: list[Card]) -> int:
    n = 0
    for card in reversed(cards):
        if not card.face_up:
            break
        n += 1
    return n


class SingleCard(Unit):
    """One card at a time: only the top card moves."""

    key = "single_card_move"

    def run_length(self, cards: list[Card], build: Build | None) -> int:
        return 1 if cards and cards[-1].face_up else 0


class Sequence(Unit):
    """Any built sequence: face-up cards that follow the pile's build move together."""

    key = "sequence_move"

    def sequence_build(self, build: Build | None) -> Build | None:
        return build

    def run_length(self, cards: list[Card], build: Build | None) -> int:
        build = self.sequence_build(build)
        if not cards:
            return 0
        upper = cards[-1]
        if not upper.face_up:
            return 0
        assert build is not None  # a sequence moves on a group that builds
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

    _cache: dict[RankOrder, Build] = {}

    def sequence_build(self, build: Build | None) -> Build | None:
        assert build is not None  # a sequence moves on a group that builds
        same_suit = self._cache.get(build.order)
        if same_suit is None:
            same_suit = self._cache[build.order] = Build(build.order, BY_SUIT)
        return same_suit


class AnyGroup(Unit):
    """Any face-up card moves with every card on top of it, in whatever order."""

    key = "any_group_move"

    def run_length(self, cards: list[Card], build: Build | None) -> int:
        return _face_up_run(cards)


class FreeCellLimitedSequence(Sequence):
    """A built sequence no longer than the free cells and empty piles allow.

    The limit is (empty free cells + 1) x 2 ** (empty tableau piles), not
    counting the target pile nor a source pile left empty by the move: the
    number of cards one could move one by one through the free spaces.
    """

    key = "free_cell_limited_move"

    def __init__(self, cells: bool = True, piles: bool = True) -> None:
        # cells=False: no free cell counts (Forty Thieves: 2 ** empty piles);
        # piles=False: empty tableau piles do not count (Eight Off: free cells + 1).
        super().__init__()
        self.cells, self.piles = bool(cells), bool(piles)

    @staticmethod
    def capacity(free_cells: int, empty_piles: int) -> int:
        """How many cards may move with ``free_cells`` empty cells and ``empty_piles`` empty piles."""
        capacity: int = (free_cells + 1) * (2 ** max(empty_piles, 0))
        return capacity

    def limit(self, free_cells: int, empty_piles: int) -> int:
        """This variant's limit: only the free spaces it counts enter :meth:`capacity`."""
        return self.capacity(free_cells if self.cells else 0, empty_piles if self.piles else 0)

    def _variant(self) -> str:
        return {(True, True): "", (True, False): "_cells", (False, True): "_piles"}.get(
            (self.cells, self.piles), "_none")

    def _text(self, field: str, lang: str | None) -> str:
        entry = glossary.entry(self.key)
        variant = entry.extra.get(field + self._variant())
        return render_variant(variant, lang, {}) if variant else entry.text(field, lang)

    def rule(self, lang: str | None = None) -> str:
        return self._text("rule", lang)

    def definition(self, lang: str | None = None) -> str:
        return self._text("definition", lang)

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and (self.cells, self.piles) == (other.cells, other.piles)

    def __hash__(self) -> int:
        return hash((type(self), self.cells, self.piles))


ONE_CARD = SingleCard()
SEQUENCE = Sequence()
SAME_SUIT_SEQUENCE = SameSuitSequence()
ANY_GROUP = AnyGroup()
FREE_CELL_LIMITED = FreeCellLimitedSequence()


class TopCardOrFaceUpPart(Unit):
    """Either the top card alone, or every face-up card of the pile together.

    Counts in between are refused.  Move generation takes consecutive counts,
    so a game using this unit also lists, in its declaration's ``rules``, a
    :class:`~solitaire_nb.rules.GameRule` built from :meth:`check` (as Westhaven
    does), which refuses a move lifting some but not all face-up cards.
    """

    key = "top_or_face_up_part"

    def run_length(self, cards: list[Card], build: Build | None) -> int:
        return _face_up_run(cards)

    def allows_count(self, cards: list[Card], count: int) -> bool:
        return count == 1 or count == _face_up_run(cards)

    @property
    def text(self) -> Phrase:
        return Phrase(en=self.rule("en"), fr=self.rule("fr"))

    def check(self, game: Position, move: Moved, cards: list[Card]) -> bool:
        source = game.pile(move.source)
        if source.group.moves is not self:
            return True
        return self.allows_count(source.cards, move.count)


TOP_OR_FACE_UP_PART = TopCardOrFaceUpPart()
