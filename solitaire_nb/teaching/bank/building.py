"""The questions of the glossary notebook on building (``03_glossary_building``).

"Which of these cards fit?", "where may this card go?" and "which rule refuses this move?"
are worked out by the engine from a rule or a position, so the notebook builds them itself;
the ones here have a fact for an answer, or ask for an explanation.
"""

from __future__ import annotations

from ...text.phrases import Phrase
from .registry import explain_why, question

question(
    "building.whitehead_sequence",
    question=Phrase(
        en="Whitehead builds its tableau down by colour (red on red, black on black). A Whitehead "
           "pile holds, from bottom to top, 9♠ 8♣ 7♠ 6♣. Is it a sequence? Answer True or False "
           "(yes/no and oui/non are read too).",
        fr="«\u00a0Tête blanche\u00a0» construit son tableau en descendant par couleur (rouge et "
           "noir)\u00a0: rouge sur rouge, noir sur noir. Une pile de «\u00a0Tête blanche\u00a0» "
           "contient, de bas en haut, 9♠ 8♣ 7♠ 6♣. Est-ce une suite\u00a0? Répondez True ou False "
           "(oui/non et vrai/faux conviennent aussi).",
    ),
    expected=True,
    explanation=Phrase(
        en="Each card is one rank below the card under it and black on black: 8♣ on 9♠, "
           "7♠ on 8♣, 6♣ on 7♠. Mixing clubs and spades is fine, since only the colour counts.",
        fr="Chaque carte est un rang sous celle qu'elle couvre, et noire sur noire\u00a0: 8♣ sur "
           "9♠, 7♠ sur 8♣, 6♣ sur 7♠. Mêler trèfles et piques ne gêne pas\u00a0: seule la "
           "couleur rouge ou noire compte.",
    ),
    hint=Phrase(
        en="Check each card against the card just under it: one rank lower, and the same colour?",
        fr="Vérifiez chaque carte par rapport à celle juste en dessous\u00a0: un rang plus bas, et la "
           "même couleur rouge ou noire\u00a0?",
    ),
    concept="sequence",
)

question(
    "building.sequence_break",
    question=Phrase(
        en="A Klondike tableau pile holds, from bottom to top, Q♦ J♠ 10♥ 9♣ 8♠ 7♦ (Klondike "
           "builds down by alternate colour). Going up from the Queen, which is the first card "
           "that is not built by that rule on the card under it? Answer with one card, such as "
           "`7H` or `7♥`.",
        fr="Une pile du tableau du Klondike contient, de bas en haut, D♦ V♠ 10♥ 9♣ 8♠ 7♦ (le "
           "Klondike construit en descendant par couleur (rouge et noir) alternée). En partant de "
           "la Dame, quelle est la première carte qui n'est pas construite selon cette règle sur "
           "celle du dessous\u00a0? Répondez par une carte, comme `7H` ou `7♥`.",
    ),
    expected="8S",
    explanation=Phrase(en="8♠ is black, like the 9♣ it covers: the run Q♦ J♠ 10♥ 9♣ stops there. 7♦ on 8♠ "
                          "is fine, so the sequence at the top of the pile is 8♠ 7♦.",
                       fr="8♠ est noir, comme le 9♣ qu'il couvre\u00a0: la suite D♦ V♠ 10♥ 9♣ s'arrête là. "
                          "7♦ sur 8♠ est correct\u00a0: la suite du haut de la pile est donc 8♠ 7♦."),
    hint=Phrase(en="Look at the colours, pair by pair, from the bottom: red, black, red...",
                fr="Regardez les couleurs rouge et noire, paire par paire, depuis le bas\u00a0: rouge, noir, "
                   "rouge..."),
    concept="sequence",
)

explain_why(
    "building.suit_harder",
    question=Phrase(
        en="Take the 9♣ with a single deck. How many cards may be built on it in Klondike "
           "(down by alternate colour), and how many in a game built down by suit? Explain why "
           "games built by suit are usually harder.",
        fr="Prenez le 9♣, avec un seul paquet. Combien de cartes peuvent se construire dessus "
           "au Klondike (en descendant par couleur (rouge et noir) alternée), et combien dans un "
           "jeu construit en descendant par couleur\u00a0? Expliquez pourquoi les jeux construits "
           "par couleur sont en général plus difficiles.",
    ),
    concept="build_by_suit",
)

explain_why(
    "building.agnes_wrap",
    question=Phrase(
        en="In Agnes the deal chooses the base card, for example a 9, and each foundation must end "
           "up holding the 13 cards of its suit. Explain why these foundations need the "
           "wrap-around.",
        fr="Dans Agnes, la donne choisit la carte de base, par exemple un 9, et chaque fondation "
           "doit finir par contenir les 13 cartes de sa couleur. Expliquez pourquoi ces "
           "fondations ont besoin de l'enchaînement Roi-As.",
    ),
    concept="wrap",
)
