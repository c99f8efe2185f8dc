"""Checks every registered game must pass, whatever its rules.

Over a few deals and random mixes of legal and illegal moves: every card of
the deck is present exactly once; every legal move is accepted; every refused
move raises IllegalMove and changes nothing; the fast move generator agrees
with the rule checks; undo and redo are exact; deals reproduce; the game's
prepared examples behave as stated; random play ends.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from each import assert_each

import solitaire_nb as sn
from solitaire_nb import Move
from solitaire_nb.engine.strategy import greedy_player, play_out, random_player
from solitaire_nb.rules.declaration import option_sets
from solitaire_nb.teaching.examples import examples

GAMES = sn.list_games()


def deck_codes(game):
    return Counter(c.code for c in game.declaration.deck.cards())


def table_codes(game):
    return Counter(c.code for p in game.piles for c in p.cards)


def all_candidates(game):
    """Every (source, target, count) triple, legal or not, plus the special moves."""
    moves = []
    pairs = list(itertools.permutations(game.piles, 2))
    pairs += [(pile, pile) for pile in game.piles if pile.group.pairs_within]  # a pair within a pile
    for source, target in pairs:
        for count in range(1, len(source.cards) + 1):
            moves.append(Move(source.id, target.id, count))
    return moves


def snapshot(game):
    return game.to_json(history=False), game.position_key(), game.score, game.move_count


def _every_option_deals_the_whole_deck_reproducibly(game_id):
    for options in option_sets(game_id):
        first = sn.new_game(game_id, deal=12345, **options)
        again = sn.new_game(game_id, deal=12345, **options)
        other = sn.new_game(game_id, deal=54321, **options)
        assert table_codes(first) == deck_codes(first)
        assert first.to_json(history=False) == again.to_json(history=False)
        assert first.to_json(history=False) != other.to_json(history=False)


def test_every_option_deals_the_whole_deck_reproducibly():
    assert_each(GAMES, _every_option_deals_the_whole_deck_reproducibly, name=str)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_play_keeps_every_rule(game_id):
    rng = random.Random(game_id)
    for options in option_sets(game_id)[:4]:
        game = sn.new_game(game_id, deal=rng.randrange(1, 2**31), **options)
        game.clock = lambda: 0.0  # saved positions carry the elapsed time: keep it still
        expected_cards = deck_codes(game)
        for _step in range(40):
            legal = game.legal_moves()
            # The generator agrees with the rule checks, both ways.
            brute = {m for m in all_candidates(game) if game.check(m) is None}
            assert {m for m in legal if m.kind == "move"} == brute
            # A few illegal tries change nothing.
            for move in rng.sample(all_candidates(game), min(5, len(all_candidates(game)))):
                if move in brute:
                    continue
                before = snapshot(game)
                with pytest.raises(sn.IllegalMove) as refused:
                    game.play(move)
                assert refused.value.reason.rule.key, "a refusal names its rule"
                assert snapshot(game) == before
            if not legal:
                assert game.is_won() or game.is_lost()
                break
            before = snapshot(game)
            move = rng.choice(legal)
            game.play(move)
            assert table_codes(game) == expected_cards
            after = snapshot(game)
            assert game.undo()
            assert snapshot(game) == before
            assert game.redo()
            assert snapshot(game) == after


def _undo_back_to_the_start_and_restart(game_id):
    game = sn.new_game(game_id, deal=777)
    game.clock = lambda: 0.0  # saved positions carry the elapsed time: keep it still
    start = snapshot(game)
    rng = random.Random(7)
    played = 0
    for _ in range(30):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
        played += 1
    middle = snapshot(game)
    for _ in range(played):
        assert game.undo()
    assert not game.undo()
    assert snapshot(game) == start
    for _ in range(played):
        assert game.redo()
    assert snapshot(game) == middle
    game.restart()
    assert snapshot(game) == start


def test_undo_back_to_the_start_and_restart():
    assert_each(GAMES, _undo_back_to_the_start_and_restart, name=str)


def _saved_positions_read_back(game_id):
    game = sn.new_game(game_id, deal=99)
    rng = random.Random(99)
    for _ in range(15):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
    for text in (game.to_json(history=False), game.to_text()):
        copy = sn.load_game(text)
        assert copy.to_json(history=False) == game.to_json(history=False)
        assert set(copy.legal_moves()) == set(game.legal_moves())


def test_saved_positions_read_back():
    assert_each(GAMES, _saved_positions_read_back, name=str)


@pytest.mark.parametrize("game_id", GAMES)
def test_random_and_greedy_play_end(game_id):
    for deal in (1, 2, 3, 4):
        game = sn.new_game(game_id, deal=deal)
        make = random_player if deal % 2 else greedy_player
        outcome = play_out(game, make(random.Random(deal)), max_moves=3000)
        assert outcome in ("won", "lost", "stuck")
        assert (outcome == "won") == game.is_won()
        assert outcome != "lost" or game.is_lost()


def _rules_text_in_both_languages(game_id):
    game = sn.new_game(game_id, deal=1)
    english, french = game.rules("en"), game.rules("fr")
    assert english and french
    assert english != french
    assert all(line.strip() for line in english + french)


def test_rules_text_in_both_languages():
    assert_each(GAMES, _rules_text_in_both_languages, name=str)


EXAMPLES = [(game_id, i) for game_id in GAMES for i in range(len(examples(game_id)))]


def _behaves_as_stated(item: tuple[str, int]) -> None:
    game_id, index = item
    example = examples(game_id)[index]
    assert example.legal or example.refused, "an example shows at least one move"
    assert example.caption["en"] and example.caption["fr"]
    assert example.verify() == []
    position = example.position()
    for move in (*example.legal, *example.refused):
        for lang in ("en", "fr"):
            assert position.explain(move, lang).strip()


def test_prepared_examples_behave_as_stated():
    assert_each(EXAMPLES, _behaves_as_stated, name=lambda item: f"{item[0]}-{item[1]}")


def _every_legal_move_can_be_explained(game_id):
    game = sn.new_game(game_id, deal=3)
    for move in game.legal_moves():
        english, french = game.explain(move, "en"), game.explain(move, "fr")
        assert english.startswith("Legal") and french.startswith("Coup permis")


def test_every_legal_move_can_be_explained():
    assert_each(GAMES, _every_legal_move_can_be_explained, name=str)
