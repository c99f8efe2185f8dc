"""Words of the foundations: the base card, in play and out of play, runs sent home, and the
order in which cards go home (:data:`HomeWindow`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..text import glossary
from ..text.language import LANGUAGES
from ..text.phrases import Phrase
from .cards import RANK_NAMES, Card
from .concept import Concept

# --------------------------------------------------------------------------- foundations


def base_rank_words(rank: int | None) -> Phrase:
    """The base rank as the rule sentence says it: "an Ace" / "un As", "a 7" / "un 7";
    "a card of the base rank" when the deal decides it."""
    words = glossary.entry("base_card").extra["ranks"]
    texts = {}
    for lang in LANGUAGES:
        if rank is None:
            texts[lang] = words[lang]["none"]
        else:
            texts[lang] = words[lang].get(str(rank), words[lang]["other"]).replace(
                "{rank}", RANK_NAMES[lang][rank])
    return Phrase(texts)


class BaseCard(Concept):
    """The rank every foundation starts with (glossary: base card).

    ``rank`` is fixed (1 = Ace) or None when the first card dealt to the
    first foundation decides it.
    """

    key = "base_card"

    def __init__(self, rank: int | None = 1) -> None:
        super().__init__()
        self.rank = rank

    def params(self) -> dict[str, object]:
        return {"rank": base_rank_words(self.rank)}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BaseCard) and self.rank == other.rank

    def __hash__(self) -> int:
        return hash(("base", self.rank))


class InPlay(Concept):
    """Foundation cards stay in play: the top card may go back to the tableau."""

    key = "in_play"


class OutOfPlay(Concept):
    """Foundation cards are out of play: once there, a card stays."""

    key = "out_of_play"


ACE_BASE = BaseCard(1)
IN_PLAY = InPlay()
OUT_OF_PLAY = OutOfPlay()


class RunToFoundation(Concept):
    """A same-suit run may go onto a foundation in one move (see ``piles.RunFoundations``)."""

    key = "run_to_foundation"


RUN_TO_FOUNDATION = RunToFoundation()


def same_suit_pairs(cards: Sequence[Card]) -> int:
    """How many face-up cards lie on a face-up card of their suit one rank higher
    (the sum of (length - 1) over the same-suit runs of a pile, bottom to top)."""
    return sum(1 for lower, upper in zip(cards, cards[1:])
               if lower.face_up and upper.face_up and upper.suit == lower.suit
               and upper.rank == lower.rank - 1)


def is_complete_run(cards: Sequence[Card]) -> bool:
    """Are ``cards`` (bottom to top) exactly King down to Ace of one suit, all face up?"""
    return (len(cards) == 13 and cards[0].rank == 13 and all(c.face_up for c in cards)
            and same_suit_pairs(cards) == 12)


class CompleteRun(Concept):
    """Only a complete run, King down to Ace of one suit, goes to a foundation,
    all thirteen cards in one move (see ``run_foundations.CompleteRunFoundations``)."""

    key = "complete_run_to_foundation"


COMPLETE_RUN = CompleteRun()


#: For a card, the foundations' order it belongs to (a suit, say) and the first and last place it
#: may take there, read from the foundations alone; None: no order for it.  What
#: ``Foundations.home_window`` gives for a game whose foundations declare one.
HomeWindow = Callable[[Card], "tuple[object, int, int] | None"]


def goes_first(window: HomeWindow, lower: Card, upper: Card) -> bool:
    """Must ``lower`` go home before ``upper``?  Both in one order, and ``lower``'s last place
    comes before ``upper``'s first (a pile where ``upper`` lies under ``lower`` makes a detour)."""
    low, high = window(lower), window(upper)
    return low is not None and high is not None and low[0] == high[0] and low[2] < high[1]
