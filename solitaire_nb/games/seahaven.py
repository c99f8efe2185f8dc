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
from ..table.layout import Gap, Piles, Row, TableLayout
from ..teaching.examples import add_examples, example_maker
from .families.examples import down_by_suit_and_free_cells

CELLS_PLUS_ONE = FreeCellLimitedSequence(piles=False)


@register(
    "seahaven",
    names={"en": "Seahaven Towers", "fr": "L'asile maritime"},
    summary={"en": "Ten open piles and four free cells: build down by suit, move runs through the "
                   "cells, and only a King may start an empty pile.",
             "fr": "Dix piles ouvertes et quatre cellules libres : construisez en descendant dans la "
                   "même couleur, déplacez les suites par les cellules, et seul un Roi peut occuper "
                   "une pile vide."},
    resembles="freecell",
    strategy={"en": "Send cards to the foundations as soon as you can: a card left lying in the tableau or "
                    "in a free cell only gets in your way. Use the free cells sparingly, since the empty "
                    "ones decide how long a run you can move.",
              "fr": "Envoyez les cartes sur les fondations dès que possible\u00a0: une carte qui traîne au "
                    "tableau ou dans une cellule libre ne fait que vous gêner. N'occupez les cellules libres "
                    "qu'à bon escient, car ce sont les cellules restées vides qui fixent la longueur des "
                    "suites que vous pouvez déplacer."},
)
def seahaven() -> Declaration:
    return Declaration(
        layout=TableLayout((
            Row((Piles("foundation", numbers=(1, 2)), Gap(None), Piles("reserve"), Gap(None),
                 Piles("foundation", numbers=(3, 4)))),
            Row((Piles("tableau", "down"),)))),
        deck=STANDARD_DECK,
        piles=[
            FreeCells(4),
            RunFoundations(4, build=Build(Up(), BY_SUIT), in_play=True),
            Tableau(10, build=Build(Down(), BY_SUIT), moves=CELLS_PLUS_ONE, empty=KINGS_ONLY),
        ],
        deal=[DealRows("tableau", count=50, face_up=True), DealRow("reserve", (2, 3), face_up=True)],
        notes={
            "en": ["The last two cards of the deal go into the two middle free cells (2 and 3).",
                   "A same-suit sequence moves onto the tableau when it has at most (empty free cells + "
                   "1) cards; empty piles do not raise the limit. A whole same-suit run may go onto "
                   "its foundation at once, whatever its length, as in AisleRiot.",
                   "Foundation cards are technically still in play, as the manual says and AisleRiot "
                   "allows: the top card may come back.",
                   "Score: one point per card on the foundations, as the manual states. (AisleRiot "
                   "forgets to take the point back when a foundation card goes into a free cell; this "
                   "kit does not copy that slip.)",
                   "In AisleRiot a double-click on a foundation sends every card it can up; here that "
                   "is the autoplay setting (off by default)."],
            "fr": ["Les deux dernières cartes de la donne vont dans les deux cellules libres du milieu "
                   "(2 et 3).",
                   "Une suite d'une même couleur va au tableau si elle compte au plus (cellules libres "
                   "vides + 1) cartes ; les piles vides n'augmentent pas la limite. Une suite entière "
                   "d'une même couleur peut monter d'un coup sur sa fondation, quelle que soit sa "
                   "longueur, comme dans AisleRiot.",
                   "Les cartes des fondations restent techniquement en jeu, comme le dit le manuel et "
                   "comme le permet AisleRiot : la carte du dessus peut revenir.",
                   "Score : un point par carte sur les fondations, comme l'indique le manuel. "
                   "(AisleRiot oublie de retirer le point quand une carte d'une fondation va dans une "
                   "cellule libre ; ce kit ne reproduit pas cette erreur.)",
                   "Dans AisleRiot, un double-clic sur une fondation y envoie toutes les cartes "
                   "possibles ; ici c'est le réglage de jeu automatique (désactivé par défaut)."],
        },
    )


_example = example_maker("seahaven")


add_examples("seahaven", [
    down_by_suit_and_free_cells("seahaven"),
    _example("A same-suit sequence moves if it has at most (empty free cells + 1) cards: one empty cell "
             "allows two cards, not three.",
             "Une suite d'une même couleur se déplace si elle a au plus (cellules libres vides + 1) "
             "cartes : une cellule vide permet deux cartes, pas trois.",
             {"reserve1": "2C", "reserve2": "3C", "reserve3": "4C", "tableau1": "9S 8S 7S",
              "tableau2": "TS", "tableau3": "8D 7D", "tableau4": "9D", "tableau5": ""},
             select=("tableau3", 2), legal=("t3-t4x2",),
             refused={"t1-t2x3": "free_cell_limited_move"}),
    _example("Only a King, or a sequence headed by a King, fills an empty pile.",
             "Seul un Roi, ou une suite commençant par un Roi, occupe une pile vide.",
             {"tableau1": "KH QH", "tableau2": "", "tableau3": "QS"},
             select=("tableau1", 2), legal=("t1-t2x2",), refused={"t3-t2": "empty_king_only"}),
    _example("A whole same-suit run goes onto its foundation in one move, whatever the free cells.",
             "Une suite entière d'une même couleur monte sur sa fondation en un seul coup, quelles que "
             "soient les cellules libres.",
             {**{f"reserve{i}": c for i, c in enumerate(["2C", "3C", "4C", "5C"], 1)},
              "foundation1": "AH 2H", "tableau1": "KS 6H 5H 4H 3H", "tableau2": "JD 9H 7S"},
             select=("tableau1", 4), legal=("t1-f1x4", "t1-f1"),
             refused={"t1-f2x4": "base_card", "t1-f1x5": "free_cell_limited_move"}),
    _example("Foundations start with an Ace and build up by suit; their top card is still in play.",
             "Les fondations commencent par un As et montent dans la même couleur ; leur carte du "
             "dessus reste en jeu.",
             {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "2C"},
             select=("tableau1", 1), legal=("t1-f1", "f1-r1"),
             refused={"t2-f1": "build_by_suit", "t3-f2": "base_card"}),
])
