"""Removing cards in pairs: which two cards make a pair, and where removed cards go.

In a pair-removal game no card is built on another: the player drops a free
card on a free partner and both leave the table together (one move).  Which
two cards make a pair is a :class:`PairRule` — ranks adding up to a number
(:class:`SumsTo`), the same rank (:class:`SameRank`), the same suit
(:class:`SameSuit`); some games add where the two cards must lie
(:class:`Touching`, :class:`InLine`) and cards removed on their own, such as a
King where pairs add up to 13 (:class:`RemovedAlone`).  The removed cards are
gathered on one pile, :class:`Discard`, a foundation that counts them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..text.phrases import Phrase, say
from .cards import RANK_NAMES, Card
from .concept import Concept
from .goals import AllOnFoundations, ScoreRule
from .key_parts import CARDS, COUNTS, plain_sight, sight
from .piles import Foundations, Refusal
from .words import FOUNDATION

if TYPE_CHECKING:
    from .position import DeclarationView, Group, Pile, Position


class PairRemoval(Concept):
    """Two cards that make a pair leave the table together (glossary: pair removal)."""

    key = "pair_removal"


PAIR_REMOVAL = PairRemoval()


class PairRule(Concept):
    """Which two cards make a pair."""

    def matches(self, card: Card, partner: Card) -> bool:
        raise NotImplementedError

    def concepts(self) -> Iterator[Concept]:
        yield PAIR_REMOVAL
        yield self


class SumsTo(PairRule):
    """Two cards whose ranks add up to ``total`` (Ace 1, Jack 11, Queen 12, King 13).

    ``also`` lists further pairs of ranks that match (e.g. two Jacks), and
    ``also_text`` says them in words for the rule text.
    """

    key = "pair_sum"

    def __init__(self, total: int, also: tuple[tuple[int, int], ...] = (),
                 also_text: Phrase | dict[str, str] | None = None) -> None:
        super().__init__()
        self.total = total
        self.also = frozenset(frozenset(pair) if pair[0] != pair[1] else frozenset((pair[0],))
                              for pair in also)
        if also and also_text is None:
            raise ValueError("extra pairs need a sentence saying them (also_text)")
        self.also_text = Phrase.of(also_text if also_text is not None else Phrase(en="", fr=""))

    def matches(self, card: Card, partner: Card) -> bool:
        if card.rank + partner.rank == self.total:
            return True
        return bool(self.also) and frozenset((card.rank, partner.rank)) in self.also

    def params(self) -> dict[str, object]:
        return {"n": self.total, "also": self.also_text}


class SameRank(PairRule):
    """Two cards of the same rank."""

    key = "pair_same_rank"

    def matches(self, card: Card, partner: Card) -> bool:
        return card.rank == partner.rank


class SameSuit(PairRule):
    """Two cards of the same suit."""

    key = "pair_same_suit"

    def matches(self, card: Card, partner: Card) -> bool:
        return card.suit == partner.suit


# --------------------------------------------------------------------------- where the pair lies


class PairPlace(Concept):
    """Where the two cards of a pair must lie, in a grid of ``columns`` piles a row
    (piles numbered row by row from 1)."""

    def __init__(self, columns: int) -> None:
        super().__init__()
        self.columns = columns

    def cell(self, number: int) -> tuple[int, int]:
        return divmod(number - 1, self.columns)

    def allows(self, first: int, second: int) -> bool:
        raise NotImplementedError


class Touching(PairPlace):
    """The two cards touch: side by side, one above the other, or corner to corner."""

    key = "pair_touching"

    def allows(self, first: int, second: int) -> bool:
        (r1, c1), (r2, c2) = self.cell(first), self.cell(second)
        return first != second and abs(r1 - r2) <= 1 and abs(c1 - c2) <= 1


class InLine(PairPlace):
    """The two cards lie in the same row or the same column."""

    key = "pair_in_line"

    def allows(self, first: int, second: int) -> bool:
        (r1, c1), (r2, c2) = self.cell(first), self.cell(second)
        return first != second and (r1 == r2 or c1 == c2)


# --------------------------------------------------------------------------- cards removed alone


class RemovedAlone(Concept):
    """A card of rank ``rank`` is removed on its own (a King where pairs add up to 13)."""

    key = "removed_alone"

    def __init__(self, rank: int = 13) -> None:
        super().__init__()
        self.rank = rank

    def allows(self, game: Position, card: Card, source: Pile) -> bool:
        return card.rank == self.rank

    def ranks(self) -> tuple[int, ...] | None:
        """The ranks that may be removed alone (None: decided card by card)."""
        return (self.rank,)

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """Only the card removed (:mod:`.key_parts`)."""
        return COUNTS

    def params(self) -> dict[str, object]:
        return {"rank": Phrase({lang: RANK_NAMES[lang][self.rank] for lang in ("en", "fr")})}


KINGS_ALONE = RemovedAlone(13)


class Discard(Foundations):
    """The pile of removed cards: a foundation that takes the cards of every pair
    removed, and on its own only a card that ``alone`` allows (e.g. a King).
    Its cards are out of play; the score counts them."""

    def explain_move(self, target: Pile, source: Pile, cards: list[Card],
                     lang: str) -> tuple[str, str] | None:
        """A card removed on its own (a King where pairs add up to 13)."""
        if self.alone is None:
            return None
        return say("move.alone", lang, card=cards[0]), self.alone.label(lang)

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the removed cards."""
        return [PAIR_REMOVAL] + ([self.alone] if self.alone is not None else [])

    def __init__(self, alone: RemovedAlone | None = None) -> None:
        super().__init__(1, in_play=False)
        self.alone = alone

    def key_level(self, declaration: DeclarationView) -> int:
        """Its rules read none of its cards, and they never leave it: only how many it holds
        counts (:mod:`.key_parts`)."""
        return CARDS if self.in_play else COUNTS

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """What the rule of cards removed alone sees (:mod:`.key_parts`)."""
        seen = plain_sight(self, group, declaration)
        return seen if self.alone is None else max(seen, sight(self.alone, group, declaration))

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        if self.alone is None:
            return ()
        return self.alone.ranks()

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return len(cards) == 1 and self.alone is not None and self.alone.allows(game, cards[0], source)

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if len(cards) != 1:
            return Refusal(FOUNDATION, "foundation_one", (len(cards),))
        if self.allows(game, pile, cards, source):
            return None
        return Refusal(self.alone or PAIR_REMOVAL, "not_alone", (cards[0],))

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield PAIR_REMOVAL
        if self.alone is not None:
            yield self.alone


