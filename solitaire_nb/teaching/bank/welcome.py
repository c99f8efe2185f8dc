"""Questions of the welcome notebook (``00_welcome``): how the table, the code and the
exercises fit together.  Its exercise on a position (where may a card go, which rule
refuses a move) is built in the notebook, on a position of its own."""

from __future__ import annotations

from ...text.phrases import Phrase
from .registry import explain_why, question

question(
    "welcome.table_and_code",
    question=Phrase(en="You play a move on the interactive table, then a code cell asks `table.game.hint()`. "
                       "Does the hint take your move into account? Answer yes or no.",
                    fr="Vous jouez un coup sur la table interactive, puis une cellule de code demande "
                       "`table.game.hint()`. L'indice tient-il compte de votre coup ? Répondez oui ou non."),
    expected=True,
    explanation=Phrase(en="The table and the code share one game, `table.game`: a move played on either "
                          "side is seen by the other. Only a new table, such as `table.copy()`, has a game "
                          "of its own.",
                       fr="La table et le code partagent une seule partie, `table.game` : un coup joué d'un "
                          "côté est vu de l'autre. Seule une nouvelle table, comme `table.copy()`, a sa "
                          "propre partie."),
    hint=Phrase(en="Is `table.game` a copy of the table's game, or the very game the table shows?",
                fr="`table.game` est-il une copie de la partie de la table, ou la partie même que la "
                   "table affiche ?"))

explain_why(
    "welcome.same_deal",
    question=Phrase(
        en="Everyone in the class opens deal 7 of Klondike. Why is it useful that a deal number "
           "always gives the same cards?",
        fr="Toute la classe ouvre la donne 7 du Klondike. Pourquoi est-il utile qu'un même numéro "
           "de donne produise toujours les mêmes cartes ?",
    ))
