"""Questions of the glossary notebook on moves, stock and waste (``04_glossary_moves_and_stock``).

Exercises on a position (which moves are legal, where a group may go, which rule refuses
a move) are built in the notebook itself; here are the questions whose answer is a fact
of the rules.
"""

from __future__ import annotations

from ...text.phrases import Phrase
from .registry import explain_why, question

question(
    "moves.autoplay_red_three",
    question=Phrase(en="Automatic play is on. A♥ and 2♥ are on a foundation, and no other foundation has a "
                       "card yet. A move uncovers 3♥ in the tableau. Does 3♥ go up to its foundation by "
                       "itself? (yes or no)",
                    fr="Le jeu automatique est activé. L'A♥ et le 2♥ sont sur une fondation, et aucune autre "
                       "fondation n'a encore de carte. Un coup découvre le 3♥ dans le tableau. Le 3♥ "
                       "monte-t-il tout seul sur sa fondation ? (oui ou non)"),
    expected=False,
    explanation=Phrase(
        en="Right: it stays. A black Two (2♠ or 2♣) may still need 3♥ to build on. Automatic "
           "play waits until both black Aces are up: from then on each black Two can go to its "
           "own foundation instead.",
        fr="Exact : il reste. Un Deux noir (2♠ ou 2♣) peut encore avoir besoin du 3♥ pour s'y "
           "poser. Le jeu automatique attend que les deux As noirs soient montés : dès lors, "
           "chaque Deux noir peut aller sur sa propre fondation.",
    ),
    hint=Phrase(en="Which cards are built on a red Three in the tableau? Could they still need it?",
                fr="Quelles cartes se posent sur un Trois rouge dans le tableau ? Pourraient-elles encore en "
                   "avoir besoin ?"),
    concept="auto_play",
)

question(
    "moves.score_after_coming_back",
    question=Phrase(
        en="Klondike, default score. A♠ 2♠ 3♠ are on one foundation and A♥ 2♥ on another. Then "
           "2♥ comes back down from its foundation onto 3♣ in the tableau. What is the score now?",
        fr="Klondike, score par défaut. A♠ 2♠ 3♠ sont sur une fondation et A♥ 2♥ sur une autre. "
           "Puis le 2♥ redescend de sa fondation sur le 3♣ du tableau. Quel est le score "
           "maintenant ?",
    ),
    expected=4,
    explanation=Phrase(
        en="Right: one point per card on the foundations now. 2♥ has left, so 4 cards, 4 points.",
        fr="Exact : un point par carte sur les fondations maintenant. Le 2♥ est parti : "
           "4 cartes, 4 points.",
    ),
    hint=Phrase(en="The score counts the cards that are on the foundations now, not the cards that went up.",
                fr="Le score compte les cartes qui sont sur les fondations maintenant, pas celles qui y sont "
                   "montées un jour."),
    concept="score",
)

explain_why(
    "moves.redeal_draw_three",
    question=Phrase(
        en="AisleRiot's Klondike allows two redeals when you draw one card, but as many as you "
           "like when you draw three. Explain why drawing three cards needs more passes through the "
           "stock.",
        fr="Le Klondike d'AisleRiot permet deux redistributions quand on tire une carte, mais "
           "autant qu'on veut quand on en tire trois. Expliquez pourquoi tirer trois cartes demande "
           "plus de passages dans la pioche.",
    ),
    concept="redeal",
)
