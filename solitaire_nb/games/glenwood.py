"""Glenwood, as AisleRiot plays it.

Four reserves of three face-up cards, four one-card tableau piles; the
player's first move plays a reserve card to the first foundation, choosing
the base card (glossary: chosen base card).  Foundations build up by suit
around the corner; the tableau builds down by alternate colour and a pile
moves only as a whole.
"""

from __future__ import annotations

from ..engine.position import Position
from ..rules.building import ALTERNATE_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK, Card
from ..rules.chosen_base import CHOOSE_BASE, ChosenBaseCard, ChosenBaseFoundations
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import EmptyRule
from ..rules.local import LocalConcept
from ..rules.piles import Refusal, Reserves, Stock, Tableau, Waste
from ..rules.position import Pile
from ..rules.roles import Role
from ..rules.stock import DealToWaste, Redeal
from ..rules.units import Unit
from ..text.phrases import Phrase


class TopCardOrWholePile(LocalConcept, Unit):
    """The top card (to a foundation) or the whole pile (to another tableau pile)."""

    def __init__(self) -> None:
        super().__init__(
            "glenwood_whole_pile",
            text=Phrase(en="the top card may go to a foundation; to another tableau pile, a pile moves "
                           "only as a whole",
                        fr="la carte du dessus peut aller sur une fondation ; vers une autre pile du "
                           "tableau, une pile ne se déplace qu'en entier"),
            label=Phrase(en="Top card or whole pile", fr="Carte du dessus ou pile entière"))

    def run_length(self, cards: list[Card], build: Build | None) -> int:
        return len(cards)

    def refusal_for(self, lifted: list[Card], build: Build | None) -> Unit | None:
        return None


WHOLE_PILE = TopCardOrWholePile()


class FromReservesWhenEmpty(LocalConcept, EmptyRule):
    """An empty tableau pile takes a reserve card, or the waste card once the reserves are empty."""

    def __init__(self) -> None:
        super().__init__(
            "glenwood_empty_from_reserves",
            text=Phrase(en="an empty tableau pile takes the top card of a reserve, or the waste card once "
                           "every reserve is empty",
                        fr="une pile vide du tableau prend la carte du dessus d'une réserve, ou la carte "
                           "de la défausse une fois toutes les réserves vides"),
            label=Phrase(en="Filled from the reserves", fr="Remplie depuis les réserves"))

    def accepts(self, bottom: Card) -> bool:
        return True  # the source is checked by the tableau


FROM_RESERVES = FromReservesWhenEmpty()


class GlenwoodTableau(Tableau):
    """Down by alternate colour, a King on an Ace; a pile moves to another only as a whole."""

    def lift_refusal(self, game: Position, pile: Pile, count: int) -> Refusal | None:
        if count != 1 and count != len(pile.cards):
            return Refusal(WHOLE_PILE, "unit", (count,))
        return super().lift_refusal(game, pile, count)

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return self.accept_refusal(game, pile, cards, source) is None

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        base = game.declaration.group("foundation").base
        if base.pending(game):
            return base.refusal()
        if source is not None and source.role == Role.TABLEAU and len(cards) != len(source.cards):
            return Refusal(WHOLE_PILE, "unit", (len(cards),))
        if not pile.cards and source is not None and source.role == Role.WASTE and \
                any(p.cards for p in game.group_piles("reserve")):
            return Refusal(FROM_RESERVES, "empty", (cards[0],))
        return self._build_refusal(pile, cards)


_DEAL = Phrase(en="a click turns one card onto the waste, once the base card is chosen",
               fr="un clic retourne une carte sur la défausse, une fois la carte de base choisie")


class DealOnceBaseChosen(DealToWaste):
    """One card at a time onto the waste; the stock does nothing before the base card is chosen."""

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(_DEAL).text(lang)

    def blocked(self, game: Position) -> bool:
        return game.state.get("base_rank") is None


@register(
    "glenwood",
    names=Phrase(en="Glenwood", fr="La forêt de Glen"),
    summary=Phrase(en="Choose the base card from four small reserves, build the foundations up by suit "
                      "around the corner, and use four tableau piles to empty the reserves.",
                   fr="Choisissez la carte de base parmi quatre petites réserves, montez les fondations "
                      "par couleur en passant du Roi à l'As, et videz les réserves grâce à quatre piles "
                      "au tableau."),
    strategy=Phrase(
        en="Choose the base card with care: it fixes the starting rank of all four foundations. "
           "Empty the reserves as early as you can, and remember that foundation cards never come "
           "back: sometimes a card is more useful kept on the tableau.",
        fr="Choisissez la carte de base avec soin\u00a0: elle fixe le rang de départ des quatre "
           "fondations. Videz les réserves le plus tôt possible, et n'oubliez pas que les cartes "
           "des fondations ne reviennent jamais\u00a0: une carte est parfois plus utile au "
           "tableau.",
    ),
    resembles="canfield",
)
def glenwood() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealOnceBaseChosen(1), redeals=Redeal(1)),
            Waste(),
            ChosenBaseFoundations(4, base=ChosenBaseCard(("reserve",), first_only=True),
                                  build=Build(Up(wrap=True), BY_SUIT), in_play=False),
            Reserves(4),
            GlenwoodTableau(4, build=Build(Down(wrap=True), ALTERNATE_COLOUR), moves=WHOLE_PILE,
                            empty=FROM_RESERVES),
        ],
        deal=[*(DealRow("reserve", face_up=True) for _ in range(3)), DealRow("tableau", face_up=True),
              RestToStock()],
        effects=[CHOOSE_BASE],
        autoplay=None,
        notes=[
            Phrase(en="The first move chooses the base card: the top card of a reserve goes to the first "
                      "foundation, and the three others must start with its rank. The manual says this "
                      "is the first thing to do; AisleRiot's code also lets reserve cards be built on the "
                      "tableau before it. This kit follows the manual: nothing else is played first.",
                   fr="Le premier coup choisit la carte de base : la carte du dessus d'une réserve va sur "
                      "la première fondation, et les trois autres doivent commencer par son rang. Le "
                      "manuel dit que c'est la première chose à faire ; le code d'AisleRiot permet aussi "
                      "de construire des cartes des réserves au tableau avant. Ce kit suit le manuel : "
                      "rien d'autre ne se joue d'abord."),
            Phrase(en="The tableau builds down by alternate colour, a King going on an Ace. The top card "
                      "of a pile may go to a foundation; to another tableau pile a pile moves only as a "
                      "whole, as AisleRiot's code has it (the manual only says that sequences move). An "
                      "empty pile takes the top card of a reserve, or the waste card once every reserve "
                      "is empty. Empty reserves are not refilled.",
                   fr="Le tableau descend en alternant les couleurs, un Roi allant sur un As. La carte du "
                      "dessus d'une pile peut aller sur une fondation ; vers une autre pile du tableau, "
                      "une pile ne se déplace qu'en entier, comme dans le code d'AisleRiot (le manuel dit "
                      "seulement que les suites se déplacent). Une pile vide prend la carte du dessus "
                      "d'une réserve, ou la carte de la défausse une fois toutes les réserves vides. Les "
                      "réserves vides ne sont pas remplies."),
            Phrase(en="The stock turns one card at a time onto the waste; it may be turned over once.",
                   fr="La pioche retourne une carte à la fois sur la défausse ; elle peut être retournée "
                      "une fois."),
        ],
    )
