"""Position keys keep everything the future depends on (rules/key_parts.py, engine/keys.py).

Two positions with the same key must have the same future: the same children, as keys
(the piles kept as multisets may hold them in other places), the same win, and the same
verdict.  Random play rarely meets two such positions, so the tests also make them: from
a position met in play, a variant that differs only in what the key leaves out (the
cards under the top of a pile keyed by its top card, the cards of a pile keyed by its
count, which pile of a multiset holds what).
"""

from __future__ import annotations

import random

import pytest

import solitaire_nb as sn
from solitaire_nb.engine import autoplay
from solitaire_nb.engine.keys import key_function, plan_of
from solitaire_nb.engine.position import Snapshot
from solitaire_nb.engine.search_policy import SearchPolicy
from solitaire_nb.engine.solver import replay
from solitaire_nb.rules import key_parts
from solitaire_nb.rules.key_parts import CARDS, COUNTS, PLACES, TOPS

GAMES = ([(name, {}) for name in sn.list_games()] + [("klondike", {"draw": 3})]
         + [(name, {"autoplay": True}) for name in ("klondike", "freecell", "gypsy", "napoleons_tomb")])
NODES = 100  # the small searches' budget: the verdicts decided within it must agree


def step(game, move) -> None:
    """Play ``move`` as the game does, its autoplay included (without recording it)."""
    game.apply(move)
    if game.autoplay:
        autoplay.run(game)


def children(game, key) -> set:
    """The keys of the positions each legal move leads to (the game is left as it was)."""
    before = game.snapshot()
    found = set()
    for move in game.legal_moves():
        step(game, move)
        found.add(key())
        game.restore(before)
    return found


def searches(game, snapshot) -> tuple:
    """Small searches from ``snapshot``, with the keys and without (the plain search, keyed
    by the whole position): (verdict, positions expanded) of each."""
    copy = game.copy()
    copy.restore(snapshot)
    results = [copy.solve(max_seconds=None, max_nodes=NODES, shortcuts=fast) for fast in (True, False)]
    return tuple((result.verdict, result.nodes) for result in results)


def assert_same_future(game, key, first, second, label) -> None:
    """``first`` and ``second`` (snapshots of ``game`` with equal keys) have the same
    children, the same win, and never opposite verdicts, with the keys or without; when one
    is proved unwinnable, so is the other, after as many positions."""
    game.restore(first)
    won, kids = game.is_won(), children(game, key)
    game.restore(second)
    assert key() == key_of(game, key, first), label
    assert game.is_won() == won, label
    assert children(game, key) == kids, label
    one, two = searches(game, first), searches(game, second)
    assert not {"winnable", "unwinnable"} <= {verdict for verdict, _nodes in one + two}, (label, one, two)
    # "unwinnable" means every key reachable was expanded: the same keys from both
    if "unwinnable" in (one[0][0], two[0][0]):
        assert one[0] == two[0], (label, one, two)


def key_of(game, key, snapshot) -> tuple:
    now = game.snapshot()
    game.restore(snapshot)
    found = key()
    game.restore(now)
    return found


def played(name, options, deal, seed, steps=70) -> tuple:
    """A game of ``name`` and the snapshots of a random play from ``deal``."""
    game = sn.new_game(name, deal, **options)
    rng = random.Random(seed)
    snapshots = [game.snapshot()]
    for _ in range(steps):
        moves = game.legal_moves()
        if not moves or game.is_won():
            break
        step(game, rng.choice(moves))
        snapshots.append(game.snapshot())
    return game, snapshots


def variant(game, snapshot, rng) -> Snapshot:
    """``snapshot`` with what the key leaves out changed at random: the cards under the tops
    of piles keyed by their top card and the cards of piles keyed by their count are dealt
    again among those places (each pile keeps its top card and its count), and the piles of
    each multiset are shuffled among themselves."""
    plan = plan_of(game)
    cards = [list(pile) for pile in snapshot.cards]
    tops = list(plan.tops) + [i for members, level in plan.alike if level == TOPS for i in members]
    counts = list(plan.counts) + [i for members, level in plan.alike if level == COUNTS for i in members]
    pool = [card for i in tops for card in cards[i][:-1]] + [card for i in counts for card in cards[i]]
    rng.shuffle(pool)
    for i in tops:
        if cards[i]:
            under, pool = pool[:len(cards[i]) - 1], pool[len(cards[i]) - 1:]
            cards[i] = under + cards[i][-1:]
    for i in counts:
        cards[i], pool = pool[:len(cards[i])], pool[len(cards[i]):]
    for members, _level in plan.alike:
        contents = [cards[i] for i in members]
        rng.shuffle(contents)
        for i, content in zip(members, contents):
            cards[i] = content
    return snapshot._replace(cards=tuple(tuple(pile) for pile in cards))


