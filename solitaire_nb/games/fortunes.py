"""Fortunes (Aces Up), as AisleRiot plays it.

Aces are high.  Each click on the stock deals one card face up onto each of
four piles.  A top card may be discarded when another pile's top card is of
the same suit and higher; an empty pile takes any card or group of cards from
another pile.  The game is won when the stock is empty and only the four Aces
are left, one per pile.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.key_parts import COUNTS, TOPS
from ..rules.local import LocalConcept
from ..rules.pairs import CARDS_TAKEN_AWAY, Discard, RemovedAlone
from ..rules.piles import PileGroup, Refusal, Stock
from ..rules.position import Pile
from ..rules.roles import Role
from ..rules.stock import NO_REDEAL, DealToEachPile
from ..rules.units import ANY_GROUP
from ..rules.words import TABLEAU
from ..text.phrases import Phrase, define, get

define("fortunes", {
    "aces_left": Phrase(en="The stock is empty and only the four Aces are left.",
                        fr="La pioche est vide et il ne reste que les quatre As."),
})


def ace_high(card: Card) -> int:
    """The card's value with Aces high (Ace 14)."""
    return 14 if card.rank == 1 else card.rank


class LowerOfSuit(LocalConcept, RemovedAlone):
    """A top card is discarded when another pile's top card is of its suit and higher."""

    def __init__(self) -> None:
        LocalConcept.__init__(
            self, "fortunes_lower_of_suit",
            text=Phrase(en="a top card may be discarded when the top card of another pile is of the same "
                           "suit and higher, Aces counting highest",
                        fr="une carte du dessus peut être défaussée quand la carte du dessus d'une autre "
                           "pile est de la même couleur et plus forte, l'As étant la plus forte"),
            label=Phrase(en="Discard the lower card of a suit",
                         fr="Défausser la plus faible d'une couleur"))
        self.key = "fortunes_lower_of_suit"  # RemovedAlone's __init__ ran in between
        self.rank = 0

    def allows(self, game: Any, card: Card, source: Any) -> bool:
        if source.role != Role.TABLEAU:
            return False
        return any(pile is not source and pile.cards and pile.cards[-1].suit == card.suit
                   and ace_high(pile.cards[-1]) > ace_high(card)
                   for pile in game.group_piles("tableau"))

    def ranks(self) -> tuple[int, ...] | None:
        return None

    def params(self) -> dict[str, Any]:
        return {}


LOWER_OF_SUIT = LowerOfSuit()

# Enforced by FortunesTableau when cards are dropped.
ONLY_ONTO_EMPTY = LocalConcept(
    "fortunes_only_onto_empty",
    text=Phrase(en="nothing is built on the piles: cards move only into an empty pile",
                fr="on ne construit rien sur les piles : les cartes ne vont que dans une pile vide"),
    label=Phrase(en="Only into an empty pile", fr="Seulement dans une pile vide"),
)


class FortunesDiscard(Discard):
    """The discarded cards, out of play: each leaves a pile on its own (the score counts them)."""

    def __init__(self) -> None:
        super().__init__(alone=LOWER_OF_SUIT)

    key_level = Discard.key_level  # nothing reads the discarded cards: only their number counts

    def sees(self, group: Any, declaration: Declaration) -> int:
        """The top cards of the piles, to find a higher card of the suit (see rules/key_parts.py)."""
        return TOPS if group.prefix == "tableau" else COUNTS

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the discarded cards."""
        return [LOWER_OF_SUIT]

    def why_legal(self, lang: str) -> str:
        """Why a card may be discarded (the explanation of a legal move)."""
        return LOWER_OF_SUIT.label(lang)

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield LOWER_OF_SUIT


class FortunesTableau(PileGroup):
    """Four piles where nothing is built: any card or group goes only into an empty pile."""

    role = TABLEAU
    prefix = "tableau"
    layout = "fan"
    moves = ANY_GROUP
    empty = ANY_CARD

    def __init__(self, count: int = 4) -> None:
        self.count = count

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the piles."""
        return [ONLY_ONTO_EMPTY, ANY_GROUP, ANY_CARD]

    def lift_limit(self, game: Any, pile: Pile) -> int:
        return len(pile.cards)

    def lift_refusal(self, game: Any, pile: Pile, count: int) -> Refusal | None:
        return None

    def pool(self, game: Any, pile: Pile, candidates: Sequence[Any],
             by_rank: Mapping[int, Sequence[Any]], singles: Sequence[Any]) -> Sequence[Any]:
        return () if pile.cards else [c for c in candidates if c[0].group is self]

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if pile.cards or source.group is not self:
            return Refusal(ONLY_ONTO_EMPTY, "game_rule")
        return None

    def sees(self, group: Any, declaration: Declaration) -> int:
        """Nothing of other piles (see rules/key_parts.py)."""
        return COUNTS

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield ONLY_ONTO_EMPTY
        yield ANY_GROUP
        yield ANY_CARD


