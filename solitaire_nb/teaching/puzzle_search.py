"""The searches a puzzle's certificate rests on (:mod:`.puzzles`): which moves are one move,
and whether some line of at most so many moves wins.

* :func:`move_classes`: the legal moves grouped by the position each reaches, told apart
  by the solver's position key (:mod:`solitaire_nb.engine.keys`): the same card into free
  cell ``a`` or ``b``, a pair taken from either card, are one move.
* :func:`wins_within`: every line of at most ``depth`` moves tried.  Where
  :func:`one_card_home` holds, lines with more cards off the foundations than moves left
  are cut (they cannot win in time); the tests compare the cut search with the plain one.
"""

from __future__ import annotations

from ..engine.game import Game
from ..engine.keys import key_function
from ..engine.moves import Move
from ..rules.goals import AllOnFoundations
from ..rules.piles import Foundations
from ..rules.roles import Role


def reached_key(game: Game, move: Move | str) -> tuple[object, ...]:
    """The solver's key of the position ``move`` leads to from ``game`` (left unchanged)."""
    after = game.copy()
    after.play(move)
    return key_function(after)()


def move_classes(game: Game) -> list[list[Move]]:
    """The legal moves of ``game`` grouped by the position each leads to, in the order of
    :meth:`Game.legal_moves`: moves of one group reach positions with the same solver key,
    hence the same future (:mod:`solitaire_nb.engine.keys`), and are one move for a puzzle."""
    groups: dict[tuple[object, ...], list[Move]] = {}
    for move in game.legal_moves():
        groups.setdefault(reached_key(game, move), []).append(move)
    return list(groups.values())


def one_card_home(game: Game) -> bool:
    """Does every move send at most one card to the foundations, in a game won only with
    every card on them?  Then a position with ``n`` cards elsewhere is at least ``n`` moves
    from a win, which :func:`wins_within` may use to cut its search.

    It holds when the game is won by :class:`~solitaire_nb.rules.goals.AllOnFoundations`,
    its autoplay is off (a move is the one move), none of its own actions and effects sends
    cards home (``sends_cards_home``), and every foundation group takes one card a move
    (:meth:`~solitaire_nb.rules.piles.Foundations.takes_one_card_a_move`: runs sent home at
    once, pairs thrown away together and the cards a game sends home by itself are so many
    exceptions)."""
    declaration = game.declaration
    return (not game.autoplay and type(declaration.won) is AllOnFoundations
            and not any(rule.sends_cards_home for rule in (*declaration.actions, *declaration.effects))
            and all(group.takes_one_card_a_move()
                    for group in declaration.piles if isinstance(group, Foundations)))


def cards_away(game: Game) -> int:
    """The cards not on the foundations."""
    return sum(len(pile.cards) for pile in game.piles if pile.role != Role.FOUNDATION)


def line_within(game: Game, depth: int, most_nodes: int,
                cards_bound: bool = False) -> tuple[list[str] | None, bool, int]:
    """A line of at most ``depth`` moves from ``game`` that wins, first found with every line
    tried in the order of :meth:`Game.legal_moves` (positions met again at the same depth or
    less are not searched twice): (the line or None, settled, positions expanded); not
    settled when ``most_nodes`` positions were not enough.

    ``cards_bound``: lines are not followed where more cards are away from the foundations
    than moves are left, as each move sends one card home at most (only where
    :func:`one_card_home` says so, else ``ValueError``; a move seen to send more stops the
    search with ``RuntimeError``)."""
    if cards_bound and not one_card_home(game):
        raise ValueError(f"{game.id}: a move may send several cards home, or the game is won otherwise")
    work, seen = game.copy(), {}
    nodes = 0

    def search(left: int) -> list[str] | bool:
        """The winning moves (reversed), False for no win, True when out of positions."""
        nonlocal nodes
        if work.is_won():
            return []
        if left == 0:
            return False
        away = cards_away(work) if cards_bound else 0
        if away > left:
            return False
        key = work.position_key()
        if seen.get(key, -1) >= left:
            return False
        seen[key] = left
        nodes += 1
        if nodes > most_nodes:
            return True
        for move in work.legal_moves():
            work.play(move)
            if cards_bound and cards_away(work) < away - 1:
                raise RuntimeError(f"{game.id}: {move} sent {away - cards_away(work)} cards home at once")
            found = search(left - 1)
            work.undo()
            if isinstance(found, list):
                return [*found, str(move)]
            if found:
                return True
        return False

    found = search(depth)
    if isinstance(found, list):
        return found[::-1], True, nodes
    return None, not found, nodes


def wins_within(game: Game, depth: int, most_nodes: int,
                cards_bound: bool = False) -> tuple[bool | None, int]:
    """Does some line of at most ``depth`` moves from ``game`` win (:func:`line_within`)?
    (True or False, positions expanded), or (None, ...) when ``most_nodes`` positions did not
    settle it."""
    line, settled, nodes = line_within(game, depth, most_nodes, cards_bound)
    return (line is not None if settled else None), nodes


__all__ = ["reached_key", "move_classes", "one_card_home", "cards_away", "line_within", "wins_within"]
