"""Foundations ruled by the one above them, as in Osmosis and Peek (glossary: foundation above).

The deal puts one card on the first foundation: its suit is that foundation's
suit and its rank the base rank.  The first foundation takes any card of its
suit, in any order.  The other foundations are started one after another, top
to bottom, each with a card of the base rank; a card then goes on a foundation
of its suit only when a card of the same rank already lies on the foundation
just above it.  Foundation cards are out of play.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from ..text.phrases import Phrase, define, get
from .building import BY_SUIT
from .cards import Card
from .concept import Concept
from .foundations import OUT_OF_PLAY, BaseCard
from .key_parts import plain_sight
from .piles import Foundations, Refusal
from .position import Pile
from .words import FOUNDATION

if TYPE_CHECKING:
    from .piles import Candidate
    from .position import Position

define("foundation_above", {
    "suit": Phrase(
        en="a foundation takes only cards of the suit it was started with",
        fr="une fondation ne prend que des cartes de la couleur par laquelle elle a commencé",
    ),
    "rank": Phrase(
        en="a card goes on this foundation only when a card of the same rank already lies "
           "on the foundation above it",
        fr="une carte ne va sur cette fondation que si une carte du même rang se trouve déjà "
           "sur la fondation du dessus",
    ),
    "order": Phrase(
        en="the foundations are started in order, from the top: the foundation above this "
           "one is still empty",
        fr="les fondations commencent dans l'ordre, en partant du haut : la fondation du "
           "dessus est encore vide",
    ),
})


class FoundationAbove(Concept):
    """A foundation takes a card only when its rank already lies on the foundation
    above it (glossary: foundation above)."""

    key = "foundation_above"


FOUNDATION_ABOVE = FoundationAbove()


class FoundationsRuledFromAbove(Foundations):
    """Osmosis's foundations (see the module's text): the first one takes any card of
    its suit; each other one starts, in order, with a card of the base rank and then
    takes a card of its suit whose rank is already on the foundation above.  The
    base rank is ``game.state["base_rank"]`` (set by the deal).  Their rules read every card
    of the foundation above and the first card of their own: keys keep them whole, each in
    its place (the default, :mod:`.key_parts`)."""

    one_card_a_move = True

    sees = plain_sight

    def __init__(self, count: int = 4) -> None:
        super().__init__(count, base=BaseCard(None), in_play=False)
        self.build = None  # type: ignore[assignment]  # no rank order: the foundation above decides

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for these foundations."""
        return [FOUNDATION_ABOVE, OUT_OF_PLAY]

    def why_legal(self, lang: str | None = None) -> str:
        """Why a card may go on one of these foundations, in words."""
        return FOUNDATION_ABOVE.label(lang)

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        return None if pile.cards else (self.base_rank(game),)

    def pool(self, game: Position, pile: Pile, candidates: Sequence[Candidate],
             by_rank: Mapping[int, Sequence[Candidate]], singles: Sequence[Candidate]) -> Sequence[Candidate]:
        if pile.cards:
            return singles
        return by_rank.get(self.base_rank(game), ())

    def _above(self, game: Position, pile: Pile) -> Pile | None:
        piles = game.group_piles(self.prefix)
        index = piles.index(pile)
        return piles[index - 1] if index else None

    def refusal_for(self, game: Position, pile: Pile, card: Card) -> Refusal | None:
        """Why ``card`` may not go on ``pile`` (None: it may)."""
        above = self._above(game, pile)
        if not pile.cards:
            if card.rank != self.base_rank(game):
                return Refusal(BaseCard(self.base_rank(game)), "base", (card,))
            if above is not None and not above.cards:
                return Refusal(FOUNDATION_ABOVE, "game_rule", (get("foundation_above.order"),))
            return None
        if card.suit != pile.cards[0].suit:
            return Refusal(FOUNDATION_ABOVE, "game_rule", (get("foundation_above.suit"),))
        if above is not None and all(c.rank != card.rank for c in above.cards):
            return Refusal(FOUNDATION_ABOVE, "game_rule", (get("foundation_above.rank"),))
        return None

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return len(cards) == 1 and self.refusal_for(game, pile, cards[0]) is None

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if len(cards) != 1:
            return Refusal(FOUNDATION, "foundation_one", (len(cards),))
        return self.refusal_for(game, pile, cards[0])

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield self.base
        yield FOUNDATION_ABOVE
        yield BY_SUIT
        yield OUT_OF_PLAY