class AcesLeft(LocalConcept):
    """Won when the stock is empty and each pile holds one card (the four Aces)."""

    def __init__(self) -> None:
        super().__init__(
            "fortunes_aces_left",
            text=Phrase(en="the game is won when the stock is empty and each pile holds one card: the "
                           "four Aces, which can never be discarded",
                        fr="la partie est gagnée quand la pioche est vide et que chaque pile contient une "
                           "carte : les quatre As, qui ne peuvent jamais être défaussés"),
            label=Phrase(en="Only the Aces left", fr="Seuls les As restent"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game."""
        return get("fortunes.aces_left")

    def won_sentence(self, game: Any) -> Phrase:
        return get("fortunes.aces_left")

    def is_won(self, game: Any) -> bool:
        return not game.pile("stock").cards and all(
            len(p.cards) == 1 for p in game.group_piles("tableau"))

    def sees(self, group: Any, declaration: Declaration) -> int:
        """How many cards each pile holds (see rules/key_parts.py)."""
        return COUNTS


ACES_LEFT = AcesLeft()


@register(
    "fortunes",
    names=Phrase(en="Fortunes", fr="Fortunes"),
    summary=Phrase(en="Aces Up: deal a card onto each of four piles, discard the lower card of a suit, "
                      "and finish with only the four Aces.",
                   fr="Distribuez une carte sur chacune des quatre piles, défaussez la plus faible "
                      "d'une couleur, et finissez avec les quatre As seuls."),
    strategy=Phrase(
        en="There is no point in keeping an empty pile when you deal, as the deal fills it anyway: "
           "use it before you deal. Between deals, keep an empty pile as long as you can, because "
           "it is the best way to dig out buried cards.",
        fr="Garder une pile vide au moment de distribuer ne sert à rien, puisque la distribution la "
           "remplit de toute façon\u00a0: utilisez-la avant de distribuer. Entre deux "
           "distributions, gardez une pile vide aussi longtemps que possible, car c'est le meilleur "
           "moyen de dégager les cartes enterrées.",
    ),
    resembles="cover",
)
def fortunes() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToEachPile("tableau", face_up=True), redeals=NO_REDEAL),
            FortunesDiscard(),
            FortunesTableau(4),
        ],
        deal=[RestToStock()],
        won=ACES_LEFT,
        autoplay=None,
        notes=[
            Phrase(en="The deal: as in AisleRiot's code, all 52 cards start in the stock and the four "
                      "piles are empty; each click on the stock deals one card face up onto each pile, "
                      "thirteen times in all. The stock is never turned over.",
                   fr="La donne : comme dans le code d'AisleRiot, les 52 cartes commencent dans la pioche "
                      "et les quatre piles sont vides ; chaque clic sur la pioche distribue une carte "
                      "face visible sur chaque pile, treize fois en tout. La pioche n'est jamais "
                      "retournée."),
            Phrase(en="Aces are high. A top card may be discarded (a click, here a double-click or a "
                      "drop on the discard pile) when the top card of another pile is of the same suit "
                      "and higher; so an Ace is never discarded.",
                   fr="Les As sont forts. Une carte du dessus peut être défaussée (un clic, ici un "
                      "double-clic ou un dépôt sur la défausse) quand la carte du dessus d'une autre pile "
                      "est de la même couleur et plus forte ; un As n'est donc jamais défaussé."),
            Phrase(en="Nothing is built on the piles. An empty pile takes any card, or any group of "
                      "cards with all those above it, from another pile. The manual says a 'sequence' "
                      "may fill it; AisleRiot's code lets any group go there, and so does this kit.",
                   fr="On ne construit rien sur les piles. Une pile vide reçoit n'importe quelle carte, "
                      "ou n'importe quel groupe de cartes avec toutes celles posées dessus, venant d'une "
                      "autre pile. Le manuel parle d'une « suite » ; le code d'AisleRiot accepte "
                      "n'importe quel groupe, ce kit aussi."),
            Phrase(en="The game is lost when no move is left.",
                   fr="La partie est perdue quand aucun coup ne reste."),
        ],
    )
