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
from ..rules.pairs import Discard, InLine, SumsTo
from ..rules.piles import Stock
from ..teaching.examples import add_examples, example_maker
from .families.layouts import grid_of_slots

REFILL_THEN_CLOSE_GAPS = RefillThenCloseGaps()


@register(
    "quatorze",
    names={"en": "Quatorze", "fr": "Quatorze"},
    summary={"en": "Remove pairs adding up to fourteen that lie in the same row or column of a "
                   "five-by-five grid refilled from the stock.",
             "fr": "Retirez les paires dont la somme fait quatorze et qui sont dans la même rangée ou "
                   "colonne d'une grille de cinq sur cinq remplie depuis la pioche."},
    resembles="monte_carlo",
    strategy={"en": "In the middle of the game there is often only one pair you can remove: take it, and the "
                    "stock will refill the two slots. Once the stock is empty, the cards slide along to "
                    "close the gaps and many more pairs line up.",
              "fr": "En milieu de partie, il n'y a souvent qu'une seule paire à retirer\u00a0: retirez-la, "
                    "la pioche remplira les deux emplacements. Une fois la pioche vide, les cartes glissent "
                    "pour combler les trous et bien plus de paires se forment."},
)
def quatorze() -> Declaration:
    return Declaration(
        layout=grid_of_slots(5),
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=REFILL_THEN_CLOSE_GAPS),
            Discard(),
            TableauToClear(25, layout="stack", pairs=SumsTo(14), place=InLine(5)),
        ],
        deal=[DealRow("tableau", face_up=True), RestToStock()],
        effects=[REFILL_THEN_CLOSE_GAPS],
        autoplay=None,
        notes={
            "en": ["The deal: one card face up in each slot of the five-by-five grid, row by row "
                   "from the top left; the other 27 cards form the stock.",
                   "Drop a card on a card of the same row or the same column, however far apart, "
                   "when their ranks add up to 14: Ace 1, Jack 11, Queen 12, King 13, so Ace and "
                   "King, 2 and Queen, 3 and Jack, 4 and 10, 5 and 9, 6 and 8, two 7s. Both go to "
                   "the removed cards. No card is removed alone.",
                   "After every removal the stock deals face up into the two emptied slots: first "
                   "the slot of the card you moved, then its partner's. Once the stock is empty, the "
                   "cards slide by themselves toward the start of the grid, read like a text (the "
                   "first card of a row goes to the end of the row above), so the empty slots are "
                   "at the end. The stock is never clicked.",
                   "Score: one point per card removed (AisleRiot counts two points a pair), 52 at "
                   "most. Won when every card is removed; lost when no two cards of one row or "
                   "column add up to 14.",
                   "The manual and AisleRiot's code agree on the rules; the manual says nothing "
                   "about the score, which follows the code."],
            "fr": ["La donne : une carte face visible dans chaque emplacement de la grille de cinq sur "
                   "cinq, rangée par rangée depuis le coin en haut à gauche ; les 27 autres cartes "
                   "forment la pioche.",
                   "Posez une carte sur une carte de la même rangée ou de la même colonne, à "
                   "n'importe quelle distance, quand leurs rangs font 14 ensemble : As 1, Valet 11, "
                   "Dame 12, Roi 13, donc As et Roi, 2 et Dame, 3 et Valet, 4 et 10, 5 et 9, 6 et 8, "
                   "deux 7. Les deux rejoignent les cartes retirées. Aucune carte ne se retire seule.",
                   "Après chaque retrait, la pioche distribue face visible dans les deux emplacements "
                   "vidés : d'abord celui de la carte déplacée, puis celui de sa partenaire. Une fois "
                   "la pioche vide, les cartes reculent d'elles-mêmes vers le début de la grille, lue "
                   "comme un texte (la première carte d'une rangée passe à la fin de la rangée du "
                   "dessus), si bien que les emplacements vides sont à la fin. On ne clique jamais "
                   "sur la pioche.",
                   "Score : un point par carte retirée (AisleRiot compte deux points par paire), 52 "
                   "au plus. Gagné quand toutes les cartes sont retirées ; perdu quand deux cartes "
                   "d'une même rangée ou colonne ne font jamais 14.",
                   "Le manuel et le code d'AisleRiot s'accordent sur les règles ; le manuel ne dit "
                   "rien du score, qui suit le code."],
        },
    )


_example = example_maker("quatorze")

add_examples("quatorze", [
    _example("Cards adding up to 14 in the same row or column make a pair, however far apart: 5C "
             "pairs with 9D at the end of its row and with 9H at the bottom of its column, not with "
             "9S on a diagonal nor with 8S (5 + 8 = 13).",
             "Des cartes dont la somme fait 14 dans la même rangée ou colonne forment une paire, à "
             "n'importe quelle distance : 5C va avec 9D au bout de sa rangée et avec 9H en bas de sa "
             "colonne, pas avec 9S en diagonale ni avec 8S (5 + 8 = 13).",
             {"tableau1": "5C", "tableau2": "8S", "tableau5": "9D", "tableau7": "9S",
              "tableau21": "9H", "stock": "(2S)"},
             select=("tableau1", 1), legal=("t1-t5", "t1-t21"),
             refused={"t1-t7": "pair_in_line", "t1-t2": "pair_sum"}),
    _example("Ace and King, 3 and Jack, two 7s add up to 14.",
             "As et Roi, 3 et Valet, deux 7 font 14.",
             {"tableau1": "AH", "tableau2": "KS", "tableau3": "3D", "tableau4": "JC", "tableau6": "7C",
              "tableau11": "7D", "stock": "(2S)"},
             legal=("t1-t2", "t3-t4", "t6-t11"), refused={"t2-t3": "pair_sum"}),
    _example("No card goes to the removed cards alone, and an empty slot takes no card.",
             "Aucune carte ne va seule parmi les cartes retirées, et un emplacement vide ne prend "
             "aucune carte.",
             {"tableau1": "KC", "tableau2": "AD", "stock": "(2S)"},
             select=("tableau1", 1), legal=("t1-t2",),
             refused={"t1-f1": "pair_removal", "t1-t3": "pair_removal"}),
])
