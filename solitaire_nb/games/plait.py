"""Plait, as AisleRiot plays it.

Two decks.  A plait of twenty cards in the middle (only its top card plays),
four edge cells refilled from the plait, eight one-card cells, and eight
foundations that all start with the rank of the card dealt to the first one.
The foundations are built by suit, up or down and turning the corner, but the
first card built on any foundation fixes the direction for all eight.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, UpOrDown
from ..rules.cards import DOUBLE_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import DealBaseCard, DealRow, DealRows, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.foundations import BaseCard
from ..rules.goals import NO_SCORE
from ..rules.local import Effect, GameRule, LocalConcept
from ..rules.piles import Foundations, Refusal, Reserves, Stock, Waste
from ..rules.position import Pile
from ..rules.stock import DealToWaste, Redeal
from ..rules.words import FOUNDATION
from ..text.phrases import Phrase


class ChooseDirection(LocalConcept, Effect):
    """After the first card built on a foundation, the direction is fixed for all eight."""

    sends_cards_home = False

    state_keys = (("direction", "direction"),)

    def after_move(self, game: Position, move: Move) -> None:
        if game.state.get("direction") is not None:
            return
        for pile in game.group_piles("foundation"):
            if len(pile.cards) >= 2:
                first, second = pile.cards[0].rank, pile.cards[1].rank
                game.state["direction"] = "up" if _up(second, first) else "down"
                return


class RefillEdges(LocalConcept, Effect):
    """An edge emptied by a move to a foundation takes the plait's top card."""

    sends_cards_home = False

    def after_move(self, game: Position, move: Move) -> None:
        if move.kind != "move" or not move.source.startswith("edge") or \
                not move.target.startswith("foundation"):
            return
        edge, plait = game.pile(move.source), game.pile("plait")
        if not edge.cards and plait.cards:
            edge.cards.append(plait.cards.pop().up())


ONE_DIRECTION = ChooseDirection(
    "plait_one_direction",
    text=Phrase(en="the first card built on a foundation fixes the direction, up or down, for all eight "
                   "foundations",
                fr="la première carte construite sur une fondation fixe le sens, en montant ou en "
                   "descendant, pour les huit fondations"),
    label=Phrase(en="One direction for all foundations", fr="Un seul sens pour toutes les fondations"),
)

REFILL_EDGES = RefillEdges(
    "plait_refill_edges",
    text=Phrase(en="when an edge card goes to a foundation, the top card of the plait takes its place",
                fr="quand la carte d'un bord va sur une fondation, la carte du dessus de la tresse prend "
                   "sa place"),
    label=Phrase(en="Edges refilled from the plait", fr="Bords remplis depuis la tresse"),
)


THIRTEEN = LocalConcept(
    "plait_thirteen_cards",
    text=Phrase(en="a foundation holds thirteen cards, one of each rank",
                fr="une fondation contient "
                   "treize cartes, une de chaque rang"),
    label=Phrase(en="Thirteen cards a foundation", fr="Treize cartes par fondation"),
)

NOT_FROM_PLAIT = GameRule(
    "plait_not_to_cells",
    text=Phrase(en="a card of the plait may go to a foundation or an empty edge, never straight to one "
                   "of the eight cells",
                fr="une carte de la tresse peut aller sur une fondation ou un bord vide, jamais "
                   "directement dans l'un des huit emplacements"),
    label=Phrase(en="Plait cards skip the cells", fr="Les cartes de la tresse évitent les emplacements"),
    check=lambda game, move, cards: not (move.source == "plait" and move.target.startswith("reserve")),
)


def _up(card: int, onto: int) -> bool:
    return card == onto % 13 + 1


def _down(card: int, onto: int) -> bool:
    return onto == card % 13 + 1


class PlaitFoundations(Foundations):
    """Eight foundations from the base rank, by suit, up or down (wrapping) in the one
    direction the first build chose (``state["direction"]``: "up" or "down"), 13 cards each."""

    one_card_a_move = True

    @staticmethod
    def _fits(game: Position, card: Card, top: Card) -> bool:
        direction = game.state.get("direction")
        return card.suit == top.suit and (
            (direction != "down" and _up(card.rank, top.rank))
            or (direction != "up" and _down(card.rank, top.rank)))

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        cards = pile.cards
        if not cards:
            return (self.base_rank(game),)
        if len(cards) >= 13:
            return ()
        rank, direction = cards[-1].rank, game.state.get("direction")
        up, down = rank % 13 + 1, (rank - 2) % 13 + 1
        return {"up": (up,), "down": (down,)}.get(direction, (up, down))

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        if len(cards) != 1:
            return False
        top = pile.top
        if top is None:
            return cards[0].rank == self.base_rank(game)
        return len(pile.cards) < 13 and self._fits(game, cards[0], top)

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if len(cards) != 1:
            return Refusal(FOUNDATION, "foundation_one", (len(cards),))
        card, top = cards[0], pile.top
        if top is None:
            if card.rank != self.base_rank(game):
                return Refusal(BaseCard(self.base_rank(game)), "base", (card,))
            return None
        if len(pile.cards) >= 13:
            return Refusal(THIRTEEN, "build", (card, top, THIRTEEN))
        if self._fits(game, card, top):
            return None
        rule = self.build.refusing(card, top)
        if rule is None:  # fits one way, but the other direction was chosen
            return Refusal(ONE_DIRECTION, "build", (card, top, ONE_DIRECTION))
        return Refusal(rule, "build", (card, top, self.build))

    def concepts(self) -> Iterator[Concept]:
        yield from super().concepts()
        yield ONE_DIRECTION
        yield THIRTEEN


