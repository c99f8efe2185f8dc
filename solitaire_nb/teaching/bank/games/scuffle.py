"""Questions of the Scuffle notebook (``notebooks/source/games/scuffle.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "scuffle"


def play_up(game: Game) -> Any:
    count = 0
    while True:
        ups = [move for move in game.legal_moves() if str(move) not in ("deal", "redeal")]
        if not ups:
            return count
        game.play(ups[0])
        count += 1


def first_pass(deal: Any) -> Any:
    game = new_game(GAME, deal=deal)
    while game.pile("stock").cards:
        play_up(game)
        game.play("deal")
    return game


def end_of_pass(deal: Any, gathered: Any) -> Any:
    """Play deal ``deal`` until the stock is empty after ``gathered`` redeals, every fitting card played."""
    game = first_pass(deal)
    play_up(game)
    while game.redeals_used < gathered:
        game.play("redeal")
        while game.pile("stock").cards:
            game.play("deal")
            play_up(game)
    return game


@define("scuffle.gather")
def _gather() -> PositionQuestion:
    position = first_pass(1)
    play_up(position)
    gathered = position.copy()
    gathered.play("redeal")
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards will the new stock hold?",
            fr="Combien de cartes la nouvelle pioche contiendra-t-elle ?",
        ),
        len(gathered.pile("stock").cards),
        explanation=Phrase(
            en=(
                "36: the four reserves hold 7, 10, 10 and 9 cards. The foundations keep their sixteen "
                "cards, the four Aces included."
            ),
            fr=(
                "36 : les quatre réserves contiennent 7, 10, 10 et 9 cartes. Les fondations gardent leurs "
                "seize cartes, les quatre As compris."
            ),
        ),
        hint=Phrase(
            en=(
                "Everything that is not on a foundation goes back: count the reserves, or take 52 minus "
                "the foundations."
            ),
            fr=(
                "Tout ce qui n'est pas sur une fondation repart : comptez les réserves, ou faites 52 "
                "moins les fondations."
            ),
        ),
        concept="redeal",
    )


@define("scuffle.last_click")
def _last_click() -> PositionQuestion:
    position = end_of_pass(3, 1)
    clicked = position.copy()
    clicked.play("redeal")
    while clicked.pile("stock").cards:
        before = len(clicked.pile("stock").cards)
        clicked.play("deal")
        last = before - len(clicked.pile("stock").cards)
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards does the last click of the third pass deal?",
            fr="Combien de cartes le dernier clic du troisième passage distribue-t-il ?",
        ),
        last,
        explanation=Phrase(
            en=(
                "Ten cards are left in the reserves: two full clicks of four, then a last click with two "
                "cards, for the first two reserves only."
            ),
            fr=(
                "Il reste dix cartes dans les réserves : deux clics complets de quatre, puis un dernier "
                "clic de deux cartes, pour les deux premières réserves seulement."
            ),
        ),
        hint=Phrase(
            en="Count the reserve cards and share them out four at a time.",
            fr="Comptez les cartes des réserves et distribuez-les quatre par quatre.",
        ),
        concept="redeal",
    )


@define("scuffle.over")
def _over() -> PositionQuestion:
    position = end_of_pass(2, 1)
    return PositionQuestion(
        position,
        Phrase(en="Is deal 2 lost at this point?", fr="La donne 2 est-elle perdue à ce stade ?"),
        not position.legal_moves(),
        explanation=Phrase(
            en=(
                "No: only one redeal has been used, so a last gather and a third pass remain. Scuffle is "
                "lost only when the stock is empty, both redeals are used and nothing fits."
            ),
            fr=(
                "Non : une seule redistribution a servi, il reste donc un dernier ramassage et un "
                "troisième passage. Scuffle n'est perdu que quand la pioche est vide, les deux "
                "redistributions faites et que rien ne va."
            ),
        ),
        hint=Phrase(en="Count the redeals already used.", fr="Comptez les redistributions déjà faites."),
        concept="redeal",
    )
