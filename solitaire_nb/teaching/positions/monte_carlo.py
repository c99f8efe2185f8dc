"""Prepared positions of the game declared in :mod:`solitaire_nb.games.monte_carlo`."""

from __future__ import annotations

from ..examples import example

_FULL_GRID = {f"tableau{i}": card for i, card in enumerate(
    "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD".split(), 1)}


EXAMPLES = [
    example("Two cards of the same rank that touch make a pair: 5C pairs with 5D beside it and "
            "with 5H at its corner, not with 5S two slots away nor with 9C below it.",
            "Deux cartes de même rang qui se touchent forment une paire : 5C va avec 5D à côté "
            "et avec 5H par un coin, pas avec 5S à deux emplacements ni avec 9C en dessous.",
            {"tableau1": "5C", "tableau2": "5D", "tableau3": "5S", "tableau6": "9C",
             "tableau7": "5H", "stock": "(2S)"},
            select=("tableau1", 1), legal=("t1-t2", "t1-t7"),
            refused={"t1-t3": "pair_touching", "t1-t6": "pair_same_rank"}),
    example("The grid does not wrap: 8H at the end of the first row does not touch 8D at the start "
            "of the second.",
            "La grille ne se referme pas : 8H au bout de la première rangée ne touche pas 8D au "
            "début de la deuxième.",
            {"tableau5": "8H", "tableau6": "8D", "tableau10": "8S", "stock": "(2S)"},
            select=("tableau5", 1), legal=("t5-t10",), refused={"t5-t6": "pair_touching"}),
    example("A click on the stock closes the gaps in reading order, then deals into the empty "
            "slots at the end.",
            "Un clic sur la pioche resserre les emplacements vides dans l'ordre de lecture, puis "
            "distribue dans les emplacements vides de la fin.",
            {**_FULL_GRID, "tableau2": "", "tableau8": "", "stock": "(2S) (3S)"},
            legal=("deal",)),
    example("With every slot filled, a click on the stock would change nothing: it is refused.",
            "Quand tous les emplacements sont remplis, un clic sur la pioche ne changerait rien : "
            "il est refusé.",
            {**_FULL_GRID, "stock": "(2S) (3S)"}, refused={"deal": "gaps_close"}),
    example("An empty slot takes no card: only a card of a pair, dropped on its partner, moves.",
            "Un emplacement vide ne prend aucune carte : seule une carte d'une paire, posée sur sa "
            "partenaire, se déplace.",
            {"tableau1": "5C", "tableau2": "", "tableau7": "5H", "stock": "(2S)"},
            select=("tableau1", 1), legal=("t1-t7",), refused={"t1-t2": "pair_removal"}),
]
