"""Questions of the Carpet notebook (``notebooks/source/games/carpet.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....rules.cards import Card
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "carpet"


def send_home(position: Game) -> Any:
    """Play cards to the foundations while any can go; the list of cards sent."""
    sent = []
    while True:
        home = [move for move in position.legal_moves() if move.kind == "move"]
        if not home:
            return sent
        sent.append(position.pile(home[0].source).top)
        position.play(home[0])


def longest_run(position: Game) -> Any:
    """The cards of the longest string of plays home before the next click (every order tried)."""
    best = []
    for move in position.legal_moves():
        if move.kind == "move":
            after = position.copy()
            after.play(move)
            run = [position.pile(move.source).top] + longest_run(after)
            if len(run) > len(best):
                best = run
    return best


@define("carpet.dig")
def _dig() -> PositionQuestion:
    dig = new_game(GAME, deal=3)
    send_home(dig)
    for _ in range(12):
        dig.play("deal")
        send_home(dig)
    dig.play("deal")
    return PositionQuestion(
        dig,
        Phrase(
            en="How many cards go home before the next click?",
            fr="Combien de cartes montent avant le prochain clic ?",
        ),
        len(longest_run(dig)),
        explanation=Phrase(
            en=(
                "3♦ from the waste, 4♦ and 5♦ from the carpet, whose gaps swallow 6♥ and Q♣; that "
                "uncovers 6♦ on the waste, and 7♦ follows it from the carpet: five."
            ),
            fr=(
                "Le 3♦ de la défausse, le 4♦ et le 5♦ du tapis, dont les trous avalent le 6♥ et la D♣ ; "
                "cela découvre le 6♦ sur la défausse, et le 7♦ le suit depuis le tapis : cinq."
            ),
        ),
        hint=Phrase(
            en="Each carpet card that goes home takes the waste's top card into its gap. Where is 6♦?",
            fr=(
                "Chaque carte du tapis qui monte fait entrer la carte du dessus de la défausse dans son "
                "trou. Où est le 6♦ ?"
            ),
        ),
        concept="empty_auto_fill",
    )


@define("carpet.waiting")
def _waiting() -> PositionQuestion:
    stuck = new_game(GAME, deal=2)
    send_home(stuck)
    while stuck.pile("stock").cards:
        stuck.play("deal")
        send_home(stuck)
    waiting = []
    for number in range(1, 5):
        top = stuck.pile(f"foundation{number}").top
        waiting.append(Card.parse("A23456789TJQK"[top.rank] + top.suit))
    return PositionQuestion(
        stuck,
        Phrase(
            en="Which card does each foundation wait for? (a list of four cards)",
            fr="Quelle carte chaque fondation attend-elle ? (une liste de quatre cartes)",
        ),
        [str(card) for card in waiting],
        explanation=Phrase(
            en=(
                "5♣, 6♦, 6♥ and 5♠: one rank above each top card, in its suit. All four lie in the waste, "
                "under cards that will never move again."
            ),
            fr=(
                "5♣, 6♦, 6♥ et 5♠ : un rang au-dessus de chaque carte du dessus, dans sa couleur. Les "
                "quatre sont dans la défausse, sous des cartes qui ne bougeront plus."
            ),
        ),
        hint=Phrase(
            en="Read the top card of each foundation and add one rank, keeping the suit.",
            fr="Lisez la carte du dessus de chaque fondation et ajoutez un rang, en gardant la couleur.",
        ),
        concept="build_by_suit",
    )
