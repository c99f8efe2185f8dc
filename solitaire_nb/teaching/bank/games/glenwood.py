"""Questions of the Glenwood notebook (``notebooks/source/games/glenwood.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "glenwood"


def homeward(position: Game, reserve: Any) -> Any:
    """How many different cards could go to a foundation right after choosing this reserve's card."""
    trial = position.copy()
    trial.play(f"r{reserve}-f1")
    return len({move.source for move in trial.legal_moves() if move.target.startswith("foundation")})


@define("glenwood.base")
def _base() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    best = max(range(1, 5), key=lambda reserve: homeward(game, reserve))
    return PositionQuestion(
        game,
        Phrase(
            en="Which reserve card, as the base, lets the most cards go home at once?",
            fr="Quelle carte des réserves, prise pour base, permet au plus de cartes de monter aussitôt ?",
        ),
        game.pile(f"reserve{best}").top,
        explanation=Phrase(
            en="With J♥ as base, Q♥ follows it at once and J♣ opens a second foundation.",
            fr="Avec le V♥ pour base, la D♥ le suit aussitôt et le V♣ ouvre une deuxième fondation.",
        ),
        hint=Phrase(
            en="For each candidate, look for the same rank, and the next card of its suit, in the tableau.",
            fr="Pour chaque candidate, cherchez au tableau le même rang, et la carte suivante de sa couleur.",
        ),
        concept="chosen_base_card",
    )
