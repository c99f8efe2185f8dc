"""Questions of the Bear River notebook (``notebooks/source/games/bear_river.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "bear_river"


@define("bear_river.left")
def _left() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    after = game.copy()
    after.play("t17-f2")
    after.play("t15-t12")
    return PositionQuestion(
        after,
        Phrase(
            en="How many legal moves are left after t17-f2 and t15-t12?",
            fr="Combien de coups permis reste-t-il après t17-f2 et t15-t12 ?",
        ),
        len(after.legal_moves()),
        explanation=Phrase(
            en=(
                "None: every card that could build on another finds that pile full, and no card can go "
                "home. Deal 1 is lost after two moves."
            ),
            fr=(
                "Aucun : chaque carte qui pourrait se construire sur une autre trouve cette pile pleine, "
                "et aucune ne peut monter. La donne 1 est perdue en deux coups."
            ),
        ),
        hint=Phrase(
            en="Check the new top cards, 8♥ and 6♠, and count the cards of each pile they could go on.",
            fr=(
                "Vérifiez les nouvelles cartes du dessus, 8♥ et 6♠, et comptez les cartes des piles où "
                "elles pourraient aller."
            ),
        ),
        concept="pile_limit",
    )
