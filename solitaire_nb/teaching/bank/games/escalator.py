"""Questions of the Escalator notebook (``notebooks/source/games/escalator.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "escalator"


def longest_run(position: Game) -> Any:
    """The cards of the longest run from this position, without the stock (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            later = position.copy()
            later.play(str(move))
            run = [position.pile(move.source).top] + longest_run(later)
            if len(run) > len(best):
                best = run
    return best


@define("escalator.first")
def _first() -> PositionQuestion:
    start = new_game(GAME, deal=26)
    start.play("deal")
    return PositionQuestion(
        start,
        Phrase(en="Which card first on 9♥?", fr="Quelle carte d'abord sur le 9♥ ?"),
        str(longest_run(start)[0]),
        explanation=Phrase(
            en=(
                "8♦ opens the run of seven down to 2♦. After 10♥ or 10♣ the waste wants a Nine or a Jack, "
                "and no free card is one: a run of one."
            ),
            fr=(
                "Le 8♦ ouvre la série de sept jusqu'au 2♦. Après le 10♥ ou le 10♣, la défausse demande un "
                "Neuf ou un Valet, et aucune carte libre n'en est un : une série d'une carte."
            ),
        ),
        hint=Phrase(
            en="What would the waste need after a Ten?", fr="Que demanderait la défausse après un Dix ?"
        ),
        concept="waste_building",
    )


@define("escalator.length")
def _length() -> PositionQuestion:
    fours = new_game(GAME, deal=24)
    fours.play("deal")
    return PositionQuestion(
        fours,
        Phrase(en="How many cards in the longest run?", fr="Combien de cartes dans la plus longue série ?"),
        len(longest_run(fours)),
        explanation=Phrase(
            en=(
                "3♠ 4♣ 3♣ 4♠ 3♦ 2♣ A♣: seven. Alternating Threes and Fours clears piles 22 to 24, which "
                "frees 3♦ and then A♣ above them."
            ),
            fr=(
                "3♠ 4♣ 3♣ 4♠ 3♦ 2♣ A♣ : sept. En alternant Trois et Quatre, on dégage les piles 22 à 24, "
                "ce qui libère le 3♦ puis l'A♣ au-dessus d'elles."
            ),
        ),
        hint=Phrase(
            en="Go back and forth between Threes and Fours as long as you can.",
            fr="Faites l'aller-retour entre Trois et Quatre aussi longtemps que possible.",
        ),
        concept="build_up_or_down",
    )
