"""Questions of the Block Ten notebook (``notebooks/source/games/block_ten.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "block_ten"


@define("block_ten.partners")
def _partners() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    return PositionQuestion(
        position,
        Phrase(
            en="Which cards of deal 3 belong to a pair?",
            fr="Quelles cartes de la donne 3 font partie d'une paire ?",
        ),
        sorted({str(position.pile(move.source).cards[-1]) for move in position.legal_moves()}),
        explanation=Phrase(
            en=(
                "Only the two Fives: 5 + 5 = 10. The Threes, the Four, the Eight and the Nine find no "
                "complement, and K♣ and Q♠ have no twin."
            ),
            fr=(
                "Seuls les deux 5 : 5 + 5 = 10. Les 3, le 4, le 8 et le 9 ne trouvent pas leur "
                "complément, et le R♣ et la D♠ n'ont pas de jumeau."
            ),
        ),
        hint=Phrase(
            en="For each number card, look for 10 minus its rank; for each face, look for its twin.",
            fr=(
                "Pour chaque carte numérotée, cherchez 10 moins son rang ; pour chaque figure, cherchez "
                "sa jumelle."
            ),
        ),
        concept="pair_sum",
    )


@define("block_ten.refill")
def _refill() -> PositionQuestion:
    position = new_game(GAME, deal=2)
    position.play("t5-t3")
    return PositionQuestion(
        position,
        Phrase(
            en="After t5-t3 and its refill, which cards can leave?",
            fr="Après t5-t3 et le remplissage, quelles cartes peuvent partir ?",
        ),
        sorted({str(position.pile(move.source).cards[-1]) for move in position.legal_moves()}),
        explanation=Phrase(
            en="K♦ arrived in cell 3 and pairs with K♣; 6♠ finds no Four, and 3♥ has lost its Seven.",
            fr=(
                "Le R♦ est arrivé en case 3 et forme une paire avec le R♣ ; le 6♠ ne trouve pas de 4, et "
                "le 3♥ a perdu son 7."
            ),
        ),
        hint=Phrase(
            en="Look first at the two cells that have just been refilled.",
            fr="Regardez d'abord les deux cases qui viennent d'être remplies.",
        ),
        concept="pair_same_rank",
    )
