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
            Phrase(en="The card on the first foundation sets the base rank of all eight foundations.",
                   fr="La carte de la première fondation fixe le rang de base des huit fondations."),
            *spec.notes[1:],
        ],
    )
