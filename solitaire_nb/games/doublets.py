"""Doublets, as AisleRiot plays it.

Seven one-card cells stand in an arch round a single foundation.  Each card
played to the foundation must be worth twice its top card, minus thirteen when
that is more than thirteen (A, 2, 4, 8, 3, 6, Q, J, 9, 5, 10, 7, A...), whatever
the suits.  Emptied cells refill from the waste, else the stock; Kings never
move.  Stock dealt one card at a time, two redeals.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..engine.position import Position
from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import DealStep, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import FilledAutomatically
from ..rules.foundations import OUT_OF_PLAY
from ..rules.local import LocalConcept
from ..rules.piles import Foundations, Refusal, Reserves, Stock, Waste
from ..rules.position import Pile
from ..rules.stock import DealToWaste, Redeal
from ..text.phrases import Phrase

DOUBLING = LocalConcept(
    "doublets_doubling",
    Phrase(en="a card goes onto the foundation when its rank is twice the rank of the top card, less "
              "thirteen when that is more than thirteen (Jack 11, Queen 12), whatever its suit: A, 2, 4, "
              "8, 3, 6, Q, J, 9, 5, 10, 7, A again; a King is never twice a card, so it never moves",
           fr="une carte va sur la fondation quand son rang est le double de celui de la carte du "
              "dessus, moins treize si cela dépasse treize (Valet 11, Dame 12), quelle que soit sa "
              "couleur : A, 2, 4, 8, 3, 6, D, V, 9, 5, 10, 7, puis A à nouveau ; un Roi n'est jamais le "
              "double d'une carte, il ne bouge donc jamais"),
    label=Phrase(en="Double the top card", fr="Le double de la carte du dessus"))

BASE_DEALT = LocalConcept(
    "doublets_base",
    Phrase(en="the foundation starts with the card dealt to it; a King dealt anywhere is put at the "
              "bottom of the stock and replaced by the next card",
           fr="la fondation commence par la carte qui y est distribuée ; un Roi distribué n'importe où "
              "est mis sous la pioche et remplacé par la carte suivante"),
    label=Phrase(en="Base card dealt", fr="Carte de base distribuée"))

CELLS = LocalConcept(
    "doublets_cells",
    Phrase(en="each of the seven cells holds one card and takes none from the player; an emptied cell "
              "is refilled at once with the top card of the waste, or of the stock when the waste is "
              "empty",
           fr="chacune des sept cases contient une carte et n'en reçoit aucune du joueur ; une case "
              "vidée est remplie aussitôt avec la carte du dessus de la défausse, ou de la pioche si la "
              "défausse est vide"),
    label=Phrase(en="Cells refilled", fr="Cases remplies"))


def doubled(rank: int) -> int:
    """The rank that goes on a card of ``rank``: twice it, modulo thirteen."""
    return 2 * rank % 13


class DoublingFoundation(Foundations):
    """The one foundation: each card twice the top card, modulo thirteen, any suit."""

    one_card_a_move = True

    def __init__(self) -> None:
        super().__init__(1, in_play=False)

    def index_ranks(self, game: Any, pile: Pile) -> tuple[int, ...] | None:
        return (doubled(pile.cards[-1].rank),) if pile.cards else ()

    def allows(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return len(cards) == 1 and bool(pile.cards) and cards[0].rank == doubled(pile.cards[-1].rank)

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        return None if self.allows(game, pile, cards, source) else Refusal(DOUBLING, "game_rule")

    def own_rules(self) -> list[Concept]:
        return [BASE_DEALT, DOUBLING, OUT_OF_PLAY]

    def why_legal(self, lang: str | None = None) -> str:
        return DOUBLING.label(lang)

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield BASE_DEALT
        yield DOUBLING
        yield OUT_OF_PLAY


class DoubletsCells(Reserves):
    """Seven one-card cells refilled from the waste, else the stock."""

    empty = FilledAutomatically("waste", "stock")

    def __init__(self) -> None:
        super().__init__(7, capacity=1)

    def own_rules(self) -> list[Concept]:
        return [CELLS]

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield CELLS
        yield self.empty


class DoubletsDeal(DealStep):
    """One card face up to each cell and to the foundation, in AisleRiot's order (cells 1 to
    6, the foundation, cell 7); then, pile by pile, a King goes to the bottom of the deck and
    is replaced by the next card."""

    ORDER = ("reserve1", "reserve2", "reserve3", "reserve4", "reserve5", "reserve6",
             "foundation1", "reserve7")

    def apply(self, game: Any, cards: list[Card]) -> None:
        piles = [game.pile(pile_id) for pile_id in self.ORDER]
        for pile in piles:
            pile.cards.append(cards.pop().up())
        for pile in piles:
            while pile.cards[-1].rank == 13:
                cards.insert(0, pile.cards.pop().down())
                pile.cards.append(cards.pop().up())


class FortyEightHome(LocalConcept):
    """Doublets' win, as AisleRiot's code has it: 48 cards on the foundation (every card but
    the Kings)."""

    def __init__(self) -> None:
        super().__init__(
            "doublets_won",
            Phrase(en="the game is won when the foundation holds 48 cards, every card but the Kings",
                   fr="la partie est gagnée quand la fondation contient 48 cartes, toutes sauf les Rois"),
            label=Phrase(en="48 cards home", fr="48 cartes sur la fondation"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game, in a sentence for learners."""
        return Phrase(en="Every card but the four Kings is on the foundation.",
                      fr="Toutes les cartes sauf les quatre Rois sont sur la fondation.")

    def won_sentence(self, game: Position) -> Phrase:
        return self.goal

    def is_won(self, game: Position) -> bool:
        return len(game.pile("foundation1").cards) >= 48


