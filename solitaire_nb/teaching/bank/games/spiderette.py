"""Questions of the Spiderette notebook (``notebooks/source/games/spiderette.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "spiderette"


@define("spiderette.lift")
def _lift() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("t1-t4")
    game.play("t4-t7x2")
    position = game.copy()
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards can one move take from pile 7?",
            fr="Combien de cartes un seul coup peut-il prendre à la pile 7 ?",
        ),
        max(move.count for move in position.legal_moves() if move.source == "tableau7"),
        explanation=Phrase(
            en=(
                "7♣ 6♣ are one suit and go together (into the empty pile, for instance); 8♠ is a spade "
                "and stays."
            ),
            fr=(
                "7♣ 6♣ sont d'une même couleur et partent ensemble (dans la pile vide, par exemple) ; le "
                "8♠ est un pique et reste."
            ),
        ),
        hint=Phrase(
            en="A group moves only if all its cards are of one suit.",
            fr="Un groupe ne se déplace que si toutes ses cartes sont d'une même couleur.",
        ),
        concept="same_suit_sequence_move",
    )


@define("spiderette.clicks")
def _clicks() -> PositionQuestion:
    clicked = new_game(GAME, deal=1)
    clicks = 0
    while "deal" in [str(move) for move in clicked.legal_moves()]:
        clicked.play("deal")
        clicks += 1
    return PositionQuestion(
        new_game(GAME, deal=1),
        Phrase(
            en="How many times can the stock deal in a game?",
            fr="Combien de fois la pioche peut-elle distribuer dans une partie ?",
        ),
        clicks,
        explanation=Phrase(
            en="24 cards: three clicks of seven, then a last click of three cards, onto piles 1 to 3.",
            fr="24 cartes : trois clics de sept, puis un dernier clic de trois cartes, sur les piles 1 à 3.",
        ),
        hint=Phrase(
            en="24 is not a multiple of 7: what happens to the cards left over?",
            fr="24 n'est pas un multiple de 7 : que deviennent les cartes qui restent ?",
        ),
        concept="deal_to_each_pile",
    )
