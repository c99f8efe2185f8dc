"""Questions of the Thirteen notebook (``notebooks/source/games/thirteen.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

import random
from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....engine.strategy import greedy_player
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "thirteen"


def face_down(game: Game) -> Any:
    return sum(
        1 for pile in game.piles if pile.id.startswith("tableau") for card in pile.cards if not card.face_up
    )


@define("thirteen.turn_over")
def _turn_over() -> PositionQuestion:
    position = new_game(GAME, deal=4)
    after = position.copy()
    for move in ["t26-f1", "t28-t27"]:
        after.play(move)
    return PositionQuestion(
        position,
        Phrase(
            en="After K♦, then A♣ with Q♣, how many cards turn face up?",
            fr="Après le R♦, puis l'A♣ avec la D♣, combien de cartes se retournent ?",
        ),
        face_down(position) - face_down(after),
        explanation=Phrase(
            en=(
                "Three neighbouring cards leave the bottom row, which frees two cards of the row above: "
                "the one on K♦ and A♣, and the one on A♣ and Q♣."
            ),
            fr=(
                "Trois cartes voisines quittent la rangée du bas, ce qui libère deux cartes de la rangée "
                "du dessus : celle posée sur le R♦ et l'A♣, et celle posée sur l'A♣ et la D♣."
            ),
        ),
        hint=Phrase(
            en="A card of the sixth row needs both of its supports gone.",
            fr="Une carte de la sixième rangée a besoin que ses deux appuis soient partis.",
        ),
        concept="free_card",
    )


@define("thirteen.which_four")
def _which_four() -> PositionQuestion:
    position = new_game(GAME, deal=5)

    def turned_over(move: Any) -> Any:
        after = position.copy()
        after.play(move)
        return face_down(position) - face_down(after)

    fours = {"t23-t22": "tableau22", "t23-t25": "tableau25", "t23-t26": "tableau26"}
    best = max(fours, key=turned_over)
    return PositionQuestion(
        position,
        Phrase(en="Which Four should go with 9♠?", fr="Quel 4 doit partir avec le 9♠ ?"),
        str(position.pile(fours[best]).cards[-1]),
        explanation=Phrase(
            en=(
                "4♥, its neighbour: the two first cards of the row go, and the card they held up turns "
                "over. 4♣ and 4♦ are too far from 9♠ to free anything."
            ),
            fr=(
                "Le 4♥, son voisin : les deux premières cartes de la rangée partent, et la carte qu'elles "
                "soutenaient se retourne. Le 4♣ et le 4♦ sont trop loin du 9♠ pour libérer quoi que ce "
                "soit."
            ),
        ),
        hint=Phrase(
            en="Only two touching cards of the bottom row uncover a card.",
            fr="Seules deux cartes voisines de la rangée du bas découvrent une carte.",
        ),
        concept="free_card",
    )


@define("thirteen.waste")
def _waste() -> PositionQuestion:
    position = new_game(GAME, deal=2)
    for move in [
        "deal",
        "deal",
        "w-w",
        "deal",
        "w-f1",
        "deal",
        "deal",
        "w-t26",
        "deal",
        "w-t22",
        "deal",
        "deal",
        "deal",
    ]:
        position.play(move)

    def partner(pile: Any) -> Any:
        """The card A♥ would leave with: the top card of a pyramid pile, or the card under A♥ in the waste."""
        cards = position.pile(pile).cards
        return cards[-2] if pile == "waste" else cards[-1]

    return PositionQuestion(
        position,
        Phrase(
            en="Which cards can A♥, on top of the waste, be removed with?",
            fr="Avec quelles cartes l'A♥, sur le dessus de la défausse, peut-il être retiré ?",
        ),
        sorted(str(partner(pile)) for pile in position.targets("waste")),
        explanation=Phrase(
            en=(
                "The two Queens of the bottom row, Q♠ and Q♥, and Q♣, the waste card right under it. 6♣ "
                "and 2♦, deeper in the waste, are out of reach until the cards above them leave."
            ),
            fr=(
                "Les deux Dames de la rangée du bas, D♠ et D♥, et la D♣, la carte de la défausse juste en "
                "dessous. Le 6♣ et le 2♦, plus bas dans la défausse, sont hors d'atteinte tant que les "
                "cartes du dessus ne sont pas parties."
            ),
        ),
        hint=Phrase(
            en="Count the Queens you can reach, the waste included.",
            fr="Comptez les Dames accessibles, défausse comprise.",
        ),
        concept="pair_sum",
    )


@define("thirteen.won")
def _won() -> PositionQuestion:
    position = new_game(GAME, deal=151)
    player = greedy_player(random.Random(151))
    while position.legal_moves():
        position.play(player(position, position.legal_moves()))
    return PositionQuestion(
        position,
        Phrase(
            en="The pyramid is empty and no move is left. Is deal 151 won?",
            fr="La pyramide est vide et il ne reste aucun coup. La donne 151 est-elle gagnée ?",
        ),
        position.is_won(),
        explanation=Phrase(
            en=(
                "No: six cards are stuck in the waste. Only its top card, 4♠, and the one under it, 7♣, "
                "may pair, and they make eleven; 10♣ with 3♠ or 9♠ with 4♠ would make thirteen, but those "
                "cards can never meet. The game is lost with 46 cards taken away."
            ),
            fr=(
                "Non : six cartes sont coincées dans la défausse. Seules sa carte du dessus, le 4♠, et "
                "celle juste en dessous, le 7♣, peuvent s'apparier, et elles font onze ; le 10♣ avec le "
                "3♠ ou le 9♠ avec le 4♠ feraient treize, mais ces cartes ne peuvent jamais se rencontrer. "
                "La partie est perdue avec 46 cartes retirées."
            ),
        ),
        hint=Phrase(
            en="Count every card still on the table, not only the pyramid.",
            fr="Comptez toutes les cartes encore sur la table, pas seulement la pyramide.",
        ),
        concept="pair_sum",
    )
