"""Questions of the Eagle Wing notebook (``notebooks/source/games/eagle_wing.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "eagle_wing"


@define("eagle_wing.queen")
def _queen() -> PositionQuestion:
    game = new_game(GAME, deal=2)
    return PositionQuestion(
        game,
        Phrase(
            en="Can the reserve's Q♠ be played now? (yes or no)",
            fr="La D♠ de la réserve peut-elle se jouer maintenant ? (oui ou non)",
        ),
        any(move.source == "reserve1" for move in game.legal_moves()),
        explanation=Phrase(
            en=(
                "Q♠ is the reserve's last card, not its top one: it comes into play only when the twelve "
                "cards above it have gone to the wings."
            ),
            fr=(
                "La D♠ est la dernière carte de la réserve, pas celle du dessus : elle n'entre en jeu que "
                "lorsque les douze cartes posées sur elle sont parties vers les ailes."
            ),
        ),
        hint=Phrase(
            en="Which reserve card does an emptied wing receive?",
            fr="Quelle carte de la réserve une aile vidée reçoit-elle ?",
        ),
        concept="reserve",
    )


@define("eagle_wing.trunk")
def _trunk() -> PositionQuestion:
    game = new_game(GAME, deal=2)
    wings = game.copy()
    for move in ["t8-f2", "t6-t5", "t1-t5"]:
        wings.play(move)
    return PositionQuestion(
        game,
        Phrase(
            en="How many cards are left in the reserve after these three moves?",
            fr="Combien de cartes reste-t-il dans la réserve après ces trois coups ?",
        ),
        len(wings.pile("reserve1").cards),
        explanation=Phrase(
            en="Each move emptied a wing, and each emptied wing took one reserve card: 13 − 3 = 10.",
            fr=(
                "Chaque coup a vidé une aile, et chaque aile vidée a pris une carte de la réserve : 13 − "
                "3 = 10."
            ),
        ),
        hint=Phrase(
            en="Count the wings each move leaves empty.", fr="Comptez les ailes que chaque coup laisse vides."
        ),
        concept="empty_auto_fill",
    )
