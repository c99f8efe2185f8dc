"""The pyramid games where pairs adding up to 13 leave the table (Thirteen, Treize, Yield):
the oldest waste card lying apart (Treize, Yield)."""

from __future__ import annotations

from typing import Any

from ...rules.key_parts import COUNTS, PLACES
from ...rules.local import Action, Effect, LocalConcept
from ...rules.piles import Refusal
from ...text.phrases import Phrase


class OldestCardDeal(LocalConcept, Action):
    """The stock click: one card onto the second waste slot; an empty first slot then
    takes it at once (:class:`OldestCardApart`)."""

    kind = "deal"  # not a move of its own: the stock's deal, carried out its way

    def moves(self, game: Any) -> list[Any]:
        return []  # the stock's own deal move; this action only carries it out

    def apply(self, game: Any, move: Any) -> None:
        game.pile("waste2").cards.append(game.pile("stock").cards.pop().up())

    def refusal(self, game: Any, move: Any) -> Refusal:
        return Refusal(game.ruleset.stock_group.deal, "no_deal", ())

    def sees(self, group: Any, declaration: Any) -> int:
        """The stock's top card and the second waste slot, by name (see rules/key_parts.py)."""
        return PLACES if group.prefix in ("stock", "waste") else COUNTS


class OldestCardApart(LocalConcept, Effect):
    """The oldest card of the waste lies apart in the first waste slot; when it goes,
    the oldest card of the second slot takes its place."""

    def after_move(self, game: Any, move: Any) -> None:
        oldest, others = game.pile("waste1"), game.pile("waste2")
        if not oldest.cards and others.cards:
            oldest.cards.append(others.cards.pop(0))

    def sees(self, group: Any, declaration: Any) -> int:
        """The two waste slots, by name (see rules/key_parts.py)."""
        return PLACES if group.prefix == "waste" else COUNTS


WASTE_DEAL = OldestCardDeal(
    "oldest_card_deal",
    text=Phrase(en="each click on the stock turns one card face up onto the waste: into the first "
                   "waste slot when it is empty, otherwise onto the second",
                fr="chaque clic sur la pioche retourne une carte sur la défausse : dans la première "
                   "case de la défausse si elle est vide, sinon sur la seconde"),
    label=Phrase(en="Deal to the waste", fr="Distribuer sur la défausse"),
)

OLDEST_CARD_APART = OldestCardApart(
    "oldest_card_apart",
    text=Phrase(en="the oldest card of the waste lies apart, in the first waste slot, and plays like the "
                   "top card; when it goes, the oldest card of the second slot takes its place",
                fr="la plus ancienne carte de la défausse est à part, dans la première case de la "
                   "défausse, et se joue comme la carte du dessus ; quand elle part, la plus ancienne "
                   "carte de la seconde case prend sa place"),
    label=Phrase(en="Oldest waste card apart", fr="Plus ancienne carte de la défausse à part"),
)
