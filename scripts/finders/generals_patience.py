"""A win finder for General's Patience.

A full-information search (every card known, the stock order included) on a compact
model of the game, where a position is a few tuples of small integers and the moves are
generated from the rules of ``games/generals_patience.py`` and ``games/terrace.py``, with
what the game does after a move: a card is turned by itself onto an empty waste, a card
turned while a tableau pile is empty locks the stock until the waste card is played, and
after the redeal a card is turned only onto an empty waste.  The choice of the base card
(the first move) is played in the engine, once for each of the four cards, and each
position that follows is a root of the search.

Cards that may go to a foundation go at once when that can never hurt (no branching on
them); a card of rank ``r`` and suit ``s`` goes to a foundation holding ``c`` cards when

* the other foundation of suit ``s`` holds at least ``c`` cards: the other copy of the
  card is home already, or it will go onto that foundation as this copy would (the two
  copies are interchangeable), so no card ever waits for the foundation this card takes;
* it comes from the reserve, whose top card may go nowhere else; or it is of the base
  rank (nothing is built on it); or every card that could be built on it (the rank below,
  the other colour) is home already, so it was of no use where it lay;
* it does not empty a tableau pile (an empty pile locks the stock at the next card turned).

Two kinds of moves are left out.  A move between two tableau piles is only made when the
card it uncovers (or the pile it empties) may be used at once: the card moved is a top
card before as after, so uncovering is all such a move can do, and a use that needs a card
still to be turned can wait for it.  And a position is dropped when its reserve can no
longer go home (:meth:`GeneralsPatienceModel.reserve_may_go_home`): the reserve gives its
cards in one order, and the two foundations of a suit each take the suit's cards in the
order of their ranks.  Checked before the search, this alone rules out most base cards,
and every one in about three deals out of five.

The search runs in stages between the cards turned by hand (:func:`beam`): within a stage
a best-first search from each position of a beam explores the moves that turn no card;
the best positions after the next card is turned (or the redeal) form the next beam.
Positions are ranked by a score (cards home, the cards still in the reserve counting
extra, less a little for every card still to be turned from the stock and for every
tableau card lying above one the foundations need sooner), each met once in a stage
(foundations and tableau piles, which behave alike, sorted in the position's key).  The
base cards still possible are searched in turn, round after round with a wider beam and
three weightings of the score, until a win or the time runs out.  A line is returned only
once the engine replays it to a win.

Cards of the model are integers ``suit * 16 + rank`` (rank 1-13, suit index 0-3 in
``SUITS``); a foundation is ``suit * 16 + count`` (0 while empty).
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Hashable, Iterable

import solitaire_nb as sn
from finders.search import verified

SUITS = "CDHS"
RED = (False, True, True, False)  # by suit index
GAME = "generals_patience"


def _card(card) -> int:
    return SUITS.index(card.suit) * 16 + card.rank


def _pile(game, pile_id: str) -> tuple[int, ...]:
    return tuple(_card(c) for c in game.pile(pile_id).cards)


def position_of(game) -> tuple:
    """The model's position of an engine game whose base card is chosen."""
    found = tuple(((SUITS.index(p.cards[0].suit) << 4) + len(p.cards)) if p.cards else 0
                  for p in game.group_piles("foundation"))
    tableau = tuple(_pile(game, f"tableau{i + 1}") for i in range(9))
    return (found, len(game.pile("reserve1").cards), tableau, _pile(game, "stock"), _pile(game, "waste"),
            game.redeals_used, bool(game.state.get("stock_locked")))


