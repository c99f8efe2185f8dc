"""Which moves are legal in a position, and which rule refuses a move that is not.

Both questions are answered from the declaration's vocabulary: a pile group
says what may be lifted from its piles (:meth:`~solitaire_nb.rules.piles.PileGroup.lift_limit`,
``lift_refusal``) and what they accept (``pool``, ``allows``,
``accept_refusal``); the game's own rules (:class:`~solitaire_nb.rules.GameRule`)
and actions come last.  :func:`legal_moves` lists the moves a player would
consider first and the moves that change nothing for the player last.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ..rules.cards import Card
from ..rules.chosen_base import ChosenBaseCard
from ..rules.piles import Candidate, Refusal
from ..rules.position import CellLimit
from ..rules.position import Pile as RulesPile
from ..rules.stock import DealToEachPile, DealToWaste
from ..rules.units import FREE_CELL_LIMITED
from ..rules.words import PILE, STOCK
from .moves import Move, MoveKind
from .pile import Pile
from .position import Position

_MOVE = MoveKind.MOVE


def game_rule_refusal(game: Position, move: Move, cards: list[Card]) -> Refusal | None:
    """The first of the game's own rules that refuses ``move``, as a refusal."""
    for rule in game.declaration.rules:
        if not rule.check(game, move, cards):
            return Refusal(rule, "game_rule")
    return None


def stock_moves(game: Position) -> list[Move]:
    """Dealing, redealing and the game's own actions that are legal now."""
    moves: list[Move] = []
    for action in game.declaration.actions:
        moves.extend(cast("Sequence[Move]", action.moves(game)))  # the engine's moves
    group = game.ruleset.stock_group
    if group is None:
        return moves
    notation = game.notation
    stock = game.pile("stock")
    deal = group.deal
    if stock.cards:
        if deal.blocked(game):
            return moves
        if isinstance(deal, DealToWaste):
            moves.append(Move("stock", "waste", min(deal.n, len(stock.cards)), MoveKind.DEAL, notation))
        elif isinstance(deal, DealToEachPile):
            piles = game.group_piles(deal.group)
            moves.append(Move("stock", deal.group, min(len(piles), len(stock.cards)), MoveKind.DEAL,
                              notation))
    else:
        waste = game.find_pile("waste")
        limit = group.redeals.limit
        if waste is not None and waste.cards and (limit is None or game.redeals_used < limit) \
                and not deal.blocked(game):
            moves.append(Move("waste", "stock", len(waste.cards), MoveKind.REDEAL, notation))
    return moves


def legal_moves(game: Position) -> list[Move]:
    """Every legal move now: moves between piles, then dealing, redealing and the game's
    own actions, then the moves that change nothing for the player (:func:`is_idle`)."""
    candidates: list[Candidate] = []
    singles: list[Candidate] = []
    by_rank: dict[int, list[Candidate]] = {}
    add_candidate, add_single, ranked = candidates.append, singles.append, by_rank.get
    for pile, lift_limit in game.move_sources:
        limit = lift_limit(game, pile)
        if not limit:
            continue
        cards = pile.cards
        for k in range(1, limit + 1):
            bottom = cards[-k]
            entry = (pile, k, bottom)
            add_candidate(entry)
            if k == 1:
                add_single(entry)
            rank_list = ranked(bottom.rank)
            if rank_list is None:
                by_rank[bottom.rank] = [entry]
            else:
                rank_list.append(entry)
    if not candidates:
        return stock_moves(game)
    notation = game.notation
    extra = game.declaration.rules
    moves: list[Move] = []
    idle: list[Move] = []
    add_move = moves.append
    for target, group, pool_of, allows in game.move_targets:
        pool = pool_of(game, target, candidates, by_rank, singles)
        if not pool:
            continue
        target_empty = not target.cards
        for source, k, _bottom in pool:
            if source is target and not group.pairs_within:
                continue
            cards = source.cards[-k:]
            if not allows(game, target, cards, source):
                continue
            move = Move(source.id, target.id, k, _MOVE, notation)
            if extra and game_rule_refusal(game, move, cards) is not None:
                continue
            if target_empty and source.group is group and k == len(source.cards) \
                    and not group.places_matter:
                idle.append(move)
            else:
                add_move(move)
    moves.extend(stock_moves(game))
    moves.extend(idle)
    if notation.reads_by_position:  # FreeCell's "h": which foundation it names depends on the position
        moves = notation.settle(game, moves)
    return moves


def is_idle(game: Position, move: Move) -> bool:
    """Does ``move`` change nothing for the player?  A whole pile moved onto an empty pile
    of the same group — an Ace between empty foundations, a card between empty free
    cells, a whole column onto an empty column: legal, as in AisleRiot, but hint,
    autoplay and the table's movable-card marks never offer it."""
    if move.kind != MoveKind.MOVE:
        return False
    source, target = game.find_pile(move.source), game.find_pile(move.target)
    return (source is not None and target is not None and not target.cards
            and source.group is target.group and move.count == len(source.cards)
            and not target.group.places_matter)


