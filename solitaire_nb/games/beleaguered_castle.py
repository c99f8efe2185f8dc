"""Beleaguered Castle, as AisleRiot plays it.

The four Aces start the foundations (a middle column); the other 48 cards
are dealt face up, six to each of eight piles, four on each side.  Build down
regardless of suit, one card at a time; any card fills an empty pile.
"""

from __future__ import annotations

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.cards import Card
from ..rules.dealing import AcesToFoundations, DealRows
from ..rules.declaration import Declaration, register
from ..rules.goals import CardsPlayedToFoundations
from ..rules.key_parts import COUNTS
from ..rules.local import GameRule
from ..rules.roles import Role
from ..text.phrases import Phrase
from .streets_and_alleys import streets_and_alleys


def _ace_stays(game: Position, move: Move, cards: list[Card]) -> bool:
    return not (game.pile(move.source).role == Role.FOUNDATION and cards[0].rank == 1)


ACES_STAY = GameRule(
    "aces_stay",
    Phrase(en="the Aces never leave their foundations; the other foundation cards may come back",
           fr="les As ne quittent jamais leurs fondations ; les autres cartes des fondations peuvent "
              "revenir en jeu"),
    _ace_stays,
    label=Phrase(en="Aces stay home", fr="Les As restent en place"),
    sees=COUNTS,  # the card moved and where from, nothing of the piles
)


@register(
    "beleaguered_castle",
    names=Phrase(en="Beleaguered Castle", fr="Le château assiégé"),
    summary=Phrase(en="Every card is visible around four Aces: move one card at a time, building down "
                      "regardless of suit, to free the cards each foundation needs.",
                   fr="Toutes les cartes sont visibles autour de quatre As : déplacez une carte à la "
                      "fois, en descendant sans tenir compte de la couleur, pour libérer les cartes "
                      "qu'attend chaque fondation."),
    strategy=Phrase(
        en="Keep the four foundations at about the same height when you can. Work towards an empty "
           "pile: it takes any card and gives you room to move cards around.",
        fr="Si possible, faites monter les quatre fondations à peu près au même rythme. Cherchez à "
           "vider une pile\u00a0: elle accepte n'importe quelle carte et vous donne de la place "
           "pour déplacer les cartes.",
    ),
    resembles="freecell",
)
def beleaguered_castle() -> Declaration:
    return streets_and_alleys().but(
        score=CardsPlayedToFoundations(4),
        deal=[AcesToFoundations(), DealRows("tableau", face_up=True)],
        rules=[ACES_STAY],
        notes=[
            Phrase(en="The Aces are laid on the foundations before the deal (clubs, diamonds, hearts, "
                      "spades); the 48 other cards go six to each pile, all face up.",
                   fr="Les As sont posés sur les fondations avant la donne (trèfle, carreau, cœur, "
                      "pique) ; les 48 autres cartes vont par six sur chaque pile, toutes face visible."),
            Phrase(en="Piles 1 to 4 are the left-hand wing, piles 5 to 8 the right-hand wing; the "
                      "foundations sit between them.",
                   fr="Les piles 1 à 4 forment l'aile gauche, les piles 5 à 8 l'aile droite ; les "
                      "fondations sont au milieu."),
            Phrase(en="A card taken back from a foundation loses its point, as in AisleRiot.",
                   fr="Une carte reprise d'une fondation perd son point, comme dans AisleRiot."),
            Phrase(en="The manual does not say whether foundation cards stay in play; AisleRiot lets "
                      "any of them except the Aces come back to the tableau, and so does this kit.",
                   fr="Le manuel ne dit pas si les cartes des fondations restent en jeu ; AisleRiot "
                      "permet de reprendre n'importe laquelle sauf les As, ce kit aussi."),
        ],
    )
