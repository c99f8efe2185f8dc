"""King's Audience, as AisleRiot plays it.

Sixteen cells in a ring (the antechamber) around the audience chamber: the
stock and waste, four thrones and four foundations.  A King and the Queen of
its suit go together to a throne; an Ace and the Jack of its suit go together
to a foundation, Jack on top, which then builds down in suit from Ten to Two.
Emptied cells are refilled from the waste, else from the stock.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, Down
from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.covering import TableauToClear
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.double_click import DoubleClickRule, LegalCheck
from ..rules.empty import FilledAutomatically
from ..rules.foundations import OUT_OF_PLAY
from ..rules.goals import ScoreRule
from ..rules.local import LocalConcept
from ..rules.pairs import PairRule
from ..rules.piles import Foundations, Refusal, Stock
from ..rules.stock import NO_REDEAL, DealToWaste
from ..rules.words import RESERVE, WASTE
from ..text.phrases import Phrase, define

define("kings_audience", {
    "no_target": Phrase(en="{card} has no partner to go with, and no foundation takes it now.",
                        fr="{card} n'a aucune carte avec qui partir, et aucune fondation ne la prend "
                           "pour l'instant."),
})


class AudiencePair(LocalConcept, PairRule):
    """The two pairs of King's Audience: a King and the Queen of its suit, an Ace and the
    Jack of its suit."""

    def __init__(self) -> None:
        super().__init__(
            "kings_audience_pair",
            Phrase(en="drop a King on the Queen of its suit (or the Queen on the King) and both go "
                      "to a throne; drop an Ace on the Jack of its suit (or the Jack on the Ace) and "
                      "both go to an empty foundation, the Jack on top",
                   fr="posez un Roi sur la Dame de sa couleur (ou la Dame sur le Roi) et les deux "
                      "vont sur un trône ; posez un As sur le Valet de sa couleur (ou le Valet sur "
                      "l'As) et les deux vont sur une fondation vide, le Valet dessus"),
            label=Phrase(en="Royal pairs", fr="Paires royales"))

    def matches(self, card: Card, partner: Card) -> bool:
        return card.suit == partner.suit and {card.rank, partner.rank} in ({12, 13}, {1, 11})


AUDIENCE_PAIR = AudiencePair()

THRONE = LocalConcept(
    "kings_audience_throne",
    text=Phrase(en="each throne receives a King and the Queen of its suit, together; its cards "
                   "never move again",
                fr="chaque trône reçoit un Roi et la Dame de sa couleur, ensemble ; ses cartes ne "
                   "bougent plus"),
    label=Phrase(en="Throne", fr="Trône"))

OPENED_BY_JACK = LocalConcept(
    "kings_audience_foundation",
    text=Phrase(en="an empty foundation is opened only by an Ace and the Jack of its suit, the Jack "
                   "on top; then it is built down in suit, from Ten to Two",
                fr="une fondation vide ne s'ouvre qu'avec un As et le Valet de sa couleur, le "
                   "Valet dessus ; elle se construit ensuite en descendant dans la couleur, du Dix "
                   "au Deux"),
    label=Phrase(en="Foundations of the Jacks", fr="Fondations des Valets"))


class AudienceCells(TableauToClear):
    """The waste and the sixteen cells: their top cards pair up, and a pair goes to the
    first empty throne (King then Queen) or the first empty foundation (Ace then Jack)."""

    def place(self, game: Any, pile: Any, cards: list[Card]) -> None:
        pair = sorted([cards[0], pile.cards.pop()], key=lambda card: card.rank)
        if pair[0].rank == 12:  # Queen and King: the King lies under the Queen
            pair.reverse()
            prefix = "throne"
        else:
            prefix = "foundation"
        target = next(p for p in game.group_piles(prefix) if not p.cards)
        target.cards.extend(card.up() for card in pair)


class Thrones(Foundations):
    """Four thrones, filled only by a King and Queen pair; out of play."""

    prefix = "throne"
    role: Concept = THRONE
    receives_nothing = True

    def __init__(self) -> None:
        super().__init__(4, in_play=False)

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the thrones."""
        return [THRONE]

    def index_ranks(self, game: Any, pile: Any) -> tuple[int, ...] | None:
        return ()

    def allows(self, game: Any, pile: Any, cards: list[Card], source: Any) -> bool:
        return False

    def accept_refusal(self, game: Any, pile: Any, cards: list[Card], source: Any) -> Refusal | None:
        return Refusal(AUDIENCE_PAIR, "game_rule")

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield OUT_OF_PLAY


