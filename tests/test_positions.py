"""Rules apart from positions: a ruleset built once and shared, exact copies,
public snapshots, move kinds and outcome states, and the order of legal moves."""

from __future__ import annotations

import random

import pytest

import solitaire_nb as sn
from solitaire_nb.rules import declaration as declaration_module


def test_a_ruleset_is_built_once_per_game_and_options(monkeypatch):
    info = sn.game_info("klondike")
    calls = []
    build = info.build

    def counting(**options):
        calls.append(options)
        return build(**options)

    games = [sn.new_game("klondike", deal=d, draw=3) for d in (1, 2, 3)]
    assert games[0].ruleset is games[1].ruleset is games[2].ruleset
    assert sn.new_game("klondike", deal=1).ruleset is not games[0].ruleset
    monkeypatch.setattr(info, "build", counting)
    sn.new_game("klondike", deal=4, draw=3)
    sn.position("klondike", {"tableau1": "KS"}, draw=3)
    sn.load_game(games[0].to_json())
    games[0].copy()
    assert calls == []  # every one of these reused the ruleset built above


def test_a_ruleset_cannot_be_changed():
    ruleset = sn.new_game("freecell", deal=1).ruleset
    with pytest.raises(AttributeError):
        ruleset.declaration = None
    with pytest.raises(TypeError):
        ruleset.options["scoring"] = "x"


def test_unknown_game_or_option_in_a_ruleset():
    with pytest.raises(ValueError, match="unknown game"):
        sn.Ruleset.of("nope")
    with pytest.raises(ValueError, match="unknown option"):
        sn.Ruleset.of("klondike", {"colour": 1})


def test_copy_is_exact_and_independent():
    game = sn.new_game("klondike", deal=5, draw=3, autoplay=True)
    game.clock = lambda: 0.0  # saved positions carry the elapsed time: keep it still
    rng = random.Random(3)
    for _ in range(20):
        game.play(rng.choice(game.legal_moves()))
    game.undo()
    copy = game.copy()
    assert copy.options == game.options == {"draw": 3, "redeals": "unlimited"}
    assert copy.autoplay is True and copy.clock is game.clock
    assert copy.to_json() == game.to_json()
    assert copy.history == game.history
    assert copy.legal_moves() == game.legal_moves()
    # redo and undo work on the copy as on the original, and leave the original alone
    before = game.to_json()
    assert copy.redo() and copy.undo() and copy.undo()
    assert copy.to_json() != before and game.to_json() == before
    assert game.redo()


def test_snapshot_restore_and_apply():
    game = sn.new_game("freecell", deal=1)
    snap = game.snapshot()
    assert isinstance(snap, sn.Snapshot) and hash(snap) == hash(game.snapshot())
    move = game.legal_moves()[0]
    game.apply(move)
    assert game.snapshot() != snap and game.history == [] and game.move_count == 0
    game.restore(snap)
    assert game.snapshot() == snap
    assert game.position_key() == game.position_key(snap)


def test_move_kinds_and_outcome_states_are_enums_equal_to_their_text():
    game = sn.new_game("klondike", deal=1)
    kinds = {move.kind for move in game.legal_moves()}
    assert sn.MoveKind.DEAL in kinds and "deal" in kinds
    assert all(isinstance(kind, sn.MoveKind) for kind in kinds)
    state = game.outcome().state
    assert state is sn.OutcomeState.PLAYING and state == "playing"
    with pytest.raises(ValueError):
        sn.Move("tableau1", "tableau2", 1, "jump")


def test_moves_that_change_nothing_come_last_and_are_never_hinted():
    game = sn.position("klondike", {"foundation1": "AH", "tableau1": "KS", "tableau2": "5D",
                                    "tableau3": "6C", "waste": "2H", "stock": "(3C)"})
    moves = game.legal_moves()
    idle = [m for m in moves if game.is_idle(m)]
    assert {str(m) for m in idle} >= {"f1-f2", "t1-t4"}
    first_idle = moves.index(idle[0])
    assert all(game.is_idle(m) for m in moves[first_idle:])
    assert not game.is_idle(moves[0])
    assert str(moves[0]) in ("w-f1", "t2-t3")
    assert game.hint() is not None and not game.is_idle(game.hint())
    # an Ace alone between empty foundations, a card between empty free cells
    cells = sn.position("freecell", {"reserve1": "9D", "foundation1": "AS"})
    assert all(cells.is_idle(m) for m in cells.legal_moves() if m.source in ("reserve1", "foundation1")
               and m.target.startswith(m.source[:-1]))
    assert cells.hint() is None or not cells.is_idle(cells.hint())


def test_every_game_lists_useful_moves_before_idle_ones():
    for game_id in sn.list_games():
        game = sn.new_game(game_id, deal=7)
        moves = game.legal_moves()
        flags = [game.is_idle(m) for m in moves]
        assert flags == sorted(flags), game_id  # False (useful) before True (idle)


def test_declarations_module_has_no_game_state():
    """The registry holds declarations, never positions: nothing there refers to a Game."""
    assert not any(isinstance(value, sn.Game) for value in vars(declaration_module).values())
