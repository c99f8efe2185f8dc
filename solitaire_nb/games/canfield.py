"""Canfield, as AisleRiot plays it.

A reserve of thirteen cards (top card face up), four one-card tableau piles,
one card on the first foundation that sets the base rank.  The tableau builds
down in alternate colours, a King going on an Ace; an emptied pile is refilled
from the reserve.  The stock turns three cards at a time, with no limit on
redeals.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..engine.position import Position
from ..rules.building import ALTERNATE_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.concept import Concept
from ..rules.dealing import DealBaseCard, DealRow, DealRows, RestToStock, TurnUpTops
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.foundations import BaseCard
from ..rules.local import LocalConcept
from ..rules.piles import Foundations, Refusal, Stock, Waste
from ..rules.position import Pile
from ..rules.reserve_fed import FaceDownReserve, FedTableau, FilledFromReserve
from ..rules.stock import UNLIMITED_REDEALS, DealToWaste
from ..rules.units import SEQUENCE
from ..text.phrases import Phrase

_BASE_STAYS_TEXT = Phrase(en="a card of the base rank stays on its foundation: only the cards above it may "
                             "come back to the tableau",
                          fr="une carte du rang de base reste sur sa fondation : seules les cartes posées "
                             "dessus peuvent revenir au tableau")

# Enforced by CanfieldFoundations when a foundation card is lifted.
BASE_STAYS = LocalConcept(
    "canfield_base_stays",
    text=_BASE_STAYS_TEXT,
    label=Phrase(en="The base card stays", fr="La carte de base reste"),
)


class CanfieldFoundations(Foundations):
    """Foundations in play whose base-rank card may not be taken back."""

    def lift_limit(self, game: Position, pile: Pile) -> int:
        if pile.cards and pile.cards[-1].rank == self.base_rank(game):
            return 0
        return super().lift_limit(game, pile)

    def lift_refusal(self, game: Position, pile: Pile, count: int) -> Refusal | None:
        if pile.cards and pile.cards[-1].rank == self.base_rank(game):
            return Refusal(BASE_STAYS, "game_rule")
        return super().lift_refusal(game, pile, count)

    def concepts(self) -> Iterator[Concept]:
        yield from super().concepts()
        yield BASE_STAYS


@register(
    "canfield",
    names=Phrase(en="Canfield", fr="Champ de boîtes"),
    summary=Phrase(en="A reserve of thirteen feeds four tableau piles; the first foundation card sets the "
                      "base rank, and the stock turns three cards at a time.",
                   fr="Une réserve de treize cartes alimente quatre piles de tableau ; la première carte "
                      "de fondation fixe le rang de base, et la pioche retourne les cartes trois par "
                      "trois."),
    strategy=Phrase(
        en="Canfield is hard to win, so most players aim for points, as in the casinos where it was "
           "a betting game; ten cards home is already a good score. To that end, send every card to "
           "the foundations as soon as it can go.",
        fr="Le Canfield se gagne rarement\u00a0: la plupart des joueurs visent les points, comme "
           "dans les casinos où l'on pariait sur ce jeu, et dix cartes sur les fondations font déjà "
           "un bon score. Dans cet esprit, montez chaque carte sur les fondations dès que "
           "possible.",
    ),
    resembles="klondike",
)
def canfield() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(3), redeals=UNLIMITED_REDEALS),
            Waste(show=3),
            CanfieldFoundations(4, base=BaseCard(None), build=Build(Up(wrap=True), BY_SUIT), in_play=True),
            FaceDownReserve(1),
            FedTableau(4, build=Build(Down(wrap=True), ALTERNATE_COLOUR), moves=SEQUENCE,
                       empty=FilledFromReserve(then=ANY_CARD)),
        ],
        deal=[DealRows("reserve", count=13, face_up=False), TurnUpTops("reserve"),
              DealRow("tableau", face_up=True), DealBaseCard(), RestToStock()],
        autoplay=None,
        notes=[
            Phrase(en="The card on the first foundation sets the base rank of all four foundations.",
                   fr="La carte de la première fondation fixe le rang de base des quatre fondations."),
            Phrase(en="When the reserve's top card is played, the card under it is turned up.",
                   fr="Quand la carte du dessus de la réserve est jouée, celle du dessous est retournée."),
            Phrase(en="Foundation cards stay in play, as the manual says, but a card of the base rank "
                      "never leaves its foundation, as in AisleRiot's code (the manual does not say "
                      "otherwise).",
                   fr="Les cartes des fondations restent en jeu, comme le dit le manuel, mais une carte "
                      "du rang de base ne quitte jamais sa fondation, comme dans le code d'AisleRiot (le "
                      "manuel ne dit pas le contraire)."),
        ],
    )
