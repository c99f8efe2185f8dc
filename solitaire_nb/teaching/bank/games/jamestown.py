"""Questions of the Jamestown notebook (``notebooks/source/games/jamestown.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "jamestown"


@define("jamestown.twins")
def _twins() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    return PositionQuestion(
        position,
        Phrase(
            en="Which cards of deal 3 have a twin on the table?",
            fr="Quelles cartes de la donne 3 ont une jumelle sur la table ?",
        ),
        sorted({str(position.pile(move.source).cards[-1]) for move in position.legal_moves()}),
        explanation=Phrase(
            en="Two Queens, two Threes and three Sixes; only 9♠ and 7♥ are alone.",
            fr="Deux Dames, deux 3 et trois 6 ; seuls le 9♠ et le 7♥ sont seuls.",
        ),
        hint=Phrase(en="Seven of the nine cards have a twin.", fr="Sept des neuf cartes ont une jumelle."),
        concept="pair_same_rank",
    )


@define("jamestown.refill")
def _refill() -> PositionQuestion:
    position = new_game(GAME, deal=2)
    position.play("t5-t2")
    return PositionQuestion(
        position,
        Phrase(
            en="Which cards can leave after the refill?",
            fr="Quelles cartes peuvent partir après le remplissage ?",
        ),
        sorted({str(position.pile(move.source).cards[-1]) for move in position.legal_moves()}),
        explanation=Phrase(
            en="K♣ arrived in cell 5 and finds K♠; A♣ arrived in cell 2 and finds A♥.",
            fr="Le R♣ est arrivé en case 5 et retrouve le R♠ ; l'A♣ est arrivé en case 2 et retrouve l'A♥.",
        ),
        hint=Phrase(
            en="Look at the two cells just refilled, then at the rest.",
            fr="Regardez les deux cases qui viennent d'être remplies, puis le reste.",
        ),
        concept="pair_same_rank",
    )
