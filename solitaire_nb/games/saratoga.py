"""Saratoga, as described by the AisleRiot manual.

Klondike with every tableau card face up from the start (piles of 1 to 7
cards); the other 24 cards form the stock.
"""

from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Choice, Declaration, register
from ..text.phrases import Phrase
from .klondike import klondike


@register(
    "saratoga",
    names=Phrase(en="Saratoga", fr="Saratoga"),
    summary=Phrase(en="Klondike with every card of the tableau face up: no hidden card, a little less "
                      "luck.",
                   fr="Un Klondike dont toutes les cartes du tableau sont visibles : aucune carte "
                      "cachée, un peu moins de chance."),
    resembles="klondike",
    strategy=Phrase(
        en="Don't give up too soon: when the game looks lost, try every move, even unlikely ones. "
           "Taking a card back from a foundation (foundations stay in play) and rearranging a "
           "sequence around it can free the card you are missing.",
        fr="N'abandonnez pas trop tôt\u00a0: quand la partie semble perdue, essayez tous les coups, "
           "même les moins évidents. Reprendre une carte d'une fondation (elles restent en jeu) et "
           "réorganiser une suite autour d'elle peut libérer la carte qui vous manque.",
    ),
    options={
        "draw": Choice((1, 3), 1, Phrase(en="cards turned per click (3: AisleRiot's 'Three card deals' "
                                            "option)",
                                         fr="cartes retournées par clic (3 : l'option « Distribuer trois "
                                            "cartes » d'AisleRiot)")),
        "redeals": Choice((2, "unlimited"), 2, Phrase(en="redeals (2 as in the manual; 'unlimited' as in "
                                                         "AisleRiot's code)",
                                                      fr="redistributions (2 comme dans le manuel ; "
                                                         "'unlimited' comme dans le code d'AisleRiot)")),
    },
)
def saratoga(draw: int = 1, redeals: int | str = 2) -> Declaration:
    return klondike(draw=draw, redeals=redeals).but(
        deal=[DealRow("tableau", range(row, 8), face_up=True) for row in range(1, 8)] + [RestToStock()],
        notes=[
            Phrase(en="Redeals: the manual says two; AisleRiot's code allows unlimited redeals. This "
                      "kit follows the manual by default (redeals=2) and offers the code's behaviour as "
                      "redeals='unlimited'.",
                   fr="Redistributions : le manuel en annonce deux ; le code d'AisleRiot les permet "
                      "sans limite. Ce kit suit le manuel par défaut (redeals=2) et propose le "
                      "comportement du code avec redeals='unlimited'."),
            Phrase(en="AisleRiot's code also has a 'Three card deals' option that the manual does not "
                      "mention: here draw=3, off by default.",
                   fr="Le code d'AisleRiot a aussi une option « Distribuer trois cartes » que le manuel "
                      "ne mentionne pas : ici draw=3, désactivée par défaut."),
        ],
    )
