"""Questions of the Bristol notebook (``notebooks/source/games/bristol.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "bristol"


def longest_climb(g: Game) -> Any:
    best = 0
    for move in g.legal_moves():
        if move.target.startswith("foundation") and move.source.startswith("tableau"):
            after = g.copy()
            after.play(move)
            best = max(best, 1 + longest_climb(after))
    return best


@define("bristol.climb")
def _climb() -> PositionQuestion:
    position = new_game(GAME, deal=2)
    return PositionQuestion(
        position,
        Phrase(
            en="How many tableau cards can go home in a row?",
            fr="Combien de cartes du tableau peuvent monter d'affilée ?",
        ),
        longest_climb(position),
        explanation=Phrase(
            en="A♣, 2♦, 3♦, 4♦, then a Five (5♠ or 5♦); no Six is on top, so the climb stops at five cards.",
            fr=(
                "A♣, 2♦, 3♦, 4♦, puis un Cinq (5♠ ou 5♦) ; aucun Six n'est dégagé, la montée s'arrête à "
                "cinq cartes."
            ),
        ),
        hint=Phrase(
            en="Any suit will do: after each card, look for the next rank on top of any fan.",
            fr=(
                "N'importe quelle couleur convient : après chaque carte, cherchez le rang suivant au "
                "sommet d'un éventail."
            ),
        ),
        concept="foundation",
    )
