"""Questions of the Blondes and Brunettes notebook (``notebooks/source/games/blondes_and_brunettes.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "blondes_and_brunettes"


@define("blondes_and_brunettes.count")
def _count() -> PositionQuestion:
    fours = new_game(GAME, deal=3)
    top = fours.pile("reserve1").top
    return PositionQuestion(
        fours,
        Phrase(
            en="Counting the base card as 1, what is the place of the reserve's 7♣ in its foundation?",
            fr=(
                "En comptant la carte de base pour 1, quelle est la place du 7♣ de la réserve dans sa "
                "fondation ?"
            ),
        ),
        (top.rank - fours.state["base_rank"]) % 13 + 1,
        explanation=Phrase(
            en="4, 5, 6, 7: the Seven is the fourth card, and it needs a red Six under it.",
            fr="4, 5, 6, 7 : le Sept est la quatrième carte, et il lui faut un Six rouge dessous.",
        ),
        hint=Phrase(
            en="Count up from the Four: the Four itself is the first card.",
            fr="Comptez en montant à partir du Quatre : le Quatre lui-même est la première carte.",
        ),
        concept="base_card",
    )
