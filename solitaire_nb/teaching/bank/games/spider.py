"""Questions of the Spider notebook (``notebooks/source/games/spider.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "spider"


@define("spider.score")
def _score() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("t5-t6")
    game.play("t4-t3")
    game.play("t7-t1")
    position = game.copy()
    for move in ["deal", "t8-t2", "t10-t1"]:
        position.play(move)
    return PositionQuestion(
        position,
        Phrase(
            en="What is the score after 6♥ onto 7♥ and 3♠ onto 4♣?",
            fr="Que vaut le score après le 6♥ sur le 7♥ et le 3♠ sur le 4♣ ?",
        ),
        position.score,
        explanation=Phrase(
            en="A♣ on 2♣ and 8♥ on 9♥ still count though covered, 6♥ on 7♥ adds one; 3♠ on 4♣ earns nothing.",
            fr=(
                "A♣ sur 2♣ et 8♥ sur 9♥ comptent toujours, même recouverts, le 6♥ sur le 7♥ en ajoute un "
                "; le 3♠ sur le 4♣ ne rapporte rien."
            ),
        ),
        hint=Phrase(
            en="A card scores a point only when it lies on the next card of its own suit.",
            fr="Une carte ne rapporte un point que posée sur la carte suivante de sa propre couleur.",
        ),
        concept="same_suit_sequence_move",
    )


@define("spider.rows_left")
def _rows_left() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("t5-t6")
    game.play("t4-t3")
    game.play("t7-t1")
    position = game.copy()
    for move in ["deal", "t8-t2", "t10-t1"]:
        position.play(move)
    stock = position.pile("stock").cards
    return PositionQuestion(
        position,
        Phrase(
            en="How many rows can the stock still deal?",
            fr="Combien de rangées la pioche peut-elle encore distribuer ?",
        ),
        len(stock) // 10,
        explanation=Phrase(
            en="Forty cards remain, ten per row, and there is no redeal.",
            fr="Il reste quarante cartes, dix par rangée, et aucune redistribution.",
        ),
        hint=Phrase(
            en="Count the stock's cards and remember each click gives one card to each of the ten piles.",
            fr="Comptez les cartes de la pioche : chaque clic donne une carte à chacune des dix piles.",
        ),
        concept="deal_to_each_pile",
    )
