"""Questions of the Isabel notebook (``notebooks/source/games/isabel.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "isabel"


@define("isabel.twins")
def _twins() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    return PositionQuestion(
        position,
        Phrase(
            en="Which top cards have another card of their rank showing?",
            fr="Quelles cartes du dessus ont une autre carte de leur rang visible ?",
        ),
        sorted({str(position.pile(move.source).cards[-1]) for move in position.legal_moves()}),
        explanation=Phrase(
            en="Three Kings (K♦, K♥, K♠) and three Fives (5♠, 5♥, 5♦).",
            fr="Trois Rois (R♦, R♥, R♠) et trois 5 (5♠, 5♥, 5♦).",
        ),
        hint=Phrase(
            en="Sort the thirteen top cards by rank.", fr="Classez les treize cartes du dessus par rang."
        ),
        concept="pair_same_rank",
    )


@define("isabel.kings")
def _kings() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    after = position.copy()
    after.play("t6-t1")
    kings_left = sum(1 for pile in after.group_piles("tableau") if pile.cards and pile.cards[-1].rank == 13)
    return PositionQuestion(
        position,
        Phrase(en="How many Kings can leave now?", fr="Combien de Rois peuvent partir maintenant ?"),
        3 - kings_left,
        explanation=Phrase(
            en=(
                "Two: cards leave in pairs, so the third King must wait for the fourth, K♣, at the bottom "
                "of the tenth pile."
            ),
            fr=(
                "Deux : les cartes partent par paires, le troisième Roi doit donc attendre le quatrième, "
                "le R♣, au fond de la dixième pile."
            ),
        ),
        hint=Phrase(en="Cards leave two by two.", fr="Les cartes partent deux par deux."),
        concept="pair_removal",
    )
