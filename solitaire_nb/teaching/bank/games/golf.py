"""Questions of the Golf notebook (``notebooks/source/games/golf.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "golf"


def longest_run(position: Game) -> Any:
    """The column cards of the longest run from this position, stock untouched (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            after = position.copy()
            after.play(str(move))
            run = [position.pile(move.source).top] + longest_run(after)
            if len(run) > len(best):
                best = run
    return best


@define("golf.first")
def _first() -> PositionQuestion:
    seven = new_game(GAME, deal=29)
    seven.play("deal")
    return PositionQuestion(
        seven,
        Phrase(
            en="Which card do you play first on 7♥ for the longest run?",
            fr="Quelle carte jouer d'abord sur le 7♥ pour la plus longue série ?",
        ),
        str(longest_run(seven)[0]),
        explanation=Phrase(
            en=(
                "8♥ uncovers 9♣, and the run climbs to Q♠ and comes down again: eight cards. 6♦ stops "
                "after three, 8♠ after one."
            ),
            fr=(
                "Le 8♥ découvre le 9♣, et la série monte jusqu'à la D♠ puis redescend : huit cartes. Le "
                "6♦ s'arrête après trois, le 8♠ après une."
            ),
        ),
        hint=Phrase(
            en="Look at the card each one uncovers in its column.",
            fr="Regardez la carte que chacune découvre dans sa colonne.",
        ),
        concept="waste_building",
    )


@define("golf.king")
def _king() -> PositionQuestion:
    queen = new_game(GAME, deal=12)
    queen.play("deal")
    return PositionQuestion(
        queen,
        Phrase(
            en="At most, how many column cards before the next stock card?",
            fr="Au plus, combien de cartes des colonnes avant la prochaine carte de la pioche ?",
        ),
        len(longest_run(queen)),
        explanation=Phrase(
            en=(
                "J♦, 10♥, 9♣: three. Played first, K♥ ends the run at once, since nothing goes on a King, "
                "and J♦ would have to wait for the stock."
            ),
            fr=(
                "V♦, 10♥, 9♣ : trois. Joué d'abord, le R♥ arrête tout de suite la série, puisque rien ne "
                "va sur un Roi, et le V♦ devrait attendre la pioche."
            ),
        ),
        hint=Phrase(
            en="What may follow a King on the waste?", fr="Que peut-on poser sur un Roi de la défausse ?"
        ),
        concept="build_up_or_down",
    )
