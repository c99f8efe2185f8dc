"""Questions of the Labyrinth notebook (``notebooks/source/games/labyrinth.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "labyrinth"


def longest_run(position: Game) -> Any:
    """The cards of the longest string of plays home before the next click (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            after = position.copy()
            after.play(move)
            run = [position.pile(move.source).top] + longest_run(after)
            if len(run) > len(best):
                best = run
    return best


@define("labyrinth.climb")
def _climb() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("deal")
    game.play("column3-f2")
    game.play("deal")
    game.play("column4-f2")
    game.play("deal")
    clubs = game.copy()
    after = clubs.copy()
    after.play("column4-f1")
    after.play("t5-f1")
    return PositionQuestion(
        clubs,
        Phrase(
            en="Which card fills the top-row place of 3♣?",
            fr="Quelle carte remplit la place du 3♣ dans la rangée du haut ?",
        ),
        str(after.pile("tableau5").top),
        explanation=Phrase(
            en=(
                "10♦, the first card of column 5, the one nearest the top row. The free card at the foot "
                "of the column, 6♦, does not move."
            ),
            fr=(
                "Le 10♦, la première carte de la colonne 5, la plus proche de la rangée du haut. La carte "
                "libre au pied de la colonne, le 6♦, ne bouge pas."
            ),
        ),
        hint=Phrase(
            en="Since the first click, the stock no longer refills the top row. What is right under the gap?",
            fr=(
                "Depuis le premier clic, la pioche ne remplit plus la rangée du haut. Qu'y a-t-il juste "
                "sous le trou ?"
            ),
        ),
        concept="empty_auto_fill",
    )


@define("labyrinth.clubs")
def _clubs() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("deal")
    game.play("column3-f2")
    game.play("deal")
    game.play("column4-f2")
    game.play("deal")
    clubs = game.copy()
    return PositionQuestion(
        clubs,
        Phrase(
            en="How many cards can go home before the next click?",
            fr="Combien de cartes peuvent monter avant le prochain clic ?",
        ),
        len(longest_run(clubs)),
        explanation=Phrase(
            en=(
                "Eleven: 2♣ to Q♣. 8♣ becomes free when 2♣ leaves column 4; 10♣ when 9♣ leaves column 7; "
                "the others are in the top row or at the foot of a column."
            ),
            fr=(
                "Onze : du 2♣ à la D♣. Le 8♣ se libère quand le 2♣ quitte la colonne 4 ; le 10♣ quand le "
                "9♣ quitte la colonne 7 ; les autres sont dans la rangée du haut ou au pied d'une colonne."
            ),
        ),
        hint=Phrase(
            en="Follow the Clubs one by one, and look for each at both ends of every column.",
            fr="Suivez les trèfles un par un, et cherchez chacun aux deux bouts de chaque colonne.",
        ),
        concept="build_up",
    )
