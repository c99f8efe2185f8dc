"""Prepared positions of the game declared in :mod:`solitaire_nb.games.giant`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Alternating colours: build down red on black or black on red; such a sequence moves "
            "together.",
            "Couleurs alternées : on construit en descendant, rouge sur noir ou noir sur rouge ; une "
            "telle suite se déplace d'un bloc.",
            {"tableau1": "9S 8H 7C", "tableau2": "TD", "tableau3": "9H", "tableau4": "TS"},
            select=("tableau1", 3), legal=("t1-t2x3",),
            refused={"t1-t4x3": "build_alternate_colour", "t1-t3x1": "build_down"}),
    example("Same suit option: build down by suit; only runs of one suit move together.",
            "Option même couleur : on construit en descendant par couleur ; seules les suites d'une "
            "même couleur se déplacent ensemble.",
            {"tableau1": "9H 8H", "tableau2": "TH", "tableau3": "9S", "tableau4": "TD 9C 8D"},
            options={"build": "same_suit"}, select=("tableau1", 2), legal=("t1-t2x2",),
            refused={"t1-t3x1": "build_by_suit", "t4-t2x2": "sequence_move"}),
    example("The reserve holds any single card, and only one.",
            "La réserve reçoit n'importe quelle carte, mais une seule.",
            {"reserve1": "", "tableau1": "QD JS", "tableau2": "KC"},
            legal=("t1-r1",), refused={"t1-r1x2": "free_cell"}),
    example("A full reserve takes nothing more; its card may go back to the tableau.",
            "Une réserve pleine ne prend plus rien ; sa carte peut revenir au tableau.",
            {"reserve1": "5H", "tableau1": "6S", "tableau2": "4C"},
            legal=("r1-t1",), refused={"t2-r1": "free_cell"}),
    example("Same suit option: a run of one suit goes up to a foundation in one move.",
            "Option même couleur : une suite d'une même couleur monte sur une fondation en un seul "
            "coup.",
            {"foundation1": "AH 2H", "tableau1": "5H 4H 3H", "tableau2": "2S AS"},
            options={"build": "same_suit"}, select=("tableau1", 3), legal=("t1-f1x3", "t2-f2x2"),
            refused={"t1-f2x3": "base_card"}),
    example("Alternating colours: a sequence of two colours cannot go up to a foundation at once.",
            "Couleurs alternées : une suite de deux couleurs ne peut pas monter d'un coup sur une "
            "fondation.",
            {"foundation1": "AH 2H", "tableau1": "4S 3H", "tableau2": "3H"},
            legal=("t1-f1", "t2-f1"), refused={"t1-f1x2": "run_to_foundation"}),
    example("Any card or sequence fills an empty pile; a click deals a row at any time, even onto "
            "an empty pile.",
            "N'importe quelle carte ou suite occupe une pile vide ; un clic distribue une rangée à "
            "tout moment, même sur une pile vide.",
            {"stock": "(2C) (3C) (4C) (5C) (6C) (7C) (8C) (9C)", "tableau1": "", "tableau2": "7D 6C"},
            legal=("t2-t1x2", "t2-t1x1", "deal"), refused={"redeal": "redeal"}),
    example("Foundation cards stay in play: the top card may come back to the tableau.",
            "Les cartes des fondations restent en jeu : la carte du dessus peut revenir au tableau.",
            {"foundation1": "AC 2C 3C", "tableau1": "4D", "tableau2": "4C"},
            select=("foundation1", 1), legal=("f1-t1",), refused={"f1-t2": "build_alternate_colour"}),
]
