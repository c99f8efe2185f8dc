"""Questions of the Seahaven Towers notebook (``notebooks/source/games/seahaven.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "seahaven"


@define("seahaven.capacity")
def _capacity() -> PositionQuestion:
    game = new_game(GAME, deal=2)
    game.play("r3-t7")
    game.play("t4-t3")
    game.play("t7-t3x2")
    for move in ["t5-t10", "t1-r3", "t1-t7", "t1-t9", "t1-f2", "t7-f2", "t7-f2", "t1-t8"]:
        game.play(move)
    position = game.copy()
    empty_cells = sum(1 for n in range(1, 5) if not position.pile(f"reserve{n}").cards)
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards may move together onto another column?",
            fr="Combien de cartes peuvent se déplacer ensemble vers une autre colonne ?",
        ),
        empty_cells + 1,
        explanation=Phrase(
            en="Two empty cells + 1 = 3; the empty column adds nothing in this game.",
            fr="Deux cellules vides + 1 = 3 ; la colonne vide n'ajoute rien dans ce jeu.",
        ),
        hint=Phrase(
            en="Count the empty free cells only, then add one.",
            fr="Ne comptez que les cellules libres vides, puis ajoutez un.",
        ),
        concept="free_cell_limited_move",
    )
