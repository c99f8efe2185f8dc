"""First Law, as AisleRiot plays it.

All 52 cards start in the stock; each click deals one card face up onto each
of four piles.  A card moves onto the leftmost pile to its left showing the
same rank; when the four piles show four cards of one rank, the four are
removed (one point).  When the stock is empty, the piles are gathered, right
onto left, into a new stock, as often as needed.  Won when all thirteen ranks
have been removed.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import RestToStock
from ..rules.declaration import Declaration, register
from ..rules.double_click import DoubleClickRule, LegalCheck
from ..rules.goals import ScoreRule
from ..rules.local import Action, ActionKind, Effect, LocalConcept
from ..rules.piles import Foundations, PileGroup, Refusal, Stock
from ..rules.position import Pile
from ..rules.roles import Role
from ..rules.stock import UNLIMITED_REDEALS, DealToEachPile
from ..rules.units import ONE_CARD
from ..rules.words import TABLEAU
from ..text.phrases import Phrase, define

define("first_law", {
    "no_click": Phrase(en="A click on {card} does nothing now.",
                       fr="Un clic sur {card} ne fait rien pour l'instant."),
})

# Enforced by FirstLawTableau when a card is dropped.
LEFTMOST_SAME_RANK = LocalConcept(
    "first_law_leftmost_same_rank",
    text=Phrase(en="a card moves only onto the leftmost pile to its left whose top card has the same "
                   "rank; an empty pile is filled only by the next deal",
                fr="une carte ne va que sur la pile la plus à gauche, à sa gauche, dont la carte du "
                   "dessus est du même rang ; une pile vide n'est remplie que par la distribution "
                   "suivante"),
    label=Phrase(en="Onto the leftmost card of its rank", fr="Sur la carte de même rang la plus à gauche"),
)


class FourOfAKind(LocalConcept, Effect):
    """When the four piles show cards of one rank, a click removes the four together."""

    def __init__(self) -> None:
        super().__init__(
            "first_law_four_of_a_kind",
            text=Phrase(en="when the four piles show four cards of the same rank, a click on one of them "
                           "removes all four (and no card moves left meanwhile); never otherwise",
                        fr="quand les quatre piles montrent quatre cartes du même rang, un clic sur l'une "
                           "d'elles les retire toutes les quatre (et aucune carte ne va alors à gauche) ; "
                           "jamais autrement"),
            label=Phrase(en="Four of a kind leave together", fr="Quatre cartes de même rang partent "
                                                                "ensemble"))

    def showing(self, game: Any) -> bool:
        """Do the four piles show four cards of one rank?"""
        tops = [p.cards[-1].rank if p.cards else 0 for p in game.group_piles("tableau")]
        return tops[0] != 0 and tops.count(tops[0]) == len(tops)

    def after_move(self, game: Any, move: Any) -> None:
        """The lifted card went to the removed cards: the three others follow it."""
        if move.kind != "move" or not move.target.startswith("foundation"):
            return
        removed = game.group_piles("foundation")[0].cards
        for pile in game.group_piles("tableau"):
            if pile.id != move.source:
                removed.append(pile.cards.pop())


FOUR_OF_A_KIND = FourOfAKind()


class FirstLawTableau(PileGroup):
    """Four piles: a top card goes only onto the leftmost pile to its left of the same rank."""

    role = TABLEAU
    prefix = "tableau"
    layout = "stack"
    moves = ONE_CARD

    def __init__(self, count: int = 4) -> None:
        self.count = count

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the piles."""
        return [LEFTMOST_SAME_RANK, FOUR_OF_A_KIND]

    def why_legal(self, lang: str) -> str:
        """Why a card may move left (the explanation of a legal move)."""
        return LEFTMOST_SAME_RANK.label(lang)

    def pool(self, game: Any, pile: Pile, candidates: Sequence[Any],
             by_rank: Mapping[int, Sequence[Any]], singles: Sequence[Any]) -> Sequence[Any]:
        return [c for c in singles if c[0].group is self] if pile.cards else ()

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if source.group is not self or source.index <= pile.index or not pile.cards:
            return Refusal(LEFTMOST_SAME_RANK, "game_rule")
        rank = cards[0].rank
        first = next(p for p in game.group_piles(self.prefix) if p.cards and p.cards[-1].rank == rank)
        if pile.cards[-1].rank != rank or first is not pile:
            return Refusal(LEFTMOST_SAME_RANK, "game_rule")
        if FOUR_OF_A_KIND.showing(game):
            return Refusal(FOUR_OF_A_KIND, "game_rule")
        return None

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield LEFTMOST_SAME_RANK
        yield FOUR_OF_A_KIND


