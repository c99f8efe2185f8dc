"""Questions of the Accordion notebook (``notebooks/source/games/accordion.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "accordion"


def movable(line: Game) -> Any:
    return {str(line.pile(move.source).cards[-1]) for move in line.legal_moves()}


@define("accordion.two_ways")
def _two_ways() -> PositionQuestion:
    position = new_game(GAME, deal=2)
    covered = [str(position.pile(target).cards[-1]) for target in position.targets("tableau7")]
    return PositionQuestion(
        position,
        Phrase(
            en="Which cards may K♠ (the seventh card) cover?",
            fr="Quelles cartes le R♠ (la septième carte) peut-il recouvrir ?",
        ),
        covered,
        explanation=Phrase(
            en=(
                "J♠ just to its left and A♠ three places left, both by suit; K♣ shares its rank but sits "
                "four places away."
            ),
            fr=(
                "Le V♠ juste à sa gauche et l'A♠ trois cases plus loin, tous deux par la couleur ; le R♣ "
                "a le même rang mais il est à quatre cases."
            ),
        ),
        hint=Phrase(
            en="Count exactly one and exactly three cards to the left, then compare suit and rank.",
            fr=(
                "Comptez exactement une et exactement trois cartes vers la gauche, puis comparez couleur "
                "et rang."
            ),
        ),
    )


@define("accordion.shift")
def _shift() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    after = position.copy()
    after.play("t9-t6")
    return PositionQuestion(
        position,
        Phrase(
            en="After t9-t6, which cards can move that could not move before?",
            fr="Après t9-t6, quelles cartes peuvent bouger alors qu'elles ne le pouvaient pas avant ?",
        ),
        sorted(movable(after) - movable(position)),
        explanation=Phrase(
            en="Q♦ slides up beside Q♥: one place, same rank.",
            fr="La D♦ recule à côté de la D♥ : une case, même rang.",
        ),
        hint=Phrase(
            en=(
                "Only the cards right of the move change places; look at their new neighbours one and "
                "three places left."
            ),
            fr=(
                "Seules les cartes à droite du coup changent de place ; regardez leurs nouvelles voisines "
                "à une et trois cases."
            ),
        ),
    )
