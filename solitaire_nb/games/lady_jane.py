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
from ..rules.local import Action, LocalConcept
from ..rules.piles import Foundations, Pile, Refusal, Reserves, Stock, Tableau, Waste
from ..rules.stock import NO_REDEAL, DealToEachPile
from ..rules.units import SEQUENCE
from ..table.layout import Column, Gap, Piles, Row, TableLayout
from ..teaching.examples import add_examples, example_maker
from ..text.phrases import Phrase


class BelowBaseWhenEmpty(LocalConcept, EmptyRule):
    """An empty tableau pile takes the rank below the base; checked by :class:`LadyJaneTableau`,
    which knows the base rank of the position."""

    def accepts(self, bottom: Card) -> bool:
        return True


EMPTY_BELOW_BASE = BelowBaseWhenEmpty(
    "lady_jane_empty_below_base",
    text={"en": "an empty tableau pile takes only a card one rank below the base card (a King when "
                "the base is an Ace), or a sequence starting with such a card",
          "fr": "une pile vide du tableau ne prend qu'une carte d'un rang juste inférieur à la carte de "
                "base (un Roi quand la base est un As), ou une suite commençant par une telle carte"},
    label={"en": "Empty pile: one rank below the base", "fr": "Pile vide : un rang sous la base"},
)

NOTHING_ON_BASE = LocalConcept(
    "lady_jane_nothing_on_base",
    text={"en": "nothing may be built on a card of the base rank in the tableau",
          "fr": "on ne construit rien sur une carte du rang de base au tableau"},
    label={"en": "Nothing on a base-rank card", "fr": "Rien sur une carte du rang de base"},
)

_DEAL_TEXT = {
    "en": "a click on the stock deals one card face up onto each of the seven reserves; when only "
          "two to seven cards are left, a click turns one card onto the waste and the last one face "
          "up on the stock, where it may be played; no redeal",
    "fr": "un clic sur la pioche distribue une carte face visible sur chacune des sept réserves ; "
          "quand il ne reste que deux à sept cartes, un clic retourne une carte sur la défausse et "
          "la dernière face visible sur la pioche, d'où elle peut être jouée ; pas de redistribution",
}


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

    key = "lady_jane_deal"
    kind = "deal"

    def label(self, lang: str | None = None) -> str:
        return Phrase({"en": "Deal", "fr": "Distribution"}).text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(_DEAL_TEXT).text(lang)

    def definition(self, lang: str | None = None) -> str:
        return self.rule(lang)

    def moves(self, game: Position) -> list[Move]:
        stock = game.pile("stock").cards
        if 1 < len(stock) <= 7:
            return [Move("stock", "waste", 1, "deal", game.notation)]
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
    names={"en": "Lady Jane", "fr": "Mademoiselle Jane"},
    summary={"en": "Klondike's staircase beside seven reserves fed by the stock; the first foundation "
                   "card sets the base rank, and empty piles take the rank just below it.",
             "fr": "L'escalier du Klondike à côté de sept réserves alimentées par la pioche ; la "
                   "première carte de fondation fixe le rang de base, et les piles vides prennent le "
                   "rang juste en dessous."},
    strategy={"en": "The deeper a card lies, the harder it is to reach. Play cards off the reserves whenever "
                    "you can, before the next deal covers them.",
              "fr": "Plus une carte est enfouie, plus elle est difficile à atteindre. Jouez les cartes des "
                    "réserves dès que possible, avant que la distribution suivante ne les recouvre."},
    resembles="canfield",
)
def lady_jane() -> Declaration:
    reserves = (Piles("reserve", numbers=(1, 2, 3), direction="column"),
                Piles("reserve", numbers=(4, 5, 6, 7), direction="column"))
    return Declaration(
        layout=TableLayout((Row((
            Column((Row((Piles("stock"), Piles("waste"), Gap(1), Piles("foundation"))),
                    Piles("tableau", "down"))),
            Gap(0.25),
            Column((Gap(0, lines=0.5), reserves[0])),
            reserves[1])),)),
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
        notes={
            "en": ["The deal: Klondike's staircase (pile k gets k cards, only the top one face up), "
                   "one card face up on each of the seven reserves, then one card face up on the "
                   "first foundation: its rank is the base of all four foundations. 16 cards remain "
                   "in the stock.",
                   "A click on the stock deals one card face up onto each reserve (twice). When two "
                   "cards are left, the click puts one on the waste and turns the other face up on "
                   "the stock: both may then be played. No redeal.",
                   "The top card of a reserve, of the waste or of the stock may go to the tableau or "
                   "to a foundation; nothing is ever placed on a reserve.",
                   "The tableau builds down in alternating colours; a King may go on an Ace. Any "
                   "built sequence moves together. An empty pile takes only a card one rank below "
                   "the base (a King when the base is an Ace), or a sequence headed by one.",
                   "Nothing may be built on a base-rank card in the tableau, as in AisleRiot's code: "
                   "that card belongs on a foundation.",
                   "Foundations build up by suit from the base rank, an Ace following a King; their "
                   "top card may come back to the tableau. Score: one point per card on the "
                   "foundations, the base card included (52 at most). Won when all 52 cards are on "
                   "the foundations.",
                   "Manual and code: the manual does not mention building a King on an Ace in the "
                   "tableau nor the ban on building on a base-rank card; AisleRiot's code has both, "
                   "and this kit follows the code, which the manual does not contradict. The manual "
                   "says the last two stock cards are both made playable; as in the code, one goes "
                   "to the waste and the other stays face up on the stock."],
            "fr": ["La donne : l'escalier du Klondike (la pile k reçoit k cartes, seule celle du dessus "
                   "face visible), une carte face visible sur chacune des sept réserves, puis une "
                   "carte face visible sur la première fondation : son rang est la base des quatre "
                   "fondations. Il reste 16 cartes dans la pioche.",
                   "Un clic sur la pioche distribue une carte face visible sur chaque réserve (deux "
                   "fois). Quand il reste deux cartes, le clic en pose une sur la défausse et "
                   "retourne l'autre face visible sur la pioche : les deux peuvent alors être jouées. "
                   "Pas de redistribution.",
                   "La carte du dessus d'une réserve, de la défausse ou de la pioche peut aller au "
                   "tableau ou sur une fondation ; on ne pose jamais rien sur une réserve.",
                   "Le tableau se construit en descendant en alternant les couleurs (rouge et noir) ; "
                   "un Roi peut aller sur un As. Toute suite construite se déplace d'un bloc. Une "
                   "pile vide ne prend qu'une carte d'un rang juste inférieur à la base (un Roi "
                   "quand la base est un As), ou une suite qui commence par une telle carte.",
                   "On ne construit rien sur une carte du rang de base au tableau, comme dans le code "
                   "d'AisleRiot : cette carte a sa place sur une fondation.",
                   "Les fondations montent par couleur à partir du rang de base, l'As suivant le "
                   "Roi ; leur carte du dessus peut revenir au tableau. Score : un point par carte "
                   "sur les fondations, carte de base comprise (52 au plus). La partie est gagnée "
                   "quand les 52 cartes sont sur les fondations.",
                   "Manuel et code : le manuel ne parle ni du Roi posé sur un As au tableau ni de "
                   "l'interdiction de construire sur une carte du rang de base ; le code d'AisleRiot "
                   "a les deux, et ce kit suit le code, que le manuel ne contredit pas. Le manuel dit "
                   "que les deux dernières cartes de la pioche deviennent jouables ; comme dans le "
                   "code, l'une va sur la défausse et l'autre reste face visible sur la pioche."],
        },
    )


