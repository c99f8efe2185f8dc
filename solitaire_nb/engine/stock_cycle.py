"""Dealing folded into the move that follows it: a search's way through a stock.

In a game whose stock deals onto a waste that nothing is ever put on, dealing and
redealing change nothing but the stock and the waste, and nothing else reads them.  A
search then need not stop at every deal: from a position, it may try *the moves of every
card the waste will show* as single steps, each made of the deals (and redeals) that
bring that card to the top and the move that plays it (:func:`waste_steps`).

Why no win is lost (so that "unwinnable" stays exact):

* Take a shortest win.  Where it deals, either the next move that is not a deal plays
  the waste's top card — the deals and that move are one of the steps — or it plays
  some other card; that move does not read the stock or the waste, so it could have been
  played before the deals, leaving the same position after both: a win as short.
  A win ends with stock and waste empty, so no deal is left at its end.
* While dealing through the stock, a stock and waste met again (in the same order) with
  more redeals used has no more moves than when it was first met: the cycle stops there.

:func:`folds_stock` says where this holds: the stock deals ``n`` cards onto a plain
waste, the waste receives nothing, every card must reach the foundations, and no game
rule, action, effect, refilled or settling pile, nor the game's autoplay (which plays
after each deal) can see a deal happen.
"""

from __future__ import annotations

from ..rules.goals import AllOnFoundations
from ..rules.piles import Waste
from ..rules.stock import DealToWaste
from .moves import Move, MoveKind
from .position import Position, Snapshot


def folds_stock(game: Position) -> bool:
    """May a search fold the deals into the move that follows (see the module docstring)?"""
    declaration, ruleset = game.declaration, game.ruleset
    group = ruleset.stock_group
    waste = game.find_pile("waste")
    return (group is not None and type(group.deal) is DealToWaste and waste is not None
            and type(waste.group) is Waste and waste.group.receives_nothing and not game.autoplay
            and type(declaration.won) is AllOnFoundations and not declaration.rules
            and not declaration.actions and not declaration.effects and not ruleset.settling
            and not ruleset.auto_filled)


def waste_moves(game: Position) -> list[Move]:
    """The legal moves of the waste's top card now (the moves of ``legal_moves`` from the waste)."""
    waste = game.pile("waste")
    if not waste.cards or waste.group.lift_limit(game, waste) < 1:
        return []
    lifted = waste.cards[-1:]
    notation = game.notation
    return [Move("waste", target.id, 1, MoveKind.MOVE, notation)
            for target, _group, _pool, allows in game.move_targets
            if target is not waste and allows(game, target, lifted, waste)]


class Step(tuple[Move, ...]):
    """Moves played as one step of a search: deals and redeals, then the move of the card
    they bring.  ``dealt`` is the position after the deals, so that the step is played by
    restoring it and applying the last move alone."""

    dealt: Snapshot

    def __new__(cls, moves: tuple[Move, ...], dealt: Snapshot) -> Step:
        step = super().__new__(cls, moves)
        step.dealt = dealt
        return step


def waste_steps(game: Position) -> list[Step]:
    """The steps of every card the waste will show by dealing and redealing alone, the
    card on top now excepted: each is the deals and redeals that bring the card to the top,
    then one of its moves.  The game's position is left as it was."""
    stock, waste = game.pile("stock"), game.pile("waste")
    snapshot = game.snapshot()
    seen = {(tuple(stock.cards), tuple(waste.cards))}
    steps: list[Step] = []
    prefix: tuple[Move, ...] = ()
    while True:
        dealing = game.stock_moves()
        if not dealing:
            break
        move = dealing[0]
        game.apply(move)
        prefix += (move,)
        place = (tuple(stock.cards), tuple(waste.cards))
        if place in seen:
            break
        seen.add(place)
        plays = waste_moves(game)
        if plays:
            dealt = game.snapshot()
            steps.extend(Step((*prefix, play), dealt) for play in plays)
    game.restore(snapshot)
    return steps
