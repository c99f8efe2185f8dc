"""Prepared positions of the game declared in :mod:`solitaire_nb.games.falling_stars`."""

from __future__ import annotations

from ..examples import Example, example

EXAMPLES = [
    example("The deal put a Four on the first foundation: every foundation starts with a Four and "
            "builds up by alternate colour; nothing is built on a Four in the tableau.",
            "La donne a posé un Quatre sur la première fondation : chaque fondation commence par un "
            "Quatre et monte par couleur (rouge et noir) alternée ; rien ne se construit sur un Quatre au "
            "tableau.",
            {"foundation1": "4C", "reserve1": "4D", "tableau1": "5H", "tableau2": "5S",
             "tableau3": "4S", "tableau4": "3H", "waste": "9C", "stock": "(6C)"},
            state={"base_rank": 4}, legal=("t1-f1", "r1-f2"),
            refused={"t2-f1": "build_alternate_colour", "t4-t3": "terrace_nothing_on_base",
                     "t2-f2": "base_card"}),
    example("One card at a time, down by alternate colour; an empty pile takes only the waste card.",
            "Une carte à la fois, en descendant par couleur (rouge et noir) alternée ; une pile vide ne "
            "prend "
            "que la carte de la défausse.",
            {"foundation1": "4C", "tableau1": "", "tableau2": "9S", "tableau3": "TD", "waste": "JC",
             "stock": "(6C) (2D)"},
            state={"base_rank": 4}, select=("tableau2", 1), legal=("t2-t3", "w-t1"),
            refused={"t2-t1": "terrace_empty_from_waste"}),
]


def dealt_base_examples() -> list[Example]:
    """Prepared positions shared by the variants that differ from Falling Stars only in the
    number of reserve cards and tableau piles (Blondes and Brunettes, Wood)."""
    return [
        example("The deal put a Four on the first foundation: the other foundations start with a Four, "
                "and all build up by alternate colour, an Ace after a King.",
                "La donne a posé un Quatre sur la première fondation : les autres fondations commencent "
                "par un Quatre, et toutes montent par couleur (rouge et noir) alternée, l'As après le Roi.",
                {"foundation1": "4C", "foundation2": "QD KS", "reserve1": "4D", "tableau1": "5H",
                 "tableau2": "5S", "tableau3": "AH", "waste": "9C", "stock": "(6C)"},
                state={"base_rank": 4}, legal=("t1-f1", "r1-f3", "t3-f2"),
                refused={"t2-f1": "build_alternate_colour", "t2-f3": "base_card"}),
        example("Down by alternate colour, one card at a time; the reserve card goes only to a "
                "foundation; an empty pile takes only the waste card.",
                "En descendant par couleur (rouge et noir) alternée, une carte à la fois ; la carte de la "
                "réserve "
                "ne va que sur une fondation ; une pile vide ne prend que la carte de la défausse.",
                {"foundation1": "4C", "reserve1": "8D", "tableau1": "", "tableau2": "9S", "tableau3": "TD",
                 "waste": "JC", "stock": "(6C) (2D)"},
                state={"base_rank": 4}, select=("tableau2", 1), legal=("t2-t3", "w-t1"),
                refused={"t2-t1": "terrace_empty_from_waste", "r1-t2": "terrace_reserve_to_foundations"}),
    ]
