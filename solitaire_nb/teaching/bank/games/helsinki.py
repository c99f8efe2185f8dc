"""Questions of the Helsinki notebook (``notebooks/source/games/helsinki.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "helsinki"


@define("helsinki.king")
def _king() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    alone = [
        str(position.pile(move.source).cards[-1])
        for move in position.legal_moves()
        if move.target == "foundation1"
    ]
    return PositionQuestion(
        position,
        Phrase(en="Which card can be taken away alone?", fr="Quelle carte peut être retirée seule ?"),
        alone[0],
        explanation=Phrase(
            en="K♣: a King counts thirteen on its own.", fr="Le R♣ : un Roi vaut treize à lui seul."
        ),
        hint=Phrase(en="Which rank already makes thirteen?", fr="Quel rang fait déjà treize ?"),
        concept="pair_sum",
    )


@define("helsinki.all")
def _all() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    return PositionQuestion(
        position,
        Phrase(en="Which cards can leave now?", fr="Quelles cartes peuvent partir maintenant ?"),
        sorted({str(position.pile(move.source).cards[-1]) for move in position.legal_moves()}),
        explanation=Phrase(
            en=(
                "K♣ alone; 10♦ with either Three; Q♣ with either Ace. Only 8♠, J♣ and 7♥ wait: no Five, "
                "Two or Six is showing."
            ),
            fr=(
                "Le R♣ seul ; le 10♦ avec l'un ou l'autre 3 ; la D♣ avec l'un ou l'autre As. Seuls le 8♠, "
                "le V♣ et le 7♥ attendent : aucun 5, 2 ou 6 n'est visible."
            ),
        ),
        hint=Phrase(
            en="For each card, look for thirteen minus its rank.",
            fr="Pour chaque carte, cherchez treize moins son rang.",
        ),
        concept="pair_sum",
    )
