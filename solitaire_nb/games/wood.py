"""Wood, a Terrace variant: ten reserve cards, nine piles, a dealt base card."""

from ..rules.declaration import Declaration, register
from ..text.phrases import Phrase
from .falling_stars import falling_stars
from .terrace import terrace_deal


@register(
    "wood",
    names=Phrase(en="Wood", fr="Bois"),
    summary=Phrase(en="Terrace with a dealt base card, a ten-card reserve and nine tableau piles.",
                   fr="Une Terrasse à carte de base distribuée, avec une réserve de dix cartes et neuf piles "
                      "au tableau."),
    resembles="terrace",
    strategy=Phrase(
        en="As in Terrace, look in the reserve for cards that a foundation could take one after "
           "another, and plan to devote a foundation to them. When you fill an empty tableau pile, "
           "prefer a card of the rank just below the base, the last card a foundation needs. While "
           "an empty pile locks the stock, playing the waste card elsewhere unlocks it without "
           "filling the gap.",
        fr="Comme à la Terrasse, repérez dans la réserve les cartes qu'une fondation pourrait "
           "prendre l'une après l'autre, et prévoyez de leur consacrer une fondation. Pour remplir "
           "une pile vide du tableau, préférez une carte du rang juste en dessous de la base, la "
           "dernière dont une fondation a besoin. Quand une pile vide bloque la pioche, jouer "
           "ailleurs la carte de la défausse la débloque sans combler le vide.",
    ),
)
def wood() -> Declaration:
    spec = falling_stars()
    return spec.but(
                deal=terrace_deal(10, chosen=False),
        notes=[
            Phrase(en="The deal: ten cards face up in the reserve, one card face up on the first "
                      "foundation (its rank is the base of all eight), one card on each of the nine "
                      "tableau piles, and the first stock card turned onto the waste.",
                   fr="La donne : dix cartes face visible dans la réserve, une carte face visible sur la "
                      "première fondation (son rang est la base des huit), une carte sur chacune des neuf "
                      "piles du tableau, et la première carte de la pioche retournée sur la défausse."),
            *spec.notes[1:],
        ],
    )
