"""Camelot, as AisleRiot plays it.

Sixteen cells in a four-by-four grid are filled one card at a time from the
stock: Kings only in the corners, Queens only in the middle cells of the top
and bottom rows, Jacks only in the middle cells of the left and right
columns.  Once the grid is full (or the stock and waste are empty) Tens are
taken away alone and two cards adding up to ten together, until the next click
on the stock.  Won when only the twelve court cards are left.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..engine.position import Position
from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import RestToStock
from ..rules.declaration import Declaration, register
from ..rules.key_parts import COUNTS
from ..rules.local import Effect, LocalConcept
from ..rules.pairs import CARDS_TAKEN_AWAY, Discard, RemovedAlone, SumsTo, discard_pair
from ..rules.piles import PileGroup, Refusal, Stock, Waste
from ..rules.position import Pile
from ..rules.roles import Role
from ..rules.stock import DealToWaste
from ..rules.units import ONE_CARD
from ..rules.words import TABLEAU
from ..text.phrases import Phrase, say

REMOVING = "camelot_removing"  # game state: True while cards are being taken away (phase 2)

# The cells (numbered 1 to 16 row by row) where each court card may be placed.
KING_CELLS = (1, 4, 13, 16)
QUEEN_CELLS = (2, 3, 14, 15)
JACK_CELLS = (5, 8, 9, 12)
COURT_CELLS = {13: KING_CELLS, 12: QUEEN_CELLS, 11: JACK_CELLS}

SUMS_TO_TEN = SumsTo(10)


def removing(game: Any) -> bool:
    """Is the game in its second phase (taking cards away)?"""
    return bool(game.state.get(REMOVING))


def may_place(card: Card, cell: int) -> bool:
    """May ``card`` be placed in the (empty) cell numbered ``cell``?"""
    cells = COURT_CELLS.get(card.rank)
    return cells is None or cell in cells


PLACES = LocalConcept(
    "camelot_places",
    text=Phrase(en="the card turned from the stock goes into an empty cell of the grid: a King only into "
                   "a corner, a Queen only into one of the two middle cells of the top or bottom row, a "
                   "Jack only into one of the two middle cells of the left or right column, any other "
                   "card into any empty cell; once placed, a card never moves to another cell",
                fr="la carte retournée depuis la pioche va dans une case vide de la grille : un Roi "
                   "seulement dans un coin, une Dame seulement dans l'une des deux cases du milieu de la "
                   "rangée du haut ou du bas, un Valet seulement dans l'une des deux cases du milieu de "
                   "la colonne de gauche ou de droite, toute autre carte dans n'importe quelle case "
                   "vide ; une fois placée, une carte ne change jamais de case"),
    label=Phrase(en="Placing the cards", fr="Placement des cartes"),
)

COURTS_STAY = LocalConcept(
    "camelot_courts_stay",
    text=Phrase(en="Kings, Queens and Jacks never leave the grid",
                fr="les Rois, les Dames et les Valets ne quittent jamais la grille"),
    label=Phrase(en="Court cards stay", fr="Les figures restent"),
)


class Phases(LocalConcept, Effect):
    """The two phases: placing cards, then taking cards away, as AisleRiot switches them."""

    state_keys = ((REMOVING, "flag"),)

    def __init__(self) -> None:
        super().__init__(
            "camelot_phases",
            text=Phrase(en="the game has two phases: placing the cards turned from the stock, then "
                           "taking cards away; the second phase starts as soon as the grid is full, or "
                           "when the stock and the waste are both empty, and lasts until the next click "
                           "on the stock, which brings back the first; no card leaves the grid during "
                           "the first phase",
                        fr="la partie a deux phases : placer les cartes retournées depuis la pioche, "
                           "puis retirer des cartes ; la deuxième phase commence dès que la grille est "
                           "pleine, ou quand la pioche et la défausse sont toutes deux vides, et dure "
                           "jusqu'au clic suivant sur la pioche, qui ramène la première ; aucune carte "
                           "ne quitte la grille pendant la première phase"),
            label=Phrase(en="Two phases", fr="Deux phases"))

    def after_move(self, game: Any, move: Any) -> None:
        if move.kind == "deal":
            game.state.pop(REMOVING, None)
        full = all(p.cards for p in game.group_piles("tableau"))
        if full or not (game.pile("stock").cards or game.pile("waste").cards):
            game.state[REMOVING] = True

    def sees(self, group: Any, declaration: Declaration) -> int:
        """Which piles are empty (see rules/key_parts.py)."""
        return COUNTS


PHASES = Phases()


class CamelotDeal(LocalConcept, DealToWaste):
    """A click turns one card onto the empty waste, only while a cell of the grid is empty."""

    def __init__(self) -> None:
        LocalConcept.__init__(
            self, "camelot_deal",
            text=Phrase(en="a click on the stock turns one card onto the waste, only when the waste is "
                           "empty and a cell of the grid is empty",
                        fr="un clic sur la pioche retourne une carte sur la défausse, seulement quand la "
                           "défausse est vide et qu'une case de la grille est vide"),
            label=Phrase(en="One card at a time", fr="Une carte à la fois"))
        self.key = "camelot_deal"
        self.n = 1

    def blocked(self, game: Any) -> bool:
        return bool(game.pile("waste").cards) or all(p.cards for p in game.group_piles("tableau"))

    sees = DealToWaste.sees  # and which piles are empty


CAMELOT_DEAL = CamelotDeal()


class CamelotGrid(PileGroup):
    """Sixteen one-card cells: filled from the waste, emptied by Tens and pairs adding up to ten."""

    role = TABLEAU
    prefix = "tableau"
    layout = "stack"
    moves = ONE_CARD

    def __init__(self) -> None:
        self.count = 16

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the grid."""
        return [PLACES, PHASES, SUMS_TO_TEN, COURTS_STAY]

    def why_legal(self, lang: str) -> str:
        """Why a card may go to a cell: it is placed there, or it pairs with the card there."""
        return say("move.reasons", lang, first=PLACES.label(lang), second=SUMS_TO_TEN.label(lang))

    def lift_limit(self, game: Any, pile: Pile) -> int:
        cards = pile.cards
        return 1 if cards and removing(game) and cards[-1].rank <= 10 else 0

    def lift_refusal(self, game: Any, pile: Pile, count: int) -> Refusal | None:
        if not removing(game):
            return Refusal(PHASES, "game_rule")
        if pile.cards[-1].rank > 10:
            return Refusal(COURTS_STAY, "game_rule")
        if count != 1:
            return Refusal(ONE_CARD, "unit", (count,))
        return None

    def index_ranks(self, game: Any, pile: Pile) -> tuple[int, ...] | None:
        return None

    def pool(self, game: Any, pile: Pile, candidates: Sequence[Any],
             by_rank: Mapping[int, Sequence[Any]], singles: Sequence[Any]) -> Sequence[Any]:
        if pile.cards:
            return [c for c in singles if c[0].group is self]
        return [c for c in singles if c[0].group is not self]

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if len(cards) != 1:
            return Refusal(ONE_CARD, "unit", (len(cards),))
        card = cards[0]
        if source.group is not self:  # the waste's card is placed
            if pile.cards or not may_place(card, pile.index):
                return Refusal(PLACES, "game_rule")
            return None
        if not removing(game):
            return Refusal(PHASES, "game_rule")
        if not pile.cards:
            return Refusal(PLACES, "game_rule")
        partner = pile.cards[-1]
        if not SUMS_TO_TEN.matches(card, partner):
            return Refusal(SUMS_TO_TEN, "no_pair", (card, partner))
        return None

    def place(self, game: Any, pile: Pile, cards: list[Card]) -> None:
        if pile.cards:
            discard_pair(game, pile, cards)
        else:
            pile.cards.extend(cards)

    def sees(self, group: Any, declaration: Declaration) -> int:
        """Of other piles, only the card moved; pairs go onto the one pile of removed cards
        (see rules/key_parts.py)."""
        return COUNTS

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield PLACES
        yield PHASES
        yield from SUMS_TO_TEN.concepts()
        yield COURTS_STAY


