"""Jamestown, as AisleRiot plays it.

Block Ten's nine cells refilled from the stock, but a pair is two cards of
the same rank, and every card can leave.
"""

from __future__ import annotations

from ..rules.declaration import Declaration, register
from ..rules.pairs import ALL_TAKEN_AWAY, SameRank
from ..text.phrases import Phrase
from .block_ten import block_ten


@register(
    "jamestown",
    names=Phrase(en="Jamestown", fr="Jamestown"),
    summary=Phrase(en="Nine cells refilled from the stock: take away pairs of the same rank until "
                      "the table is empty.",
                   fr="Neuf cases remplies depuis la pioche : retirez les paires de même rang jusqu'à "
                      "ce que la table soit vide."),
    strategy=Phrase(
        en="Speed is the only real challenge: take away pairs as fast as you can. Emptied cells "
           "refill from the stock in its own order, and two cards of a rank pair alike, so no "
           "choice ever changes the end: the deal decides.",
        fr="Le seul vrai défi est la vitesse\u00a0: retirez les paires aussi vite que possible. Les "
           "cases vidées se remplissent depuis la pioche dans son ordre à elle, et deux cartes de "
           "même rang s'apparient de la même façon\u00a0: aucun choix ne change la fin, la donne "
           "décide.",
    ),
    resembles="cover",
)
def jamestown() -> Declaration:
    return block_ten().but(
        groups={"tableau": {"pairs": SameRank()}},
        won=ALL_TAKEN_AWAY,
        notes=[
            Phrase(en="Drop a card on another of the same rank (two Sevens, two Queens...) to take "
                      "both away. Suits do not matter.",
                   fr="Posez une carte sur une autre de même rang (deux Sept, deux Dames…) pour retirer "
                      "les deux. La couleur ne compte pas."),
            Phrase(en="Both emptied cells are filled at once from the stock: first the cell the dragged "
                      "card came from, then the one it was dropped on, as in AisleRiot. A click on the "
                      "stock does nothing.",
                   fr="Les deux cases vidées sont aussitôt remplies depuis la pioche : d'abord celle "
                      "d'où vient la carte déplacée, puis celle où elle a été posée, comme dans "
                      "AisleRiot. Un clic sur la pioche ne fait rien."),
            Phrase(en="AisleRiot's code counts two points a pair: the same score.",
                   fr="Le code d'AisleRiot compte deux points par paire : le même score."),
            Phrase(en="The game is won when every card has been taken away, and lost when no two "
                      "cards on the table have the same rank. The manual's French text lost the "
                      "description of the deal; the deal follows AisleRiot's code and the English "
                      "manual.",
                   fr="La partie est gagnée quand toutes les cartes ont été retirées, et perdue quand "
                      "aucune carte de la table n'a le même rang qu'une autre. Le texte français du "
                      "manuel a perdu la description de la donne ; la donne suit le code d'AisleRiot "
                      "et le manuel anglais."),
        ],
    )
