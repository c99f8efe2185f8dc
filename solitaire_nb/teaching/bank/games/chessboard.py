"""Questions of the Chessboard notebook (``notebooks/source/games/chessboard.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "chessboard"


@define("chessboard.last")
def _last() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("t3-f1")
    five = game.copy()
    base = five.state["base_rank"]
    return PositionQuestion(
        five,
        Phrase(en="Which card closes the Club foundation?", fr="Quelle carte ferme la fondation de trèfle ?"),
        "A23456789TJQK"[(base - 2) % 13] + "C",
        explanation=Phrase(
            en="4♣: the foundation runs 5♣, 6♣ … K♣, A♣, 2♣, 3♣, and ends on the rank just below the base.",
            fr=(
                "Le 4♣ : la fondation va du 5♣ au R♣, puis A♣, 2♣, 3♣, et se termine sur le rang juste "
                "sous la base."
            ),
        ),
        hint=Phrase(
            en="Thirteen cards, starting from the base and turning the corner after the King.",
            fr="Treize cartes, à partir de la base, en passant du Roi à l'As.",
        ),
        concept="wrap",
    )
