"""Questions of the Diamond Mine notebook (``notebooks/source/games/diamond_mine.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "diamond_mine"


@define("diamond_mine.worth")
def _worth() -> PositionQuestion:
    game = new_game(GAME, deal=2)
    game.play("t12-f1")
    game.play("t7-f1")
    position = game.copy()
    return PositionQuestion(
        position,
        Phrase(
            en="What is the score with 2♦ and 3♦ on the foundation?",
            fr="Que vaut le score avec le 2♦ et le 3♦ sur la fondation ?",
        ),
        position.score,
        explanation=Phrase(
            en="Each Diamond counts its rank: 2 + 3.", fr="Chaque carreau compte pour son rang : 2 + 3."
        ),
        hint=Phrase(
            en="Diamonds are not worth one point each here.", fr="Ici, un carreau ne vaut pas un point."
        ),
        concept="foundation",
    )


@define("diamond_mine.base")
def _base() -> PositionQuestion:
    deal_one = new_game(GAME, deal=1)
    to_foundation = [move for move in deal_one.legal_moves() if move.target == "foundation1"]
    return PositionQuestion(
        deal_one,
        Phrase(
            en="Which face-up cards may start the foundation?",
            fr="Quelles cartes visibles peuvent commencer la fondation ?",
        ),
        [deal_one.pile(move.source).cards[-1].code for move in to_foundation],
        explanation=Phrase(
            en="Every face-up Diamond may be the base; no other card may.",
            fr="Tout carreau visible peut servir de base ; aucune autre carte.",
        ),
        hint=Phrase(
            en="The base may be any rank, but only of one suit.",
            fr="La base peut être de n'importe quel rang, mais d'une seule couleur.",
        ),
        concept="base_card",
    )
