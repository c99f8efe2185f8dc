"""Questions of the Zebra notebook (``notebooks/source/games/zebra.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "zebra"


@define("zebra.stripes")
def _stripes() -> PositionQuestion:
    deal10 = new_game(GAME, deal=10)
    for move in (
        "t8-f8 t4-f8 t3-t1 t3-t2 t6-t4 t6-f2 t6-f8 t6-f8 t8-t1 deal deal deal w-t4 t5-t4 deal "
        "deal deal deal deal w-t2 deal deal deal w-t7 t8-t7 deal deal w-t6 t5-t6 deal deal w-f8"
    ).split():
        deal10.play(move)
    return PositionQuestion(
        deal10,
        Phrase(
            en="How many cards may go from pile 7 to foundation 8 at once?",
            fr="Combien de cartes peuvent passer d'un coup de la pile 7 à la fondation 8 ?",
        ),
        max(n for n in deal10.movable_counts("tableau7") if "foundation8" in deal10.targets("tableau7", n)),
        explanation=Phrase(
            en=(
                "7♣ on 6♦, 8♥ on 7♣, 9♣ on 8♥: each card follows the foundation's stripes, so the whole "
                "pile goes."
            ),
            fr=(
                "7♣ sur 6♦, 8♥ sur 7♣, 9♣ sur 8♥ : chaque carte suit les rayures de la fondation, la pile "
                "entière part donc."
            ),
        ),
        hint=Phrase(
            en=(
                "A built group may go up together, its top card first, if each of its cards fits the "
                "foundation in turn."
            ),
            fr=(
                "Un groupe construit peut monter ensemble, sa carte du dessus d'abord, si chacune de ses "
                "cartes convient à son tour à la fondation."
            ),
        ),
        concept="run_to_foundation",
    )


@define("zebra.refill")
def _refill() -> PositionQuestion:
    deal10 = new_game(GAME, deal=10)
    for move in (
        "t8-f8 t4-f8 t3-t1 t3-t2 t6-t4 t6-f2 t6-f8 t6-f8 t8-t1 deal deal deal w-t4 t5-t4 deal "
        "deal deal deal deal w-t2 deal deal deal w-t7 t8-t7 deal deal w-t6 t5-t6 deal deal w-f8"
    ).split():
        deal10.play(move)
    after = deal10.copy()
    after.play("t7-f8x3")
    return PositionQuestion(
        deal10,
        Phrase(
            en="Which card fills pile 7 after 9♣ 8♥ 7♣ go home? (e.g. 5C)",
            fr="Quelle carte remplit la pile 7 après la montée de 9♣ 8♥ 7♣ ? (par exemple 5C)",
        ),
        str(after.pile("tableau7").cards[-1]),
        explanation=Phrase(
            en=(
                "The top card of the waste, 3♦, fills the gap; the stock is used only when the waste is "
                "empty."
            ),
            fr=(
                "La carte du dessus de la défausse, le 3♦, comble le trou ; la pioche ne sert que si la "
                "défausse est vide."
            ),
        ),
        hint=Phrase(en="Look at the waste before the stock.", fr="Regardez la défausse avant la pioche."),
        concept="empty_auto_fill",
    )
