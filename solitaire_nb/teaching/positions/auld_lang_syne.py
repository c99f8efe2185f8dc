"""Prepared positions of the game declared in :mod:`solitaire_nb.games.auld_lang_syne`."""

from __future__ import annotations

from ..examples import Example, example
from ..family_positions import ACES_ON_FOUNDATIONS


def reserve_examples() -> list[Example]:
    """The examples Auld Lang Syne shares with Scuffle: reserves, foundations, the deal."""
    return [
        example("Only the top card of a reserve moves, and only onto a foundation: nothing goes "
                "onto a reserve.",
                "Seule la carte du dessus d'une réserve bouge, et seulement vers une fondation : "
                "rien ne va sur une réserve.",
                {**ACES_ON_FOUNDATIONS, "reserve1": "9C 2H", "reserve2": "3S", "reserve3": "",
                 "stock": "(5D) (6D) (7D) (8D)"},
                select=("reserve1", 1), legal=("r1-f1",),
                refused={"r1-r3": "reserve", "r2-r1": "reserve", "r1-f1x2": "single_card_move"}),
        example("Foundations build up by one whatever the suits; their cards are out of play.",
                "Les fondations montent d'un rang quelles que soient les couleurs ; leurs cartes "
                "sont hors jeu.",
                {"foundation1": "AC 2D", "foundation2": "AD", "foundation3": "AH", "foundation4": "AS",
                 "reserve1": "3H", "reserve2": "4S", "reserve3": "", "reserve4": "2C",
                 "stock": "(5D) (6D) (7D) (8D)"},
                select=("reserve1", 1), legal=("r1-f1", "r4-f2"),
                refused={"r2-f1": "build_up", "f1-r3": "out_of_play"}),
        example("A click on the stock deals one card face up onto each reserve.",
                "Un clic sur la pioche distribue une carte face visible sur chaque réserve.",
                {**ACES_ON_FOUNDATIONS, "reserve1": "KC", "stock": "(5D) (6D) (7D) (8D) (9D) (TD) "
                 "(JD) (QD)"},
                legal=("deal",), refused={"r1-f1": "build_up"}),
    ]


EXAMPLES = [
    *reserve_examples(),
    example(
        "The stock is empty and there is no redeal: with no reserve card fitting a foundation, the "
        "game is lost.",
        "La pioche est vide et il n'y a pas de redistribution : aucune carte des réserves ne va sur "
        "une fondation, la partie est perdue.",
        {**ACES_ON_FOUNDATIONS, "reserve1": "5C", "reserve2": "KD", "stock": ""},
        refused={"deal": "deal_to_each_pile", "r1-f1": "build_up"}),
]
