"""Questions of the Monte Carlo notebook (``notebooks/source/games/monte_carlo.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "monte_carlo"


def pair_moves(position: Game) -> Any:
    return [move for move in position.legal_moves() if str(move) != "deal"]


def most_pairs(position: Game) -> Any:
    best = 0
    for move in pair_moves(position):
        after = position.copy()
        after.play(move)
        best = max(best, 1 + most_pairs(after))
    return best


@define("monte_carlo.partners")
def _partners() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    with_partner = sorted({str(position.pile(move.source).cards[-1]) for move in pair_moves(position)})
    return PositionQuestion(
        position,
        Phrase(
            en="Which cards of the grid touch a card of their own rank?",
            fr="Quelles cartes de la grille touchent une carte de leur rang ?",
        ),
        with_partner,
        explanation=Phrase(
            en="Two Kings, three Fives (5♥ is the hinge between 5♦ and 5♣) and two Tens.",
            fr="Deux Rois, trois 5 (le 5♥ fait le lien entre le 5♦ et le 5♣) et deux 10.",
        ),
        hint=Phrase(
            en="Check the corners too: a card has up to eight neighbours.",
            fr="Regardez aussi les coins : une carte a jusqu'à huit voisines.",
        ),
        concept="pair_touching",
    )


@define("monte_carlo.triangle")
def _triangle() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    return PositionQuestion(
        position,
        Phrase(
            en="At most, how many pairs can you remove from deal 3 before the first click on the stock?",
            fr=(
                "Au plus, combien de paires pouvez-vous retirer de la donne 3 avant le premier clic sur "
                "la pioche ?"
            ),
        ),
        most_pairs(position),
        explanation=Phrase(
            en=(
                "4♥, 4♣ and 4♦ all touch one another, yet only two of them can leave; the other pair is "
                "2♥ with 2♦."
            ),
            fr=(
                "Les 4♥, 4♣ et 4♦ se touchent tous, mais deux seulement peuvent partir ; l'autre paire "
                "est 2♥ avec 2♦."
            ),
        ),
        hint=Phrase(
            en="Each move is listed twice, and three cards of one rank make only one pair.",
            fr="Chaque coup figure deux fois, et trois cartes d'un même rang ne font qu'une paire.",
        ),
        concept="pair_same_rank",
    )


@define("monte_carlo.after_click")
def _after_click() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    for move in ["t8-t12", "t7-t3", "t19-t15"]:
        position.play(move)
    closed = position.copy()
    closed.play("deal")
    return PositionQuestion(
        position,
        Phrase(
            en="After the click on the stock, how many touching pairs will the grid hold?",
            fr=(
                "Après le clic sur la pioche, combien de paires de cartes voisines la grille "
                "contiendra-t-elle ?"
            ),
        ),
        len(pair_moves(closed)) // 2,
        explanation=Phrase(
            en=(
                "Sliding back stacks 2♦, 2♣ and 2♠ in the first column, and puts 6♣ between 6♦ and 6♥: "
                "two chains of three, four pairs to choose from, though only two can leave. 5♣ loses its "
                "partner, and the new cards bring none."
            ),
            fr=(
                "En reculant, 2♦, 2♣ et 2♠ s'empilent dans la première colonne, et le 6♣ se place entre "
                "le 6♦ et le 6♥ : deux chaînes de trois, quatre paires au choix, mais deux seulement "
                "peuvent partir. Le 5♣ perd sa partenaire et les nouvelles cartes n'en apportent aucune."
            ),
        ),
        hint=Phrase(
            en=(
                "Shift each card left by the number of holes before it in reading order, then look again "
                "at its neighbours."
            ),
            fr=(
                "Décalez chaque carte vers la gauche d'autant de trous qu'il y en a avant elle dans "
                "l'ordre de lecture, puis regardez ses nouvelles voisines."
            ),
        ),
        concept="gaps_close",
    )
