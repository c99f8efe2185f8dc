"""Lady Jane, as AisleRiot plays it.

Klondike's staircase beside seven one-card reserves; one card on the first
foundation sets the base rank.  The stock deals a card onto every reserve;
its last two cards are both laid open, one on the waste and one on the stock.
Empty tableau piles take only a card one rank below the base.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import ALTERNATE_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import DealBaseCard, DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import EmptyRule
from ..rules.foundations import BaseCard
from ..rules.local import Action, ActionKind, LocalConcept
from ..rules.piles import Foundations, Refusal, Reserves, Stock, Tableau, Waste
from ..rules.position import Pile
from ..rules.stock import NO_REDEAL, DealToEachPile
from ..rules.units import SEQUENCE
from ..text.phrases import Phrase


class BelowBaseWhenEmpty(LocalConcept, EmptyRule):
    """An empty tableau pile takes the rank below the base; checked by :class:`LadyJaneTableau`,
    which knows the base rank of the position."""

    def accepts(self, bottom: Card) -> bool:
        return True


EMPTY_BELOW_BASE = BelowBaseWhenEmpty(
    "lady_jane_empty_below_base",
    text=Phrase(en="an empty tableau pile takes only a card one rank below the base card (a King when "
                   "the base is an Ace), or a sequence starting with such a card",
                fr="une pile vide du tableau ne prend qu'une carte d'un rang juste inférieur à la carte de "
                   "base (un Roi quand la base est un As), ou une suite commençant par une telle carte"),
    label=Phrase(en="Empty pile: one rank below the base", fr="Pile vide : un rang sous la base"),
)

NOTHING_ON_BASE = LocalConcept(
    "lady_jane_nothing_on_base",
    text=Phrase(en="nothing may be built on a card of the base rank in the tableau",
                fr="on ne construit rien sur une carte du rang de base au tableau"),
    label=Phrase(en="Nothing on a base-rank card", fr="Rien sur une carte du rang de base"),
)

_DEAL_TEXT = Phrase(
    en="a click on the stock deals one card face up onto each of the seven reserves; when only "
       "two to seven cards are left, a click turns one card onto the waste and the last one face "
       "up on the stock, where it may be played; no redeal",
    fr="un clic sur la pioche distribue une carte face visible sur chacune des sept réserves ; "
       "quand il ne reste que deux à sept cartes, un clic retourne une carte sur la défausse et "
       "la dernière face visible sur la pioche, d'où elle peut être jouée ; pas de redistribution",
)


def _below_base(game: Position) -> int:
    base = game.state.get("base_rank") or 1
    return 13 if base == 1 else base - 1


class LadyJaneTableau(Tableau):
    """Tableau piles: nothing on a base-rank card; an empty pile takes the rank below the base."""

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        cards = pile.cards
        if not cards:
            return (_below_base(game),)
        if cards[-1].rank == game.state.get("base_rank"):
            return ()
        return super().index_ranks(game, pile)

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        if not pile.cards:
            return cards[0].rank == _below_base(game)
        if pile.cards[-1].rank == game.state.get("base_rank"):
            return False
        return super().allows(game, pile, cards, source)

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        top = pile.top
        if top is None:
            if cards[0].rank != _below_base(game):
                return Refusal(EMPTY_BELOW_BASE, "empty", (cards[0],))
            return None
        if top.face_up and top.rank == game.state.get("base_rank"):
            return Refusal(NOTHING_ON_BASE, "build", (cards[0], top, NOTHING_ON_BASE))
        return super().accept_refusal(game, pile, cards, source)

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield from self.build.concepts()
        yield from self.moves.concepts()
        yield EMPTY_BELOW_BASE
        yield NOTHING_ON_BASE


class LadyJaneStock(Stock):
    """The stock, whose last card, once turned face up, may be played from it."""

    def lift_limit(self, game: Position, pile: Pile) -> int:
        top = pile.top
        return 1 if top is not None and top.face_up else 0

    def lift_refusal(self, game: Position, pile: Pile, count: int) -> Refusal | None:
        if count == 1 and self.lift_limit(game, pile):
            return None
        return super().lift_refusal(game, pile, count)


class ReservesDeal(DealToEachPile):
    """One card onto each reserve while more than seven are left (then :class:`LadyJaneDeal`)."""

    def __init__(self) -> None:
        super().__init__("reserve", face_up=True)

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(_DEAL_TEXT).text(lang)

    def blocked(self, game: Position) -> bool:
        return len(game.pile("stock").cards) <= 7


class LadyJaneDeal(Action):
    """The stock click: seven cards onto the reserves, or the last cards laid open."""

    sends_cards_home = False

    key = "lady_jane_deal"
    kind = ActionKind("lady_jane_deal", written="deal")

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Deal", fr="Distribution").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(_DEAL_TEXT).text(lang)

    def definition(self, lang: str | None = None) -> str:
        return self.rule(lang)

    def moves(self, game: Position) -> list[Move]:
        stock = game.pile("stock").cards
        if 1 < len(stock) <= 7:
            return [Move("stock", "waste", 1, self.kind, game.notation)]
        return []

    def apply(self, game: Position, move: Move) -> None:
        stock = game.pile("stock")
        if move.target == "waste":
            game.pile("waste").cards.append(stock.cards.pop().up())
            stock.cards[-1] = stock.cards[-1].up()
            return
        for pile in game.group_piles("reserve")[:move.count]:
            pile.cards.append(stock.cards.pop().up())


@register(
    "lady_jane",
    names=Phrase(en="Lady Jane", fr="Mademoiselle Jane"),
    summary=Phrase(en="Klondike's staircase beside seven reserves fed by the stock; the first foundation "
                      "card sets the base rank, and empty piles take the rank just below it.",
                   fr="L'escalier du Klondike à côté de sept réserves alimentées par la pioche ; la "
                      "première carte de fondation fixe le rang de base, et les piles vides prennent le "
                      "rang juste en dessous."),
    strategy=Phrase(
        en="The deeper a card lies, the harder it is to reach. Play cards off the reserves whenever "
           "you can, before the next deal covers them.",
        fr="Plus une carte est enfouie, plus elle est difficile à atteindre. Jouez les cartes des "
           "réserves dès que possible, avant que la distribution suivante ne les recouvre.",
    ),
    resembles="canfield",
)
def lady_jane() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            LadyJaneStock(deal=ReservesDeal(), redeals=NO_REDEAL),
            Waste(),
            Foundations(4, base=BaseCard(None), build=Build(Up(wrap=True), BY_SUIT), in_play=True),
            LadyJaneTableau(7, build=Build(Down(wrap=True), ALTERNATE_COLOUR), moves=SEQUENCE,
                            empty=EMPTY_BELOW_BASE),
            Reserves(7),
        ],
        deal=[*(DealRow("tableau", range(r, 8)) for r in range(2, 8)),
              DealRow("tableau", face_up=True), DealRow("reserve", face_up=True),
              DealBaseCard(), RestToStock()],
        actions=[LadyJaneDeal()],
        notes=[
            Phrase(en="Pile k of the tableau gets k cards, as in Klondike. The card on the first "
                      "foundation sets the base rank of all four foundations.",
                   fr="La pile k du tableau reçoit k cartes, comme au Klondike. La carte de la première "
                      "fondation fixe le rang de base des quatre fondations."),
            Phrase(en="A click on the stock deals one card face up onto each reserve (twice). When two "
                      "cards are left, the click puts one on the waste and turns the other face up on "
                      "the stock: both may then be played. No redeal.",
                   fr="Un clic sur la pioche distribue une carte face visible sur chaque réserve (deux "
                      "fois). Quand il reste deux cartes, le clic en pose une sur la défausse et "
                      "retourne l'autre face visible sur la pioche : les deux peuvent alors être jouées. "
                      "Pas de redistribution."),
            Phrase(en="The top card of a reserve, of the waste or of the stock may go to the tableau or "
                      "to a foundation; nothing is ever placed on a reserve.",
                   fr="La carte du dessus d'une réserve, de la défausse ou de la pioche peut aller au "
                      "tableau ou sur une fondation ; on ne pose jamais rien sur une réserve."),
            Phrase(en="The tableau builds down in alternating colours; a King may go on an Ace. Any "
                      "built sequence moves together. An empty pile takes only a card one rank below "
                      "the base (a King when the base is an Ace), or a sequence headed by one.",
                   fr="Le tableau se construit en descendant en alternant les couleurs (rouge et noir) ; "
                      "un Roi peut aller sur un As. Toute suite construite se déplace d'un bloc. Une "
                      "pile vide ne prend qu'une carte d'un rang juste inférieur à la base (un Roi "
                      "quand la base est un As), ou une suite qui commence par une telle carte."),
            Phrase(en="Nothing may be built on a base-rank card in the tableau, as in AisleRiot's code: "
                      "that card belongs on a foundation.",
                   fr="On ne construit rien sur une carte du rang de base au tableau, comme dans le code "
                      "d'AisleRiot : cette carte a sa place sur une fondation."),
            Phrase(en="Manual and code: the manual does not mention building a King on an Ace in the "
                      "tableau nor the ban on building on a base-rank card; AisleRiot's code has both, "
                      "and this kit follows the code, which the manual does not contradict. The manual "
                      "says the last two stock cards are both made playable; as in the code, one goes "
                      "to the waste and the other stays face up on the stock.",
                   fr="Manuel et code : le manuel ne parle ni du Roi posé sur un As au tableau ni de "
                      "l'interdiction de construire sur une carte du rang de base ; le code d'AisleRiot "
                      "a les deux, et ce kit suit le code, que le manuel ne contredit pas. Le manuel dit "
                      "que les deux dernières cartes de la pioche deviennent jouables ; comme dans le "
                      "code, l'une va sur la défausse et l'autre reste face visible sur la pioche."),
        ],
    )
