"""Blondes and Brunettes, a Terrace variant: ten reserve cards, eight piles, a dealt base card."""

from ..rules.declaration import Declaration, register
from ..text.phrases import Phrase
from .falling_stars import DEALT_BASE_STRATEGY, falling_stars
from .terrace import terrace_deal


@register(
    "blondes_and_brunettes",
    names=Phrase(en="Blondes and Brunettes", fr="Blondes et brunes"),
    summary=Phrase(en="Terrace with a dealt base card, a ten-card reserve and eight tableau piles.",
                   fr="Une Terrasse à carte de base distribuée, avec une réserve de dix cartes et huit piles "
                      "au tableau."),
    strategy=DEALT_BASE_STRATEGY,
    resembles="terrace",
)
def blondes_and_brunettes() -> Declaration:
    spec = falling_stars()
    return spec.but(
        groups={"tableau": {"count": 8}},
        deal=terrace_deal(10, chosen=False),
        notes=[
            Phrase(en="The deal: ten cards face up in the reserve, one card face up on the first "
                      "foundation (its rank is the base of all eight), one card on each of the eight "
                      "tableau piles, and the first stock card turned onto the waste.",
                   fr="La donne : dix cartes face visible dans la réserve, une carte face visible sur la "
                      "première fondation (son rang est la base des huit), une carte sur chacune des huit "
                      "piles du tableau, et la première carte de la pioche retournée sur la défausse."),
            *spec.notes[1:],
        ],
    )
