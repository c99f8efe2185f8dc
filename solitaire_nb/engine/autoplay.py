"""Cards that play themselves: the move to a foundation (the table's double-click)
and the game's automatic moves after each move (its autoplay rule)."""

from __future__ import annotations

from . import legality
from .moves import Move, MoveKind
from .pile import Pile
from .position import Position


def foundation_move(game: Position, pile: Pile) -> Move | None:
    """The move sending the top card of ``pile`` to a foundation, if legal; a
    foundation already started is preferred to an empty one."""
    if not pile.cards or pile.role == "foundation":
        return None
    best = None
    for target in game.piles:
        if target.role != "foundation":
            continue
        move = Move(pile.id, target.id, 1, MoveKind.MOVE, game.notation)
        if legality.check(game, move) is None:
            if target.cards:
                return move
            best = best or move
    return best


def run(game: Position) -> list[Move]:
    """Play every card the declaration's autoplay rule calls safe, one after another,
    until none is left; returns the moves made (they belong to the move just played)."""
    moves: list[Move] = []
    rule = game.declaration.autoplay
    if rule is None:
        return moves
    while True:
        heights = rule.heights(game)
        for pile in game.piles:
            if pile.role in ("foundation", "stock") or not pile.cards:
                continue
            card = pile.cards[-1]
            if not card.face_up or not rule.is_safe(game, card, heights):
                continue
            move = foundation_move(game, pile)
            if move is not None:
                game.apply(move)
                moves.append(move)
                break
        else:
            return moves
