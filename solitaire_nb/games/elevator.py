"""Elevator, as AisleRiot plays it.

A pyramid of 28 cards, point at the top, each row lying over the lower half
of the row above; only the bottom row is face up, and a card turns up once
the two cards covering it have gone.  Free cards go onto the waste one rank
up or down, suit ignored, Aces next to Kings; the stock turns one card at a
time, without redeal.
"""

from __future__ import annotations

from ..rules.building import REGARDLESS_OF_SUIT, Build, UpOrDown
from ..rules.cards import STANDARD_DECK
from ..rules.covering import TableauToClear, pyramid
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.onto_waste import TABLEAU_CLEARED, TO_WASTE, BuildOnWaste, CardsCleared
from ..rules.piles import Stock
from ..rules.stock import NO_REDEAL, DealToWaste
from ..text.phrases import Phrase

ROWS = 7
CARDS = ROWS * (ROWS + 1) // 2  # 28


@register(
    "elevator",
    names=Phrase(en="Elevator", fr="L'ascenseur"),
    summary=Phrase(en="A pyramid of hidden cards: take them one by one onto the waste, one rank up or "
                      "down, from the bottom row to the top.",
                   fr="Une pyramide de cartes cachées : emmenez-les une à une sur la défausse, un rang "
                      "au-dessus ou au-dessous, de la rangée du bas jusqu'au sommet."),
    strategy=Phrase(
        en="A pyramid stands on its base: clear the bottom rows first, choosing the plays that turn "
           "up as many face-down cards as possible.",
        fr="Une pyramide repose sur sa base\u00a0: dégagez d'abord les rangées du bas, en "
           "choisissant les coups qui retournent le plus de cartes cachées.",
    ),
    resembles="triple_peaks",
)
def elevator() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            BuildOnWaste(Build(UpOrDown(wrap=True), REGARDLESS_OF_SUIT)),
            TableauToClear(CARDS, pyramid(ROWS), layout="stack", turn_up_when_free=True),
        ],
        deal=[DealRow("tableau", range(1, CARDS - ROWS + 1)),
              DealRow("tableau", range(CARDS - ROWS + 1, CARDS + 1), face_up=True),
              RestToStock()],
        score=CardsCleared(CARDS),
        won=TABLEAU_CLEARED,
        autoplay=None,
        double_click=TO_WASTE,
        notes=[
            Phrase(en="The pyramid has seven rows, point at the top, each row lying over the lower half "
                      "of the row above; tableau 1 to 28 are its cards row by row from the point. The "
                      "waste starts empty.",
                   fr="La pyramide a sept rangées, pointe en haut, chaque rangée recouvrant la moitié "
                      "basse de la rangée du dessus ; les piles 1 à 28 du tableau sont ses cartes, "
                      "rangée par rangée depuis la pointe. La défausse est vide au départ."),
            Phrase(en="A pyramid card is covered by the two cards lying over it in the row below; once "
                      "both have gone it turns face up and is free.",
                   fr="Une carte de la pyramide est couverte par les deux cartes qui la recouvrent dans la "
                      "rangée du dessous ; une fois celles-ci parties, elle se retourne et devient libre."),
            Phrase(en="A free card goes onto the waste when it is one rank above or below the waste's top "
                      "card, whatever its suit; an Ace and a King are next to each other. An empty waste "
                      "takes nothing: turn a card from the stock first.",
                   fr="Une carte libre va sur la défausse si elle est d'un rang au-dessus ou au-dessous de "
                      "la carte du dessus de la défausse, quelle que soit sa couleur ; l'As et le Roi se "
                      "suivent. Une défausse vide ne prend rien : retournez d'abord une carte de la "
                      "pioche."),
            Phrase(en="A click on the empty stock does nothing.",
                   fr="Un clic sur la pioche vide ne fait rien."),
            Phrase(en="The game is lost when the stock is empty and no free card fits the waste.",
                   fr="La partie est perdue quand la pioche est vide et qu'aucune carte libre ne va sur "
                      "la défausse."),
            Phrase(en="A double-click on a free card sends it onto the waste, as in AisleRiot.",
                   fr="Un double-clic sur une carte libre l'envoie sur la défausse, comme dans "
                      "AisleRiot."),
        ],
    )
