"""Questions of the Forty Thieves notebook (``notebooks/source/games/forty_thieves.py``): each
question's position and answer are worked out from the engine, as the notebook did before.
"""

from __future__ import annotations

from ....engine.game import Game
from ....engine.start import new_game
from ....text.phrases import Phrase
from ...exercises import PositionQuestion
from ..registry import define

GAME = "forty_thieves"


@define("forty_thieves.score")
def _score() -> PositionQuestion:
    game = new_game(GAME, deal=3)
    for move in ["t4-f5", "t5-f8", "t8-f4", "t8-f1"]:
        game.play(move)
    game.play("t10-f1")
    game.play("t3-t10")
    game.play("t6-t7")
    game.play("t4-t3")
    position = game.copy()
    for move in "deal deal deal deal w-t4 deal deal w-f6 t9-f6 t9-t8 t9-f7 t9-f3".split():
        position.play(move)
    return PositionQuestion(
        position,
        Phrase(en="What is the score of this position?", fr="Quel est le score de cette position ?"),
        position.score,
        explanation=Phrase(
            en=(
                "Nine cards on the foundations at five points each; no foundation is complete, so no "
                "bonus of sixty."
            ),
            fr=(
                "Neuf cartes sur les fondations à cinq points chacune ; aucune fondation n'est complète, "
                "donc pas de prime de soixante."
            ),
        ),
        hint=Phrase(
            en="Count the cards on the eight foundations, and give each one five points.",
            fr="Comptez les cartes des huit fondations, et donnez cinq points à chacune.",
        ),
        concept="foundation",
    )


def _late_in_deal_7() -> Game:
    """Deal 7 late in the game, as the notebook plays it: pile 9 just emptied."""
    late = new_game(GAME, deal=7)
    for move in (
        "t3-t7 t3-t8 t9-t7 deal w-t1 deal deal w-f8 deal deal deal deal deal w-f7 deal deal w-f8 "
        "deal w-t2 t10-t2 deal deal deal deal deal w-f7 t5-f7 deal deal w-f7 deal deal w-t3 deal "
        "w-t5 deal deal deal deal w-t3 deal deal w-t3 deal w-f8 deal deal w-f3 w-f3 deal deal "
        "deal deal deal deal w-f3 deal deal w-t9 deal deal deal deal w-t2 deal deal w-f6 t7-f6x3 "
        "deal w-f8 deal deal deal deal deal w-t2 t6-t2 deal w-f2 t8-f2 t8-f2 deal deal deal w-f7 "
        "t5-f7 t5-f7 t9-f7 t9-f7 t9-t10 t9-f6"
    ).split():
        late.play(move)
    return late


@define("forty_thieves.into_gap")
def _into_gap() -> PositionQuestion:
    late = _late_in_deal_7()
    return PositionQuestion(
        late,
        Phrase(
            en="How many cards of pile 3 may move into the empty pile 9 at once?",
            fr="Combien de cartes de la pile 3 peuvent aller d'un coup dans la pile 9 vide ?",
        ),
        max(n for n in late.movable_counts("tableau3") if "tableau9" in late.targets("tableau3", n)),
        explanation=Phrase(
            en="The only empty pile is the target itself, and it does not count: 2⁰ = 1 card.",
            fr="La seule pile vide est la cible elle-même, qui ne compte pas : 2⁰ = 1 carte.",
        ),
        hint=Phrase(
            en="The limit is 2 to the power of the empty piles, leaving out the pile you move into.",
            fr="La limite est 2 à la puissance du nombre de piles vides, sans compter celle où l'on pose.",
        ),
        concept="free_cell_limited_move",
    )


@define("forty_thieves.run_home")
def _run_home() -> PositionQuestion:
    late = _late_in_deal_7()
    return PositionQuestion(
        late,
        Phrase(
            en="How many cards may pile 2 send to foundation 6 in one move?",
            fr="Combien de cartes la pile 2 peut-elle envoyer sur la fondation 6 en un coup ?",
        ),
        max(n for n in late.movable_counts("tableau2") if "foundation6" in late.targets("tableau2", n)),
        explanation=Phrase(
            en=(
                "A run of one suit climbs its foundation whole, 6♠ first, whatever the empty piles: all "
                "six spades go."
            ),
            fr=(
                "Une suite d'une seule couleur monte entière sur sa fondation, le 6♠ d'abord, quelles que "
                "soient les piles vides : les six piques partent."
            ),
        ),
        hint=Phrase(
            en="The power-of-two limit is for tableau moves; the foundations take a suited run another way.",
            fr=(
                "La limite en puissance de deux vaut pour le tableau ; les fondations reçoivent une suite "
                "de même couleur autrement."
            ),
        ),
        concept="run_to_foundation",
    )
