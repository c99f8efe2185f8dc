"""Grids of one-card cells with gaps: a card moves into a gap when it follows its neighbour.

In Gaps and Maze every card lies face up in a cell of a grid and a few cells
are empty: the *gaps*.  The only move is one card, from its cell, into a gap,
and only when it follows the card beside the gap: the next card of the same
suit after the card on the gap's left (Gaps, Maze) or, in Maze, the card just
before the one on the gap's right.  The games differ in how the grid is read:

* ``line=False`` — every row is a line of its own (Gaps): the first cell of a
  row has no left neighbour and takes a card of the rank ``starts`` (a Two);
* ``line=True`` — the whole grid reads as one line, like a text (Maze): the
  last cell of a row lies just left of the first cell of the next row; only
  the very first cell takes a card of the rank ``starts`` (an Ace), only the
  very last one takes a card of the rank ``ends`` (a Queen).

``both_sides`` lets a gap take the card just before its right neighbour too;
``wrap`` is the highest rank, after which an Ace of any suit follows (Maze's
Queen then Ace); ``rules`` are the game's own rules about its grid, said after
this one.  The group is :class:`GapGrid`; its rule is one glossary entry,
``gap_follows`` (:class:`GapFollows`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from ..text import glossary
from ..text.glossary import render_variant
from ..text.language import resolve_lang
from ..text.phrases import Phrase, Said, define
from .cards import Card
from .concept import Concept
from .key_parts import plain_sight
from .piles import PileGroup, Refusal
from .position import Pile
from .units import ONE_CARD
from .words import TABLEAU

if TYPE_CHECKING:
    from .piles import Candidate
    from .position import Moved, Position

define("gap_hint", {
    "after": Phrase(en="{card} follows {left}, the card on the gap's left",
                    fr="{card} suit {left}, la carte à gauche de la case vide"),
    "starts": Phrase(en="{card} starts a row", fr="{card} commence une rangée"),
    "before": Phrase(en="{card} comes just before {right}, the card on the gap's right",
                     fr="{card} vient juste avant {right}, la carte à droite de la case vide"),
})


class GapFollows(Concept):
    """A card moves only into a gap, and only when it follows the card beside the gap
    (glossary: a card into a gap); ``variant`` names the rule sentence."""

    key = "gap_follows"

    def __init__(self, variant: str = "rule") -> None:
        super().__init__()
        self.variant = variant

    def rule(self, lang: str | None = None) -> str:
        if self.variant == "rule":
            return super().rule(lang)
        return render_variant(glossary.entry(self.key).extra[self.variant], resolve_lang(lang), {})


def follows(lower: Card, higher: Card, wrap: int | None = None) -> bool:
    """Does ``higher`` come right after ``lower``: same suit and one rank higher, or
    (with ``wrap``) an Ace of any suit after a card of rank ``wrap``?"""
    if wrap is not None and lower.rank == wrap and higher.rank == 1:
        return True
    return lower.suit == higher.suit and higher.rank == lower.rank + 1


class GapGrid(PileGroup):
    """A grid of one-card cells, ``columns`` a row, read row by row; a card moves only into
    a gap whose neighbour it follows (see the module's description)."""

    role = TABLEAU
    prefix = "tableau"
    layout = "stack"
    moves = ONE_CARD
    places_matter = True  # a card moved into a gap is a real move, not an idle one
    sees = plain_sight

    def __init__(self, count: int, columns: int, *, starts: int, line: bool = False,
                 both_sides: bool = False, ends: int | None = None, wrap: int | None = None,
                 rules: Sequence[Concept] = ()) -> None:
        self.count, self.columns = count, columns
        self.rules = tuple(rules)  # the game's own rules about its grid, said after this one
        self.starts, self.ends, self.line = starts, ends, line
        self.both_sides, self.wrap = both_sides, wrap
        self.rule_concept = GapFollows("rule_both" if both_sides else "rule")

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the grid."""
        return [self.rule_concept, *self.rules]

    def why_legal(self, lang: str | None = None) -> str:
        """Why a card may go into a gap, in words: the rule that lets it (a card into a gap)."""
        return self.rule_concept.label(lang)

    # -- neighbours ----------------------------------------------------------
    def left_of(self, game: Position, pile: Pile) -> Pile | None:
        """The cell just left of ``pile`` in reading order (None: ``pile`` starts a line)."""
        k = pile.index - 1
        if k == 0 or (not self.line and k % self.columns == 0):
            return None
        return game.group_piles(self.prefix)[k - 1]

    def right_of(self, game: Position, pile: Pile) -> Pile | None:
        """The cell just right of ``pile`` in reading order (None: ``pile`` ends a line)."""
        k = pile.index - 1
        if k == self.count - 1 or (not self.line and (k + 1) % self.columns == 0):
            return None
        return game.group_piles(self.prefix)[k + 1]

    def fits(self, game: Position, pile: Pile, card: Card) -> bool:
        """May ``card`` go into the gap ``pile`` (whatever its cell now)?"""
        left = self.left_of(game, pile)
        if left is None:
            if card.rank == self.starts:
                return True
        elif left.cards and follows(left.cards[-1], card, self.wrap):
            return True
        if not self.both_sides:
            return False
        right = self.right_of(game, pile)
        if right is None:
            return self.ends is not None and card.rank == self.ends
        return bool(right.cards) and follows(card, right.cards[-1], self.wrap)

    def hint_reason(self, game: Position, move: Moved) -> Said:
        """Why a hint moves a card into a gap, in the grid's terms: the card it follows."""
        pile, card = game.pile(move.target), game.pile(move.source).cards[-1]
        left = self.left_of(game, pile)
        if left is None and card.rank == self.starts:
            return Said("gap_hint.starts", card=card)
        if left is not None and left.cards and follows(left.cards[-1], card, self.wrap):
            return Said("gap_hint.after", card=card, left=left.cards[-1])
        right = self.right_of(game, pile)
        return Said("gap_hint.before", card=card, right=right.cards[-1] if right and right.cards else card)

    # -- lifting and accepting -------------------------------------------------
    def pool(self, game: Position, pile: Pile, candidates: Sequence[Candidate],
             by_rank: Mapping[int, Sequence[Candidate]], singles: Sequence[Candidate]) -> Sequence[Candidate]:
        return () if pile.cards else [entry for entry in singles if entry[0].group is self]

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if pile.cards or source.group is not self or len(cards) != 1 \
                or not self.fits(game, pile, cards[0]):
            return Refusal(self.rule_concept, "game_rule")
        return None

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return not pile.cards and source.group is self and self.fits(game, pile, cards[0])

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield self.rule_concept
        yield from self.rules
