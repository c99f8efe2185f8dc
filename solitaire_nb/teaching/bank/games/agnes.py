"""Questions of the Agnes notebook (``notebooks/source/games/agnes.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "agnes"


@define("agnes.base")
def _base() -> PositionQuestion:
    deal_one = new_game(GAME, deal=1)
    return PositionQuestion(
        deal_one,
        Phrase(en="What is the base rank of deal 1?", fr="Quel est le rang de base de la donne 1 ?"),
        deal_one.pile("foundation1").cards[0].rank,
        explanation=Phrase(
            en="The card dealt to the first foundation is 6♦: every foundation starts with a 6.",
            fr=(
                "La carte distribuée sur la première fondation est le 6♦ : toutes les fondations "
                "commencent par un 6."
            ),
        ),
        hint=Phrase(
            en="The card already on the first foundation decides.",
            fr="C'est la carte déjà posée sur la première fondation qui décide.",
        ),
        concept="base_card",
    )


@define("agnes.clicks")
def _clicks() -> PositionQuestion:
    dealt = new_game(GAME, deal=1)
    clicks = 0
    while "deal" in [str(move) for move in dealt.legal_moves()]:
        dealt.play("deal")
        clicks += 1
    return PositionQuestion(
        new_game(GAME, deal=1),
        Phrase(
            en="How many clicks does Agnes's stock of 23 cards give?",
            fr="Combien de clics donne la pioche de 23 cartes d'Agnès ?",
        ),
        clicks,
        explanation=Phrase(
            en="Three rows of seven, then the last two cards onto piles 1 and 2.",
            fr="Trois rangées de sept, puis les deux dernières cartes sur les piles 1 et 2.",
        ),
        hint=Phrase(en="23 = 3 × 7 + 2.", fr="23 = 3 × 7 + 2."),
        concept="deal_to_each_pile",
    )
