"""The hint follows the Klondike tips in their order of importance, says which one, and
never offers a move that changes nothing; elsewhere it keeps the greedy player's score."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.engine.hints import find_hint
from solitaire_nb.engine.strategy import (
    built_like_klondike,
    hides_cards,
    hint_with_reason,
    move_value,
    tips_apply,
)
from solitaire_nb.table import Table


def turns_up(game, move):
    below = game.pile(move.source).cards[:-move.count]
    return game.pile(move.source).role == "tableau" and bool(below) and not below[-1].face_up


def reason_says(reason, en, fr):
    return en in reason.text("en") and fr in reason.text("fr")


def test_tip1_the_leftmost_column_with_hidden_cards_first():
    game = sn.position("klondike", {"tableau2": "(KC) 7S", "tableau3": "8H", "tableau4": "8D",
                                    "tableau6": "(QD) (JD) (3H) (4S) (5S) 7C", "waste": "AH",
                                    "stock": "(3C)"})
    uncovering = [m for m in game.legal_moves() if turns_up(game, m)]
    leftmost = min(int(m.source[len("tableau"):]) for m in uncovering)
    move, reason = hint_with_reason(game)
    assert move.source == f"tableau{leftmost}" == "tableau2" and turns_up(game, move)
    assert find_hint(game, max_nodes=0).move == move    # the table's hint, when search is off
    assert reason_says(reason, "tip 1", "conseil 1") and "column 2" in reason.text("en")
    # the greedy player's score alone would dig where more cards are hidden (and take the Ace first)
    assert max(uncovering, key=lambda m: move_value(game, m)).source == "tableau6"


def test_tip1_also_empties_a_column_and_prefers_the_foundation():
    game = sn.position("klondike", {"tableau1": "AS", "tableau3": "(5H) 9D", "tableau4": "TS",
                                    "stock": "(3C)"})
    move, reason = hint_with_reason(game)
    assert (move.source, move.target) == ("tableau1", "foundation1")
    assert reason_says(reason, "tip 1", "conseil 1")


def test_tip2_the_rightmost_column_into_the_empty_column():
    game = sn.position("klondike", {"tableau2": "(3C) KH", "tableau5": "(4D) (5D) KS", "waste": "AC",
                                    "stock": "(3H)"})
    kings = [m for m in game.legal_moves() if m.target == "tableau1" and turns_up(game, m)]
    assert {m.source for m in kings} == {"tableau2", "tableau5"}
    move, reason = hint_with_reason(game)
    assert move.source == max((m.source for m in kings), key=lambda s: int(s[len("tableau"):]))
    assert not game.pile(move.target).cards and reason_says(reason, "tip 2", "conseil 2")
    assert "column 5" in reason.text("en") and "colonne 5" in reason.text("fr")


@pytest.mark.parametrize("queen, follows", [("QS", True), ("QD", False)])
def test_tip3_a_king_for_the_queen(queen, follows):
    game = sn.position("klondike", {"tableau1": f"(3C) {queen}", "waste": "KH", "stock": "(4H)"})
    move, reason = hint_with_reason(game)
    assert move is not None and not game.is_idle(move)
    if follows:
        assert (move.source, game.pile(move.target).cards) == ("waste", [])
        assert reason_says(reason, "tip 3", "conseil 3") and "K♥" in reason.text("en")
    else:
        assert "tip 3" not in reason.text("en")


def test_tip4_the_foundations_as_early_as_possible():
    game = sn.position("klondike", {"tableau1": "(3C) 9S", "tableau2": "4D", "waste": "AH",
                                    "stock": "(4H)"})
    move, reason = hint_with_reason(game)
    assert (move.source, game.pile(move.target).role) == ("waste", "foundation")
    assert reason_says(reason, "tip 4", "conseil 4")


def test_no_hidden_card_keeps_the_best_score():
    game = sn.new_game("freecell", deal=3)
    assert not hides_cards(game)
    useful = [m for m in game.legal_moves() if not game.is_idle(m)]
    move, reason = hint_with_reason(game)
    assert move_value(game, move) == max(move_value(game, m) for m in useful)
    assert reason_says(reason, "best score", "meilleure note")


def test_never_an_idle_move_and_none_when_nothing_is_worth_it():
    game = sn.position("klondike", {"foundation1": "AS", "tableau1": "KS", "tableau2": "(4C) 9D"})
    assert all(game.is_idle(m) for m in game.legal_moves() if m.kind == "move")
    assert hint_with_reason(game) == (None, None) and game.hint() is None


@pytest.mark.parametrize("game_id", sn.list_games())
def test_every_game_gets_a_hint_or_none(game_id):
    for deal in (1, 2):
        game = sn.new_game(game_id, deal=deal)
        for _ in range(12):
            move, reason = hint_with_reason(game)
            if move is None:
                assert reason is None
                break
            assert move in game.legal_moves() and not game.is_idle(move)
            assert reason.text("en") and reason.text("fr")
            game.play(move)


def test_the_table_says_which_tip_the_hint_follows():
    game = sn.position("klondike", {"tableau2": "(KC) 7S", "tableau3": "8H", "stock": "(3C)"})
    table = Table(game, lang="fr")
    move = table.show_hint()
    assert move is not None and table.last_hint.move == move and table.last_hint.source == "tips"
    # these few cards cannot all go home: the search says so, then the tip speaks
    assert "Indice\u00a0: déplacer 7♠ " in table.status and "(conseil 1)." in table.status
    assert "aucune victoire n'est possible d'ici" in table.status
    assert ("alors\u00a0: libérer la colonne la plus à gauche possible, la colonne 2 (conseil 1)"
            in table.status)


def test_the_tips_guide_the_hint_only_in_games_built_like_klondike():
    guided = [name for name in sn.list_games() if tips_apply(sn.new_game(name, deal=1))]
    assert {"klondike", "yukon"} <= set(guided)
    for name in guided:
        assert built_like_klondike(sn.new_game(name, deal=1))
    # Spider hides cards too, but builds regardless of colour and takes any card in an empty
    # column: the tips are not about it, and its hint goes by the move score
    spider = sn.new_game("spider", deal=1)
    assert hides_cards(spider) and not built_like_klondike(spider)
    move, reason = hint_with_reason(spider)
    assert reason_says(reason, "best score", "meilleure note")
    assert move_value(spider, move) == max(move_value(spider, m) for m in spider.legal_moves()
                                           if not spider.is_idle(m))
