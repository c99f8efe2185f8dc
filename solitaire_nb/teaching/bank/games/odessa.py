"""Questions of the Odessa notebook (``notebooks/source/games/odessa.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "odessa"


@define("odessa.earn")
def _earn() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    position.play("t4-t5")
    after = position.copy()
    after.play("t4-t5")
    return PositionQuestion(
        position,
        Phrase(en="How many points does 3♠ onto 4♠ earn?", fr="Combien de points rapporte le 3♠ sur le 4♠ ?"),
        after.score - position.score,
        explanation=Phrase(
            en="The run it forms is 5♠ 4♠ 3♠: three cards, three points — the 5♠ and 4♠ are paid again.",
            fr=(
                "La suite formée est 5♠ 4♠ 3♠ : trois cartes, trois points — le 5♠ et le 4♠ sont payés "
                "une nouvelle fois."
            ),
        ),
        hint=Phrase(
            en="Count the whole run of one suit the card ends up in, not just the card.",
            fr="Comptez toute la suite d'une même couleur où la carte arrive, pas seulement la carte.",
        ),
        concept="same_suit_sequence_move",
    )


@define("odessa.dealt")
def _dealt() -> PositionQuestion:
    deal_seven = new_game(GAME, deal=7)
    return PositionQuestion(
        deal_seven,
        Phrase(
            en="What is the score of deal 7 before any move?",
            fr="Que vaut le score de la donne 7 avant tout coup ?",
        ),
        deal_seven.score,
        explanation=Phrase(
            en="10♥ 9♥ in pile 6 is a run of one suit dealt face up: one point per card.",
            fr=(
                "10♥ 9♥ dans la pile 6 forment une suite d'une même couleur distribuée face visible : un "
                "point par carte."
            ),
        ),
        hint=Phrase(
            en="Look among the face-up cards for a card lying on the next higher card of its suit.",
            fr=(
                "Cherchez parmi les cartes visibles une carte posée sur la carte immédiatement supérieure "
                "de sa couleur."
            ),
        ),
        concept="same_suit_sequence_move",
    )