_example = example_maker("lady_jane")


add_examples("lady_jane", [
    _example("Build down in alternating colours: 7H goes on 8S, not on 8D; a King may go on an Ace "
             "of the other colour.",
             "On construit en descendant en alternant les couleurs : 7H va sur 8S, pas sur 8D ; un Roi "
             "peut aller sur un As de l'autre couleur.",
             {"tableau1": "(4C) 7H", "tableau2": "8S", "tableau3": "8D", "tableau4": "AC",
              "tableau5": "KH", "tableau6": "9C"},
             state={"base_rank": 5}, select=("tableau1", 1), legal=("t1-t2", "t5-t4"),
             refused={"t1-t3": "build_alternate_colour", "t1-t6": "build_down"}),
    _example("Base rank Five: nothing may be built on a Five in the tableau, so 4S cannot go on 5H.",
             "Rang de base Cinq : on ne construit rien sur un Cinq au tableau, donc 4S ne peut pas "
             "aller sur 5H.",
             {"tableau1": "4S", "tableau2": "(9D) 5H", "tableau3": "5C"},
             state={"base_rank": 5}, select=("tableau1", 1), legal=("t2-f1",),
             refused={"t1-t2": "lady_jane_nothing_on_base"}),
    _example("A built sequence moves together.",
             "Une suite construite se déplace d'un bloc.",
             {"tableau1": "(2D) 9H 8S 7D", "tableau2": "TS", "tableau3": "TD"},
             state={"base_rank": 5}, select=("tableau1", 3), legal=("t1-t2x3",),
             refused={"t1-t3x3": "build_alternate_colour"}),
    _example("Base rank Five: an empty pile takes only a Four, or a sequence headed by a Four.",
             "Rang de base Cinq : une pile vide ne prend qu'un Quatre, ou une suite qui commence par "
             "un Quatre.",
             {"tableau1": "", "tableau2": "(KC) 4H 3S", "tableau3": "(2C) 6D", "reserve1": "4C"},
             state={"base_rank": 5}, select=("tableau2", 2), legal=("t2-t1x2", "r1-t1"),
             refused={"t3-t1": "lady_jane_empty_below_base"}),
    _example("Reserve cards go to the tableau or a foundation; nothing is placed on a reserve.",
             "Les cartes des réserves vont au tableau ou sur une fondation ; on ne pose rien sur une "
             "réserve.",
             {"reserve1": "9C", "reserve2": "5D", "tableau1": "TH", "tableau2": "8D"},
             state={"base_rank": 5}, select=("reserve1", 1), legal=("r1-t1", "r2-f1"),
             refused={"t2-r1": "reserve"}),
    _example("Foundations start with the base rank (here Five) and go up by suit, an Ace after a "
             "King; their top card may come back to the tableau.",
             "Les fondations commencent au rang de base (ici Cinq) et montent par couleur, l'As après "
             "le Roi ; leur carte du dessus peut revenir au tableau.",
             {"foundation1": "5D", "foundation2": "QC KC", "tableau1": "5H", "tableau2": "AC",
              "tableau3": "6H", "tableau4": "6D", "tableau5": "AS", "tableau6": "6C"},
             state={"base_rank": 5}, legal=("t1-f3", "t2-f2", "t4-f1", "f1-t6"),
             refused={"t3-f3": "base_card", "t5-f2": "build_by_suit", "t3-f1": "build_by_suit"}),
    _example("With two cards left, the stock click lays both open: one on the waste, one face up on "
             "the stock; each may then be played.",
             "Quand il reste deux cartes, le clic sur la pioche les rend jouables toutes les deux : "
             "l'une sur la défausse, l'autre face visible sur la pioche.",
             {"stock": "(5S) (9H)", "tableau1": "TC"},
             state={"base_rank": 5}, legal=("deal",), refused={"s-t1": "stock"}),
])
