"""Sir Tommy, as AisleRiot plays it.

Every card starts in the stock.  A click turns one card onto a waste that
holds only one; it must go to a foundation (Ace to King whatever the suits)
or onto one of four reserves, whose top cards go only to the foundations.
No redeal.
"""

from ..rules.building import REGARDLESS_OF_SUIT, Build, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import RestToStock
from ..rules.declaration import Declaration, register
from ..rules.one_card_waste import ONE_CARD_WASTE, WasteFedReserves
from ..rules.piles import Foundations, Stock, Waste
from ..rules.stock import NO_REDEAL
from ..text.phrases import Phrase

WASTE_NOTES = [
    Phrase(en="A click on the stock turns its top card onto the waste, and only when the waste is "
              "empty: the waste holds one card, which must go to a foundation or onto any reserve "
              "before the next card is turned. No redeal.",
           fr="Un clic sur la pioche retourne sa carte du dessus sur la défausse, et seulement quand la "
              "défausse est vide : la défausse contient une carte, qui doit aller sur une fondation ou "
              "sur n'importe quelle réserve avant qu'on retourne la suivante. Pas de redistribution."),
    Phrase(en="A reserve takes any card from the waste, whatever its rank, and nothing else: its cards "
              "cannot be rearranged. Only the top card of a reserve plays, and only to a foundation.",
           fr="Une réserve prend n'importe quelle carte de la défausse, quel que soit son rang, et rien "
              "d'autre : ses cartes ne peuvent pas être réarrangées. Seule la carte du dessus d'une "
              "réserve se joue, et seulement sur une fondation."),
    Phrase(en="A double-click sends the waste card or a reserve's top card to the first foundation "
              "that takes it. Nothing plays by itself.",
           fr="Un double-clic envoie la carte de la défausse ou la carte du dessus d'une réserve sur la "
              "première fondation qui la prend. Rien ne se joue tout seul."),
]


@register(
    "sir_tommy",
    names=Phrase(en="Sir Tommy", fr="Sir Tommy"),
    summary=Phrase(en="Turn the stock one card at a time and play each card to a foundation (Ace to "
                      "King whatever the suits) or onto one of four reserves. No redeal.",
                   fr="Retournez la pioche carte par carte et jouez chacune sur une fondation (de l'As "
                      "au Roi quelles que soient les couleurs) ou sur l'une des quatre réserves. Pas de "
                      "redistribution."),
    resembles="hopscotch",
    strategy=Phrase(
        en="Reserve cards leave only from the top, towards foundations that climb one rank at a "
           "time, so avoid putting a higher card on a lower one in a reserve: the lower card would "
           "stay trapped. Where you can, stack each reserve with high cards underneath and low "
           "cards on top.",
        fr="Les cartes des réserves ne partent que par le dessus, vers des fondations qui montent "
           "d'un rang à la fois\u00a0: évitez donc de poser une carte haute sur une carte plus "
           "basse dans une réserve, la plus basse resterait prisonnière. Dans la mesure du "
           "possible, empilez chaque réserve avec les cartes hautes en dessous et les basses "
           "au-dessus.",
    ),
)
def sir_tommy() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=ONE_CARD_WASTE, redeals=NO_REDEAL),
            Waste(),
            Foundations(4, build=Build(Up(), REGARDLESS_OF_SUIT), in_play=False),
            WasteFedReserves(4),
        ],
        deal=[RestToStock()],
        autoplay=None,
        notes=[
            *WASTE_NOTES,
            Phrase(en="The game is lost when the stock and the waste are empty and no reserve card fits a "
                      "foundation.",
                   fr="La partie est perdue quand la pioche et la défausse sont vides et qu'aucune carte "
                      "des réserves ne va sur une fondation."),
        ],
    )
