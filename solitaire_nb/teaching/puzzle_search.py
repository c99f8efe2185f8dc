"""The searches a puzzle's certificate rests on (:mod:`.puzzles`): which moves are one move,
and whether some line of at most so many moves wins.

* :func:`move_classes`: the legal moves grouped by the position each reaches, told apart
  by the solver's position key (:mod:`solitaire_nb.engine.keys`): the same card into free
  cell ``a`` or ``b``, a pair taken from either card, are one move.
* :func:`wins_within`: every line of at most ``depth`` moves tried.  Where
  :func:`home_bound` holds, lines that need more moves than are left (:func:`least_moves`)
  are cut; the tests compare the cut search with the plain one.

**Why the count is a bound.**  Take the cards off the foundations, less the *links*: the
cards lying in a pile on the card they may go home with in one move
(:meth:`~solitaire_nb.rules.piles.Foundations.home_together`; no link at all where every
move sends one card home).  A win brings that count to 0, and no move lowers it by more
than 1: a card sent home alone lowers it by 1; a run of ``m`` cards sent home takes ``m``
cards and its ``m - 1`` links (its foundations say a run goes home only if each two
neighbours are linked); any other move puts its card or cards on one pile, which makes one
new neighbour, so one link at most.  The stock's cards are not counted (no run leaves it):
a click turning one card onto the waste makes one neighbour there, and turning the waste
back into the stock only takes links away.  Three things could break it, and the bound is
not used where they could happen: cards laid on several piles at once (a deal to each pile,
several cards turned at a click: there links are only counted once the stock and the waste
are empty), a card sent home by the game itself (autoplay, an effect), and a goal other
than every card on the foundations.

**Detours.**  Where, besides, every move moves one card (:func:`one_card_moves`), a card
needing a move of its own before its move home adds one to the count (:func:`detours`): a
card in the stock (a click turns it alone), and a card lying in a pile above a card its
foundations say must go home first
(:meth:`~solitaire_nb.rules.piles.Foundations.home_window`: it must leave the pile alone,
and cannot go home then).  A move home takes one card away and leaves the others as
they were (what must go first only grows as the foundations do); any other move moves one
card, which stops needing a detour at most, or turns the waste back into the stock, where
each of its cards needs a click again: still no move lowers the count by more than 1.

**Goals that count.**  A game won otherwise may declare its own count
(:class:`~solitaire_nb.rules.goals.CountedGoal`: Diamond Mine's Diamonds and links, Valentine's
links and clicks), with the same two properties; it is used where autoplay is off (:func:`goal_counts`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from ..engine.game import Game
from ..engine.keys import key_function
from ..engine.moves import Move
from ..rules.cards import Card
from ..rules.foundations import HomeWindow
from ..rules.goals import AllOnFoundations, CompleteRunsWon, CountedGoal, DeadEnds
from ..rules.piles import Foundations, Stock
from ..rules.roles import Role
from ..rules.stock import Redeal
from ..rules.units import ONE_CARD
from ..text.phrases import Said


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
    return sum([len(pile.cards) for pile in game.piles if pile.role != Role.FOUNDATION])


def linked_groups(game: Game) -> list[Foundations] | None:
    """The foundation groups of ``game`` that take linked runs, where the declaration allows
    the bound by links (module docstring): every group takes one card or linked runs a move,
    some take runs, no action or effect of the game's own moves cards, autoplay is off, and a
    win needs every card home (Spider: once a run is home).  None otherwise."""
    declaration = game.declaration
    groups = [group for group in declaration.piles if isinstance(group, Foundations)]
    linked = [group for group in groups if group.takes_linked_runs()]
    if (game.autoplay or not linked or declaration.actions or declaration.effects
            or type(declaration.won) not in (AllOnFoundations, CompleteRunsWon)
            or not all(group.takes_one_card_a_move() or group.takes_linked_runs() for group in groups)):
        return None
    return linked


def goal_counts(game: Game) -> bool:
    """Does the goal of ``game`` count the moves a win needs
    (:class:`~solitaire_nb.rules.goals.CountedGoal`), with no card played by the game itself?"""
    return not game.autoplay and isinstance(game.declaration.won, CountedGoal)


def dead_end(game: Game) -> Said | None:
    """Why ``game`` can no longer be won, where its goal names its dead ends
    (:class:`~solitaire_nb.rules.goals.DeadEnds`, with their proof), else None."""
    won = game.declaration.won
    return won.dead_end(game) if isinstance(won, DeadEnds) else None


def home_bound(game: Game) -> bool:
    """Is :func:`least_moves` a bound on the moves from ``game`` to a win, here and in every
    position reached from here?  Where the goal counts them (:func:`goal_counts`), where each
    move sends one card home (:func:`one_card_home`), or, for foundations taking runs
    (:func:`linked_groups`), once the stock and waste are empty and a win needs every card home."""
    if goal_counts(game) or one_card_home(game):
        return True
    return linked_groups(game) is not None and _links_hold(game, one_card_clicks(game))


def one_card_clicks(game: Game) -> bool:
    """Does every click on the stock lay one card at most, on one pile, and turn the waste
    back over as it is (:meth:`~solitaire_nb.rules.stock.StockDeal.lays_one_card`)?"""
    stocks = [group for group in game.declaration.piles if isinstance(group, Stock)]
    return all(stock.deal.lays_one_card() and type(stock.redeals) is Redeal for stock in stocks)


def _links_hold(game: Game, clicks_lay_one: bool) -> bool:
    """The part of :func:`home_bound` that changes with the position (foundations taking runs):
    a win needs every card home, and no click may still lay several cards."""
    return (game.declaration.won.needs_every_card_home(game)
            and (clicks_lay_one
                 or not any(pile.cards for pile in game.piles if pile.role in (Role.STOCK, Role.WASTE))))


def links(game: Game, groups: list[Foundations], memo: dict[tuple[Card, Card], bool] | None = None) -> int:
    """The cards lying in a pile (off the foundations and the stock) on a card they may go
    home with in one move, for one of ``groups``.  Whether two cards go home together depends
    on the two cards alone (:meth:`~solitaire_nb.rules.piles.Foundations.home_together`), so a
    search counting many positions keeps the answers in ``memo``."""
    memo = {} if memo is None else memo
    found = 0
    for pile in game.piles:
        if pile.role not in (Role.FOUNDATION, Role.STOCK):
            cards = pile.cards
            for pair in zip(cards, cards[1:]):
                linked = memo.get(pair)
                if linked is None:
                    linked = memo[pair] = any(group.home_together(*pair) for group in groups)
                found += linked
    return found


def one_card_moves(game: Game) -> bool:
    """Does every move of ``game`` move one card, and send one card home at most
    (:func:`one_card_home`): piles giving one card at a time (``moves``), a click turning one
    card, no pile the game fills itself, no action or effect of the game's own?"""
    declaration = game.declaration
    return (one_card_home(game) and not declaration.actions and not declaration.effects
            and one_card_clicks(game)
            and all(getattr(group, "moves", ONE_CARD) is ONE_CARD
                    and not getattr(getattr(group, "empty", None), "fills_itself", False)
                    for group in declaration.piles))


