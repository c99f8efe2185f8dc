"""Prepared positions of the game declared in :mod:`solitaire_nb.games.cover`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Two cards of the same suit make a pair, whatever their ranks: 3H with KH. 3H and 3S "
            "do not; no card leaves alone.",
            "Deux cartes de la même couleur forment une paire, quels que soient leurs rangs : 3H "
            "avec KH. 3H et 3S, non ; aucune carte ne part seule.",
            {"tableau1": "3H", "tableau2": "3S", "tableau3": "KH", "tableau4": "9D",
             "stock": "(2C) (QS) (JH)"},
            select=("tableau1", 1), legal=("t1-t3", "t3-t1"),
            refused={"t1-t2": "pair_same_suit", "t2-t4": "pair_same_suit", "t4-f1": "pair_removal"}),
    example("The stock only refills the cells: taking KH and 3H away puts the stock's top card "
            "where KH was, the next one where 3H was; clicking the stock deals nothing.",
            "La pioche ne fait que remplir les cases : retirer KH et 3H met la carte du dessus de "
            "la pioche où était KH, la suivante où était 3H ; cliquer sur la pioche ne distribue "
            "rien.",
            {"tableau1": "3H", "tableau2": "3S", "tableau3": "KH", "tableau4": "9D",
             "stock": "(2C) (QS) (JH)"},
            select=("tableau3", 1), legal=("t3-t1",),
            refused={"deal": "stock_refills_cells", "t3-stock": "stock"}),
]
