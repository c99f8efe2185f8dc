"""Athena, as AisleRiot plays it.

Klondike with another opening: four rows across the seven tableau piles,
face down, face up, face down, face up (28 cards); the other 24 form the stock.
"""

from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Choice, Declaration, register
from ..text.phrases import Phrase
from .klondike import klondike


@register(
    "athena",
    names=Phrase(en="Athena", fr="Athena"),
    summary=Phrase(en="Klondike dealt in four rows, face down and face up in turn: half the hidden "
                      "cards sit between two visible ones.",
                   fr="Un Klondike distribué en quatre rangées, tour à tour face cachée et face "
                      "visible : la moitié des cartes cachées se trouvent entre deux cartes visibles."),
    strategy=Phrase(
        en="Don't give up when the game looks lost: try everything. Taking cards back from the "
           "foundations and rearranging your sequences can sometimes free the card you need.",
        fr="N'abandonnez pas quand la partie semble perdue\u00a0: essayez toutes les possibilités. "
           "Reprendre des cartes sur les fondations et réorganiser vos suites permet parfois de "
           "libérer la carte qui vous manque.",
    ),
    resembles="klondike",
    options={"draw": Choice((1, 3), 1, Phrase(en="cards turned per click (3: AisleRiot's 'Three card "
                                                 "deals' option)",
                                              fr="cartes retournées par clic (3 : l'option « Distribuer "
                                                 "trois cartes » d'AisleRiot)"))},
)
def athena(draw: int = 1) -> Declaration:
    return klondike(draw=draw, redeals=2).but(
        deal=[DealRow("tableau"), DealRow("tableau", face_up=True),
              DealRow("tableau"), DealRow("tableau", face_up=True), RestToStock()],
        notes=[
            Phrase(en="Each tableau pile starts as face-down, face-up, face-down, face-up (top). A "
                      "face-down card between two face-up ones stops a sequence: only the cards above "
                      "it move together; it is turned up when it becomes the top card.",
                   fr="Chaque pile du tableau commence par : face cachée, face visible, face cachée, "
                      "face visible (dessus). Une carte cachée entre deux cartes visibles arrête une "
                      "suite : seules les cartes au-dessus se déplacent ensemble ; elle est retournée "
                      "quand elle devient la carte du dessus."),
            Phrase(en="Otherwise Klondike's rules: stock turned one card at a time with two redeals, "
                      "foundations from Ace to King by suit whose top card may come back to the tableau.",
                   fr="Pour le reste, les règles du Klondike : pioche retournée une carte à la fois, "
                      "deux redistributions, fondations de l'As au Roi par couleur dont la carte du "
                      "dessus peut revenir au tableau."),
            Phrase(en="The manual describes only one-card deals. AisleRiot's code also offers 'Three "
                      "card deals' (still two redeals): this kit keeps it as the option draw=3, off by "
                      "default.",
                   fr="Le manuel ne décrit que la distribution une par une. Le code d'AisleRiot propose "
                      "aussi « Distribuer trois cartes » (toujours deux redistributions) : ce kit la garde "
                      "comme option draw=3, désactivée par défaut."),
        ],
    )
