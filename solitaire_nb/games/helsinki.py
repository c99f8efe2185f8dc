"""Helsinki, as AisleRiot plays it.

Ten cells refilled from the stock: take away two cards adding up to
thirteen; a King, worth thirteen by itself, leaves alone.
"""

from __future__ import annotations

from ..rules.declaration import Declaration, register
from ..rules.pairs import ALL_TAKEN_AWAY, KINGS_ALONE, SumsTo
from ..text.phrases import Phrase
from .block_ten import block_ten


@register(
    "helsinki",
    names=Phrase(en="Helsinki", fr="Helsinki"),
    summary=Phrase(en="Ten cells refilled from the stock: take away pairs adding up to thirteen, and "
                      "Kings on their own.",
                   fr="Dix cases remplies depuis la pioche : retirez les paires dont la somme fait "
                      "treize, et les Rois tout seuls."),
    strategy=Phrase(
        en="Speed is the whole game, and nothing needs planning: whichever pair you take, the stock "
           "brings the same cards next, so every way of playing ends alike. Take away Kings and "
           "pairs adding up to thirteen as soon as you spot them.",
        fr="Tout se joue sur la vitesse, et rien n'est à prévoir\u00a0: quelle que soit la paire "
           "retirée, la pioche apporte ensuite les mêmes cartes, et toutes les façons de jouer "
           "finissent pareil. Retirez les Rois et les paires qui font treize dès que vous les "
           "repérez.",
    ),
    resembles="block_ten",
)
def helsinki() -> Declaration:
    return block_ten().but(
        groups={"tableau": {"count": 10, "pairs": SumsTo(13)}, "foundation": {"alone": KINGS_ALONE}},
        won=ALL_TAKEN_AWAY,
        notes=[
            Phrase(en="Drop a card on another to take both away when their ranks add up to thirteen "
                      "(Ace 1, Jack 11, Queen 12): a Six with a Seven, a Jack with a Two...",
                   fr="Posez une carte sur une autre pour retirer les deux quand leurs rangs font "
                      "treize en tout (As 1, Valet 11, Dame 12) : un Six avec un Sept, un Valet avec "
                      "un Deux…"),
            Phrase(en="A King is taken away on its own: AisleRiot removes it with a click; here a "
                      "double-click, or a drop on the pile of removed cards, does it.",
                   fr="Un Roi est retiré seul : AisleRiot l'enlève d'un clic ; ici, un double-clic, ou "
                      "un dépôt sur la pile des cartes retirées, le fait."),
            Phrase(en="Every emptied cell is filled at once from the stock: after a pair, first the cell "
                      "the dragged card came from, then the one it was dropped on, as in AisleRiot. A "
                      "click on the stock does nothing.",
                   fr="Chaque case vidée est aussitôt remplie depuis la pioche : après une paire, "
                      "d'abord celle d'où vient la carte déplacée, puis celle où elle a été posée, "
                      "comme dans AisleRiot. Un clic sur la pioche ne fait rien."),
            Phrase(en="AisleRiot's code counts two points a pair and one a King, the same score. The game "
                      "is lost when no pair and no King is left on the table.",
                   fr="Le code d'AisleRiot compte deux points par paire et un par Roi, le même score. La "
                      "partie est perdue quand il ne reste sur la table ni paire ni Roi."),
        ],
    )
