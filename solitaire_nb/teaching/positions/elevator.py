"""Prepared positions of the game declared in :mod:`solitaire_nb.games.elevator`."""

from __future__ import annotations

from ..examples import Example, example


def waste_examples() -> list[Example]:
    """Free cards going onto the waste one rank up or down, Aces next to Kings (Elevator, Escalator)."""
    return [
        example("A free card goes onto the waste one rank above or below its top card, whatever the "
                "suit: the Nine or the Jack on the Ten, not the Queen.",
                "Une carte libre va sur la défausse un rang au-dessus ou au-dessous de sa carte du dessus, "
                "quelle que soit la couleur : le Neuf ou le Valet sur le Dix, pas la Dame.",
                {"waste": "TH", "tableau22": "9S", "tableau23": "JD", "tableau24": "QH"},
                select=("tableau22", 1), legal=("t22-w", "t23-w"),
                refused={"t24-w": "build_up_or_down"}),
        example("Aces and Kings are next to each other: an Ace goes on a King, a King on an Ace.",
                "L'As et le Roi se suivent : un As va sur un Roi, un Roi sur un As.",
                {"waste": "KC", "tableau22": "AD", "tableau23": "2H"},
                select=("tableau22", 1), legal=("t22-w",), refused={"t23-w": "build_up_or_down"}),
    ]


def stock_examples() -> list[Example]:
    """Nothing onto an empty waste, and no redeal (Elevator, Escalator)."""
    return [
        example("Nothing goes onto an empty waste: turn a card from the stock first. The pyramid takes "
                "no card.",
                "Rien ne va sur une défausse vide : retournez d'abord une carte de la pioche. La pyramide "
                "ne prend aucune carte.",
                {"stock": "(3C)", "tableau22": "4D", "tableau23": "5D"},
                legal=("deal",), refused={"t22-w": "waste_building", "t22-t23": "tableau"}),
        example("The stock turns one card at a time; there is no redeal.",
                "La pioche retourne une carte à la fois ; il n'y a pas de redistribution.",
                {"waste": "2S 6C", "tableau28": "QD"},
                refused={"redeal": "redeal", "w-t28": "tableau"}),
    ]


# the bottom row is tableau22..28; the row above is tableau16..21
EXAMPLES = [
    *waste_examples(),
    example("A card covered by a card of the row below cannot be played, even face up.",
            "Une carte couverte par une carte de la rangée du dessous ne se joue pas, même visible.",
            {"waste": "5C", "tableau16": "4H", "tableau23": "8S"},
            select=("tableau16", 1), refused={"t16-w": "free_card"}),
    example("A face-down card cannot be played; it turns up when its two covering cards have gone: "
            "take the Six, and the card above turns up.",
            "Une carte face cachée ne se joue pas ; elle se retourne quand ses deux cartes couvrantes "
            "sont parties : prenez le Six, et la carte du dessus se retourne.",
            {"waste": "5C", "tableau16": "(4H)", "tableau22": "6S", "tableau21": "(9D)",
             "tableau27": "8D", "tableau28": "KS"},
            select=("tableau22", 1), legal=("t22-w",), refused={"t21-w": "face_down"}),
    *stock_examples(),
]
