"""Straight Up, as AisleRiot plays it.

The four Twos start the foundations, which build up by suit to the Ace (Aces
are high).  A reserve of thirteen cards (top card face up) feeds four
one-card tableau piles built down by suit; once the reserve is spent, gaps
are filled from the waste.  The stock turns one card at a time, with two
redeals.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..rules.building import BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK, Card
from ..rules.dealing import DealRow, DealRows, DealStep, RestToStock, TurnUpTops
from ..rules.declaration import Declaration, register
from ..rules.foundations import BaseCard
from ..rules.goals import CardsPlayedToFoundations
from ..rules.piles import Stock, Waste
from ..rules.reserve_fed import FROM_WASTE_ONLY, FaceDownReserve, FedTableau, FilledFromReserve
from ..rules.run_foundations import RunFoundations
from ..rules.stock import DealToWaste, Redeal
from ..rules.units import SEQUENCE
from ..text.phrases import Phrase


class TwosToFoundations(DealStep):
    """Before the deal, the four Twos leave the deck and start the foundations, face up,
    in suit order (clubs, diamonds, hearts, spades)."""

    def apply(self, game: Any, cards: list[Card]) -> None:
        twos = sorted((c for c in cards if c.rank == 2), key=lambda c: "CDHS".index(c.suit))
        cards[:] = [c for c in cards if c.rank != 2]
        for pile, two in zip(game.group_piles("foundation"), twos):
            pile.cards.append(two.up())


class SuitRunFoundations(RunFoundations):
    """Foundations that take a built run of one suit at once, its top card first; the
    Ace, high, follows the King."""

    def _run_ok(self, cards: Sequence[Card]) -> bool:
        return self.build.is_sequence(list(reversed(cards)))


@register(
    "straight_up",
    names=Phrase(en="Straight Up", fr="Droit debout"),
    summary=Phrase(en="The four Twos start the foundations, built by suit up to the Ace; a reserve of "
                      "thirteen feeds four tableau piles built down by suit.",
                   fr="Les quatre Deux commencent les fondations, montées par couleur jusqu'à l'As ; une "
                      "réserve de treize cartes alimente quatre piles de tableau construites en "
                      "descendant par couleur."),
    resembles="canfield",
    strategy=Phrase(
        en="Don't dawdle: send cards to the foundations as soon as they fit. Each card played makes "
           "room in the tableau, which the reserve then refills, bringing its buried cards within "
           "reach.",
        fr="Ne traînez pas\u00a0: envoyez les cartes sur les fondations dès qu'elles y trouvent "
           "leur place. Chaque carte jouée libère de la place au tableau, que la réserve remplit "
           "ensuite, ce qui met ses cartes enfouies à votre portée.",
    ),
)
def straight_up() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        score=CardsPlayedToFoundations(4),
        piles=[
            Stock(deal=DealToWaste(1), redeals=Redeal(2)),
            Waste(),
            SuitRunFoundations(4, base=BaseCard(2), build=Build(Up(wrap=True), BY_SUIT), in_play=False),
            FaceDownReserve(1),
            FedTableau(4, build=Build(Down(wrap=True), BY_SUIT), moves=SEQUENCE,
                       empty=FilledFromReserve(then=FROM_WASTE_ONLY)),
        ],
        deal=[TwosToFoundations(), DealRows("reserve", count=13, face_up=False), TurnUpTops("reserve"),
              DealRow("tableau", face_up=True), RestToStock()],
        autoplay=None,
        notes=[
            Phrase(en="The four Twos start the foundations; only the reserve's top card is face up.",
                   fr="Les quatre Deux commencent les fondations ; seule la carte du dessus de la "
                      "réserve est face visible."),
            Phrase(en="Aces are high: an Ace comes after the King. On the tableau a King goes on an Ace; on "
                      "the foundations the Ace is the last card, after the King. Since the Twos never "
                      "leave the foundations, this is the kit's King-Ace wrap.",
                   fr="Les As sont hauts : un As vient après le Roi. Au tableau, un Roi va sur un As ; sur "
                      "les fondations, l'As est la dernière carte, après le Roi. Comme les Deux ne quittent "
                      "jamais les fondations, c'est le passage du Roi à l'As de ce kit."),
            Phrase(en="The top card of the reserve plays to the tableau or the foundations; the card under "
                      "it is then turned up. Nothing may be put on the reserve.",
                   fr="La carte du dessus de la réserve se joue sur le tableau ou les fondations ; la carte "
                      "en dessous est alors retournée. On ne pose rien sur la réserve."),
            Phrase(en="Once the reserve is spent, an empty pile is filled only when you choose, with the "
                      "top card of the waste.",
                   fr="Une fois la réserve épuisée, une pile vide n'est remplie que lorsque vous le "
                      "voulez, avec la carte du dessus de la défausse."),
            Phrase(en="As in AisleRiot's code, a built run of one suit may go onto a foundation in one "
                      "move, its top card first, as if its cards were moved one by one.",
                   fr="Comme dans le code d'AisleRiot, une suite construite d'une même couleur peut "
                      "monter sur une fondation en un seul coup, sa carte du dessus d'abord, comme si "
                      "ses cartes étaient déplacées une à une."),
            Phrase(en="The manual's maximum (48) and AisleRiot's code agree on this score.",
                   fr="Le maximum du manuel (48) et le code d'AisleRiot s'accordent sur ce score."),
        ],
    )
