"""Every stored puzzle's certificate checks again (:meth:`solitaire_nb.teaching.puzzles.Puzzle.recheck`):
its winning line wins, and the search after each other move finds the same verdict after the
same number of positions.  Apart from tests/test_puzzles.py so that the two run side by side."""

from __future__ import annotations

import pytest
from each import assert_each

import solitaire_nb as sn
from solitaire_nb.teaching.puzzles import DATA

STORED = [(path.stem, index) for path in sorted(DATA.glob("*.json"))
          for index in range(len(sn.puzzles(path.stem)))]


def _certificate_checks_again(item):
    game_id, index = item
    puzzle = sn.puzzles(game_id)[index]
    assert puzzle.recheck() == []
    assert puzzle.game().check(puzzle.answer) is None


@pytest.mark.parametrize("part", range(4))
def test_every_stored_certificate_checks_again(part):
    assert len(STORED) >= 50
    assert_each(STORED[part::4], _certificate_checks_again, name=lambda item: f"{item[0]}-{item[1]}")
