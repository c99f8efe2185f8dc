"""Winning lines found by a game's own reasoning, where neither the kit's players nor the
solver win a deal often enough to give the puzzle search anything to work on.

``scripts/make_puzzles.py`` takes the puzzles along these lines exactly as along the
players' wins: every puzzle is still certified by the engine's own search, so a line found
here only says where to look, never what is true.

* **Poker.**  Each card turned may go into any empty cell, so every arrangement of the deal's
  first 25 cards on the grid can be reached.  A search over arrangements (two cells
  exchanged at a time, a worse grid kept now and then so as not to get stuck, seeded by the
  deal) looks for one that scores the 75 points of a win; placing the cards in turn where
  that arrangement puts them is a win of the deal.  It stops at the first winning grid, so
  the grid wins narrowly and near its end few placements still win: the puzzles.
* **Sir Tommy.**  Only ranks matter (the foundations climb whatever the suits), and a card
  that may go home loses nothing by going (a foundation only ever takes more).  So the one
  real choice is the reserve each other card goes to: a depth-first search over those
  choices, the reserve whose top is the nearest higher card first, positions met before
  (reserves in any order, the foundations' heights) skipped, finds a win of most deals that
  have one in a fraction of a second.
* **Diamond Mine, Agnes and Plait** (``finders/``): a best-first search on a model of the
  game, its moves generated from the game's rules.
* **The Spiders** (``finders/spiders.py``, one pack or several): a search in stages
  between the stock's deals, best-first within a stage, the best few dealt positions
  opening the next.
* **General's Patience** (``finders/generals_patience.py``): a search in stages between
  the cards turned from the stock, on a model of the game; a base card is only tried when
  its reserve can still go home, which rules out every one in most deals.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from finders.diamond_mine_agnes import agnes_lines, diamond_mine_lines
from finders.generals_patience import generals_patience_lines
from finders.plait import plait_lines
from finders.spiders import spider_lines, spider_three_decks_lines, spiderette_lines, will_o_the_wisp_lines
from finders.union_square import union_square_lines

import solitaire_nb as sn
from solitaire_nb.games.poker import LINES, POINTS, hand_of

POKER_TARGET = 75
POKER_STEPS = 20_000
POKER_TRIES = 5


def poker_lines(deal: int, options: dict) -> list[list[str]]:
    """A win of a Poker deal (the moves placing each card), if the search finds a grid
    scoring :data:`POKER_TARGET` points; none in shuffle mode (there cards may move again)."""
    if options.get("shuffle"):
        return []
    game = sn.new_game("poker", deal=deal, **options)
    cards = [game.pile("waste").cards[-1], *reversed(game.pile("stock").cards)][:25]
    rng = random.Random(deal)
    for _ in range(POKER_TRIES):
        grid = _arrangement(cards, rng)
        if grid is not None:
            cell_of = {card: cell for cell, card in enumerate(grid, start=1)}
            return [[f"w-t{cell_of[index]}" for index in range(25)]]
    return []


def _grid_score(cards: list, grid: list[int]) -> int:
    """The points of a full grid: ``grid[cell - 1]`` is the index of its card in ``cards``."""
    return sum(POINTS[hand_of([cards[grid[n - 1]] for n in cells])] for _kind, _n, cells in LINES)


def _arrangement(cards: list, rng: random.Random) -> list[int] | None:
    """A grid of ``cards`` scoring at least :data:`POKER_TARGET` (simulated annealing over
    exchanges of two cells), or None if none was found in :data:`POKER_STEPS` steps."""
    grid = list(range(25))
    rng.shuffle(grid)
    current, temperature = _grid_score(cards, grid), 6.0
    for _ in range(POKER_STEPS):
        i, j = rng.sample(range(25), 2)
        grid[i], grid[j] = grid[j], grid[i]
        new = _grid_score(cards, grid)
        if new >= current or rng.random() < math.exp((new - current) / temperature):
            current = new
            if current >= POKER_TARGET:
                return grid
        else:
            grid[i], grid[j] = grid[j], grid[i]
        temperature = max(0.3, temperature * 0.9997)
    return None


SIR_TOMMY_NODES = 300_000


def sir_tommy_lines(deal: int, options: dict) -> list[list[str]]:
    """A win of a Sir Tommy deal, if the search over reserve choices finds one within
    :data:`SIR_TOMMY_NODES` positions: each card turned goes home when it may, else onto
    the reserve chosen, and reserve cards then go home in the order the search sent them."""
    game = sn.new_game("sir_tommy", deal=deal, **options)
    plan = _reserve_plan([card.rank for card in reversed(game.pile("stock").cards)])
    if plan is None:
        return []
    for reserve, homes in plan:
        game.play("deal")
        game.play(f"w-r{reserve + 1}" if reserve is not None else _home_move(game, "waste"))
        for k in homes:
            game.play(_home_move(game, f"reserve{k + 1}"))
    return [[str(move) for move in game.history]] if game.is_won() else []


def _home_move(game, source: str):
    """The first legal move of ``source``'s top card to a foundation."""
    return next(move for move in game.legal_moves()
                if move.source == source and game.pile(move.target).role == "foundation")


