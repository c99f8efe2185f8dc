"""Questions of the Quatorze notebook (``notebooks/source/games/quatorze.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "quatorze"


@define("quatorze.count")
def _count() -> PositionQuestion:
    position = new_game(GAME, deal=4)
    pairs = {frozenset((move.source, move.target)) for move in position.legal_moves()}
    return PositionQuestion(
        position,
        Phrase(en="How many pairs does deal 4 offer?", fr="Combien de paires la donne 4 offre-t-elle ?"),
        len(pairs),
        explanation=Phrase(
            en=(
                "9♥ and 5♦ in the fourth column, Q♦ and 2♦ in the first, J♣ and 3♣ on row 4, J♦ and 3♥ on "
                "the bottom row. A♦ and K♠ add up to fourteen but share neither a row nor a column."
            ),
            fr=(
                "Le 9♥ et le 5♦ dans la quatrième colonne, la D♦ et le 2♦ dans la première, le V♣ et le "
                "3♣ sur la rangée 4, le V♦ et le 3♥ sur la rangée du bas. L'A♦ et le R♠ font bien "
                "quatorze mais ne partagent ni rangée ni colonne."
            ),
        ),
        hint=Phrase(
            en="Five rows and five columns: ten lines to check, not the whole grid at once.",
            fr="Cinq rangées et cinq colonnes : dix lignes à vérifier, pas toute la grille d'un coup.",
        ),
        concept="pair_sum",
    )


@define("quatorze.corner")
def _corner() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    return PositionQuestion(
        position,
        Phrase(en="Which cards can leave with 10♣?", fr="Quelles cartes peuvent partir avec le 10♣ ?"),
        sorted(str(position.pile(pile).cards[-1]) for pile in position.targets("tableau1")),
        explanation=Phrase(
            en="4♦ and 4♥, both on the top row; 4♠ and 4♣ are in neither its row nor its column.",
            fr=(
                "Le 4♦ et le 4♥, tous deux sur la rangée du haut ; le 4♠ et le 4♣ ne sont ni dans sa "
                "rangée ni dans sa colonne."
            ),
        ),
        hint=Phrase(
            en="Only the top row and the first column count, at any distance.",
            fr="Seules la rangée du haut et la première colonne comptent, à n'importe quelle distance.",
        ),
        concept="pair_sum",
    )


@define("quatorze.two_kings")
def _two_kings() -> PositionQuestion:
    position = new_game(GAME, deal=2)

    def king_of_hearts_keeps_a_partner(move: Any) -> Any:
        after = position.copy()
        after.play(move)
        return any("tableau22" in (m.source, m.target) for m in after.legal_moves())

    choices = {"t15-t5": "tableau5", "t15-t12": "tableau12"}
    keeps = [move for move in choices if king_of_hearts_keeps_a_partner(move)]
    return PositionQuestion(
        position,
        Phrase(en="Which Ace should go with K♦?", fr="Quel As doit partir avec le R♦ ?"),
        str(position.pile(choices[keeps[0]]).cards[-1]),
        explanation=Phrase(
            en=(
                "A♠: then A♣ is still there for K♥. Had K♦ taken A♣, K♥ and A♠ would be left on different "
                "rows and columns, with nothing to pair with."
            ),
            fr=(
                "L'A♠ : l'A♣ reste alors pour le R♥. Si le R♦ avait pris l'A♣, le R♥ et l'A♠ resteraient "
                "sur des rangées et des colonnes différentes, sans rien pour s'apparier."
            ),
        ),
        hint=Phrase(
            en="Only one of the two Aces lines up with K♥.", fr="Un seul des deux As est aligné avec le R♥."
        ),
        concept="pair_sum",
    )