def pending_choice(game: Position) -> Refusal | None:
    """While the game waits for the player's first choice (a chosen base card), the
    refusal of every other move: the rule of that choice; else None."""
    for group in game.declaration.piles:
        base = getattr(group, "base", None)
        if isinstance(base, ChosenBaseCard) and base.pending(game):
            return base.refusal()
    return None


def stock_refusal(game: Position) -> Refusal:
    """Why a click on the stock (or on the button that stands for it) plays nothing now:
    the choice the game still waits for (a chosen base card), else the rule that refuses the
    deal, the redeal or the game's own action."""
    choice = pending_choice(game)
    if choice is not None:
        return choice
    group = game.ruleset.stock_group
    if group is None and game.declaration.actions:
        action = game.declaration.actions[0]
        return check(game, Move("stock", "stock", 1, action.kind)) or Refusal(STOCK, "no_deal", ())
    stock = game.find_pile("stock")
    if stock is not None and stock.cards:
        move = Move("stock", "waste", 1, MoveKind.DEAL)
    else:
        move = Move("waste", "stock", 1, MoveKind.REDEAL)
    return check(game, move) or Refusal(group.deal if group else STOCK, "no_deal", ())


def check(game: Position, move: Move) -> Refusal | None:
    """None when ``move`` is legal, else the :class:`Refusal` naming the rule."""
    if move.kind != MoveKind.MOVE:
        legal = stock_moves(game)
        if move in legal:
            return None
        action = game.ruleset.actions.get(move.kind)
        if action is not None:
            if action.kind != move.kind and Move(move.source, move.target, move.count, action.kind) in legal:
                return None  # the action's move made by hand with the kind it is written as
            return action.refusal(game, move)
        if move.kind not in (MoveKind.DEAL, MoveKind.REDEAL):
            return Refusal(PILE, "no_pile", (move.kind,))
        group = game.ruleset.stock_group
        stock, waste = game.find_pile("stock"), game.find_pile("waste")
        if group is None and stock is None:
            return Refusal(STOCK, "no_stock", ())
        if move.kind == MoveKind.REDEAL:
            if group is not None and getattr(group.redeals, "limit", None) == 0:
                return Refusal(group.redeals, "no_waste" if waste is None else "never_redeal", ())
            if group is not None and stock is not None and stock.cards:
                return Refusal(group.redeals, "stock_not_empty", ())
            if group is not None and waste is not None and not waste.cards:
                return Refusal(group.redeals, "waste_empty", ())
            return Refusal(group.redeals if group else STOCK, "no_redeal", ())
        if group is not None and stock is not None and not stock.cards:
            return Refusal(group.deal, "stock_empty", ())
        return Refusal(group.deal if group else STOCK, "no_deal", ())
    if not (isinstance(move.source, str) and isinstance(move.target, str)):
        return Refusal(PILE, "no_pile", (move.source if not isinstance(move.source, str) else move.target,))
    source = game.find_pile(move.source)
    target = game.find_pile(move.target)
    if source is None or target is None:
        missing = move.source if source is None else move.target
        return Refusal(PILE, "no_pile", (missing,))
    if source is target and not source.group.pairs_within:
        return Refusal(PILE, "same_pile", ())
    count = move.count
    if not source.cards and isinstance(count, int) and not isinstance(count, bool) and count >= 1:
        return Refusal(PILE, "empty_source", ())
    if isinstance(count, bool) or not isinstance(count, int) or count < 1 or count > len(source.cards):
        return Refusal(PILE, "too_few", (count,))
    refusal = source.group.lift_refusal(game, source, count)
    if refusal is not None:
        return refusal
    cards = source.cards[-count:]
    refusal = target.group.accept_refusal(game, target, cards, source)
    if refusal is not None:
        return refusal
    return game_rule_refusal(game, move, cards)


def movable_counts(game: Position, pile: Pile) -> list[int]:
    """How many cards may be lifted together from the top of ``pile``."""
    limit = pile.group.lift_limit(game, pile)
    return [k for k in range(1, limit + 1) if pile.group.lift_refusal(game, pile, k) is None]


def free_cell_capacity(game: Position, source: RulesPile, target: RulesPile,
                       unit: CellLimit | None = None) -> int:
    """Cards movable at once: (empty free cells + 1) x 2 ** empty tableau piles, the
    target and a pile emptied by the move itself not counting (``unit`` says which count)."""
    cells = empty = 0
    for pile in game.cell_piles:
        if not pile.cards:
            cells += 1
    for pile in game.tableau_piles:
        if not pile.cards and pile is not target:
            empty += 1
    return (unit or FREE_CELL_LIMITED).limit(cells, empty)
