"""Agnes, as AisleRiot plays it.

Klondike's staircase deal, then one card on the first foundation sets the
base rank of all four; tableau piles build down by colour, the stock deals a
card onto every pile, empty piles are refilled only by those deals.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..engine.position import Position
from ..rules.building import BY_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.concept import Concept
from ..rules.dealing import DealBaseCard, RestToStock, TurnUpTops, staircase
from ..rules.declaration import Declaration, register
from ..rules.empty import NEVER_FILLED
from ..rules.foundations import BaseCard
from ..rules.key_parts import plain_sight
from ..rules.local import LocalConcept
from ..rules.piles import Foundations, Refusal, Stock, Tableau
from ..rules.position import Pile
from ..rules.stock import NO_REDEAL, DealToEachPile
from ..rules.units import SEQUENCE
from ..text.phrases import Phrase

# Enforced by AgnesTableau when cards are lifted.
STOPS_AT_BASE = LocalConcept(
    "agnes_sequence_stops_at_base",
    text=Phrase(en="cards of one colour in descending order move together, but no card lying on a card "
                   "of the base rank moves with it",
                fr="des cartes d'une même couleur (rouge ou noir) en ordre descendant se déplacent "
                   "ensemble, mais aucune carte posée sur une carte du rang de base ne part avec elle"),
    label=Phrase(en="A sequence stops at the base rank", fr="Une suite s'arrête au rang de base"),
)


class AgnesTableau(Tableau):
    """The tableau of Agnes: a same-colour sequence is lifted down to, not below, a base-rank card."""

    sees = plain_sight  # its own piles only

    def lift_limit(self, game: Position, pile: Pile) -> int:
        limit = super().lift_limit(game, pile)
        base = game.state.get("base_rank")
        cards = pile.cards
        for k in range(1, limit):
            if cards[-k - 1].rank == base:
                return k
        return limit

    def lift_refusal(self, game: Position, pile: Pile, count: int) -> Refusal | None:
        refusal = super().lift_refusal(game, pile, count)
        if refusal is None and count > self.lift_limit(game, pile):
            return Refusal(STOPS_AT_BASE, "unit", (count,))
        return refusal

    def concepts(self) -> Iterator[Concept]:
        yield from super().concepts()
        yield STOPS_AT_BASE


@register(
    "agnes",
    names=Phrase(en="Agnes", fr="Agnes"),
    summary=Phrase(en="A Klondike deal whose first foundation card sets the base rank; build down by "
                      "colour, and the stock deals a card onto every pile.",
                   fr="Une donne de Klondike dont la première carte de fondation fixe le rang de base ; "
                      "on construit en descendant par couleur (rouge et noir), et la pioche distribue "
                      "une carte sur chaque pile."),
    strategy=Phrase(
        en="Agnes is very hard to win, so aim for the highest score you can. Whenever you have the "
           "choice, build down in suit rather than merely by colour: such runs can later go up to "
           "the foundations in order.",
        fr="Agnes est très difficile à gagner\u00a0: visez le meilleur score possible. Quand vous "
           "avez le choix, construisez en descendant dans la même couleur plutôt que par couleur "
           "(rouge et noir) seulement\u00a0: ces suites pourront ensuite monter dans l'ordre sur "
           "les fondations.",
    ),
    resembles="klondike",
)
def agnes() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToEachPile("tableau", face_up=True), redeals=NO_REDEAL),
            Foundations(4, base=BaseCard(None), build=Build(Up(wrap=True), BY_SUIT), in_play=True),
            AgnesTableau(7, build=Build(Down(wrap=True), BY_COLOUR), moves=SEQUENCE, empty=NEVER_FILLED),
        ],
        deal=[*staircase("tableau", 7), TurnUpTops("tableau"), DealBaseCard(), RestToStock()],
        notes=[
            Phrase(en="Pile k of the tableau gets k cards, as in Klondike. The card on the first "
                      "foundation sets the base rank of all four foundations.",
                   fr="La pile k du tableau reçoit k cartes, comme au Klondike. La carte de la première "
                      "fondation fixe le rang de base des quatre fondations."),
            Phrase(en="Each click deals one face-up card onto every tableau pile, empty ones included: "
                      "three deals of seven, then a last one of two onto the first two piles. No redeal. "
                      "An empty pile is refilled only by these deals.",
                   fr="Chaque clic distribue une carte face visible sur chaque pile du tableau, piles "
                      "vides comprises : trois distributions de sept, puis une dernière de deux sur les "
                      "deux premières piles. Pas de redistribution. Une pile vide n'est remplie que par "
                      "ces distributions."),
            Phrase(en="Build down by colour (red on red, black on black); a King may go on an Ace. "
                      "Cards of one colour in descending order move together, as in AisleRiot's code: "
                      "no card lying on a base-rank card moves with it, since the base rank starts the "
                      "foundations.",
                   fr="On construit en descendant par couleur (rouge sur rouge, noir sur noir) ; un Roi "
                      "peut aller sur un As. Les cartes d'une même couleur en ordre descendant se "
                      "déplacent ensemble, comme dans le code d'AisleRiot : aucune carte posée sur une "
                      "carte du rang de base ne part avec elle, puisque ce rang commence les fondations."),
            Phrase(en="AisleRiot's code lets a King go on an Ace in the tableau; the manual only says "
                      "so for the foundations. This kit follows the code, which the manual does not "
                      "contradict.",
                   fr="Le code d'AisleRiot permet de poser un Roi sur un As au tableau ; le manuel ne le "
                      "dit que pour les fondations. Ce kit suit le code, que le manuel ne contredit "
                      "pas."),
        ],
    )
