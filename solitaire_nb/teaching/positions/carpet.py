"""Prepared positions of the game declared in :mod:`solitaire_nb.games.carpet`."""

from __future__ import annotations

from ..examples import example

ACES = {"foundation1": "AC", "foundation2": "AD", "foundation3": "AH", "foundation4": "AS"}


CARPET = {f"tableau{i}": card for i, card in enumerate(
    "5C 6C 7C 8C 9C 5D 6D 7D 8D 9D 5H 6H 7H 8H 9H 5S 6S 7S 8S 9S".split(), start=1)}


EXAMPLES = [
    example("Every carpet card goes to the foundation of its suit, one rank up: 2H on AH; 2C "
            "cannot go on AD, 3S cannot go on AS.",
            "Chaque carte du tapis va sur la fondation de sa couleur, un rang plus haut : 2H "
            "sur AH ; 2C ne va pas sur AD, 3S ne va pas sur AS.",
            {**ACES, **CARPET, "tableau7": "2H", "tableau12": "2C", "tableau20": "3S",
             "stock": "(TC)"},
            select=("tableau7", 1), legal=("t7-f3", "t12-f1"),
            refused={"t12-f2": "build_by_suit", "t20-f4": "build_up"}),
    example("The top card of the waste plays too; the gap a carpet card leaves is filled at once "
            "from the waste.",
            "La carte du dessus de la défausse se joue aussi ; la case vide laissée par une carte "
            "du tapis est aussitôt remplie depuis la défausse.",
            {**ACES, **CARPET, "tableau1": "2D", "waste": "TC 2S", "stock": "(TD)"},
            select=("waste", 1), legal=("w-f4", "t1-f2")),
    example("Nothing is built on the carpet, and foundation cards stay there.",
            "Rien ne se construit sur le tapis, et les cartes des fondations y restent.",
            {**ACES, **CARPET, "foundation1": "AC 2C", "waste": "4C", "stock": "(TD)"},
            refused={"w-t1": "tableau", "t1-t2": "tableau", "f1-t1": "out_of_play"}),
    example("A click turns one card onto the waste; an empty stock is not dealt again.",
            "Un clic retourne une carte sur la défausse ; une pioche vide n'est pas redistribuée.",
            {**ACES, **CARPET, "stock": "(TC) (TD)", "waste": "JC"}, legal=("deal",),
            refused={"redeal": "redeal"}),
]
