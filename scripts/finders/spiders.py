"""Win finders for the Spiders: Spider (two packs, with 4, 2 or 1 suits), Spider Three
Decks, Spiderette and Will o' the Wisp.

The rules they share: build down regardless of suit, only a run of one suit moves as a
unit, an empty pile takes any run, face-down cards turn up by themselves when uncovered,
a click on the stock deals one card to every pile (the last, short deal to the first
piles) and a complete run King to Ace of one suit goes to a foundation by an explicit
move.  Spider deals ten piles from 104 cards, Spider Three Decks twelve from 156,
Spiderette and Will o' the Wisp seven from one pack (their opening layouts differ); all
but Spider Three Decks refuse to deal while a pile is empty.

The finder is a staged full-information search (it sees every card, face-down ones and
the stock order included) on a model of the game that allows several packs.

Model
    A card is the integer ``suit * 13 + rank - 1`` (:func:`_card`);
    with several packs equal integers stand for identical cards, so a card may have
    several suited parents ("the card one rank higher in the same suit") and a run is
    still recognised by ranks and suits alone.  A position is a tuple of piles (bottom
    card first), the number of face-down cards at the bottom of each pile, how many stock
    cards have been dealt and how many runs are home.  A complete run goes home as soon as
    it appears.

Moves
    The movable run of a pile is the longest suited run on its top.  It moves whole onto
    any pile whose top card is one rank higher, or onto the first empty pile when it does
    not fill its own pile.  Because a card may have several suited parents, the top part
    of a run may also move from one suited parent onto another (identical) one, which
    uncovers the first for another use.  Splitting a run into an empty pile makes the
    search much wider; it is only allowed in a round after one searched the whole move
    tree without it (``SPLIT_RUNS``).  Every model move is a legal engine move.

Search
    The deals split a game into stages; within a stage a
    best-first search (lowest :func:`_disorder` first) explores the moves that do not deal,
    up to ``STAGE_NODES`` positions; among the positions reached that may deal, the
    ``BEAM`` best after the deal open the next stage, searched depth first; in the last
    stage the search runs until the game is won or ``FINAL_NODES`` positions are spent.
    Which weighting of the disorder leads to a win varies much from deal to deal, and a
    win usually comes within seconds or not at all, so the search is a portfolio: rounds
    run in turn with each of the weight ``PROFILES``, a round stopped after
    ``ROUND_TIME`` seconds; each new cycle over the profiles doubles the beam, the budgets
    and the round time.  The search stops at a win, when a round has searched the whole
    move tree (after allowing split runs), or after ``TIME_LIMIT`` seconds.

Every line found is replayed through the engine and only a line that ends in a won game
is returned.
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Iterator
from itertools import count

import solitaire_nb as sn
from finders.search import verified

#: Positions searched between two deals from one starting position.
STAGE_NODES = 3000
#: Positions searched after the last deal from one starting position.
FINAL_NODES = 6000
#: Positions after a deal kept as starting points of the next stage.
BEAM = 3
#: Whether part of a run may move to an empty pile (to fill piles before a deal).
SPLIT_RUNS = True
#: Time budget of one search, in seconds (the replay check adds well under a second).
TIME_LIMIT = 28.0

#: Seconds given to the first round of each weight profile; each later cycle over the
#: profiles doubles it, with the beam and the budgets.
ROUND_TIME = 4.0

#: Disorder weight profiles (lower disorder is better), tried in turn: which profile wins
#: varies from deal to deal, and a quick win under one is common where the others fail.
#: The weights, in order, count
#:   - a face-down card,
#:   - a face-up card on a card that is not one rank higher, or a card left in the stock,
#:   - a face-up card on one rank higher but of another suit,
#:   - a bonus for an empty pile,
#:   - a bonus for a complete run sent home,
#:   - a pile with no face-down card whose bottom card is not a King.
PROFILES = (
    (4, 3, 3, 3, 8, 4),
    (4, 3, 2, 3, 8, 4),
    (4, 3, 1, 3, 8, 1),
    (4, 3, 2, 10, 8, 1),
    (4, 3, 2, 6, 8, 1),
    (4, 3, 3, 6, 8, 4),
)

SUITS = "CDHS"

Piles = tuple[tuple[int, ...], ...]
Position = tuple[Piles, tuple[int, ...], int, int]   # piles, face-down counts, cards dealt, runs home


def _card(card: sn.Card) -> int:
    """The model integer of an engine card."""
    return SUITS.index(card.suit) * 13 + card.rank - 1


def _run_length(pile: tuple[int, ...], down: int) -> int:
    """Length of the suited run on top of ``pile`` (0 for an empty pile)."""
    n = len(pile)
    if n == 0:
        return 0
    j = n - 1
    while j > down:
        below, above = pile[j - 1], pile[j]
        if above != below - 1 or below % 13 == 0:
            break
        j -= 1
    return n - j


def _read_position(game: sn.Game) -> tuple[Piles, tuple[int, ...], list[int], int]:
    """The engine position as model data: piles, face-down counts, the stock in dealing
    order and the number of runs home."""
    tableau = [p for p in game.piles if p.role == "tableau"]
    piles = tuple(tuple(_card(c) for c in p.cards) for p in tableau)
    down = tuple(sum(1 for c in p.cards if not c.face_up) for p in tableau)
    stock = [_card(c) for c in reversed(game.pile("stock").cards)]
    home = sum(1 for p in game.piles if p.role == "foundation" and p.cards)
    return piles, down, stock, home


def _disorder(piles: Piles, down: tuple[int, ...], left: int, home: int, weights: tuple[int, ...]) -> int:
    """How far a position looks from won: face-down cards, links between face-up cards that
    are not suited, cards left in the stock, less bonuses for empty piles and runs home,
    weighted by one of the ``PROFILES``."""
    w_down, w_break, w_natural, w_empty, w_home, w_base = weights
    score = w_down * sum(down) + w_break * left - w_home * home
    for pile, d in zip(piles, down):
        n = len(pile)
        if n == 0:
            score -= w_empty
            continue
        if d == 0 and pile[0] % 13 != 12:
            score += w_base
        for j in range(max(d, 1), n):
            below, above = pile[j - 1], pile[j]
            if above == below - 1 and below % 13:
                continue
            score += w_natural if below % 13 == above % 13 + 1 else w_break
    return score


class _Search:
    """Staged best-first search on the model of one deal (see the module docstring).

    ``runs`` is the number of complete runs that win; ``deal_on_empty`` says whether the
    stock deals while a pile is empty."""

    def __init__(self, game: sn.Game, runs: int, deal_on_empty: bool, deadline: float) -> None:
        piles, down, stock, home = _read_position(game)
        self.stock = stock
        self.runs = runs
        self.deal_on_empty = deal_on_empty
        self.deadline = deadline    # end of the whole search
        self.round_end = deadline   # end of the current round
        self.weights = PROFILES[0]
        self.parent: dict = {}     # key -> (parent key, move texts)
        self.expanded: set = set()  # keys of the positions already searched in this round
        self.split = False         # may runs be split into an empty pile?
        self.truncated = False     # did this round leave part of the move tree unsearched?
        self.tick = count()
        self.start = self._settle(piles, down, 0, home, [])
        self.nodes = 0             # positions searched, all rounds together

    # -- position helpers ------------------------------------------------------------------

    @staticmethod
    def _settle(piles: Piles | list, down: tuple | list, dealt: int, home: int,
                texts: list[str]) -> Position:
        """Send complete runs home (appending their move texts); returns the settled position."""
        piles, down = list(piles), list(down)
        changed = True
        while changed:
            changed = False
            for i, pile in enumerate(piles):
                if len(pile) - down[i] >= 13 and pile[-1] % 13 == 0 and _run_length(pile, down[i]) >= 13:
                    home += 1
                    texts.append(f"t{i + 1}-f{home}x13")
                    rest = pile[:-13]
                    piles[i] = rest
                    if down[i] and down[i] == len(rest):
                        down[i] -= 1
                    changed = True
        return tuple(piles), tuple(down), dealt, home

    def _key(self, pos: Position) -> tuple:
        piles, down, dealt, home = pos
        if dealt >= len(self.stock):  # no more deals: the piles are interchangeable
            return tuple(sorted(zip(piles, down))), dealt
        return piles, down, dealt

    def _score(self, pos: Position) -> int:
        return _disorder(pos[0], pos[1], len(self.stock) - pos[2], pos[3], self.weights)

    def _children(self, pos: Position) -> Iterator[tuple[Position, list[str]]]:
        """Positions one move away (the deal excluded), with their move texts."""
        piles, down, dealt, home = pos
        by_rank: dict[int, list[int]] = {}   # rank - 1 of the top card -> piles
        by_card: dict[int, list[int]] = {}   # top card -> piles
        empty = -1
        for i, pile in enumerate(piles):
            if pile:
                by_rank.setdefault(pile[-1] % 13, []).append(i)
                by_card.setdefault(pile[-1], []).append(i)
            elif empty < 0:
                empty = i
        for i, pile in enumerate(piles):
            n = _run_length(pile, down[i])
            if n == 0:
                continue
            moves = [(j, n) for j in by_rank.get(pile[-n] % 13 + 1, ())]
            if empty >= 0 and n < len(pile):
                moves.append((empty, n))
            for k in range(1, n):  # from one suited parent onto an identical one
                moves.extend((j, k) for j in by_card.get(pile[-k] + 1, ()) if j != i)
            if empty >= 0 and self.split:
                moves.extend((empty, k) for k in range(1, n))
            for j, k in moves:
                new_piles = list(piles)
                new_down = list(down)
                rest = pile[:-k]
                new_piles[i] = rest
                new_piles[j] = piles[j] + pile[-k:]
                if new_down[i] and new_down[i] == len(rest):
                    new_down[i] -= 1
                texts = [f"t{i + 1}-t{j + 1}" + (f"x{k}" if k > 1 else "")]
                yield self._settle(new_piles, new_down, dealt, home, texts), texts

    def _may_deal(self, pos: Position) -> bool:
        return pos[2] < len(self.stock) and (self.deal_on_empty or all(pos[0]))

    def _deal(self, pos: Position) -> tuple[Position, list[str]]:
        piles, down, dealt, home = pos
        cards = self.stock[dealt:dealt + len(piles)]
        new_piles = list(piles)
        for i, c in enumerate(cards):
            new_piles[i] = piles[i] + (c,)
        texts = ["deal"]
        return self._settle(new_piles, down, dealt + len(cards), home, texts), texts

    def _line(self, key: tuple) -> list[str]:
        line: list[str] = []
        while key in self.parent:
            key, texts = self.parent[key]
            line[:0] = texts
        return line

    # -- search ----------------------------------------------------------------------------

    def _stage(self, pos: Position, budget: int) -> tuple[tuple | None, list[Position]]:
        """Best-first search without dealing from ``pos``.  Returns (won key or None,
        positions that may deal)."""
        heap = [(0, next(self.tick), pos)]
        generated = set()
        ready = []
        spent = 0
        while heap and spent < budget:
            _, _, cur = heapq.heappop(heap)
            cur_key = self._key(cur)
            if cur_key in self.expanded:
                continue
            self.expanded.add(cur_key)
            spent += 1
            if cur[3] == self.runs:
                return cur_key, []
            if self._may_deal(cur):
                ready.append(cur)
            for child, texts in self._children(cur):
                key = self._key(child)
                if key in self.expanded or key in generated:
                    continue
                generated.add(key)
                # Overwrite any older entry: once no deal is left the key ignores the order
                # of the piles, and the move texts must match the position searched.
                self.parent[key] = (cur_key, texts)
                heapq.heappush(heap, (self._score(child), next(self.tick), child))
            if spent % 256 == 0 and time.monotonic() > self.round_end:
                break
        if heap and spent >= budget:
            self.truncated = True
        self.nodes += spent
        return None, ready

    def run(self) -> list[str] | None:
        """The winning line found, or None.  Runs rounds in cycles over the weight
        profiles; each cycle doubles the beam, the budgets and the time of a round, until
        a win is found, a round searches the whole move tree, or the time is up."""
        scale = 1
        while True:
            for weights in PROFILES:
                now = time.monotonic()
                if now >= self.deadline:
                    return None
                self.weights, self.round_end = weights, min(self.deadline, now + ROUND_TIME * scale)
                self.expanded, self.parent, self.truncated = set(), {}, False
                line = self._dfs(self.start, BEAM * scale, STAGE_NODES * scale, FINAL_NODES * scale)
                if line is not None:
                    return line
                if not self.truncated and time.monotonic() < self.round_end:
                    # The whole move tree was searched: allow split runs, or give up.
                    if self.split or not SPLIT_RUNS:
                        return None
                    self.split = True
            scale *= 2

    def _dfs(self, pos: Position, beam: int, stage_nodes: int, final_nodes: int) -> list[str] | None:
        """Search the stage opened by ``pos``, then, depth first, the stages opened by its
        ``beam`` best deals.  Returns a winning line or None."""
        if time.monotonic() > self.round_end:
            return None
        last = pos[2] >= len(self.stock)
        won, ready = self._stage(pos, final_nodes if last else stage_nodes)
        if won is not None:
            return self._line(won)
        dealt, opened = [], set()
        for cur in ready:
            child, texts = self._deal(cur)
            key = self._key(child)
            if key in self.expanded or key in opened:
                continue
            opened.add(key)
            self.parent[key] = (self._key(cur), texts)
            dealt.append((self._score(child), next(self.tick), child))
        dealt.sort()
        if len(dealt) > beam:
            self.truncated = True
        for _, _, child in dealt[:beam]:
            line = self._dfs(child, beam, stage_nodes, final_nodes)
            if line is not None:
                return line
        return None


def _find_lines(game_id: str, deal: int, options: dict, runs: int, deal_on_empty: bool) -> list[list[str]]:
    """The verified winning lines found for one deal: [line] or []."""
    game = sn.new_game(game_id, deal=deal, **options)
    line = _Search(game, runs, deal_on_empty, time.monotonic() + TIME_LIMIT).run()
    if line is not None and verified(game_id, deal, options, line):
        return [line]
    return []


def spider_lines(deal: int, options: dict) -> list[list[str]]:
    """A winning line of Spider (``options`` may give ``suits``: 4, 2 or 1) on ``deal``
    found by the staged search, as a one-element list, or [] when none is found."""
    return _find_lines("spider", deal, options, runs=8, deal_on_empty=False)


def spider_three_decks_lines(deal: int, options: dict) -> list[list[str]]:
    """A winning line of Spider Three Decks on ``deal`` found by the staged search, as a
    one-element list, or [] when none is found."""
    return _find_lines("spider_three_decks", deal, options, runs=12, deal_on_empty=True)


def spiderette_lines(deal: int, options: dict) -> list[list[str]]:
    """A winning line of Spiderette on ``deal`` found by the staged search, as a
    one-element list, or [] when none is found."""
    return _find_lines("spiderette", deal, options, runs=4, deal_on_empty=False)


def will_o_the_wisp_lines(deal: int, options: dict) -> list[list[str]]:
    """A winning line of Will o' the Wisp on ``deal`` found by the staged search, as a
    one-element list, or [] when none is found."""
    return _find_lines("will_o_the_wisp", deal, options, runs=4, deal_on_empty=False)
