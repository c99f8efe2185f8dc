"""The stock: how a click deals from it, and how often the waste may be turned over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text import glossary
from ..text.glossary import render_variant
from ..text.language import LANGUAGES, resolve_lang
from ..text.phrases import Phrase
from .concept import Concept
from .key_parts import COUNTS, PLACES

if TYPE_CHECKING:
    from .position import DeclarationView, Group, Position

# --------------------------------------------------------------------------- stock


class StockDeal(Concept):
    """How a click on the stock deals; ``blocked(game)`` may forbid it for a while."""

    def blocked(self, game: Position) -> bool:
        return False

    def lets_waste_cards_go_early(self, redeals: Redeal) -> bool:
        """May a card leave the waste early (go home the moment it is safe) without changing
        which cards the stock offers later?  Not known of a deal of its own kind: no."""
        return False

    def reads_empty_piles(self, group: str) -> bool:
        """Does whether a pile of ``group`` is empty change what a click on the stock does
        (a deal refused, or dealt otherwise)?  Not known of a deal of its own kind: yes."""
        return True

    def lays_one_card(self) -> bool:
        """Does a click lay one card at most, on one pile?  Not known of a deal of its own
        kind: no."""
        return False


class DealToWaste(StockDeal):
    """A click on the stock turns ``n`` cards onto the waste."""

    key = "deal_to_waste"

    def __init__(self, n: int = 1) -> None:
        super().__init__()
        self.n = n

    def params(self) -> dict[str, object]:
        return {"n": self.n}

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """It adds cards on top of the waste and reads nothing (:mod:`.key_parts`)."""
        return COUNTS

    def lets_waste_cards_go_early(self, redeals: Redeal) -> bool:
        """The waste is the stock to come once it is turned over: taking a card out of it
        shifts every later group of ``n`` cards, so that other cards come to the top.  Only
        when one card is dealt at a time, or when the waste is never turned over, does every
        other card still turn up in the same order."""
        return self.n == 1 or redeals.limit == 0

    def reads_empty_piles(self, group: str) -> bool:
        return False

    def lays_one_card(self) -> bool:
        """One card a click onto the waste; a kind of its own may deal otherwise (then: no)."""
        return self.n == 1 and type(self) is DealToWaste


class DealToEachPile(StockDeal):
    """A click on the stock deals one card onto each pile of a group."""

    key = "deal_to_each_pile"

    def __init__(self, group: str = "tableau", face_up: bool = True, refuse_if_empty: bool = False) -> None:
        super().__init__()
        self.group = group
        self.face_up = face_up
        self.refuse_if_empty = refuse_if_empty

    def params(self) -> dict[str, object]:
        words = glossary.entry(self.key).extra["groups"]
        return {"group": Phrase({lang: words[lang].get(self.group, self.group) for lang in LANGUAGES})}

    def blocked(self, game: Position) -> bool:
        return self.refuse_if_empty and any(not p.cards for p in game.group_piles(self.group))

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """Its piles get the stock's cards in turn, by place (:mod:`.key_parts`)."""
        return PLACES if group.prefix == self.group else COUNTS

    def reads_empty_piles(self, group: str) -> bool:
        # a deal of a game's own that refuses itself otherwise (blocked) may look at empty piles
        own_refusal = type(self).blocked is not DealToEachPile.blocked
        return group == self.group and (self.refuse_if_empty or own_refusal)


class Redeal(Concept):
    """Turning the waste back over to make a new stock; ``limit`` times (None: unlimited)."""

    key = "redeal"

    def __init__(self, limit: int | None) -> None:
        super().__init__()
        self.limit = limit

    def params(self) -> dict[str, object]:
        # unlimited: no number to count with (the rule sentence says "as many times as you like")
        return {} if self.limit is None else {"n": self.limit}

    def rule(self, lang: str | None = None) -> str:
        entry = glossary.entry(self.key)
        lang = resolve_lang(lang)
        if self.limit is None:
            return render_variant(entry.extra["rule_unlimited"], lang, {})
        if self.limit == 0:
            return render_variant(entry.extra["rule_none"], lang, {})
        return entry.text("rule", lang, n=self.limit)


NO_REDEAL = Redeal(0)
UNLIMITED_REDEALS = Redeal(None)
