"""Questions of the Straight Up notebook (``notebooks/source/games/straight_up.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "straight_up"


@define("straight_up.clubs")
def _clubs() -> PositionQuestion:
    deal4 = new_game(GAME, deal=4)
    for move in (
        "deal deal deal deal deal deal deal deal w-t3 deal deal deal w-f2 deal deal deal deal "
        "deal deal deal deal w-t3 deal deal deal w-t1 deal deal w-t1 deal deal w-f1 t4-f1 r1-f3 "
        "deal w-f3 deal deal deal deal w-f1 redeal deal deal deal w-t1 deal w-f1 deal deal w-f1"
    ).split():
        deal4.play(move)
    return PositionQuestion(
        deal4,
        Phrase(
            en="How many cards can pile 1 send to the club foundation at once?",
            fr="Combien de cartes la pile 1 peut-elle envoyer d'un coup sur la fondation de trèfle ?",
        ),
        max(n for n in deal4.movable_counts("tableau1") if "foundation1" in deal4.targets("tableau1", n)),
        explanation=Phrase(
            en=(
                "8♣, 9♣, 10♣ and J♣ each follow the one before on the foundation: the whole run of four "
                "goes, 8♣ first."
            ),
            fr=(
                "8♣, 9♣, 10♣ et V♣ suivent chacun le précédent sur la fondation : la suite entière de "
                "quatre monte, le 8♣ d'abord."
            ),
        ),
        hint=Phrase(
            en="A run of one suit may go up in one move if each card fits the foundation in turn.",
            fr=(
                "Une suite d'une même couleur peut monter en un coup si chaque carte convient à son tour "
                "à la fondation."
            ),
        ),
        concept="run_to_foundation",
    )


@define("straight_up.ace_high")
def _ace_high() -> PositionQuestion:
    deal5 = new_game(GAME, deal=5)
    for move in (
        "deal deal deal w-f3 deal deal deal deal deal deal deal deal deal deal deal deal deal "
        "deal w-f4 deal deal w-f2 r1-f2 deal deal deal w-f2 t3-f2 t3-f2 t3-t4 r1-f3 t1-t3 r1-f3 "
        "w-t4 t2-t4 deal deal deal w-t4 deal deal deal deal deal deal w-f4 redeal deal deal deal "
        "deal w-f2 deal w-t2 t1-t2 r1-f3 t4-f3 t4-f3x4 t4-t3 r1-f1 t4-f1 w-t3"
    ).split():
        deal5.play(move)
    clubs = deal5.pile("foundation1").cards
    return PositionQuestion(
        deal5,
        Phrase(
            en="How many clubs must go up before the A♣?", fr="Combien de trèfles doivent monter avant l'A♣ ?"
        ),
        12 - len(clubs),
        explanation=Phrase(
            en="The foundation holds 2♣ 3♣ 4♣; 5♣ to K♣ are nine cards, and only then the Ace.",
            fr="La fondation tient 2♣ 3♣ 4♣ ; du 5♣ au R♣, cela fait neuf cartes, et l'As seulement ensuite.",
        ),
        hint=Phrase(
            en="Aces are high: a foundation goes from the Two to the King, then the Ace.",
            fr="Les As sont hauts : une fondation va du Deux au Roi, puis à l'As.",
        ),
        concept="wrap",
    )