class GeneralsPatienceModel:
    """General's Patience once its base rank is known.

    A position is ``(found, reserve, tableau, stock, waste, redeals, locked)``: the eight
    foundations (``suit * 16 + count``, 0 while empty), how many cards are left in the
    reserve (its order is fixed, top last), the nine tableau piles, the stock and the waste
    (tuples of cards, top last), the redeals used (0 or 1) and whether the stock is locked.
    """

    def __init__(self, reserve: tuple[int, ...], base: int, weights: tuple[float, ...]) -> None:
        self.reserve = reserve
        self.base = base
        (self.reserve_weight, self.stock_weight, self.buried_weight, self.gap_weight,
         self.waste_weight) = weights

    # -- the rules ---------------------------------------------------------------
    def need(self, card: int) -> int:
        """How many cards a foundation holds when ``card`` is its next one."""
        return ((card & 15) - self.base) % 13

    def foundation_for(self, found: tuple[int, ...], card: int) -> int:
        """The foundation ``card`` may go to (the first one when two fit), or -1."""
        need, suit = self.need(card), card >> 4
        if need == 0:
            return found.index(0) if 0 in found else -1
        for i, pile in enumerate(found):
            if pile and pile >> 4 == suit and pile & 15 == need:
                return i
        return -1

    def builds_on(self, card: int, target: int) -> bool:
        """May ``card`` go onto the tableau card ``target``?"""
        return ((target & 15) != self.base and RED[card >> 4] != RED[target >> 4]
                and (target & 15) == (card & 15) % 13 + 1)

    @staticmethod
    def after(found, reserve, tableau, stock, waste, redeals, locked, from_waste: bool) -> tuple:
        """The position after a move between piles, with what the game then does itself."""
        if from_waste or all(tableau):
            locked = False
        if not waste and stock and not locked:
            waste, stock = stock[-1:], stock[:-1]
            locked = not all(tableau)
        return found, reserve, tableau, stock, waste, redeals, locked

    def moves(self, state) -> Iterable[tuple[str, tuple]]:
        """Every legal move of ``state`` (one of each kind when two are alike) and the
        position it leads to."""
        found, reserve, tableau, stock, waste, redeals, locked = state
        after = self.after
        if reserve:
            card = self.reserve[reserve - 1]
            f = self.foundation_for(found, card)
            if f >= 0:
                yield f"r1-f{f + 1}", after(_home(found, f, card), reserve - 1, tableau, stock, waste,
                                            redeals, locked, False)
        if waste:
            card = waste[-1]
            f = self.foundation_for(found, card)
            if f >= 0:
                yield f"w-f{f + 1}", after(_home(found, f, card), reserve, tableau, stock, waste[:-1],
                                           redeals, locked, True)
            empty = next((t for t, pile in enumerate(tableau) if not pile), -1)
            if empty >= 0:
                yield f"w-t{empty + 1}", after(found, reserve, _put(tableau, empty, card), stock, waste[:-1],
                                               redeals, locked, True)
            for t, pile in enumerate(tableau):
                if pile and self.builds_on(card, pile[-1]):
                    yield f"w-t{t + 1}", after(found, reserve, _put(tableau, t, card), stock, waste[:-1],
                                               redeals, locked, True)
        for s, pile in enumerate(tableau):
            if not pile:
                continue
            card = pile[-1]
            f = self.foundation_for(found, card)
            if f >= 0:
                yield f"t{s + 1}-f{f + 1}", after(_home(found, f, card), reserve, _take(tableau, s), stock,
                                                  waste, redeals, locked, False)
            for t, target in enumerate(tableau):
                if t != s and target and self.builds_on(card, target[-1]):
                    yield f"t{s + 1}-t{t + 1}", after(found, reserve, _put(_take(tableau, s), t, card), stock,
                                                      waste, redeals, locked, False)
        if stock and not locked and not (redeals and waste):
            yield "deal", (found, reserve, tableau, stock[:-1], waste + stock[-1:], redeals,
                           not all(tableau))
        elif not stock and waste and not redeals and not locked:
            yield "redeal", (found, reserve, tableau, waste[::-1], (), 1, not all(tableau))

    # -- the moves that never hurt ---------------------------------------------------
    def safe(self, found: tuple[int, ...], f: int, card: int, source: str, tableau: tuple) -> bool:
        """May ``card`` go to foundation ``f`` at once, from ``source`` ("r1", "w" or "tN")?"""
        need, suit = self.need(card), card >> 4
        if need:
            other = [p & 15 for i, p in enumerate(found) if i != f and p and p >> 4 == suit]
            if not other or other[0] < need:
                return False
        if source == "r1" or need == 0:
            return _left_filled(source, tableau)
        below_need = need - 1  # the rank below, that would be built on this card
        for s in range(4):
            if RED[s] != RED[suit]:
                counts = [p & 15 for p in found if p and p >> 4 == s]
                if len(counts) < 2 or min(counts) <= below_need:
                    return False
        return _left_filled(source, tableau)

    def settle(self, moves: list[str], state) -> tuple[list[str], tuple]:
        """``state`` after every card that may safely go to a foundation has gone there."""
        while True:
            for text, child in self.moves(state):
                source, _, target = text.partition("-")
                if target.startswith("f"):
                    f = int(target[1:]) - 1
                    card = self.top(state, source)
                    if self.safe(state[0], f, card, source, state[2]):
                        moves = moves + [text]
                        state = child
                        break
            else:
                return moves, state

    def top(self, state, source: str) -> int:
        if source == "r1":
            return self.reserve[state[1] - 1]
        if source == "w":
            return state[4][-1]
        return state[2][int(source[1:]) - 1][-1]

    def expand(self, state) -> Iterable[tuple[list[str], tuple]]:
        """The children of ``state``, each settled, without the moves between tableau piles
        that uncover nothing of use now, nor the positions whose reserve can no longer go home."""
        for text, child in self.moves(state):
            if text[0] == "t" and text[text.index("-") + 1] == "t" and not self.uncovers(state, child, text):
                continue
            moves, child = self.settle([text], child)
            if self.reserve_may_go_home(child[0], child[1]):
                yield moves, child

    def reserve_may_go_home(self, found: tuple[int, ...], reserve: int) -> bool:
        """Can each foundation still take, in turn, the reserve cards of its suit?  The two
        foundations of a suit take the suit's cards in the order of their ranks from the base,
        and the reserve gives its cards in one order: from the top, each card must find a
        foundation of its suit not yet past it.  The one chosen is the highest that fits (which
        leaves the other for lower cards; that choice never fails where another succeeds)."""
        levels = [[0, 0] for _ in SUITS]
        started = [0] * 4
        for pile in found:
            if pile:
                suit = pile >> 4
                levels[suit][started[suit]] = pile & 15
                started[suit] += 1
        for card in reversed(self.reserve[:reserve]):
            need, pair = self.need(card), levels[card >> 4]
            fits = [i for i in (0, 1) if pair[i] <= need]
            if not fits:
                return False
            best = max(fits, key=pair.__getitem__)
            pair[best] = need + 1
        return True

    def uncovers(self, state, child, text: str) -> bool:
        """Does the move ``text`` between two tableau piles uncover a card that may go to a
        foundation, or onto another pile, or take the waste card or another pile's top card
        (or empty its pile)?  Only such a move can help: the card moved is a pile's top card
        before as after."""
        s = int(text[1:text.index("-")]) - 1
        pile = child[2][s]
        if not pile:
            return True
        card = pile[-1]
        if self.foundation_for(child[0], card) >= 0:
            return True
        t = int(text[text.index("-") + 2:]) - 1
        tops = [p[-1] for i, p in enumerate(child[2]) if p and i not in (s, t)]
        return (any(self.builds_on(top, card) or self.builds_on(card, top) for top in tops)
                or bool(child[4]) and self.builds_on(child[4][-1], card))

    # -- the search ------------------------------------------------------------------
    @staticmethod
    def key(state) -> Hashable:
        found, reserve, tableau, stock, waste, redeals, locked = state
        return tuple(sorted(found)), reserve, tuple(sorted(tableau)), stock, waste, redeals, locked

    @staticmethod
    def is_goal(state) -> bool:
        return sum(f & 15 for f in state[0]) == 104

    def score(self, state) -> float:
        """Cards home, less (each term weighted) the cards in the reserve, those still to be
        turned, the tableau cards lying above a card the foundations need before them, the
        cards the reserve's top card waits for and the waste of the first pass."""
        found, reserve, tableau, stock, waste, redeals, _locked = state
        to_turn = len(stock) + (1 - redeals) * (len(stock) + len(waste))
        blocking = 0
        for pile in tableau:
            low = 99
            for card in pile:
                need = self.need(card)
                if need > low:
                    blocking += 1
                else:
                    low = need
        return (sum(f & 15 for f in found) - self.reserve_weight * reserve - self.stock_weight * to_turn
                - self.buried_weight * blocking - self.gap_weight * self.gap(found, reserve)
                - self.waste_weight * (1 - redeals) * len(waste))

    def gap(self, found: tuple[int, ...], reserve: int) -> int:
        """How many cards the foundation the reserve's top card goes to still needs before it."""
        if not reserve:
            return 0
        card = self.reserve[reserve - 1]
        need, suit = self.need(card), card >> 4
        counts = [p & 15 for p in found if p and p >> 4 == suit and p & 15 <= need]
        return need - max(counts) if counts else need + 1


