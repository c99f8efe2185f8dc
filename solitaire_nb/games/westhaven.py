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
from ..text.phrases import Phrase

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
    names=Phrase(en="Westhaven", fr="L'asile de l'ouest"),
    summary=Phrase(en="Ten piles with two hidden cards each: move the top card, or a pile's whole "
                      "face-up part, and live dangerously.",
                   fr="Dix piles avec deux cartes cachées chacune : déplacez la carte du dessus, ou "
                      "toute la partie visible d'une pile, et vivez dangereusement."),
    resembles="klondike",
    strategy=Phrase(
        en="Play boldly: make every move you can, since turning up the two hidden cards under each "
           "of the ten piles matters more than caution. Any card may fill an empty pile, so use the "
           "gaps to free buried cards.",
        fr="Jouez avec audace\u00a0: faites tous les coups possibles, car retourner les deux cartes "
           "cachées sous chacune des dix piles compte plus que la prudence. N'importe quelle carte "
           "peut occuper une pile vide\u00a0: servez-vous des vides pour dégager les cartes "
           "enterrées.",
    ),
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
        notes=[
            Phrase(en="Build down in alternate colours. From a pile, move either its top card or all of "
                      "its face-up cards together; any card or group fills an empty pile.",
                   fr="On construit en descendant en alternant les couleurs. D'une pile, on déplace soit "
                      "sa carte du dessus, soit toutes ses cartes visibles ensemble ; toute carte ou "
                      "groupe occupe une pile vide."),
        ],
    )
