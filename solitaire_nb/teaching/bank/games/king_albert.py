"""Questions of the King Albert notebook (``notebooks/source/games/king_albert.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "king_albert"


@define("king_albert.reserve")
def _reserve() -> PositionQuestion:
    opening = new_game(GAME, deal=1)
    playable = [number for number in range(1, 8) if opening.targets(f"reserve{number}", 1)]
    return PositionQuestion(
        opening,
        Phrase(
            en="How many reserve cards can be played right now?",
            fr="Combien de cartes de la réserve peuvent être jouées tout de suite ?",
        ),
        len(playable),
        explanation=Phrase(
            en=(
                "Three: A♠ to any foundation, 9♦ on 10♠, 6♥ on 7♠. The three Clubs and 9♠ have no red "
                "card one rank higher to go on."
            ),
            fr=(
                "Trois : l'A♠ sur une fondation, le 9♦ sur le 10♠, le 6♥ sur le 7♠. Les trois trèfles et "
                "le 9♠ n'ont aucune carte rouge d'un rang plus haut où aller."
            ),
        ),
        hint=Phrase(
            en=(
                "For each reserve card, look for a top card of the other colour one rank higher, or an "
                "empty foundation for an Ace."
            ),
            fr=(
                "Pour chaque carte de la réserve, cherchez une carte du dessus de l'autre couleur "
                "(rouge ou noir) et d'un rang plus haut, ou une fondation vide pour un As."
            ),
        ),
        concept="reserve",
    )


@define("king_albert.longest")
def _longest() -> PositionQuestion:
    TWENTY = [
        "r5-f2",
        "t1-f2",
        "t2-t4",
        "t2-f1",
        "t3-t8",
        "t9-t1",
        "t1-t9x2",
        "t1-t2",
        "t5-t1",
        "r3-t3",
        "r4-t7",
        "r6-t4",
        "r2-t4",
        "t3-t4x2",
        "t1-t3x2",
        "t1-f4",
        "t1-t9",
        "t1-f3",
        "t8-t9x2",
        "t8-f2",
    ]
    later = new_game(GAME, deal=1)
    for move in TWENTY:
        later.play(move)
    longest = max(

            count
            for count in later.movable_counts("tableau4")
            if "tableau8" in later.targets("tableau4", count)

    )
    return PositionQuestion(
        later,
        Phrase(
            en="At most, how many cards move from pile 4 to the empty pile 8 at once?",
            fr="Au plus, combien de cartes passent d'un coup de la pile 4 à la pile 8 vide ?",
        ),
        longest,
        explanation=Phrase(
            en=(
                "Six: the whole run from 8♦ to 3♣. With no free cell and one empty column, FreeCell would "
                "allow only one card onto that column."
            ),
            fr=(
                "Six : toute la suite du 8♦ au 3♣. Sans case libre et avec une seule colonne vide, le "
                "FreeCell n'autoriserait qu'une carte sur cette colonne."
            ),
        ),
        hint=Phrase(
            en="Count the cards of the built run at the end of pile 4; nothing limits its length here.",
            fr=(
                "Comptez les cartes de la suite construite au bout de la pile 4 ; rien ne limite sa "
                "longueur ici."
            ),
        ),
        concept="sequence_move",
    )
