"""Questions of the Napoleon's Tomb notebook (``notebooks/source/games/napoleons_tomb.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "napoleons_tomb"


def most_home(position: Game, seen: Any = None) -> Any:
    """The most cards the foundations can hold without turning the stock (every line of play tried)."""
    seen = set() if seen is None else seen
    if position.position_key() in seen:
        return position.score
    seen.add(position.position_key())
    best = position.score
    for move in position.legal_moves():
        if move.kind == "move":
            after = position.copy()
            after.play(move)
            best = max(best, most_home(after, seen))
    return best


def _six_on_the_waste() -> Game:
    """Deal 1 as the notebook plays it up to the 6♠ on top of the waste."""
    game = new_game(GAME, deal=1)
    for move in ["deal", "w-r1", "deal", "w-f1", "deal", "w-r3", "deal", "w-r4", "deal", "w-r2",
                 "deal", "deal", "deal", "deal", "w-f4", "deal", "deal", "deal"]:
        game.play(move)
    return game


@define("napoleons_tomb.centre")
def _centre() -> PositionQuestion:
    game = _six_on_the_waste()
    six = game.copy()
    return PositionQuestion(
        six,
        Phrase(
            en="How many more cards can go home before the next stock card?",
            fr="Combien de cartes de plus peuvent monter avant la prochaine carte de la pioche ?",
        ),
        most_home(six) - six.score,
        explanation=Phrase(
            en=(
                "6♠, 5♥, 4♥, 3♥ (from the waste), 2♥: five, and three cells are empty again. Park 9♣, 5♦ "
                "and J♦ in them, and A♠ goes home too: six."
            ),
            fr=(
                "6♠, 5♥, 4♥, 3♥ (de la défausse), 2♥ : cinq, et trois cases sont de nouveau vides. "
                "Rangez-y le 9♣, le 5♦ et le V♦, et l'A♠ monte aussi : six."
            ),
        ),
        hint=Phrase(
            en="After the Two, the centre wants an Ace. Is there one in the waste, and what covers it?",
            fr=(
                "Après le Deux, le centre veut un As. Y en a-t-il un dans la défausse, et qu'est-ce qui "
                "le recouvre ?"
            ),
        ),
        concept="free_cell",
    )


@define("napoleons_tomb.follow")
def _follow() -> PositionQuestion:
    game = _six_on_the_waste()
    DIG = ["w-f5", "r1-f5", "r3-f5", "w-f5", "r2-f5", "w-r1", "w-r2", "w-r3", "w-f5"]
    for move in DIG + ["deal"] * 9:
        game.play(move)
    eight = game.copy()
    climb = eight.copy()
    climb.play("w-f4")
    followers = []
    while True:
        home = [
            move
            for move in climb.legal_moves()
            if move.kind == "move" and move.source.startswith("reserve") and (move.target == "foundation4")
        ]
        if not home:
            break
        followers.append(str(climb.pile(home[0].source).top))
        climb.play(home[0])
    return PositionQuestion(
        eight,
        Phrase(
            en="Which cards from the cells follow 8♠ home? (a list of cards)",
            fr="Quelles cartes des cases suivent le 8♠ ? (une liste de cartes)",
        ),
        followers,
        explanation=Phrase(
            en=(
                "9♣, 10♥ and J♦, in that order: the corner then shows a Jack and waits for a Queen. 5♦ "
                "stays, since a Five only ever goes to the centre."
            ),
            fr=(
                "Le 9♣, le 10♥ et le V♦, dans cet ordre : le coin montre alors un Valet et attend une "
                "Dame. Le 5♦ reste, car un Cinq ne va jamais qu'au centre."
            ),
        ),
        hint=Phrase(
            en="A corner climbs one rank at a time: after the Eight, look for a Nine, then a Ten…",
            fr="Un coin monte d'un rang à la fois : après le Huit, cherchez un Neuf, puis un Dix…",
        ),
        concept="build_up",
    )
