"""Quatorze, as AisleRiot plays it.

Twenty-five cards face up in a five-by-five grid, the rest in the stock.  Two
cards in the same row or column whose ranks add up to fourteen are removed
together.  The stock refills the two slots; once it is empty the gaps close in
reading order.
"""

from __future__ import annotations

from ..rules.cards import STANDARD_DECK
from ..rules.covering import TableauToClear
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.gaps import RefillThenCloseGaps
from ..rules.pairs import ALL_TAKEN_AWAY, CARDS_TAKEN_AWAY, Discard, InLine, SumsTo
from ..rules.piles import Stock
from ..text.phrases import Phrase

REFILL_THEN_CLOSE_GAPS = RefillThenCloseGaps()


@register(
    "quatorze",
    names=Phrase(en="Quatorze", fr="Quatorze"),
    summary=Phrase(en="Remove pairs adding up to fourteen that lie in the same row or column of a "
                      "five-by-five grid refilled from the stock.",
                   fr="Retirez les paires dont la somme fait quatorze et qui sont dans la même rangée ou "
                      "colonne d'une grille de cinq sur cinq remplie depuis la pioche."),
    resembles="monte_carlo",
    strategy=Phrase(
        en="In the middle of the game there is often only one pair you can remove: take it, and the "
           "stock will refill the two slots. Once the stock is empty, the cards slide along to "
           "close the gaps and many more pairs line up.",
        fr="En milieu de partie, il n'y a souvent qu'une seule paire à retirer\u00a0: retirez-la, "
           "la pioche remplira les deux emplacements. Une fois la pioche vide, les cartes glissent "
           "pour combler les trous et bien plus de paires se forment.",
    ),
)
def quatorze() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        won=ALL_TAKEN_AWAY,
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=REFILL_THEN_CLOSE_GAPS),
            Discard(),
            TableauToClear(25, layout="stack", pairs=SumsTo(14), place=InLine(5)),
        ],
        deal=[DealRow("tableau", face_up=True), RestToStock()],
        effects=[REFILL_THEN_CLOSE_GAPS],
        autoplay=None,
        notes=[
            Phrase(en="Drop a card on a card of the same row or the same column, however far apart, "
                      "when their ranks add up to 14: Ace 1, Jack 11, Queen 12, King 13, so Ace and "
                      "King, 2 and Queen, 3 and Jack, 4 and 10, 5 and 9, 6 and 8, two 7s. Both go to "
                      "the removed cards. No card is removed alone.",
                   fr="Posez une carte sur une carte de la même rangée ou de la même colonne, à "
                      "n'importe quelle distance, quand leurs rangs font 14 ensemble : As 1, Valet 11, "
                      "Dame 12, Roi 13, donc As et Roi, 2 et Dame, 3 et Valet, 4 et 10, 5 et 9, 6 et 8, "
                      "deux 7. Les deux rejoignent les cartes retirées. Aucune carte ne se retire seule."),
            Phrase(en="After every removal the stock deals face up into the two emptied slots: first "
                      "the slot of the card you moved, then its partner's. Once the stock is empty, the "
                      "cards slide by themselves toward the start of the grid, read like a text (the "
                      "first card of a row goes to the end of the row above), so the empty slots are "
                      "at the end. The stock is never clicked.",
                   fr="Après chaque retrait, la pioche distribue face visible dans les deux emplacements "
                      "vidés : d'abord celui de la carte déplacée, puis celui de sa partenaire. Une fois "
                      "la pioche vide, les cartes reculent d'elles-mêmes vers le début de la grille, lue "
                      "comme un texte (la première carte d'une rangée passe à la fin de la rangée du "
                      "dessus), si bien que les emplacements vides sont à la fin. On ne clique jamais "
                      "sur la pioche."),
            Phrase(en="AisleRiot counts two points a pair, the same score. The game is lost when no two "
                      "cards of one row or column add up to 14.",
                   fr="AisleRiot compte deux points par paire, le même score. La partie est perdue quand "
                      "deux cartes d'une même rangée ou colonne ne font jamais 14."),
            Phrase(en="The manual and AisleRiot's code agree on the rules; the manual says nothing "
                      "about the score, which follows the code.",
                   fr="Le manuel et le code d'AisleRiot s'accordent sur les règles ; le manuel ne dit "
                      "rien du score, qui suit le code."),
        ],
    )
