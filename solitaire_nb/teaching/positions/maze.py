"""Prepared positions of the game declared in :mod:`solitaire_nb.games.maze`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("A gap takes the next card of the same suit after its left neighbour: 6H may go after "
            "5H, not 6C; a cell holding a card takes nothing.",
            "Une case vide prend la carte suivante de même couleur après sa voisine de gauche : 6H "
            "peut aller après 5H, pas 6C ; une case occupée ne prend rien.",
            {"tableau3": "5H", "tableau4": "", "tableau20": "6H", "tableau21": "6C",
             "tableau22": "7C"},
            select=("tableau20", 1), legal=("t20-t4",),
            refused={"t21-t4": "gap_follows", "t20-t22": "gap_follows"}),
    example("A gap also takes the card just before its right neighbour, in the same suit: 8S may go "
            "left of 9S, not 8D.",
            "Une case vide prend aussi la carte juste avant sa voisine de droite, dans la même "
            "couleur : 8S peut aller à gauche de 9S, pas 8D.",
            {"tableau12": "", "tableau13": "9S", "tableau30": "8S", "tableau31": "8D"},
            select=("tableau30", 1), legal=("t30-t12",), refused={"t31-t12": "gap_follows"}),
    example("An Ace follows a Queen of any suit, and a Queen comes before an Ace of any suit.",
            "Un As suit une Dame de n'importe quelle couleur, et une Dame précède un As de n'importe "
            "quelle couleur.",
            {"tableau6": "QD", "tableau7": "", "tableau25": "", "tableau26": "AH",
             "tableau40": "AC", "tableau41": "QS", "tableau42": "2C"},
            select=("tableau40", 1), legal=("t40-t7", "t41-t25"), refused={"t42-t7": "gap_follows"}),
    example("The top-left cell takes any Ace, the bottom-right cell any Queen.",
            "La case en haut à gauche prend n'importe quel As, la case en bas à droite n'importe "
            "quelle Dame.",
            {"tableau1": "", "tableau2": "7D", "tableau54": "", "tableau53": "3H",
             "tableau40": "AC", "tableau41": "QS", "tableau42": "2C", "tableau43": "JS"},
            select=("tableau40", 1), legal=("t40-t1", "t41-t54"),
            refused={"t42-t1": "gap_follows", "t43-t54": "gap_follows"}),
    example("The grid reads as one line: the first cell of a row lies just right of the last cell "
            "of the row above, so 5C may go after 4C there.",
            "La grille se lit comme une seule ligne : la première case d'une rangée est juste à "
            "droite de la dernière case de la rangée du dessus, si bien que 5C peut y aller après "
            "4C.",
            {"tableau9": "4C", "tableau10": "", "tableau11": "JD", "tableau33": "5C",
             "tableau34": "5D"},
            select=("tableau33", 1), legal=("t33-t10",), refused={"t34-t10": "gap_follows"}),
]
