"""Prepared positions of the game declared in :mod:`solitaire_nb.games.valentine`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("A card goes onto the next higher card of its suit: 6H on 7H, from a pile or from the "
            "waste; never on a card of another suit, and a King never goes on an Ace.",
            "Une carte va sur la carte immédiatement supérieure de sa couleur : 6H sur 7H, depuis "
            "une pile ou depuis la défausse ; jamais sur une carte d'une autre couleur, et un Roi ne "
            "va jamais sur un As.",
            {"tableau1": "7H", "tableau2": "6H", "tableau3": "AC", "tableau4": "6S", "waste": "KC",
             "stock": "(2D) (3D)"},
            select=("tableau2", 1), legal=("t2-t1",),
            refused={"t4-t1": "build_by_suit", "w-t3": "build_down", "t1-w": "waste"}),
    example("An empty pile takes no card from the player: the stock click fills it, with the waste "
            "card first.",
            "Une pile vide ne reçoit aucune carte du joueur : le clic sur la pioche la remplit, "
            "d'abord avec la carte de la défausse.",
            {"tableau1": "9S", "tableau2": "", "tableau3": "", "tableau4": "QD", "waste": "4C",
             "stock": "(2D) (3D) (5H)"},
            legal=("deal",), refused={"w-t2": "valentine_filled_by_click",
                                      "redeal": "valentine_gather"}),
    example("No pile empty and an empty waste: the click turns one stock card onto the waste.",
            "Aucune pile vide et la défausse vide : le clic retourne une carte de la pioche sur la "
            "défausse.",
            {"tableau1": "9S", "tableau2": "JH", "tableau3": "3C", "tableau4": "QD",
             "stock": "(2D) (3D) (5H)"},
            legal=("deal",), refused={"redeal": "valentine_gather"}),
    example("A card on the waste and no pile empty: the click puts the piles under the stock, the "
            "waste card starts the first pile and three stock cards the others.",
            "Une carte sur la défausse et aucune pile vide : le clic met les piles sous la pioche, "
            "la carte de la défausse commence la première pile et trois cartes de la pioche les "
            "autres.",
            {"tableau1": "9S 8S", "tableau2": "JH", "tableau3": "3C", "tableau4": "QD", "waste": "5H",
             "stock": "(2D) (3D) (6H)"},
            legal=("redeal",), refused={"deal": "valentine_deal"}),
]
