"""Questions of the Westhaven notebook (``notebooks/source/games/westhaven.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "westhaven"


@define("westhaven.lift")
def _lift() -> PositionQuestion:
    two_gaps = new_game(GAME, deal=7)
    for move in [
        "t4-t5",
        "t4-f4",
        "t9-f4",
        "t4-f2",
        "t5-f2",
        "t5-t9",
        "t10-t2",
        "t10-t5",
        "t10-f2",
        "t9-t2x2",
    ]:
        two_gaps.play(move)
    pile_two = two_gaps.pile("tableau2").cards
    return PositionQuestion(
        two_gaps,
        Phrase(
            en="Which cards of pile 2 can be picked up?", fr="Quelles cartes de la pile 2 peut-on prendre ?"
        ),
        [
            pile_two[-count].code
            for count in range(1, len(pile_two) + 1)
            if two_gaps.targets("tableau2", count)
        ],
        explanation=Phrase(
            en=(
                "3♦ alone (the top card) and 6♠, which carries the whole face-up part with it. 5♥ and 4♠ "
                "sit in the middle: the rule never lets you grip them."
            ),
            fr=(
                "Le 3♦ seul (la carte du dessus) et le 6♠, qui emporte toute la partie visible avec lui. "
                "Le 5♥ et le 4♠ sont au milieu : la règle ne permet jamais de les saisir."
            ),
        ),
        hint=Phrase(
            en="There are exactly two ways to take cards from a pile in this game.",
            fr="Il y a exactement deux façons de prendre des cartes dans une pile à ce jeu.",
        ),
        concept="top_or_face_up_part",
    )