def detours(game: Game, groups: list[Foundations], memo: dict[object, int] | None = None) -> int:
    """The cards needing a move of their own before their move home (module docstring): in
    the stock, or lying above a card one of ``groups`` says goes home before them
    (:meth:`~solitaire_nb.rules.piles.Foundations.home_window`: its last place comes before
    their first).  What the foundations say depends on them alone, so a search counting
    many positions keeps each pile's count, for the foundations it was counted with, in ``memo``."""
    memo = {} if memo is None else memo
    home = tuple((pile.cards[0], len(pile.cards)) if pile.cards else None
                 for pile in game.piles if pile.role == Role.FOUNDATION)
    windows: list[HomeWindow] | None = None
    found = 0
    for pile in game.piles:
        if pile.role == Role.STOCK:
            found += len(pile.cards)
        elif pile.role != Role.FOUNDATION and len(pile.cards) > 1:
            key = (home, tuple(pile.cards))
            waiting = memo.get(key)
            if waiting is None:
                if windows is None:
                    windows = [window for group in groups if (window := group.home_window(game)) is not None]
                waiting = memo[key] = _waiting(pile.cards, windows)
            found += waiting
    return found


def _waiting(cards: list[Card], windows: list[HomeWindow]) -> int:
    """The cards of one pile lying above a card that goes home before them (:func:`detours`): those
    for which ``goes_first`` holds with a card below, found in one pass up the pile."""
    earliest: dict[tuple[int, object], int] = {}   # per order, the soonest last place below
    found = 0
    for card in cards:
        waits = False
        for index, window in enumerate(windows):
            places = window(card)
            if places is None:
                continue
            order = (index, places[0])
            below = earliest.get(order)
            waits = waits or (below is not None and below < places[1])
            earliest[order] = places[2] if below is None else min(below, places[2])
        found += waits
    return found


