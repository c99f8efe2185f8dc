"""Questions of the Thumb and Pouch notebook (``notebooks/source/games/thumb_and_pouch.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "thumb_and_pouch"


@define("thumb_and_pouch.black_run")
def _black_run() -> PositionQuestion:
    black_run = new_game(GAME, deal=3)
    for move in [
        "t4-f4",
        "t3-f4",
        "t7-t2",
        "t7-f2",
        "t7-t6",
        "t5-t3",
        "t3-t7x2",
        "t2-t7x2",
        "t7-t3",
        "deal",
        "w-t5",
        "t6-t5x2",
        "t3-t7",
        "deal",
        "t7-t3",
        "deal",
    ]:
        black_run.play(move)
    return PositionQuestion(
        black_run,
        Phrase(
            en="How many cards of pile 5 can move as one unit?",
            fr="Combien de cartes de la pile 5 peuvent se déplacer d'un bloc ?",
        ),
        max(black_run.movable_counts("tableau5")),
        explanation=Phrase(
            en=(
                "All four: each card is one rank below the next and of another suit, so 6♠ 5♣ 4♠ 3♣ is a "
                "sequence by this game's rule, though it never changes colour."
            ),
            fr=(
                "Les quatre : chaque carte est d'un rang plus bas que la suivante et d'une autre couleur, "
                "donc 6♠ 5♣ 4♠ 3♣ est une suite selon la règle de ce jeu, même si la couleur ne change "
                "jamais."
            ),
        ),
        hint=Phrase(
            en="Forget colours: check rank and suit between each card and the one under it.",
            fr=(
                "Oubliez le rouge et le noir : vérifiez le rang et la couleur entre chaque carte et celle "
                "du dessous."
            ),
        ),
        concept="sequence_move",
    )
