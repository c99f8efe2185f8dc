"""Questions of the Backbone notebook (``notebooks/source/games/backbone.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "backbone"


@define("backbone.king")
def _king() -> PositionQuestion:
    start = new_game(GAME, deal=1)
    column = start.pile("reserve1").cards
    above = len(column) - 1 - max((i for i, card in enumerate(column) if str(card) == "KC"))
    return PositionQuestion(
        start,
        Phrase(
            en="How many reserve cards must go before K♣ of reserve 1 is free?",
            fr="Combien de cartes de la réserve doivent partir avant que le R♣ de la réserve 1 soit libre ?",
        ),
        above + len(start.pile("reserve3").cards),
        explanation=Phrase(
            en="The 9♣ across the columns, then the 2♦ and the A♠ above the King.",
            fr="Le 9♣ en travers des colonnes, puis le 2♦ et l'A♠ posés au-dessus du Roi.",
        ),
        hint=Phrase(
            en=(
                "Count the cards above the King in its column, and do not forget the card lying across "
                "both columns."
            ),
            fr=(
                "Comptez les cartes au-dessus du Roi dans sa colonne, sans oublier la carte posée en "
                "travers des deux."
            ),
        ),
        concept="reserve",
    )
