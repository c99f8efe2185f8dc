"""Could play reach this position?  What a position given without its history must hold.

A saved game with its history is played again from its deal, move by move, so it holds
whatever play holds.  A position given as it is — a hand-made teaching position, a saved
game without history — is checked here against what the game's declaration says play
always keeps:

- a foundation's cards, bottom to top, each went there by the foundation's own rule: the
  base card first, then its building (for foundations that take cards one at a time by the
  plain rule; those with rules of their own — the pile of removed cards, whole runs —
  are left to those rules), all face up;
- the stock is face down (where no card is ever played from it), the waste face up;
- in a tableau that turns its top card up, the top card is face up;
- no pile that the game fills at once from other piles (:class:`~..rules.empty.FilledAutomatically`)
  is empty while one of those piles still has a card;
- the redeals used are not more than the game allows.

Each check is what play keeps in every game: a random play of every game and option set
never meets a position that breaks one (``tests/test_validation.py``).  :func:`problems`
lists what is wrong, in sentences naming the pile and the card; :func:`check` raises
:class:`~.saving.PositionError` with them.
"""

from __future__ import annotations

from ..rules.cards import Card
from ..rules.empty import FilledAutomatically
from ..rules.piles import Foundations, Stock, Tableau
from ..rules.roles import Role
from .game import Game
from .pile import Pile
from .saving import PositionError


def problems(game: Game) -> list[str]:
    """What play could never have left in ``game``'s position (empty when nothing)."""
    found: list[str] = []
    for pile in game.piles:
        group, cards = pile.group, pile.cards
        if isinstance(group, Foundations) and group.built_by_plain_rule():
            down = [card for card in cards if not card.face_up]
            if down:
                found.append(f"{pile.id} holds face-down cards ({_cards(down)}): "
                             "foundation cards are face up")
            else:
                found += _foundation_problems(game, pile, group)
        elif pile.role == Role.WASTE and any(not card.face_up for card in cards):
            found.append(f"{pile.id} holds face-down cards: the waste is face up")
        elif (isinstance(group, Stock) and group.kept_face_down()
              and any(card.face_up for card in cards)):
            found.append(f"{pile.id} holds face-up cards ({_cards([c for c in cards if c.face_up])}): "
                         "the stock is face down")
        if isinstance(group, Tableau) and cards and group.turn_up_top and not cards[-1].face_up:
            found.append(f"{pile.id}: its top card {cards[-1].code} is face down; this game turns it up")
        empty = getattr(group, "empty", None)
        if not cards and isinstance(empty, FilledAutomatically):
            waiting = [source for source in empty.sources
                       if (other := game.find_pile(source)) is not None and other.cards]
            if waiting:
                found.append(f"{pile.id} is empty while {waiting[0]} has cards: the game fills it at once")
    stock = game.ruleset.stock_group
    limit = stock.redeals.limit if stock is not None else None
    if limit is not None and game.redeals_used > limit:
        found.append(f"redeals used: {game.redeals_used}; the game allows {limit}")
    return found


def _foundation_problems(game: Game, pile: Pile, group: Foundations) -> list[str]:
    """The first card of a foundation that its base card or building would not have taken."""
    cards, pile_id = pile.cards, pile.id
    base = group.base_rank(game)
    if not cards or base is None:
        return []
    if cards[0].rank != base:
        return [f"{pile_id} starts with {cards[0].code}: its base card is of rank {base}"]
    for below, card in zip(cards, cards[1:]):
        if not group.build.fits(card, below):
            return [f"{pile_id}: {card.code} lies on {below.code}, which its building does not allow"]
    return []


def _cards(cards: list[Card]) -> str:
    return " ".join(card.code for card in cards)


def check(game: Game) -> None:
    """``PositionError`` naming every problem :func:`problems` finds (nothing when none)."""
    found = problems(game)
    if found:
        raise PositionError("this position cannot be reached in play: " + "; ".join(found))
