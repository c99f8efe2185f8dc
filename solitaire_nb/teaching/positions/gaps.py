"""Prepared positions of the game declared in :mod:`solitaire_nb.games.gaps`."""

from __future__ import annotations

from ..examples import example


def _grid(*changed: str) -> dict:
    """A whole grid: row ``r`` is King, gap, Two to Queen of one suit (every gap dead), with
    some rows replaced (each row: thirteen cards or '--' for a gap)."""
    rows = [f"K{s} -- " + " ".join(f"{r}{s}" for r in "23456789TJQ") for s in "CDHS"]
    for text in changed:
        index, row = text.split(":")
        rows[int(index) - 1] = row
    cells = [card for row in rows for card in row.split()]
    return {f"tableau{i}": ("" if card == "--" else card) for i, card in enumerate(cells, 1)}


EXAMPLES = [
    example("A gap takes the next card of the same suit after the card on its left: 6D may go "
            "after 5D, not 6S; nothing goes into a cell that holds a card, nor after a King.",
            "Une case vide prend la carte suivante de même couleur après la carte à sa gauche : 6D "
            "peut aller après 5D, pas 6S ; rien ne va dans une case occupée, ni après un Roi.",
            _grid("2:KD 6D 2D 3D 4D 5D -- 7D 8D 9D TD JD QD"),
            select=("tableau15", 1), legal=("t15-t20",),
            refused={"t46-t20": "gap_follows", "t15-t16": "gap_follows", "t15-t2": "gap_follows",
                     "redeal": "gaps_redeal"}),
    example("A gap in the first column takes any Two, and only a Two; the last card of a row is not "
            "left of the next row's first cell.",
            "Une case vide de la première colonne prend n'importe quel Deux, et seulement un Deux ; "
            "la dernière carte d'une rangée n'est pas à gauche de la première case de la rangée "
            "suivante.",
            _grid("3:-- KH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"),
            select=("tableau29", 1), legal=("t29-t27", "t3-t27"),
            refused={"t28-t27": "gap_follows", "t14-t27": "gap_follows"}),
    example("A run of one suit from a Two in the first column is locked: 2C, 3C and 4C stay put; 8H "
            "after them is not part of the run, and 9H may go after it.",
            "Une suite d'une même couleur partant d'un Deux de la première colonne est bloquée : 2C, "
            "3C et 4C restent en place ; 8H après eux ne fait pas partie de la suite, et 9H peut "
            "aller après lui.",
            _grid("1:2C 3C 4C 8H -- 5C 6C 7C 8C 9C TC JC QC",
                  "3:KH -- 2H 3H 4H 5H 6H 7H KC 9H TH JH QH"),
            select=("tableau36", 1), legal=("t36-t5",),
            refused={"t3-t5": "gaps_locked_run", "t1-t28": "gaps_locked_run"}),
    example("Every gap is dead, after a King: a double-click on any card redeals (twice at most).",
            "Toutes les cases vides sont bloquées, après un Roi : un double-clic sur une carte "
            "redistribue (deux fois au plus).",
            _grid(), legal=("redeal",), refused={"t3-t2": "gap_follows"}),
]