class TensAlone(RemovedAlone):
    """A Ten of the grid is taken away on its own (in the second phase)."""

    def __init__(self) -> None:
        super().__init__(10)

    def allows(self, game: Any, card: Card, source: Any) -> bool:
        return card.rank == 10 and source.role == Role.TABLEAU and removing(game)


class CamelotDiscard(Discard):
    """The removed cards: pairs adding up to ten and Tens alone, from the grid only."""

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if source.role != Role.TABLEAU:
            return Refusal(PLACES, "game_rule")
        return super().accept_refusal(game, pile, cards, source)

    key_level = Discard.key_level  # nothing reads the removed cards: only their number counts

    def sees(self, group: Any, declaration: Declaration) -> int:
        """Only the Ten removed, where from, and the phase (see rules/key_parts.py)."""
        return COUNTS


class OnlyCourtsLeft(LocalConcept):
    """The manual's goal: every card but the twelve court cards taken away."""

    def __init__(self) -> None:
        super().__init__(
            "camelot_only_courts_left",
            Phrase(en="the game is won when the stock and the waste are empty and only the twelve court "
                      "cards are left, around the edge of the grid",
                   fr="la partie est gagnée quand la pioche et la défausse sont vides et qu'il ne reste "
                      "que les douze figures, sur le pourtour de la grille"),
            label=Phrase(en="Only the court cards left", fr="Il ne reste que les figures"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game, in a sentence for learners."""
        return Phrase(en="Take away all 40 cards from Ace to Ten; the twelve court cards stay.",
                      fr="Retirez les 40 cartes de l'As au Dix ; les douze figures restent.")

    def won_sentence(self, game: Position) -> Phrase:
        return self.goal

    def is_won(self, game: Position) -> bool:
        return len(game.group_piles("foundation")[0].cards) == 40

    def sees(self, group: Any, declaration: Declaration) -> int:
        """How many cards were removed (see rules/key_parts.py)."""
        return COUNTS


NOTES = [
    Phrase(en="First phase: a click on the stock turns one card onto the waste, and only when the waste "
              "is empty and a cell is free. Drag that card into an empty cell: a King only into a "
              "corner, a Queen only into one of the two middle cells of the top or bottom row, a Jack "
              "only into one of the two middle cells of the left or right column; any other card into "
              "any empty cell, corners included. A placed card never moves to another cell.",
           fr="Première phase : un clic sur la pioche retourne une carte sur la défausse, et seulement "
              "quand la défausse est vide et qu'une case est libre. Faites glisser cette carte dans une "
              "case vide : un Roi seulement dans un coin, une Dame seulement dans l'une des deux cases "
              "du milieu de la rangée du haut ou du bas, un Valet seulement dans l'une des deux cases "
              "du milieu de la colonne de gauche ou de droite ; toute autre carte dans n'importe quelle "
              "case vide, coins compris. Une carte placée ne change jamais de case."),
    Phrase(en="Second phase: it starts as soon as the grid is full, or once the stock and the waste are "
              "both empty. Then take a Ten away on its own (AisleRiot: click it; here double-click it "
              "or drop it on the pile of removed cards), and take two cards away together by dropping "
              "one on the other when their ranks add up to ten (an Ace counts one). Court cards never "
              "leave. The next click on the stock brings back the first phase, when no card can be "
              "taken away until the grid is full again.",
           fr="Deuxième phase : elle commence dès que la grille est pleine, ou quand la pioche et la "
              "défausse sont toutes deux vides. Retirez alors un Dix seul (AisleRiot : cliquez dessus ; "
              "ici double-cliquez dessus ou posez-le sur la pile des cartes retirées), et retirez deux "
              "cartes ensemble en posant l'une sur l'autre quand leurs rangs font dix en tout (l'As "
              "compte un). Les figures ne partent jamais. Le clic suivant sur la pioche ramène la "
              "première phase, où aucune carte ne peut être retirée avant que la grille soit de "
              "nouveau pleine."),
    Phrase(en="Lost when the card on the waste has no cell it may go to, or in the second phase when "
              "nothing can be taken away and no card can be turned.",
           fr="La partie est perdue quand la carte de la défausse n'a aucune case où aller, ou, dans la "
              "deuxième phase, quand rien ne peut être retiré et qu'aucune carte ne peut être "
              "retournée."),
    Phrase(en="AisleRiot's code keeps no score; the kit counts the cards taken away, as the manual does "
              "(40 at most).",
           fr="Le code d'AisleRiot ne compte pas de score ; le kit compte les cartes retirées, comme le "
              "manuel (40 au plus)."),
    Phrase(en="Won, as the manual says, when the stock and the waste are empty and only the twelve "
              "court cards are left. AisleRiot's code only checks that the four middle cells are "
              "empty, which could call a game won with cards below Jack still on the edge; this kit "
              "follows the manual.",
           fr="Gagnée, comme le dit le manuel, quand la pioche et la défausse sont vides et qu'il ne "
              "reste que les douze figures. Le code d'AisleRiot vérifie seulement que les quatre cases "
              "du milieu sont vides, ce qui pourrait déclarer gagnée une partie où des cartes plus "
              "basses que le Valet restent sur le bord ; ce kit suit le manuel."),
]


@register(
    "camelot",
    names=Phrase(en="Camelot", fr="Camelot"),
    summary=Phrase(en="Place the cards one by one in a four-by-four grid, court cards on its edge, then "
                      "take away Tens and pairs adding up to ten until only the court cards are left.",
                   fr="Placez les cartes une à une dans une grille de quatre sur quatre, les figures sur "
                      "le bord, puis retirez les Dix et les paires dont la somme fait dix jusqu'à ce "
                      "qu'il ne reste que les figures."),
    strategy=Phrase(
        en="The middle is the safest place: while placing cards, fill the middle cells before the "
           "edges. If a card you are placing can pair with one already in the grid, put it on an "
           "edge, so that removing the pair frees edge cells for the court cards.",
        fr="Le milieu est l'endroit le plus sûr\u00a0: pendant le placement, remplissez les cases "
           "du milieu avant celles du bord. Si la carte à placer peut former une paire avec une "
           "carte déjà dans la grille, mettez-la sur un bord\u00a0: retirer la paire libérera des "
           "cases du bord pour les figures.",
    ),
    resembles="block_ten",
)
def camelot() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=CAMELOT_DEAL),
            Waste(says=(PLACES,)),
            CamelotDiscard(alone=TensAlone()),
            CamelotGrid(),
        ],
        deal=[RestToStock()],
        won=OnlyCourtsLeft(),
        effects=[PHASES],
        autoplay=None,
        notes=NOTES,
    )
