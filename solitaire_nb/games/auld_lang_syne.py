"""Auld Lang Syne, as AisleRiot plays it.

The four Aces start the foundations; the 48 other cards are the stock, and
each click deals one card face up onto each of four reserves.  Only the top
card of a reserve moves, and only to a foundation, which builds up whatever
the suits; no redeal.
"""

from ..rules.building import REGARDLESS_OF_SUIT, Build, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import AcesToFoundations, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.piles import Foundations, Reserves, Stock
from ..rules.stock import NO_REDEAL, DealToEachPile
from ..text.phrases import Phrase

NOTES = [
    Phrase(en="The deal: the four Aces go face up onto the foundations (clubs, diamonds, hearts, "
              "spades); the other 48 cards are the stock and the reserves start empty. The manual says "
              "the game starts by dealing four cards to the reserves: in AisleRiot that is the first "
              "click on the stock, and so it is here.",
           fr="La donne : les quatre As vont face visible sur les fondations (trèfle, carreau, cœur, "
              "pique) ; les 48 autres cartes forment la pioche et les réserves sont vides au départ. Le "
              "manuel dit que le jeu commence en distribuant quatre cartes sur les réserves : dans "
              "AisleRiot c'est le premier clic sur la pioche, et c'est ainsi ici."),
    Phrase(en="Each click on the stock deals one card face up onto each of the four reserves, twelve "
              "clicks in all; there is no redeal.",
           fr="Chaque clic sur la pioche distribue une carte face visible sur chacune des quatre "
              "réserves, douze clics en tout ; il n'y a pas de redistribution."),
    Phrase(en="Only the top card of a reserve may move, and only onto a foundation; nothing is placed "
              "on a reserve. Foundations build up by one from the Ace to the King whatever the suits; "
              "their cards are out of play. A double-click sends a reserve's top card to the first "
              "foundation that takes it.",
           fr="Seule la carte du dessus d'une réserve peut bouger, et seulement vers une fondation ; on "
              "ne pose rien sur une réserve. Les fondations montent d'un rang de l'As au Roi quelles "
              "que soient les couleurs ; leurs cartes sont hors jeu. Un double-clic envoie la carte du "
              "dessus d'une réserve sur la première fondation qui la prend."),
    Phrase(en="The game is won when every card is on the foundations, lost when the stock is empty and "
              "no reserve card fits a foundation.",
           fr="La partie est gagnée quand toutes les cartes sont sur les fondations, perdue quand la "
              "pioche est vide et qu'aucune carte des réserves ne va sur une fondation."),
]

SCORE_NOTE = Phrase(en="The four Aces count in the score, as the manual says (52 at most); AisleRiot's "
                       "code counts only the cards moved there (48 at most).",
                    fr="Les quatre As comptent dans le score, comme le dit le manuel (52 au plus) ; le "
                       "code d'AisleRiot ne compte que les cartes qui y sont montées (48 au plus).")


@register(
    "auld_lang_syne",
    names=Phrase(en="Auld Lang Syne", fr="Auld Lang Syne"),
    summary=Phrase(en="The Aces start the foundations; each click deals a card to each of four reserves, "
                      "whose top cards go up the foundations whatever the suits. No redeal.",
                   fr="Les As commencent les fondations ; chaque clic distribue une carte sur chacune des "
                      "quatre réserves, dont les cartes du dessus montent sur les fondations quelles que "
                      "soient les couleurs. Pas de redistribution."),
    strategy=Phrase(
        en="Mostly luck: you decide almost nothing, and the only skill is paying attention. After "
           "every deal, send every reserve card that fits up to the foundations before you click "
           "the stock again.",
        fr="Surtout de la chance\u00a0: vous n'avez presque rien à décider, et tout l'art consiste "
           "à rester attentif. Après chaque distribution, montez sur les fondations toutes les "
           "cartes des réserves qui s'y placent avant de cliquer à nouveau sur la pioche.",
    ),
    resembles="sir_tommy",
)
def auld_lang_syne() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToEachPile("reserve", face_up=True), redeals=NO_REDEAL),
            Foundations(4, build=Build(Up(), REGARDLESS_OF_SUIT), in_play=False),
            Reserves(4),
        ],
        deal=[AcesToFoundations(), RestToStock()],
        autoplay=None,
        notes=[*NOTES, SCORE_NOTE],
    )
