"""Questions of the Scorpion notebook (``notebooks/source/games/scorpion.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "scorpion"


@define("scorpion.carry")
def _carry() -> PositionQuestion:
    position = new_game(GAME, deal=2)
    onto_five = [move for move in position.legal_moves() if str(move).startswith("t6-t5")]
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards travel when 4♠ goes from pile 6 onto 5♠?",
            fr="Combien de cartes voyagent quand le 4♠ passe de la pile 6 sur le 5♠ ?",
        ),
        onto_five[0].count,
        explanation=Phrase(
            en="4♠ is the second card of pile 6: it takes all five cards above it along, six in all.",
            fr=(
                "Le 4♠ est la deuxième carte de la pile 6 : il emporte les cinq cartes posées sur lui, "
                "six en tout."
            ),
        ),
        hint=Phrase(
            en="Count from 4♠ to the last card of the pile.",
            fr="Comptez du 4♠ jusqu'à la dernière carte de la pile.",
        ),
        concept="any_group_move",
    )


@define("scorpion.kings")
def _kings() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    position.play("t7-t4x7")
    into_gap = [move for move in position.legal_moves() if move.target == "tableau7"]
    return PositionQuestion(
        position,
        Phrase(
            en="Which cards may head a group moved into the empty pile 7?",
            fr="Quelles cartes peuvent être en tête d'un groupe déplacé dans la pile 7 vide ?",
        ),
        [position.pile(move.source).cards[-move.count].code for move in into_gap],
        explanation=Phrase(
            en=(
                "Only a King may start an empty pile, and all four Kings are face up here, each with "
                "whatever lies on it."
            ),
            fr=(
                "Seul un Roi peut commencer une pile vide, et les quatre Rois sont visibles ici, chacun "
                "avec ce qui est posé dessus."
            ),
        ),
        hint=Phrase(
            en="What may go onto an empty pile in Scorpion? Look for every such card that is face up.",
            fr=(
                "Que peut-on poser sur une pile vide au scorpion ? Cherchez toutes ces cartes parmi les "
                "visibles."
            ),
        ),
        concept="empty_king_only",
    )
