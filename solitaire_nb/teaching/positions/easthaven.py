"""Prepared positions of the game declared in :mod:`solitaire_nb.games.easthaven`."""

from __future__ import annotations

from ..examples import example

_FULL = {"foundation1": " ".join(f"{r}C" for r in "A23456789TJQK"),
         "foundation2": " ".join(f"{r}D" for r in "A23456789TJQK"),
         "foundation3": " ".join(f"{r}H" for r in "A23456789TJQK"),
         "foundation4": "AS 2S 3S 4S 5S"}


EXAMPLES = [
    example("Build down in alternate colours; a sequence moves as one unit.",
            "On construit en descendant par couleur (rouge et noir) alternée ; une suite se déplace d'un "
            "bloc.",
            {"tableau1": "(3C) (4D) 9S 8H", "tableau2": "TD", "tableau3": "9C", "tableau4": "TS"},
            select=("tableau1", 2), legal=("t1-t2x2", "t1-t3x1"),
            refused={"t1-t4x2": "build_alternate_colour", "t1-t3x2": "build_down"}),
    example("Only a King, or a sequence headed by a King, fills an empty pile.",
            "Seul un Roi, ou une suite commençant par un Roi, occupe une pile vide.",
            {"tableau1": "", "tableau2": "(6C) KH QS", "tableau3": "(2D) QD"},
            select=("tableau2", 2), legal=("t2-t1x2",), refused={"t3-t1": "empty_king_only"}),
    example("A pile is empty and the King of tableau 2 could fill it: the stock will not deal until "
            "it does.",
            "Une pile est vide et le Roi du tableau 2 pourrait la remplir : la pioche ne distribue "
            "pas tant qu'il ne l'a pas fait.",
            {"stock": "(2H) (3H) (4H) (5H) (6H) (7H) (8H)", "tableau1": "", "tableau2": "(6C) KH QS",
             "tableau3": "(2D) 9D"},
            legal=("t2-t1x2",), refused={"deal": "deal_to_each_pile"}),
    example("No King could usefully fill the empty pile (the King lies at the bottom of its pile): "
            "the stock deals, one face-up card onto each pile, the empty one included.",
            "Aucun Roi ne peut utilement remplir la pile vide (le Roi est au fond de sa pile) : la "
            "pioche distribue une carte face visible sur chaque pile, la pile vide comprise.",
            {"stock": "(2H) (3H) (4H) (5H) (6H) (7H) (8H)", "tableau1": "", "tableau2": "KH QS",
             "tableau3": "(2D) 9D"},
            legal=("deal",)),
    example("Fewer than seven cards are left in the tableau: the stock deals even though a King "
            "could fill the empty pile.",
            "Il reste moins de sept cartes au tableau : la pioche distribue même si un Roi pourrait "
            "remplir la pile vide.",
            {**_FULL, "stock": "(6S) (7S) (8S)", "tableau1": "", "tableau2": "(9S) KS"},
            legal=("deal", "t2-t1")),
    example("Foundations go up by suit from the Ace, and their cards are out of play.",
            "Les fondations montent par couleur depuis l'As, et leurs cartes sont hors jeu.",
            {"foundation1": "AS 2S", "tableau1": "3S", "tableau2": "3D", "tableau3": "4H"},
            legal=("t1-f1",), refused={"f1-t2": "out_of_play", "t2-f1": "build_by_suit",
                                       "t3-f2": "base_card"}),
]
