"""Deals folded into the move that follows them (engine/stock_cycle.py): the waste's moves
are the legal ones, and folding changes no verdict."""

from __future__ import annotations

import random

import pytest

import solitaire_nb as sn
from solitaire_nb.engine.moves import MoveKind
from solitaire_nb.engine.search_policy import SearchPolicy
from solitaire_nb.engine.solver import Limits, replay, search
from solitaire_nb.engine.stock_cycle import folds_stock, waste_moves, waste_steps

FOLDED = [name for name in sn.list_games() if folds_stock(sn.new_game(name, 1))]


def test_klondike_and_its_family_fold_their_stock_and_games_that_read_it_do_not():
    assert {"klondike", "thumb_and_pouch", "whitehead", "forty_thieves"} <= set(FOLDED)
    assert not folds_stock(sn.new_game("klondike", 1, autoplay=True))  # play() acts after each deal
    assert not folds_stock(sn.new_game("golf", 1))  # its waste is built on
    assert not folds_stock(sn.new_game("freecell", 1))  # no stock at all
    assert not folds_stock(sn.new_game("canfield", 1))  # an empty column is filled by itself


@pytest.mark.parametrize("name", FOLDED)
def test_the_waste_moves_are_the_legal_moves_of_the_waste(name):
    rng = random.Random(name)
    for deal in (1, 2):
        game = sn.new_game(name, deal)
        for _ in range(60):
            legal = game.legal_moves()
            if not legal:
                break
            expected = {m for m in legal if m.kind is MoveKind.MOVE and m.source == "waste"}
            assert set(waste_moves(game)) == expected
            game.apply(rng.choice(legal))


@pytest.mark.parametrize("name", FOLDED)
def test_a_step_brings_its_card_by_deals_alone_and_leaves_the_position_as_it_was(name):
    game = sn.new_game(name, 3)
    before = game.snapshot()
    steps = waste_steps(game)
    assert game.snapshot() == before
    assert steps, "a fresh deal has cards to deal"
    for step in steps[:10]:
        *deals, last = step
        assert all(m.kind in (MoveKind.DEAL, MoveKind.REDEAL) for m in deals) and last.source == "waste"
        copy = game.copy()
        for move in step:
            copy.play(move)  # each one legal in its turn


RANKS = "A23456789TJQK"


def small_positions(name, options, count, seed):
    """Hand-made positions near the end of a game: each suit's foundation holds its cards up
    to a random rank, and the 8 to 14 cards left lie at random in the stock (face down),
    the waste and the tableau (the lower card of a column face down now and then)."""
    rng = random.Random(seed)
    tableau = len(sn.new_game(name, 1, **options).group_piles("tableau"))
    for _ in range(count):
        left = rng.randint(8, 14)
        heights = [13] * 4
        while sum(13 - h for h in heights) < left:
            heights[rng.randrange(4)] -= 1
        cards = [rank + suit for suit, height in zip("SHDC", heights) for rank in RANKS[height:]]
        rng.shuffle(cards)
        piles = {f"foundation{i + 1}": " ".join(r + suit for r in RANKS[:height])
                 for i, (suit, height) in enumerate(zip("SHDC", heights)) if height}
        cut = sorted(rng.sample(range(len(cards) + 1), 2))
        stock, waste, rest = cards[:cut[0]], cards[cut[0]:cut[1]], cards[cut[1]:]
        piles["stock"] = " ".join(f"({card})" for card in stock)
        piles["waste"] = " ".join(waste)
        columns = [[] for _ in range(tableau)]
        for card in rest:
            columns[rng.randrange(tableau)].append(card)
        for i, column in enumerate(columns):
            if column:
                down = rng.randrange(len(column))
                piles[f"tableau{i + 1}"] = " ".join([f"({c})" for c in column[:down]] + column[down:])
        yield sn.position(name, {k: v for k, v in piles.items() if v}, **options)


@pytest.mark.parametrize("name, options, count", [("klondike", {"draw": 1, "redeals": 0}, 30),
                                                  ("klondike", {"draw": 3, "redeals": 2}, 8),
                                                  ("klondike", {"draw": 3, "redeals": "unlimited"}, 8),
                                                  ("thumb_and_pouch", {}, 8), ("aunt_mary", {}, 8),
                                                  ("whitehead", {}, 8)])
def test_folding_the_stock_changes_no_verdict(name, options, count):
    """On small hand-made positions, the search with the deals folded and the plain search
    (every deal a node of its own) agree (Klondike without redeals: on won and lost ones)."""
    verdicts = set()
    for position in small_positions(name, options, count, f"{name}{options}"):
        folded = search(SearchPolicy.of(position.copy(), shortcuts=False).but(fold_stock=True),
                        Limits(60, 400_000))
        plain = position.solve(max_seconds=60, max_nodes=400_000, shortcuts=False)
        assert "unknown" not in (folded.verdict, plain.verdict), (name, folded, plain)
        assert folded.verdict == plain.verdict, (name, position.to_json(history=False))
        if folded.winnable:
            assert replay(position, folded.moves).is_won()
        verdicts.add(folded.verdict)
    if options.get("redeals") == 0:
        assert verdicts == {"winnable", "unwinnable"}
