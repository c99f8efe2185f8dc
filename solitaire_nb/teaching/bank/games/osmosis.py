"""Questions of the Osmosis notebook (``notebooks/source/games/osmosis.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "osmosis"


@define("osmosis.heart")
def _heart() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("r3-f1")
    game.play("r4-f2")
    above = {card.rank for card in game.pile("foundation1").cards}
    placed = {card.rank for card in game.pile("foundation2").cards}
    hearts = [card for card in game.declaration.deck.cards() if card.suit == "H"]
    return PositionQuestion(
        game,
        Phrase(
            en="Which heart could go on the second foundation now?",
            fr="Quel cœur pourrait aller sur la deuxième fondation maintenant ?",
        ),
        [card for card in hearts if card.rank in above and card.rank not in placed],
        explanation=Phrase(
            en="Only ranks already on the diamonds' foundation are allowed: 3 (done) and 4.",
            fr="Seuls les rangs déjà présents sur la fondation des carreaux sont permis : 3 (fait) et 4.",
        ),
        hint=Phrase(
            en="Look at the ranks on the foundation above, not at the hearts' order.",
            fr="Regardez les rangs de la fondation du dessus, pas l'ordre des cœurs.",
        ),
        concept="foundation_above",
    )
