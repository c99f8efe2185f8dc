"""Prepared positions of the game declared in :mod:`solitaire_nb.games.freecell`."""

from __future__ import annotations

from ..examples import example

_FULL_ROW = {"tableau3": "KC", "tableau4": "KD", "tableau5": "KH", "tableau6": "KS", "tableau8": "QD"}


EXAMPLES = [
    example("A free cell holds any single card; a full one takes nothing more.",
            "Une cellule libre reçoit n'importe quelle carte seule ; pleine, elle n'accepte plus rien.",
            {"reserve1": "KD", "tableau1": "5H 9C", "tableau2": "JS"},
            select=("tableau1", 1), legal=("1b", "1c"), refused={"1a": "free_cell"}),
    example("Build down in alternate colours, one card at a time.",
            "On construit en descendant par couleur (rouge et noir) alternée, une carte à la fois.",
            {"tableau1": "QS 8H", "tableau2": "9C", "tableau3": "9D", **{"tableau4": "KD"}},
            select=("tableau1", 1), legal=("12",), refused={"13": "build_alternate_colour"}),
    example("A sequence may move at once if it could be moved card by card through the free cells and "
            "empty columns: (free cells + 1) x 2 ^ empty columns. Here 1 free cell and no empty "
            "column: 2 cards, not 3.",
            "Une suite peut se déplacer d'un coup si on pourrait la déplacer carte par carte par les "
            "cellules libres et les colonnes vides : (cellules + 1) x 2 ^ colonnes vides. Ici une cellule "
            "et aucune colonne vide : 2 cartes, pas 3.",
            {"reserve1": "2C", "reserve2": "3C", "reserve3": "4C", "tableau1": "9S 8H 7C",
             "tableau2": "TD", "tableau7": "9C", **_FULL_ROW},
            select=("tableau1", 2), legal=("17x2",),
            refused={"12x3": "free_cell_limited_move"}),
    example("Any card or sequence may fill an empty column.",
            "N'importe quelle carte ou suite peut occuper une colonne vide.",
            {"tableau1": "8H 7C", "tableau2": "", "tableau3": "4D"},
            select=("tableau1", 2), legal=("12x2", "12", "32")),
    example("Foundations start with an Ace, build up by suit, and their cards are out of play.",
            "Les fondations commencent par un As, montent dans la même couleur, et leurs cartes sont "
            "hors jeu.",
            {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "4S",
             "tableau4": "2C"},
            select=("tableau1", 1), legal=("1h",),
            refused={"f1-t3": "out_of_play", "t2-f1": "build_by_suit", "t4-f2": "base_card"}),
]
