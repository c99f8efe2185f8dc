"""The questions of the glossary notebook on piles (``02_glossary_piles``).

Questions whose answer the engine works out from a position (where a card may go, which
moves are legal, which rule refuses a move, a sequence of moves reaching a goal) are built
in the notebook itself; the ones here have a fact for an answer, or ask for an explanation.
"""

from __future__ import annotations

from ...text.phrases import Phrase
from .registry import explain_why, question

question(
    "piles.freecell_piles",
    question=Phrase(en="How many piles does the FreeCell table below have? Count every place where a card "
                       "may lie, the empty ones (dashed frames) included.",
                    fr="Combien de piles compte la table de FreeCell ci-dessous\u00a0? Comptez toutes les "
                       "places où une carte peut se trouver, y compris les vides (cadres en pointillés)."),
    expected=16,
    explanation=Phrase(
        en="4 free cells + 4 foundations + 8 tableau columns = 16 piles. The free cells and "
           "the foundations are empty at the start, but they are piles all the same.",
        fr="4 cellules libres + 4 fondations + 8 colonnes du tableau = 16 piles. Les cellules "
           "libres et les fondations sont vides au départ, mais ce sont des piles quand même.",
    ),
    hint=Phrase(en="Count the dashed frames of the top row too: an empty place is still a pile.",
                fr="Comptez aussi les cadres en pointillés de la rangée du haut\u00a0: une place vide reste "
                   "une pile."),
    concept="pile",
)

explain_why(
    "piles.why_in_play",
    question=Phrase(
        en="Klondike's foundations are in play: the top card of a foundation may come back to "
           "the tableau. Why would a player ever take a card back from a foundation, when the "
           "aim is to put every card there?",
        fr="Au Klondike, les fondations sont en jeu\u00a0: la carte du dessus d'une fondation "
           "peut revenir au tableau. Pourquoi un joueur reprendrait-il une carte d'une fondation, "
           "alors que le but est d'y mettre toutes les cartes\u00a0?",
    ),
    concept="in_play",
)

explain_why(
    "piles.kings_to_bottom",
    question=Phrase(
        en="In Baker's Dozen an emptied pile is never refilled, and the tableau is built down. "
           "Explain why the deal puts every King at the bottom of its pile.",
        fr="Dans «\u00a0Les boulangers\u00a0», une pile vidée n'est jamais remplie et le tableau se "
           "construit en descendant. Expliquez pourquoi la donne place chaque Roi tout en bas de sa "
           "pile.",
    ),
    concept="empty_never",
)
