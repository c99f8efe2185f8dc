"""Prepared positions of the game declared in :mod:`solitaire_nb.games.pileon`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("A card goes onto a card of the same rank, whatever its suit; an empty pile takes any "
            "card.",
            "Une carte va sur une carte de même rang, quelle que soit sa couleur ; une pile vide "
            "reçoit n'importe quelle carte.",
            {"tableau1": "3C 9D 7H", "tableau2": "KS 2H 7C", "tableau3": "4D 8S", "tableau14": ""},
            select=("tableau1", 1), legal=("t1-t2", "t1-t14", "t3-t14"),
            refused={"t1-t3": "pileon_same_rank"}),
    example("The top card moves with the cards of its rank just under it: two Sixes together, "
            "never the card beneath them.",
            "La carte du dessus se déplace avec les cartes de son rang juste en dessous : deux Six "
            "ensemble, jamais la carte en dessous.",
            {"tableau1": "QC 6D 6S", "tableau2": "JH 6C", "tableau3": "", "tableau4": "5H 9C"},
            select=("tableau1", 2), legal=("t1-t2x2", "t1-t2", "t1-t3x2"),
            refused={"t1-t3x3": "pileon_same_rank_group"}),
    example("No pile holds more than four cards: three Nines cannot join a pile of two.",
            "Aucune pile ne contient plus de quatre cartes : trois Neuf ne peuvent pas rejoindre "
            "une pile de deux.",
            {"tableau1": "2D 9C 9H 9S", "tableau2": "4S 9D", "tableau3": "AH"},
            select=("tableau1", 3), legal=("t1-t2x2",),
            refused={"t1-t2x3": "pile_limit"}),
    example("Four cards of one rank are a finished set: the top card lies face down and nothing "
            "leaves it or joins it.",
            "Quatre cartes de même rang forment un ensemble terminé : la carte du dessus est face "
            "cachée, et plus rien n'en part ni n'y va.",
            {"tableau1": "8C 8D 8H (8S)", "tableau2": "5C 5D", "tableau3": "", "tableau4": "JD 2C"},
            legal=("t2-t3x2",),
            refused={"t1-t3": "pileon_frozen_set", "t2-t1": "pileon_frozen_set"}),
]
