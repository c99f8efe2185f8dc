"""Questions of the Hopscotch notebook (``notebooks/source/games/hopscotch.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "hopscotch"
RANKS = "A23456789TJQK"


def rank(card: Any) -> Any:
    return RANKS.index(str(card)[0]) + 1


def waiting(game: Game, card: Any) -> Any:
    """How many cards the quickest foundation needs before it takes ``card``."""
    best = 99
    for step in range(1, 5):
        cards = game.pile(f"foundation{step}").cards
        top = rank(cards[-1])
        for wait in range(1, 14 - len(cards)):
            if (top + wait * step - 1) % 13 + 1 == rank(card):
                best = min(best, wait)
                break
    return best


def soonest_on_top() -> Any:

    def choose(game: Game, moves: Any) -> Any:
        home = [move for move in moves if move.target.startswith("foundation")]
        if home:
            return home[0]
        if not game.pile("waste").cards:
            return moves[0]
        card_wait = waiting(game, game.pile("waste").cards[-1])

        def cost(move: Any) -> Any:
            reserve = game.pile(move.target).cards
            if not reserve:
                return (1, 0)
            top_wait = waiting(game, reserve[-1])
            return (0, top_wait - card_wait) if top_wait >= card_wait else (2, -top_wait)

        return min((move for move in moves if move.target.startswith("reserve")), key=cost)

    return choose


def position_after(moves: Any) -> Any:
    game = new_game(GAME, deal=1)
    player = soonest_on_top()
    for _ in range(moves):
        game.play(player(game, game.legal_moves()))
    return game


def foundation_run(game: Game) -> Any:
    """Play to the foundations while anything fits; return the cards played, in order."""
    game = game.copy()
    played = []
    while True:
        home = [move for move in game.legal_moves() if move.target.startswith("foundation")]
        if not home:
            return played
        played.append(str(game.pile(home[0].source).cards[-1]))
        game.play(home[0])


@define("hopscotch.wrap")
def _wrap() -> PositionQuestion:
    position = position_after(62)
    return PositionQuestion(
        position,
        Phrase(
            en="Which reserve cards go up after Q♦?", fr="Quelles cartes des réserves montent après la D♦ ?"
        ),
        foundation_run(position)[1:],
        explanation=Phrase(
            en=(
                "3♦, because four steps past the Queen wrap round through the King and the Ace to a "
                "Three; then 7♠, four more. The fourth foundation then wants a Jack, and none is on top."
            ),
            fr=(
                "Le 3♦, car quatre pas après la Dame font le tour par le Roi et l'As jusqu'au 3 ; puis le "
                "7♠, quatre de plus. La quatrième fondation veut ensuite un Valet, et aucun n'est sur le "
                "dessus."
            ),
        ),
        hint=Phrase(
            en="Count four from the Queen: King, Ace, Two, ...",
            fr="Comptez quatre à partir de la Dame : Roi, As, 2, ...",
        ),
        concept="foundation",
    )


@define("hopscotch.run")
def _run() -> PositionQuestion:
    position = position_after(81)
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards go up in a row, 4♦ included?",
            fr="Combien de cartes montent d'affilée, 4♦ compris ?",
        ),
        len(foundation_run(position)),
        explanation=Phrase(
            en=(
                "Seven: 4♦ and 6♦ on the second foundation, 5♦ and 6♠ on the first, 8♥ on the second, 7♦ "
                "on the first, 10♦ on the second. Three foundations take turns, each unlocking a card for "
                "another."
            ),
            fr=(
                "Sept : le 4♦ et le 6♦ sur la deuxième fondation, le 5♦ et le 6♠ sur la première, le 8♥ "
                "sur la deuxième, le 7♦ sur la première, le 10♦ sur la deuxième. Trois fondations se "
                "relaient, chacune débloquant une carte pour une autre."
            ),
        ),
        hint=Phrase(
            en=(
                "After each card, write down what the four foundations want next and look at the four "
                "reserve tops."
            ),
            fr=(
                "Après chaque carte, notez ce que veulent les quatre fondations et regardez les quatre "
                "cartes du dessus des réserves."
            ),
        ),
        concept="foundation",
    )
