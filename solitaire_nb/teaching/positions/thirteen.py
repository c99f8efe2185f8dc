"""Prepared positions of the game declared in :mod:`solitaire_nb.games.thirteen`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Two face-up cards adding up to 13 leave together: 8S on 5D, or 5D on 8S. 8S and 6C "
            "make 14.",
            "Deux cartes visibles dont la somme fait treize partent ensemble : 8S sur 5D, ou 5D "
            "sur 8S. 8S et 6C font quatorze.",
            {"tableau22": "8S", "tableau23": "5D", "tableau24": "6C", "tableau16": "(2H)"},
            select=("tableau22", 1), legal=("t22-t23", "t23-t22"),
            refused={"t22-t24": "pair_sum"}),
    example("A face-down card cannot be played or paired; it turns up once both cards on it "
            "have gone.",
            "Une carte face cachée ne se joue pas et ne fait pas paire ; elle se retourne quand "
            "les deux cartes posées sur elle sont parties.",
            {"tableau16": "(6H)", "tableau22": "7C", "tableau23": "JD", "tableau24": "2S",
             "tableau17": "(9S)"},
            select=("tableau23", 1), legal=("t23-t24",),
            refused={"t22-t16": "face_down", "t16-t22": "face_down"}),
    example("A King leaves alone, to the pile of removed cards; any other card needs a partner.",
            "Un Roi part seul, sur le tas des cartes enlevées ; toute autre carte a besoin d'une "
            "partenaire.",
            {"tableau22": "KH", "tableau23": "QC", "waste": "KS"},
            select=("tableau22", 1), legal=("t22-f1", "w-f1"),
            refused={"t23-f1": "removed_alone"}),
    example("The waste's top card pairs with a pyramid card or with the waste card under it.",
            "La carte du dessus de la défausse fait paire avec une carte de la pyramide ou avec "
            "la carte de la défausse juste en dessous.",
            {"waste": "4C 9D", "tableau22": "4H", "tableau23": "3S"},
            select=("waste", 1), legal=("w-w", "w-t22", "t22-w"),
            refused={"w-t23": "pair_sum"}),
]
