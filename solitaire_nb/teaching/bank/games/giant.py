"""Questions of the Giant notebook (``notebooks/source/games/giant.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "giant"


@define("giant.gap")
def _gap() -> PositionQuestion:
    gap = new_game(GAME, deal=1)
    gap.play("t1-t6")
    return PositionQuestion(
        gap,
        Phrase(
            en="With pile 1 empty, may the stock deal?",
            fr="Avec la pile 1 vide, la pioche peut-elle distribuer ?",
        ),
        "deal" in [str(move) for move in gap.legal_moves()],
        explanation=Phrase(
            en="Yes: unlike Spider, Giant's stock deals onto an empty pile too.",
            fr="Oui : contrairement à l'araignée, la pioche du géant distribue aussi sur une pile vide.",
        ),
        hint=Phrase(
            en="Read the stock line of the rules: does it mention empty piles?",
            fr="Relisez la ligne de la pioche dans les règles : parle-t-elle des piles vides ?",
        ),
        concept="deal_to_each_pile",
    )
