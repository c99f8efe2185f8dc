"""Questions of the Eight Off notebook (``notebooks/source/games/eight_off.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "eight_off"


@define("eight_off.capacity")
def _capacity() -> PositionQuestion:
    later = new_game(GAME, deal=1)
    for move in [
        "t3-f2",
        "t6-t2",
        "t1-r7",
        "t8-r5",
        "t8-t3",
        "r3-r8",
        "t7-r6",
        "t5-t7",
        "r8-t5",
        "t1-t5",
        "t1-t6",
        "t1-t7",
        "t4-t7",
        "t4-f2",
        "r6-f2",
        "t4-f4",
        "t8-f4",
        "r4-f4",
        "t5-t8x3",
        "t5-t1",
        "t4-t6",
        "t4-t6",
        "t2-r3",
        "r3-t2",
        "t2-r3",
        "r3-t2",
        "t1-r8",
        "r8-t1",
        "t4-r8",
    ]:
        later.play(move)
    position = later.copy()
    empty_cells = sum(1 for n in range(1, 9) if not position.pile(f"reserve{n}").cards)
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards may move together onto another column?",
            fr="Combien de cartes peuvent passer ensemble sur une autre colonne ?",
        ),
        empty_cells + 1,
        explanation=Phrase(
            en="Three empty cells + 1 = 4; the empty column 4 does not count in Eight Off.",
            fr="Trois cellules vides + 1 = 4 ; la colonne 4 vide ne compte pas à Huit en dehors.",
        ),
        hint=Phrase(
            en="Count the empty cells among the eight, then add one.",
            fr="Comptez les cellules vides parmi les huit, puis ajoutez un.",
        ),
        concept="free_cell_limited_move",
    )
