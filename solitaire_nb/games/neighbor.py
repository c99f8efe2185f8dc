"""Neighbor (Le Voisin), as AisleRiot plays it.

Twenty-five cards face up in a five-by-five grid, the rest in the stock.  Two
touching cards whose ranks add up to thirteen are removed together, a King on
its own.  After every removal the gaps close in reading order and the stock
fills the empty slots at the end.
"""

from __future__ import annotations

from ..rules.cards import STANDARD_DECK
from ..rules.covering import TableauToClear
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.gaps import CloseGapsAfterMove
from ..rules.pairs import ALL_TAKEN_AWAY, CARDS_TAKEN_AWAY, KINGS_ALONE, Discard, SumsTo, Touching
from ..rules.piles import Stock
from ..text.phrases import Phrase

CLOSE_GAPS_AFTER_MOVE = CloseGapsAfterMove()


@register(
    "neighbor",
    names=Phrase(en="Neighbor", fr="Le Voisin"),
    summary=Phrase(en="Remove touching pairs adding up to thirteen, and Kings alone, from a "
                      "five-by-five grid that closes its gaps and refills from the stock.",
                   fr="Retirez d'une grille de cinq sur cinq les paires voisines dont la somme fait "
                      "treize, et les Rois seuls ; la grille se resserre et se remplit depuis la "
                      "pioche."),
    strategy=Phrase(en="Remove cards near the top of the grid first: every gap makes all the cards after it "
                       "slide along, so a gap near the start moves more cards and brings new neighbours "
                       "together.",
                    fr="Retirez d'abord les cartes du haut de la grille\u00a0: chaque case vide fait glisser "
                       "toutes les cartes qui la suivent, donc une case vide proche du début déplace plus de "
                       "cartes et crée de nouveaux voisinages."),
    resembles="monte_carlo",
)
def neighbor() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        won=ALL_TAKEN_AWAY,
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=CLOSE_GAPS_AFTER_MOVE),
            Discard(alone=KINGS_ALONE),
            TableauToClear(25, layout="stack", pairs=SumsTo(13), place=Touching(5)),
        ],
        deal=[DealRow("tableau", face_up=True), RestToStock()],
        effects=[CLOSE_GAPS_AFTER_MOVE],
        autoplay=None,
        notes=[
            Phrase(en="Drop a card on a card that touches it (side by side, one above the other, or "
                      "corner to corner; the grid does not wrap) when their ranks add up to 13: Ace 1, "
                      "Jack 11, Queen 12, so Ace and Queen, 2 and Jack, 3 and 10... Both go to the "
                      "removed cards. A King counts 13 by itself and is removed alone: double-click "
                      "it, or drop it on the removed cards.",
                   fr="Posez une carte sur une carte qui la touche (côte à côte, l'une au-dessus de "
                      "l'autre, ou par un coin ; la grille ne se referme pas) quand leurs rangs font 13 "
                      "ensemble : As 1, Valet 11, Dame 12, donc As et Dame, 2 et Valet, 3 et 10... Les "
                      "deux rejoignent les cartes retirées. Un Roi vaut 13 à lui seul et se retire "
                      "seul : double-cliquez dessus, ou posez-le sur les cartes retirées."),
            Phrase(en="After every removal the cards slide by themselves toward the start of the grid, "
                      "read like a text (the first card of a row goes to the end of the row above), and "
                      "the stock fills the empty slots at the end, face up. The stock is never clicked.",
                   fr="Après chaque retrait, les cartes reculent d'elles-mêmes vers le début de la "
                      "grille, lue comme un texte (la première carte d'une rangée passe à la fin de la "
                      "rangée du dessus), et la pioche remplit face visible les emplacements vides de "
                      "la fin. On ne clique jamais sur la pioche."),
            Phrase(en="AisleRiot counts two points a pair and one a King, the same score. The game is "
                      "lost when no King is left and no two touching cards add up to 13.",
                   fr="AisleRiot compte deux points par paire et un par Roi, le même score. La partie "
                      "est perdue quand il ne reste aucun Roi et que deux cartes voisines ne font jamais "
                      "13."),
            Phrase(en="The manual says to click a King to remove it; on this table a King is removed "
                      "with a double-click (or by dropping it on the removed cards). AisleRiot's code "
                      "also lets a click on the stock remove its hidden top card when it is a King, a "
                      "slip this kit does not copy: only Kings of the grid are removed. The manual says "
                      "nothing about the score, which follows the code.",
                   fr="Le manuel dit de cliquer sur un Roi pour le retirer ; sur cette table, un Roi se "
                      "retire d'un double-clic (ou en le posant sur les cartes retirées). Le code "
                      "d'AisleRiot permet aussi à un clic sur la pioche de retirer sa carte cachée du "
                      "dessus si c'est un Roi, une erreur que ce kit ne reprend pas : seuls les Rois de "
                      "la grille se retirent. Le manuel ne dit rien du score, qui suit le code."),
        ],
    )
