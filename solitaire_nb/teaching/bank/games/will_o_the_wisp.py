"""Questions of the Will o' the Wisp notebook (``notebooks/source/games/will_o_the_wisp.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "will_o_the_wisp"


@define("will_o_the_wisp.hidden")
def _hidden() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("t6-t2")
    game.play("t7-t6")
    position = game.copy()
    hidden = sum(
        not card.face_up for number in range(1, 8) for card in position.pile(f"tableau{number}").cards
    )
    return PositionQuestion(
        position,
        Phrase(
            en="How many face-down cards are left in the seven piles?",
            fr="Combien de cartes face cachée reste-t-il dans les sept piles ?",
        ),
        hidden,
        explanation=Phrase(
            en="Fourteen at the start, and each of the two moves turned one over.",
            fr="Quatorze au départ, et chacun des deux coups en a retourné une.",
        ),
        hint=Phrase(
            en="The deal hides two cards in each pile; count the ones the moves uncovered.",
            fr="La donne cache deux cartes dans chaque pile ; comptez celles que les coups ont découvertes.",
        ),
        concept="face_down",
    )


@define("will_o_the_wisp.rows")
def _rows() -> PositionQuestion:
    dealt = new_game(GAME, deal=1)
    rows = 0
    while "deal" in [str(move) for move in dealt.legal_moves()]:
        dealt.play("deal")
        rows += 1
    return PositionQuestion(
        new_game(GAME, deal=1),
        Phrase(
            en="How many clicks does the stock of 31 cards give?",
            fr="Combien de clics donne la pioche de 31 cartes ?",
        ),
        rows,
        explanation=Phrase(
            en="Four full rows of seven take 28 cards; the 3 left make a fifth click, onto piles 1 to 3.",
            fr=(
                "Quatre rangées complètes de sept prennent 28 cartes ; les 3 restantes font un cinquième "
                "clic, sur les piles 1 à 3."
            ),
        ),
        hint=Phrase(
            en="Divide 31 by 7, and do not forget the remainder.",
            fr="Divisez 31 par 7, sans oublier le reste.",
        ),
        concept="deal_to_each_pile",
    )
