"""Questions of the Saratoga notebook (``notebooks/source/games/saratoga.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "saratoga"


@define("saratoga.aces")
def _aces() -> PositionQuestion:
    two_aces = new_game(GAME, deal=3)
    pile_seven = [card.code for card in two_aces.pile("tableau7").cards]
    return PositionQuestion(
        two_aces,
        Phrase(
            en="How many cards lie on top of A♠ in pile 7?",
            fr="Combien de cartes sont posées sur l'As♠ dans la pile 7 ?",
        ),
        len(pile_seven) - 1 - pile_seven.index("AS"),
        explanation=Phrase(
            en=(
                "2♥, 10♣ and 8♣. Once they are gone, A♠ goes up and A♦ is free right behind it — and 2♥ "
                "is waiting for the A♥ of pile 5."
            ),
            fr=(
                "Le 2♥, le 10♣ et le 8♣. Une fois partis, l'As♠ monte et l'As♦ est libre juste derrière — "
                "et le 2♥ attend l'As♥ de la pile 5."
            ),
        ),
        hint=Phrase(
            en="Count from the top card of the pile down to the Ace, the Ace not included.",
            fr="Comptez depuis la carte du dessus jusqu'à l'As, l'As non compris.",
        ),
        concept="sequence_move",
    )


@define("saratoga.draw_three")
def _draw_three() -> PositionQuestion:
    three = new_game(GAME, deal=1, draw=3, redeals="unlimited")
    one_pass, seen_on_top = (three.copy(), set())
    while one_pass.pile("stock").cards:
        one_pass.play("deal")
        seen_on_top.add(one_pass.pile("waste").cards[-1].code)
    return PositionQuestion(
        three,
        Phrase(
            en="How many cards are playable on the waste, one after another, during one pass with no play?",
            fr=(
                "Combien de cartes sont jouables sur la défausse, l'une après l'autre, pendant un passage "
                "sans rien jouer ?"
            ),
        ),
        len(seen_on_top),
        explanation=Phrase(
            en=(
                "Eight: 24 cards, three a click, and only the last of each three lands on top. On the "
                "first click it is 6♠; 2♦, which one card a click would have offered at once, lies buried "
                "under it."
            ),
            fr=(
                "Huit : 24 cartes, trois par clic, et seule la dernière de chaque trio arrive dessus. Au "
                "premier clic, c'est le 6♠ ; le 2♦, qu'une carte par clic aurait offert tout de suite, "
                "est enterré dessous."
            ),
        ),
        hint=Phrase(
            en="Count the clicks a pass takes; each click shows one new top card.",
            fr="Comptez les clics d'un passage ; chaque clic montre une nouvelle carte sur le dessus.",
        ),
        concept="deal_to_waste",
    )
