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
            Phrase(en="The card on the first foundation sets the base rank of all eight foundations.",
                   fr="La carte de la première fondation fixe le rang de base des huit fondations."),
            *spec.notes[1:],
        ],
    )
