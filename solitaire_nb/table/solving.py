"""The table asks the solver: Hint, "Winnable?" and a found win replayed step by step.

* **Hint** (:meth:`Solving.show_hint`) marks the move of :func:`~solitaire_nb.engine.hints.find_hint`
  — the first move of a win the solver finds within about a second, else the
  Klondike tips or what the move does in the game's terms — and says it in one sentence:
  the move, then why ("Hint: move 7♥ from Tableau 3 to Tableau 5 — it turns up the
  face-down card under 7♥.").  "Thinking…" shows while the solver searches.
* **Winnable?** (:meth:`Solving.show_verdict`) searches longer (:data:`SOLVE_SECONDS`)
  and says "winnable", "not winnable" or "unknown" for the current position.
* **Next move** (:meth:`Solving.solution_step`) plays the next move of the win found
  (searching first if none is known for this position).  Undo takes steps back as
  usual; the win found stays known for every position along it, so stepping
  again goes on from there.

The table holds one :class:`Solving` (``table.solving``), which shares the table's
:class:`~solitaire_nb.table.interaction.Interaction` (the hint shown, the win found).
"""

from __future__ import annotations

from typing import Any

from ..engine.describe import move_clause
from ..engine.hints import Hint, Plan, find_hint
from ..engine.solver import SolveResult, has_face_down
from ..text.phrases import Phrase, Said, define, number_text
from .interaction import Interaction
from .words import InEachLanguage

define("hinting", {
    "thinking": Phrase(en="Thinking…", fr="Réflexion…"),
    "move": Phrase(en="Hint: move {clause} — {why}.", fr="Indice : déplacer {clause} — {why}."),
    "play": Phrase(en="Hint: {what} — {why}.", fr="Indice : {what} — {why}."),
    "none": Phrase(en="No move worth playing: {why}.", fr="Aucun coup ne vaut d'être joué : {why}."),
    "nothing": Phrase(en="No move worth playing now.", fr="Aucun coup ne vaut d'être joué pour l'instant."),
})

#: How long "Winnable?" may search (seconds), and how many positions at most.
SOLVE_SECONDS = 5.0
SOLVE_NODES = 200_000


def seconds_text(seconds: float) -> InEachLanguage:
    """A number of seconds as each language writes it (``2.5`` / ``2,5``)."""
    return InEachLanguage(lambda lang: number_text(seconds, lang, trim=True))


class Solving:
    """Hint, verdict and step-by-step replay for the table (``table.solving``)."""

    def __init__(self, table: Any, state: Interaction) -> None:
        self.table = table  # the table whose game, geometry and drawing this serves
        self.state = state

    def _known_plan(self) -> Plan | None:
        """The win found earlier, if the current position lies on it."""
        if self.state.plan is None:
            return None
        game, plan = self.state.plan
        return plan if game is self.table.game and plan.step(self.table.game) is not None else None

    def _remember(self, result: SolveResult | None) -> None:
        if result is not None and result.winnable and result.moves:
            self.state.plan = (self.table.game, Plan(self.table.game, result.moves))

    def show_hint(self) -> Any:
        """Mark the hint's cards and target and say where the hint comes from (search,
        Klondike tips or move score) and why; returns the move (None: no useful move),
        and keeps the whole :class:`Hint` in ``last_hint``.  A move that changes nothing
        for the player is never offered."""
        game = self.table.game
        plan = self._known_plan()
        if plan is not None and not game.is_won():
            step = plan.step(game)
            hint = Hint.from_search(plan.moves[step], len(plan) - step, has_face_down(game))
        else:
            self.state.selection = None
            self.state.message = Said("hinting.thinking")
            self.table.update_status()   # shown while the kernel searches
            hint = find_hint(game)
            self._remember(hint.search)
        move = hint.move
        self.state.selection = None
        self.state.hint_move = move
        self.state.message = hint_said(game, hint)
        self.state.last_hint = hint
        self.table.redraw()
        return move

    def show_verdict(self, max_seconds: float = SOLVE_SECONDS, max_nodes: int = SOLVE_NODES) -> SolveResult:
        """Can the current position still be won?  Searches (at most ``max_seconds``) and
        says "winnable", "not winnable" or "unknown" in the status line; returns the
        solver's :class:`~solitaire_nb.engine.solver.SolveResult`."""
        for name, value in (("max_seconds", max_seconds), ("max_nodes", max_nodes)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
                raise ValueError(f"{name} must be a number > 0, not {value!r}")
        game = self.table.game
        self.state.selection = None
        self.state.hint_move = None
        self.state.message = Said("table.solving", seconds=seconds_text(max_seconds))
        self.table.update_status()   # shown while the kernel searches
        result = game.solve(max_seconds=max_seconds, max_nodes=max_nodes)
        self._remember(result)
        self.state.message = self._verdict_message(result, max_seconds)
        self.table.redraw()
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
        game = self.table.game
        if game.is_won():
            self.state.message = Said("table.step_won")
            self.table.redraw()
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
        self.table.assisted = True       # the solver plays: the game is saved as assisted
        if not self.table.play(move):
            return None
        self.state.message = Said("table.step_played", i=step + 1, n=len(plan), text=text)
        self.table.update_status()
        return move


def hint_said(game: Any, hint: Hint) -> Said:
    """A hint in one sentence: the move in words, then why (``hint.reason``)."""
    move = hint.move
    if move is None:
        return Said("hinting.nothing") if hint.reason is None else Said("hinting.none", why=hint.reason)
    moved = move_clause(game, move, "en")[0]
    clause = InEachLanguage(lambda lang: move_clause(game, move, lang)[1])
    why = hint.reason if hint.reason is not None else Said("hint.none")
    if moved:
        return Said("hinting.move", clause=clause, why=why)
    return Said("hinting.play", what=clause, why=why)
