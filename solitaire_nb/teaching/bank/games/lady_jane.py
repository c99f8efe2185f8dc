"""Questions of the Lady Jane notebook (``notebooks/source/games/lady_jane.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "lady_jane"


@define("lady_jane.clicks")
def _clicks() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("t1-f1")
    game.play("t3-f2")
    position = game.copy()
    trial = position.copy()
    clicks = 0
    while trial.check("deal") is None:
        trial.play("deal")
        clicks += 1
    return PositionQuestion(
        position,
        Phrase(en="How many clicks does the stock give?", fr="Combien de clics la pioche accorde-t-elle ?"),
        clicks,
        explanation=Phrase(
            en=(
                "Seven cards to the reserves, seven more, then a last click for the two left: one to the "
                "waste, one face up on the stock."
            ),
            fr=(
                "Sept cartes sur les réserves, sept de plus, puis un dernier clic pour les deux restantes "
                ": l'une sur la défausse, l'autre face visible sur la pioche."
            ),
        ),
        hint=Phrase(
            en="Each full click uses seven cards, one per reserve; the remainder takes one click more.",
            fr="Chaque clic complet utilise sept cartes, une par réserve ; le reste demande un clic de plus.",
        ),
        concept="deal_to_each_pile",
    )
