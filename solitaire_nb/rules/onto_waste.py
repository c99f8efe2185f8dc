"""Building on the waste: the games where the tableau is cleared onto the waste (Golf, peaks).

The waste is the only place cards go: the stock turns a card onto it, and a
free tableau card may be laid on it when it follows the waste's top card by
the game's building rule (usually one rank up or down, suit ignored).  The
game is won when the tableau is empty (:class:`TableauCleared`); the score
counts the cards cleared from the tableau (:class:`CardsCleared`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from ..text.phrases import Phrase, Said, define, get
from .building import Build
from .cards import Card
from .concept import Concept
from .double_click import DoubleClickRule, LegalCheck
from .goals import ScoreRule
from .key_parts import CARDS, COUNTS, TOPS, plain_sight
from .piles import Refusal, Waste
from .roles import Role
from .words import WASTE

if TYPE_CHECKING:
    from .piles import Candidate
    from .position import DeclarationView, Group, Pile, Position

define("onto_waste", {
    "tableau_cleared": Phrase(
        en="The tableau is empty: every one of its cards has gone to the waste.",
        fr="Le tableau est vide : toutes ses cartes sont parties sur la défausse.",
    ),
    "nowhere": Phrase(
        en="{card} cannot go on the waste now.",
        fr="{card} ne peut pas aller sur la défausse pour l'instant.",
    ),
    "tableau_cleared_pairs": Phrase(
        en="The tableau is empty.",
        fr="Le tableau est vide.",
    ),
})


class WasteBuilding(Concept):
    """Cards from the tableau are built on the waste (glossary: building on the waste)."""

    key = "waste_building"


WASTE_BUILDING = WasteBuilding()


class BuildOnWaste(Waste):
    """The waste of a game cleared onto it: it takes one free card at a time from the
    tableau when the card follows its top card by ``build``; an empty waste takes nothing
    (the stock turns its first card)."""

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the waste."""
        return [WASTE_BUILDING, self.build]

    receives_nothing = False
    sees = plain_sight
    build: Build

    def __init__(self, build: Build, show: int = 1) -> None:
        super().__init__(show)
        self.build = build

    def key_level(self, declaration: DeclarationView) -> int:
        """Its rules read only its top card; where no other pile takes a card, its cards never
        leave it, so the cards under the top never play again: the top card and the count
        (:mod:`.key_parts`; a redeal, which takes them back, is the stock's to say)."""
        others = [group for group in declaration.piles if group is not self]
        return TOPS if all(group.receives_nothing for group in others) else CARDS

    def pool(self, game: Position, pile: Pile, candidates: Sequence[Candidate],
             by_rank: Mapping[int, Sequence[Candidate]], singles: Sequence[Candidate]) -> Sequence[Candidate]:
        return singles if pile.cards else ()

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return (len(cards) == 1 and bool(pile.cards) and source.role == Role.TABLEAU
                and self.build.fits(cards[0], pile.cards[-1]))

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if source.role != Role.TABLEAU:
            return Refusal(WASTE, "onto_waste", ())
        if len(cards) != 1:
            return Refusal(WASTE_BUILDING, "waste_one", (len(cards),))
        if not pile.cards:
            return Refusal(WASTE_BUILDING, "empty_waste", (cards[0],))
        rule = self.build.refusing(cards[0], pile.cards[-1])
        if rule is not None:
            return Refusal(rule, "build", (cards[0], pile.cards[-1], self.build))
        return None

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield WASTE_BUILDING
        yield from self.build.concepts()


class TableauCleared(Concept):
    """The game is won when the tableau is empty (cards may be left in the stock)."""

    key = "tableau"

    def __init__(self, sentence: str = "onto_waste.tableau_cleared") -> None:
        super().__init__()
        self.sentence = sentence

    @property
    def goal(self) -> Phrase:
        """What winning means in this game, in a sentence for learners."""
        return get(self.sentence)

    def won_sentence(self, game: Position) -> Phrase:
        return get(self.sentence)

    def is_won(self, game: Position) -> bool:
        return all(not p.cards for p in game.piles if p.role == Role.TABLEAU)

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """Which piles are empty (:mod:`.key_parts`)."""
        return COUNTS


TABLEAU_CLEARED = TableauCleared()


class CardsCleared(ScoreRule):
    """One point per card cleared from the tableau (the deal put ``dealt`` cards there)."""

    def __init__(self, dealt: int) -> None:
        super().__init__()
        self.dealt = dealt
        self.said = Said(Phrase(en="one point per card cleared from the tableau ({n} at most)",
                                fr="un point par carte enlevée du tableau ({n} au plus)"), n=dealt)

    def score(self, game: Position) -> int:
        return self.dealt - sum([len(p.cards) for p in game.piles if p.role == Role.TABLEAU])


class ToWaste(DoubleClickRule):
    """The double-click of the games cleared onto the waste: the top card of a tableau
    pile goes onto the waste when it may (there is no foundation)."""

    nowhere = "onto_waste.nowhere"

    def target(self, game: Position, pile_id: str, is_legal: LegalCheck) -> str | None:
        pile = game.pile(pile_id)
        if not pile.cards or pile.role != Role.TABLEAU:
            return None
        for target in game.piles:
            if target.role == Role.WASTE and is_legal(pile_id, target.id):
                return target.id
        return None

    def candidates(self, game: Position, pile_id: str) -> list[str]:
        pile = game.pile(pile_id)
        return [p.id for p in game.piles if p.role == Role.WASTE] if pile.role == Role.TABLEAU else []


TO_WASTE = ToWaste()