class RemovedFours(Foundations):
    """The removed cards, out of play, four of a kind at a time."""

    def __init__(self) -> None:
        super().__init__(1, in_play=False)

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the removed cards."""
        return [FOUR_OF_A_KIND]

    def why_legal(self, lang: str) -> str:
        """Why the four cards may be removed (the explanation of a legal move)."""
        return FOUR_OF_A_KIND.label(lang)

    def index_ranks(self, game: Any, pile: Pile) -> tuple[int, ...] | None:
        return None

    def pool(self, game: Any, pile: Pile, candidates: Sequence[Any],
             by_rank: Mapping[int, Sequence[Any]], singles: Sequence[Any]) -> Sequence[Any]:
        return singles if FOUR_OF_A_KIND.showing(game) else ()

    def allows(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return self.accept_refusal(game, pile, cards, source) is None

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if len(cards) != 1 or source.role != Role.TABLEAU or not FOUR_OF_A_KIND.showing(game):
            return Refusal(FOUR_OF_A_KIND, "game_rule")
        return None

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield FOUR_OF_A_KIND


class QuadruplesRemoved(ScoreRule):
    """One point per four cards of a kind removed (13 at most)."""

    said = Phrase(en="one point per four cards of a kind removed (13 at most)",
                  fr="un point par carré de cartes de même rang retiré (13 au plus)")

    def score(self, game: Any) -> int:
        return len(game.group_piles("foundation")[0].cards) // 4


_GATHER_TEXT = Phrase(
    en="when the stock is empty, a click gathers the piles into a new stock, each pile put on the "
       "one to its left and the first pile last, so that the first card dealt is dealt first "
       "again; as often as you like",
    fr="quand la pioche est vide, un clic ramasse les piles en une nouvelle pioche, chaque pile "
       "posée sur celle de sa gauche et la première en dernier, si bien que la première carte "
       "distribuée l'est de nouveau en premier ; autant de fois que vous voulez",
)


class Gather(Action):
    """The click on an empty stock: the piles become the stock again."""

    key = "first_law_gather"
    kind = ActionKind("first_law_gather", written="redeal")

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Gathering the piles", fr="Ramassage des piles").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(_GATHER_TEXT).text(lang)

    def definition(self, lang: str | None = None) -> str:
        return self.rule(lang)

    def moves(self, game: Position) -> list[Move]:
        if game.pile("stock").cards:
            return []
        count = sum(len(p.cards) for p in game.group_piles("tableau"))
        return [Move("tableau", "stock", count, self.kind, game.notation)] if count else []

    def apply(self, game: Position, move: Move) -> None:
        stock = game.pile("stock").cards
        for pile in reversed(game.group_piles("tableau")):
            while pile.cards:
                stock.append(pile.cards.pop().down())


GATHER = Gather()


class FirstLawStock(Stock):
    """The stock: a click deals a card onto each pile; empty, a click gathers the piles."""

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the stock."""
        return [self.deal, GATHER]

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield self.deal
        yield GATHER


class ClickMovesOrRemoves(DoubleClickRule):
    """AisleRiot's click on a card (here the double-click): remove the four of a kind, else
    move the card onto the leftmost pile to its left showing its rank."""

    nowhere = "first_law.no_click"

    def target(self, game: Any, pile_id: str, is_legal: LegalCheck) -> str | None:
        pile = game.pile(pile_id)
        if not pile.cards or pile.role != Role.TABLEAU:
            return None
        for target in ["foundation1"] + [p.id for p in game.group_piles("tableau")]:
            if is_legal(pile_id, target):
                return target
        return None