def _left_filled(source: str, tableau: tuple) -> bool:
    """Does a move from ``source`` leave every tableau pile filled that was filled?"""
    return not source.startswith("t") or len(tableau[int(source[1:]) - 1]) > 1


def _home(found: tuple[int, ...], f: int, card: int) -> tuple[int, ...]:
    pile = found[f] + 1 if found[f] else ((card >> 4) << 4) + 1
    return found[:f] + (pile,) + found[f + 1:]


def _put(tableau: tuple, t: int, card: int) -> tuple:
    return tableau[:t] + (tableau[t] + (card,),) + tableau[t + 1:]


def _take(tableau: tuple, s: int) -> tuple:
    return tableau[:s] + (tableau[s][:-1],) + tableau[s + 1:]


#: The weightings of the score tried (:meth:`GeneralsPatienceModel.score`): the reserve, the
#: cards still to turn, the blocking tableau cards, the cards the reserve's top card waits
#: for, the waste in the first pass.
WEIGHTS = ((3.0, 0.05, 0.3, 0.0, 0.0), (6.0, 0.05, 0.5, 0.5, 0.0), (3.0, 0.05, 1.0, 0.0, 0.2))
#: The rounds of the search of each base card, in turn: beam width, positions per stage from
#: each position of the beam, weighting.
ROUNDS = tuple((width, nodes, weights) for width, nodes in ((40, 30), (100, 60), (250, 100))
               for weights in WEIGHTS)
