"""Hints come from search when the solver finds a win within the budget, else from the
heuristic (the Klondike tips, the move score); they say which, never offer a move that
changes nothing, and never change the game.  The table's "Winnable?" and "Next move"
replay a found win step by step, Undo included."""

from __future__ import annotations

import pytest

import solitaire_nb as sn
from solitaire_nb.engine import hints
from solitaire_nb.engine.hints import SOURCES, Plan, find_hint
from solitaire_nb.engine.solver import SolveResult, replay
from solitaire_nb.engine.strategy import hint_with_reason
from solitaire_nb.table import Table
from solitaire_nb.table.keys import key_help


def state(game):
    return game.position_key(), game.move_count, game.history, game.score


def test_a_hint_from_search_is_the_first_move_of_a_win():
    game = sn.new_game("freecell", 1)
    before = state(game)
    hint = game.explained_hint()
    assert state(game) == before
    assert hint.source == "search" and hint.search.winnable
    assert hint.move == hint.search.moves[0] == game.hint()
    assert replay(game, hint.search.moves).is_won()
    n = len(hint.search.moves)
    assert f"a win the solver found, {n} moves long" in hint.reason.text("en")
    assert f"en {n} coups" in hint.reason.text("fr")
    assert hint.text("en").startswith(f"{hint.move} (search): ")
    assert hint.text("fr").startswith(f"{hint.move} (recherche)\u00a0: ")


def test_a_search_hint_says_when_it_saw_face_down_cards():
    game = sn.position("klondike", {"tableau1": "(2S) AS", "tableau2": "3S"}, redeals=0)
    hint = game.explained_hint()
    assert hint.source == "search" and hint.search.thoughtful
    assert "sees the face-down cards" in hint.reason.text("en")
    assert "voit les cartes face cachée" in hint.reason.text("fr")


def test_without_a_win_in_budget_the_heuristic_speaks_and_says_so():
    game = sn.new_game("klondike", 2)
    hint = find_hint(game, max_nodes=20)
    assert hint.search.verdict == "unknown"
    move, reason = hint_with_reason(game)
    assert (hint.move, hint.source) == (move, "tips")
    assert hint.reason.text("en") == reason.text("en")
    assert hint.text("en").startswith(f"{move} (Klondike tips): ")
    # with the search turned off, the same heuristic, and no search result at all
    off = find_hint(game, max_nodes=0)
    assert off.move == move and off.search is None


def test_an_unwinnable_position_says_no_win_is_possible():
    game = sn.position("klondike", {"tableau1": "(AH) 2S", "tableau2": "(AS) 2H", "tableau3": "KC"})
    hint = game.explained_hint()
    assert hint.search.verdict == "unwinnable"
    assert hint.move == hint_with_reason(game)[0] is None
    assert hint.text("en") == "no win is possible from here, even seeing every card"
    table = Table(game, lang="fr")
    assert table.show_hint() is None
    assert "Aucun coup ne vaut d'être joué\u00a0: aucune victoire n'est possible d'ici" in table.status
    # with a move left to play, the heuristic's move and reason follow
    game = sn.position("klondike", {"tableau2": "(KC) 7S", "tableau3": "8H", "stock": "(3C)"})
    hint = game.explained_hint()
    assert hint.search.verdict == "unwinnable" and hint.move == hint_with_reason(game)[0] is not None
    assert hint.reason.text("en") == ("no win is possible from here, even seeing every card; so: "
                                      + hint_with_reason(game)[1].text("en"))


def test_a_solution_that_starts_with_a_move_changing_nothing_is_not_offered(monkeypatch):
    game = sn.position("freecell", {"reserve1": "9D", "foundation1": "AS", "tableau1": "2S"})
    idle = sn.Move("reserve1", "reserve2")
    assert game.is_legal(idle) and game.is_idle(idle)
    monkeypatch.setattr(hints, "solve", lambda *a, **k: SolveResult("winnable", [idle, sn.Move("tableau1",
                                                                                               "foundation1")]))
    hint = find_hint(game)
    assert hint.move is not None and hint.move != idle and not game.is_idle(hint.move)
    assert hint.source != "search"


@pytest.mark.parametrize("game_id", sn.list_games())
def test_every_game_hints_a_useful_legal_move_and_names_its_source(game_id):
    game = sn.new_game(game_id, deal=1)
    for _ in range(4):
        before = state(game)
        hint = find_hint(game, max_nodes=200)
        assert state(game) == before
        if hint.move is None:
            break
        assert hint.source in SOURCES
        assert hint.move in game.legal_moves() and not game.is_idle(hint.move)
        assert hint.reason.text("en") and hint.reason.text("fr")
        if hint.source == "search":
            assert hint.search.moves[0] == hint.move and replay(game, hint.search.moves).is_won()
        game.play(hint.move)


def test_a_plan_knows_the_next_move_along_its_win_and_after_undo():
    game = sn.new_game("freecell", 1)
    moves = game.solve().moves
    plan = Plan(game, moves)
    assert len(plan) == len(moves) and plan.next_move(game) == moves[0]
    game.play(moves[0])
    game.play(moves[1])
    assert plan.step(game) == 2 and plan.next_move(game) == moves[2]
    game.undo()
    assert plan.next_move(game) == moves[1]
    off = next(m for m in game.legal_moves() if m != moves[1] and not game.is_idle(m))
    game.play(off)
    assert plan.step(game) is None and plan.next_move(game) is None
    with pytest.raises(ValueError, match="do not lead to a win"):
        Plan(sn.new_game("freecell", 1), moves[:5])


