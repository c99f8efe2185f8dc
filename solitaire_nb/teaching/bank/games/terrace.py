"""Questions of the Terrace notebook (``notebooks/source/games/terrace.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "terrace"


def frees_the_reserve(position: Game, column: Any) -> Any:
    trial = position.copy()
    trial.play(f"t{column}-f1")
    return any(trial.is_legal(f"r1-f{f}") for f in range(2, 9))


@define("terrace.choose")
def _choose() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    return PositionQuestion(
        game,
        Phrase(
            en="Which tableau cards, chosen as the base, let the reserve's 6♦ go home at once?",
            fr=(
                "Quelles cartes du tableau, choisies comme base, laissent le 6♦ de la réserve monter "
                "aussitôt ?"
            ),
        ),
        [game.pile(f"tableau{column}").top for column in range(1, 5) if frees_the_reserve(game, column)],
        explanation=Phrase(
            en="A Six as base makes the reserve's 6♦ a base card too: it starts a foundation of its own.",
            fr=(
                "Avec un Six pour base, le 6♦ de la réserve est lui aussi une carte de base : il ouvre sa "
                "propre fondation."
            ),
        ),
        hint=Phrase(
            en="An empty foundation takes only a card of the base rank.",
            fr="Une fondation vide ne prend qu'une carte du rang de base.",
        ),
        concept="chosen_base_card",
    )
