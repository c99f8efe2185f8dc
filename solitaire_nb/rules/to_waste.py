"""The double-click of the games cleared onto the waste: the card goes to the waste.

In Golf and its relatives there is no foundation; AisleRiot plays a
double-clicked tableau card onto the waste when it may go there.
"""

from __future__ import annotations

from typing import Any

from ..text.phrases import Phrase, define, get
from .goals import LegalCheck, ToFoundation

define("to_waste", {
    "nowhere": {
        "en": "{card} cannot go on the waste now.",
        "fr": "{card} ne peut pas aller sur la défausse pour l'instant.",
    },
})


class ToWaste(ToFoundation):
    """A double-click plays the top card of a tableau pile onto the waste, if it may go there."""

    def target(self, game: Any, pile_id: str, is_legal: LegalCheck) -> str | None:
        pile = game.pile(pile_id)
        if not pile.cards or pile.role != "tableau":
            return None
        for target in game.piles:
            if target.role == "waste" and is_legal(pile_id, target.id):
                return target.id
        return None

    def refusal(self) -> Phrase:
        return get("to_waste.nowhere")


TO_WASTE = ToWaste()
