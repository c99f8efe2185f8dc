"""Bear River, as AisleRiot plays it.

Eighteen face-up piles in three rows of six; the last pile of each row (a
"hole") starts with two cards, the others with three.  The one card left
over goes to the first foundation and sets the base rank.  Cards move one at
a time onto a card of their suit one rank higher or lower (King and Ace
adjoining), never making a pile longer than three cards; an empty hole takes
any card, an empty standard pile stays empty.  No stock.
"""

from __future__ import annotations

from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, Up, UpOrDown
from ..rules.cards import STANDARD_DECK, Card
from ..rules.dealing import DealBaseCard, DealRow
from ..rules.declaration import Declaration, register
from ..rules.empty import EmptyRule
from ..rules.foundations import BaseCard
from ..rules.key_parts import plain_sight
from ..rules.local import LocalConcept
from ..rules.pile_limit import LimitedTableau
from ..rules.piles import Foundations, Refusal
from ..rules.position import Pile
from ..rules.units import ONE_CARD
from ..text.phrases import Phrase

HOLES = (6, 12, 18)
HOLE_IDS = frozenset(f"tableau{n}" for n in HOLES)

class HoleRule(LocalConcept, EmptyRule):
    """What an empty pile of Bear River takes: any card on a hole, nothing elsewhere
    (the hole part is checked by RiverTableau, which knows the pile)."""

    def accepts(self, bottom: Card) -> bool:
        return False

    def ranks(self) -> tuple[int, ...] | None:
        return ()


HOLE = HoleRule(
    "bear_river_hole",
    text=Phrase(en="the last pile of each row is a hole: empty, it takes any card; an empty standard pile "
                   "is never filled again",
                fr="la dernière pile de chaque rangée est un trou : vide, elle prend n'importe quelle "
                   "carte ; une pile standard vide n'est plus jamais remplie"),
    label=Phrase(en="Holes", fr="Les trous"),
)


class RiverTableau(LimitedTableau):
    """Bear River's tableau: standard piles are never refilled, the holes take any card."""

    sees = plain_sight  # its own piles only (which are holes: they are not alike)

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        if not pile.cards and pile.id in HOLE_IDS:
            return None
        return super().index_ranks(game, pile)

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        if not pile.cards and pile.id in HOLE_IDS:
            return not self._full(pile, cards)
        return super().allows(game, pile, cards, source)

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if not pile.cards and pile.id in HOLE_IDS:
            return Refusal(self.limit, "game_rule", ()) if self._full(pile, cards) else None
        return super().accept_refusal(game, pile, cards, source)


def _deal() -> list:
    """Pile by pile, as AisleRiot deals: three face-up cards, two on a hole."""
    steps: list = []
    for number in range(1, 19):
        steps += [DealRow("tableau", (number,), face_up=True)] * (2 if number in HOLES else 3)
    return steps


@register(
    "bear_river",
    names=Phrase(en="Bear River", fr="Rivière des ours"),
    summary=Phrase(en="Eighteen short piles in three rows, no stock: move single cards up or down in suit, "
                      "three cards a pile, and raise the foundations from a random base card.",
                   fr="Dix-huit petites piles en trois rangées, sans pioche : déplacez les cartes une à une "
                      "en montant ou en descendant par couleur, trois cartes par pile, et montez les "
                      "fondations à partir d'une carte de base tirée au hasard."),
    strategy=Phrase(
        en="Free one or more hole piles early: they are the only piles that take a card once empty. "
           "Moving cards to the foundations never hurts, so do it as soon as you can. Take care "
           "where you put cards one rank below the base card, which go home last and are hard to "
           "move; about one game in three can be won.",
        fr="Libérez tôt un ou plusieurs trous\u00a0: ce sont les seules piles qui reçoivent une "
           "carte une fois vides. Monter des cartes sur les fondations n'est jamais un "
           "désavantage\u00a0: faites-le dès que possible. Choisissez bien où poser les cartes d'un "
           "rang juste inférieur à la carte de base, qui montent en dernier et sont difficiles à "
           "déplacer\u00a0; on gagne environ une partie sur trois.",
    ),
    resembles="canfield",
)
def bear_river() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Foundations(4, base=BaseCard(None), build=Build(Up(wrap=True), BY_SUIT), in_play=False),
            RiverTableau(18, build=Build(UpOrDown(wrap=True), BY_SUIT), limit=3, moves=ONE_CARD,
                         empty=HOLE),
        ],
        deal=[*_deal(), DealBaseCard()],
        notes=[
            Phrase(en="The eighteen tableau piles lie in three rows of six; the sixth pile of each row "
                      "(piles 6, 12 and 18) is a hole and gets two cards, the others three. The last card "
                      "dealt goes to the first foundation and sets the base rank of all four.",
                   fr="Les dix-huit piles du tableau forment trois rangées de six ; la sixième pile de "
                      "chaque rangée (piles 6, 12 et 18) est un trou et reçoit deux cartes, les autres "
                      "trois. La dernière carte distribuée va sur la première fondation et fixe le rang "
                      "de base des quatre."),
            Phrase(en="No tableau pile may hold more than three cards.",
                   fr="Aucune pile du tableau ne peut contenir plus de trois cartes."),
            Phrase(en="The manual and AisleRiot's code agree on every rule of this game.",
                   fr="Le manuel et le code d'AisleRiot s'accordent sur toutes les règles de ce jeu."),
        ],
    )
