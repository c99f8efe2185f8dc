"""Questions of the Baker's Game notebook (``notebooks/source/games/bakers_game.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "bakers_game"


@define("bakers_game.dig")
def _dig() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    for move in ["28", "78", "6a", "6b"]:
        position.play(move)
    cards = [str(card) for card in position.pile("tableau5").cards]
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards cover the A♦ in column 5?",
            fr="Combien de cartes recouvrent l'A♦ de la colonne 5 ?",
        ),
        len(cards) - 1 - cards.index("AD"),
        explanation=Phrase(
            en="J♠, 4♥, 8♥ and 6♣ lie on it: four cards, and only two free cells are left.",
            fr="V♠, 4♥, 8♥ et 6♣ sont posés dessus : quatre cartes, et il ne reste que deux cellules libres.",
        ),
        hint=Phrase(
            en="Count from the top of column 5 down to the Ace, the Ace excluded.",
            fr="Comptez depuis le haut de la colonne 5 jusqu'à l'As, As non compris.",
        ),
        concept="free_cell",
    )