class JackFoundations(Foundations):
    """Foundations opened by an Ace and Jack pair, then built down in suit; out of play."""

    def __init__(self) -> None:
        super().__init__(4, build=Build(Down(), BY_SUIT), in_play=False)

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the foundations."""
        return [OPENED_BY_JACK, OUT_OF_PLAY]

    def index_ranks(self, game: Any, pile: Any) -> tuple[int, ...] | None:
        return super().index_ranks(game, pile) if pile.cards else ()

    def allows(self, game: Any, pile: Any, cards: list[Card], source: Any) -> bool:
        return bool(pile.cards) and super().allows(game, pile, cards, source)

    def accept_refusal(self, game: Any, pile: Any, cards: list[Card], source: Any) -> Refusal | None:
        if not pile.cards and len(cards) == 1:
            return Refusal(OPENED_BY_JACK, "game_rule")
        return super().accept_refusal(game, pile, cards, source)

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield OPENED_BY_JACK
        yield from self.build.concepts()
        yield OUT_OF_PLAY


class AudienceScore(LocalConcept, ScoreRule):
    """One point per card in the audience chamber (thrones and foundations)."""

    def __init__(self) -> None:
        super().__init__(
            "kings_audience_score",
            Phrase(en="one point per card on the thrones and the foundations (52 at most)",
                   fr="un point par carte sur les trônes et les fondations (52 au plus)"),
            label=Phrase(en="Score", fr="Score"))

    def score(self, game: Position) -> int:
        return sum(len(p.cards) for prefix in ("throne", "foundation") for p in game.group_piles(prefix))


class AudienceWon(LocalConcept):
    """Won when every card is on a throne or a foundation."""

    def __init__(self) -> None:
        super().__init__(
            "kings_audience_won",
            Phrase(en="the game is won when all 52 cards are on the thrones and the foundations",
                   fr="la partie est gagnée quand les 52 cartes sont sur les trônes et les fondations"),
            label=Phrase(en="Everyone received", fr="Tout le monde est reçu"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game, in a sentence for learners."""
        return Phrase(en="Every card is on a throne or a foundation.",
                      fr="Toutes les cartes sont sur un trône ou une fondation.")

    def won_sentence(self, game: Position) -> Phrase:
        return self.goal

    def is_won(self, game: Position) -> bool:
        return all(not p.cards for prefix in ("stock", "waste", "reserve") for p in game.group_piles(prefix))


class PartnerOrFoundation(DoubleClickRule):
    """A double-click on the waste or a cell plays its top card on the first pile that takes
    it, in AisleRiot's order: a partner on the waste or a cell, else a foundation."""

    nowhere = "kings_audience.no_target"

    def target(self, game: Any, pile_id: str, is_legal: LegalCheck) -> str | None:
        pile = game.pile(pile_id)
        if not pile.cards or pile.role not in ("waste", "reserve"):
            return None
        for prefix in ("waste", "reserve", "foundation"):
            for target in game.group_piles(prefix):
                if target is not pile and is_legal(pile_id, target.id):
                    return target.id
        return None


# The cells in AisleRiot's order (the order they are dealt and refilled): the four on top,
# then left and right down the sides, then the four at the bottom between the last two.
LEFT_SIDE, RIGHT_SIDE = (5, 7, 9, 11), (6, 8, 10, 16)


