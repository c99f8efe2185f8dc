"""Osmosis, as AisleRiot plays it.

Four reserves of four cards fanned to the right (three face down, the top one
face up), four foundations ruled by the one above them, a stock and a waste.
Nothing is built anywhere but on the foundations.
"""

from __future__ import annotations

from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealBaseCard, DealRow, DealRows, RestToStock
from ..rules.declaration import Choice, Declaration, register
from ..rules.osmosis import FoundationsRuledFromAbove
from ..rules.piles import Stock, Waste
from ..rules.reserve_fed import FaceDownReserve
from ..rules.stock import UNLIMITED_REDEALS, DealToWaste, Redeal
from ..text.phrases import Phrase

DRAW_CHOICE = Choice((1, 3), 1, Phrase(en="cards turned per click (three: unlimited redeals)",
                                       fr="cartes retournées par clic (trois : redistributions "
                                          "illimitées)"))


NOTES = [
    Phrase(en="The foundations are out of play; the reserves take no card; only the top card of a "
              "reserve or of the waste moves, one at a time, and always to a foundation.",
           fr="Les fondations sont hors jeu ; les réserves ne prennent aucune carte ; seule la carte "
              "du dessus d'une réserve ou de la défausse se déplace, une à la fois, et toujours "
              "vers une fondation."),
    Phrase(en="The first foundation takes any card of its suit, whatever its rank, in any order. "
              "The other foundations are started one after another, from the top, each with a "
              "card of the base rank; a card then goes on the foundation of its suit only when a "
              "card of the same rank already lies on the foundation just above.",
           fr="La première fondation prend n'importe quelle carte de sa couleur, quel que soit son "
              "rang, dans n'importe quel ordre. Les autres fondations commencent l'une après "
              "l'autre, en partant du haut, chacune par une carte du rang de base ; une carte ne "
              "va ensuite sur la fondation de sa couleur que si une carte du même rang se trouve "
              "déjà sur la fondation juste au-dessus."),
    Phrase(en="The manual only says that each other foundation starts with a card of the base "
              "rank. AisleRiot's code starts them in order: its double-click sends a base-rank "
              "card to the highest empty foundation, and its drop on an empty foundation was "
              "meant to do the same. This kit follows the code: an empty foundation takes a card "
              "of the base rank only when the foundation above it has been started.",
           fr="Le manuel dit seulement que chaque autre fondation commence par une carte du rang de "
              "base. Le code d'AisleRiot les commence dans l'ordre : son double-clic envoie une "
              "carte du rang de base sur la plus haute fondation vide, et son dépôt sur une "
              "fondation vide devait faire de même. Ce kit suit le code : une fondation vide ne "
              "prend une carte du rang de base que si la fondation du dessus est commencée."),
    Phrase(en="The stock turns one card at a time onto the waste, with two redeals (three passes "
              "through the stock). Option: three cards at a time, with unlimited redeals, as the "
              "manual and the code both say. A click on an empty stock turns the waste over, "
              "while a redeal is left.",
           fr="La pioche retourne une carte à la fois sur la défausse, avec deux redistributions "
              "(trois passages dans la pioche). Option : trois cartes à la fois, avec "
              "redistributions illimitées, comme le disent le manuel et le code. Un clic sur la "
              "pioche vide retourne la défausse, tant qu'il reste une redistribution."),
    Phrase(en="The dealt card counts, so the score starts at 1, as in AisleRiot.",
           fr="La carte de la donne compte : le score commence donc à 1, comme dans AisleRiot."),
]


@register(
    "osmosis",
    names=Phrase(en="Osmosis", fr="Osmose"),
    summary=Phrase(en="Four small reserves feed four foundations; a card goes on a foundation only "
                      "when its rank already lies on the foundation above.",
                   fr="Quatre petites réserves alimentent quatre fondations ; une carte ne va sur une "
                      "fondation que si son rang se trouve déjà sur la fondation du dessus."),
    strategy=Phrase(
        en="Be patient: don't put the first card that fits on the second or third foundation "
           "without thinking. Another suit may be the better choice if it frees more cards from the "
           "reserves.",
        fr="Soyez patient\u00a0: ne posez pas sans réfléchir la première carte qui convient sur la "
           "deuxième ou la troisième fondation. Une autre couleur peut être un meilleur choix si "
           "elle libère davantage de cartes des réserves.",
    ),
    resembles="canfield",
    options={"draw": DRAW_CHOICE},
)
def osmosis(draw: int = 1) -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(draw), redeals=UNLIMITED_REDEALS if draw == 3 else Redeal(2)),
            Waste(show=draw),
            FoundationsRuledFromAbove(4),
            FaceDownReserve(4),
        ],
        deal=[DealRows("reserve", count=12, face_up=False), DealRow("reserve", face_up=True),
              DealBaseCard(), RestToStock()],
        autoplay=None,
        notes=[
            Phrase(en="Three cards face down and one face up go on each reserve; the card on the first "
                      "foundation sets that foundation's suit and the base rank of all four. When a "
                      "reserve card is played, the card under it is turned up.",
                   fr="Chaque réserve reçoit trois cartes face cachée et une face visible ; la carte de "
                      "la première fondation fixe la couleur de cette fondation et le rang de base des "
                      "quatre. Quand une carte de la réserve est jouée, celle du dessous est retournée."),
            *NOTES,
        ],
    )