class PlaitPile(Reserves):
    """The plait: twenty cards fanned in the middle; only the top one plays."""

    prefix = "plait"

    def __init__(self) -> None:
        super().__init__(1, layout="fan")

    def pile_ids(self) -> list[str]:
        return ["plait"]


class Edges(Reserves):
    """The four edge cells: one card each, refilled from the plait (see :class:`RefillEdges`)."""

    prefix = "edge"

    def __init__(self) -> None:
        super().__init__(4, capacity=1, accepts_cards=True, free_cell=True, layout="cells")


@register(
    "plait",
    names=Phrase(en="Plait", fr="Tresse"),
    summary=Phrase(en="Two decks: free the plait of twenty cards through its edges and eight cells; "
                      "eight foundations start from the base card and all go the same way, up or down.",
                   fr="Deux paquets : libérez la tresse de vingt cartes par ses bords et huit "
                      "emplacements ; huit fondations partent de la carte de base et vont toutes dans le "
                      "même sens, en montant ou en descendant."),
    strategy=Phrase(
        en="Take cards from the plait as early as you can, since they are the hardest to free. "
           "Next, clear the cells: each empty cell is a place to park a card for a while.",
        fr="Prenez les cartes de la tresse le plus tôt possible, car ce sont les plus difficiles à "
           "libérer. Videz ensuite les emplacements\u00a0: chacun devient une place où garder une "
           "carte un moment.",
    ),
    resembles="canfield",
)
def plait() -> Declaration:
    return Declaration(
        deck=DOUBLE_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=Redeal(2)),
            Waste(),
            PlaitFoundations(8, base=BaseCard(None), build=Build(UpOrDown(wrap=True), BY_SUIT),
                             in_play=False),
            PlaitPile(),
            Reserves(8, capacity=1, accepts_cards=True, free_cell=True, layout="cells"),
            Edges(),
        ],
        deal=[DealRow("edge", (1,), face_up=True), DealRows("plait", count=20, face_up=True),
              DealRow("edge", (2,), face_up=True), DealBaseCard(),
              DealRow("reserve", face_up=True), DealRow("edge", (3, 4), face_up=True), RestToStock()],
        rules=[NOT_FROM_PLAIT],
        effects=[ONE_DIRECTION, REFILL_EDGES],
        score=NO_SCORE,
        autoplay=None,
        notes=[
            Phrase(en="Every card of the deal is face up: the four edges (top left, top right, bottom "
                      "left, bottom right), the plait of twenty cards and the eight cells. The card on "
                      "the first foundation sets the base rank of all eight foundations.",
                   fr="Toutes les cartes de la donne sont face visible : les quatre bords (en haut à "
                      "gauche, en haut à droite, en bas à gauche, en bas à droite), la tresse de vingt "
                      "cartes et les huit cases. La carte de la première fondation fixe le rang de base "
                      "des huit fondations."),
            Phrase(en="Cards played: the top card of the plait, of an edge, of a cell or of the waste. "
                      "Each edge and each cell holds one card. An empty cell or edge takes any single "
                      "card, except that a plait card may not go straight into a cell (it may go to an "
                      "empty edge). When an edge card goes to a foundation, the plait's top card takes "
                      "its place at once.",
                   fr="Cartes jouables : la carte du dessus de la tresse, d'un bord, d'un emplacement ou "
                      "de la défausse. Chaque bord et chaque emplacement contient une carte. Un "
                      "emplacement ou un bord vide prend n'importe quelle carte seule, sauf qu'une carte "
                      "de la tresse ne peut pas aller directement dans un emplacement (elle peut aller "
                      "sur un bord vide). Quand la carte d'un bord va sur une fondation, la carte du "
                      "dessus de la tresse prend aussitôt sa place."),
            Phrase(en="The stock turns one card at a time onto the waste; the waste may be turned over "
                      "twice (three passes).",
                   fr="La pioche retourne une carte à la fois sur la défausse ; la défausse peut être "
                      "retournée deux fois (trois passages)."),
            Phrase(en="The foundations start with the base rank and build by suit, thirteen cards each, "
                      "a King and an Ace being next to each other. At first you may build up or down; "
                      "the first card built on any foundation fixes that direction for all eight. "
                      "Foundation cards are out of play.",
                   fr="Les fondations commencent au rang de base et se construisent par couleur, treize "
                      "cartes chacune, le Roi et l'As se suivant. Au début, on peut construire en "
                      "montant ou en descendant ; la première carte construite sur une fondation fixe "
                      "ce sens pour les huit. Les cartes des fondations sont hors jeu."),
            Phrase(en="The game is lost when no move is left.",
                   fr="La partie est perdue quand aucun coup ne reste."),
            Phrase(en="Manual and code: the manual only says the foundations are built up or down; "
                      "AisleRiot's code fixes one direction for all after the first build, keeps to the "
                      "suit, refills an edge only when its card goes to a foundation and keeps plait "
                      "cards out of the cells. The manual leaves these points open, so this kit follows "
                      "the code.",
                   fr="Manuel et code : le manuel dit seulement que les fondations se construisent en "
                      "montant ou en descendant ; le code d'AisleRiot fixe un seul sens pour toutes après "
                      "la première construction, exige la même couleur, ne remplit un bord que quand sa "
                      "carte va sur une fondation et garde les cartes de la tresse hors des "
                      "emplacements. Le manuel laisse ces points ouverts, ce kit suit donc le code."),
        ],
    )
