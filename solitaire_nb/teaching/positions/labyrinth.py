"""Prepared positions of the game declared in :mod:`solitaire_nb.games.labyrinth`."""

from __future__ import annotations

from ...games.labyrinth import ROWS_DEALT
from ..examples import example

ACES = {"foundation1": "AC", "foundation2": "AD", "foundation3": "AH", "foundation4": "AS"}


TOP = {f"tableau{i}": card for i, card in enumerate("9C 9D 9H 9S TC TD TH TS".split(), start=1)}


EXAMPLES = [
    example("A top-row card goes to the foundation of its suit, one rank up: 2H on AH; 2C cannot "
            "go on AD, 3S cannot go on AS.",
            "Une carte de la rangée du haut va sur la fondation de sa couleur, un rang plus haut : "
            "2H sur AH ; 2C ne va pas sur AD, 3S ne va pas sur AS.",
            {**ACES, **TOP, "tableau1": "2H", "tableau2": "2C", "tableau3": "3S", "stock": "(5C) (6C)"},
            select=("tableau1", 1), legal=("t1-f3", "t2-f1"),
            refused={"t2-f2": "build_by_suit", "t3-f4": "build_up"}),
    example("Before the first click on the stock, the stock refills a top-row place at once.",
            "Avant le premier clic sur la pioche, la pioche remplit aussitôt une case de la "
            "rangée du haut.",
            {**ACES, **TOP, "tableau1": "2H", "stock": "(5C) (6C)"},
            select=("tableau1", 1), legal=("t1-f3", "deal")),
    example("After a click, only the last card of a column plays (here 2D, not 7C above it); a "
            "top-row place is then refilled by the first card of the column below it.",
            "Après un clic, seule la dernière carte d'une colonne se joue (ici 2D, pas 7C "
            "au-dessus) ; une case de la rangée du haut est alors remplie par la première carte "
            "de la colonne en dessous.",
            {**ACES, **TOP, "tableau1": "2H", "column1": "7C 2D", "stock": "(5C)"},
            state={ROWS_DEALT: True}, select=("column1", 1), legal=("column1-f2", "t1-f3"),
            refused={"column1-f1x2": "single_card_move"}),
    example("Nothing is built on the tableau, and cards on the foundations stay there.",
            "Rien ne se construit au tableau, et les cartes des fondations y restent.",
            {**ACES, **TOP, "foundation3": "AH 2H", "tableau1": "3C", "stock": "(5C)"},
            refused={"t1-t5": "tableau", "f3-t1": "out_of_play", "t2-column1": "labyrinth_column"}),
    example("A click deals a row: one card to each column, or into an empty top-row place.",
            "Un clic distribue une rangée : une carte sur chaque colonne, ou dans une case vide "
            "de la rangée du haut.",
            {**ACES, **TOP, "tableau3": "", "stock": "(2C) (3C) (4C) (5C) (6C) (7C) (8C) (JC)"},
            legal=("deal",)),
    example("Once the stock is empty no row is dealt and there is no redeal.",
            "Une fois la pioche vide, plus aucune rangée n'est distribuée et il n'y a pas de "
            "redistribution.",
            {**ACES, **TOP}, state={ROWS_DEALT: True}, refused={"deal": "labyrinth_deal"}),
]
