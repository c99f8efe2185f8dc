"""Questions of the Baker's Dozen notebook (``notebooks/source/games/bakers_dozen.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "bakers_dozen"


@define("bakers_dozen.movable")
def _movable() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    return PositionQuestion(
        position,
        Phrase(
            en="How many top cards have at least one legal move?",
            fr="Combien de cartes du dessus ont au moins un coup permis ?",
        ),
        len({move.source for move in position.legal_moves()}),
        explanation=Phrase(
            en="2♣, 2♠, 3♠, 4♠, 4♥, 9♥, 9♦, 10♣ and 10♦ can move; J♦, J♥, 5♦ and 7♥ have nowhere to go.",
            fr=(
                "2♣, 2♠, 3♠, 4♠, 4♥, 9♥, 9♦, 10♣ et 10♦ peuvent bouger ; V♦, V♥, 5♦ et 7♥ n'ont nulle "
                "part où aller."
            ),
        ),
        hint=Phrase(
            en=(
                "For each top card, look for any card one rank higher on another top; there are no Aces "
                "on top."
            ),
            fr=(
                "Pour chaque carte du dessus, cherchez une carte d'un rang de plus au sommet d'une autre "
                "pile ; aucun As n'est au sommet."
            ),
        ),
        concept="build_regardless_of_suit",
    )
