"""Prepared positions of the game declared in :mod:`solitaire_nb.games.saratoga`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Everything is face up, so a long sequence can be moved from deep in a pile.",
            "Tout est visible : on peut déplacer une longue suite prise au fond d'une pile.",
            {"tableau1": "4H QD JS TH 9C", "tableau2": "KS", "tableau3": "KD"},
            select=("tableau1", 4), legal=("t1-t2x4",),
            refused={"t1-t3x4": "build_alternate_colour", "t1-t2x5": "sequence_move"}),
    example("Only a King, or a sequence headed by a King, fills an empty pile.",
            "Seul un Roi, ou une suite commençant par un Roi, occupe une pile vide.",
            {"tableau1": "", "tableau2": "5D KH QC", "tableau3": "JD"},
            select=("tableau2", 2), legal=("t2-t1x2",), refused={"t3-t1": "empty_king_only"}),
    example("Foundations go up by suit from the Ace; their top card may come back to the tableau.",
            "Les fondations montent par couleur depuis l'As ; leur carte du dessus peut revenir au "
            "tableau.",
            {"foundation1": "AH 2H", "waste": "3H", "tableau1": "3S", "tableau2": "3D"},
            legal=("w-f1", "f1-t1"), refused={"t2-f1": "build_by_suit", "t2-f2": "base_card"}),
    example("One card at a time from the stock; the waste is turned over when the stock is empty "
            "(twice, as the manual says).",
            "Une carte à la fois depuis la pioche ; la défausse est retournée quand la pioche est "
            "vide (deux fois, comme le dit le manuel).",
            {"waste": "7C 8D"}, legal=("redeal",), refused={"w-f1": "base_card", "deal": "deal_to_waste"}),
    example("Three-card option: a click turns up to three cards.",
            "Option à trois cartes : un clic retourne jusqu'à trois cartes.",
            {"stock": "(7C) (8D) (9S) (TH)"}, options={"draw": 3, "redeals": "unlimited"},
            legal=("deal",), refused={"redeal": "redeal"}),
]
