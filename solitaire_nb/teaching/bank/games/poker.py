"""Questions of the Poker notebook (``notebooks/source/games/poker.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....games.poker import hands
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "poker"


def score_if_placed(position: Game, cell: Any) -> Any:
    trial = position.copy()
    trial.play(f"w-t{cell}")
    return trial.score


@define("poker.four")
def _four() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    for cell in [6, 7, 8, 9, 10, 11, 12, 1, 13, 2, 3, 14, 4, 15, 16, 17]:
        game.play(f"w-t{cell}")
    empty = [cell for cell in range(1, 26) if not game.pile(f"tableau{cell}").cards]
    return PositionQuestion(
        game,
        Phrase(en="Which cell for 4♣?", fr="Quelle case pour le 4♣ ?"),
        max(empty, key=lambda cell: score_if_placed(game, cell)),
        explanation=Phrase(
            en=(
                "Cell 5 completes row 1: 4♠ 4♥ 4♦ 6♣ 4♣, four of a kind, 16 points. No other empty cell "
                "completes a hand."
            ),
            fr=(
                "La case 5 complète la rangée 1 : 4♠ 4♥ 4♦ 6♣ 4♣, un carré, 16 points. Aucune autre case "
                "vide ne complète de main."
            ),
        ),
        hint=Phrase(en="Which hand is one card short?", fr="Quelle main n'attend plus qu'une carte ?"),
        concept="score",
    )


@define("poker.column")
def _column() -> PositionQuestion:
    in_order = new_game(GAME, deal=1)
    for cell in range(1, 26):
        in_order.play(f"w-t{cell}")
    column_four = [points for line, hand, points in hands(in_order) if line.text("en") == "Column 4"]
    return PositionQuestion(
        in_order,
        Phrase(en="What does column 4 score?", fr="Combien rapporte la colonne 4 ?"),
        column_four[0],
        explanation=Phrase(
            en=(
                "Column 4 reads 3♦ 2♣ 8♦ 8♣ 8♠: three Eights, three of a kind, 6 points. Straight and "
                "flush are both out of reach."
            ),
            fr=(
                "La colonne 4 se lit 3♦ 2♣ 8♦ 8♣ 8♠ : trois Huit, un brelan, 6 points. Quinte et couleur "
                "sont toutes deux hors d'atteinte."
            ),
        ),
        hint=Phrase(
            en="Look for cards of the same rank first.", fr="Cherchez d'abord les cartes de même rang."
        ),
        concept="score",
    )


@define("poker.count")
def _count() -> PositionQuestion:
    in_order = new_game(GAME, deal=1)
    for cell in range(1, 26):
        in_order.play(f"w-t{cell}")
    return PositionQuestion(
        in_order,
        Phrase(
            en="What do the twelve hands score together?", fr="Combien rapportent les douze mains ensemble ?"
        ),
        sum((points for line, hand, points in hands(in_order))),
        explanation=Phrase(
            en=(
                "13: six hands score, two pairs in row 2, three of a kind in column 4, and a single pair "
                "in row 5, column 3 and both diagonals; 13 points in all, far from 75."
            ),
            fr=(
                "13 : six mains comptent, deux paires à la rangée 2, un brelan à la colonne 4, et une "
                "paire simple à la rangée 5, à la colonne 3 et sur les deux diagonales ; 13 points en "
                "tout, loin des 75."
            ),
        ),
        hint=Phrase(en="Do not forget the two diagonals.", fr="N'oubliez pas les deux diagonales."),
        concept="score",
    )
