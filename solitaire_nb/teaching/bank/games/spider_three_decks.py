"""Questions of the Spider Three Decks notebook (``notebooks/source/games/spider_three_decks.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "spider_three_decks"


@define("spider_three_decks.clicks")
def _clicks() -> PositionQuestion:
    dealt = new_game(GAME, deal=17)
    clicks = 0
    while "deal" in [str(move) for move in dealt.legal_moves()]:
        dealt.play("deal")
        clicks += 1
    return PositionQuestion(
        new_game(GAME, deal=17),
        Phrase(
            en="How many clicks does the stock of 102 cards give?",
            fr="Combien de clics donne la pioche de 102 cartes ?",
        ),
        clicks,
        explanation=Phrase(
            en="Eight full rows of twelve use 96 cards; the last 6 make a ninth click, onto piles 1 to 6.",
            fr=(
                "Huit rangées complètes de douze prennent 96 cartes ; les 6 dernières font un neuvième "
                "clic, sur les piles 1 à 6."
            ),
        ),
        hint=Phrase(en="102 is not a multiple of 12.", fr="102 n'est pas un multiple de 12."),
        concept="deal_to_each_pile",
    )
