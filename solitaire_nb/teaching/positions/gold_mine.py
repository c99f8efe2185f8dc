"""Prepared positions of the game declared in :mod:`solitaire_nb.games.gold_mine`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("A click turns three cards onto the waste; only its top card plays, onto any empty pile "
            "or onto a card of the other colour one rank higher.",
            "Un clic retourne trois cartes sur la défausse ; seule sa carte du dessus se joue, sur "
            "une pile vide ou sur une carte de l'autre couleur (rouge ou noir) d'un rang plus haut.",
            {"stock": "(2C) (3C) (4C) (5C)", "waste": "9D 4S 8C", "tableau1": "", "tableau2": "9H",
             "tableau3": "9S"},
            select=("waste", 1), legal=("deal", "w-t1", "w-t2"),
            refused={"w-t3": "build_alternate_colour", "w-t1x2": "single_card_move"}),
    example("Any card or sequence may fill an empty pile, not only a King.",
            "N'importe quelle carte ou suite peut occuper une pile vide, pas seulement un Roi.",
            {"tableau1": "", "tableau2": "7C 6H 5S", "tableau3": "8S"},
            select=("tableau2", 2), legal=("t2-t1x2", "t2-t1x3", "t2-t1"),
            refused={"t2-t3x3": "build_alternate_colour", "t2-t3x2": "build_down"}),
    example("No redeal: once the stock is empty, the waste is not turned over.",
            "Pas de redistribution : une fois la pioche vide, la défausse n'est pas retournée.",
            {"waste": "4C 5D 6H"}, refused={"redeal": "redeal", "deal": "deal_to_waste"}),
    example("Foundations go up by suit from the Ace; their top card may come back.",
            "Les fondations montent par couleur depuis l'As ; leur carte du dessus peut revenir.",
            {"foundation1": "AC 2C", "tableau1": "3C", "tableau2": "3D", "tableau3": "4H"},
            legal=("t1-f1", "f1-t2"), refused={"t2-f1": "build_by_suit", "t3-f2": "base_card"}),
]
