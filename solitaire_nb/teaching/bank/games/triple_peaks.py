"""Questions of the Triple Peaks notebook (``notebooks/source/games/triple_peaks.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "triple_peaks"


def longest_run(position: Game) -> Any:
    """The cards of the longest run from this position, without the stock (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            after = position.copy()
            after.play(str(move))
            run = [position.pile(move.source).top] + longest_run(after)
            if len(run) > len(best):
                best = run
    return best


def face_down(position: Game) -> Any:
    return sum(
        not card.face_up for number in range(1, 29) for card in position.pile(f"tableau{number}").cards
    )


@define("triple_peaks.first")
def _first() -> PositionQuestion:
    three = new_game(GAME, deal=13)
    return PositionQuestion(
        three,
        Phrase(en="Which card do you play first on 3♥?", fr="Quelle carte jouer d'abord sur le 3♥ ?"),
        str(longest_run(three)[0]),
        explanation=Phrase(
            en=(
                "2♦ leads to a run of eleven cards, 4♣ to nine at most: going down first leaves 4♣ for "
                "later, when the run climbs back through 3♠."
            ),
            fr=(
                "Le 2♦ mène à une série de onze cartes, le 4♣ à neuf au plus : descendre d'abord garde le "
                "4♣ pour plus tard, quand la série remonte par le 3♠."
            ),
        ),
        hint=Phrase(
            en="A card you do not play now may still be waiting when the run comes back up.",
            fr="Une carte que vous ne jouez pas tout de suite peut encore attendre quand la série remonte.",
        ),
        concept="waste_building",
    )


@define("triple_peaks.run_score")
def _run_score() -> PositionQuestion:
    seventeen = new_game(GAME, deal=17)
    for move in ["t19-w", "t24-w", "t20-w", "t25-w", "t15-w", "t23-w", "t28-w"]:
        seventeen.play(move)
    return PositionQuestion(
        seventeen,
        Phrase(
            en="What is the score after this run of seven?",
            fr="Quel est le score après cette série de sept ?",
        ),
        seventeen.score,
        explanation=Phrase(
            en=(
                "1 + 2 + 3 + 4 + 5 + 6 + 7 = 28: the seventh card alone is worth as much as the first "
                "three together."
            ),
            fr=(
                "1 + 2 + 3 + 4 + 5 + 6 + 7 = 28 : la septième carte vaut à elle seule autant que les "
                "trois premières réunies."
            ),
        ),
        hint=Phrase(
            en="Each card scores its place in the run.", fr="Chaque carte rapporte son rang dans la série."
        ),
        concept="score",
    )


@define("triple_peaks.turned")
def _turned() -> PositionQuestion:
    kings = new_game(GAME, deal=5)
    for move in ["t23-w", "t20-w", "t24-w", "t22-w", "t27-w", "t28-w", "t14-w", "t26-w", "t25-w", "t15-w"]:
        kings.play(move)
    return PositionQuestion(
        kings,
        Phrase(
            en="How many face-down cards has the run turned up?",
            fr="Combien de cartes cachées la série a-t-elle retournées ?",
        ),
        18 - face_down(kings),
        explanation=Phrase(
            en=(
                "Each pair of neighbours cleared in a row frees the card they overlapped: the run emptied "
                "eight bottom-row piles and two third-row ones, and seven hidden cards are now face up."
            ),
            fr=(
                "Chaque paire de voisines dégagée dans une rangée libère la carte qu'elles chevauchaient "
                ": la série a vidé huit piles de la rangée du bas et deux de la troisième, et sept cartes "
                "cachées sont maintenant visibles."
            ),
        ),
        hint=Phrase(
            en="A hidden card turns up when both cards overlapping it are gone.",
            fr="Une carte cachée se retourne quand les deux cartes qui la chevauchent sont parties.",
        ),
        concept="face_down",
    )