SECONDS = 30.0  # time budget of one deal, every base card and round together


def _stage(model: GeneralsPatienceModel, state, node, nodes: int, deadline: float):
    """The positions reached from ``state`` without turning a card by hand, best first, at
    most ``nodes`` of them, each with its line (a linked list of move lists ending in
    ``node``); a won position ends the list."""
    queue = [(-model.score(state), 0, state, node)]
    seen = {model.key(state)}
    tie = itertools.count(1)
    while queue and nodes > 0 and time.monotonic() < deadline:
        _, _, state, node = heapq.heappop(queue)
        nodes -= 1
        yield state, node
        if model.is_goal(state):
            return
        for moves, child in model.expand(state):
            if moves[0] not in ("deal", "redeal"):
                key = model.key(child)
                if key not in seen:
                    seen.add(key)
                    heapq.heappush(queue, (-model.score(child), next(tie), child, (moves, node)))


def beam(model: GeneralsPatienceModel, first, width: int, nodes: int, deadline: float) -> list[str] | None:
    """A win from ``first``, or None: a search in stages between the cards turned by hand.
    Within a stage, :func:`_stage` explores up to ``nodes`` positions from each position of
    the beam; the ``width`` best positions after turning the next card (or the redeal)
    form the next beam."""
    level = [(first, None)]
    while level and time.monotonic() < deadline:
        after: dict = {}
        for state, node in level:
            for reached, line in _stage(model, state, node, nodes, deadline):
                if model.is_goal(reached):
                    return _unlink(line)
                for moves, child in model.expand(reached):
                    if moves[0] in ("deal", "redeal"):
                        key = model.key(child)
                        if key not in after:
                            after[key] = (model.score(child), child, (moves, line))
        best = heapq.nlargest(width, after.values(), key=lambda entry: entry[0])
        level = [(child, line) for _, child, line in best]
    return None


def _unlink(node) -> list[str]:
    """The moves of a linked line, oldest first."""
    line: list[str] = []
    while node is not None:
        moves, node = node
        line[:0] = moves
    return line


def roots(deal: int, options: dict) -> list[tuple[str, tuple, int, tuple[int, ...]]]:
    """For each of the four cards the base may be chosen from: the move choosing it, the
    position that follows, the base rank and the reserve's cards."""
    found = []
    for i in range(4):
        game = sn.new_game(GAME, deal=deal, **options)
        text = f"t{i + 1}-f1"
        game.play(text)
        found.append((text, position_of(game), game.state["base_rank"], _pile(game, "reserve1")))
    return found


def _reserve_disorder(reserve: tuple[int, ...], base: int) -> int:
    """How many reserve cards lie above a card the foundations need before them."""
    needs = [((card & 15) - base) % 13 for card in reversed(reserve)]
    return sum(a > b for i, a in enumerate(needs) for b in needs[i + 1:])


def generals_patience_lines(deal: int, options: dict) -> list[list[str]]:
    """One verified winning line of General's Patience ``deal`` (``[line]``), or [].

    Only the base cards whose reserve can go home are searched (the one leaving the reserve
    in the best order first), round after round (:data:`ROUNDS`), the beam wider in each,
    until a win or :data:`SECONDS` seconds.
    """
    deadline = time.monotonic() + SECONDS
    live = []
    for choice, root, base, reserve in roots(deal, options):
        model = GeneralsPatienceModel(reserve, base, WEIGHTS[0])
        moves, first = model.settle([choice], root)
        if model.reserve_may_go_home(first[0], first[1]):
            live.append((_reserve_disorder(reserve, base), reserve, base, moves, first))
    live.sort(key=lambda entry: entry[0])
    for width, nodes, weights in ROUNDS:
        for _, reserve, base, moves, first in live:
            if time.monotonic() > deadline:
                return []
            line = beam(GeneralsPatienceModel(reserve, base, weights), first, width, nodes, deadline)
            if line is not None and verified(GAME, deal, options, moves + line):
                return [moves + line]
    return []
