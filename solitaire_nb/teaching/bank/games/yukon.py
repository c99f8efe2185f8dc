"""Questions of the Yukon notebook (``notebooks/source/games/yukon.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "yukon"


@define("yukon.load")
def _load() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("t7-t2x3")
    for move in ["t7-t3", "t7-f1", "t3-f1"]:
        game.play(move)
    position = game.copy()
    onto_seven = [move for move in position.legal_moves() if str(move).startswith("t2-t1")]
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards move when 6♣ goes onto 7♦?",
            fr="Combien de cartes bougent quand le 6♣ va sur le 7♦ ?",
        ),
        onto_seven[0].count,
        explanation=Phrase(
            en="6♣ carries K♣ and the three cards moved onto it earlier: Q♦, 6♥, 8♥.",
            fr="Le 6♣ porte le R♣ et les trois cartes qu'on y a posées tout à l'heure : D♦, 6♥, 8♥.",
        ),
        hint=Phrase(en="Count from 6♣ to the end of pile 2.", fr="Comptez du 6♣ jusqu'au bout de la pile 2."),
        concept="any_group_move",
    )


@define("yukon.gap")
def _gap() -> PositionQuestion:
    deal_three = new_game(GAME, deal=3)
    deal_three.play("t1-t3")
    into_gap = [move for move in deal_three.legal_moves() if move.target == "tableau1"]
    return PositionQuestion(
        deal_three,
        Phrase(
            en="Which cards may head a group moved into the empty pile 1?",
            fr="Quelles cartes peuvent être en tête d'un groupe déplacé dans la pile 1 vide ?",
        ),
        [deal_three.pile(move.source).cards[-move.count].code for move in into_gap],
        explanation=Phrase(
            en="Only face-up Kings may start an empty pile: K♠ and K♥ here; K♣ and K♦ are still face down.",
            fr=(
                "Seuls des Rois visibles peuvent commencer une pile vide : ici le R♠ et le R♥ ; le R♣ et "
                "le R♦ sont encore cachés."
            ),
        ),
        hint=Phrase(
            en="Look for the Kings, and check which ones you can see.",
            fr="Cherchez les Rois, et vérifiez lesquels sont visibles.",
        ),
        concept="empty_king_only",
    )
