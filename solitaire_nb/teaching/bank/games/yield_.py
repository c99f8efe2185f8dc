"""Questions of the Yield notebook (``notebooks/source/games/yield.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.start import new_game
from ....rules.covering import inverted_pyramid
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "yield"


@define("yield.depth")
def _depth() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    OVERLAPPED_BY = inverted_pyramid(7)

    def cards_in_the_way(slot: Any) -> Any:
        """Every slot that must be emptied before the card in ``slot`` is free."""
        found, todo = (set(), [slot])
        while todo:
            for below in OVERLAPPED_BY[todo.pop()]:
                if below not in found:
                    found.add(below)
                    todo.append(below)
        return found

    king_slot = next(n for n in range(1, 29) if str(position.pile(f"tableau{n}").cards[-1]) == "KC")
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards stand between K♣ and freedom?",
            fr="Combien de cartes séparent le R♣ de la liberté ?",
        ),
        len(cards_in_the_way(king_slot)),
        explanation=Phrase(
            en=(
                "Three: K♠, which overlaps it alone because K♣ ends its row; then J♠, which overlaps K♠; "
                "then A♠ at the point. K♠ will even leave by itself."
            ),
            fr=(
                "Trois : le R♠, qui le chevauche seul puisque le R♣ termine sa rangée ; puis le V♠, qui "
                "chevauche le R♠ ; puis l'A♠ à la pointe. Le R♠ partira même tout seul."
            ),
        ),
        hint=Phrase(
            en=(
                "Follow the right edge of the pyramid down to the point: an end card is overlapped by one "
                "card only."
            ),
            fr=(
                "Suivez le bord droit de la pyramide jusqu'à la pointe : une carte du bout n'est "
                "chevauchée que par une seule carte."
            ),
        ),
        concept="free_card",
    )


@define("yield.free")
def _free() -> PositionQuestion:
    position = new_game(GAME, deal=4)
    for move in [
        "deal",
        "deal",
        "w2-t28",
        "deal",
        "deal",
        "deal",
        "deal",
        "w1-w2",
        "deal",
        "w2-t27",
        "w2-t25",
    ]:
        position.play(move)
    free = sorted(

            str(position.pile(f"tableau{n}").cards[-1])
            for n in range(1, 29)
            if position.pile(f"tableau{n}").cards and position.movable_counts(f"tableau{n}")

    )
    return PositionQuestion(
        position,
        Phrase(
            en="Which cards of the pyramid can be played now?",
            fr="Quelles cartes de la pyramide peut-on jouer maintenant ?",
        ),
        free,
        explanation=Phrase(
            en=(
                "7♥, left alone on its row, and 5♣, which 10♣ overlapped by itself. J♣, next to 5♣, is "
                "still held by A♠."
            ),
            fr=(
                "Le 7♥, resté seul sur sa rangée, et le 5♣, que le 10♣ chevauchait à lui seul. Le V♣, à "
                "côté du 5♣, est encore retenu par l'A♠."
            ),
        ),
        hint=Phrase(
            en="Look at the right edge: which card did 10♣ hold down?",
            fr="Regardez le bord droit : quelle carte le 10♣ retenait-il ?",
        ),
        concept="free_card",
    )
