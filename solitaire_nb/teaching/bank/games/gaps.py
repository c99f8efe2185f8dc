"""Questions of the Gaps notebook (``notebooks/source/games/gaps.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "gaps"


@define("gaps.next_gap")
def _next_gap() -> PositionQuestion:
    chain = new_game(GAME, deal=10)
    chain.play("t11-t1")
    chain.play("t37-t11")
    filler = [move for move in chain.legal_moves() if move.kind == "move" and move.target == "tableau37"]
    return PositionQuestion(
        chain,
        Phrase(en="Which card fills the gap in cell 37?", fr="Quelle carte comble le trou de la case 37 ?"),
        str(chain.pile(filler[0].source).top),
        explanation=Phrase(
            en="The card on the left of cell 37 is 3♦ (cell 36), so the gap wants 4♦.",
            fr="La carte à gauche de la case 37 est le 3♦ (case 36) : le trou demande le 4♦.",
        ),
        hint=Phrase(en="Look at cell 36.", fr="Regardez la case 36."),
        concept="tableau",
    )


@define("gaps.dead")
def _dead() -> PositionQuestion:
    six = new_game(GAME, deal=6)
    alive = {move.target for move in six.legal_moves() if move.kind == "move"}
    return PositionQuestion(
        six,
        Phrase(en="How many of the four gaps are dead?", fr="Combien des quatre trous sont morts ?"),
        sum(f"tableau{cell}" not in alive for cell in (32, 44, 46, 47)),
        explanation=Phrase(
            en=(
                "Gap 44 follows K♦: nothing comes after a King. Gap 47 follows gap 46: a gap after a gap "
                "takes nothing. Gaps 32 (after 4♣) and 46 (after 5♣) are alive."
            ),
            fr=(
                "Le trou 44 suit le R♦ : rien ne vient après un Roi. Le trou 47 suit le trou 46 : un trou "
                "après un trou ne prend rien. Les trous 32 (après le 4♣) et 46 (après le 5♣) sont vivants."
            ),
        ),
        hint=Phrase(
            en="Look at the left neighbour of each gap.", fr="Regardez la voisine de gauche de chaque trou."
        ),
        concept="tableau",
    )
