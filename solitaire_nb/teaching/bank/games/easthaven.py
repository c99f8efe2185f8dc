"""Questions of the Easthaven notebook (``notebooks/source/games/easthaven.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "easthaven"


@define("easthaven.may_deal")
def _may_deal() -> PositionQuestion:
    king_in_view = new_game(GAME, deal=47)
    for move in [
        "t2-f4",
        "t2-f2",
        "t4-t1",
        "t5-t7",
        "deal",
        "t4-f2",
        "t2-f2",
        "t3-f3",
        "t4-t6",
        "t1-t6",
        "t5-t2",
        "t5-t2",
        "t6-t4",
        "t2-t5x3",
    ]:
        king_in_view.play(move)
    return PositionQuestion(
        king_in_view,
        Phrase(
            en="Pile 2 is empty: may the stock deal a row now?",
            fr="La pile 2 est vide : la pioche peut-elle distribuer une rangée maintenant ?",
        ),
        "deal" in [str(move) for move in king_in_view.legal_moves()],
        explanation=Phrase(
            en=(
                "Q♠ does not follow Q♦, so the top sequence of pile 7 is Q♠ alone and K♠ cannot move. No "
                "King can reach the gap, so nothing holds the stock back."
            ),
            fr=(
                "La D♠ ne suit pas la D♦ : la suite du dessus de la pile 7 se réduit à la D♠, et le R♠ ne "
                "peut pas bouger. Aucun Roi ne peut atteindre le trou, rien ne retient donc la pioche."
            ),
        ),
        hint=Phrase(
            en=(
                "A King counts only if it heads the run on top of its pile and leaves cards behind when "
                "it moves."
            ),
            fr=(
                "Un Roi ne compte que s'il mène la suite du dessus de sa pile et laisse des cartes "
                "derrière lui en partant."
            ),
        ),
        concept="deal_to_each_pile",
    )


@define("easthaven.last_row")
def _last_row() -> PositionQuestion:
    four_rows = new_game(GAME, deal=1)
    for _ in range(4):
        four_rows.play("deal")
    before = sum(len(pile.cards) for pile in four_rows.group_piles("tableau"))
    after_last = four_rows.copy()
    after_last.play("deal")
    return PositionQuestion(
        four_rows,
        Phrase(
            en="How many cards does the last click deal?",
            fr="Combien de cartes le dernier clic distribue-t-il ?",
        ),
        sum(len(pile.cards) for pile in after_last.group_piles("tableau")) - before,
        explanation=Phrase(
            en="31 = 4 × 7 + 3: the last three cards go onto piles 1, 2 and 3; piles 4 to 7 get nothing.",
            fr=(
                "31 = 4 × 7 + 3 : les trois dernières cartes vont sur les piles 1, 2 et 3 ; les piles 4 à "
                "7 ne reçoivent rien."
            ),
        ),
        hint=Phrase(
            en="Count what is left in the stock in the picture.",
            fr="Comptez ce qui reste dans la pioche sur l'image.",
        ),
        concept="deal_to_each_pile",
    )
