"""Questions of the Gypsy notebook (``notebooks/source/games/gypsy.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "gypsy"


@define("gypsy.score")
def _score() -> PositionQuestion:
    game = new_game(GAME, deal=2)
    game.play("t8-t7")
    game.play("t8-f5")
    position = game.copy()
    return PositionQuestion(
        position,
        Phrase(en="What is the score now?", fr="Que vaut le score maintenant ?"),
        position.score,
        explanation=Phrase(
            en="5 for A♠ on its foundation, and 2 for 10♦ lying face up on J♠.",
            fr="5 pour l'A♠ sur sa fondation, et 2 pour le 10♦ posé face visible sur le V♠.",
        ),
        hint=Phrase(
            en="Cards home and well-built pairs in the tableau are both paid, at different rates.",
            fr=(
                "Les cartes montées et les paires bien construites du tableau sont payées toutes deux, à "
                "des tarifs différents."
            ),
        ),
        concept="foundation",
    )


@define("gypsy.rows")
def _rows() -> PositionQuestion:
    dealt = new_game(GAME, deal=2)
    clicks = 0
    while "deal" in [str(move) for move in dealt.legal_moves()]:
        dealt.play("deal")
        clicks += 1
    return PositionQuestion(
        new_game(GAME, deal=2),
        Phrase(
            en="How many clicks does Gypsy's stock give?",
            fr="Combien de clics donne la pioche de la gitane ?",
        ),
        clicks,
        explanation=Phrase(
            en="80 cards, eight per click, and no redeal.",
            fr="80 cartes, huit par clic, et aucune redistribution.",
        ),
        hint=Phrase(
            en="Each click gives one card to each of the eight piles.",
            fr="Chaque clic donne une carte à chacune des huit piles.",
        ),
        concept="deal_to_each_pile",
    )
