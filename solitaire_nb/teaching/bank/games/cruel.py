"""Questions of the Cruel notebook (``notebooks/source/games/cruel.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "cruel"


@define("cruel.top3")
def _top3() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    position.play("t10-f3")
    position.play("t8-t2")
    after = position.copy()
    after.play("redeal")
    return PositionQuestion(
        position,
        Phrase(
            en="Which card tops pile 3 after the redeal?",
            fr="Quelle carte est au sommet de la pile 3 après la redistribution ?",
        ),
        str(after.pile("tableau3").cards[-1]),
        explanation=Phrase(
            en=(
                "Pile 3 receives the 8♣ (fifth card of pile 2) then 2♣, 9♠, J♥: the J♥ is on top and the "
                "K♣ moves on to pile 4."
            ),
            fr=(
                "La pile 3 reçoit le 8♣ (cinquième carte de la pile 2) puis 2♣, 9♠, V♥ : le V♥ est au "
                "sommet et le R♣ passe à la pile 4."
            ),
        ),
        hint=Phrase(
            en="Lay the cards out in one line, pile after pile, then cut it into groups of four.",
            fr="Mettez les cartes bout à bout, pile après pile, puis coupez la file en paquets de quatre.",
        ),
        concept="redeal",
    )


@define("cruel.opened")
def _opened() -> PositionQuestion:
    position = new_game(GAME, deal=1)
    position.play("t10-f3")
    position.play("t8-t2")
    after = position.copy()
    after.play("redeal")
    return PositionQuestion(
        after,
        Phrase(
            en="How many legal moves after the redeal?",
            fr="Combien de coups permis après la redistribution ?",
        ),
        len(after.legal_moves()),
        explanation=Phrase(
            en="J♥ onto Q♥, 4♦ onto 5♦ and 8♦ onto 9♦: three moves, all made possible by the shift.",
            fr="V♥ sur D♥, 4♦ sur 5♦ et 8♦ sur 9♦ : trois coups, tous ouverts par le décalage.",
        ),
        hint=Phrase(
            en="For each top card, look for the card of the same suit one rank higher on another top.",
            fr=(
                "Pour chaque carte du dessus, cherchez la carte de même couleur d'un rang de plus au "
                "sommet d'une autre pile."
            ),
        ),
        concept="redeal",
    )
