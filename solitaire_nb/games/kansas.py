"""Kansas, as AisleRiot plays it.

A reserve of twelve cards (top card face up), three one-card tableau piles,
one card on the first foundation that sets the base rank.  The tableau builds
down regardless of suit, a King going on an Ace; an emptied pile is refilled
from the reserve, and once the reserve is spent only from the waste.  The
stock turns one card at a time, with no redeal.
"""

from __future__ import annotations

from ..rules.building import BY_SUIT, REGARDLESS_OF_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealBaseCard, DealRow, DealRows, RestToStock, TurnUpTops
from ..rules.declaration import Declaration, register
from ..rules.foundations import BaseCard
from ..rules.piles import Foundations, Stock, Waste
from ..rules.reserve_fed import FROM_WASTE_ONLY, FaceDownReserve, FedTableau, FilledFromReserve
from ..rules.stock import NO_REDEAL, DealToWaste
from ..rules.units import SEQUENCE
from ..text.phrases import Phrase


@register(
    "kansas",
    names=Phrase(en="Kansas", fr="Kansas"),
    summary=Phrase(en="A reserve of twelve feeds three tableau piles built down regardless of suit; the "
                      "first foundation card sets the base rank; one pass through the stock.",
                   fr="Une réserve de douze cartes alimente trois piles de tableau construites en "
                      "descendant quelle que soit la couleur ; la première carte de fondation fixe le "
                      "rang de base ; un seul passage dans la pioche."),
    strategy=Phrase(
        en="There is no redeal, so a card buried in the waste is hard to get back. Move as many "
           "waste cards as you can onto the tableau, where they stay within reach.",
        fr="Il n'y a pas de redistribution\u00a0: une carte enfouie dans la défausse est difficile "
           "à récupérer. Placez autant de cartes de la défausse que possible sur le tableau, où "
           "elles restent à portée de main.",
    ),
    resembles="canfield",
)
def kansas() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            Waste(),
            Foundations(4, base=BaseCard(None), build=Build(Up(wrap=True), BY_SUIT), in_play=False),
            FaceDownReserve(1),
            FedTableau(3, build=Build(Down(wrap=True), REGARDLESS_OF_SUIT), moves=SEQUENCE,
                       empty=FilledFromReserve(then=FROM_WASTE_ONLY)),
        ],
        deal=[DealRows("reserve", count=12, face_up=False), TurnUpTops("reserve"), DealBaseCard(),
              DealRow("tableau", face_up=True), RestToStock()],
        autoplay=None,
        notes=[
            Phrase(en="The card on the first foundation sets the base rank of all four foundations.",
                   fr="La carte de la première fondation fixe le rang de base des quatre fondations."),
            Phrase(en="When the reserve's top card is played, the card under it is turned up.",
                   fr="Quand la carte du dessus de la réserve est jouée, celle du dessous est retournée."),
            Phrase(en="Once the reserve is spent, an empty pile is filled only when you choose, with the "
                      "top card of the waste.",
                   fr="Une fois la réserve épuisée, une pile vide n'est remplie que lorsque vous le "
                      "voulez, avec la carte du dessus de la défausse."),
            Phrase(en="A King may go on an Ace in the tableau, as AisleRiot's code allows; the manual only "
                      "says that an Ace follows a King on the foundations, and does not forbid it.",
                   fr="Un Roi peut aller sur un As au tableau, comme le permet le code d'AisleRiot ; le "
                      "manuel dit seulement que l'As suit le Roi sur les fondations, et ne l'interdit pas."),
        ],
    )
