"""Questions of the Signora notebook (``notebooks/source/games/signora.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "signora"


@define("signora.lands")
def _lands() -> PositionQuestion:
    sevens = new_game(GAME, deal=2)
    landed = sevens.copy()
    landed.play("t7-f1")
    return PositionQuestion(
        sevens,
        Phrase(
            en="Which card is in column 7 after t7-f1?", fr="Quelle carte est dans la colonne 7 après t7-f1 ?"
        ),
        landed.pile("tableau7").top,
        explanation=Phrase(
            en="The waste card, 4♦, fills the gap; then the emptied waste takes the next stock card.",
            fr=(
                "La carte de la défausse, le 4♦, comble le vide ; puis la défausse vidée reçoit la carte "
                "suivante de la pioche."
            ),
        ),
        hint=Phrase(
            en="Look at the waste before you look at the reserve.",
            fr="Regardez la défausse avant la réserve.",
        ),
        concept="empty_auto_fill",
    )
