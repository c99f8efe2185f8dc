"""Questions of the Clock notebook (``notebooks/source/games/clock.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "clock"


@define("clock.hour")
def _hour() -> PositionQuestion:
    jack = new_game(GAME, deal=2)
    target = jack.legal_moves()[0].target
    return PositionQuestion(
        jack,
        Phrase(en="On which hour does J♣ go?", fr="À quelle heure va le V♣ ?"),
        int(target.removeprefix("foundation")),
        explanation=Phrase(
            en=(
                "The Jack is the eleventh rank: eleven o'clock. The Queen takes noon, and the Kings, "
                "having no hour, stay in the centre."
            ),
            fr=(
                "Le Valet est le onzième rang : onze heures. La Dame prend midi, et les Rois, qui n'ont "
                "pas d'heure, restent au centre."
            ),
        ),
        hint=Phrase(en="Ace is one o'clock; count up.", fr="L'As est à une heure ; comptez à partir de là."),
        concept="foundation",
    )


@define("clock.choices")
def _choices() -> PositionQuestion:
    whole = new_game(GAME, deal=1)
    counts = []
    while whole.legal_moves():
        counts.append(len(whole.legal_moves()))
        whole.play(str(whole.legal_moves()[0]))
    return PositionQuestion(
        whole,
        Phrase(
            en="The most legal moves at any one time in deal 1?",
            fr="Le plus grand nombre de coups permis à un même moment dans la donne 1 ?",
        ),
        max(counts),
        explanation=Phrase(
            en="Always exactly one: only the centre's top card moves, and it has one place to go.",
            fr=(
                "Toujours exactement un : seule la carte du dessus du centre bouge, et elle n'a qu'une "
                "place où aller."
            ),
        ),
        hint=Phrase(
            en="How many cards can move, and to how many places?",
            fr="Combien de cartes peuvent bouger, et vers combien d'endroits ?",
        ),
        concept="foundation",
    )
