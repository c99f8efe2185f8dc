"""Questions of the Plait notebook (``notebooks/source/games/plait.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "plait"


@define("plait.last")
def _last() -> PositionQuestion:
    game = new_game(GAME, deal=4)
    game.play("r7-f8")
    game.play("r2-f8")
    for move in ["deal", "w-f1", "plait-f1", "r1-f1"]:
        game.play(move)
    position = game.copy()
    position.play("edge1-r1")
    base = position.state["base_rank"]
    last = base - 1 if position.state["direction"] == "up" else base + 1
    return PositionQuestion(
        position,
        Phrase(
            en="Which card completes the club foundation? (e.g. 9C)",
            fr="Quelle carte complète la fondation de trèfle ? (par exemple 9C)",
        ),
        "A23456789TJQK"[(last - 1) % 13] + "C",
        explanation=Phrase(
            en="Climbing from 5♣: 5 to King is nine cards, then A♣ 2♣ 3♣ 4♣ — the thirteenth is 4♣.",
            fr=(
                "En montant depuis le 5♣ : de 5 au Roi, neuf cartes, puis A♣ 2♣ 3♣ 4♣ — la treizième est "
                "le 4♣."
            ),
        ),
        hint=Phrase(
            en="The direction is up; count thirteen cards from the base, going round from King to Ace.",
            fr="Le sens est montant ; comptez treize cartes depuis la base, en passant du Roi à l'As.",
        ),
        concept="wrap",
    )