def _reserve_plan(ranks: list[int]) -> list[tuple[int | None, list[int]]] | None:
    """For each rank turned in order, the reserve it goes to (None: home) and the reserves
    whose top cards then go home, in order; None if no win was found."""
    seen: set = set()
    nodes = 0

    def settle(reserves: list[list[int]], heights: list[int]) -> list[int]:
        homes, moved = [], True
        while moved:
            moved = False
            for k, pile in enumerate(reserves):
                if pile and pile[-1] - 1 in heights:
                    card = pile.pop()
                    heights[heights.index(card - 1)] = card
                    homes.append(k)
                    moved = True
        return homes

    def search(index: int, reserves: tuple, heights: tuple) -> list | None:
        nonlocal nodes
        nodes += 1
        if index == len(ranks):
            return [] if min(heights) == 13 else None
        key = (index, tuple(sorted(reserves)), tuple(sorted(heights)))
        if nodes > SIR_TOMMY_NODES or key in seen:
            return None
        seen.add(key)
        rank = ranks[index]
        if rank - 1 in heights:
            piles, tops = [list(p) for p in reserves], list(heights)
            tops[tops.index(rank - 1)] = rank
            homes = settle(piles, tops)
            rest = search(index + 1, tuple(map(tuple, piles)), tuple(tops))
            return None if rest is None else [(None, homes), *rest]

        def preference(k: int) -> tuple[int, int]:
            top = reserves[k][-1] if reserves[k] else None
            return (1, 0) if top is None else (0, top - rank) if top > rank else (2, rank - top)

        tried = set()
        for k in sorted(range(len(reserves)), key=preference):
            if reserves[k] in tried:
                continue
            tried.add(reserves[k])
            after = reserves[:k] + (reserves[k] + (rank,),) + reserves[k + 1:]
            rest = search(index + 1, after, heights)
            if rest is not None:
                return [(k, []), *rest]
        return None

    return search(0, ((),) * 4, (0,) * 4)


# Games where every win from a position is as long as any other (each move places one of a
# fixed number of cards): there "no other move wins as soon" would only say "no other move
# wins" in a misleading way, so their puzzles are all certified by the solver's exhaustive
# search, even near the end.
EVERY_WIN_AS_LONG = frozenset({"poker"})
#: Games whose found lines are tried for near wins only, in their last so many positions.
NEAR_WINS_ONLY = {"union_square": 40}

LINE_FINDERS: dict[str, Callable[[int, dict], list[list[str]]]] = {
    "poker": poker_lines,
    "sir_tommy": sir_tommy_lines,
    "diamond_mine": diamond_mine_lines,
    "agnes": agnes_lines,
    "plait": plait_lines,
    "spiderette": spiderette_lines,
    "will_o_the_wisp": will_o_the_wisp_lines,
    "spider": spider_lines,
    "spider_three_decks": spider_three_decks_lines,
    "generals_patience": generals_patience_lines,
    "union_square": union_square_lines,
}


def found_lines(game_id: str, deal: int, options: dict) -> list[list[str]]:
    """The wins of ``deal`` that the game's own finder gives (none for most games)."""
    finder = LINE_FINDERS.get(game_id)
    return finder(deal, options) if finder else []
