"""Questions of the Streets and Alleys notebook (``notebooks/source/games/streets_and_alleys.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "streets_and_alleys"


@define("streets_and_alleys.cheapest")
def _cheapest() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    covers = []
    for n in range(1, 9):
        cards = [str(card) for card in position.pile(f"tableau{n}").cards]
        covers += [len(cards) - 1 - i for i, card in enumerate(cards) if card.startswith("A")]
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards cover the least buried Ace?",
            fr="Combien de cartes couvrent l'As le moins enfoui ?",
        ),
        min(covers),
        explanation=Phrase(
            en=(
                "The A♥ of pile 5 lies under K♥, 5♦ and 9♥: three cards. A♣ and A♦ have four above them, "
                "A♠ five."
            ),
            fr=(
                "L'A♥ de la pile 5 est sous R♥, 5♦ et 9♥ : trois cartes. L'A♣ et l'A♦ en ont quatre "
                "au-dessus, l'A♠ cinq."
            ),
        ),
        hint=Phrase(
            en="Find the four Aces, then count the cards above each one.",
            fr="Trouvez les quatre As, puis comptez les cartes au-dessus de chacun.",
        ),
        concept="foundation",
    )
