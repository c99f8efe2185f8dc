"""Win finders for two one-pack Spider games: Will o' the Wisp and Spiderette.

Both games follow Spider's rules with a single 52-card pack on seven tableau
piles: build down regardless of suit, only a run of one suit moves as a unit,
an empty pile takes any run, face-down cards turn up by themselves when
uncovered, a click on the stock deals one card to every pile (refused while a
pile is empty; the last, short deal goes to piles 1 to 3), and a complete run
King to Ace of one suit goes to a foundation by an explicit move.  The games
differ only in the opening layout.

The finder is a full-information search: it sees every card, the face-down
ones and the stock order included, and plays on a compact model of the game
instead of the engine.

Model
    A card is an integer ``suit * 13 + rank - 1``, so "the card one rank lower
    in the same suit" is simply ``card - 1`` (unless the card is an Ace).  A
    position is a tuple of seven piles (bottom card first), the number of
    face-down cards at the bottom of each pile, how many stock cards have been
    dealt and how many runs are home.  A complete run goes home as soon as it
    appears (it can never help to keep it).

Moves
    With a single pack a card has exactly one suited parent, so breaking a
    suited run onto another card is never useful: only whole movable runs (the
    longest suited run on top of a pile) are moved, onto a pile whose top card
    is one rank higher, or onto the first empty pile (never a whole pile onto
    an empty one).  The stock deals when no pile is empty.  Splitting a run
    into an empty pile can be needed to fill every pile before a deal; it is
    only tried when the search without it has been completed in vain
    (``SPLIT_RUNS``), as it makes the search much wider.

Search
    The stock deals split a game into stages.  Within a stage a best-first
    search (lowest "disorder" first, see :func:`_disorder`) explores the moves
    that do not deal, up to ``STAGE_NODES`` positions.  Among the positions it
    reaches that may deal, the ``BEAM`` best after the deal (the dealt cards
    are known) open the next stage; the stages are searched depth first, so a
    poor choice is undone by trying the next candidate.  In the last stage the
    best-first search runs until the game is won or ``FINAL_NODES`` positions
    are spent.  Within one round a position is searched only once.  A round
    that fails is repeated with the beam and both budgets doubled, until a win
    is found, the move tree has been searched completely, or ``TIME_LIMIT``
    seconds have passed.

Every line found is replayed through the engine and only a line that ends in
a won game is returned.
"""

from __future__ import annotations

import heapq
import time
from itertools import count

import solitaire_nb as sn
from finders.search import verified

#: Positions searched between two deals from one starting position.
STAGE_NODES = 3000
#: Positions searched after the last deal from one starting position.
FINAL_NODES = 4000
#: Positions after a deal kept as starting points of the next stage.
BEAM = 3
#: Whether part of a run may move to an empty pile (to fill piles before a deal).
SPLIT_RUNS = True
#: Time budget of one call, in seconds.
TIME_LIMIT = 20.0

#: Disorder weights (lower disorder is better).
W_DOWN = 4      # a face-down card
W_BREAK = 3     # a face-up card on a card that is not one rank higher
W_NATURAL = 1   # a face-up card on one rank higher but of another suit
W_EMPTY = 3     # bonus for an empty pile
W_HOME = 8      # bonus for a complete run sent home
W_BASE = 1      # a pile with no face-down card whose bottom card is not a King

SUITS = "CDHS"
PILES = 7


def _card(c) -> int:
    """The model integer of an engine card."""
    return SUITS.index(c.suit) * 13 + c.rank - 1


def _read_position(game):
    """The engine position as model data: piles, face-down counts and the stock in dealing order."""
    piles, down = [], []
    for i in range(PILES):
        cards = game.pile(f"tableau{i + 1}").cards
        piles.append(tuple(_card(c) for c in cards))
        down.append(sum(1 for c in cards if not c.face_up))
    stock = [_card(c) for c in reversed(game.pile("stock").cards)]
    home = sum(1 for p in game.piles if p.role == "foundation" and p.cards)
    return tuple(piles), tuple(down), stock, home


def _run_length(pile, down):
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


def _disorder(piles, down, left, home):
    """How far a position looks from won: face-down cards, links between face-up cards
    that are not suited, cards left in the stock, less bonuses for empty piles and runs home."""
    score = W_DOWN * sum(down) + W_BREAK * left - W_HOME * home
    for pile, d in zip(piles, down):
        n = len(pile)
        if n == 0:
            score -= W_EMPTY
            continue
        if d == 0 and pile[0] % 13 != 12:
            score += W_BASE
        for j in range(max(d, 1), n):
            below, above = pile[j - 1], pile[j]
            if above == below - 1 and below % 13:
                continue
            score += W_NATURAL if below % 13 == above % 13 + 1 else W_BREAK
    return score


