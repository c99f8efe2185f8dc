"""Questions of the Valentine notebook (``notebooks/source/games/valentine.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "valentine"


@define("valentine.gather")
def _gather() -> PositionQuestion:
    game = new_game(GAME, deal=9)
    game.play("deal")
    game.play("redeal")
    game.play("t1-t2")
    game.play("deal")
    game.play("t1-t4")
    before_gather = game.copy()
    for move in ["deal", "t1-t2", "deal", "deal"]:
        before_gather.play(move)
    gathered = before_gather.copy()
    gathered.play("redeal")
    return PositionQuestion(
        before_gather,
        Phrase(
            en="How many cards are in the stock after the next click?",
            fr="Combien de cartes la pioche contient-elle après le prochain clic ?",
        ),
        len(gathered.pile("stock").cards),
        explanation=Phrase(
            en=(
                "44 in the stock, plus the 7 cards of the four piles sent under it, minus the 3 dealt to "
                "start piles 2 to 4: 48. The 2♥ of the waste starts pile 1, and the run J♠ 10♠ 9♠ is back "
                "in the stock."
            ),
            fr=(
                "44 dans la pioche, plus les 7 cartes des quatre piles glissées dessous, moins les 3 "
                "distribuées pour commencer les piles 2 à 4 : 48. Le 2♥ de la défausse commence la pile "
                "1, et la suite V♠ 10♠ 9♠ est repartie dans la pioche."
            ),
        ),
        hint=Phrase(
            en="Every card of the four piles goes under the stock; then three cards come off it.",
            fr="Toutes les cartes des quatre piles passent sous la pioche ; puis trois cartes en sortent.",
        ),
        concept="stock",
    )