def _counter(game: Game) -> Callable[[Game], int]:
    """:func:`least_moves` for ``game`` and the positions reached from it (what the
    declaration says is read once): 0 where the count is no bound."""
    won = game.declaration.won
    if goal_counts(game):
        return cast(CountedGoal, won).least_moves
    if one_card_home(game):
        if not one_card_moves(game):
            return cards_away
        groups = [g for g in game.declaration.piles if isinstance(g, Foundations)]
        waiting: dict[object, int] = {}
        return lambda work: cards_away(work) + detours(work, groups, waiting)
    groups = linked_groups(game)
    if groups is None:
        return lambda work: 0
    clicks_lay_one, memo = one_card_clicks(game), {}
    return lambda work: (cards_away(work) - links(work, groups, memo)
                         if _links_hold(work, clicks_lay_one) else 0)


def least_moves(game: Game) -> int:
    """The fewest moves a win from ``game`` may take where :func:`home_bound` holds: what its
    goal counts (:func:`goal_counts`), or the cards off the foundations, less their links
    (:func:`links`) where runs go home, plus their detours (:func:`detours`) where every move
    moves one card."""
    return _counter(game)(game)


def line_within(game: Game, depth: int, most_nodes: int,
                cards_bound: bool = False) -> tuple[list[str] | None, bool, int]:
    """A line of at most ``depth`` moves from ``game`` that wins, first found with every line
    tried in the order of :meth:`Game.legal_moves` (positions met again at the same depth or
    less are not searched twice): (the line or None, settled, positions expanded); not
    settled when ``most_nodes`` positions were not enough.

    ``cards_bound``: lines are not followed where a win needs more moves than are left
    (:func:`least_moves`; only where :func:`home_bound` says so, else ``ValueError``; a move
    seen to lower the count by more than 1 stops the search with ``RuntimeError``)."""
    if cards_bound and not home_bound(game):
        raise ValueError(f"{game.id}: a move may send several cards home, or the game is won otherwise")
    work, seen = game.copy(), {}
    nodes = 0
    count = _counter(game) if cards_bound else (lambda work: 0)

    def bound() -> int:
        """:func:`least_moves` where it holds in ``work``, else 0."""
        return count(work)

    def search(left: int, counted: int | None = None) -> list[str] | bool:
        """The winning moves (reversed), False for no win, True when out of positions
        (``counted``: the bound here, if the move that led here counted it already)."""
        nonlocal nodes
        if work.is_won():
            return []
        if left == 0:
            return False
        away = (bound() if counted is None else counted) if cards_bound else 0
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
            before = work.search_step(move)
            after = bound() if away else None
            if after is not None and after < away - 1:
                raise RuntimeError(f"{game.id}: {move} sent {away - after} cards home at once")
            found = search(left - 1, after)
            work.restore(before)
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


__all__ = ["reached_key", "move_classes", "goal_counts", "dead_end", "one_card_home", "one_card_moves",
           "home_bound", "cards_away", "detours", "least_moves",
           "line_within", "wins_within"]
