"""Prepared positions of the game declared in :mod:`solitaire_nb.games.zebra`."""

from __future__ import annotations

from ..examples import example

_ACES = {f"foundation{i}": "A" + s for i, s in enumerate("CDHSCDHS", 1)}


EXAMPLES = [
    example("Build down in alternate colours, one card at a time.",
            "On construit en descendant par couleur (rouge et noir) alternée, une carte à la fois.",
            {"tableau6": "KS", "tableau7": "KH", "tableau8": "KD", **_ACES, "tableau1": "9C",
             "tableau2": "8H", "tableau3": "8S", "tableau4": "TD 9S 8D",
             "tableau5": "TH", "waste": "QC", "stock": "(4C)"},
            select=("tableau2", 1), legal=("t2-t1", "t4-t1"),
            refused={"t3-t1": "build_alternate_colour", "t1-t2": "build_down",
                     "t4-t5x2": "single_card_move"}),
    example("Foundations build up from the Ace in alternate colours, whatever the suit; a built group "
            "may go up at once.",
            "Les fondations montent à partir de l'As par couleur (rouge et noir) alternée, quelle que soit "
            "la couleur ; un groupe construit peut y monter d'un coup.",
            {"tableau4": "KS", "tableau5": "KH", "tableau6": "KD", "tableau7": "KC", "tableau8": "QS",
             **_ACES, "tableau1": "4S 3H 2S", "tableau2": "2D", "tableau3": "3D", "waste": "QC",
             "stock": "(4C)"},
            select=("tableau1", 3), legal=("t1-f2x3", "t1-f3", "t2-f1"),
            refused={"t2-f2": "build_alternate_colour", "t3-f1": "build_up"}),
    example("A tableau pile emptied by a move is filled at once from the waste: play 2D to its "
            "foundation and QC takes its place, so the player never places a card there.",
            "Une pile vidée par un coup est aussitôt remplie depuis la défausse : jouez le 2D sur sa "
            "fondation et le QC prend sa place, si bien que le joueur n'y pose jamais de carte.",
            {**_ACES, "tableau1": "2D", "tableau2": "KS", "tableau3": "9C", "tableau4": "KH",
             "tableau5": "KD", "tableau6": "KC", "tableau7": "QS", "tableau8": "QH", "waste": "QC",
             "stock": "(4C)"},
            select=("tableau1", 1), legal=("t1-f1",)),
    example("The stock deals one card at a time to the waste.",
            "La pioche donne une carte à la fois sur la défausse.",
            {"tableau2": "KS", "tableau3": "KH", "tableau4": "KD", "tableau5": "KC", "tableau6": "QS",
             "tableau7": "QH", "tableau8": "QD", **_ACES, "tableau1": "9C", "stock": "(4C) (5D)"},
             legal=("deal",)),
    example("The waste may be turned over once.",
            "La défausse peut être retournée une fois.",
            {"tableau2": "KS", "tableau3": "KH", "tableau4": "KD", "tableau5": "KC", "tableau6": "QS",
             "tableau7": "QH", "tableau8": "QD", **_ACES, "tableau1": "9C", "waste": "4C 5D"},
             legal=("redeal",)),
]
