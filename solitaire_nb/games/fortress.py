"""Fortress, as AisleRiot plays it.

Ten piles, five on each side of a middle column of four foundations: all 52
cards face up, five per pile and one more on the two top piles.  Single cards
build up or down by suit; foundations build up by suit from the Ace.
"""

from ..rules.building import BY_SUIT, Build, Up, UpOrDown
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRow, DealRows
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.piles import Foundations, Tableau
from ..rules.units import ONE_CARD
from ..text.phrases import Phrase


@register(
    "fortress",
    names=Phrase(en="Fortress", fr="Forteresse"),
    summary=Phrase(en="Ten open piles around the foundations: move one card at a time, up or down in "
                      "its own suit, to bring every suit home from Ace to King.",
                   fr="Dix piles ouvertes autour des fondations : déplacez une carte à la fois, en "
                      "montant ou en descendant dans sa couleur, pour monter chaque couleur de l'As "
                      "au Roi."),
    strategy=Phrase(en="Guard the empty piles you manage to make: they are the key to winning, so don't fill "
                       "one without a good reason.",
                    fr="Protégez les piles vides que vous parvenez à créer\u00a0: elles sont la clé de la "
                       "victoire, ne les remplissez donc pas sans bonne raison."),
    resembles="beleaguered_castle",
)
def fortress() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(10, build=Build(UpOrDown(), BY_SUIT), moves=ONE_CARD, empty=ANY_CARD),
        ],
        deal=[DealRows("tableau", count=50, face_up=True), DealRow("tableau", (1, 6), face_up=True)],
        notes=[
            Phrase(en="Piles 1 to 5 are the left-hand wing and piles 6 to 10 the right-hand wing, top "
                      "to bottom; the top pile of each wing (1 and 6) gets six cards, the others five.",
                   fr="Les piles 1 à 5 forment l'aile gauche et les piles 6 à 10 l'aile droite, de haut "
                      "en bas ; la première pile de chaque aile (1 et 6) reçoit six cartes, les autres "
                      "cinq."),
            Phrase(en="On the tableau a card may go on a card of its suit one rank higher or one rank "
                      "lower, both directions on the same pile; a King and an Ace are not next to "
                      "each other.",
                   fr="Au tableau, une carte va sur une carte de sa couleur d'un rang plus haut ou plus "
                      "bas, dans les deux sens sur la même pile ; le Roi et l'As ne se suivent pas."),
        ],
    )
