"""Questions of the Wood notebook (``notebooks/source/games/wood.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "wood"


def reserve_run(position: Game) -> Any:
    """How many reserve cards go home in a row (the first legal reserve move each time)."""
    trial, count = (position.copy(), 0)
    while True:
        moves = [move for move in trial.legal_moves() if move.source == "reserve1"]
        if not moves:
            return count
        trial.play(moves[0])
        count += 1


@define("wood.run")
def _run() -> PositionQuestion:
    aces = new_game(GAME, deal=16)
    for move in [
        "w-f3",
        "t3-f7",
        "w-t3",
        "deal",
        "deal",
        "deal",
        "deal",
        "deal",
        "w-t6",
        "t2-t6",
        "w-t2",
        "deal",
        "deal",
        "deal",
        "w-f7",
    ]:
        aces.play(move)
    return PositionQuestion(
        aces,
        Phrase(
            en="How many reserve cards go home in a row?",
            fr="Combien de cartes de la réserve montent d'affilée ?",
        ),
        reserve_run(aces),
        explanation=Phrase(
            en="3♣ on 2♦, then 2♣ on a red Ace (A♦ or A♥); 5♦ would need a black Four.",
            fr="Le 3♣ sur le 2♦, puis le 2♣ sur un As rouge (A♦ ou A♥) ; le 5♦ demanderait un Quatre noir.",
        ),
        hint=Phrase(
            en="After each card goes home, look at the one it uncovers and at every foundation.",
            fr="Après chaque carte montée, regardez celle qu'elle découvre, et toutes les fondations.",
        ),
        concept="reserve",
    )
