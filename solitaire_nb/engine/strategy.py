"""Players and hints: simple strategies a class can compare its own against.

A *strategy* is any function ``choose(game, moves) -> Move`` that picks one of
the legal ``moves``.  :func:`play_out` plays a game to its end with it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .moves import Move
from .position import Position

#: A strategy picks one of the legal moves: ``choose(game, moves) -> Move``.
Strategy = Callable[[Any, list[Move]], Move]


def move_value(game: Position, move: Move) -> float:
    """A rough value of a move for hints and the greedy player (higher is better)."""
    if move.kind == "deal":
        return 1.0
    if move.kind == "redeal":
        return 0.5
    source = game.pile(move.source)
    target = game.pile(move.target)
    value = 2.0
    below = source.cards[:-move.count]
    if target.role == "foundation":
        value += 50 if source.role != "foundation" else -50
    elif source.role == "foundation":
        value -= 30
    if below and not below[-1].face_up and source.role == "tableau":
        value += 40 + sum(1 for c in below if not c.face_up)
    if source.role == "waste":
        value += 15
    if source.role == "reserve" and target.role != "reserve":
        value += 12
    if target.role == "reserve":
        value -= 8
    if source.role == "tableau" and target.role == "tableau":
        if not target.cards and not below:
            value -= 60  # a whole pile onto an empty pile changes nothing
        elif not target.cards:
            value -= 3
        elif not below:
            value += 20  # empties a pile
    return value


def hint(game: Position) -> Move | None:
    """The best legal move by :func:`move_value`, or None when no move is worth it;
    a move that changes nothing for the player (:meth:`Game.is_idle`) is never offered."""
    moves = [move for move in game.legal_moves() if not game.is_idle(move)]
    if not moves:
        return None
    best = max(moves, key=lambda m: move_value(game, m))
    return best if move_value(game, best) > -20 else None


def random_player(rng: random.Random | None = None) -> Strategy:
    """A strategy choosing uniformly among the legal moves."""
    rng = rng or random.Random()

    def choose(game: Position, moves: list[Move]) -> Move:
        return rng.choice(moves)
    return choose


def greedy_player(rng: random.Random | None = None) -> Strategy:
    """A strategy taking the highest-valued move (ties broken at random)."""
    rng = rng or random.Random()

    def choose(game: Position, moves: list[Move]) -> Move:
        values = [move_value(game, m) for m in moves]
        top = max(values)
        return rng.choice([m for m, val in zip(moves, values) if val == top])
    return choose


def progress(game: Position) -> tuple[int, int]:
    """(cards on foundations, face-down cards): what a game's progress is made of."""
    on_foundations = face_down = 0
    for pile in game.piles:
        if pile.role == "foundation":
            on_foundations += len(pile.cards)
        elif pile.role != "stock":
            for card in pile.cards:
                if card.face_up:
                    break
                face_down += 1
    return on_foundations, face_down


def play_out(game: Any, strategy: Strategy, max_moves: int = 5000, patience: int | None = 200) -> str:
    """Play ``game`` to its end with ``strategy``; returns ``"won"``, ``"lost"`` (no
    legal move) or ``"stuck"``.

    A position already seen is never entered again: a move leading back to one
    is taken back and struck off.  The game is ``"stuck"`` when every remaining
    move would repeat a position, when ``patience`` moves in a row brought no
    progress (no new card on the foundations, no face-down card turned up), or
    after ``max_moves`` moves.
    """
    seen = {game.position_key()}
    best_up, best_down = progress(game)
    quiet = 0
    for _ in range(max_moves):
        if game.is_won():
            return "won"
        moves = game.legal_moves()
        if not moves:
            return "lost"
        while moves:
            move = strategy(game, moves)
            game.play(move)
            key = game.position_key()
            if key not in seen:
                seen.add(key)
                break
            game.undo()
            moves = [m for m in moves if m != move]
        else:
            return "stuck"
        if patience is not None:
            up, down = progress(game)
            if up > best_up or down < best_down:
                best_up, best_down = max(up, best_up), min(down, best_down)
                quiet = 0
            else:
                quiet += 1
                if quiet >= patience:
                    return "stuck"
    return "won" if game.is_won() else "stuck"
