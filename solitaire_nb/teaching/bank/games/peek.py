"""Questions of the Peek notebook (``notebooks/source/games/peek.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "peek"


def reserves_alone(position: Game) -> Any:
    """Play reserve cards home while any can go; return the copy and how many went."""
    trial, count = (position.copy(), 0)
    while True:
        moves = [move for move in trial.legal_moves() if move.source.startswith("reserve")]
        if not moves:
            return (trial, count)
        trial.play(moves[0])
        count += 1


@define("peek.how_far")
def _how_far() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    after, went = reserves_alone(game)
    return PositionQuestion(
        game,
        Phrase(
            en="How many reserve cards can go home before the stock is needed?",
            fr="Combien de cartes des réserves peuvent monter avant qu'on ait besoin de la pioche ?",
        ),
        went,
        explanation=Phrase(
            en=(
                "4♦ and 7♦ join 9♦; 9♠ opens the second foundation; 7♠, uncovered by 4♦, follows it "
                "because a Seven lies above. Four cards."
            ),
            fr=(
                "Le 4♦ et le 7♦ rejoignent le 9♦ ; le 9♠ ouvre la deuxième fondation ; le 7♠, découvert "
                "par le 4♦, le suit parce qu'un Sept est au-dessus. Quatre cartes."
            ),
        ),
        hint=Phrase(
            en="Each card that leaves uncovers another: look at it before you stop counting.",
            fr="Chaque carte qui part en découvre une autre : regardez-la avant d'arrêter de compter.",
        ),
        concept="foundation_above",
    )
