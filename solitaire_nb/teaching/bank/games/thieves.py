"""Questions of the Thieves notebook (``notebooks/source/games/thieves.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "thieves"


def longest_run(position: Game) -> Any:
    """The cards of the longest run from this position, without the stock (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            later = position.copy()
            later.play(str(move))
            run = [position.pile(move.source).top] + longest_run(later)
            if len(run) > len(best):
                best = run
    return best


@define("thieves.joker")
def _joker() -> PositionQuestion:
    fifteen = new_game(GAME, deal=15)
    return PositionQuestion(
        fifteen,
        Phrase(
            en="Which card first on 2♠: A♠ or the Joker?",
            fr="Quelle carte d'abord sur le 2♠ : l'A♠ ou le Joker ?",
        ),
        str(longest_run(fifteen)[0]),
        explanation=Phrase(
            en=(
                "A♠ first, then 2♣, and the Joker only when no natural card fits: eleven cards. Played "
                "first, the Joker makes ten at most."
            ),
            fr=(
                "L'A♠ d'abord, puis le 2♣, et le Joker seulement quand aucune carte ordinaire ne convient "
                ": onze cartes. Joué d'abord, le Joker n'en fait que dix au plus."
            ),
        ),
        hint=Phrase(
            en="A Joker fits anywhere: it can wait; an Ace cannot.",
            fr="Un Joker va partout : il peut attendre ; un As, non.",
        ),
        concept="waste_building",
    )


@define("thieves.points")
def _points() -> PositionQuestion:
    short = new_game(GAME, deal=34)
    for move in ["t6-w", "t6-w", "t1-w"]:
        short.play(move)
    return PositionQuestion(
        short,
        Phrase(
            en="What is the score after 3♣, 2♦ and 3♦?", fr="Quel est le score après le 3♣, le 2♦ et le 3♦ ?"
        ),
        short.score,
        explanation=Phrase(
            en=(
                "Twos and Threes are worth 6 each: 6 + 6 + 6 = 18, as much as nine cards from the middle "
                "of the ladder."
            ),
            fr=(
                "Les Deux et les Trois valent 6 chacun : 6 + 6 + 6 = 18, autant que neuf cartes du milieu "
                "de l'échelle."
            ),
        ),
        hint=Phrase(en="Read the score line of the rules.", fr="Relisez la ligne du score dans les règles."),
        concept="score",
    )
