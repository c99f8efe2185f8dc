"""Every game plays on the table: its legal moves are made with the pointer alone
(click the card, see its destination lit up, click the destination; click the stock to
deal), and the table shows where it stands."""

from __future__ import annotations

import random

import pytest

import solitaire_nb as sn
from solitaire_nb.engine.moves import MoveKind
from solitaire_nb.table.widget import Table

GAMES = sn.list_games()


def click(table, pile_id, index=None):
    x, y = table.point(pile_id, index)
    table.on_mouse_down(x, y)
    table.on_mouse_up(x, y)
    table.interaction.last_click = None  # the next click starts afresh, not as a double-click


def pointer_move(table, move) -> bool:
    """Make ``move`` with clicks; False when a click cannot express it (then nothing is played)."""
    game = table.game
    if move.kind != MoveKind.MOVE:
        if game.deal_action() != move:
            return False
        if game.find_pile("stock") is not None:
            click(table, "stock")
        else:  # no stock on the table (Cruel's redeal): the toolbar's deal button
            table._buttons["deal_cards"].click()
        return True
    source = game.pile(move.source)
    index = len(source.cards) - move.count
    spot = table.geometry.spots[source.id]
    if move.count > 1 and not spot.fanned:
        return False
    click(table, move.source, index)
    if table.selection != (move.source, move.count):
        table.clear_selection()
        return False
    assert move.target in table.view().targets, (str(move), table.view().targets)
    click(table, move.target)
    return True


@pytest.mark.parametrize("game_id", GAMES)
def test_the_game_plays_on_the_table(game_id):
    deal = next(d for d in range(5, 50) if sn.new_game(game_id, deal=d).legal_moves())
    table = Table(sn.new_game(game_id, deal=deal))
    rng = random.Random(game_id)
    played = 0
    for _ in range(60):
        game = table.game
        moves = [m for m in game.legal_moves() if not game.is_idle(m)]
        if not moves or game.is_won():
            break
        rng.shuffle(moves)
        for move in moves:
            before = game.move_count
            if pointer_move(table, move):
                assert game.move_count == before + 1, str(move)
                assert game.history[-1] == move
                played += 1
                break
        else:
            break  # no legal move is made by clicks alone (a game's own action): enough here
    assert played > 0
    assert table.status  # the status line says where the game stands


def test_the_deal_button_appears_only_where_there_is_something_to_deal():
    cruel, freecell = Table(sn.new_game("cruel", deal=1)), Table(sn.new_game("freecell", deal=1))
    assert cruel._buttons["deal_cards"].layout.display is None
    assert freecell._buttons["deal_cards"].layout.display == "none"
    assert freecell._buttons["undo"].layout.display is None
    cruel.game.play(next(m for m in cruel.game.legal_moves() if m.kind == "move"))
    before = cruel.game.move_count
    cruel._buttons["deal_cards"].click()       # Cruel's redeal has no stock to click on
    assert cruel.game.history[-1].kind.written == "redeal" and cruel.game.move_count == before + 1
