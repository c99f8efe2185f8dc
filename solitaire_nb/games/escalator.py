"""Escalator, as AisleRiot plays it: Elevator with the whole pyramid face up.

Every card of the pyramid is visible from the start, but a card is free only
once the two cards covering it have gone; free cards go onto the waste one
rank up or down, suit ignored, Aces next to Kings.
"""

from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..text.phrases import Phrase
from .elevator import elevator


@register(
    "escalator",
    names=Phrase(en="Escalator", fr="L'escalier roulant"),
    summary=Phrase(en="Elevator with every card in sight: plan whole runs up and down through the "
                      "pyramid onto the waste.",
                   fr="L'ascenseur avec toutes les cartes en vue : prévoyez des suites entières, en "
                      "montant et en descendant, de la pyramide vers la défausse."),
    strategy=Phrase(
        en="Every card is visible, so plan ahead: choose plays that keep a long run going onto the "
           "waste, one rank up or down, instead of taking the first card that fits.",
        fr="Toutes les cartes sont visibles\u00a0: prévoyez à l'avance et choisissez les coups qui "
           "prolongent une longue suite vers la défausse, un rang au-dessus ou au-dessous, plutôt "
           "que de prendre la première carte qui convient.",
    ),
    resembles="elevator",
)
def escalator() -> Declaration:
    parent = elevator()
    # the deal and the free cards differ; the waste, stock, score and double-click do not
    own_notes = [
        Phrase(en="The pyramid has seven rows, point at the top, each row lying over the lower half of "
                  "the row above; tableau 1 to 28 are its cards row by row from the point. The waste "
                  "starts empty.",
               fr="La pyramide a sept rangées, pointe en haut, chaque rangée recouvrant la moitié basse "
                  "de la rangée du dessus ; les piles 1 à 28 du tableau sont ses cartes, rangée par "
                  "rangée depuis la pointe. La défausse est vide au départ."),
        Phrase(en="A pyramid card is free once the two cards lying over it in the row below have "
                  "gone; the bottom row is free from the start. Seeing a card does not make it free.",
               fr="Une carte de la pyramide est libre une fois parties les deux cartes qui la "
                  "recouvrent dans la rangée du dessous ; la rangée du bas est libre dès le départ. "
                  "Voir une carte ne la rend pas libre."),
    ]
    return parent.but(
        groups={"tableau": {"turn_up_when_free": False}},
        deal=[DealRow("tableau", face_up=True), RestToStock()],
        notes=[*own_notes, *parent.notes[len(own_notes):]],
    )
