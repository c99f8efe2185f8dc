"""Questions of the Redheads notebook (``notebooks/source/games/redheads.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "redheads"


@define("redheads.door")
def _door() -> PositionQuestion:
    game = new_game(GAME, deal=2)
    after = game.copy()
    after.play("t2-f1")
    return PositionQuestion(
        game,
        Phrase(
            en="After t2-f1: the card in column 2, and the new top card of the reserve?",
            fr="Après t2-f1 : la carte de la colonne 2, et la nouvelle carte du dessus de la réserve ?",
        ),
        [after.pile("tableau2").top, after.pile("reserve1").top],
        explanation=Phrase(
            en=(
                "The reserve's 6♣ drops into the emptied column and 8♥, the next card of the fan, comes "
                "into play."
            ),
            fr=(
                "Le 6♣ de la réserve descend dans la colonne vidée et le 8♥, la carte suivante de "
                "l'éventail, entre en jeu."
            ),
        ),
        hint=Phrase(
            en="Neither the waste nor the stock fills a gap while the reserve has cards.",
            fr="Ni la défausse ni la pioche ne comblent un vide tant que la réserve a des cartes.",
        ),
        concept="empty_auto_fill",
    )
