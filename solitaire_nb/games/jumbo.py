"""Jumbo, as AisleRiot plays it.

A two-deck Klondike: nine tableau piles of 9, 8, ... 1 cards (top card face
up), eight foundations, the stock turned one card at a time with one redeal.
"""

from ..rules.cards import DOUBLE_DECK
from ..rules.dealing import DealRow, RestToStock, TurnUpTops
from ..rules.declaration import Declaration, register
from ..rules.stock import Redeal
from ..text.phrases import Phrase
from .klondike import klondike

PILES = 9


@register(
    "jumbo",
    names=Phrase(en="Jumbo", fr="Jumbo"),
    summary=Phrase(en="Klondike with two decks: nine piles, eight foundations, one redeal.",
                   fr="Un Klondike à deux paquets : neuf piles, huit fondations, une redistribution."),
    # the manual gives no strategy advice for this game
    strategy=Phrase(
        en="Turn up the face-down cards first, starting with the deep piles on the left: the first "
           "one hides eight. Only a King or a King-headed sequence fills an empty pile, so don't "
           "empty one with no King ready, and save the single redeal; foundation cards can come "
           "back to help a build.",
        fr="Retournez d'abord les cartes cachées, en commençant par les piles profondes de "
           "gauche\u00a0: la première en cache huit. Seul un Roi ou une suite commençant par un Roi "
           "remplit une pile vide\u00a0: ne videz donc pas une pile sans Roi à y mettre, et ménagez "
           "l'unique redistribution\u00a0; les cartes des fondations peuvent revenir aider une "
           "construction.",
    ),
    resembles="klondike",
)
def jumbo() -> Declaration:
    return klondike(draw=1, redeals=2).but(
        deck=DOUBLE_DECK,
        groups={"stock": {"redeals": Redeal(1)}, "foundation": {"count": 8},
                "tableau": {"count": PILES}},
        deal=[*(DealRow("tableau", range(1, PILES + 2 - row)) for row in range(1, PILES + 1)),
              TurnUpTops("tableau"), RestToStock()],
        notes=[
            Phrase(en="Pile k gets 10 - k cards (pile 1 has nine), only the top one face up.",
                   fr="La pile k reçoit 10 - k cartes (la pile 1 en a neuf), seule celle du dessus face "
                      "visible."),
            Phrase(en="Build down in alternate colours; sequences move together; only a King or a "
                      "sequence headed by a King fills an empty pile.",
                   fr="On construit en descendant en alternant les couleurs ; les suites se déplacent "
                      "ensemble ; seul un Roi ou une suite commençant par un Roi occupe une pile vide."),
            Phrase(en="Eight foundations from Ace to King by suit; their top card may come back to the "
                      "tableau. One card at a time from the stock, one redeal.",
                   fr="Huit fondations de l'As au Roi par couleur ; leur carte du dessus peut revenir "
                      "au tableau. Une carte à la fois depuis la pioche, une redistribution."),
            Phrase(en="AisleRiot lets any group of face-up cards be picked up, checking only its bottom "
                      "card. In a real game the face-up cards of a pile always form a sequence, so this "
                      "kit uses the manual's words, 'sequences move together': the same moves.",
                   fr="AisleRiot laisse prendre n'importe quel groupe de cartes visibles en ne vérifiant "
                      "que sa carte du bas. Dans une vraie partie, les cartes visibles d'une pile "
                      "forment toujours une suite : ce kit reprend donc les mots du manuel, « les suites "
                      "se déplacent ensemble », ce qui donne les mêmes coups."),
        ],
    )