@pytest.mark.parametrize("name, options", GAMES, ids=[f"{n}{'-' + str(o) if o else ''}" for n, o in GAMES])
def test_equal_keys_have_the_same_future(name, options):
    rng = random.Random(name)
    checks = 0
    for deal, seed in ((1, 1), (2, 2)):
        game, snapshots = played(name, options, deal, seed)
        key = key_function(game)
        # positions met in play with equal keys
        met: dict = {}
        for snapshot in snapshots:
            game.restore(snapshot)
            first = met.setdefault(key(), snapshot)
            if first is not snapshot and game.position_key(first) != game.position_key(snapshot) \
                    and checks < 4:
                assert_same_future(game, key, first, snapshot, (name, deal, "met"))
                checks += 1
        # positions made to differ only in what the key leaves out
        for snapshot in (snapshots[len(snapshots) // 2], snapshots[-1]):
            other = variant(game, snapshot, rng)
            assert key_of(game, key, other) == key_of(game, key, snapshot), name
            if game.position_key(other) != game.position_key(snapshot):
                assert_same_future(game, key, snapshot, other, (name, deal, "made"))


@pytest.mark.parametrize("name", ["golf", "elevator", "thieves", "thirteen", "monte_carlo",
                                  "freecell", "sir_tommy", "spider"])
def test_games_whose_keys_leave_something_out(name):
    """The vocabulary lets these keys leave out what never counts again."""
    assert not plan_of(sn.new_game(name, 1)).exact


def test_what_each_kind_of_pile_keeps():
    def levels(name):
        game = sn.new_game(name, 1)
        plan = plan_of(game)
        found = {game.piles[i].group.prefix: level for level, indices in
                 ((CARDS, plan.whole), (TOPS, plan.tops), (COUNTS, plan.counts)) for i in indices}
        found.update({game.piles[members[0]].group.prefix: ("alike", level) for members, level in plan.alike})
        return found
    golf = levels("golf")
    assert golf["waste"] == TOPS  # cards only go onto it and nothing turns it over
    assert golf["stock"] == CARDS and golf["tableau"] == CARDS  # face-down or in place: every card
    assert levels("klondike")["waste"] == CARDS  # turned over, it is the next stock
    assert levels("thirteen")["foundation"] == COUNTS  # the removed cards: nothing reads them
    assert levels("freecell") == {"reserve": ("alike", CARDS), "foundation": ("alike", TOPS),
                                  "tableau": ("alike", CARDS)}
    assert levels("klondike")["foundation"] == ("alike", CARDS)  # its top card may come back
    assert levels("osmosis")["foundation"] == CARDS  # each reads every card of the one above
    assert levels("gaps")["tableau"] == CARDS  # a grid: places matter
    assert levels("spider")["tableau"] == CARDS  # the stock deals to each column in turn
    assert levels("block_ten")["foundation"] == COUNTS
    assert levels("treize")["waste"] == CARDS  # its oldest card plays too


def test_a_reader_that_does_not_say_what_it_sees_sees_everything():
    class Reader:
        pass

    class Says:
        def sees(self, group, declaration):
            return TOPS

    class Inherits(Says):
        pass

    group = sn.new_game("golf", 1).declaration.piles[1]
    assert key_parts.sight(Reader(), group, None) == PLACES
    assert key_parts.sight(Says(), group, None) == TOPS
    assert key_parts.sight(Inherits(), group, None) == PLACES  # a subclass may read more


def test_a_game_rule_sees_everything_unless_it_says_less():
    from solitaire_nb.rules.local import GameRule
    text = {"en": "x", "fr": "x"}
    assert GameRule("r", text, lambda *a: True).sees(None, None) == PLACES
    assert GameRule("r", text, lambda *a: True, sees=TOPS).sees(None, None) == TOPS
    with pytest.raises(ValueError):
        GameRule("r", text, lambda *a: True, sees=7)


def test_the_autoplay_rule_counts_only_when_the_game_plays_it():
    plain = plan_of(sn.new_game("forty_thieves", 1))
    played = plan_of(sn.new_game("forty_thieves", 1, autoplay=True))
    assert plain.alike and not played.alike  # two packs: equal cards compete for a foundation
    assert plan_of(sn.new_game("freecell", 1, autoplay=True)).alike  # one pack, built by suit


def test_without_shortcuts_the_key_is_the_whole_position():
    game = sn.new_game("golf", 1)
    assert SearchPolicy.of(game, shortcuts=False).key == game.position_key
    assert SearchPolicy.of(game).key != game.position_key


@pytest.mark.parametrize("deal, nodes", [(1, 70_000), (3, 5_000)])
def test_golf_deals_are_won_once_the_waste_is_keyed_by_its_top_card(deal, nodes):
    """The order of the cards under the waste's top never counts in Golf: keyed by its top
    card, the search meets each position once and wins these deals (deal 1 needs 60,032
    positions; with the whole waste in the key, 150,000 were not enough)."""
    game = sn.new_game("golf", deal)
    result = game.solve(max_seconds=None, max_nodes=nodes)
    assert result.winnable, result
    assert replay(game, result.moves).is_won()
    if deal == 3:
        plain = game.solve(max_seconds=None, max_nodes=nodes, shortcuts=False)  # the whole position
        assert plain.winnable and plain.nodes > 2 * result.nodes
