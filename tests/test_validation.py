"""A position given without its history must be one play can reach (engine/validation.py).

Play never breaks a check (random play of every game and option set), a saved game made
impossible by hand is refused with the problem named, and every prepared teaching position
passes (or says why it is made up)."""

from __future__ import annotations

import json
import random

import pytest

import solitaire_nb as sn
from solitaire_nb.engine.validation import problems
from solitaire_nb.rules.declaration import option_sets
from solitaire_nb.teaching.examples import examples


def test_play_never_reaches_a_position_the_checks_refuse():
    played = 0
    for game_id in sn.list_games():
        for options in option_sets(game_id):
            for deal in (1, 2, 3):
                game, rng = sn.new_game(game_id, deal=deal, **options), random.Random(deal)
                for step in range(250):
                    assert problems(game) == [], (game_id, options, deal, step)
                    moves = game.legal_moves()
                    if not moves:
                        break
                    game.play(rng.choice(moves))
                    played += 1
                    if step % 7 == 6:
                        game.undo()
                        assert problems(game) == [], (game_id, options, deal, step, "undo")
                        game.redo()
    assert played > 50_000


def saved(piles: dict, **fields) -> str:
    """A Klondike position without history, as a saved game's text."""
    layout = {f"tableau{i}": [] for i in range(1, 8)} | {f"foundation{i}": [] for i in range(1, 5)}
    layout |= {"stock": [], "waste": []}
    layout |= {pile: cards.split() for pile, cards in piles.items()}
    return json.dumps({"game": "klondike", "partial": True, "piles": layout, **fields})


@pytest.mark.parametrize("piles, fields, problem", [
    ({"foundation1": "KS"}, {}, "foundation1 starts with KS: its base card is of rank 1"),
    ({"foundation1": "AS 3S"}, {}, "foundation1: 3S lies on AS"),
    ({"foundation1": "AS 2H"}, {}, "foundation1: 2H lies on AS"),
    ({"foundation1": "(AS)"}, {}, "foundation1 holds face-down cards (AS)"),
    ({"stock": "QD (JD)"}, {}, "stock holds face-up cards (QD): the stock is face down"),
    ({"tableau1": "QD (JS)"}, {}, "tableau1: its top card JS is face down"),
    ({"waste": "(QD)"}, {}, "waste holds face-down cards"),
    ({"tableau1": "QD"}, {"redeals_used": 99}, "redeals used: 99; the game allows 2"),
])
def test_an_impossible_saved_position_is_refused_naming_the_problem(piles, fields, problem):
    with pytest.raises(sn.PositionError, match="cannot be reached in play") as caught:
        sn.load_game(saved(piles, **fields))
    assert problem in str(caught.value)


def test_a_reserve_refills_an_empty_canfield_pile_at_once():
    with pytest.raises(sn.PositionError, match="tableau4 is empty while reserve1 has cards"):
        sn.position("canfield", {"tableau1": "7H", "tableau2": "8S", "tableau3": "8D", "reserve1": "(3C) 2C"},
                    state={"base_rank": 5})
    made_up = sn.position("canfield", {"tableau1": "7H", "reserve1": "(3C) 2C"}, state={"base_rank": 5},
                          reachable=False)
    assert problems(made_up)  # let through when said to be made up, still not reachable


def test_a_game_dealt_from_a_deal_number_holds_every_card():
    game = sn.new_game("klondike", deal=3)
    game.play(game.legal_moves()[0])
    text = json.loads(game.to_json())
    text["partial"] = True
    for piles in (text["start"]["piles"], text["piles"]):
        piles["stock"] = piles["stock"][1:]
    with pytest.raises(sn.PositionError, match="holds every card of the deck"):
        sn.load_game(json.dumps(text))


def test_every_prepared_position_is_reachable_or_says_why_not():
    for game_id in sn.list_games():
        for index, example in enumerate(examples(game_id)):
            game = example.position()
            if example.made_up is None:
                assert problems(game) == [], (game_id, index)
            else:
                assert example.made_up.text("en") in example.text("en"), (game_id, index)
