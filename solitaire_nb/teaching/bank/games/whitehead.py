"""Questions of the Whitehead notebook (``notebooks/source/games/whitehead.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "whitehead"


@define("whitehead.carry")
def _carry() -> PositionQuestion:
    game = new_game(GAME, deal=1)
    game.play("t7-t4")
    game.play("t3-t5")
    game.play("t6-t1")
    game.play("deal")
    game.play("w-t3")
    game.play("deal")
    game.play("w-t1")
    staircase = game.copy()
    return PositionQuestion(
        staircase,
        Phrase(
            en="How many cards of pile 1 move as one unit?",
            fr="Combien de cartes de la pile 1 bougent d'un bloc ?",
        ),
        max(staircase.movable_counts("tableau1")),
        explanation=Phrase(
            en=(
                "Only 3♦. The three cards are built correctly by colour, but 4♥ is a heart between two "
                "diamonds: no two neighbours share a suit, so each card moves alone."
            ),
            fr=(
                "Le 3♦ seulement. Les trois cartes sont bien construites par couleur (rouge et noir), "
                "mais le 4♥ est un cœur entre deux carreaux : aucune paire de voisines ne partage une "
                "couleur, chaque carte bouge donc seule."
            ),
        ),
        hint=Phrase(
            en="Building asks for the same colour; moving together asks for more.",
            fr="Construire demande la même couleur ; bouger ensemble demande davantage.",
        ),
        concept="same_suit_sequence_move",
    )


@define("whitehead.home_run")
def _home_run() -> PositionQuestion:
    hearts = new_game(GAME, deal=13)
    for move in [
        "deal",
        "deal",
        "w-f1",
        "t6-f1",
        "deal",
        "deal",
        "deal",
        "deal",
        "deal",
        "deal",
        "w-t5",
        "deal",
        "deal",
        "deal",
        "w-f4",
        "deal",
        "deal",
        "w-t2",
        "w-t2",
        "t4-t2",
        "t7-t4",
        "t7-f3",
    ]:
        hearts.play(move)
    return PositionQuestion(
        hearts,
        Phrase(
            en="How many cards of pile 2 can go to the hearts foundation in one move?",
            fr="Combien de cartes de la pile 2 peuvent monter sur la fondation à cœur en un coup ?",
        ),
        max(count for count in range(1, 6) if "foundation3" in hearts.targets("tableau2", count)),
        explanation=Phrase(
            en=(
                "All four: 5♥ 4♥ 3♥ 2♥ is a run of one suit whose top card, 2♥, is the one the foundation "
                "needs, so AisleRiot sends it up whole — 2♥ first, 5♥ last."
            ),
            fr=(
                "Les quatre : 5♥ 4♥ 3♥ 2♥ est une suite d'une seule couleur dont la carte du dessus, le "
                "2♥, est celle qu'attend la fondation ; AisleRiot la fait monter entière — le 2♥ d'abord, "
                "le 5♥ en dernier."
            ),
        ),
        hint=Phrase(
            en="Which card does the foundation need next, and which cards of the same suit follow it?",
            fr="Quelle carte la fondation attend-elle, et quelles cartes de la même couleur la suivent ?",
        ),
        concept="run_to_foundation",
    )
