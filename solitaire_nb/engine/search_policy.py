"""What the solver knows of one game: a :class:`SearchPolicy`, built from its declaration.

The solver (:mod:`solitaire_nb.engine.solver`) is one loop that knows no game.  All it
knows of the game at hand comes from the policy, made once per search by
:meth:`SearchPolicy.of`:

* **the position key** (:attr:`SearchPolicy.key`): two positions with the same key have
  the same future, so the second one met is not searched again.  The key keeps only what
  the declaration says the future depends on (:mod:`.keys`): a pile's top card and count,
  or its count, where nothing reads more, and the piles of groups that behave alike as a
  multiset;
* **safe moves** (:attr:`SearchPolicy.play_safe`, :attr:`SearchPolicy.after`): where the
  game's autoplay is on, the cards its rule sends home, as :meth:`Game.play` does (the
  search must follow it); otherwise, where the rule proves it loses no win, the cards it
  calls safe (read on the lowest foundation of each suit) from the piles whose kind lets
  them go early (:func:`early_piles`: not the waste of a stock dealing three at a time and
  turned over), played at once after every move (:func:`sending_home`);
* **the moves to try and their order** (:meth:`SearchPolicy.moves`): moves that change
  nothing (:meth:`Game.is_idle`) are left out where the piles are interchangeable; where
  a stock deals onto a waste that nothing reads, the deals are folded into the move that
  plays the card they bring (:mod:`solitaire_nb.engine.stock_cycle`, one step of several
  moves); cards that could only come back from a foundation to hold cards already home
  stay there (:mod:`solitaire_nb.engine.useless_moves`); the others are tried best first
  (:func:`solitaire_nb.engine.strategy.move_value`);
* **the distance to a win** (:meth:`SearchPolicy.distance`, :meth:`SearchPolicy.dive_distance`),
  which orders the frontier.

Every shortcut can be turned off (``SearchPolicy.of(game, shortcuts=False)``): the plain
search then keys positions by :meth:`Game.position_key` alone, plays no card by itself
unless the game's autoplay is on, and tries every legal move.  The tests compare the
verdicts of the two on small positions of every game that uses a shortcut.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import cast

from ..rules.cards import Card
from ..rules.goals import EveryCardAutoplay, SafeAutoplay
from ..rules.roles import Role
from . import autoplay
from .keys import key_function, plan_of
from .moves import Move, MoveKind
from .pile import Pile
from .position import Position
from .stock_cycle import folds_stock, waste_steps
from .strategy import move_value
from .useless_moves import pointless_returns, returns_can_be_pointless

#: By default one position in DIVE_EVERY is expanded by a depth-first dive, the others from the heap.
DIVE_EVERY = 3


def interchangeable_groups(game: Position) -> list[tuple[int, ...]]:
    """Indices (in ``game.piles``) of the pile groups kept as multisets in the position key:
    groups whose piles behave alike wherever they lie, which nothing tells apart
    (:mod:`solitaire_nb.rules.key_parts`)."""
    return [members for members, _level in plan_of(game).alike]


def safe_moves_dominate(game: Position) -> bool:
    """Can safe cards go home at once in a search without losing a win?  Where the game's
    autoplay rule proves it for some of its piles (:func:`early_piles`); otherwise the cards
    are left to the search."""
    return bool(early_piles(game))


def early_piles(game: Position) -> list[Pile]:
    """The piles whose safe top card a search may send home the moment it is free (the
    autoplay rule's :meth:`~solitaire_nb.rules.goals.SafeAutoplay.early_piles`: each pile's
    kind, the stock and the game's own rules say whether the card may leave early)."""
    rule = game.declaration.autoplay
    return [] if rule is None else cast("list[Pile]", rule.early_piles(game))  # the game's own piles


def sending_home(game: Position, shortcuts: bool = True) -> Callable[[], list[Move]] | None:
    """``scan()``: how the search sends safe cards home on ``game`` (the moves it made), or
    None when it sends none.  With the game's autoplay on, exactly what :meth:`Game.play`
    does (:func:`autoplay.run`), which the search must follow; otherwise, with shortcuts,
    the cards that may go home early (:func:`early_piles`, with the rule's own test
    :meth:`~solitaire_nb.rules.goals.SafeAutoplay.safe_early` read on the lowest foundation of
    each suit), where the rule proves that no win is lost."""
    rule = game.declaration.autoplay
    if rule is None:
        return None
    if game.autoplay:
        return lambda: autoplay.run(game)
    piles = early_piles(game) if shortcuts else []
    if not piles:
        return None
    send_home, heights, safe = autoplay.send_home, rule.lowest_heights, rule.safe_early
    return lambda: send_home(game, piles, heights, safe)


def autoplay_after(game: Position, scan: Callable[[], list[Move]]) -> Callable[[Move], list[Move]]:
    """``after(move)``: ``scan()`` (:func:`sending_home`) on ``game`` just after ``move``, the
    search's way.  Every position the search expands was settled (no safe card left to send
    home), so after a move between two piles that are not foundations only those two piles
    may hold a new candidate: when neither top card may go home (a pile the scan reads, a
    safe card, a foundation taking it), the full scan is skipped, with the same (empty)
    answer.  The one exception is the start position with the game's autoplay on, searched
    as it stands (:meth:`SearchPolicy.settle`): the piles holding a candidate there are
    looked at after every move too.  This shortcut is taken only where nothing else moves
    cards (no rules, actions, effects, piles refilled or settling of the game's own) and the
    autoplay rule is AisleRiot's, which looks at nothing but the card and the foundations;
    otherwise ``after`` is ``scan`` itself."""
    declaration, ruleset = game.declaration, game.ruleset
    rule = declaration.autoplay
    if (type(rule) not in (SafeAutoplay, EveryCardAutoplay) or declaration.rules or declaration.actions
            or declaration.effects or ruleset.settling or ruleset.auto_filled):
        return lambda move: scan()
    assert rule is not None  # one of the two kinds above
    heights: Callable[[Position], dict[str, int]]
    is_safe: Callable[[Position, Card, dict[str, int]], bool]
    if game.autoplay:
        read = {pile.id for pile in game.piles if pile.role != Role.FOUNDATION and pile.role != Role.STOCK}
        heights, is_safe = rule.heights, rule.is_safe
    else:
        read = {pile.id for pile in early_piles(game)}
        heights, is_safe = rule.lowest_heights, rule.safe_early
    find, foundation_move, move_kind = game.find_pile, autoplay.foundation_move, MoveKind.MOVE

    def candidate(pile: Pile, known: dict[str, int]) -> bool:
        cards = pile.cards
        if not cards or not cards[-1].face_up or pile.id not in read:
            return False
        return is_safe(game, cards[-1], known) and foundation_move(game, pile) is not None

    start = heights(game)
    waiting = [pile for pile in game.piles if game.autoplay and candidate(pile, start)]

    def after(move: Move) -> list[Move]:
        if move.kind is move_kind:
            source, target = find(move.source), find(move.target)
            assert source is not None and target is not None  # a move names two piles
            if source.role != Role.FOUNDATION and target.role != Role.FOUNDATION:
                known = heights(game)
                if not (candidate(source, known) or candidate(target, known)
                        or any([candidate(pile, known) for pile in waiting])):
                    return []
        return scan()
    return after


def disorder(game: Position) -> int:
    """A rough distance to a win (lower is better), to order the moves of a dive: cards
    not on a foundation, cards above a lower card of their pile (they block it),
    face-down cards, cards waiting in a reserve; empty tableau piles and free cells
    count in the position's favour."""
    return _distance(game, True)


def weighted_disorder(game: Position) -> int:
    """:func:`disorder` as the heap weighs it: a card blocking a lower card counts the
    more the lower that card (an Ace buried deep is worse than a Ten), and the waste,
    whose order no move changes, counts nothing."""
    return _distance(game, False)


def _distance(game: Position, flat: bool) -> int:
    value = 0
    for pile in game.piles:
        cards = pile.cards
        role = pile.role
        if role == Role.FOUNDATION:
            value -= 5 * len(cards)
        elif not cards:
            value -= 5 if role == Role.TABLEAU else 3 if role == Role.RESERVE else 0
        elif role != Role.STOCK and (flat or role != Role.WASTE):
            if role == Role.RESERVE:
                value += 2
            lowest = 99
            weight = 2
            for card in cards:
                rank = card.rank
                if not card.face_up:
                    value += 3
                elif rank > lowest:
                    value += weight
                if rank < lowest:
                    lowest = rank
                    if not flat:
                        weight = 1 + (14 - rank) // 4
    return value


@dataclass(frozen=True)
class SearchPolicy:
    """How the solver searches one game (see the module docstring).

    ``key()`` is the key of the game's current position; ``play_safe`` says whether the
    safe cards go home after each move (``after(move)`` sends them and returns their
    moves, ``scan()`` the same without the shortcut of :func:`autoplay_after`);
    ``record_auto`` whether those moves belong to the solution (not when the
    game's autoplay is on: :meth:`Game.play` then plays them itself); ``alike`` the ids of
    the piles kept as multisets in keys; ``dive_every``: one position in so many is expanded by a
    depth-first dive (1: dives only; a huge number: the heap only)."""

    game: Position
    key: Callable[[], tuple[object, ...]]
    play_safe: bool
    record_auto: bool
    after: Callable[[Move], list[Move]]
    scan: Callable[[], list[Move]]
    alike: frozenset[str] = field(default_factory=frozenset)
    shortcuts: bool = True
    dive_every: int = DIVE_EVERY
    fold_stock: bool = False
    skip_returns: bool = False
    alike_groups: tuple[tuple[Pile, ...], ...] = ()

    @classmethod
    def of(cls, game: Position, shortcuts: bool = True, dive_every: int = DIVE_EVERY) -> SearchPolicy:
        """The policy for searching ``game`` (the search's own copy: the policy's functions
        read and change that game).  ``shortcuts=False``: the plain, exhaustive search."""
        groups = interchangeable_groups(game) if shortcuts else []
        scan = sending_home(game, shortcuts)
        play_safe = scan is not None
        if scan is None:
            scan = list
        after = autoplay_after(game, scan) if play_safe else (lambda move: [])
        key = key_function(game) if shortcuts else game.position_key
        return cls(game, key, play_safe, not game.autoplay, after, scan,
                   frozenset(game.piles[i].id for members in groups for i in members), shortcuts,
                   dive_every, shortcuts and folds_stock(game), shortcuts and returns_can_be_pointless(game),
                   alike_groups=tuple(tuple(game.piles[i] for i in members) for members in groups))

    def but(self, **changes: object) -> SearchPolicy:
        """This policy with some fields changed (``dive_every=1``...)."""
        return replace(self, **changes)  # type: ignore[arg-type]  # dataclasses.replace checks the names

    def settle(self) -> list[Move]:
        """The safe cards sent home from the start position, where the search sends them by
        itself; none with the game's autoplay on, as :meth:`Game.play` sends cards only after
        a move (the first move may still cover a card, or use it)."""
        return self.scan() if self.play_safe and not self.game.autoplay else []

    def moves(self) -> Sequence[Move | tuple[Move, ...]]:
        """The steps to try from the game's position, best first: a move, or (with
        ``fold_stock``) a tuple of moves, deals then the move of the card they bring.

        Where the piles of a group are interchangeable (kept as a multiset in keys), an idle
        move (a whole pile onto an empty pile of its group) is left out, and of the moves
        onto its empty piles only those onto the first are tried: the others reach the same
        key.  Elsewhere which pile holds what may matter later (the stock dealing to each pile
        in turn...), so such moves stay, to keep "unwinnable" exact."""
        game, alike = self.game, self.alike
        moves = game.legal_moves()
        if alike:
            spare = set()  # every empty pile of an alike group but its first
            for members in self.alike_groups:
                empty = [pile.id for pile in members if not pile.cards]
                spare.update(empty[1:])
            moves = [move for move in moves
                     if not (move.target in alike and (move.target in spare or game.is_idle(move)))]
        if self.skip_returns:
            moves = pointless_returns(game, moves)
        if self.fold_stock:
            moves = [move for move in moves if move.kind is MoveKind.MOVE]
            if len(moves) > 1:
                moves.sort(key=lambda m: move_value(game, m), reverse=True)
            steps = waste_steps(game)
            if len(steps) > 1:  # the nearer card first among moves of equal value
                steps.sort(key=lambda step: len(step) - 100 * move_value(game, step[-1]))
            return moves + steps
        if len(moves) > 1:
            moves.sort(key=lambda m: move_value(game, m), reverse=True)
        return moves

    def distance(self) -> int:
        """The heap's distance from the game's position to a win (:func:`weighted_disorder`)."""
        return _distance(self.game, False)

    def dive_distance(self) -> int:
        """The dives' distance from the game's position to a win (:func:`disorder`)."""
        return _distance(self.game, True)
