"""Questions of the Beleaguered Castle notebook (``notebooks/source/games/beleaguered_castle.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "beleaguered_castle"


@define("beleaguered_castle.home")
def _home() -> PositionQuestion:
    position = new_game(GAME, deal=10)
    return PositionQuestion(
        position,
        Phrase(en="How many cards can go home now?", fr="Combien de cartes peuvent monter maintenant ?"),
        len({move.source for move in position.legal_moves() if move.target.startswith("foundation")}),
        explanation=Phrase(
            en="2♦ (pile 3), 2♥ (pile 5) and 2♠ (pile 7); the 2♣ is buried in pile 8.",
            fr="Le 2♦ (pile 3), le 2♥ (pile 5) et le 2♠ (pile 7) ; le 2♣ est enfoui dans la pile 8.",
        ),
        hint=Phrase(
            en="Every foundation holds only its Ace: look for Twos on top.",
            fr="Chaque fondation ne porte que son As : cherchez des Deux au sommet.",
        ),
        concept="foundation",
    )
