"""Questions of the Fourteen notebook (``notebooks/source/games/fourteen.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "fourteen"


@define("fourteen.five")
def _five() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    return PositionQuestion(
        position,
        Phrase(
            en="Which top cards make fourteen with 5♠?",
            fr="Quelles cartes du dessus font quatorze avec le 5♠ ?",
        ),
        sorted(str(position.pile(pile).cards[-1]) for pile in position.targets("tableau1")),
        explanation=Phrase(
            en="The two Nines showing, 9♠ and 9♦; 5♣ would only make ten.",
            fr="Les deux 9 visibles, 9♠ et 9♦ ; le 5♣ ne ferait que dix.",
        ),
        hint=Phrase(en="Fourteen minus five.", fr="Quatorze moins cinq."),
        concept="pair_sum",
    )


@define("fourteen.look_down")
def _look_down() -> PositionQuestion:
    position = new_game(GAME, deal=2)

    def pairs_after(move: Any) -> Any:
        after = position.copy()
        after.play(move)
        return len(after.legal_moves())

    tens = {"t3-t5": "tableau5", "t3-t7": "tableau7"}
    best = max(tens, key=pairs_after)
    return PositionQuestion(
        position,
        Phrase(en="Which Ten should go with 4♥?", fr="Quel 10 doit partir avec le 4♥ ?"),
        str(position.pile(tens[best]).cards[-1]),
        explanation=Phrase(
            en="10♦: under it, K♠ pairs at once with A♦ or A♠. Under 10♥, 2♣ would find only Q♦.",
            fr=(
                "Le 10♦ : dessous, le R♠ forme aussitôt une paire avec l'A♦ ou l'A♠. Sous le 10♥, le 2♣ "
                "ne trouverait que la D♦."
            ),
        ),
        hint=Phrase(
            en="Count the partners of K♠ and of 2♣ among the other top cards.",
            fr="Comptez les partenaires du R♠ et du 2♣ parmi les autres cartes du dessus.",
        ),
        concept="pair_sum",
    )
