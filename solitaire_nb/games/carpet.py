"""Carpet, as AisleRiot plays it.

The Aces start on the foundations; twenty cards lie face up as a carpet of
four rows of five.  Every carpet card and the top card of the waste go to the
foundations, up in suit; a gap in the carpet is filled at once from the waste,
else from the stock.
"""

from __future__ import annotations

from ..rules.cards import STANDARD_DECK
from ..rules.covering import TableauToClear
from ..rules.dealing import AcesToFoundations, DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import FilledAutomatically
from ..rules.piles import Foundations, Stock, Waste
from ..rules.stock import NO_REDEAL, DealToWaste
from ..text.phrases import Phrase


@register(
    "carpet",
    names=Phrase(en="Carpet", fr="Tapis"),
    summary=Phrase(en="The Aces start on the foundations: send the twenty cards of the carpet and "
                      "the waste up in suit, the carpet refilling itself from the waste.",
                   fr="Les As commencent sur les fondations : montez par couleur les vingt cartes "
                      "du tapis et celles de la défausse, le tapis se remplissant depuis la "
                      "défausse."),
    strategy=Phrase(
        en="Simply send every card you can to the foundations: there is no building, and each "
           "carpet card that goes up is replaced by the waste card, which uncovers the one beneath "
           "it.",
        fr="Montez simplement sur les fondations toutes les cartes possibles\u00a0: on ne construit "
           "rien, et chaque carte du tapis qui monte est remplacée par la carte de la défausse, ce "
           "qui découvre celle du dessous.",
    ),
    resembles="klondike",
)
def carpet() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            Waste(),
            Foundations(4, in_play=False),
            TableauToClear(20, layout="stack", empty=FilledAutomatically("waste", "stock")),
        ],
        deal=[AcesToFoundations(), DealRow("tableau", face_up=True), RestToStock()],
        autoplay=None,
        notes=[
            Phrase(en="The twenty cards of the tableau, in four rows of five, are the carpet.",
                   fr="Les vingt cartes du tableau, en quatre rangées de cinq, forment le tapis."),
            Phrase(en="Every carpet card is in play, and so is the top card of the waste. Nothing is "
                      "built on the carpet: its cards go only to the foundations, up in suit from the "
                      "Ace to the King.",
                   fr="Toutes les cartes du tapis sont en jeu, ainsi que la carte du dessus de la "
                      "défausse. On ne construit rien sur le tapis : ses cartes ne vont que sur les "
                      "fondations, en montant par couleur de l'As au Roi."),
            Phrase(en="A gap in the carpet is filled at once with the top card of the waste, or of "
                      "the stock when the waste is empty.",
                   fr="Une case vide du tapis est aussitôt remplie avec la carte du dessus de la "
                      "défausse, ou de la pioche quand la défausse est vide."),
            Phrase(en="The manual's rules say cards are still in play; AisleRiot's code never lets a "
                      "foundation card be picked up. This kit follows the code: a card taken back "
                      "could go nowhere anyway, since nothing is built on the carpet and its gaps "
                      "fill themselves (the French manual's sentence speaks of the carpet's cards).",
                   fr="Les règles du manuel disent que les cartes restent en jeu ; le code "
                      "d'AisleRiot ne laisse jamais reprendre une carte d'une fondation. Ce kit suit "
                      "le code : une carte reprise ne pourrait aller nulle part, puisque rien ne se "
                      "construit sur le tapis et que ses cases se remplissent seules (la phrase du "
                      "manuel français parle des cartes du tapis)."),
            Phrase(en="The four Aces count in the score, as the manual says (52 when won); AisleRiot's "
                      "code counts only the cards played there (48 at most). The game is lost when the "
                      "stock is empty and no card can be played.",
                   fr="Les quatre As comptent dans le score, comme le dit le manuel (52 pour une partie "
                      "gagnée) ; le code d'AisleRiot ne compte que les cartes qu'on y joue (48 au plus). "
                      "La partie est perdue quand la pioche est vide et qu'aucune carte ne peut être "
                      "jouée."),
        ],
    )