@register(
    "first_law",
    names=Phrase(en="First Law", fr="Première loi"),
    summary=Phrase(en="Four piles fed by the stock: move each card onto the leftmost card of its rank, "
                      "and remove the four cards of a rank when they show together.",
                   fr="Quatre piles alimentées par la pioche : déplacez chaque carte sur la carte de "
                      "même rang la plus à gauche, et retirez les quatre cartes d'un rang quand elles "
                      "se montrent ensemble."),
    strategy=Phrase(
        en="No move is ever forced, and the game can go on for ever: each move changes the order in "
           "which the cards come back after the piles are gathered, so decide carefully whether to "
           "make it or not.",
        fr="Aucun coup n'est obligatoire, et la partie peut ne jamais finir\u00a0: chaque coup "
           "change l'ordre dans lequel les cartes reviennent quand les piles sont ramassées, alors "
           "décidez avec soin s'il faut le jouer ou non.",
    ),
    resembles="accordion",
)
def first_law() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            FirstLawStock(deal=DealToEachPile("tableau", face_up=True), redeals=UNLIMITED_REDEALS),
            RemovedFours(),
            FirstLawTableau(4),
        ],
        deal=[RestToStock()],
        score=QuadruplesRemoved(),
        actions=[GATHER],
        effects=[FOUR_OF_A_KIND],
        autoplay=None,
        double_click=ClickMovesOrRemoves(),
        notes=[
            Phrase(en="The deal: as in AisleRiot's code, all 52 cards start in the stock and the four "
                      "piles are empty. Each click on the stock deals one card face up onto each pile "
                      "(fewer when fewer are left); only the top card of a pile shows.",
                   fr="La donne : comme dans le code d'AisleRiot, les 52 cartes commencent dans la "
                      "pioche et les quatre piles sont vides. Chaque clic sur la pioche distribue une "
                      "carte face visible sur chaque pile (moins s'il en reste moins) ; seule la carte "
                      "du dessus d'une pile se voit."),
            Phrase(en="In AisleRiot a card is played by clicking it; here a double-click does the same, "
                      "and the move can also be made by dropping the card. A card goes onto the "
                      "leftmost pile, to its left, whose top card has the same rank, and nowhere else; "
                      "an empty pile is filled only by the next deal.",
                   fr="Dans AisleRiot on joue une carte en cliquant dessus ; ici un double-clic fait de "
                      "même, et on peut aussi déposer la carte. Une carte va sur la pile la plus à "
                      "gauche, à sa gauche, dont la carte du dessus est du même rang, et nulle part "
                      "ailleurs ; une pile vide n'est remplie que par la distribution suivante."),
            Phrase(en="When the four top cards are of one rank, a click on any of them removes all four "
                      "(they go to the pile of removed cards); meanwhile no card moves left.",
                   fr="Quand les quatre cartes du dessus sont du même rang, un clic sur l'une d'elles "
                      "les retire toutes les quatre (elles vont sur la pile des cartes retirées) ; aucune "
                      "carte ne va alors à gauche."),
            Phrase(en="When the stock is empty, a click on it gathers the piles: the fourth onto the "
                      "third, that onto the second, that onto the first, and the whole onto the stock, "
                      "face down, so the first card dealt stays first until it is removed. There is no "
                      "limit to these passes; careless play can go on for ever.",
                   fr="Quand la pioche est vide, un clic dessus ramasse les piles : la quatrième sur la "
                      "troisième, celle-ci sur la deuxième, puis sur la première, et le tout sur la "
                      "pioche, face cachée ; la première carte distribuée reste donc la première jusqu'à "
                      "ce qu'elle soit retirée. Ces passages sont illimités ; un jeu imprudent peut ne "
                      "jamais finir."),
            Phrase(en="Score: one point per four of a kind removed, 13 at most; the game is won when "
                      "all 52 cards are removed.",
                   fr="Score : un point par groupe de quatre cartes de même rang retiré, 13 au plus ; la "
                      "partie est gagnée quand les 52 cartes sont retirées."),
        ],
    )
