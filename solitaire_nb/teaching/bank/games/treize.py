"""Questions of the Treize notebook (``notebooks/source/games/treize.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "treize"


def free_cards(game: Game) -> Any:
    return sorted(

            str(game.pile(f"tableau{n}").cards[-1])
            for n in range(1, 29)
            if game.pile(f"tableau{n}").cards and game.movable_counts(f"tableau{n}")

    )


@define("treize.free")
def _free() -> PositionQuestion:
    position = new_game(GAME, deal=6)
    for move in ["t23-t22", "t28-t26"]:
        position.play(move)
    return PositionQuestion(
        position,
        Phrase(
            en="Which pyramid cards are free now?",
            fr="Quelles cartes de la pyramide sont libres maintenant ?",
        ),
        free_cards(position),
        explanation=Phrase(
            en=(
                "The three cards left in the bottom row, 9♥, 9♠ and 6♠, and 7♣, which rested on 10♥ and "
                "3♠. The cards above 5♥ and 8♥ still lean on 9♠ or 6♠."
            ),
            fr=(
                "Les trois cartes restées dans la rangée du bas, 9♥, 9♠ et 6♠, et le 7♣, qui reposait sur "
                "le 10♥ et le 3♠. Les cartes au-dessus du 5♥ et du 8♥ s'appuient encore sur le 9♠ ou le "
                "6♠."
            ),
        ),
        hint=Phrase(
            en="A card of the sixth row is free only when both bottom-row cards lying on it have gone.",
            fr=(
                "Une carte de la sixième rangée n'est libre que si les deux cartes qui la recouvrent, de "
                "part et d'autre, sont parties."
            ),
        ),
        concept="free_card",
    )


@define("treize.waste")
def _waste() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    for move in ["t24-f1", "t25-f1", "deal", "deal", "deal", "deal", "deal"]:
        position.play(move)
    waste = {str(card) for pile in ("waste1", "waste2") for card in position.pile(pile).cards}
    leaving = set()
    for move in position.legal_moves():
        if str(move) == "deal":
            continue
        after = position.copy()
        after.play(move)
        left = {str(card) for pile in ("waste1", "waste2") for card in after.pile(pile).cards}
        leaving |= waste - left
    return PositionQuestion(
        position,
        Phrase(
            en="Which cards of the waste can be removed now?",
            fr="Quelles cartes de la défausse peut-on retirer maintenant ?",
        ),
        sorted(leaving),
        explanation=Phrase(
            en=(
                "K♥, the oldest card, alone; J♣, the top card, with 2♦ just under it. 9♦ and Q♥, in the "
                "middle, are covered from both ends."
            ),
            fr=(
                "Le R♥, la plus ancienne carte, seul ; le V♣, la carte du dessus, avec le 2♦ juste en "
                "dessous. Le 9♦ et la D♥, au milieu, sont recouverts des deux côtés."
            ),
        ),
        hint=Phrase(
            en="Two ends of the waste are in play, and the top card may also pair with the card under it.",
            fr=(
                "Les deux bouts de la défausse sont en jeu, et la carte du dessus peut aussi faire paire "
                "avec celle juste en dessous."
            ),
        ),
        concept="pair_sum",
    )
