"""Union Square, as AisleRiot plays it.

Two decks; sixteen one-card piles in a four-by-four square build up or down
by suit (each pile keeps the direction its first two cards give it), one
card at a time.  Four foundations, one per suit, go up from the Ace to the
King and then, with the second deck, down from the King to the Ace.
"""

from __future__ import annotations

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, Down, Up, UpOrDown
from ..rules.cards import DOUBLE_DECK, Card
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.foundations import HomeWindow
from ..rules.key_parts import CARDS, COUNTS
from ..rules.local import GameRule
from ..rules.piles import Foundations, Refusal, Stock, Tableau, Waste
from ..rules.position import Pile
from ..rules.roles import Role
from ..rules.stock import NO_REDEAL, DealToWaste
from ..rules.units import ONE_CARD
from ..text.phrases import Phrase


def _keeps_direction(game: Position, move: Move, cards: list[Card]) -> bool:
    pile = game.pile(move.target)
    if pile.role != Role.TABLEAU or len(pile.cards) < 2:
        return True
    below, top = pile.cards[-2].rank, pile.cards[-1].rank
    step = top - below
    return step not in (1, -1) or cards[0].rank == top + step


KEEPS_DIRECTION = GameRule(
    "union_square_direction",
    Phrase(en="once a pile holds two cards it keeps their direction: a pile going up goes on up, a pile "
              "going down goes on down",
           fr="dès qu'une pile a deux cartes, elle garde leur sens : une pile qui monte continue de monter, "
              "une pile qui descend continue de descendre"),
    _keeps_direction,
    label=Phrase(en="One direction per pile", fr="Un seul sens par pile"),
    sees=CARDS,  # the top two cards of the pile moved to, wherever it lies
)


def _one_foundation_per_suit(game: Position, move: Move, cards: list[Card]) -> bool:
    pile = game.pile(move.target)
    if pile.role != Role.FOUNDATION or pile.cards:
        return True
    return all(not p.cards or p.cards[0].suit != cards[0].suit for p in game.group_piles("foundation"))


ONE_PER_SUIT = GameRule(
    "union_square_one_per_suit",
    Phrase(en="each suit has a single foundation: an Ace may not start a second foundation of its suit",
           fr="chaque couleur n'a qu'une fondation : un As ne peut pas commencer une seconde fondation de "
              "sa couleur"),
    _one_foundation_per_suit,
    label=Phrase(en="One foundation per suit", fr="Une fondation par couleur"),
    sees=CARDS,  # the first card of every foundation, which one it is aside
)

def _turns_around(game: Position, move: Move, cards: list[Card]) -> bool:
    """On a foundation of 13 cards (Ace to King) only the second King goes; a foundation
    of 26 cards is complete."""
    pile = game.pile(move.target)
    if pile.role != Role.FOUNDATION:
        return True
    height = len(pile.cards)
    if height == 13:
        return cards[0].rank == 13
    return height < 26


TURN_AROUND = GameRule(
    "union_square_turn_around",
    Phrase(en="on a foundation the second King of the suit goes on the first, then the foundation builds "
              "down to the second Ace (26 cards)",
           fr="sur une fondation, le second Roi de la couleur se pose sur le premier, puis la fondation "
              "descend jusqu'au second As (26 cartes)"),
    _turns_around,
    label=Phrase(en="Up, then down", fr="Monter, puis descendre"),
    sees=COUNTS,  # how many cards the pile moved to holds
)


