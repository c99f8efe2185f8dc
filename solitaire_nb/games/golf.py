"""Golf, as AisleRiot plays it.

Seven columns of five face-up cards; the top card of each column may go on
the waste when it is one rank above or below the waste's top card, whatever
the suit, with no wrap and nothing on a King.  The stock turns one card at a
time onto the waste, with no redeal.
"""

from __future__ import annotations

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import REGARDLESS_OF_SUIT, Build, UpOrDown
from ..rules.cards import STANDARD_DECK, Card
from ..rules.covering import TableauToClear
from ..rules.dealing import DealRows, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.key_parts import TOPS
from ..rules.local import GameRule
from ..rules.onto_waste import TABLEAU_CLEARED, TO_WASTE, BuildOnWaste, CardsCleared
from ..rules.piles import Stock
from ..rules.roles import Role
from ..rules.stock import NO_REDEAL, DealToWaste
from ..text.phrases import Phrase


def _not_on_a_king(game: Position, move: Move, cards: list[Card]) -> bool:
    target = game.pile(move.target)
    return target.role != Role.WASTE or not target.cards or target.cards[-1].rank != 13


NOTHING_ON_A_KING = GameRule(
    "golf_nothing_on_king",
    Phrase(en="nothing may be played on a King: once a King is on the waste, only the stock can cover it",
           fr="rien ne se joue sur un Roi : une fois un Roi sur la défausse, seule la pioche peut le "
              "recouvrir"),
    _not_on_a_king,
    label=Phrase(en="Nothing on a King", fr="Rien sur un Roi"),
    sees=TOPS,  # the top card of the waste
)


@register(
    "golf",
    names=Phrase(en="Golf", fr="Golf"),
    summary=Phrase(en="Clear seven columns onto the waste, one rank up or down whatever the suit; "
                      "nothing goes on a King.",
                   fr="Videz sept colonnes sur la défausse, un rang au-dessus ou en dessous quelle que "
                      "soit la couleur ; rien ne va sur un Roi."),
    strategy=Phrase(
        en="Nothing can go on a King, so a King on the waste stops your run until you turn a new "
           "stock card. Look for long chains of column cards, one rank apart, that you can clear "
           "without touching the stock.",
        fr="Rien ne va sur un Roi\u00a0: un Roi sur la défausse arrête la série jusqu'à la "
           "prochaine carte de la pioche. Cherchez de longues chaînes de cartes des colonnes, à un "
           "rang d'écart, à jouer sans toucher à la pioche.",
    ),
    resembles="triple_peaks",
)
def golf() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            BuildOnWaste(Build(UpOrDown(), REGARDLESS_OF_SUIT), show=8),
            TableauToClear(7, layout="fan"),
        ],
        deal=[DealRows("tableau", 35, face_up=True), RestToStock()],
        score=CardsCleared(35),
        won=TABLEAU_CLEARED,
        rules=[NOTHING_ON_A_KING],
        autoplay=None,
        double_click=TO_WASTE,
        notes=[
            Phrase(en="The waste starts empty: turn the first stock card.",
                   fr="La défausse est vide au départ : retournez la première carte de la pioche."),
            Phrase(en="Ranks do not wrap: only a Two goes on an Ace, and a King may go on a Queen.",
                   fr="Les rangs ne bouclent pas : seul un Deux va sur un As, et un Roi peut aller sur "
                      "une Dame."),
            Phrase(en="A double-click on a column plays its top card onto the waste if it fits.",
                   fr="Un double-clic sur une colonne joue sa carte du dessus sur la défausse si elle "
                      "convient."),
            Phrase(en="The game is won as soon as the seven columns are empty, even with cards left in "
                      "the stock; it is lost when the stock is empty and no column card fits the waste.",
                   fr="La partie est gagnée dès que les sept colonnes sont vides, même s'il reste des "
                      "cartes dans la pioche ; elle est perdue quand la pioche est vide et qu'aucune "
                      "carte des colonnes ne convient à la défausse."),
        ],
    )
