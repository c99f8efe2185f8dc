"""Seahaven Towers, as AisleRiot plays it.

Ten piles of five face-up cards, the last two cards in two of four free
cells.  Build down by suit; a same-suit sequence moves if it is no longer
than the empty free cells + 1; only a King (or a sequence headed by a King)
fills an empty pile; a whole same-suit run may go onto its foundation.
"""

from ..rules.building import BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRow, DealRows
from ..rules.declaration import Declaration, register
from ..rules.empty import KINGS_ONLY
from ..rules.piles import FreeCells, Tableau
from ..rules.run_foundations import RunFoundations
from ..rules.units import FreeCellLimitedSequence
from ..text.phrases import Phrase

CELLS_PLUS_ONE = FreeCellLimitedSequence(piles=False)


@register(
    "seahaven",
    names=Phrase(en="Seahaven Towers", fr="L'asile maritime"),
    summary=Phrase(en="Ten open piles and four free cells: build down by suit, move runs through the "
                      "cells, and only a King may start an empty pile.",
                   fr="Dix piles ouvertes et quatre cellules libres : construisez en descendant dans la "
                      "même couleur, déplacez les suites par les cellules, et seul un Roi peut occuper "
                      "une pile vide."),
    resembles="freecell",
    strategy=Phrase(
        en="Send cards to the foundations as soon as you can: a card left lying in the tableau or "
           "in a free cell only gets in your way. Use the free cells sparingly, since the empty "
           "ones decide how long a run you can move.",
        fr="Envoyez les cartes sur les fondations dès que possible\u00a0: une carte qui traîne au "
           "tableau ou dans une cellule libre ne fait que vous gêner. N'occupez les cellules libres "
           "qu'à bon escient, car ce sont les cellules restées vides qui fixent la longueur des "
           "suites que vous pouvez déplacer.",
    ),
)
def seahaven() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            FreeCells(4),
            RunFoundations(4, build=Build(Up(), BY_SUIT), in_play=True),
            Tableau(10, build=Build(Down(), BY_SUIT), moves=CELLS_PLUS_ONE, empty=KINGS_ONLY),
        ],
        deal=[DealRows("tableau", count=50, face_up=True), DealRow("reserve", (2, 3), face_up=True)],
        notes=[
            Phrase(en="The last two cards of the deal go into the two middle free cells (2 and 3).",
                   fr="Les deux dernières cartes de la donne vont dans les deux cellules libres du milieu "
                      "(2 et 3)."),
            Phrase(en="A same-suit sequence moves onto the tableau when it has at most (empty free cells + "
                      "1) cards; empty piles do not raise the limit. A whole same-suit run may go onto "
                      "its foundation at once, whatever its length, as in AisleRiot.",
                   fr="Une suite d'une même couleur va au tableau si elle compte au plus (cellules libres "
                      "vides + 1) cartes ; les piles vides n'augmentent pas la limite. Une suite entière "
                      "d'une même couleur peut monter d'un coup sur sa fondation, quelle que soit sa "
                      "longueur, comme dans AisleRiot."),
            Phrase(en="Foundation cards are technically still in play, as the manual says and AisleRiot "
                      "allows: the top card may come back.",
                   fr="Les cartes des fondations restent techniquement en jeu, comme le dit le manuel et "
                      "comme le permet AisleRiot : la carte du dessus peut revenir."),
            Phrase(en="AisleRiot forgets to take the point back when a foundation card goes into a free "
                      "cell; this kit follows the manual and does not copy that slip.",
                   fr="AisleRiot oublie de retirer le point quand une carte d'une fondation va dans une "
                      "cellule libre ; ce kit suit le manuel et ne reproduit pas cet oubli."),
            Phrase(en="In AisleRiot a double-click on a foundation sends every card it can up; here that "
                      "is the autoplay setting (off by default).",
                   fr="Dans AisleRiot, un double-clic sur une fondation y envoie toutes les cartes "
                      "possibles ; ici c'est le réglage de jeu automatique (désactivé par défaut)."),
        ],
    )
