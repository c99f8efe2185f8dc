"""Questions of the Gold Mine notebook (``notebooks/source/games/gold_mine.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "gold_mine"


@define("gold_mine.tops")
def _tops() -> PositionQuestion:
    untouched = new_game(GAME, deal=1)
    tops = []
    for _ in range(3):
        untouched.play("deal")
        tops.append(len(untouched.pile("waste").cards))
    return PositionQuestion(
        new_game(GAME, deal=1),
        Phrase(
            en=(
                "Clicking three times without playing, which of the first nine cards (by number) are ever "
                "on top of the waste?"
            ),
            fr=(
                "En cliquant trois fois sans jouer, lesquelles des neuf premières cartes (par numéro) "
                "passent sur le dessus de la défausse ?"
            ),
        ),
        tops,
        explanation=Phrase(
            en=(
                "The third, the sixth and the ninth — on deal 1, 10♥, 8♥ and 6♣: one card in three. The "
                "six others are buried the moment they appear, and with no second pass they come back "
                "only if the cards above them are played."
            ),
            fr=(
                "La troisième, la sixième et la neuvième — sur la donne 1, le 10♥, le 8♥ et le 6♣ : une "
                "carte sur trois. Les six autres sont enterrées dès leur apparition et, sans second "
                "passage, ne reviennent que si l'on joue les cartes posées dessus."
            ),
        ),
        hint=Phrase(
            en="Of each three cards turned, only the last one lands on top.",
            fr="Des trois cartes retournées, seule la dernière arrive dessus.",
        ),
        concept="deal_to_waste",
    )


@define("gold_mine.clicks")
def _clicks() -> PositionQuestion:
    counted = new_game(GAME, deal=1)
    clicks = 0
    while "deal" in [str(move) for move in counted.legal_moves()]:
        counted.play("deal")
        clicks += 1
    return PositionQuestion(
        new_game(GAME, deal=1),
        Phrase(en="How many clicks does the stock give?", fr="Combien de clics la pioche donne-t-elle ?"),
        clicks,
        explanation=Phrase(
            en=(
                "52 = 17 × 3 + 1: seventeen clicks of three cards, then a last click that turns a single "
                "card. After that, the stock is gone."
            ),
            fr=(
                "52 = 17 × 3 + 1 : dix-sept clics de trois cartes, puis un dernier clic qui n'en retourne "
                "qu'une. Ensuite, la pioche n'existe plus."
            ),
        ),
        hint=Phrase(
            en="Divide the 52 cards by three, and do not forget the remainder.",
            fr="Divisez les 52 cartes par trois, sans oublier le reste.",
        ),
        concept="deal_to_waste",
    )
