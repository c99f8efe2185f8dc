"""Questions of the Canfield notebook (``notebooks/source/games/canfield.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "canfield"


def tops_of_a_pass(position: Game) -> Any:
    """The waste's top card after each click, until the stock is empty, nothing played."""
    copy, tops = (position.copy(), [])
    while copy.pile("stock").cards:
        copy.play("deal")
        tops.append(copy.pile("waste").top)
    return tops


@define("canfield.threes")
def _threes() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("t3-t4")
    game.play("t4-t1x2")
    game.play("r1-f2")
    return PositionQuestion(
        game,
        Phrase(
            en="How many different cards come within reach on top of the waste during one pass?",
            fr=(
                "Combien de cartes différentes passent à portée de main, sur le dessus de la défausse, en "
                "un tour de pioche ?"
            ),
        ),
        len(set(tops_of_a_pass(game))),
        explanation=Phrase(
            en=(
                "One card per click: 34 cards turned three by three take 12 clicks, the last one turning "
                "a single card."
            ),
            fr=(
                "Une carte par clic : 34 cartes retournées trois par trois demandent 12 clics, le dernier "
                "ne retournant qu'une carte."
            ),
        ),
        hint=Phrase(
            en="Only the last card of each click can be played: count the clicks.",
            fr="Seule la dernière carte de chaque clic peut se jouer : comptez les clics.",
        ),
        concept="deal_to_waste",
    )
