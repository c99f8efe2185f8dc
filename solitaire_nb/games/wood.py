"""Wood, a Terrace variant: ten reserve cards, nine piles, a dealt base card."""

from ..rules.declaration import Declaration, register
from ..teaching.examples import add_examples, example_maker
from .falling_stars import falling_stars
from .terrace import terrace_deal


@register(
    "wood",
    names={"en": "Wood", "fr": "Bois"},
    summary={"en": "Terrace with a dealt base card, a ten-card reserve and nine tableau piles.",
             "fr": "Une Terrasse à carte de base distribuée, avec une réserve de dix cartes et neuf piles "
                   "au tableau."},
)
def wood() -> Declaration:
    spec = falling_stars()
    return spec.but(
                deal=terrace_deal(10, chosen=False),
        notes={
            "en": ["The deal: ten cards face up in the reserve, one card face up on the first "
                   "foundation (its rank is the base of all eight), one card on each of the nine "
                   "tableau piles, and the first stock card turned onto the waste.",
                   *spec.notes["en"][1:]],
            "fr": ["La donne : dix cartes face visible dans la réserve, une carte face visible sur la "
                   "première fondation (son rang est la base des huit), une carte sur chacune des neuf "
                   "piles du tableau, et la première carte de la pioche retournée sur la défausse.",
                   *spec.notes["fr"][1:]],
        },
    )


_example = example_maker("wood")

add_examples("wood", [
    _example("The deal put a Four on the first foundation: the other foundations start with a Four, "
             "and all build up by alternate colour, an Ace after a King.",
             "La donne a posé un Quatre sur la première fondation : les autres fondations commencent "
             "par un Quatre, et toutes montent en alternant les couleurs, l'As après le Roi.",
             {"foundation1": "4C", "foundation2": "QD KS", "reserve1": "4D", "tableau1": "5H",
              "tableau2": "5S", "tableau3": "AH", "waste": "9C", "stock": "(6C)"},
             state={"base_rank": 4}, legal=("t1-f1", "r1-f3", "t3-f2"),
             refused={"t2-f1": "build_alternate_colour", "t2-f3": "base_card"}),
    _example("Down by alternate colour, one card at a time; the reserve card goes only to a "
             "foundation; an empty pile takes only the waste card.",
             "En descendant et en alternant les couleurs, une carte à la fois ; la carte de la réserve "
             "ne va que sur une fondation ; une pile vide ne prend que la carte de la défausse.",
             {"foundation1": "4C", "reserve1": "8D", "tableau1": "", "tableau2": "9S", "tableau3": "TD",
              "waste": "JC", "stock": "(6C) (2D)"},
             state={"base_rank": 4}, select=("tableau2", 1), legal=("t2-t3", "w-t1"),
             refused={"t2-t1": "terrace_empty_from_waste", "r1-t2": "terrace_reserve_to_foundations"}),
])
