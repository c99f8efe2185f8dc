"""Whitehead, as AisleRiot plays it.

All 28 tableau cards face up in piles of 1 to 7; build down by colour (red on
red, black on black), but only runs of one suit move together.
"""

from ..rules.building import BY_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.piles import Stock, Tableau, Waste
from ..rules.run_foundations import RunFoundations
from ..rules.stock import NO_REDEAL, DealToWaste
from ..rules.units import SAME_SUIT_SEQUENCE
from ..text.phrases import Phrase


@register(
    "whitehead",
    names=Phrase(en="Whitehead", fr="Tête blanche"),
    summary=Phrase(en="Everything face up: build red on red and black on black, but only runs of "
                      "one suit move together. Empty piles are precious.",
                   fr="Tout est visible : on construit rouge sur rouge et noir sur noir, mais seules "
                      "les suites d'une même couleur se déplacent ensemble. Les piles vides sont "
                      "précieuses."),
    resembles="klondike",
    strategy=Phrase(
        en="Empty tableau piles are precious here, since any card or run may go there. Don't fill "
           "one just because you can: keeping it empty until a move really needs it is often the "
           "better choice.",
        fr="Les piles vides du tableau sont précieuses, car n'importe quelle carte ou suite peut y "
           "aller. Ne les remplissez pas simplement parce que c'est possible\u00a0: les garder "
           "vides jusqu'à ce qu'un coup en ait vraiment besoin est souvent le meilleur choix.",
    ),
)
def whitehead() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            Waste(),
            RunFoundations(4, build=Build(Up(), BY_SUIT), in_play=True),
            Tableau(7, build=Build(Down(), BY_COLOUR), moves=SAME_SUIT_SEQUENCE, empty=ANY_CARD),
        ],
        deal=[DealRow("tableau", range(row, 8), face_up=True) for row in range(1, 8)] + [RestToStock()],
        notes=[
            Phrase(en="Build down by colour: a red card on a red card one rank higher, a black card on "
                      "a black one. Only a run of one suit moves as a unit; any card or run fills an "
                      "empty pile.",
                   fr="On construit en descendant par couleur (rouge et noir) : une carte rouge sur une "
                      "carte rouge d'un rang plus haut, une noire sur une noire. Seule une suite d'une "
                      "même couleur se déplace d'un bloc ; toute carte ou suite occupe une "
                      "pile vide."),
            Phrase(en="As in AisleRiot (the manual does not say it), a run of one suit may go onto a "
                      "foundation in a single move when its top card is the one the foundation needs.",
                   fr="Comme dans AisleRiot (le manuel ne le dit pas), une suite d'une même couleur peut "
                      "monter sur une fondation en un seul coup si sa carte du dessus est celle "
                      "qu'attend la fondation."),
        ],
    )
