"""Questions of the Elevator notebook (``notebooks/source/games/elevator.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "elevator"


def longest_run(position: Game) -> Any:
    """The cards of the longest run from this position, without the stock (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            later = position.copy()
            later.play(str(move))
            run = [position.pile(move.source).top] + longest_run(later)
            if len(run) > len(best):
                best = run
    return best


@define("elevator.turns_up")
def _turns_up() -> PositionQuestion:
    hearts = new_game(GAME, deal=13)
    hearts.play("deal")
    after = hearts.copy()
    after.play("t25-w")
    after.play("t24-w")
    turned = [number for number in range(16, 22) if after.pile(f"tableau{number}").top.face_up]
    return PositionQuestion(
        hearts,
        Phrase(
            en="Which pile number turns face up after 3♥ and 4♠?",
            fr="Quel numéro de pile se retourne après le 3♥ et le 4♠ ?",
        ),
        turned[0],
        explanation=Phrase(
            en=(
                "Piles 24 and 25 lie over pile 18: the sixth row starts at 16, over 22 and 23, so pile 16 "
                "+ n is covered by 22 + n and 23 + n."
            ),
            fr=(
                "Les piles 24 et 25 recouvrent la pile 18 : la sixième rangée commence à 16, sous 22 et "
                "23, donc la pile 16 + n est couverte par 22 + n et 23 + n."
            ),
        ),
        hint=Phrase(
            en="Pile 16 lies under piles 22 and 23; count along.",
            fr="La pile 16 est sous les piles 22 et 23 ; comptez à partir de là.",
        ),
        concept="face_down",
    )


@define("elevator.corner")
def _corner() -> PositionQuestion:
    king = new_game(GAME, deal=2)
    king.play("deal")
    return PositionQuestion(
        king,
        Phrase(
            en="How many pyramid cards, at most, before the next stock card?",
            fr="Combien de cartes de la pyramide, au plus, avant la prochaine carte de la pioche ?",
        ),
        len(longest_run(king)),
        explanation=Phrase(
            en="A♣ on K♥, K♠ on A♣ (the corner again), then Q♣: three cards.",
            fr="L'A♣ sur le R♥, le R♠ sur l'A♣ (encore le coin), puis la D♣ : trois cartes.",
        ),
        hint=Phrase(en="Start with the Ace.", fr="Commencez par l'As."),
        concept="waste_building",
    )
