"""Westhaven, as AisleRiot plays it.

Ten tableau piles of three cards (two face down, one face up); from a pile
either the top card or all of its face-up cards together may be moved.
"""

from ..rules.building import ALTERNATE_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.key_parts import CARDS
from ..rules.local import GameRule
from ..rules.piles import Foundations, Stock, Tableau, Waste
from ..rules.stock import NO_REDEAL, DealToWaste
from ..rules.units import TOP_OR_FACE_UP_PART
from ..teaching.examples import add_examples, example_maker

# Moves are listed for consecutive counts; this check refuses lifting some, but not
# all, of a pile's face-up cards.  A card gone home early from the top of a pile leaves its
# whole face-up part still whole.
TOP_OR_WHOLE_PART = GameRule(
    TOP_OR_FACE_UP_PART.key, TOP_OR_FACE_UP_PART.text, TOP_OR_FACE_UP_PART.check,
    label={lang: TOP_OR_FACE_UP_PART.label(lang) for lang in ("en", "fr")},
    sees=CARDS,  # the face-up cards of the pile moved from, wherever it lies
    lets_safe_cards_go_early=True)


@register(
    "westhaven",
    names={"en": "Westhaven", "fr": "L'asile de l'ouest"},
    summary={"en": "Ten piles with two hidden cards each: move the top card, or a pile's whole "
                   "face-up part, and live dangerously.",
             "fr": "Dix piles avec deux cartes cachées chacune : déplacez la carte du dessus, ou "
                   "toute la partie visible d'une pile, et vivez dangereusement."},
    resembles="klondike",
    strategy={"en": "Play boldly: make every move you can, since turning up the two hidden cards under each "
                    "of the ten piles matters more than caution. Any card may fill an empty pile, so use the "
                    "gaps to free buried cards.",
              "fr": "Jouez avec audace\u00a0: faites tous les coups possibles, car retourner les deux cartes "
                    "cachées sous chacune des dix piles compte plus que la prudence. N'importe quelle carte "
                    "peut occuper une pile vide\u00a0: servez-vous des vides pour dégager les cartes "
                    "enterrées."},
)
def westhaven() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            Waste(),
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(10, build=Build(Down(), ALTERNATE_COLOUR), moves=TOP_OR_FACE_UP_PART,
                    empty=ANY_CARD),
        ],
        deal=[DealRow("tableau"), DealRow("tableau"), DealRow("tableau", face_up=True), RestToStock()],
        rules=[TOP_OR_WHOLE_PART],
        notes={
            "en": ["The deal: three rows on ten piles, the last one face up (30 cards); 22 cards "
                   "remain in the stock.",
                   "Build down in alternate colours. From a pile, move either its top card or all of "
                   "its face-up cards together; any card or group fills an empty pile.",
                   "One card at a time from the stock, no redeal. Foundations from Ace to King by "
                   "suit; their cards are out of play. Score: one point per card on the "
                   "foundations."],
            "fr": ["La donne : trois rangées sur dix piles, la dernière face visible (30 cartes) ; il "
                   "reste 22 cartes dans la pioche.",
                   "On construit en descendant en alternant les couleurs. D'une pile, on déplace soit "
                   "sa carte du dessus, soit toutes ses cartes visibles ensemble ; toute carte ou "
                   "groupe occupe une pile vide.",
                   "Une carte à la fois depuis la pioche, pas de redistribution. Fondations de l'As "
                   "au Roi par couleur ; leurs cartes sont hors jeu. Score : un point par carte sur "
                   "les fondations."],
        },
    )


_example = example_maker("westhaven")


add_examples("westhaven", [
    _example("From a pile, move the top card alone or all its face-up cards together: 7C alone, or "
             "9S 8H 7C, but not 8H 7C.",
             "D'une pile, on déplace la carte du dessus seule ou toutes ses cartes visibles "
             "ensemble : 7C seul, ou 9S 8H 7C, mais pas 8H 7C.",
             {"tableau1": "(4C) (5D) 9S 8H 7C", "tableau2": "8D", "tableau3": "TD", "tableau4": "9C"},
             select=("tableau1", 3), legal=("t1-t2x1", "t1-t3x3"),
             refused={"t1-t4x2": "top_or_face_up_part", "t1-t2x3": "build_down",
                      "t1-t3x4": "face_down"}),
    _example("Build down in alternate colours.",
             "On construit en descendant en alternant les couleurs.",
             {"tableau1": "(2S) 6H", "tableau2": "7S", "tableau3": "7D"},
             select=("tableau1", 1), legal=("t1-t2",), refused={"t1-t3": "build_alternate_colour"}),
    _example("Any card or group fills an empty pile.",
             "N'importe quelle carte ou groupe occupe une pile vide.",
             {"tableau1": "", "tableau2": "(KD) 5C 4H", "waste": "QH"},
             select=("tableau2", 2), legal=("t2-t1x2", "t2-t1x1", "w-t1")),
    _example("Foundations go up by suit from the Ace, and their cards are out of play.",
             "Les fondations montent par couleur depuis l'As, et leurs cartes sont hors jeu.",
             {"foundation1": "AH 2H", "tableau1": "3H", "tableau2": "3S", "tableau3": "3C"},
             legal=("t1-f1",), refused={"f1-t2": "out_of_play", "t2-f1": "build_by_suit",
                                        "t3-f2": "base_card"}),
    _example("One card at a time from the stock; no redeal.",
             "Une carte à la fois depuis la pioche ; pas de redistribution.",
             {"stock": "(9C)", "waste": "2S 6C", "tableau1": "7H"},
             legal=("deal", "w-t1"), refused={"redeal": "redeal", "w-t1x2": "single_card_move"}),
])
