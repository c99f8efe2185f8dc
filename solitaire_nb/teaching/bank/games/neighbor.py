"""Questions of the Neighbor notebook (``notebooks/source/games/neighbor.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from typing import Any

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "neighbor"


def cards_that_can_leave(grid: Any) -> Any:
    return sorted({str(grid.pile(move.source).cards[-1]) for move in grid.legal_moves()})


@define("neighbor.leavers")
def _leavers() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    return PositionQuestion(
        position,
        Phrase(
            en="Which cards of deal 3 can be removed now?",
            fr="Quelles cartes de la donne 3 peuvent être retirées maintenant ?",
        ),
        cards_that_can_leave(position),
        explanation=Phrase(
            en=(
                "K♥ alone; J♦ with 2♠ just below it; 4♥ with 9♦ on its left. Q♠ and A♥, or Q♥ and A♦, add "
                "up to thirteen but are too far apart."
            ),
            fr=(
                "Le R♥ seul ; le V♦ avec le 2♠ juste en dessous ; le 4♥ avec le 9♦ à sa gauche. D♠ et A♥, "
                "ou D♥ et A♦, font bien treize mais sont trop loin l'une de l'autre."
            ),
        ),
        hint=Phrase(
            en="Five cards: one King and two touching pairs.",
            fr="Cinq cartes : un Roi et deux paires voisines.",
        ),
        concept="pair_touching",
    )


@define("neighbor.after_king")
def _after_king() -> PositionQuestion:
    position = new_game(GAME, deal=3)
    after = position.copy()
    after.play("t4-f1")
    return PositionQuestion(
        position,
        Phrase(
            en="After K♥ leaves and the grid closes up, which cards can be removed?",
            fr="Une fois le R♥ parti et la grille resserrée, quelles cartes peut-on retirer ?",
        ),
        cards_that_can_leave(after),
        explanation=Phrase(
            en=(
                "7♣ slides next to 6♦: a new pair. J♦ and 2♠ shift together and still touch. But 9♦ is "
                "pushed to the end of row 3 while 4♥ opens row 4: no longer neighbours."
            ),
            fr=(
                "Le 7♣ glisse à côté du 6♦ : une nouvelle paire. Le V♦ et le 2♠ reculent ensemble et se "
                "touchent toujours. Mais le 9♦ est repoussé au bout de la rangée 3 tandis que le 4♥ ouvre "
                "la rangée 4 : ils ne sont plus voisins."
            ),
        ),
        hint=Phrase(
            en="Every card after slot 4 moves back one place; 9♦ was the first card of its row.",
            fr=(
                "Chaque carte après l'emplacement 4 recule d'une place ; le 9♦ était la première carte de "
                "sa rangée."
            ),
        ),
        concept="gaps_close",
    )


@define("neighbor.which_ace")
def _which_ace() -> PositionQuestion:
    position = new_game(GAME, deal=1)

    def moves_after(move: Any) -> Any:
        grid = position.copy()
        grid.play(move)
        return len(grid.legal_moves())

    aces = {"t7-t1": "tableau1", "t7-t6": "tableau6"}
    best = max(aces, key=moves_after)
    return PositionQuestion(
        position,
        Phrase(en="Which Ace should leave with Q♥?", fr="Quel As doit partir avec la D♥ ?"),
        str(position.pile(aces[best]).cards[-1]),
        explanation=Phrase(
            en=(
                "A♣: then A♥ stays in the corner and Q♦ slides in diagonally below it, a new pair. Taking "
                "A♥ instead sends A♣ to the end of the top row, away from every Queen."
            ),
            fr=(
                "L'A♣ : l'A♥ reste alors dans le coin et la D♦ vient se placer juste en dessous en "
                "diagonale, une nouvelle paire. Prendre l'A♥ enverrait l'A♣ au bout de la rangée du haut, "
                "loin de toute Dame."
            ),
        ),
        hint=Phrase(
            en="Where does the Ace left behind end up, and which Queen comes near it?",
            fr="Où finit l'As qui reste, et quelle Dame s'en approche ?",
        ),
        concept="gaps_close",
    )
