"""Easthaven, as AisleRiot plays it.

Seven piles of three cards (two face down, one face up); each click on the
stock deals a face-up card onto every pile, but not while an empty pile could
be filled with a King.
"""

from __future__ import annotations

from typing import Any

from ..engine.position import Position
from ..rules.building import ALTERNATE_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import KINGS_ONLY
from ..rules.key_parts import COUNTS, PLACES
from ..rules.piles import Foundations, Stock, Tableau
from ..rules.position import Pile
from ..rules.stock import NO_REDEAL, DealToEachPile
from ..rules.units import SEQUENCE
from ..text.phrases import Phrase

TABLEAU_BUILD = Build(Down(), ALTERNATE_COLOUR)
DECK_SIZE = 52
PILES = 7


def king_available(pile: Pile) -> bool:
    """AisleRiot's test: the longest sequence on top of ``pile`` is headed by a King that
    covers other cards, so moving it would fill an empty pile usefully."""
    cards = pile.cards
    run = SEQUENCE.run_length(cards, TABLEAU_BUILD) or (1 if cards else 0)
    return run > 0 and cards[-run].rank == 13 and run < len(cards)


class FillEmptyPilesBeforeDealing(DealToEachPile):
    """Easthaven's deal: one face-up card on each pile, refused while a pile is empty and a
    King (with cards under it) could fill it, unless fewer than seven cards are left in the
    tableau (stock and foundations together hold more than 45)."""

    _RULE = Phrase(en="each click deals one face-up card onto every tableau pile, but not while a pile is "
                      "empty and a King that covers other cards could fill it (unless fewer than seven "
                      "cards are left in the tableau)",
                   fr="chaque clic distribue une carte face visible sur chaque pile du tableau, mais pas "
                      "tant qu'une pile est vide et qu'un Roi recouvrant d'autres cartes pourrait la "
                      "remplir (sauf s'il reste moins de sept cartes au tableau)")

    def __init__(self) -> None:
        super().__init__("tableau", face_up=True)

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(self._RULE).text(lang)

    def blocked(self, game: Position) -> bool:
        piles = game.group_piles("tableau")
        if all(p.cards for p in piles):
            return False
        outside = len(game.pile("stock").cards) + sum(len(p.cards) for p in game.group_piles("foundation"))
        if outside > DECK_SIZE - PILES:
            return False
        return any(king_available(p) for p in piles)

    def sees(self, group: Any, declaration: Declaration) -> int:
        """The tableau, pile by pile; elsewhere, how many cards (see rules/key_parts.py)."""
        return PLACES if group.prefix == "tableau" else COUNTS


@register(
    "easthaven",
    names=Phrase(en="Easthaven", fr="L'asile de l'est"),
    summary=Phrase(en="Seven short piles fed by the stock one row at a time; fill the empty piles "
                      "with Kings before dealing again.",
                   fr="Sept piles courtes alimentées par la pioche une rangée à la fois ; remplissez "
                      "les piles vides avec des Rois avant de redistribuer."),
    strategy=Phrase(
        en="Send cards to the foundations while you can, since the next deal may bury them. But "
           "foundation cards never come back, so a card sent up too early may be missing later as a "
           "place to build on.",
        fr="Montez les cartes sur les fondations tant que vous le pouvez, car la prochaine "
           "distribution risque de les recouvrir. Mais les cartes des fondations ne reviennent "
           "jamais\u00a0: une carte montée trop tôt peut manquer plus tard pour y construire.",
    ),
    resembles="klondike",
)
def easthaven() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=FillEmptyPilesBeforeDealing(), redeals=NO_REDEAL),
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(PILES, build=TABLEAU_BUILD, moves=SEQUENCE, empty=KINGS_ONLY),
        ],
        deal=[DealRow("tableau"), DealRow("tableau"), DealRow("tableau", face_up=True), RestToStock()],
        notes=[
            Phrase(en="The deal: two face-down rows and one face-up row on seven piles (21 cards); 31 "
                      "cards remain in the stock: four deals of seven, then a last deal of three onto "
                      "the first three piles. No redeal.",
                   fr="La donne : deux rangées face cachée et une rangée face visible sur sept piles "
                      "(21 cartes) ; il reste 31 cartes dans la pioche : quatre distributions de sept, "
                      "puis une dernière de trois sur les trois premières piles. Pas de redistribution."),
            Phrase(en="Build down in alternate colours; sequences move together; only a King or a "
                      "sequence headed by a King fills an empty pile. Foundations from Ace to King by "
                      "suit, out of play. Score: one point per card on the foundations.",
                   fr="On construit en descendant en alternant les couleurs ; les suites se déplacent "
                      "ensemble ; seul un Roi ou une suite commençant par un Roi occupe une pile vide. "
                      "Fondations de l'As au Roi par couleur, hors jeu. Score : un point par carte sur "
                      "les fondations."),
            Phrase(en="The manual says an empty pile must be filled, if possible, before the next deal. "
                      "This kit makes 'if possible' precise the way AisleRiot's code does: the deal is "
                      "refused while a pile is empty and some pile has a King heading its top sequence "
                      "with other cards under it; it is allowed anyway once fewer than seven cards are "
                      "left in the tableau (stock and foundations holding more than 45 cards), when not "
                      "every pile can be filled.",
                   fr="Le manuel dit qu'une pile vide doit être remplie, si possible, avant la "
                      "distribution suivante. Ce kit précise « si possible » comme le code d'AisleRiot : "
                      "la distribution est refusée tant qu'une pile est vide et qu'une pile a un Roi en "
                      "tête de sa suite du dessus avec d'autres cartes sous lui ; elle est permise quand "
                      "même dès qu'il reste moins de sept cartes au tableau (pioche et fondations en "
                      "contenant plus de 45), quand toutes les piles ne peuvent plus être remplies."),
        ],
    )
