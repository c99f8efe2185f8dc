"""Questions of the Doublets notebook (``notebooks/source/games/doublets.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "doublets"


def turn_until(position: Game, card: Any) -> Any:
    """Turn the stock (turning the waste over when it runs out) until `card` is on top of the waste."""
    for _ in range(200):
        waste = position.pile("waste").cards
        if waste and str(waste[-1]) == card:
            return
        position.play("deal" if position.pile("stock").cards else "redeal")
    raise ValueError(f"{card} never came to the top of the waste")


def longest_run(position: Game) -> Any:
    """The cards of the longest string of plays to the foundation, stock untouched (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            after = position.copy()
            after.play(str(move))
            run = [position.pile(move.source).top] + longest_run(after)
            if len(run) > len(best):
                best = run
    return best


@define("doublets.run")
def _run() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("r3-f1")
    turn_until(game, "TH")
    game.play("w-f1")
    turn_until(game, "7S")
    game.play("w-f1")
    turn_until(game, "AD")
    ace = game.copy()
    return PositionQuestion(
        ace,
        Phrase(
            en="How many cards can go home before the next stock card?",
            fr="Combien de cartes peuvent monter avant la prochaine carte de la pioche ?",
        ),
        len(longest_run(ace)),
        explanation=Phrase(
            en=(
                "A♦, a Two from a cell, 4♥ (uncovered on the waste when the Two's cell took 10♣), 8♦, 3♦, "
                "6♠, Q♥: seven. The next rank is a Jack, and none is in reach."
            ),
            fr=(
                "A♦, un Deux d'une case, 4♥ (découvert sur la défausse quand la case du Deux a pris le "
                "10♣), 8♦, 3♦, 6♠, D♥ : sept. Le rang suivant est un Valet, et aucun n'est à portée."
            ),
        ),
        hint=Phrase(
            en="Follow the cycle A, 2, 4, 8, 3, 6, Q, J… and stop at the first rank nobody can supply.",
            fr=(
                "Suivez le cycle A, 2, 4, 8, 3, 6, D, V… et arrêtez-vous au premier rang que personne ne "
                "fournit."
            ),
        ),
        concept="foundation",
    )


@define("doublets.refill")
def _refill() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("r3-f1")
    turn_until(game, "TH")
    game.play("w-f1")
    turn_until(game, "7S")
    game.play("w-f1")
    turn_until(game, "AD")
    for move in ["w-f1", "r5-f1", "w-f1", "r6-f1", "r3-f1", "r1-f1", "r4-f1"]:
        game.play(move)
    turn_until(game, "JD")
    game.play("w-f1")
    jack = game.copy()
    after = jack.copy()
    after.play("r3-f1")
    return PositionQuestion(
        jack,
        Phrase(
            en="Which card fills cell 3 if you play 9♥ now?",
            fr="Quelle carte remplit la case 3 si vous jouez le 9♥ maintenant ?",
        ),
        str(after.pile("reserve3").top),
        explanation=Phrase(
            en=(
                "K♥, the top card of the waste. A King never goes home, so cell 3 would be lost for the "
                "rest of the game."
            ),
            fr=(
                "Le R♥, la carte du dessus de la défausse. Un Roi ne monte jamais : la case 3 serait "
                "perdue pour tout le reste de la partie."
            ),
        ),
        hint=Phrase(
            en="The refill does not come from the stock while the waste has cards.",
            fr="Le remplissage ne vient pas de la pioche tant que la défausse a des cartes.",
        ),
        concept="empty_auto_fill",
    )
