"""Questions of the Royal East notebook (``notebooks/source/games/royal_east.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "royal_east"


@define("royal_east.buried")
def _buried() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("t4-f1")
    game.play("t5-t2")
    position = game.copy()
    for (
        move
    ) in "deal w-t5 deal w-t4 deal w-f3 t5-f3 deal w-t5 deal w-t1 deal deal deal deal w-f1 deal".split():
        position.play(move)
    return PositionQuestion(
        position,
        Phrase(
            en='Which cards of the cross are covered? (a list, e.g. ["9S"])',
            fr='Quelles cartes de la croix sont recouvertes ? (une liste, par exemple ["9S"])',
        ),
        [str(card) for pile in position.group_piles("tableau") for card in pile.cards[:-1]],
        explanation=Phrase(
            en="Q♦ lies under J♥ at the top of the cross, and 6♣ under 5♣ in the middle.",
            fr="La D♦ est sous le V♥ en haut de la croix, et le 6♣ sous le 5♣ au milieu.",
        ),
        hint=Phrase(
            en="Look for the piles holding two cards: the lower card of each is stuck.",
            fr="Cherchez les piles de deux cartes : la carte du dessous de chacune est bloquée.",
        ),
        concept="single_card_move",
    )
