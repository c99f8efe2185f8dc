"""Cards that play themselves: the move to a foundation (the table's double-click)
and the game's automatic moves after each move (its autoplay rule)."""

from __future__ import annotations

from collections.abc import Callable

from ..rules.cards import Card
from ..rules.roles import Role
from . import legality
from .moves import Move, MoveKind
from .pile import Pile
from .position import Position


def foundation_move(game: Position, pile: Pile) -> Move | None:
    """The move sending the top card of ``pile`` to a foundation, if legal; a
    foundation already started is preferred to an empty one.

    The same answer as asking :func:`legality.check` of each foundation, without
    building refusals: each foundation's ``allows`` (which answers as its
    ``accept_refusal``), then, once, whether the card may be lifted, then the game's
    own rules decide."""
    cards = pile.cards
    if not cards or pile.role == Role.FOUNDATION:
        return None
    lifted = cards[-1:]
    extra = game.declaration.rules
    lift_checked = False
    best = None
    for target in game.piles:
        if target.role != Role.FOUNDATION or not target.group.allows(game, target, lifted, pile):
            continue
        if not lift_checked:  # asked once, and only of a card some foundation takes
            if pile.group.lift_refusal(game, pile, 1) is not None:
                return None
            lift_checked = True
        move = Move(pile.id, target.id, 1, MoveKind.MOVE, game.notation)
        if extra and legality.game_rule_refusal(game, move, lifted) is not None:
            continue
        if target.cards:
            return move
        best = best or move
    return best


def run(game: Position) -> list[Move]:
    """Play every card the declaration's autoplay rule calls safe, one after another,
    until none is left; returns the moves made (they belong to the move just played)."""
    rule = game.declaration.autoplay
    if rule is None:
        return []
    # a pile's role never changes: the piles whose top card may go home, listed once
    piles = [pile for pile in game.piles if pile.role != Role.FOUNDATION and pile.role != Role.STOCK]
    return send_home(game, piles, rule.heights, rule.is_safe)


def send_home(game: Position, piles: list[Pile], heights_of: Callable[[Position], dict[str, int]],
              is_safe: Callable[[Position, Card, dict[str, int]], bool]) -> list[Move]:
    """Send home the top card of the first of ``piles`` that ``is_safe`` (given
    ``heights_of(game)``) and that a foundation takes, again and again until there is none;
    returns the moves made."""
    moves: list[Move] = []
    while True:
        heights = heights_of(game)
        for pile in piles:
            cards = pile.cards
            if not cards:
                continue
            card = cards[-1]
            if not card.face_up or not is_safe(game, card, heights):
                continue
            move = foundation_move(game, pile)
            if move is not None:
                game.apply(move)
                moves.append(move)
                break
        else:
            return moves
