"""Building: which card may go on which — rank orders, suit rules, and their combination.

A :class:`Build` combines a **rank order** (build down, build up, build up or
down, by N, with or without a King/Ace wrap) with a **suit rule** (by suit, by
colour, by alternate colour, any suit but its own, regardless of suit).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..text import glossary
from ..text.glossary import render_variant
from ..text.language import resolve_lang
from ..text.phrases import Phrase, define, say
from .cards import Card
from .concept import Concept

# --------------------------------------------------------------------------- rank orders


class RankOrder(Concept):
    """Which rank a card must have to go on another card."""

    direction = 0  # -1 down, +1 up, 0 both
    _base_key: str  # the glossary key of a step of one

    def __init__(self, by: int = 1, wrap: bool = False) -> None:
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

    def ranks_onto(self, onto: int) -> tuple[int, ...]:
        """All ranks that may go on a card of rank ``onto``."""
        return self._table.get(onto, ())

    def params(self) -> dict[str, object]:
        return {"n": self.by}

    @property
    def key(self) -> str:  # type: ignore[override]
        base = self._base_key
        return f"{base}_by" if self.by != 1 else base

    def short(self, lang: str | None = None) -> str:
        entry = glossary.entry(self.key)
        return render_variant(entry.extra["short"], lang, self.params())

    def concepts(self) -> Iterator[Concept]:
        yield self
        if self.wrap:
            yield WRAP

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and (self.by, self.wrap) == (other.by, other.wrap)

    def __hash__(self) -> int:
        return hash((type(self), self.by, self.wrap))

    def __repr__(self) -> str:
        extra = [f"by={self.by}"] if self.by != 1 else []
        if self.wrap:
            extra.append("wrap=True")
        return f"{type(self).__name__}({', '.join(extra)})"


class Down(RankOrder):
    """Build down: a card goes on the card ``by`` ranks higher (a 7 on an 8)."""

    _base_key = "build_down"
    direction = -1

    def _fits(self, rank: int, onto: int) -> bool:
        return self._step(onto, -self.by) == rank


class Up(RankOrder):
    """Build up: a card goes on the card ``by`` ranks lower (a 9 on an 8)."""

    _base_key = "build_up"
    direction = 1

    def _fits(self, rank: int, onto: int) -> bool:
        return self._step(onto, self.by) == rank


class UpOrDown(RankOrder):
    """Build up or down: a card goes on a card ``by`` ranks higher or lower."""

    _base_key = "build_up_or_down"

    def _fits(self, rank: int, onto: int) -> bool:
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

    def short(self, lang: str | None = None) -> str:
        return render_variant(glossary.entry(self.key).extra["short"], lang, {})

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other)

    def __hash__(self) -> int:
        return hash(type(self))


class BySuit(SuitRule):
    """Build by suit: hearts on hearts, spades on spades."""

    key = "build_by_suit"

    def fits(self, card: Card, onto: Card) -> bool:
        return card.suit == onto.suit


class ByColour(SuitRule):
    """Build by colour: red on red, black on black."""

    key = "build_by_colour"

    def fits(self, card: Card, onto: Card) -> bool:
        return card.red == onto.red


class AlternateColour(SuitRule):
    """Build by alternate colour: red on black, black on red."""

    key = "build_alternate_colour"

    def fits(self, card: Card, onto: Card) -> bool:
        return card.red != onto.red


class AnySuitButOwn(SuitRule):
    """Build on any suit but its own."""

    key = "build_any_suit_but_own"

    def fits(self, card: Card, onto: Card) -> bool:
        return card.suit != onto.suit


class RegardlessOfSuit(SuitRule):
    """Build regardless of suit: suit and colour do not matter."""

    key = "build_regardless_of_suit"

    def fits(self, card: Card, onto: Card) -> bool:
        return True


BY_SUIT = BySuit()
BY_COLOUR = ByColour()
ALTERNATE_COLOUR = AlternateColour()
ANY_SUIT_BUT_OWN = AnySuitButOwn()
REGARDLESS_OF_SUIT = RegardlessOfSuit()

# --------------------------------------------------------------------------- building


define("building", {
    "label": Phrase(en="build {order} {suit}", fr="construire {order} {suit}"),
    "label_wrap": Phrase(en="{label}, King and Ace next to each other",
                         fr="{label}, le Roi et l'As voisins"),
    "rule_wrap": Phrase(en="{rule}; {wrap}", fr="{rule} ; {wrap}"),
})


class Build(Concept):
    """Building: one rank order combined with one suit rule.

    >>> Build(Down(), ALTERNATE_COLOUR).fits(Card.parse("7H"), Card.parse("8S"))
    True
    """

    key = "building"

    def __init__(self, order: RankOrder, suit: SuitRule) -> None:
        super().__init__()
        self.order = order
        self.suit = suit
        self._ranks = {0: (), **order._table}
        self._suit_fits = suit.fits

    def steps_by_one(self, order: type) -> bool:
        """Does this building go one rank at a time in ``order`` (``Down`` or ``Up``), without
        wrapping round from King to Ace?"""
        return type(self.order) is order and self.order.by == 1 and not self.order.wrap

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

    def ranks_onto(self, onto: int) -> tuple[int, ...]:
        return self.order.ranks_onto(onto)

    def is_sequence(self, cards: Sequence[Card]) -> bool:
        """Do ``cards`` (bottom to top) follow this build, each on the one below?"""
        fits = self.fits
        return all(fits(cards[i + 1], cards[i]) for i in range(len(cards) - 1))

    def label(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        label = say("building.label", lang, order=self.order.short(lang), suit=self.suit.short(lang))
        return say("building.label_wrap", lang, label=label) if self.order.wrap else label

    def rule(self, lang: str | None = None) -> str:
        rule = f"{self.order.rule(lang)} {self.suit.rule(lang)}"
        return say("building.rule_wrap", lang, rule=rule, wrap=WRAP.rule(lang)) if self.order.wrap else rule

    def concepts(self) -> Iterator[Concept]:
        yield self
        yield from self.order.concepts()
        yield self.suit

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Build) and (self.order, self.suit) == (other.order, other.suit)

    def __hash__(self) -> int:
        return hash((self.order, self.suit))

    def __repr__(self) -> str:
        return f"Build({self.order!r}, {type(self.suit).__name__}())"
