"""Prepared positions of the game declared in :mod:`solitaire_nb.games.lady_jane`."""

from __future__ import annotations

from ..examples import example

EXAMPLES = [
    example("Build down in alternating colours: 7H goes on 8S, not on 8D; a King may go on an Ace "
            "of the other colour.",
            "On construit en descendant par couleur (rouge et noir) alternée : 7H va sur 8S, pas sur 8D ; "
            "un Roi "
            "peut aller sur un As de l'autre couleur (rouge ou noir).",
            {"tableau1": "(4C) 7H", "tableau2": "8S", "tableau3": "8D", "tableau4": "AC",
             "tableau5": "KH", "tableau6": "9C"},
            state={"base_rank": 5}, select=("tableau1", 1), legal=("t1-t2", "t5-t4"),
            refused={"t1-t3": "build_alternate_colour", "t1-t6": "build_down"}),
    example("Base rank Five: nothing may be built on a Five in the tableau, so 4S cannot go on 5H.",
            "Rang de base Cinq : on ne construit rien sur un Cinq au tableau, donc 4S ne peut pas "
            "aller sur 5H.",
            {"tableau1": "4S", "tableau2": "(9D) 5H", "tableau3": "5C"},
            state={"base_rank": 5}, select=("tableau1", 1), legal=("t2-f1",),
            refused={"t1-t2": "lady_jane_nothing_on_base"}),
    example("A built sequence moves together.",
            "Une suite construite se déplace d'un bloc.",
            {"tableau1": "(2D) 9H 8S 7D", "tableau2": "TS", "tableau3": "TD"},
            state={"base_rank": 5}, select=("tableau1", 3), legal=("t1-t2x3",),
            refused={"t1-t3x3": "build_alternate_colour"}),
    example("Base rank Five: an empty pile takes only a Four, or a sequence headed by a Four.",
            "Rang de base Cinq : une pile vide ne prend qu'un Quatre, ou une suite qui commence par "
            "un Quatre.",
            {"tableau1": "", "tableau2": "(KC) 4H 3S", "tableau3": "(2C) 6D", "reserve1": "4C"},
            state={"base_rank": 5}, select=("tableau2", 2), legal=("t2-t1x2", "r1-t1"),
            refused={"t3-t1": "lady_jane_empty_below_base"}),
    example("Reserve cards go to the tableau or a foundation; nothing is placed on a reserve.",
            "Les cartes des réserves vont au tableau ou sur une fondation ; on ne pose rien sur une "
            "réserve.",
            {"reserve1": "9C", "reserve2": "5D", "tableau1": "TH", "tableau2": "8D"},
            state={"base_rank": 5}, select=("reserve1", 1), legal=("r1-t1", "r2-f1"),
            refused={"t2-r1": "reserve"}),
    example("Foundations start with the base rank (here Five) and go up by suit, an Ace after a "
            "King; their top card may come back to the tableau.",
            "Les fondations commencent au rang de base (ici Cinq) et montent par couleur, l'As après "
            "le Roi ; leur carte du dessus peut revenir au tableau.",
            {"foundation1": "5D", "foundation2": "5C 6C 7C 8C 9C TC JC QC KC", "tableau1": "5H",
             "tableau2": "AC", "tableau3": "6H", "tableau4": "6D", "tableau5": "AS", "tableau6": "6S"},
            state={"base_rank": 5}, legal=("t1-f3", "t2-f2", "t4-f1", "f1-t6"),
            refused={"t3-f3": "base_card", "t5-f2": "build_by_suit", "t3-f1": "build_by_suit"}),
    example("With two cards left, the stock click lays both open: one on the waste, one face up on "
            "the stock; each may then be played.",
            "Quand il reste deux cartes, le clic sur la pioche les rend jouables toutes les deux : "
            "l'une sur la défausse, l'autre face visible sur la pioche.",
            {"stock": "(5S) (9H)", "tableau1": "TC"},
            state={"base_rank": 5}, legal=("deal",), refused={"s-t1": "stock"}),
]
