"""Prepared positions of the game declared in :mod:`solitaire_nb.games.kings_audience`."""

from __future__ import annotations

from ..examples import example

FULL_RING = {f"reserve{i}": card for i, card in enumerate(
    "2H 3H 4H 5H 6H 7H 8H 9H 2S 3S 4S 5S 6S 7S 8S 9S".split(), start=1)}


EXAMPLES = [
    example("A King and the Queen of its suit go together to a throne: KH on QH (or QH on KH). "
            "KS and QH are not of the same suit, and a King and a Jack make no pair.",
            "Un Roi et la Dame de sa couleur partent ensemble sur un trône : KH sur QH (ou QH "
            "sur KH). KS et QH ne sont pas de la même couleur, et un Roi avec un Valet ne forment "
            "pas de paire.",
            {**FULL_RING, "reserve1": "KH", "reserve2": "QH", "reserve3": "KS", "reserve4": "JS",
             "stock": "(5C) (6C)"},
            select=("reserve1", 1), legal=("r1-r2", "r2-r1"),
            refused={"r3-r2": "kings_audience_pair", "r3-r4": "kings_audience_pair"}),
    example("An Ace and the Jack of its suit go together to an empty foundation, the Jack on "
            "top; the waste's top card pairs too. The emptied cell takes the next waste card.",
            "Un As et le Valet de sa couleur partent ensemble sur une fondation vide, le Valet "
            "dessus ; la carte du dessus de la défausse forme aussi des paires. La case vidée "
            "reçoit la carte suivante de la défausse.",
            {**FULL_RING, "reserve5": "JD", "waste": "4C AD", "reserve6": "AC"},
            select=("waste", 1), legal=("w-r5", "r5-w"),
            refused={"w-r6": "kings_audience_pair", "w-f1": "kings_audience_foundation"}),
    example("A foundation opened by a Jack is built down in suit: TD goes on JD, not TC; nothing "
            "goes on an empty foundation or a throne.",
            "Une fondation ouverte par un Valet se construit en descendant dans la couleur : TD "
            "va sur JD, pas TC ; rien ne va sur une fondation vide ni sur un trône.",
            {**FULL_RING, "foundation1": "AD JD", "throne1": "KS QS", "reserve1": "TD",
             "reserve2": "TC", "reserve3": "9D", "stock": "(5C)"},
            select=("reserve1", 1), legal=("r1-f1",),
            refused={"r2-f1": "build_by_suit", "r3-f1": "build_down",
                     "r1-f2": "kings_audience_foundation", "r2-throne2": "kings_audience_pair"}),
    example("Cells take nothing by a move: a card goes only onto its partner or a foundation. "
            "Cards on the foundations and thrones never move again.",
            "Les cases ne reçoivent rien par un coup : une carte ne va que sur sa partenaire ou "
            "sur une fondation. Les cartes des fondations et des trônes ne bougent plus.",
            {**FULL_RING, "foundation1": "AD JD TD", "throne1": "KS QS", "stock": "(5C)"},
            refused={"r1-r2": "kings_audience_pair", "f1-r1": "out_of_play",
                     "throne1-r1": "out_of_play"}),
    example("A click turns one card onto the waste; an empty stock is not dealt again.",
            "Un clic retourne une carte sur la défausse ; une pioche vide n'est pas redistribuée.",
            {**FULL_RING, "stock": "(5C) (6C)", "waste": "7C"}, legal=("deal",),
            refused={"redeal": "redeal"}),
]
