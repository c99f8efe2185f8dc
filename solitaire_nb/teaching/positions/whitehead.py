"""Prepared positions of the game declared in :mod:`solitaire_nb.games.whitehead`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down by colour: 7H may go on 8D (both red) but not on 8S.",
            "On construit en descendant par couleur (rouge et noir) : 7H peut aller sur 8D (deux "
            "rouges) mais pas sur 8S.",
            {"tableau1": "KC 7H", "tableau2": "8D", "tableau3": "8S", "tableau4": "9H"},
            select=("tableau1", 1), legal=("t1-t2",),
            refused={"t1-t3": "build_by_colour", "t1-t4": "build_down"}),
    example("Only a run of one suit moves as a unit: 8H 7H can move together, 9D 8H cannot.",
            "Seule une suite d'une même couleur se déplace d'un bloc : 8H 7H peuvent "
            "partir ensemble, 9D 8H non.",
            {"tableau1": "9D 8H 7H", "tableau2": "9H", "tableau3": "TH"},
            select=("tableau1", 2), legal=("t1-t2x2",), refused={"t1-t3x3": "same_suit_sequence_move"}),
    example("Any card or run fills an empty pile.",
            "N'importe quelle carte ou suite occupe une pile vide.",
            {"tableau1": "", "tableau2": "QS JS", "waste": "4D"},
            select=("tableau2", 2), legal=("t2-t1x2", "t2-t1x1", "w-t1")),
    example("A run of one suit may go up to a foundation in one move: 5H 4H 3H onto 2H.",
            "Une suite d'une même couleur peut monter sur une fondation en un seul coup : 5H 4H 3H "
            "sur 2H.",
            {"foundation1": "AH 2H", "tableau1": "KS 5H 4H 3H", "tableau2": "2C AC", "tableau3": "4S 3S"},
            select=("tableau1", 3), legal=("t1-f1x3", "t2-f2x2"),
            refused={"t3-f3x2": "base_card", "t1-f2x3": "base_card"}),
    example("Foundation cards stay in play: the top card may come back to the tableau.",
            "Les cartes des fondations restent en jeu : la carte du dessus peut revenir au tableau.",
            {"foundation1": "AD 2D 3D", "tableau1": "4H", "tableau2": "4S"},
            select=("foundation1", 1), legal=("f1-t1",), refused={"f1-t2": "build_by_colour"}),
    example("One card at a time from the stock; no redeal.",
            "Une carte à la fois depuis la pioche ; pas de redistribution.",
            {"stock": "(9C)", "waste": "2S 6C", "tableau1": "7S"},
            legal=("deal", "w-t1"), refused={"redeal": "redeal", "w-t1x2": "single_card_move"}),
]
