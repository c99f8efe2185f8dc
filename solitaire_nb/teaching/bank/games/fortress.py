"""Questions of the Fortress notebook (``notebooks/source/games/fortress.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "fortress"


@define("fortress.lid")
def _lid() -> PositionQuestion:
    two = new_game(GAME, deal=2)
    losing = []
    for move in two.legal_moves():
        after = two.copy()
        after.play(move)
        if after.solve(max_seconds=None, max_nodes=20000).verdict.value == "unwinnable":
            losing.append(str(move))
    return PositionQuestion(
        two,
        Phrase(
            en="Which opening move makes deal 2 unwinnable?",
            fr="Quel premier coup rend la donne 2 impossible à gagner ?",
        ),
        losing[0],
        explanation=Phrase(
            en="t6-t9: K♣ onto Q♣ puts a lid on pile 9, exactly the trap of deal 1. Q♣ onto K♣ is harmless.",
            fr=(
                "t6-t9 : le R♣ sur la D♣ pose un couvercle sur la pile 9, exactement le piège de la donne "
                "1. La D♣ sur le R♣ est sans danger."
            ),
        ),
        hint=Phrase(
            en="Look for a King that could be put on top of another pile.",
            fr="Cherchez un Roi qui pourrait être posé sur une autre pile.",
        ),
        concept="build_up_or_down",
    )
