"""Gypsy, as AisleRiot plays it.

Two decks; eight piles of three cards (two face down, one face up); each
click on the stock deals a card onto every pile; eight foundations.
"""

from __future__ import annotations

from ..engine.position import Position
from ..rules.building import ALTERNATE_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import DOUBLE_DECK
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.goals import ScoreRule
from ..rules.piles import Foundations, Stock, Tableau
from ..rules.stock import NO_REDEAL, DealToEachPile
from ..rules.units import SEQUENCE
from ..text.phrases import Phrase


class GypsyScore(ScoreRule):
    """5 points per foundation card, 60 more per complete foundation, and 2 points per pair of
    face-up tableau cards in alternate colours, the upper one rank below the lower one."""

    _TEXT = Phrase(en="5 points per card on the foundations, 60 more for each complete foundation, and 2 "
                      "points for each face-up card lying on a face-up card of the other colour one rank "
                      "higher in the tableau (counted again after every move); at most 1000",
                   fr="5 points par carte sur les fondations, 60 de plus par fondation complète, et 2 "
                      "points pour chaque carte visible posée au tableau sur une carte visible de l'autre "
                      "couleur d'un rang plus haut (recompté après chaque coup) ; au plus 1000")

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(self._TEXT).text(lang)

    def score(self, game: Position) -> int:
        total = 0
        for pile in game.group_piles("foundation"):
            total += 5 * len(pile.cards) + (60 if len(pile.cards) == 13 else 0)
        for pile in game.group_piles("tableau"):
            cards = pile.cards
            for lower, upper in zip(cards, cards[1:]):
                if (lower.face_up and upper.face_up and lower.red != upper.red
                        and upper.rank == lower.rank - 1):
                    total += 2
        return total


@register(
    "gypsy",
    names=Phrase(en="Gypsy", fr="Bohémien"),
    summary=Phrase(en="Two decks, eight piles, a row dealt on every pile at each click: uncover the "
                      "hidden cards and build eight foundations.",
                   fr="Deux paquets, huit piles, une rangée distribuée sur chaque pile à chaque clic : "
                      "dégagez les cartes cachées et montez huit fondations."),
    strategy=Phrase(
        en="Turn up hidden cards in the tableau whenever you get the chance. Remember that the top "
           "card of a foundation can come back to the tableau when you need it to build on.",
        fr="Retournez des cartes cachées du tableau dès que l'occasion se présente. Rappelez-vous "
           "que la carte du dessus d'une fondation peut revenir au tableau si elle vous aide à "
           "construire.",
    ),
    resembles="klondike",
)
def gypsy() -> Declaration:
    return Declaration(
        deck=DOUBLE_DECK,
        piles=[
            Stock(deal=DealToEachPile("tableau", face_up=True), redeals=NO_REDEAL),
            Foundations(8, build=Build(Up(), BY_SUIT), in_play=True),
            Tableau(8, build=Build(Down(), ALTERNATE_COLOUR), moves=SEQUENCE, empty=ANY_CARD),
        ],
        deal=[DealRow("tableau"), DealRow("tableau"), DealRow("tableau", face_up=True), RestToStock()],
        score=GypsyScore(),
        notes=[
            Phrase(en="Build down in alternate colours; sequences move together; any card or sequence "
                      "fills an empty pile. Eight foundations from Ace to King by suit; their top card "
                      "may come back to the tableau.",
                   fr="On construit en descendant en alternant les couleurs ; les suites se déplacent "
                      "ensemble ; toute carte ou suite occupe une pile vide. Huit fondations de l'As au "
                      "Roi par couleur ; leur carte du dessus peut revenir au tableau."),
            Phrase(en="This is AisleRiot's count; a won game scores 1000.",
                   fr="C'est le décompte d'AisleRiot ; une partie gagnée vaut 1000."),
        ],
    )
