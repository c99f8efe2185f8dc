"""Grids whose gaps close up: the cards slide toward the start, read like a text.

In Monte Carlo, Neighbor and Quatorze the tableau is a grid of one-card slots
read row by row, like the lines of a page.  When pairs leave it, the cards
left *close the gaps*: each slides back to the first empty slot before it,
keeping their order (the first card of a row goes to the end of the row
above), so the empty slots gather at the end of the grid, where the stock
fills them.  The games differ in when this happens:

* only when the player clicks the stock (Monte Carlo: an
  :class:`~solitaire_nb.rules.local.Action` of the game, made with
  :func:`gaps_would_close`, :func:`close_gaps` and :func:`fill_from_stock`,
  whose rule sentence is ``GapsClose("rule_click")``);
* :class:`CloseGapsAfterMove` — by itself after every removal (Neighbor);
* :class:`RefillThenCloseGaps` — after every removal the stock first fills the
  two emptied slots; once it is empty the gaps close (Quatorze).

Each is the stock's way of dealing (``Stock(deal=...)``; with no waste, the rule
text says the stock's deal and "no redeal") and one glossary entry, ``gaps_close``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..text import glossary
from ..text.glossary import render_variant
from ..text.language import resolve_lang
from .key_parts import COUNTS, PLACES
from .local import Effect
from .stock import StockDeal

if TYPE_CHECKING:
    from .position import DeclarationView, Group, Moved, Pile, Position


def close_gaps(game: Position, prefix: str = "tableau") -> bool:
    """Slide the cards of the grid ``prefix`` toward its start, in reading order, so that
    every empty slot is at the end; True if a card moved."""
    piles = game.group_piles(prefix)
    filled = [list(pile.cards) for pile in piles if pile.cards]
    moved = False
    for i, pile in enumerate(piles):
        cards = filled[i] if i < len(filled) else []
        if cards != pile.cards:
            pile.cards[:] = cards
            moved = True
    return moved


def fill_from_stock(game: Position, piles: Sequence[Pile]) -> int:
    """Deal the stock's top cards face up into the empty ``piles``, in order, while it has
    cards; the number of cards dealt."""
    stock = game.pile("stock").cards
    dealt = 0
    for pile in piles:
        if not stock:
            break
        if not pile.cards:
            pile.cards.append(stock.pop().up())
            dealt += 1
    return dealt


def gaps_would_close(game: Position, prefix: str = "tableau") -> bool:
    """Would closing the gaps and filling the end from the stock change anything: an empty
    slot before a card, or an empty slot while the stock has cards?"""
    piles = game.group_piles(prefix)
    empty = [i for i, pile in enumerate(piles) if not pile.cards]
    if not empty:
        return False
    return bool(game.pile("stock").cards) or any(pile.cards for pile in piles[empty[0]:])


class GapsClose(StockDeal):
    """The gaps of a grid close up in reading order and the stock fills the end
    (glossary: closing the gaps); ``variant`` names the rule sentence saying when."""

    key = "gaps_close"
    variant = "rule"

    def __init__(self, variant: str | None = None) -> None:
        super().__init__()
        if variant is not None:
            self.variant = variant

    def rule(self, lang: str | None = None) -> str:
        if self.variant == "rule":
            return super().rule(lang)
        return render_variant(glossary.entry(self.key).extra[self.variant], resolve_lang(lang), {})

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """It moves the cards of the grid and takes the stock's, by place; nothing else
        (:mod:`.key_parts`)."""
        return PLACES if group.prefix in ("tableau", "stock") else COUNTS


class CloseGapsAfterMove(GapsClose, Effect):
    """After every move the gaps close and the stock fills the empty slots at the end
    (Neighbor)."""

    variant = "rule_after_move"
    sees = GapsClose.sees

    def after_move(self, game: Position, move: Moved) -> None:
        close_gaps(game)
        fill_from_stock(game, game.group_piles("tableau"))


class RefillThenCloseGaps(GapsClose, Effect):
    """After every move the stock fills the slot the moved card left, then its partner's;
    once the stock is empty the gaps close (Quatorze)."""

    variant = "rule_stock_empty"
    sees = GapsClose.sees

    def after_move(self, game: Position, move: Moved) -> None:
        if move.kind == "move":
            fill_from_stock(game, [game.pile(move.source), game.pile(move.target)])
        close_gaps(game)