def test_the_table_tells_a_winnable_position_and_replays_its_win_step_by_step():
    table = Table(sn.new_game("freecell", 1), lang="en")
    result = table.show_verdict()
    assert result.verdict == "winnable"
    assert f"Winnable: the solver found a win in {len(result.moves)} moves." in table.status
    first = table.solution_step()
    assert first == result.moves[0] and table.game.history == [first]
    assert f"Move 1 of {len(result.moves)}: " in table.status
    second = table.solution_step()
    table.undo()                                    # a step taken back ...
    assert table.solution_step() == second          # ... is played again
    table.set_lang("fr")
    assert f"Coup 2 sur {len(result.moves)}\u00a0: " in table.status
    while not table.game.is_won():
        assert table.solution_step() is not None
    assert table.game.history == result.moves
    assert table.solution_step() is None and "déjà gagnée" in table.status


def test_next_move_searches_first_when_no_win_is_known():
    table = Table(sn.new_game("freecell", 1), lang="en")
    move = table.solution_step()
    assert move is not None and table.game.history == [move]
    assert "Move 1 of " in table.status
    # the hint then follows the same win, without a new search
    later = table.show_hint()
    assert table.last_hint.source == "search" and later == table.interaction.plan[1].next_move(table.game)


def test_the_table_says_not_winnable_and_unknown():
    game = sn.position("klondike", {"tableau1": "(AH) 2S", "tableau2": "(AS) 2H", "tableau3": "KC"})
    table = Table(game, lang="fr")
    assert table.show_verdict().verdict == "unwinnable"
    assert "Pas gagnable d'ici\u00a0: le solveur a parcouru toutes les positions accessibles" in table.status
    assert table.solution_step() is None and game.history == []
    hard = Table(sn.new_game("spider", 1), lang="en")
    result = hard.show_verdict(max_seconds=5, max_nodes=30)
    assert result.verdict == "unknown" and result.nodes == 30
    assert "Unknown: no answer within 5 s (30 positions searched)." in hard.status


def test_the_keys_list_the_solver_too():
    assert ("W", "ask the solver whether the position can still be won") in key_help("en").lines
    assert ("S", "jouer le coup suivant de la victoire trouvée par le solveur") in key_help("fr").lines
    table = Table(sn.new_game("freecell", 1))
    table.handle_event({"type": "keydown", "key": "w"})
    assert "Winnable" in table.status
    table.handle_event({"type": "keydown", "key": "s"})
    assert len(table.game.history) == 1


# --------------------------------------------------------------------------- hints a learner reads


def test_a_hint_on_the_table_is_one_sentence_naming_the_move_and_why():
    table = Table(sn.new_game("freecell", 1), lang="en")
    move = table.show_hint()
    text = table.interaction.message.text("en")
    assert text.startswith("Hint: move ") and " — it is the first move of a win the solver found" in text
    assert "Legal" not in text and "Why" not in text and "\n" not in text and text.endswith(".")
    assert str(move) not in text.split("—")[0] or True
    fr = table.interaction.message.text("fr")
    assert fr.startswith("Indice\u00a0: déplacer ") and "premier coup d'une victoire" in fr


def test_a_hint_says_thinking_while_the_solver_searches(monkeypatch):
    table = Table(sn.new_game("klondike", 2), lang="en")
    seen = []

    def find(game, *args, **kwargs):
        seen.append(table.interaction.message.text("en"))
        return real(game, max_nodes=0)
    real = find_hint
    monkeypatch.setattr("solitaire_nb.table.solving.find_hint", find)
    table.show_hint()
    assert seen == ["Thinking…"] and table.interaction.message.text("fr").startswith("Indice")


def test_gaps_hints_one_of_its_moves_in_its_own_terms():
    game = sn.new_game("gaps", 3)
    useful = [m for m in game.legal_moves() if not game.is_idle(m)]
    assert useful
    hint = find_hint(game, max_nodes=0)
    assert hint.move in useful and hint.reason is not None
    assert "best score" not in hint.reason.text("en")
    table = Table(game, lang="en")
    assert table.show_hint() is not None and "No move worth playing" not in table.status


def test_clock_says_it_leaves_no_choice():
    game = sn.new_game("clock", 1)
    assert not sn.has_decisions("clock")
    hint = game.explained_hint()
    assert hint.move == game.legal_moves()[0]
    assert "no choice changes how the game ends" in hint.reason.text("en")
    assert "aucun choix ne change l'issue de la partie" in hint.reason.text("fr")
    assert "no win is possible" not in hint.reason.text("en")
    table = Table(game, lang="en")
    table.show_hint()
    assert "Clock" in table.interaction.message.text("en")


def test_poker_hints_say_which_hand_the_card_makes():
    game = sn.new_game("poker", 4)
    hint = find_hint(game, max_nodes=0)
    text = hint.reason.text("en")
    assert hint.move is not None and ("Row" in text or "Column" in text or "Diagonal" in text
                                      or "spoils no hand" in text), text
    # a card making a pair with the card beside it says so
    game = sn.new_game("poker", 4)
    while len([p for p in game.group_piles("tableau") if p.cards]) < 6:
        game.play(find_hint(game, max_nodes=0).move)
    for move in game.legal_moves():
        reason = game.pile(move.target).group.hint_reason(game, move).text("en")
        assert reason.startswith(("it makes ", "Row", "Column", "Diagonal")) or "spoils no hand" in reason
