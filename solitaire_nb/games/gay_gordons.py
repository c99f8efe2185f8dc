"""Gay Gordons, as AisleRiot plays it.

A reserve of two cards and ten fanned piles of five, all face up; two top
cards adding up to eleven (Ace 1), two Jacks, or a King and a Queen leave the
table together.  As in AisleRiot, the deal is built from matching pairs so
that every deal can be won.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.shuffle import seeded_rng
from ..rules.cards import STANDARD_DECK, Card
from ..rules.covering import TableauToClear
from ..rules.dealing import DealStep
from ..rules.declaration import Declaration, register
from ..rules.pairs import ALL_TAKEN_AWAY, CARDS_TAKEN_AWAY, Discard, SumsTo
from ..rules.words import RESERVE
from ..text.phrases import Phrase

ELEVEN = SumsTo(11, also=((11, 11), (12, 13)),
                also_text=Phrase(en=", or two Jacks, or a King and a Queen",
                                 fr=", ou deux Valets, ou un Roi et une Dame"))

RESERVE_SIZE, PILES, PILE_SIZE = 2, 10, 5


def paired_order(deck: list[Card], matches: Callable[[Card, Card], bool]) -> list[Card]:
    """The deck rearranged into matching pairs, as AisleRiot does it: take the first card,
    find the first card after it that it pairs with; the card just after the first one
    takes the partner's place; repeat with what is left."""
    rest = list(deck)
    paired: list[Card] = []
    while rest:
        first = rest.pop(0)
        n = next(i for i, card in enumerate(rest) if matches(first, card))
        partner = rest[n]
        rest[n] = rest[0]
        rest.pop(0)
        paired += [first, partner]
    return paired


def _nth_open(room: list[int], nth: int, avoid: int = -1) -> int:
    """The index of the ``nth`` pile (from 0) that still has room, skipping ``avoid``."""
    open_piles = [i for i, left in enumerate(room) if left and i != avoid]
    return open_piles[nth]


def pair_places(room: list[int], random: Callable[[int], int]) -> tuple[int, int]:
    """Two different piles for the two cards of the next pair (AisleRiot's choice): the first
    at random among the piles with room, unless the fullest-to-be pile must take it now so
    that the two cards of every later pair can still go to different piles; the second at
    random among the other piles with room."""
    open_count = sum(1 for left in room if left)
    deepest = max(room)
    nth = random(open_count)
    first = room.index(deepest) if sum(room) <= 2 * deepest else _nth_open(room, nth)
    second = _nth_open(room, random(open_count - 1), avoid=first)
    return first, second


class DealInPairs(DealStep):
    """The deal of Gay Gordons: the deck is arranged in matching pairs, and the two cards of
    each pair go face up to two different piles (the reserve counting as one pile of two),
    each pair on top of the earlier ones, so removing the pairs in reverse order wins.
    The random choices come from a generator seeded by the shuffled deck, so a deal number
    always gives the same layout."""

    def apply(self, game: Any, cards: list[Card]) -> None:
        deck = list(reversed(cards))  # the first card to deal first
        cards.clear()
        rng = seeded_rng("gay_gordons/pairs/" + " ".join(card.code for card in deck))

        def random(n: int) -> int:
            return rng.next() % n

        piles = [*game.group_piles("reserve"), *game.group_piles("tableau")]
        room = [RESERVE_SIZE] + [PILE_SIZE] * PILES
        paired = paired_order(deck, ELEVEN.matches)
        for i in range(0, len(paired), 2):
            first, second = pair_places(room, random)
            for index, card in ((first, paired[i]), (second, paired[i + 1])):
                piles[index].cards.append(card.up())
                room[index] -= 1


@register(
    "gay_gordons",
    names=Phrase(en="Gay Gordons", fr="Les joyeux gordons"),
    summary=Phrase(en="Ten piles and a small reserve, all face up: remove pairs of top cards adding "
                      "up to eleven, two Jacks, or a King and a Queen.",
                   fr="Dix piles et une petite réserve, toutes face visible : enlevez les paires de "
                      "cartes du dessus dont la somme fait onze, deux Valets, ou un Roi et une Dame."),
    strategy=Phrase(
        en="Watch for cards buried under a card they could pair with: those two can never be "
           "removed together, so each needs another partner. Dig such cards out early, and remember "
           "that every deal can be won.",
        fr="Repérez les cartes enterrées sous une carte avec laquelle elles pourraient faire une "
           "paire\u00a0: ces deux-là ne seront jamais enlevées ensemble, il faudra un autre "
           "partenaire à chacune. Dégagez-les tôt, et rappelez-vous que chaque donne peut être "
           "gagnée.",
    ),
    resembles="fourteen",
)
def gay_gordons() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        won=ALL_TAKEN_AWAY,
        deck=STANDARD_DECK,
        piles=[
            TableauToClear(1, layout="waste", prefix="reserve", role=RESERVE, pairs=ELEVEN),
            Discard(),
            TableauToClear(PILES, pairs=ELEVEN),
        ],
        deal=[DealInPairs()],
        autoplay=None,
        notes=[
            Phrase(en="The deal: two cards face up in the reserve (top left) and five face up on each "
                      "of the ten piles; there is no stock. As in AisleRiot's code, the shuffled deck "
                      "is first arranged in matching pairs, and the two cards of each pair go to two "
                      "different piles, each pair on top of the earlier ones: every deal can be won. "
                      "The manual does not describe this; the kit follows the code, its random choices "
                      "drawn from the deal number.",
                   fr="La donne : deux cartes face visible dans la réserve (en haut à gauche) et cinq "
                      "face visible sur chacune des dix piles ; il n'y a pas de pioche. Comme dans le "
                      "code d'AisleRiot, le paquet mélangé est d'abord rangé en paires, et les deux "
                      "cartes de chaque paire vont sur deux piles différentes, chaque paire par-dessus "
                      "les précédentes : toute donne peut être gagnée. Le manuel ne le décrit pas ; le "
                      "kit suit le code, ses choix au hasard étant tirés du numéro de la donne."),
            Phrase(en="Only the top card of the reserve and of each pile is in play. Drop a top card on "
                      "another top card: when their ranks add up to eleven (Ace 1, so Ace and Ten, Two "
                      "and Nine, ..., Five and Six), or they are two Jacks, or a King and a Queen, both "
                      "cards are removed. The reserve's top card pairs with a pile's top card either "
                      "way round; nothing is ever built on the reserve.",
                   fr="Seule la carte du dessus de la réserve et de chaque pile est en jeu. Posez une "
                      "carte du dessus sur une autre : si la somme de leurs rangs fait onze (As 1, donc "
                      "As et Dix, Deux et Neuf, ..., Cinq et Six), ou si ce sont deux Valets, ou un Roi "
                      "et une Dame, les deux cartes sont enlevées. La carte du dessus de la réserve "
                      "fait une paire avec celle d'une pile dans un sens comme dans l'autre ; on ne "
                      "construit jamais sur la réserve."),
            Phrase(en="Empty piles and the empty reserve are never filled. The game is won when all 52 "
                      "cards are removed, and lost when no pair is left among the top cards.",
                   fr="Les piles vides et la réserve vide ne sont jamais remplies. La partie est gagnée "
                      "quand les 52 cartes sont enlevées, et perdue quand il ne reste aucune paire parmi "
                      "les cartes du dessus."),
        ],
    )
