"""Questions of the Pileon notebook (``notebooks/source/games/pileon.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "pileon"


def fewest_moves(position: Game, done: Any, limit: Any = 6) -> Any:
    """The shortest list of moves reaching a position where done(position) is true (breadth first)."""
    seen, frontier = ({position.position_key()}, [(position, [])])
    while frontier:
        following = []
        for here, line in frontier:
            if done(here):
                return line
            if len(line) < limit:
                for move in here.legal_moves():
                    after = here.copy()
                    after.play(move)
                    if after.position_key() not in seen:
                        seen.add(after.position_key())
                        following.append((after, line + [str(move)]))
        frontier = following
    return None


def tens_finished(position: Game) -> Any:
    return any(

            len(pile.cards) == 4 and (not pile.cards[-1].face_up) and (pile.cards[0].rank == 10)
            for pile in position.piles

    )


@define("pileon.tens")
def _tens() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    for move in ["t3-t14", "t8-t14", "t13-t14"]:
        game.play(move)
    game.play("t10-t3")
    game.play("t10-t14")
    fours = game.copy()
    tens_line = fewest_moves(fours, tens_finished)
    return PositionQuestion(
        fours,
        Phrase(
            en="Fewest moves to finish the set of Tens?", fr="Combien de coups au moins pour finir les Dix ?"
        ),
        len(tens_line),
        explanation=Phrase(
            en=(
                "Four: 8♠ to the empty pile uncovers 10♠ at the bottom of pile 10, and the three other "
                "Tens join it. Put 10♣ on 10♥ first, and the two travel together as one group."
            ),
            fr=(
                "Quatre : le 8♠ sur la pile vide découvre le 10♠ au fond de la pile 10, et les trois "
                "autres Dix le rejoignent. Posez d'abord le 10♣ sur le 10♥, et les deux voyagent ensemble "
                "en un seul groupe."
            ),
        ),
        hint=Phrase(
            en=(
                "A set is finished only on a pile holding nothing else: which Ten already lies at the "
                "bottom of a pile?"
            ),
            fr=(
                "Un ensemble n'est terminé que sur une pile qui ne contient rien d'autre : quel Dix est "
                "déjà au fond d'une pile ?"
            ),
        ),
        concept="pile_limit",
    )
