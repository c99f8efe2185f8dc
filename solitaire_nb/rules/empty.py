"""What an empty pile accepts (the empty-pile rules)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text import glossary
from ..text.language import LANGUAGES
from ..text.phrases import Phrase
from .cards import Card
from .concept import Concept

if TYPE_CHECKING:
    from .position import Pile, Position

# --------------------------------------------------------------------------- empty piles


class EmptyRule(Concept):
    """What an empty pile accepts."""

    fills_itself = False  # True: the game fills an empty pile at once, by itself

    def accepts(self, bottom: Card) -> bool:
        raise NotImplementedError

    def ranks(self) -> tuple[int, ...] | None:
        """The ranks an empty pile may take as bottom card (None: any rank)."""
        return None

    def allowing(self) -> EmptyRule:
        """The rule that lets a player put cards on an empty pile by hand (what explains
        such a move): this one, or the rule that follows an automatic filling."""
        return self

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.params() == other.params()

    def __hash__(self) -> int:
        return hash((type(self), tuple(self.params().items())))


class AnyCardWhenEmpty(EmptyRule):
    """Any card, or any movable group, may fill an empty pile."""

    key = "empty_any_card"

    def accepts(self, bottom: Card) -> bool:
        return True


class KingOnlyWhenEmpty(EmptyRule):
    """Only a King, or a group whose bottom card is a King, may fill an empty pile."""

    key = "empty_king_only"

    def accepts(self, bottom: Card) -> bool:
        return bottom.rank == 13

    def ranks(self) -> tuple[int, ...] | None:
        return (13,)


class NeverFilled(EmptyRule):
    """An empty pile stays empty for the rest of the game."""

    key = "empty_never"

    def accepts(self, bottom: Card) -> bool:
        return False

    def ranks(self) -> tuple[int, ...] | None:
        return ()


class FilledAutomatically(EmptyRule):
    """An empty pile is filled at once, by the game, from the named piles."""

    key = "empty_auto_fill"
    fills_itself = True

    def __init__(self, *sources: str, then: EmptyRule | None = None) -> None:
        super().__init__()
        self.sources = sources
        self.then = then or NEVER_FILLED

    def accepts(self, bottom: Card) -> bool:
        return self.then.accepts(bottom)

    def ranks(self) -> tuple[int, ...] | None:
        return self.then.ranks()

    def allowing(self) -> EmptyRule:
        """Once the sources are spent, the rule that follows lets cards in by hand."""
        return self.then.allowing()

    def fill(self, game: Position, pile: Pile) -> None:
        """Done by the game after every move: the top card of the first source pile
        that has one goes, face up, onto the empty ``pile`` (a source that turns up
        its top card shows the next one)."""
        for source_id in self.sources:
            source = game.find_pile(source_id)
            if source is not None and source.cards:
                pile.cards.append(source.cards.pop().up())
                if source.cards and getattr(source.group, "turn_up_top", False):
                    source.cards[-1] = source.cards[-1].up()  # a reserve shows its next card
                return

    def params(self) -> dict[str, object]:
        words = glossary.entry(self.key).extra["sources"]
        texts = {}
        for lang in LANGUAGES:
            said = [words[lang].get(source, source) for source in self.sources]
            text = said[-1]
            for earlier in reversed(said[:-1]):  # the first source that has a card gives it
                text = words[lang]["then"].replace("{first}", earlier).replace("{second}", text)
            texts[lang] = text
        return {"sources": Phrase(texts)}


ANY_CARD = AnyCardWhenEmpty()
KINGS_ONLY = KingOnlyWhenEmpty()
NEVER_FILLED = NeverFilled()
