"""Questions of the King's Audience notebook (``notebooks/source/games/kings_audience.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "kings_audience"


def click_until(position: Game, card: Any) -> Any:
    """Turn stock cards until `card` is on top of the waste."""
    while not (position.pile("waste").cards and str(position.pile("waste").top) == card):
        position.play("deal")


@define("kings_audience.diamonds")
def _diamonds() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("r4-r1")
    click_until(game, "AD")
    game.play("r16-w")
    click_until(game, "AS")
    game.play("r11-w")
    click_until(game, "TD")
    ten = game.copy()
    after = ten.copy()
    while True:
        plays = [move for move in after.legal_moves() if move.kind == "move"]
        if not plays:
            break
        after.play(plays[0])
    return PositionQuestion(
        ten,
        Phrase(
            en="How many Diamonds go onto J♦ before the next click?",
            fr="Combien de carreaux montent sur le V♦ avant le prochain clic ?",
        ),
        len(after.pile("foundation1").cards) - len(ten.pile("foundation1").cards),
        explanation=Phrase(
            en=(
                "10♦, 9♦, 8♦: three. Cells 3 and 15 take the next waste cards, 3♠ and Q♦, and 4♦ comes to "
                "the top of the waste; 7♦ is somewhere underneath, out of reach."
            ),
            fr=(
                "10♦, 9♦, 8♦ : trois. Les cases 3 et 15 prennent les cartes suivantes de la défausse, le "
                "3♠ et la D♦, et le 4♦ arrive sur le dessus de la défausse ; le 7♦ est quelque part "
                "dessous, hors d'atteinte."
            ),
        ),
        hint=Phrase(
            en=(
                "The foundation goes down one rank at a time, in Diamonds only. Which Diamond would "
                "follow 8♦?"
            ),
            fr=(
                "La fondation descend d'un rang à la fois, en carreau seulement. Quel carreau suivrait le "
                "8♦ ?"
            ),
        ),
        concept="build_down",
    )