# --------------------------------------------------------------------------- the pair move


def partner_of(pile: Pile, source: Pile) -> Card | None:
    """The card a card lifted from ``source`` would pair with on ``pile``: its top card,
    or the card under the lifted one when both are the same pile (the waste's two top cards)."""
    cards = pile.cards
    if source is pile:
        return cards[-2] if len(cards) >= 2 else None
    return cards[-1] if cards else None


def discard_pair(game: Position, pile: Pile, cards: list[Card]) -> None:
    """Carry out a pair removal: the lifted card and its partner, the top card of ``pile``
    now, go face up to the discard pile (the first foundation)."""
    discard = game.group_piles("foundation")[0]
    discard.cards.extend(card.up() for card in cards)
    discard.cards.append(pile.cards.pop().up())


#: The score of the games whose foundation is the pile of removed cards: a card taken away
#: is worth one point (AisleRiot counts two points a pair, the same total).
CARDS_TAKEN_AWAY = ScoreRule(said=Phrase(en="one point per card taken away", fr="un point par carte retirée"))
#: Their goal when no card may stay: every card taken away, onto the pile of removed cards.
ALL_TAKEN_AWAY = AllOnFoundations(goal=Phrase(en="Every card has been taken away.",
                                              fr="Toutes les cartes ont été retirées."))
