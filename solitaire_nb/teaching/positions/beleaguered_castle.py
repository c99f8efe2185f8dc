"""Prepared positions of the game declared in :mod:`solitaire_nb.games.beleaguered_castle`."""

from __future__ import annotations

from ..examples import example
from ..family_positions import ACES_ON_FOUNDATIONS

EXAMPLES = [
    example("Build down regardless of suit: any Eight goes on a Nine; a Seven does not.",
            "On construit en descendant sans tenir compte de la couleur : n'importe quel Huit va sur "
            "un Neuf ; un Sept non.",
            {**ACES_ON_FOUNDATIONS,
             "tableau1": "9H", "tableau2": "KC 8H", "tableau3": "8S", "tableau4": "7D"},
            select=("tableau3", 1), legal=("t3-t1", "t2-t1"), refused={"t4-t1": "build_down"}),
    example("Only the top card moves: two cards never move together.",
            "Seule la carte du dessus se déplace : deux cartes ne bougent jamais ensemble.",
            {**ACES_ON_FOUNDATIONS, "tableau1": "TD 9C", "tableau2": "JS"},
            select=("tableau1", 1), refused={"t1-t2x2": "single_card_move"}),
    example("Any card may fill an empty pile.",
            "N'importe quelle carte peut occuper une pile vide.",
            {**ACES_ON_FOUNDATIONS, "tableau1": "QH 5C", "tableau2": ""},
            select=("tableau1", 1), legal=("t1-t2",)),
    example("Foundations build up by suit from their Ace.",
            "Les fondations montent dans la même couleur à partir de leur As.",
            {**ACES_ON_FOUNDATIONS, "tableau1": "2C", "tableau2": "2D", "tableau3": "3H"},
            select=("tableau1", 1), legal=("t1-f1", "t2-f2"),
            refused={"t1-f2": "build_by_suit", "t3-f3": "build_up"}),
    example("A foundation card may come back to the tableau, but an Ace never leaves its foundation.",
            "Une carte d'une fondation peut revenir au tableau, mais un As ne quitte jamais sa "
            "fondation.",
            {"foundation1": "AC 2C 3C", "foundation2": "AD", "foundation3": "AH", "foundation4": "AS",
             "tableau1": "4H", "tableau2": "2S", "tableau3": ""},
            select=("foundation1", 1), legal=("f1-t1", "f1-t3"),
            refused={"f2-t2": "aces_stay", "f2-t3": "aces_stay"}),
]
