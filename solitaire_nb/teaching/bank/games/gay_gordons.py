"""Questions of the Gay Gordons notebook (``notebooks/source/games/gay_gordons.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "gay_gordons"


@define("gay_gordons.queen")
def _queen() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    return PositionQuestion(
        position,
        Phrase(
            en="Which top cards pair with Q♥?", fr="Quelles cartes du dessus forment une paire avec la D♥ ?"
        ),
        sorted(str(position.pile(pile).cards[-1]) for pile in position.targets("tableau3")),
        explanation=Phrase(
            en="Both Kings showing, K♥ and K♠: a Queen pairs with any King.",
            fr="Les deux Rois visibles, R♥ et R♠ : une Dame va avec n'importe quel Roi.",
        ),
        hint=Phrase(
            en="A Queen has no number to add up; it needs its own kind of partner.",
            fr="Une Dame n'a pas de valeur à additionner ; il lui faut un partenaire d'un genre précis.",
        ),
        concept="pair_sum",
    )


@define("gay_gordons.jack")
def _jack() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    position.play("t5-t3")
    position.play("t9-r1")
    return PositionQuestion(
        position,
        Phrase(
            en="How many top cards pair with the reserve's J♦?",
            fr="Combien de cartes du dessus forment une paire avec le V♦ de la réserve ?",
        ),
        len(position.targets("reserve1")),
        explanation=Phrase(
            en=(
                "None: a Jack pairs only with a Jack, and the other three are buried: J♣ second from the "
                "bottom of the first pile, J♠ in the middle of the eighth, J♥ at the bottom of the ninth."
            ),
            fr=(
                "Aucune : un Valet ne va qu'avec un Valet, et les trois autres sont enterrés : le V♣ en "
                "avant-dernière place de la première pile, le V♠ au milieu de la huitième, le V♥ tout au "
                "fond de la neuvième."
            ),
        ),
        hint=Phrase(
            en="A Jack adds up to nothing: it needs a twin.",
            fr="Un Valet ne s'additionne pas : il lui faut un jumeau.",
        ),
        concept="pair_same_rank",
    )
