"""Questions of the Auld Lang Syne notebook (``notebooks/source/games/auld_lang_syne.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "auld_lang_syne"


def play_up(game: Game) -> Any:
    """Send reserve cards up while any fits; return how many went."""
    count = 0
    while True:
        ups = [move for move in game.legal_moves() if str(move) != "deal"]
        if not ups:
            return count
        game.play(ups[0])
        count += 1


def after_clicks(deal: Any, clicks: Any) -> Any:
    """Deal ``clicks`` times from deal number ``deal``, playing every card that fits before each click but
    the last."""
    game = new_game(GAME, deal=deal)
    for click in range(clicks):
        if click:
            play_up(game)
        game.play("deal")
    return game


@define("auld_lang_syne.run")
def _run() -> PositionQuestion:
    position = after_clicks(4, 5)
    return PositionQuestion(
        position,
        Phrase(
            en="How many cards go up before the next click?",
            fr="Combien de cartes montent avant le prochain clic ?",
        ),
        play_up(position.copy()),
        explanation=Phrase(
            en=(
                "Five: 5♣, 6♦ and 7♥ climb onto the first foundation's 4♠, uncovering 8♣ for it; 2♠ goes "
                "on an Ace. 7♠ and 8♦ then find no foundation at the right height."
            ),
            fr=(
                "Cinq : le 5♣, le 6♦ et le 7♥ montent sur le 4♠ de la première fondation, ce qui découvre "
                "le 8♣ pour elle ; le 2♠ va sur un As. Le 7♠ et le 8♦ ne trouvent ensuite aucune "
                "fondation à la bonne hauteur."
            ),
        ),
        hint=Phrase(
            en=(
                "Start from the highest foundation and follow it up through the reserve tops, then look "
                "at the Aces."
            ),
            fr=(
                "Partez de la fondation la plus haute et suivez-la à travers les cartes du dessus des "
                "réserves, puis regardez les As."
            ),
        ),
        concept="foundation",
    )


@define("auld_lang_syne.fives")
def _fives() -> PositionQuestion:
    position = after_clicks(21, 7)

    def run_from(move: Any) -> Any:
        after = position.copy()
        after.play(move)
        return 1 + play_up(after)

    fives = {"r2-f1": "reserve2", "r3-f1": "reserve3"}
    best = max(fives, key=run_from)
    return PositionQuestion(
        position,
        Phrase(en="Which Five should go up?", fr="Quel 5 doit monter ?"),
        str(position.pile(fives[best]).cards[-1]),
        explanation=Phrase(
            en=(
                "5♠: it uncovers 8♠, and once 6♠ and 7♣ have climbed from the fourth reserve, 8♠ and then "
                "9♥ follow. Under 5♣ lies 9♦, which nothing can reach yet."
            ),
            fr=(
                "Le 5♠ : il découvre le 8♠, et une fois que le 6♠ et le 7♣ sont montés de la quatrième "
                "réserve, le 8♠ puis le 9♥ suivent. Sous le 5♣ se trouve le 9♦, que rien ne peut encore "
                "atteindre."
            ),
        ),
        hint=Phrase(
            en="Look at the card under each Five, and at what the Six on the fourth reserve opens.",
            fr="Regardez la carte sous chaque 5, et ce qu'ouvre le 6 de la quatrième réserve.",
        ),
        concept="foundation",
    )