@register(
    "doublets",
    names=Phrase(en="Doublets", fr="Doublets"),
    summary=Phrase(en="One foundation where each card doubles the last one: A, 2, 4, 8, 3, 6, Q, J, "
                      "9, 5, 10, 7... fed from seven cells in an arch and the stock. Beware of Kings.",
                   fr="Une seule fondation où chaque carte double la précédente : A, 2, 4, 8, 3, 6, D, "
                      "V, 9, 5, 10, 7... alimentée par sept cases en arche et la pioche. Gare aux Rois."),
    strategy=Phrase(
        en="Avoid Kings: they can never be played, and a King that refills a cell blocks it for "
           "good. So before playing a card from a cell, make sure the waste card that will replace "
           "it is not a King (first turn the next stock card to cover it).",
        fr="Méfiez-vous des Rois\u00a0: ils ne se jouent jamais, et un Roi qui remplit une case la "
           "bloque pour de bon. Avant de jouer la carte d'une case, vérifiez donc que la carte de "
           "la défausse qui la remplacera n'est pas un Roi (retournez d'abord la carte suivante de "
           "la pioche pour le recouvrir).",
    ),
    resembles="hopscotch",
)
def doublets() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=Redeal(2)),
            Waste(),
            DoubletsCells(),
            DoublingFoundation(),
        ],
        deal=[DoubletsDeal(), RestToStock()],
        won=FortyEightHome(),
        autoplay=None,
        notes=[
            Phrase(en="Reserves 1 to 7 are the seven cells of the arch: 1 to 3 along the top, 4 and 5 "
                      "down the sides, 6 and 7 either side of the foundation. Each cell and the "
                      "foundation get one card face up; a King dealt anywhere goes to the bottom of the "
                      "stock and the next card takes its place. The other cards form the stock.",
                   fr="Les réserves 1 à 7 sont les sept cases de l'arche : 1 à 3 en haut, 4 et 5 sur "
                      "les côtés, 6 et 7 de part et d'autre de la fondation. Chaque case et la fondation "
                      "reçoivent une carte face visible ; un Roi distribué n'importe où va sous la pioche "
                      "et la carte suivante prend sa place. Les autres cartes forment la pioche."),
            Phrase(en="Only the top card of the waste and the cards of the cells move, one at a time, and "
                      "only to the foundation, which takes the card worth twice its top card (less "
                      "thirteen above thirteen): A, 2, 4, 8, 3, 6, Q, J, 9, 5, 10, 7, then A again, "
                      "suits ignored. Kings can never be played: a King turned up on the waste is "
                      "covered by the next card; a King refilling a cell blocks it for good.",
                   fr="Seules la carte du dessus de la défausse et les cartes des cases se déplacent, une "
                      "à la fois, et seulement vers la fondation, qui prend la carte valant le double de "
                      "sa carte du dessus (moins treize au-delà de treize) : A, 2, 4, 8, 3, 6, D, V, 9, "
                      "5, 10, 7, puis A à nouveau, sans tenir compte des couleurs. Les Rois ne se jouent "
                      "jamais : un Roi retourné sur la défausse est recouvert par la carte suivante ; un "
                      "Roi qui remplit une case la bloque pour de bon."),
            Phrase(en="An emptied cell is refilled at once with the top card of the waste, or of the "
                      "stock when the waste is empty. When a drag empties the waste, AisleRiot's code "
                      "also turns the next stock card onto it (its double-click does not); the manual "
                      "does not say so, and here the waste is left empty, as by the double-click.",
                   fr="Une case vidée est remplie aussitôt avec la carte du dessus de la défausse, ou de "
                      "la pioche si la défausse est vide. Quand un glisser vide la défausse, le code "
                      "d'AisleRiot y retourne aussi la carte suivante de la pioche (pas son double-clic) ; "
                      "le manuel n'en dit rien, et ici la défausse reste vide, comme avec le double-clic."),
            Phrase(en="The stock is dealt one card at a time onto the waste; the waste may be turned "
                      "over twice (three passes), as the manual and AisleRiot say.",
                   fr="La pioche se distribue une carte à la fois sur la défausse ; la défausse peut être "
                      "retournée deux fois (trois passages), comme le disent le manuel et AisleRiot."),
            Phrase(en="Won with 48 cards on the foundation, every card but the Kings, as AisleRiot's "
                      "code says (the manual asks for every card, which the Kings make impossible). "
                      "Score: one point per card on the foundation, the dealt base card included.",
                   fr="Gagné avec 48 cartes sur la fondation, toutes sauf les Rois, comme le dit le code "
                      "d'AisleRiot (le manuel demande toutes les cartes, ce que les Rois rendent "
                      "impossible). Score : un point par carte sur la fondation, la carte de base "
                      "distribuée comprise."),
        ],
    )
