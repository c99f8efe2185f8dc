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
from ..teaching.examples import add_examples, example_maker


@register(
    "whitehead",
    names={"en": "Whitehead", "fr": "Tête blanche"},
    summary={"en": "Everything face up: build red on red and black on black, but only runs of "
                   "one suit move together. Empty piles are precious.",
             "fr": "Tout est visible : on construit rouge sur rouge et noir sur noir, mais seules "
                   "les suites d'une même couleur se déplacent ensemble. Les piles vides sont "
                   "précieuses."},
    resembles="klondike",
    strategy={"en": "Empty tableau piles are precious here, since any card or run may go there. Don't fill "
                    "one just because you can: keeping it empty until a move really needs it is often the "
                    "better choice.",
              "fr": "Les piles vides du tableau sont précieuses, car n'importe quelle carte ou suite peut y "
                    "aller. Ne les remplissez pas simplement parce que c'est possible\u00a0: les garder "
                    "vides jusqu'à ce qu'un coup en ait vraiment besoin est souvent le meilleur choix."},
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
        notes={
            "en": ["The deal: pile k gets k cards, all face up; 24 cards remain in the stock.",
                   "Build down by colour: a red card on a red card one rank higher, a black card on "
                   "a black one. Only a run of one suit moves as a unit; any card or run fills an "
                   "empty pile.",
                   "One card at a time from the stock, no redeal. Foundations from Ace to King by "
                   "suit; their top card may come back to the tableau. Score: one point per card on "
                   "the foundations.",
                   "As in AisleRiot (the manual does not say it), a run of one suit may go onto a "
                   "foundation in a single move when its top card is the one the foundation needs."],
            "fr": ["La donne : la pile k reçoit k cartes, toutes face visible ; il reste 24 cartes "
                   "dans la pioche.",
                   "On construit en descendant par couleur (rouge et noir) : une carte rouge sur une "
                   "carte rouge d'un rang plus haut, une noire sur une noire. Seule une suite d'une "
                   "même couleur (enseigne) se déplace d'un bloc ; toute carte ou suite occupe une "
                   "pile vide.",
                   "Une carte à la fois depuis la pioche, pas de redistribution. Fondations de l'As "
                   "au Roi par couleur ; leur carte du dessus peut revenir au tableau. Score : un "
                   "point par carte sur les fondations.",
                   "Comme dans AisleRiot (le manuel ne le dit pas), une suite d'une même couleur peut "
                   "monter sur une fondation en un seul coup si sa carte du dessus est celle "
                   "qu'attend la fondation."],
        },
    )


_example = example_maker("whitehead")


add_examples("whitehead", [
    _example("Build down by colour: 7H may go on 8D (both red) but not on 8S.",
             "On construit en descendant par couleur (rouge et noir) : 7H peut aller sur 8D (deux "
             "rouges) mais pas sur 8S.",
             {"tableau1": "KC 7H", "tableau2": "8D", "tableau3": "8S", "tableau4": "9H"},
             select=("tableau1", 1), legal=("t1-t2",),
             refused={"t1-t3": "build_by_colour", "t1-t4": "build_down"}),
    _example("Only a run of one suit moves as a unit: 8H 7H can move together, 9D 8H cannot.",
             "Seule une suite d'une même couleur (enseigne) se déplace d'un bloc : 8H 7H peuvent "
             "partir ensemble, 9D 8H non.",
             {"tableau1": "9D 8H 7H", "tableau2": "9H", "tableau3": "TH"},
             select=("tableau1", 2), legal=("t1-t2x2",), refused={"t1-t3x3": "same_suit_sequence_move"}),
    _example("Any card or run fills an empty pile.",
             "N'importe quelle carte ou suite occupe une pile vide.",
             {"tableau1": "", "tableau2": "QS JS", "waste": "4D"},
             select=("tableau2", 2), legal=("t2-t1x2", "t2-t1x1", "w-t1")),
    _example("A run of one suit may go up to a foundation in one move: 5H 4H 3H onto 2H.",
             "Une suite d'une même couleur peut monter sur une fondation en un seul coup : 5H 4H 3H "
             "sur 2H.",
             {"foundation1": "AH 2H", "tableau1": "KS 5H 4H 3H", "tableau2": "2C AC", "tableau3": "4S 3S"},
             select=("tableau1", 3), legal=("t1-f1x3", "t2-f2x2"),
             refused={"t3-f3x2": "base_card", "t1-f2x3": "base_card"}),
    _example("Foundation cards stay in play: the top card may come back to the tableau.",
             "Les cartes des fondations restent en jeu : la carte du dessus peut revenir au tableau.",
             {"foundation1": "AD 2D 3D", "tableau1": "4H", "tableau2": "4S"},
             select=("foundation1", 1), legal=("f1-t1",), refused={"f1-t2": "build_by_colour"}),
    _example("One card at a time from the stock; no redeal.",
             "Une carte à la fois depuis la pioche ; pas de redistribution.",
             {"stock": "(9C)", "waste": "2S 6C", "tableau1": "7S"},
             legal=("deal", "w-t1"), refused={"redeal": "redeal", "w-t1x2": "single_card_move"}),
])
