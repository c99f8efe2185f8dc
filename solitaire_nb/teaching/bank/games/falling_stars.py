"""Questions of the Falling Stars notebook (``notebooks/source/games/falling_stars.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "falling_stars"


def elsewhere(position: Game, gap: Any) -> Any:
    """Can the waste card be played to some pile other than the gap?"""
    return any(move.source == "waste" and move.target != gap for move in position.legal_moves())


@define("falling_stars.around9")
def _around9() -> PositionQuestion:
    game = new_game(GAME, deal=9)
    game.play("t5-f3")
    game.play("w-f3")
    return PositionQuestion(
        game,
        Phrase(
            en="Can 8♣ leave the waste for any pile other than column 5? (yes or no)",
            fr="Le 8♣ peut-il quitter la défausse pour une autre pile que la colonne 5 ? (oui ou non)",
        ),
        elsewhere(game, "tableau5"),
        explanation=Phrase(
            en=(
                "With Nines as base an Eight is the last card of a foundation, and no red Nine is free in "
                "the tableau: the only way to see the next stock card is to fill the gap with 8♣."
            ),
            fr=(
                "Avec les Neuf pour base, un Huit est la dernière carte d'une fondation, et aucun Neuf "
                "rouge n'est libre au tableau : pour voir la carte suivante de la pioche, il faut combler "
                "le vide avec le 8♣."
            ),
        ),
        hint=Phrase(
            en="Where does an Eight go on a foundation whose base is a Nine? And in the tableau?",
            fr="Où va un Huit sur une fondation dont la base est un Neuf ? Et au tableau ?",
        ),
        concept="empty_from_waste",
    )


@define("falling_stars.around7")
def _around7() -> PositionQuestion:
    queens = new_game(GAME, deal=7)
    for move in ["w-f3", "t5-t3", "t9-t7", "w-t5"]:
        queens.play(move)
    return PositionQuestion(
        queens,
        Phrase(
            en="Can Q♥ leave the waste for any pile other than column 9? (yes or no)",
            fr="La D♥ peut-elle quitter la défausse pour une autre pile que la colonne 9 ? (oui ou non)",
        ),
        elsewhere(queens, "tableau9"),
        explanation=Phrase(
            en=(
                "Q♥ has the base rank: it opens an empty foundation, and the next stock card turns up "
                "with column 9 still free."
            ),
            fr=(
                "La D♥ a le rang de base : elle ouvre une fondation vide, et la carte suivante de la "
                "pioche se retourne alors que la colonne 9 reste libre."
            ),
        ),
        hint=Phrase(
            en="Look at the rank of the first foundation's card.",
            fr="Regardez le rang de la carte de la première fondation.",
        ),
        concept="base_card",
    )