class _Search:
    """Staged best-first search on the model of one deal (see the module docstring)."""

    def __init__(self, piles, down, stock, home, deadline):
        self.stock = stock
        self.deadline = deadline
        self.parent = {}          # key -> (parent key, move texts)
        self.expanded = set()     # keys of the positions already searched in this round
        self.split = False        # may runs be split into an empty pile?
        self.truncated = False    # did this round leave part of the move tree unsearched?
        self.tick = count()
        self.start = self._settle(piles, down, 0, home, [])
        self.nodes = 0            # positions searched, all rounds together

    # -- position helpers ------------------------------------------------------------------

    @staticmethod
    def _settle(piles, down, dealt, home, texts):
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

    def _key(self, pos):
        piles, down, dealt, home = pos
        if dealt >= len(self.stock):  # no more deals: the piles are interchangeable
            return tuple(sorted(zip(piles, down))), dealt
        return piles, down, dealt

    def _children(self, pos):
        """Positions one move away (the deal excluded), with their move texts."""
        piles, down, dealt, home = pos
        tops = {}
        empty = -1
        for i, pile in enumerate(piles):
            if pile:
                tops.setdefault(pile[-1] % 13, []).append(i)
            elif empty < 0:
                empty = i
        for i, pile in enumerate(piles):
            n = _run_length(pile, down[i])
            if n == 0:
                continue
            bottom = pile[-n]
            targets = list(tops.get(bottom % 13 + 1, ()))
            if empty >= 0 and n < len(pile):
                targets.append(empty)
            moves = [(j, n) for j in targets]
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

    def _deal(self, pos):
        piles, down, dealt, home = pos
        cards = self.stock[dealt:dealt + PILES]
        new_piles = list(piles)
        for i, c in enumerate(cards):
            new_piles[i] = piles[i] + (c,)
        texts = ["deal"]
        return self._settle(new_piles, down, dealt + len(cards), home, texts), texts

    def _line(self, key):
        line = []
        while key in self.parent:
            key, texts = self.parent[key]
            line[:0] = texts
        return line

    # -- search ----------------------------------------------------------------------------

    def _stage(self, pos, budget):
        """Best-first search without dealing from ``pos``.  Returns (won key or None,
        positions that may deal, as (disorder, key, position))."""
        can_deal = pos[2] < len(self.stock)
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
            if cur[3] == 4:
                return cur_key, []
            if can_deal and all(cur[0]):
                ready.append(cur)
            for child, texts in self._children(cur):
                key = self._key(child)
                if key in self.expanded or key in generated:
                    continue
                generated.add(key)
                self.parent[key] = (cur_key, texts)   # the texts of the pile order queued
                heapq.heappush(heap, (_disorder(child[0], child[1], len(self.stock) - child[2], child[3]),
                                      next(self.tick), child))
            if spent % 256 == 0 and time.monotonic() > self.deadline:
                break
        if heap and spent >= budget:
            self.truncated = True
        self.nodes += spent
        return None, ready

    def run(self):
        """The winning line found, or None.  Searches again, each time with a wider beam
        and larger stage budgets, until a win is found or the time is up."""
        scale, self.split = 1, False
        while time.monotonic() < self.deadline:
            self.expanded, self.parent, self.truncated = set(), {}, False
            line = self._dfs(self.start, BEAM * scale, STAGE_NODES * scale, FINAL_NODES * scale)
            if line is not None:
                return line
            if not self.truncated:  # the whole move tree was searched
                if self.split or not SPLIT_RUNS:
                    return None
                self.split = True
            else:
                scale *= 2
        return None

    def _dfs(self, pos, beam, stage_nodes, final_nodes):
        """Search the stage opened by ``pos``, then, depth first, the stages opened by its
        ``beam`` best deals.  Returns a winning line or None."""
        if time.monotonic() > self.deadline:
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
            dealt.append((_disorder(child[0], child[1], len(self.stock) - child[2], child[3]),
                          next(self.tick), child))
        dealt.sort()
        if len(dealt) > beam:
            self.truncated = True
        for _, _, child in dealt[:beam]:
            line = self._dfs(child, beam, stage_nodes, final_nodes)
            if line is not None:
                return line
        return None


def _find_lines(game_id, deal, options):
    """The verified winning lines found for one deal: [line] or []."""
    game = sn.new_game(game_id, deal=deal, **options)
    piles, down, stock, home = _read_position(game)
    search = _Search(piles, down, stock, home, time.monotonic() + TIME_LIMIT)
    line = search.run()
    if line is not None and verified(game_id, deal, options, line):
        return [line]
    return []


def will_o_the_wisp_lines(deal: int, options: dict) -> list[list[str]]:
    """A winning line of Will o' the Wisp on ``deal`` found by the staged search, as a
    one-element list, or [] when none is found within the budget."""
    return _find_lines("will_o_the_wisp", deal, options)


def spiderette_lines(deal: int, options: dict) -> list[list[str]]:
    """A winning line of Spiderette on ``deal`` found by the staged search, as a
    one-element list, or [] when none is found within the budget."""
    return _find_lines("spiderette", deal, options)
