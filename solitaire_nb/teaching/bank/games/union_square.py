"""Questions of the Union Square notebook (``notebooks/source/games/union_square.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "union_square"


@define("union_square.road")
def _road() -> PositionQuestion:
    game = new_game(GAME, deal=8)
    game.play("t3-f1")
    game.play("t16-t9")
    game.play("t13-t2")
    position = game.copy()
    spades = position.pile("foundation1").cards
    return PositionQuestion(
        position,
        Phrase(
            en="How many more cards will the spade foundation take?",
            fr="Combien de cartes la fondation de pique recevra-t-elle encore ?",
        ),
        2 * 13 - len(spades),
        explanation=Phrase(
            en=(
                "Both packs' spades go there, 26 in all: A♠ to K♠, the second K♠, then down to the second "
                "A♠. One is already on it."
            ),
            fr=(
                "Les piques des deux paquets y vont, 26 en tout : de l'A♠ au R♠, le second R♠, puis en "
                "descendant jusqu'au second A♠. Une y est déjà."
            ),
        ),
        hint=Phrase(
            en="There is a single foundation per suit, and the game holds two packs.",
            fr="Il n'y a qu'une fondation par couleur, et le jeu compte deux paquets.",
        ),
        concept="foundation",
    )