@register(
    "kings_audience",
    names=Phrase(en="King's Audience", fr="L'audience des rois"),
    summary=Phrase(en="Sixteen cells around the audience chamber: seat each King with his Queen on "
                      "a throne, open a foundation with an Ace and its Jack, then build down to the "
                      "Two.",
                   fr="Seize cases autour de la chambre d'audience : installez chaque Roi avec sa "
                      "Dame sur un trône, ouvrez une fondation avec un As et son Valet, puis "
                      "descendez jusqu'au Deux."),
    # the manual gives no strategy advice for this game
    strategy=Phrase(
        en="The game is almost all luck, and the manual offers no advice. Still, make each pair as "
           "soon as both its cards are in reach: the cells it frees refill from the waste and bring "
           "more cards into play.",
        fr="La partie dépend presque entièrement de la chance, et le manuel ne donne aucun conseil. "
           "Formez tout de même chaque paire dès que ses deux cartes sont accessibles\u00a0: les "
           "cases libérées se remplissent depuis la défausse et mettent plus de cartes en jeu.",
    ),
    resembles="carpet",
)
def kings_audience() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            AudienceCells(1, prefix="waste", role=WASTE, layout="waste", pairs=AUDIENCE_PAIR),
            AudienceCells(16, prefix="reserve", role=RESERVE, layout="stack", pairs=AUDIENCE_PAIR,
                          empty=FilledAutomatically("waste", "stock")),
            Thrones(),
            JackFoundations(),
        ],
        deal=[DealRow("reserve", face_up=True), RestToStock()],
        score=AudienceScore(),
        won=AudienceWon(),
        autoplay=None,
        double_click=PartnerOrFoundation(),
        notes=[
            Phrase(en="The sixteen cells of the reserve are the antechamber.",
                   fr="Les seize cases de la réserve forment l'antichambre."),
            Phrase(en="The top card of the waste and the card of every cell are in play. Drop a King "
                      "on the Queen of its suit, or the Queen on the King: both go to the first empty "
                      "throne, the Queen on the King. Drop an Ace on the Jack of its suit, or the Jack "
                      "on the Ace: both go to the first empty foundation, the Jack on top. A "
                      "double-click plays a card on its partner, else on a foundation.",
                   fr="La carte du dessus de la défausse et la carte de chaque case sont en jeu. "
                      "Posez un Roi sur la Dame de sa couleur, ou la Dame sur le Roi : les deux vont "
                      "sur le premier trône vide, la Dame sur le Roi. Posez un As sur le Valet de sa "
                      "couleur, ou le Valet sur l'As : les deux vont sur la première fondation vide, "
                      "le Valet dessus. Un double-clic pose une carte sur sa partenaire, sinon sur "
                      "une fondation."),
            Phrase(en="A foundation opened by a Jack is built down in suit, from Ten to Two, with "
                      "single cards from the waste or the cells. Cards on the thrones and the "
                      "foundations never move again.",
                   fr="Une fondation ouverte par un Valet se construit en descendant dans la "
                      "couleur, du Dix au Deux, avec des cartes seules venant de la défausse ou des "
                      "cases. Les cartes des trônes et des fondations ne bougent plus."),
            Phrase(en="After every move each empty cell is filled at once, in the order the cells "
                      "were dealt, with the top card of the waste, or of the stock when the waste is "
                      "empty.",
                   fr="Après chaque coup, chaque case vide est aussitôt remplie, dans l'ordre de la "
                      "donne, avec la carte du dessus de la défausse, ou de la pioche quand la "
                      "défausse est vide."),
            Phrase(en="The score counts the cards in the audience chamber, on the thrones and the "
                      "foundations, as the manual says (AisleRiot's code gives two points a pair and one "
                      "a card, the same count). The game is lost when the stock is empty and no card can "
                      "move.",
                   fr="Le score compte les cartes de la chambre d'audience, sur les trônes et les "
                      "fondations, comme le dit le manuel (le code d'AisleRiot donne deux points par "
                      "paire et un par carte, ce qui revient au même). La partie est perdue quand la "
                      "pioche est vide et qu'aucune carte ne peut bouger."),
            Phrase(en="AisleRiot's code shows only the Jack on a foundation, the Ace vanishing; this "
                      "kit keeps the Ace under the Jack, as the manual says.",
                   fr="Le code d'AisleRiot ne montre que le Valet sur une fondation, l'As "
                      "disparaissant ; ce kit garde l'As sous le Valet, comme le dit le manuel."),
        ],
    )
