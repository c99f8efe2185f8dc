"""Small helpers shared by the per-game tests."""

from __future__ import annotations

import pytest

import solitaire_nb as sn


def position_maker(game_id: str):
    """``pos(piles, state=None, **options)``: a hand-made partial position of ``game_id``."""
    def pos(piles, state=None, **options):
        return sn.position(game_id, piles, state=state, **options)
    return pos


def faces(game, group):
    """[(cards, face-up cards)] for each pile of a group."""
    return [(len(p.cards), sum(c.face_up for c in p.cards)) for p in game.group_piles(group)]


def refused_by(game, move, key):
    """``move`` is refused by the glossary concept ``key`` and changes nothing."""
    before = game.to_json()
    refusal = game.check(move)
    assert refusal is not None and refusal.rule.key == key, refusal
    with pytest.raises(sn.IllegalMove):
        game.play(move)
    assert game.to_json() == before
