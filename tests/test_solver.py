"""The generic solver: verdicts, solutions that replay to a win, limits, and a game
left exactly as it was."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.engine import search_policy, solver
from solitaire_nb.engine.search_policy import SearchPolicy, interchangeable_groups
from solitaire_nb.engine.solver import VERDICTS, Limits, SolveResult, replay


def frozen(game):
    """The game with a clock that does not move, so that to_json() compares exactly."""
    game.clock = lambda: 1000.0
    return game


def assert_solution(game, result):
    assert result.verdict == "winnable", result
    assert result.moves, "a winnable position that is not already won needs moves"
    won = replay(game, result.moves)
    assert won.is_won()
    assert len(won.history) == len(game.history) + len(result.moves)


@pytest.mark.parametrize("deal", range(1, 21))
def test_freecell_deals_are_solved_and_replay(deal):
    game = frozen(sn.new_game("freecell", deal))
    before = game.to_json()
    result = game.solve(max_seconds=30, max_nodes=40_000)
    assert_solution(game, result)
    assert not result.thoughtful  # FreeCell hides nothing
    assert 0 < result.nodes <= 40_000 and result.seconds >= 0
    assert game.to_json() == before


@pytest.mark.parametrize("name, deal", [("klondike", 4), ("klondike", 5), ("yukon", 2), ("yukon", 5),
                                        ("monte_carlo", 1), ("fourteen", 1), ("triple_peaks", 1),
                                        ("clock", 2), ("bakers_game", 3), ("seahaven", 4)])
def test_other_families_are_solved_and_replay(name, deal):
    game = frozen(sn.new_game(name, deal))
    before = game.to_json()
    result = game.solve(max_seconds=30, max_nodes=20_000)
    assert_solution(game, result)
    assert game.to_json() == before


def test_face_down_cards_make_the_search_thoughtful():
    result = sn.new_game("klondike", 4).solve(max_nodes=20_000)
    assert result.verdict == "winnable" and result.thoughtful


def test_solving_mid_game_keeps_history_and_starts_from_the_current_position():
    game = frozen(sn.new_game("freecell", 3))
    first = sn.new_game("freecell", 3).solve(max_nodes=5000).moves
    for move in first[:5]:
        game.play(move)
    before = game.to_json()
    result = game.solve(max_nodes=5000)
    assert_solution(game, result)
    assert game.to_json() == before
    assert game.history == first[:5]


def test_with_autoplay_on_the_solution_leaves_out_the_automatic_moves():
    game = frozen(sn.new_game("freecell", 4, autoplay=True))
    plain = sn.new_game("freecell", 4).solve(max_nodes=5000)
    result = game.solve(max_nodes=5000)
    assert_solution(game, result)  # play() itself sends the safe cards home
    def to_foundations(moves):
        return sum(1 for move in moves if move.target.startswith("foundation"))
    assert to_foundations(plain.moves) == 52  # every card sent home by a move of the solution
    assert to_foundations(result.moves) < 52


def test_won_position_needs_no_move():
    game = sn.position("klondike", {f"foundation{i}": " ".join(
        r + s for r in "A23456789TJQK") for i, s in enumerate("SHDC", 1)})
    result = game.solve()
    assert result.verdict == "winnable" and result.moves == []


def test_small_winnable_position():
    game = sn.position("klondike", {"tableau1": "(2S) AS", "tableau2": "3S"}, redeals=0)
    result = game.solve()
    assert_solution(game, result)
    assert result.thoughtful


@pytest.mark.parametrize("piles", [
    {"tableau1": "(AS) 2S"},  # the 2 has nowhere to go and covers the Ace
    {"tableau1": "(AS) 2S", "stock": "(3H) (9C)"},  # the stock turns forever: a cycle
    {"tableau1": "(AH) 2S", "tableau2": "(AS) 2H", "tableau3": "KC"},
])
def test_small_unwinnable_positions(piles):
    game = sn.position("klondike", piles)
    before = game.to_json()
    result = game.solve()
    assert result.verdict == "unwinnable" and result.moves == []
    assert game.to_json() == before


def test_clock_without_choices_is_decided_exactly():
    """Clock offers no choice: the solver agrees with simply playing its only moves."""
    for deal in range(1, 7):
        game = sn.new_game("clock", deal)
        result = game.solve(max_nodes=10_000)
        played = game.copy()
        while not played.is_won() and played.legal_moves():
            played.play(played.legal_moves()[0])
        assert result.verdict == ("winnable" if played.is_won() else "unwinnable"), deal


def test_node_limit_gives_unknown_and_is_respected():
    game = sn.new_game("freecell", 2)
    result = game.solve(max_nodes=50)
    assert result.verdict == "unknown" and result.limit == "nodes" and result.moves == []
    assert result.nodes <= 50


def test_time_limit_gives_unknown():
    result = sn.new_game("spider", 1).solve(max_seconds=0.2, max_nodes=None)
    assert result.verdict == "unknown" and result.limit == "seconds"
    assert result.seconds < 5


@pytest.mark.parametrize("bad", [-1, "10", True, 1.5])
def test_bad_limits_are_refused(bad):
    game = sn.new_game("freecell", 1)
    before = game.to_json()
    with pytest.raises(ValueError, match="max_nodes"):
        game.solve(max_nodes=bad)
    assert game.to_json() == before


def test_only_plain_groups_are_sorted_in_keys():
    def prefixes(name):
        game = sn.new_game(name, 1)
        return {game.piles[members[0]].group.prefix for members in interchangeable_groups(game)}
    assert prefixes("freecell") == {"tableau", "reserve", "foundation"}
    assert "tableau" in prefixes("klondike")
    assert "tableau" not in prefixes("spider")  # the stock deals to each column in turn
    assert prefixes("gaps") == set()  # a grid: places matter


def test_every_game_gives_a_verdict_and_is_left_unchanged():
    for name in sn.list_games():
        game = frozen(sn.new_game(name, 3))
        before = game.to_json()
        result = game.solve(max_seconds=5, max_nodes=30)
        assert isinstance(result, SolveResult)
        assert result.verdict in VERDICTS, name
        assert result.nodes <= 30, name
        assert game.to_json() == before, name
        if result.verdict == "winnable":
            assert replay(game, result.moves).is_won(), name


@pytest.mark.parametrize("autoplay", [False, True])
def test_a_rule_sending_every_card_home_is_left_out_of_the_solution_only_when_autoplay_is_on(autoplay):
    """Eight Off's autoplay sends every card that fits: with autoplay on, play() does it
    and the solution must not list those moves; with it off, they are moves like others."""
    game = frozen(sn.new_game("eight_off", 2, autoplay=autoplay))
    before = game.to_json()
    result = game.solve(max_nodes=20_000)
    assert_solution(game, result)
    home = sum(1 for move in result.moves if move.target.startswith("foundation"))
    assert (home < 52) if autoplay else (home == 52)
    assert game.to_json() == before


@pytest.mark.parametrize("name, deal", [("king_albert", 2), ("bear_river", 1), ("odessa", 1),
                                        ("streets_and_alleys", 1), ("freecell", 4)])
def test_sorted_keys_and_safe_moves_do_not_change_a_verdict(name, deal):
    """The same search without sorting piles in keys and without playing safe cards at
    once (only slower) reaches the same verdict."""
    fast = sn.new_game(name, deal).solve(max_nodes=20_000)
    assert fast.verdict != "unknown"
    slow = sn.new_game(name, deal).solve(max_nodes=200_000, max_seconds=20, shortcuts=False)
    assert slow.verdict == fast.verdict
    assert slow.nodes >= fast.nodes


def test_a_bad_time_limit_is_refused():
    with pytest.raises(ValueError, match="max_seconds"):
        sn.new_game("freecell", 1).solve(max_seconds=-1)


def test_safe_moves_are_a_dominance_only_where_the_building_makes_them_safe():
    def dominate(name):
        return search_policy.safe_moves_dominate(sn.new_game(name, 1))
    assert dominate("freecell") and dominate("klondike")  # down by alternate colour
    assert dominate("bakers_game")  # by suit: even "every card that fits" is safe
    assert dominate("seahaven")  # foundations that also take whole runs
    assert not dominate("streets_and_alleys")  # regardless of suit: a card may still be needed
    assert not dominate("golf")  # no autoplay rule at all
    assert not dominate("napoleons_tomb")  # foundations of its own kind, a card may fit several


@pytest.mark.parametrize("name, deal", [("monte_carlo", 3), ("clock", 1), ("odessa", 1), ("labyrinth", 1),
                                        ("fortress", 4)])
def test_an_unwinnable_verdict_expands_every_position_whatever_the_order(name, deal):
    """Exhaustive means every reachable position is expanded once: the heap alone, the
    dives alone and the two interleaved expand exactly as many positions."""
    counts = set()
    for every in (1, 2, 3, 10**9):  # 1: dives only; 10**9: the heap only
        result = solver.solve(sn.new_game(name, deal), 60, 50_000, dive_every=every)
        assert result.verdict == "unwinnable", (name, deal, every, result)
        counts.add(result.nodes)
    assert len(counts) == 1


@pytest.mark.parametrize("every", [1, 10**9])
def test_dives_alone_and_heap_alone_both_find_wins_that_replay(every):
    for name, deal in [("freecell", 3), ("yukon", 2), ("monte_carlo", 1)]:
        game = sn.new_game(name, deal)
        assert_solution(game, solver.solve(game, None, 20_000, dive_every=every))


def test_weighted_disorder_counts_a_buried_ace_more_than_a_buried_ten():
    low = sn.position("klondike", {"tableau1": "AS 5H"}, redeals=0)
    high = sn.position("klondike", {"tableau1": "TS JH"}, redeals=0)
    assert search_policy.disorder(low) == search_policy.disorder(high)  # the plain count: one card blocks one
    assert search_policy.weighted_disorder(low) > search_policy.weighted_disorder(high)


@pytest.mark.slow
def test_forty_more_freecell_deals_are_solved_and_replay():
    """Deals 21-60 (1-20 above); benchmarks/solver.py measures the solver on a thousand."""
    unsolved = []
    for deal in range(21, 61):
        game = sn.new_game("freecell", deal)
        result = game.solve(max_seconds=60, max_nodes=50_000)
        if result.verdict != "winnable":
            unsolved.append((deal, result))
            continue
        assert replay(game, result.moves).is_won(), deal
    assert not unsolved


@pytest.mark.parametrize("name, deal, options", [("freecell", 2, {}), ("klondike", 1, {"draw": 3}),
                                                 ("yukon", 3, {}), ("bakers_game", 3, {}),
                                                 ("freecell", 4, {"autoplay": True})])
def test_the_autoplay_shortcut_changes_nothing_but_speed(name, deal, options):
    """Skipping the full autoplay scan after a move that cannot have freed a safe card
    gives exactly the same search: same nodes, same solution."""
    game = sn.new_game(name, deal, **options)
    fast = game.solve(max_nodes=3000, max_seconds=None)
    policy = SearchPolicy.of(game.copy())
    slow = solver.search(policy.but(after=lambda move: policy.scan()), Limits(None, 3000))
    assert (slow.verdict, slow.nodes, slow.moves) == (fast.verdict, fast.nodes, fast.moves)
