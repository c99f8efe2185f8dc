"""Questions of the Camelot notebook (``notebooks/source/games/camelot.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "camelot"


@define("camelot.king")
def _king() -> PositionQuestion:
    position = new_game(GAME, deal=2)
    for move in (
        "deal w-t6 deal w-t16 deal w-t10 deal w-t1 deal w-t14 deal w-t11 deal w-t3 deal w-t2 "
        "deal w-t8 deal w-t15 deal"
    ).split():
        position.play(move)
    return PositionQuestion(
        position,
        Phrase(en="Into how many cells may K♣ go?", fr="Dans combien de cases le R♣ peut-il aller ?"),
        len(position.targets("waste")),
        explanation=Phrase(
            en="Two: t4 and t13. K♦ sits in t1, and 3♥ has taken the corner t16.",
            fr="Deux : t4 et t13. Le R♦ est en t1, et le 3♥ a pris le coin t16.",
        ),
        hint=Phrase(
            en="A King goes only into a corner; count the corners still empty.",
            fr="Un Roi ne va que dans un coin ; comptez les coins encore vides.",
        ),
        concept="tableau",
    )


@define("camelot.stuck")
def _stuck() -> PositionQuestion:
    position = new_game(GAME, deal=2)
    for move in (
        "deal w-t6 deal w-t16 deal w-t10 deal w-t1 deal w-t14 deal w-t11 deal w-t3 deal w-t2 "
        "deal w-t8 deal w-t15 deal w-t4 deal w-t9 deal w-t5 deal w-t12 deal w-t13 deal w-t7"
    ).split():
        position.play(move)
    numbers = {
        str(position.pile(f"tableau{cell}").cards[-1])
        for cell in range(1, 17)
        if position.pile(f"tableau{cell}").cards[-1].rank <= 10
    }
    leaving = {str(position.pile(move.source).cards[-1]) for move in position.legal_moves()}
    return PositionQuestion(
        position,
        Phrase(
            en="Which number card has no way to leave right now?",
            fr="Quelle carte numérotée n'a aucun moyen de partir tout de suite ?",
        ),
        sorted(numbers - leaving)[0],
        explanation=Phrase(
            en="5♣: its partner would be another Five, and there is none in the grid.",
            fr="Le 5♣ : sa partenaire serait un autre 5, et il n'y en a aucun dans la grille.",
        ),
        hint=Phrase(
            en="Find each card's complement to ten; a Five needs a Five.",
            fr="Cherchez le complément à dix de chaque carte ; un 5 a besoin d'un 5.",
        ),
        concept="pair_sum",
    )
