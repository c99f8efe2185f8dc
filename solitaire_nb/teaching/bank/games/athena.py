"""Questions of the Athena notebook (``notebooks/source/games/athena.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "athena"


@define("athena.movable")
def _movable() -> PositionQuestion:
    opening = new_game(GAME, deal=1)
    sources = {move.source for move in opening.legal_moves() if move.source.startswith("tableau")}
    return PositionQuestion(
        opening,
        Phrase(
            en="How many tableau cards may move now?",
            fr="Combien de cartes du tableau peuvent bouger maintenant ?",
        ),
        len(sources),
        explanation=Phrase(
            en="A♣, A♥ and 10♦; the middle face-up cards are cut off by the hidden cards on them.",
            fr=(
                "L'A♣, l'A♥ et le 10♦ ; les cartes visibles du milieu sont isolées par les cartes cachées "
                "posées dessus."
            ),
        ),
        hint=Phrase(
            en="Only the top card of each pile can be a candidate here.",
            fr="Seule la carte du dessus de chaque pile peut être candidate ici.",
        ),
        concept="face_down",
    )


@define("athena.turns")
def _turns() -> PositionQuestion:
    deal_two = new_game(GAME, deal=2)
    after = deal_two.copy()
    after.play("t3-t6")
    return PositionQuestion(
        deal_two,
        Phrase(
            en="Which card is on top of pile 3 after 8♦ goes onto 9♣?",
            fr="Quelle carte est en haut de la pile 3 après le départ du 8♦ sur le 9♣ ?",
        ),
        after.pile("tableau3").cards[-1].code,
        explanation=Phrase(
            en="The hidden card under 8♦ turns up: 6♠. The 9♠ below it is still cut off from it.",
            fr="La carte cachée sous le 8♦ se retourne : le 6♠. Le 9♠ en dessous reste séparé de lui.",
        ),
        hint=Phrase(
            en="The card under 8♦ is face down now — it turns up when it becomes the top card.",
            fr=(
                "La carte sous le 8♦ est cachée pour l'instant — elle se retourne quand elle devient la "
                "carte du dessus."
            ),
        ),
        concept="face_down",
    )
