"""The table asks the solver: Hint, "Winnable?" and a found win replayed step by step.

* **Hint** (:meth:`Solving.show_hint`) marks the move of :func:`~solitaire_nb.engine.hints.find_hint`
  — the first move of a win the solver finds within about a second, else the
  Klondike tips or the move score — and the status line says which source spoke.
* **Winnable?** (:meth:`Solving.show_verdict`) searches longer (:data:`SOLVE_SECONDS`)
  and says "winnable", "not winnable" or "unknown" for the current position.
* **Next move** (:meth:`Solving.solution_step`) plays the next move of the win found
  (searching first if none is known for this position).  Undo takes steps back as
  usual; the win found stays known for every position along it, so stepping
  again goes on from there.
"""

from __future__ import annotations

from typing import Any

from ..engine.hints import Hint, Plan, find_hint
from ..engine.solver import SolveResult, has_face_down
from ..text.phrases import Said, number_text
from .words import InEachLanguage

#: How long "Winnable?" may search (seconds), and how many positions at most.
SOLVE_SECONDS = 5.0
SOLVE_NODES = 200_000


def seconds_text(seconds: float) -> InEachLanguage:
    """A number of seconds as each language writes it (``2.5`` / ``2,5``)."""
    return InEachLanguage(lambda lang: number_text(seconds, lang, trim=True))


class Solving:
    """Hint, verdict and step-by-step replay for the table (mixed into :class:`Table`)."""

    # provided by the table
    game: Any
    hint_move: Any
    selection: Any
    _message: Said | None
    _plan: tuple[Any, Plan] | None
    last_hint: Hint | None

    def _known_plan(self) -> Plan | None:
        """The win found earlier, if the current position lies on it."""
        if self._plan is None:
            return None
        game, plan = self._plan
        return plan if game is self.game and plan.step(self.game) is not None else None

    def _remember(self, result: SolveResult | None) -> None:
        if result is not None and result.winnable and result.moves:
            self._plan = (self.game, Plan(self.game, result.moves))

    def show_hint(self) -> Any:
        """Mark the hint's cards and target and say where the hint comes from (search,
        Klondike tips or move score) and why; returns the move (None: no useful move),
        and keeps the whole :class:`Hint` in ``last_hint``.  A move that changes nothing
        for the player is never offered."""
        game = self.game
        plan = self._known_plan()
        if plan is not None and not game.is_won():
            step = plan.step(game)
            hint = Hint.from_search(plan.moves[step], len(plan) - step, has_face_down(game))
        else:
            hint = find_hint(game)
            self._remember(hint.search)
        move = hint.move
        self.selection = None
        self.hint_move = move
        if move is None:
            self._message = Said("table.hint_none") if hint.reason is None else \
                Said("table.hint_none_why", why=hint.reason)
        else:
            self._message = Said("table.hint_move", source=hint.source_said(),
                                 text=InEachLanguage(lambda lang: game.explain(move, lang)),
                                 why=hint.reason)
        self.last_hint = hint
        self.redraw()
        return move

    def show_verdict(self, max_seconds: float = SOLVE_SECONDS, max_nodes: int = SOLVE_NODES) -> SolveResult:
        """Can the current position still be won?  Searches (at most ``max_seconds``) and
        says "winnable", "not winnable" or "unknown" in the status line; returns the
        solver's :class:`~solitaire_nb.engine.solver.SolveResult`."""
        for name, value in (("max_seconds", max_seconds), ("max_nodes", max_nodes)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
                raise ValueError(f"{name} must be a number > 0, not {value!r}")
        game = self.game
        self.selection = None
        self.hint_move = None
        self._message = Said("table.solving", seconds=seconds_text(max_seconds))
        self._update_status()   # shown while the kernel searches
        result = game.solve(max_seconds=max_seconds, max_nodes=max_nodes)
        self._remember(result)
        self._message = self._verdict_message(result, max_seconds)
        self.redraw()
        return result

    @staticmethod
    def _verdict_message(result: SolveResult, max_seconds: float) -> Said:
        if result.winnable:
            key = "table.verdict_winnable_seeing" if result.thoughtful else "table.verdict_winnable"
            return Said(key, n=len(result.moves))
        if result.verdict == "unwinnable":
            return Said("table.verdict_unwinnable", n=result.nodes)
        return Said("table.verdict_unknown", n=result.nodes, seconds=seconds_text(max_seconds))

    def solution_step(self) -> Any:
        """Play the next move of the win found for this position (searching first, as
        "Winnable?" does, when none is known); returns the move played, or None."""
        game = self.game
        if game.is_won():
            self._message = Said("table.step_won")
            self.redraw()
            return None
        plan = self._known_plan()
        if plan is None:
            result = self.show_verdict()
            plan = self._known_plan()
            if plan is None or not result.winnable:
                return None
        step = plan.step(game)
        move = plan.moves[step]
        text = InEachLanguage(lambda lang: game.explain(move, lang))   # before the move changes the cards
        if not self.play(move):
            return None
        self._message = Said("table.step_played", i=step + 1, n=len(plan), text=text)
        self._update_status()
        return move

    # provided by the table
    def play(self, move: Any) -> bool:
        raise NotImplementedError

    def redraw(self) -> None:
        raise NotImplementedError

    def _update_status(self) -> None:
        raise NotImplementedError
