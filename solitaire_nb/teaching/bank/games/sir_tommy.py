"""Questions of the Sir Tommy notebook (``notebooks/source/games/sir_tommy.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "sir_tommy"
RANKS = "A23456789TJQK"


def rank(card: Any) -> Any:
    return RANKS.index(str(card)[0]) + 1


def high_under_low() -> Any:

    def choose(game: Game, moves: Any) -> Any:
        home = [move for move in moves if move.target.startswith("foundation")]
        if home:
            return home[0]
        if not game.pile("waste").cards:
            return moves[0]
        card = rank(game.pile("waste").cards[-1])

        def cost(move: Any) -> Any:
            reserve = game.pile(move.target).cards
            if not reserve:
                return (1, 0)
            top = rank(reserve[-1])
            return (0, top - card) if top >= card else (2, card - top)

        return min((move for move in moves if move.target.startswith("reserve")), key=cost)

    return choose


def run_length(game: Game) -> Any:
    game = game.copy()
    count = 0
    while True:
        home = [move for move in game.legal_moves() if move.target.startswith("foundation")]
        if not home:
            return count
        game.play(home[0])
        count += 1


@define("sir_tommy.run")
def _run() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    player = high_under_low()
    while not (position.pile("waste").cards and str(position.pile("waste").cards[-1]) == "8H"):
        position.play(player(position, position.legal_moves()))
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards in a row can go to the foundations?",
            fr="Combien de cartes de suite peuvent aller aux fondations ?",
        ),
        run_length(position),
        explanation=Phrase(
            en=(
                "Five: 8♥, then 9♥ and 10♠ from reserve 3, then J♦ and Q♠ from reserve 4. K♠ is buried "
                "under 7♣ and 6♠, so the run stops at the Queen."
            ),
            fr=(
                "Cinq : le 8♥, puis le 9♥ et le 10♠ de la réserve 3, puis le V♦ et la D♠ de la réserve 4. "
                "Le R♠ est enterré sous le 7♣ et le 6♠, la série s'arrête donc à la Dame."
            ),
        ),
        hint=Phrase(
            en="After each card, look for the next rank among the four reserve tops.",
            fr="Après chaque carte, cherchez le rang suivant parmi les quatre cartes du dessus des réserves.",
        ),
        concept="foundation",
    )


@define("sir_tommy.locked")
def _locked() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    player = high_under_low()
    while not (position.pile("waste").cards and str(position.pile("waste").cards[-1]) == "8H"):
        position.play(player(position, position.legal_moves()))
    locked = []
    for n in range(1, 5):
        cards = position.pile(f"reserve{n}").cards
        locked += [
            str(card)
            for i, card in enumerate(cards)
            if any(rank(above) > rank(card) for above in cards[i + 1 :])
        ]
    return PositionQuestion(
        position,
        Phrase(
            en="Which cards lie under a higher card in their reserve?",
            fr="Quelles cartes sont sous une carte plus haute dans leur réserve ?",
        ),
        sorted(locked),
        explanation=Phrase(
            en=(
                "J♠ and J♣ in reserve 4, under Q♠: the Queen can only leave once some Jack is on a "
                "foundation, so these two need J♦ or J♥ to get there first. Every other reserve goes down "
                "from bottom to top."
            ),
            fr=(
                "Le V♠ et le V♣ dans la réserve 4, sous la D♠ : la Dame ne peut partir qu'une fois un "
                "Valet sur une fondation, ces deux-là ont donc besoin que le V♦ ou le V♥ y arrive "
                "d'abord. Toutes les autres réserves descendent du bas vers le haut."
            ),
        ),
        hint=Phrase(
            en="Read each reserve from the bottom up and look for a rank that goes up.",
            fr="Lisez chaque réserve de bas en haut et cherchez un rang qui remonte.",
        ),
        concept="reserve",
    )
