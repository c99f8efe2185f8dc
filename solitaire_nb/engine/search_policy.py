"""What the solver knows of one game: a :class:`SearchPolicy`, built from its declaration.

The solver (:mod:`solitaire_nb.engine.solver`) is one loop that knows no game.  All it
knows of the game at hand comes from the policy, made once per search by
:meth:`SearchPolicy.of`:

* **the position key** (:attr:`SearchPolicy.key`): two positions with the same key have
  the same future, so the second one met is not searched again.  Piles the rules treat
  alike are sorted inside the key (:func:`interchangeable_groups`);
* **safe moves** (:attr:`SearchPolicy.play_safe`, :attr:`SearchPolicy.after`): where the
  game's autoplay is on, the cards its rule sends home, as :meth:`Game.play` does (the
  search must follow it); otherwise, where the rule proves it loses no win, the cards it
  calls safe (read on the lowest foundation of each suit) from the piles whose kind lets
  them go early (:func:`early_piles`: not the waste of a stock dealing three at a time and
  turned over), played at once after every move (:func:`sending_home`);
* **the moves to try and their order** (:meth:`SearchPolicy.moves`): moves that change
  nothing (:meth:`Game.is_idle`) are left out where the piles are interchangeable; the
  others are tried best first (:func:`solitaire_nb.engine.strategy.move_value`);
* **the distance to a win** (:meth:`SearchPolicy.distance`, :meth:`SearchPolicy.dive_distance`),
  which orders the frontier.

Every shortcut can be turned off (``SearchPolicy.of(game, shortcuts=False)``): the plain
search then keys positions by :meth:`Game.position_key` alone, plays no card by itself
unless the game's autoplay is on, and tries every legal move.  The tests compare the
verdicts of the two on small positions of every game that uses a shortcut.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from ..rules.goals import EveryCardAutoplay, SafeAutoplay
from ..rules.piles import Foundations, Reserves, Tableau
from . import autoplay
from .moves import Move, MoveKind
from .strategy import move_value

#: By default one position in DIVE_EVERY is expanded by a depth-first dive, the others from the heap.
DIVE_EVERY = 3

#: Group classes whose piles behave alike whatever their place (exact classes only:
#: a subclass may give its piles different rules).
_PLAIN_GROUPS = (Tableau, Reserves, Foundations)


def interchangeable_groups(game: Any) -> list[tuple[int, ...]]:
    """Indices (in ``game.piles``) of the pile groups whose piles may be sorted in a key.

    Conservative: only plain tableau, reserve and foundation groups of more than one
    pile, none filled automatically nor dealt to one by one from the stock, in a
    game without rules, actions or effects of its own (which may name piles) and
    without piles that rearrange themselves.  Anything else keeps its order."""
    ruleset = game.ruleset
    declaration = game.declaration
    if declaration.rules or declaration.actions or declaration.effects or ruleset.settling:
        return []
    stock = ruleset.stock_group
    dealt_to = getattr(getattr(stock, "deal", None), "group", None) if stock is not None else None
    filled = set(ruleset.auto_filled)
    groups = []
    for prefix, members in ruleset.groups.items():
        group = ruleset.piles[members[0]].group
        if (len(members) < 2 or type(group) not in _PLAIN_GROUPS or prefix == dealt_to
                or getattr(group, "places_matter", False) or filled.intersection(members)):
            continue
        groups.append(tuple(members))
    return groups


def safe_moves_dominate(game: Any) -> bool:
    """Can safe cards go home at once in a search without losing a win?  Where the game's
    autoplay rule proves it for some of its piles (:func:`early_piles`); otherwise the cards
    are left to the search."""
    return bool(early_piles(game))


def early_piles(game: Any) -> list:
    """The piles whose safe top card a search may send home the moment it is free (the
    autoplay rule's :meth:`~solitaire_nb.rules.goals.SafeAutoplay.early_piles`: each pile's
    kind, the stock and the game's own rules say whether the card may leave early)."""
    rule = game.declaration.autoplay
    return [] if rule is None else rule.early_piles(game)


def sorted_key(game: Any, groups: list[tuple[int, ...]]) -> Callable[[], tuple]:
    """``game.position_key`` with the piles of each interchangeable group sorted."""
    position_key = game.position_key
    if not groups:
        return position_key
    grouped = {i for members in groups for i in members}
    others = tuple(i for i in range(len(game.piles)) if i not in grouped)

    def key() -> tuple:
        # each interchangeable group as its piles sorted (by hash: any fixed order will
        # do), then the other piles in their places
        cards, *rest = position_key()
        return (tuple([tuple(sorted([cards[i] for i in members], key=hash)) for members in groups]),
                tuple([cards[i] for i in others]), *rest)
    return key


def sending_home(game: Any, shortcuts: bool = True) -> Callable[[], list[Move]] | None:
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


def autoplay_after(game: Any, scan: Callable[[], list[Move]]) -> Callable[[Move], list[Move]]:
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
    if game.autoplay:
        read = {pile.id for pile in game.piles if pile.role != "foundation" and pile.role != "stock"}
        heights, is_safe = rule.heights, rule.is_safe
    else:
        read = {pile.id for pile in early_piles(game)}
        heights, is_safe = rule.lowest_heights, rule.safe_early
    find, foundation_move, move_kind = game.find_pile, autoplay.foundation_move, MoveKind.MOVE

    def candidate(pile: Any, known: dict) -> bool:
        cards = pile.cards
        if not cards or not cards[-1].face_up or pile.id not in read:
            return False
        return is_safe(game, cards[-1], known) and foundation_move(game, pile) is not None

    start = heights(game)
    waiting = [pile for pile in game.piles if game.autoplay and candidate(pile, start)]

    def after(move: Move) -> list[Move]:
        if move.kind is move_kind:
            source, target = find(move.source), find(move.target)
            if source.role != "foundation" and target.role != "foundation":
                known = heights(game)
                if not (candidate(source, known) or candidate(target, known)
                        or any([candidate(pile, known) for pile in waiting])):
                    return []
        return scan()
    return after


def disorder(game: Any) -> int:
    """A rough distance to a win (lower is better), to order the moves of a dive: cards
    not on a foundation, cards above a lower card of their pile (they block it),
    face-down cards, cards waiting in a reserve; empty tableau piles and free cells
    count in the position's favour."""
    return _distance(game, True)


def weighted_disorder(game: Any) -> int:
    """:func:`disorder` as the heap weighs it: a card blocking a lower card counts the
    more the lower that card (an Ace buried deep is worse than a Ten), and the waste,
    whose order no move changes, counts nothing."""
    return _distance(game, False)


def _distance(game: Any, flat: bool) -> int:
    value = 0
    for pile in game.piles:
        cards = pile.cards
        role = pile.role
        if role == "foundation":
            value -= 5 * len(cards)
        elif not cards:
            value -= 5 if role == "tableau" else 3 if role == "reserve" else 0
        elif role != "stock" and (flat or role != "waste"):
            if role == "reserve":
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
    the piles sorted in keys; ``dive_every``: one position in so many is expanded by a
    depth-first dive (1: dives only; a huge number: the heap only)."""

    game: Any
    key: Callable[[], tuple]
    play_safe: bool
    record_auto: bool
    after: Callable[[Move], list[Move]]
    scan: Callable[[], list[Move]]
    alike: frozenset = field(default_factory=frozenset)
    shortcuts: bool = True
    dive_every: int = DIVE_EVERY

    @classmethod
    def of(cls, game: Any, shortcuts: bool = True, dive_every: int = DIVE_EVERY) -> SearchPolicy:
        """The policy for searching ``game`` (the search's own copy: the policy's functions
        read and change that game).  ``shortcuts=False``: the plain, exhaustive search."""
        groups = interchangeable_groups(game) if shortcuts else []
        scan = sending_home(game, shortcuts)
        play_safe = scan is not None
        if scan is None:
            scan = list
        after = autoplay_after(game, scan) if play_safe else (lambda move: [])
        return cls(game, sorted_key(game, groups), play_safe, not game.autoplay, after, scan,
                   frozenset(game.piles[i].id for members in groups for i in members), shortcuts,
                   dive_every)

    def but(self, **changes: Any) -> SearchPolicy:
        """This policy with some fields changed (``dive_every=1``...)."""
        return replace(self, **changes)

    def settle(self) -> list[Move]:
        """The safe cards sent home from the start position, where the search sends them by
        itself; none with the game's autoplay on, as :meth:`Game.play` sends cards only after
        a move (the first move may still cover a card, or use it)."""
        return self.scan() if self.play_safe and not self.game.autoplay else []

    def moves(self) -> list[Move]:
        """The moves to try from the game's position, best first.

        An idle move (a whole pile onto an empty pile of its group) is left out where the
        piles are interchangeable; elsewhere which pile holds what may matter later (the
        stock dealing to each pile in turn...), so it stays, to keep "unwinnable" exact."""
        game, alike = self.game, self.alike
        moves = game.legal_moves()
        if alike:
            moves = [move for move in moves if not (move.target in alike and game.is_idle(move))]
        if len(moves) > 1:
            moves.sort(key=lambda m: move_value(game, m), reverse=True)
        return moves

    def distance(self) -> int:
        """The heap's distance from the game's position to a win (:func:`weighted_disorder`)."""
        return _distance(self.game, False)

    def dive_distance(self) -> int:
        """The dives' distance from the game's position to a win (:func:`disorder`)."""
        return _distance(self.game, True)
