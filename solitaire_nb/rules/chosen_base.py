"""The base card chosen by the player (glossary: chosen base card).

In some games no card is dealt to the foundations: the player's first move
picks one of a few candidate cards (the tableau cards of Terrace, the reserve
tops of Glenwood) and plays it to a foundation; its rank is then the base rank
of every foundation (``game.state["base_rank"]``).  Until that move, nothing
else may be played.  The choice is an ordinary move, listed by the legal moves
and lit up on the table like any other.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, cast

from ..text.glossary import entry
from ..text.language import resolve_lang
from .cards import Card
from .concept import Concept
from .foundations import BaseCard
from .local import Effect
from .piles import Foundations, Refusal
from .position import Pile
from .words import FOUNDATION

if TYPE_CHECKING:
    from .position import Moved, Position


class ChosenBaseCard(BaseCard):
    """The base rank is set by the player's first move: a card from one of the
    ``sources`` groups played to a foundation (the first one only when
    ``first_only``)."""

    key = "chosen_base_card"

    def __init__(self, sources: Sequence[str] = ("tableau",), first_only: bool = False) -> None:
        super().__init__(None)
        self.sources = tuple(sources)
        self.first_only = first_only

    def params(self) -> dict[str, object]:
        return {"sources": ", ".join(self.sources)}

    def label(self, lang: str | None = None) -> str:
        return self._text("term", lang)

    def rule(self, lang: str | None = None) -> str:
        return self._text("rule", lang)

    def definition(self, lang: str | None = None) -> str:
        return self._text("definition", lang)

    def sources_text(self, lang: str | None = None) -> str:
        """Where the candidate cards lie, in the glossary's words ("tableau", "du tableau")."""
        words = entry(self.key).extra.get("sources", {}).get(resolve_lang(lang), {})
        return " / ".join(words.get(s, s) for s in self.sources)

    def _text(self, name: str, lang: str | None) -> str:
        lang = resolve_lang(lang)
        item = entry(self.key)
        words = item.extra.get("sources", {}).get(lang, {})
        first = item.extra["first_only"][lang] if self.first_only else ""
        return item.text(name, lang, sources=" / ".join(words.get(s, s) for s in self.sources),
                         first=first)

    @staticmethod
    def pending(game: Position) -> bool:
        """Is the base card still to be chosen?"""
        return game.state.get("base_rank") is None

    def refusal(self) -> Refusal:
        """Why a move other than the choice is refused while the base is not chosen."""
        return Refusal(self, "game_rule")

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, ChosenBaseCard) and self.sources == other.sources
                and self.first_only == other.first_only)

    def __hash__(self) -> int:
        return hash(("chosen base", self.sources, self.first_only))


class ChosenBaseFoundations(Foundations):
    """Foundations whose base card the player chooses (when ``base`` is a
    :class:`ChosenBaseCard`): until then an empty foundation takes any single
    card of the base's source groups; afterwards, as usual."""

    one_card_a_move = True

    def _choosing(self, game: Position) -> bool:
        return isinstance(self.base, ChosenBaseCard) and game.state.get("base_rank") is None

    @property
    def _chosen(self) -> ChosenBaseCard:
        return cast(ChosenBaseCard, self.base)  # asked only while choosing, so a ChosenBaseCard

    def _open_to(self, game: Position, pile: Pile) -> bool:
        return not self._chosen.first_only or pile is game.group_piles(self.prefix)[0]

    def lift_limit(self, game: Position, pile: Pile) -> int:
        return 0 if self._choosing(game) else super().lift_limit(game, pile)

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        return None if self._choosing(game) else super().index_ranks(game, pile)

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        if self._choosing(game):
            return (len(cards) == 1 and not pile.cards and source.group.prefix in self._chosen.sources
                    and self._open_to(game, pile))
        return super().allows(game, pile, cards, source)

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if not self._choosing(game):
            return super().accept_refusal(game, pile, cards, source)
        if len(cards) != 1:
            return Refusal(FOUNDATION, "foundation_one", (len(cards),))
        if pile.cards or source is None or source.group.prefix not in self._chosen.sources \
                or not self._open_to(game, pile):
            return self._chosen.refusal()
        return None


class ChooseBase(Effect):
    """After the player's choice, the rank of the chosen card is the base rank."""

    sends_cards_home = False

    state_keys = (("base_rank", "rank"),)

    key = "chosen_base_card"

    def label(self, lang: str | None = None) -> str:
        return ChosenBaseCard().label(lang)

    def rule(self, lang: str | None = None) -> str:
        return ChosenBaseCard().rule(lang)

    def after_move(self, game: Position, move: Moved) -> None:
        if game.state.get("base_rank") is None:
            for pile in game.group_piles("foundation"):
                if pile.cards:
                    game.state["base_rank"] = pile.cards[0].rank
                    return

    def concepts(self) -> Iterator[Concept]:
        yield self


CHOOSE_BASE = ChooseBase()
