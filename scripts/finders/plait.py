"""A win finder for Plait.

A full-information search (every card known, the stock order included) on a compact
model of the game, where a position is a few tuples of small integers and the moves are
generated from the rules of ``games/plait.py``, with what the game does after a move: an
edge emptied towards a foundation takes the plait's top card, and the first card built
fixes the one direction of all eight foundations.

A card that may go to a foundation goes at once (no branching on it), and moves that
cannot help are left out: a card from a cell to an edge, from the waste to an edge while a
cell is free, or between two empty places.  The search is greedy best-first
(:func:`finders.search.best_first`) on a score (cards home, less the cards still in the
plait, in the cells and edges, and a little for the stock), each position met once (piles
that behave alike sorted).  Each direction gets a short look first (a deal that can be won
is most often won fast in its right direction), then half of the time left.  A line is
returned only once the engine replays it to a win.

Cards of the model are integers ``suit * 16 + rank`` (rank 1-13, suit index 0-3 in
``SUITS``); 0 stands for "no card".
"""

from __future__ import annotations

import time
from collections.abc import Hashable, Iterable

import solitaire_nb as sn
from finders.search import best_first, verified

SUITS = "CDHS"
RED = (False, True, True, False)  # by suit index


def _card(card) -> int:
    return SUITS.index(card.suit) * 16 + card.rank


def _rank(card: int) -> int:
    return card & 15


def _suit(card: int) -> int:
    return card >> 4


def _next_up(rank: int) -> int:
    """The rank above ``rank``, a King being followed by an Ace."""
    return rank % 13 + 1


def _next_down(rank: int) -> int:
    """The rank below ``rank``, an Ace being followed by a King."""
    return (rank - 2) % 13 + 1


class PlaitModel:
    """Plait with its base rank and the direction of its foundations fixed in advance.

    A position is ``(found, plait, cells, edges, stock, waste, redeals)``: ``found`` the eight
    foundations as ``suit * 16 + count`` (0 when empty), ``plait`` how many cards are left in the
    plait (its order is fixed), ``cells`` the eight one-card cells and ``edges`` the four edges
    (a card or 0 each), ``stock`` and ``waste`` tuples of cards (top last), ``redeals`` how many
    of the two redeals are used.  ``step`` is +1 when the foundations are built up, -1 down.

    Moves that never hurt are played at once: a card to a foundation (a foundation card is out
    of play, and the two cards of a kind are interchangeable).  A card never goes from a cell
    to an empty edge, nor from the waste to an empty edge while a cell is empty: the same card
    in a cell with the edge still empty is never worse.
    """

    def __init__(self, plait: tuple[int, ...], base: int, step: int) -> None:
        self.plait = plait
        self.base = base
        self.step = step

    def foundation_for(self, found: tuple[int, ...], card: int) -> int:
        """The foundation ``card`` may go to (the first one when two fit), or -1."""
        rank, suit = _rank(card), _suit(card)
        if rank == self.base:
            return found.index(0) if 0 in found else -1
        for i, pile in enumerate(found):
            if pile and pile >> 4 == suit:
                count = pile & 15
                if count < 13 and (self.base - 1 + self.step * count) % 13 + 1 == rank:
                    return i
        return -1

    def home_move(self, state) -> tuple[list[str], tuple] | None:
        """A move of a card to a foundation, if there is one."""
        found, plait, cells, edges, stock, waste, redeals = state
        for i, card in enumerate(cells):
            if card:
                f = self.foundation_for(found, card)
                if f >= 0:
                    new_cells = cells[:i] + (0,) + cells[i + 1:]
                    return [f"r{i + 1}-f{f + 1}"], (_home(found, f, card), plait, new_cells, edges, stock,
                                                    waste, redeals)
        if waste:
            f = self.foundation_for(found, waste[-1])
            if f >= 0:
                return ["w-f" + str(f + 1)], (_home(found, f, waste[-1]), plait, cells, edges, stock,
                                              waste[:-1], redeals)
        if plait:
            card = self.plait[plait - 1]
            f = self.foundation_for(found, card)
            if f >= 0:
                return [f"plait-f{f + 1}"], (_home(found, f, card), plait - 1, cells, edges, stock, waste,
                                             redeals)
        for i, card in enumerate(edges):
            if card:
                f = self.foundation_for(found, card)
                if f >= 0:
                    refill = self.plait[plait - 1] if plait else 0
                    new_edges = edges[:i] + (refill,) + edges[i + 1:]
                    return [f"edge{i + 1}-f{f + 1}"], (_home(found, f, card), plait - bool(refill), cells,
                                                       new_edges, stock, waste, redeals)
        return None

    def settle(self, moves: list[str], state) -> tuple[list[str], tuple]:
        """``state`` after every card that can go to a foundation has gone there."""
        while True:
            home = self.home_move(state)
            if home is None:
                return moves, state
            moves = moves + home[0]
            state = home[1]

    def expand(self, state) -> Iterable[tuple[list[str], tuple]]:
        """The children of ``state`` (a position where no card can go to a foundation), each
        settled: from the plait to an empty edge, from an edge to a cell, from the waste to a
        cell (or an edge), then the stock."""
        found, plait, cells, edges, stock, waste, redeals = state
        free_cell = cells.index(0) if 0 in cells else -1
        free_edge = edges.index(0) if 0 in edges else -1
        settle = self.settle
        if plait and free_edge >= 0:
            new_edges = edges[:free_edge] + (self.plait[plait - 1],) + edges[free_edge + 1:]
            yield settle([f"plait-edge{free_edge + 1}"], (found, plait - 1, cells, new_edges, stock, waste,
                                                          redeals))
        if free_cell >= 0:
            for i, card in enumerate(edges):
                if card:
                    new_cells = cells[:free_cell] + (card,) + cells[free_cell + 1:]
                    new_edges = edges[:i] + (0,) + edges[i + 1:]
                    yield settle([f"edge{i + 1}-r{free_cell + 1}"], (found, plait, new_cells, new_edges,
                                                                     stock, waste, redeals))
        if waste:
            if free_cell >= 0:
                new_cells = cells[:free_cell] + (waste[-1],) + cells[free_cell + 1:]
                yield settle([f"w-r{free_cell + 1}"], (found, plait, new_cells, edges, stock, waste[:-1],
                                                       redeals))
            elif free_edge >= 0:
                new_edges = edges[:free_edge] + (waste[-1],) + edges[free_edge + 1:]
                yield settle([f"w-edge{free_edge + 1}"], (found, plait, cells, new_edges, stock, waste[:-1],
                                                          redeals))
        if stock:
            yield settle(["deal"], (found, plait, cells, edges, stock[:-1], waste + stock[-1:], redeals))
        elif waste and redeals < 2:
            yield settle(["redeal"], (found, plait, cells, edges, waste[::-1], (), redeals + 1))

    @staticmethod
    def key(state) -> Hashable:
        found, plait, cells, edges, stock, waste, redeals = state
        return (tuple(sorted(found)), plait, tuple(sorted(cells)), tuple(sorted(edges)), stock, waste,
                redeals)

    @staticmethod
    def is_goal(state) -> bool:
        return sum(f & 15 for f in state[0]) == 104

    @staticmethod
    def score(state) -> float:
        """Cards on the foundations, the plait's counting extra, less the cards in cells and
        edges, less a little for every card still to be turned from the stock."""
        found, plait, cells, edges, stock, waste, redeals = state
        to_turn = len(stock) + (2 - redeals) * (len(stock) + len(waste))
        return (sum(f & 15 for f in found) - PLAIT_WEIGHT * plait
                - CELL_WEIGHT * (8 - cells.count(0) + 4 - edges.count(0)) - PLAIT_STOCK_WEIGHT * to_turn)


