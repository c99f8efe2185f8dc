"""Every win the solver finds replays, in every game: move by move through ``play()``, and
from its text (each move written with ``str`` and read back by ``play``)."""

from __future__ import annotations

import pytest

import solitaire_nb as sn

#: Per search: small, so that the whole file stays quick.
NODES, SECONDS = 2000, 5

#: Games whose first deals the solver wins within those limits: a win must be found there,
#: so that the replays below are never skipped unnoticed.
WON_EARLY = {"freecell", "bakers_game", "eight_off", "seahaven", "yukon", "golf", "monte_carlo",
             "fourteen", "clock", "scorpion", "pileon", "fortunes"}


def replays(game, moves) -> None:
    by_move, by_text = game.copy(), game.copy()
    for number, move in enumerate(moves, 1):
        by_move.play(move)
        by_text.play(str(move))
        assert by_text.position_key() == by_move.position_key(), (game.id, number, str(move))
    assert by_move.is_won() and by_text.is_won()


@pytest.mark.parametrize("name", sn.list_games())
def test_every_win_found_replays_as_moves_and_as_text(name):
    wins = 0
    for deal in (1, 2, 3, 4) if name in WON_EARLY else (1,):
        game = sn.new_game(name, deal)
        result = game.solve(max_seconds=SECONDS, max_nodes=NODES)
        assert result.verdict in ("winnable", "unwinnable", "unknown")
        if result.winnable:
            replays(game, result.moves)
            wins += 1
            break
    if name in WON_EARLY:
        assert wins, f"{name}: no win found in deals 1-4"
