"""Questions of the Aunt Mary notebook (``notebooks/source/games/aunt_mary.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "aunt_mary"


@define("aunt_mary.movable")
def _movable() -> PositionQuestion:
    opening = new_game(GAME, deal=2)
    sources = {move.source for move in opening.legal_moves() if move.source.startswith("tableau")}
    return PositionQuestion(
        opening,
        Phrase(
            en="How many tableau cards may move now?",
            fr="Combien de cartes du tableau peuvent bouger maintenant ?",
        ),
        len(sources),
        explanation=Phrase(
            en=(
                "A♣ and A♦: each may go to a foundation, and A♦ also onto 2♠. Of 21 face-up cards, only "
                "the six on top are candidates."
            ),
            fr=(
                "L'A♣ et l'A♦ : chacun peut aller en fondation, et l'A♦ aussi sur le 2♠. Des 21 cartes "
                "visibles, seules les six du dessus sont candidates."
            ),
        ),
        hint=Phrase(
            en=(
                "A face-up card in the middle of a pile moves only with the cards above it, and only if "
                "they form a sequence."
            ),
            fr=(
                "Une carte visible au milieu d'une pile ne bouge qu'avec les cartes posées dessus, et "
                "seulement si elles forment une séquence."
            ),
        ),
        concept="face_down",
    )


@define("aunt_mary.under")
def _under() -> PositionQuestion:
    deal_one = new_game(GAME, deal=1)
    after = deal_one.copy()
    after.play("t6-f1")
    return PositionQuestion(
        deal_one,
        Phrase(
            en="Which card turns up on pile 6 once A♥ has gone up?",
            fr="Quelle carte se retourne sur la pile 6 une fois l'A♥ monté ?",
        ),
        after.pile("tableau6").cards[-1].code,
        explanation=Phrase(
            en="K♠ turns up — and with no empty pile and no Queen to move onto it, it blocks pile 6 for now.",
            fr="C'est le R♠ — et sans pile vide ni Dame à poser dessus, il bloque la pile 6 pour l'instant.",
        ),
        hint=Phrase(
            en="You cannot see it yet: play the move in your head, or on a copy of the game.",
            fr="On ne la voit pas encore : jouez le coup de tête, ou sur une copie de la partie.",
        ),
        concept="face_down",
    )