def _add(pile: int, card: int) -> int:
    """A foundation (``suit * 16 + count``, 0 when empty) with ``card`` added."""
    return pile + 1 if pile else (_suit(card) << 4) + 1


def _pile(game, pile_id: str) -> tuple[int, ...]:
    return tuple(_card(c) for c in game.pile(pile_id).cards)


def _home(found: tuple[int, ...], f: int, card: int) -> tuple[int, ...]:
    return found[:f] + (_add(found[f], card),) + found[f + 1:]


PLAIT_WEIGHT = 1.0  # extra score lost per card left in the plait
CELL_WEIGHT = 0.5  # score lost per card in a cell or an edge
PLAIT_STOCK_WEIGHT = 0.05  # score lost per card still to be turned from the stock
PLAIT_PROBE_NODES = 20_000  # node budget of the first, short search of each direction
PLAIT_PROBE_SECONDS = 2.0  # time budget of the first, short search of each direction
PLAIT_NODES = 200_000  # node budget of the second search of each direction
PLAIT_SECONDS = 20.0  # time budget of one deal, both directions together


def plait_root(game) -> tuple[tuple[int, ...], int, tuple]:
    """The plait's cards, the base rank and the starting position of ``game``."""
    found = tuple(_add(0, _card(c)) if c else 0 for c in
                  (game.pile(f"foundation{i + 1}").top for i in range(8)))
    cells, edges = (tuple(_card(game.pile(f"{name}{i + 1}").top) if game.pile(f"{name}{i + 1}").cards else 0
                          for i in range(n)) for name, n in (("reserve", 8), ("edge", 4)))
    plait = _pile(game, "plait")
    state = (found, len(plait), cells, edges, _pile(game, "stock"), _pile(game, "waste"), game.redeals_used)
    return plait, game.state["base_rank"], state


def plait_lines(deal: int, options: dict) -> list[list[str]]:
    """One verified winning line of Plait ``deal`` (``[lines]``), or [].

    Both directions of the foundations are searched, first each with a small probe budget (a
    deal that can be won is most often won fast in the right direction), then each again with
    half of the time left.
    """
    game = sn.new_game("plait", deal=deal, **options)
    plait, base, root = plait_root(game)
    start = time.monotonic()
    rounds = [(1, PLAIT_PROBE_NODES, PLAIT_PROBE_SECONDS), (-1, PLAIT_PROBE_NODES, PLAIT_PROBE_SECONDS),
              (1, PLAIT_NODES, None), (-1, PLAIT_NODES, None)]
    for n, (step, nodes, seconds) in enumerate(rounds):
        if seconds is None:  # an even share of the time left
            seconds = (PLAIT_SECONDS - (time.monotonic() - start)) / (len(rounds) - n)
        model = PlaitModel(plait, base, step)
        moves, first = model.settle([], root)
        line = best_first([first], model.expand, model.score, model.key, model.is_goal,
                          nodes, time.monotonic() + seconds)
        if line is not None and verified("plait", deal, options, moves + line):
            return [moves + line]
    return []
