"""Properties over random deals and random mixes of legal and illegal moves (hypothesis)."""

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import solitaire_nb as sn
from solitaire_nb import Move
from solitaire_nb.engine import strategy
from solitaire_nb.engine.notation import NotationError

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

VARIANTS = [("klondike", {}), ("klondike", {"draw": 3}), ("klondike", {"redeals": 0}), ("freecell", {})]

deals = st.integers(min_value=1, max_value=2**31 - 1)
variants = st.sampled_from(VARIANTS)

# one step: ("legal", index) | ("triple", source, target, count) | ("text", a, b, count)
steps = st.one_of(
    st.tuples(st.just("legal"), st.integers(0, 10_000)),
    st.tuples(st.just("triple"), st.integers(0, 30), st.integers(0, 30), st.integers(-1, 14)),
    st.tuples(st.just("text"), st.integers(0, 30), st.integers(0, 30), st.integers(0, 5)),
)


def deck_codes(game):
    return Counter(c.code for c in game.declaration.deck.cards())


def game_codes(game):
    return Counter(c.code for p in game.piles for c in p.cards)


def position_json(game):
    """The saved game without its undo and redo stacks: the position alone (nor its clock,
    which runs on while the test plays)."""
    data = json.loads(game.to_json())
    for name in ("start", "history", "redo", "elapsed"):
        data.pop(name, None)
    return data


def state(game):
    return position_json(game), game.position_key()


def pile_codes(game):
    """Every way of naming a pile in the game's notation (plus some that name nothing)."""
    if game.notation.name == "freecell":
        return list("12345678abcdh") + ["9", "e"]
    codes = [game.notation.pile_code(p.id) for p in game.piles]
    return codes + ["t8", "r1", "q"]


def notation_text(game, a, b, count):
    codes = pile_codes(game)
    if a % 11 == 10:
        return "deal" if b % 2 else "redeal"
    x, y = codes[a % len(codes)], codes[b % len(codes)]
    text = f"{x}{y}" if game.notation.name == "freecell" else f"{x}-{y}"
    return text + (f"x{count}" if count > 1 else "")


def brute_force_moves(game):
    """Every (source, target, count) the rule checks allow, trying all pile pairs and counts."""
    found = set()
    for source in game.piles:
        for target in game.piles:
            for count in range(1, len(source.cards) + 1):
                if game.check(Move(source.id, target.id, count)) is None:
                    found.add((source.id, target.id, count))
    return found


def play_step(game, step):
    """Play one random step; returns True when a move was played."""
    kind = step[0]
    if kind == "legal":
        moves = game.legal_moves()
        if not moves:
            return False
        move = moves[step[1] % len(moves)]
        assert game.check(move) is None
        game.play(move)
        return True
    pile_ids = [p.id for p in game.piles] + ["tableau9", "nowhere"]
    if kind == "triple":
        _, a, b, count = step
        move = Move(pile_ids[a % len(pile_ids)], pile_ids[b % len(pile_ids)], count)
    else:
        text = notation_text(game, *step[1:])
        try:
            move = game.notation.parse(text, game)
        except NotationError:
            return False
    before = state(game)
    legal = game.legal_moves()
    if game.check(move) is None:
        assert move in legal, move
        game.play(move)
        return True
    assert move not in legal
    with pytest.raises(sn.IllegalMove) as info:
        game.play(move)
    assert info.value.reason.rule.key
    assert state(game) == before
    return False


@SETTINGS
@given(deal=deals, variant=variants, script=st.lists(steps, min_size=10, max_size=80))
def test_cards_are_conserved_and_refusals_change_nothing(deal, variant, script):
    name, options = variant
    game = sn.new_game(name, deal=deal, **options)
    deck = deck_codes(game)
    assert game_codes(game) == deck
    for step in script:
        play_step(game, step)
        assert game_codes(game) == deck
        assert game.score == sum(len(p.cards) for p in game.piles if p.role == "foundation")


@SETTINGS
@given(deal=deals, variant=variants, script=st.lists(st.integers(0, 10_000), min_size=5, max_size=60))
def test_legal_moves_equal_the_rule_checks(deal, variant, script):
    name, options = variant
    game = sn.new_game(name, deal=deal, **options)
    for choice in script + [None]:
        legal = game.legal_moves()
        assert len(set(legal)) == len(legal), "no duplicates"
        generated = {(m.source, m.target, m.count) for m in legal if m.kind == "move"}
        assert generated == brute_force_moves(game)
        for move in legal:
            if move.kind != "move":
                assert game.check(move) is None
                assert move == game.deal_action() or move.kind.written not in ("deal", "redeal")
        if game.deal_action() is None:
            assert not any(m.kind.written in ("deal", "redeal") for m in legal)
        for source in game.piles:
            counts = game.movable_counts(source.id)
            for count in counts:
                expected = sorted({t for s, t, c in generated if s == source.id and c == count})
                assert sorted(game.targets(source.id, count)) == expected
        if choice is None or not legal:
            break
        game.play(legal[choice % len(legal)])