class UpThenDownFoundations(Foundations):
    """Up by suit from the Ace to the King, then down by suit.  Which card turns the
    foundation around (the second King) and where it ends (the second Ace) is the
    game's turn-around rule, checked with the other rules of the game."""

    one_card_a_move = True
    # its own pile (its count and top card) and the card moved, as every foundation
    key_level, key_alike, sees = Foundations.key_level, Foundations.key_alike, Foundations.sees

    down = Build(Down(), BY_SUIT)

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        return None

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return self.accept_refusal(game, pile, cards, source) is None

    def home_window(self, game: Position) -> HomeWindow:
        """Each suit fills 26 places on its one foundation: a card of rank ``r`` takes place
        ``r`` (up) or ``27 - r`` (down), whichever is still free; its window runs from the
        first of those to the last (None when both are taken)."""
        heights = {p.cards[0].suit: len(p.cards) for p in game.group_piles("foundation") if p.cards}

        def window(card: Card) -> tuple[object, int, int] | None:
            height = heights.get(card.suit, 0)
            places = [place for place in (card.rank, 27 - card.rank) if place > height]
            return (card.suit, min(places), max(places)) if places else None
        return window

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if len(cards) != 1 or len(pile.cards) < 13:
            return super().accept_refusal(game, pile, cards, source)
        card, top = cards[0], pile.cards[-1]
        if card.suit != top.suit:
            return Refusal(BY_SUIT, "build", (card, top, self.down))
        if len(pile.cards) == 13 or len(pile.cards) >= 26:
            return None  # the turn-around rule decides
        rule = self.down.refusing(card, top)
        return None if rule is None else Refusal(rule, "build", (card, top, self.down))


@register(
    "union_square",
    names=Phrase(en="Union Square", fr="Union Square"),
    summary=Phrase(en="Two decks, a square of sixteen piles: build each pile up or down by suit and take "
                      "every suit up to the King and back down to the Ace.",
                   fr="Deux paquets, un carré de seize piles : construisez chaque pile en montant ou en "
                      "descendant dans la même couleur et menez chaque couleur jusqu'au Roi puis de "
                      "nouveau jusqu'à l'As."),
    resembles="forty_thieves",
    strategy=Phrase(
        en="A pile holding a single card accepts the next card of its suit either up or down, so "
           "don't fix a pile's direction before you need to. Make good use of empty piles to place "
           "cards, and be patient: each foundation climbs to the King and then comes back down to "
           "the Ace.",
        fr="Une pile d'une seule carte accepte la carte suivante de sa couleur en montant comme en "
           "descendant\u00a0: ne fixez pas le sens d'une pile avant d'en avoir besoin. Servez-vous "
           "bien des piles vides pour placer des cartes, et soyez patient\u00a0: chaque fondation "
           "monte jusqu'au Roi puis redescend jusqu'à l'As.",
    ),
)
def union_square() -> Declaration:
    return Declaration(
        deck=DOUBLE_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            Waste(),
            UpThenDownFoundations(4, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(16, build=Build(UpOrDown(), BY_SUIT), moves=ONE_CARD, empty=ANY_CARD),
        ],
        deal=[DealRow("tableau", face_up=True), RestToStock()],
        rules=[KEEPS_DIRECTION, ONE_PER_SUIT, TURN_AROUND],
        notes=[
            Phrase(en="The sixteen tableau piles form a square of four rows of four (piles 1 to 4 are the "
                      "first row); each gets one card, the other 88 cards form the stock.",
                   fr="Les seize piles du tableau forment un carré de quatre rangées de quatre (les piles 1 "
                      "à 4 sont la première rangée) ; chacune reçoit une carte, les 88 autres forment la "
                      "pioche."),
            Phrase(en="A card goes on a card of its suit one rank higher or lower; once a pile has two "
                      "cards, it keeps that direction. Kings and Aces are not next to each other. Only "
                      "the top card moves; any card fills an empty pile.",
                   fr="Une carte va sur une carte de sa couleur d'un rang plus haut ou plus bas ; dès "
                      "qu'une pile a deux cartes, elle garde ce sens. Le Roi et l'As ne se suivent pas. "
                      "Seule la carte du dessus se déplace ; n'importe quelle carte occupe une pile vide."),
            Phrase(en="Each suit has one foundation, which takes 26 cards: Ace up to King, the other "
                      "King, then down to the other Ace. Foundation cards are out of play.",
                   fr="Chaque couleur a une fondation, qui reçoit 26 cartes : de l'As au Roi, l'autre Roi, "
                      "puis en descendant jusqu'à l'autre As. Les cartes des fondations sont hors jeu."),
        ],
    )
