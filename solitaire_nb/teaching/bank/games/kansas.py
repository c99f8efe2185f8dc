"""Questions of the Kansas notebook (``notebooks/source/games/kansas.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "kansas"


@define("kansas.fives")
def _fives() -> PositionQuestion:
    deal6 = new_game(GAME, deal=6)
    for move in (
        "deal deal deal w-t2 deal deal deal w-f3 deal deal deal w-t1 deal w-t1 deal w-t2 deal "
        "deal deal w-t1 deal"
    ).split():
        deal6.play(move)
    base = deal6.pile("foundation1").cards[0]
    started = {pile.cards[0].suit for pile in deal6.group_piles("foundation") if pile.cards}
    return PositionQuestion(
        deal6,
        Phrase(
            en='Which cards may still start a foundation? (a list, e.g. ["9C", "9D"])',
            fr=('Quelles cartes peuvent encore ouvrir une fondation ? (une liste, par exemple ["9C", "9D"])'),
        ),
        [str(base)[:-1] + suit for suit in "CDHS" if suit not in started],
        explanation=Phrase(
            en=(
                "The base rank is Five; hearts and clubs have their foundation, so 5♦ (on the waste now) "
                "and 5♠ (still hidden) remain."
            ),
            fr=(
                "Le rang de base est le Cinq ; cœur et trèfle ont leur fondation, il reste donc le 5♦ "
                "(sur la défausse) et le 5♠ (encore caché)."
            ),
        ),
        hint=Phrase(
            en=(
                "Every foundation starts with the rank of the first foundation's card; count the suits "
                "already started."
            ),
            fr=(
                "Chaque fondation commence par le rang de la carte de la première ; comptez les couleurs "
                "déjà commencées."
            ),
        ),
        concept="base_card",
    )


@define("kansas.last")
def _last() -> PositionQuestion:
    deal12 = new_game(GAME, deal=12)
    base_rank = deal12.pile("foundation1").cards[0].rank
    last_rank = 13 if base_rank == 1 else base_rank - 1
    return PositionQuestion(
        deal12,
        Phrase(
            en="Which card completes the club foundation of deal 12? (e.g. 7C)",
            fr="Quelle carte complète la fondation de trèfle de la donne 12 ? (par exemple 7C)",
        ),
        "A23456789TJQK"[last_rank - 1] + "C",
        explanation=Phrase(
            en="K♣, A♣, 2♣ … up to Q♣: the rank just below the base comes last.",
            fr="R♣, A♣, 2♣ … jusqu'à la D♣ : le rang juste sous la base vient en dernier.",
        ),
        hint=Phrase(
            en="Count thirteen cards from the base, turning from King to Ace.",
            fr="Comptez treize cartes à partir de la base, en passant du Roi à l'As.",
        ),
        concept="wrap",
    )
