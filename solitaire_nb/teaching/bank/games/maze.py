"""Questions of the Maze notebook (``notebooks/source/games/maze.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "maze"


@define("maze.line_end")
def _line_end() -> PositionQuestion:
    start = new_game(GAME, deal=1)
    return PositionQuestion(
        start,
        Phrase(en="How many cards may go into gap 9?", fr="Combien de cartes peuvent aller dans le trou 9 ?"),
        sum(1 for move in start.legal_moves() if move.kind == "move" and move.target == "tableau9"),
        explanation=Phrase(
            en=(
                "Five: 4♥ after 3♥, and any of the four Queens before A♠, since a Queen of any suit may "
                "come before an Ace."
            ),
            fr=(
                "Cinq : le 4♥ après le 3♥, et chacune des quatre Dames avant l'A♠, puisqu'une Dame de "
                "n'importe quelle couleur peut précéder un As."
            ),
        ),
        hint=Phrase(en="What may come just before an Ace?", fr="Que peut-on poser juste avant un As ?"),
        concept="tableau",
    )


@define("maze.blind")
def _blind() -> PositionQuestion:
    start = new_game(GAME, deal=1)
    fills = [move for move in start.legal_moves() if move.kind == "move" and move.target == "tableau19"]
    return PositionQuestion(
        start,
        Phrase(en="Which card fills gap 19?", fr="Quelle carte comble le trou 19 ?"),
        str(start.pile(fills[0].source).top),
        explanation=Phrase(
            en=(
                "A gap says nothing about the card after it, so only the right neighbour counts: 5♦ in "
                "cell 20 calls for 4♦."
            ),
            fr=(
                "Un trou ne dit rien de la carte qui le suit : seule compte la voisine de droite, le 5♦ "
                "de la case 20, qui appelle le 4♦."
            ),
        ),
        hint=Phrase(en="Look at cell 20.", fr="Regardez la case 20."),
        concept="tableau",
    )
