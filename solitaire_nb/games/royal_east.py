"""Royal East, as AisleRiot plays it.

A three-by-three grid: the four foundations at the corners, five one-card
tableau piles in a cross.  One card on the first foundation sets the base
rank; the tableau builds down regardless of suit, one card at a time, a King
going on an Ace.  The stock turns one card at a time, with no redeal.
"""

from __future__ import annotations

from ..rules.building import BY_SUIT, REGARDLESS_OF_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealBaseCard, DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.foundations import BaseCard
from ..rules.piles import Foundations, Stock, Tableau, Waste
from ..rules.stock import NO_REDEAL, DealToWaste
from ..rules.units import ONE_CARD
from ..text.phrases import Phrase


@register(
    "royal_east",
    names=Phrase(en="Royal East", fr="Est Royal"),
    summary=Phrase(en="Four foundations at the corners of a grid, five single cards in a cross: build "
                      "down regardless of suit and raise the foundations from the base rank.",
                   fr="Quatre fondations aux coins d'une grille, cinq cartes seules en croix : "
                      "construisez en descendant quelle que soit la couleur et montez les fondations à "
                      "partir du rang de base."),
    resembles="kansas",
    strategy=Phrase(
        en="Only the top card of a pile can move, one card at a time, so keep track of the cards "
           "you cover as you build. Knowing where a buried card lies tells you which pile to dig "
           "into when a foundation needs it.",
        fr="Seule la carte du dessus d'une pile se déplace, une à la fois\u00a0: retenez les cartes "
           "que vous recouvrez en construisant. Savoir où se cache une carte enterrée vous indique "
           "quelle pile dégager quand une fondation la réclame.",
    ),
)
def royal_east() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            Waste(),
            Foundations(4, base=BaseCard(None), build=Build(Up(wrap=True), BY_SUIT), in_play=False),
            Tableau(5, build=Build(Down(wrap=True), REGARDLESS_OF_SUIT), moves=ONE_CARD, empty=ANY_CARD),
        ],
        deal=[DealBaseCard(), DealRow("tableau", face_up=True), RestToStock()],
        autoplay=None,
        notes=[
            Phrase(en="The card on the first foundation (top left) sets the base rank of all four. The "
                      "five tableau piles form a cross: 1 at the top, 2 to 4 across the middle, 5 at the "
                      "bottom.",
                   fr="La carte de la première fondation (en haut à gauche) fixe le rang de base des "
                      "quatre. Les cinq piles du tableau forment une croix : 1 en haut, 2 à 4 au milieu, "
                      "5 en bas."),
            Phrase(en="The manual and AisleRiot's code agree on every rule of this game.",
                   fr="Le manuel et le code d'AisleRiot s'accordent sur toutes les règles de ce jeu."),
        ],
    )
