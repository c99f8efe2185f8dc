"""Questions of the Jumbo notebook (``notebooks/source/games/jumbo.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "jumbo"


@define("jumbo.redeal")
def _redeal() -> PositionQuestion:
    clicked = new_game(GAME, deal=1)
    while True:
        offered = [str(move) for move in clicked.legal_moves()]
        if "deal" in offered:
            clicked.play("deal")
        elif "redeal" in offered:
            clicked.play("redeal")
        else:
            break
    return PositionQuestion(
        clicked,
        Phrase(
            en="The stock is empty after one redeal: may the waste be turned over again?",
            fr="La pioche est vide après une redistribution : peut-on retourner encore la défausse ?",
        ),
        "redeal" in [str(move) for move in clicked.legal_moves()],
        explanation=Phrase(
            en=(
                "No: Jumbo allows one redeal, one fewer than Klondike, although its stock is more than "
                "twice as long. From now on only the waste's top card remains in reach."
            ),
            fr=(
                "Non : Jumbo permet une redistribution, une de moins que le Klondike, alors que sa pioche "
                "est plus de deux fois plus longue. Désormais, seule la carte du dessus de la défausse "
                "reste à portée."
            ),
        ),
        hint=Phrase(
            en="Count the redeals the rules give, and how many have been used.",
            fr="Comptez les redistributions que donnent les règles, et combien ont déjà servi.",
        ),
        concept="redeal",
    )
