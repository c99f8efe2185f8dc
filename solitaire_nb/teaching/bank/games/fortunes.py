"""Questions of the Fortunes notebook (``notebooks/source/games/fortunes.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "fortunes"


@define("fortunes.discard")
def _discard() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    position.play("deal")
    return PositionQuestion(
        position,
        Phrase(
            en="Which top cards may be discarded?", fr="Quelles cartes du dessus peuvent être défaussées ?"
        ),
        sorted(
            {
                str(position.pile(move.source).cards[-1])
                for move in position.legal_moves()
                if move.target == "foundation1"
            }
        ),
        explanation=Phrase(
            en=(
                "7♥ goes because of 8♥, 6♦ because of 10♦; 10♦ and 8♥ are the highest of their suits on "
                "the table."
            ),
            fr=(
                "Le 7♥ part grâce au 8♥, le 6♦ grâce au 10♦ ; le 10♦ et le 8♥ sont les plus forts de leur "
                "couleur sur la table."
            ),
        ),
        hint=Phrase(
            en="Pair the cards by suit; in each pair, only the lower one may leave.",
            fr="Associez les cartes par couleur ; dans chaque paire, seule la plus faible peut partir.",
        ),
        concept="foundation",
    )


@define("fortunes.spades")
def _spades() -> PositionQuestion:
    position = new_game(GAME, deal=2)
    for move in ["deal", "t2-f1", "deal"]:
        position.play(move)
    return PositionQuestion(
        position,
        Phrase(
            en="Which top cards may be discarded now?",
            fr="Quelles cartes du dessus peuvent être défaussées maintenant ?",
        ),
        sorted(
            {
                str(position.pile(move.source).cards[-1])
                for move in position.legal_moves()
                if move.target == "foundation1"
            }
        ),
        explanation=Phrase(
            en="4♠ and 2♠, both beaten by 10♠. 2♦ is the only Diamond showing, so it stays.",
            fr="Le 4♠ et le 2♠, tous deux battus par le 10♠. Le 2♦ est le seul carreau visible, il reste.",
        ),
        hint=Phrase(
            en="One high Spade is enough to discard every lower Spade, one after the other.",
            fr="Un seul pique fort suffit à défausser tous les piques plus faibles, l'un après l'autre.",
        ),
        concept="foundation",
    )
