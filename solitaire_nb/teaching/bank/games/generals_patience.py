"""Questions of the General's Patience notebook (``notebooks/source/games/generals_patience.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "generals_patience"


@define("generals_patience.reserve")
def _reserve() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    reserve_ranks = {card.rank for card in game.pile("reserve1").cards}
    candidates = [game.pile(f"tableau{column}").top for column in range(1, 5)]
    return PositionQuestion(
        game,
        Phrase(
            en="Which candidate base cards have no card of the same rank in the reserve?",
            fr="Quelles cartes candidates à la base n'ont aucune carte du même rang dans la réserve ?",
        ),
        [card for card in candidates if card.rank not in reserve_ranks],
        explanation=Phrase(
            en=(
                "No Eight and no Jack in the reserve: with either base, no foundation waits on a buried "
                "reserve card to be started."
            ),
            fr=(
                "Ni Huit ni Valet dans la réserve : avec l'une ou l'autre base, aucune fondation n'attend "
                "une carte enfouie de la réserve pour commencer."
            ),
        ),
        hint=Phrase(
            en="Look for 3s and 5s in the fan: where are they?",
            fr="Cherchez les 3 et les 5 dans l'éventail : où sont-ils ?",
        ),
        concept="chosen_base_card",
    )
