"""Yield, as AisleRiot plays it: Treize with the pyramid upside down.

Seven overlapping rows of face-up cards, seven in the first row down to one
in the last; pairs of free cards adding up to 13 leave the table, Kings
alone; the waste's top and oldest cards both play, as in Treize.
"""

from __future__ import annotations

from ..rules.covering import inverted_pyramid
from ..rules.declaration import Declaration, register
from ..text.phrases import Phrase
from .treize import treize


@register(
    "yield",
    names=Phrase(en="Yield", fr="Rendement"),
    summary=Phrase(en="Treize upside down: clear an inverted pyramid by removing pairs of cards that "
                      "add up to 13, Kings alone.",
                   fr="Treize à l'envers : videz une pyramide inversée en enlevant des paires de "
                      "cartes dont la somme fait treize, les Rois seuls."),
    resembles="treize",
    strategy=Phrase(
        en="The hard part is clearing the narrow lower rows of the upside-down pyramid, which block "
           "the cards above them. After that, pairing with the waste's cards is sometimes better "
           "than taking pyramid cards, since the waste then holds more of the cards still in play.",
        fr="Le plus difficile est de dégager les rangées étroites du bas de la pyramide renversée, "
           "qui bloquent les cartes au-dessus d'elles. Ensuite, il vaut parfois mieux former les "
           "paires avec les cartes de la défausse qu'avec celles de la pyramide, car la défausse "
           "contient alors davantage de cartes encore en jeu.",
    ),
)
def yield_game() -> Declaration:
    base = treize()
    return base.but(
        groups={"tableau": {"covers": inverted_pyramid(7)}},
        notes=[
            Phrase(en="The rows overlap: tableau 1 to 7 is the first row, each row below has one card "
                      "fewer, down to tableau 28.",
                   fr="Les rangées se chevauchent : les piles 1 à 7 du tableau forment la première "
                      "rangée, chaque rangée du dessous a une carte de moins, jusqu'à la pile 28."),
            Phrase(en="A card is free when no card of the row below overlaps it: one card for the "
                      "cards at the ends of a row, two for the others; the single card of the last "
                      "row is free from the start. This is AisleRiot's covering, slot for slot.",
                   fr="Une carte est libre quand aucune carte de la rangée du dessous ne la chevauche : "
                      "une seule carte pour les cartes aux bouts d'une rangée, deux pour les autres ; "
                      "la carte unique de la dernière rangée est libre dès le début. C'est le "
                      "recouvrement d'AisleRiot, case par case."),
            *base.notes[1:3],
            Phrase(en="AisleRiot's Treize ignores a double-click and removes a King with a single "
                      "click; Yield also takes a double-click for a click. Here, in both games, a "
                      "double-click removes a King.",
                   fr="Le Treize d'AisleRiot ignore le double-clic et enlève un Roi d'un simple clic ; "
                      "Rendement prend aussi un double-clic pour un clic. Ici, dans les deux jeux, un "
                      "double-clic enlève un Roi."),
            base.notes[3],
        ],
    )
