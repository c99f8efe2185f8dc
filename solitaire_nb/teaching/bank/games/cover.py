"""Questions of the Cover notebook (``notebooks/source/games/cover.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "cover"


@define("cover.three")
def _three() -> PositionQuestion:
    position = new_game(GAME, deal=7)
    position.play("t4-t3")
    position.play("t4-t3")
    return PositionQuestion(
        position,
        Phrase(en="Which cards can leave right now?", fr="Quelles cartes peuvent partir tout de suite ?"),
        sorted({str(position.pile(move.source).cards[-1]) for move in position.legal_moves()}),
        explanation=Phrase(
            en=(
                "The three Clubs, each with either of the other two; only one pair of them will go, and "
                "one Club stays behind."
            ),
            fr=(
                "Les trois trèfles, chacun avec l'un des deux autres ; une seule paire partira, et un "
                "trèfle restera."
            ),
        ),
        hint=Phrase(
            en="Group the four cards by suit; 2♦ is alone in its suit.",
            fr="Groupez les quatre cartes par couleur ; le 2♦ est seul de sa couleur.",
        ),
        concept="pair_same_suit",
    )


@define("cover.lost")
def _lost() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    position.play("t3-t1")
    return PositionQuestion(
        position,
        Phrase(
            en="Is this game lost? Answer yes or no.",
            fr="Cette partie est-elle perdue ? Répondez oui ou non.",
        ),
        not position.legal_moves(),
        explanation=Phrase(
            en=(
                "Yes: 9♠, K♣, 5♥ and A♦ are four different suits, and nothing else can happen, since the "
                "stock only refills emptied cells."
            ),
            fr=(
                "Oui : 9♠, R♣, 5♥ et A♦ sont de quatre couleurs différentes, et rien d'autre ne peut "
                "arriver, puisque la pioche ne fait que remplir les cases vidées."
            ),
        ),
        hint=Phrase(
            en="Can a click on the stock help here? Read the stock rule again.",
            fr="Un clic sur la pioche peut-il aider ici ? Relisez la règle de la pioche.",
        ),
        concept="pair_same_suit",
    )