@SETTINGS
@given(deal=deals, variant=variants, script=st.lists(st.integers(0, 10_000), max_size=30))
def test_every_legal_move_is_accepted(deal, variant, script):
    name, options = variant
    game = sn.new_game(name, deal=deal, **options)
    game.clock = lambda: 0.0  # a still clock: a busy machine cannot make the elapsed times differ
    for choice in script:
        legal = game.legal_moves()
        if not legal:
            break
        before = state(game)
        for move in legal:
            game.play(move)
            assert game.history[-1] == move
            assert game.undo()
            assert state(game) == before
        game.play(legal[choice % len(legal)])


@SETTINGS
@given(deal=deals, variant=variants, script=st.lists(steps, min_size=5, max_size=60), autoplay=st.booleans())
def test_undo_and_redo_are_exact(deal, variant, script, autoplay):
    name, options = variant
    game = sn.new_game(name, deal=deal, autoplay=autoplay, **options)
    snapshots = [position_json(game)]
    for step in script:
        if play_step(game, step):
            snapshots.append(position_json(game))
    assert position_json(game) == snapshots[-1]
    for earlier in reversed(snapshots[:-1]):
        assert game.undo()
        assert position_json(game) == earlier
    assert not game.undo()
    for later in snapshots[1:]:
        assert game.redo()
        assert position_json(game) == later
    assert not game.redo()
    game.restart()
    assert position_json(game) == snapshots[0] and game.history == []


@SETTINGS
@given(deal=deals, variant=variants, script=st.lists(st.integers(0, 10_000), min_size=1, max_size=30))
def test_a_new_move_clears_redo(deal, variant, script):
    name, options = variant
    game = sn.new_game(name, deal=deal, **options)
    game.clock = lambda: 0.0  # a still clock: a busy machine cannot make the elapsed times differ
    for choice in script:
        legal = game.legal_moves()
        if not legal:
            break
        game.play(legal[choice % len(legal)])
    if game.history:
        game.undo()
        legal = game.legal_moves()
        game.play(legal[0])
        assert not game.redo()


@SETTINGS
@given(deal=deals, variant=variants, script=st.lists(st.integers(0, 10_000), max_size=40))
def test_saved_positions_round_trip_mid_game(deal, variant, script):
    name, options = variant
    game = sn.new_game(name, deal=deal, **options)
    game.clock = lambda: 0.0  # a still clock: a busy machine cannot make the elapsed times differ
    for choice in script:
        legal = game.legal_moves()
        if not legal:
            break
        game.play(legal[choice % len(legal)])
    for loaded in (sn.load_game(game.to_json()), sn.load_game(game.to_text())):
        assert loaded.to_json() == game.to_json()
        assert set(loaded.legal_moves()) == set(game.legal_moves())
        assert loaded.position_key() == game.position_key()


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(deal=deals, variant=variants, seed=st.integers(0, 2**32 - 1), greedy=st.booleans())
def test_games_played_to_the_end_terminate(deal, variant, seed, greedy):
    name, options = variant
    game = sn.new_game(name, deal=deal, **options)
    rng = random.Random(seed)
    player = strategy.greedy_player(rng) if greedy else strategy.random_player(rng)
    result = strategy.play_out(game, player, max_moves=400, patience=60)
    assert result in ("won", "lost", "stuck")
    assert game.move_count <= 400
    assert game_codes(game) == deck_codes(game)
    if result == "won":
        assert game.is_won()
    if result == "lost":
        assert game.legal_moves() == [] and game.is_lost()


def test_hint_is_a_legal_move():
    for deal in range(1, 13):
        for name in ("klondike", "freecell"):
            game = sn.new_game(name, deal=deal)
            move = game.hint()
            assert move is None or game.check(move) is None


@pytest.mark.parametrize("game_id", sn.list_games())
def test_a_search_step_is_a_move_nobody_sees_and_restore_takes_it_back(game_id):
    """``Game.search_step`` (the move searches try, which ``play`` also makes after its check)
    records nothing, tells no observer and keeps the redo stack; ``restore`` brings back the
    position before it."""
    rng = random.Random(game_id)
    game = sn.new_game(game_id, deal=3, autoplay=True)
    first = game.legal_moves()[0]
    game.play(first)
    after_first = game.snapshot()
    game.undo()                                    # something to redo
    seen = []
    game.observe(seen.append)
    start = game.snapshot()
    befores = []
    for _ in range(40):
        moves = game.legal_moves()
        if not moves:
            break
        befores.append(game.search_step(rng.choice(moves)))
    assert befores and befores[0] == start and len(set(befores)) == len(befores)
    assert game.history == [] and seen == []
    game.restore(start)
    assert game.snapshot() == start and seen == []
    assert game.redo() and game.snapshot() == after_first and game.history == [first]
