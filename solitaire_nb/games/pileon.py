"""Pileon, as AisleRiot plays it.

Fifteen piles in rows of four: thirteen of four cards face up, two empty.
Cards are piled on cards of the same rank, never more than four to a pile; a
group of same-rank cards from the top of a pile moves together.  Four cards
of one rank on one pile are a finished set: its top card is turned face down
and it scores four points.  Won when every pile is a finished set or empty.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import DealStep
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.goals import ScoreRule
from ..rules.local import LocalConcept
from ..rules.pile_limit import PileLimit
from ..rules.piles import PileGroup, Refusal
from ..rules.position import Pile
from ..rules.words import TABLEAU
from ..text.phrases import Phrase, define, get

define("pileon", {
    "sets": Phrase(en="Every pile is a finished set of four or empty.",
                   fr="Chaque pile est un ensemble terminé de quatre cartes, ou vide."),
})

SET_SIZE = 4

# Enforced by PileonTableau when cards are dropped.
SAME_RANK = LocalConcept(
    "pileon_same_rank",
    text=Phrase(en="a card or a group goes only onto a card of the same rank, whatever its suit",
                fr="une carte ou un groupe ne va que sur une carte de même rang, quelle que soit sa "
                   "couleur"),
    label=Phrase(en="Pile on the same rank", fr="Empiler sur le même rang"),
)

# Enforced by PileonTableau when cards are lifted.
SAME_RANK_GROUP = LocalConcept(
    "pileon_same_rank_group",
    text=Phrase(en="the top card moves, alone or with the cards of the same rank just under it",
                fr="la carte du dessus se déplace, seule ou avec les cartes de même rang juste en "
                   "dessous"),
    label=Phrase(en="A group of one rank", fr="Un groupe d'un seul rang"),
)


class FrozenSet(LocalConcept):
    """Four cards of one rank on one pile are finished: the top card is turned face down."""

    def __init__(self) -> None:
        super().__init__(
            "pileon_frozen_set",
            text=Phrase(en="a pile of four cards of the same rank is finished: its top card is turned "
                           "face down and nothing leaves it or goes onto it any more (4 points)",
                        fr="une pile de quatre cartes de même rang est terminée : sa carte du dessus est "
                           "retournée face cachée, et plus rien n'en part ni n'y va (4 points)"),
            label=Phrase(en="A finished set is frozen", fr="Un ensemble terminé est bloqué"))

    @staticmethod
    def frozen(pile: Pile) -> bool:
        """Is ``pile`` a finished set (its top card face down)?"""
        return bool(pile.cards) and not pile.cards[-1].face_up

    @staticmethod
    def complete(cards: list[Card]) -> bool:
        return len(cards) == SET_SIZE and len({c.rank for c in cards}) == 1

    def freeze(self, game: Any) -> None:
        """Turn down the top card of every complete set not yet frozen."""
        for pile in game.group_piles("tableau"):
            cards = pile.cards
            if self.complete(cards) and cards[-1].face_up:
                cards[-1] = cards[-1].down()


FROZEN_SET = FrozenSet()


def same_rank_run(cards: list[Card]) -> int:
    """How many face-up cards of the top card's rank lie together at the top of a pile."""
    if not cards or not cards[-1].face_up:
        return 0
    rank, n = cards[-1].rank, 0
    for card in reversed(cards):
        if card.rank != rank or not card.face_up:
            break
        n += 1
    return n


class PileonTableau(PileGroup):
    """Fifteen piles of at most four cards, each card piled on a card of its rank."""

    role = TABLEAU
    prefix = "tableau"
    layout = "fan"
    moves = SAME_RANK_GROUP
    empty = ANY_CARD

    def __init__(self, count: int = 15) -> None:
        self.count = count
        self.limit = PileLimit(SET_SIZE)

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the piles."""
        return [SAME_RANK, SAME_RANK_GROUP, ANY_CARD, self.limit, FROZEN_SET]

    def why_legal(self, lang: str) -> str:
        """Why cards may go there (the explanation of a legal move)."""
        return SAME_RANK.label(lang)

    def lift_limit(self, game: Any, pile: Pile) -> int:
        return same_rank_run(pile.cards)

    def lift_refusal(self, game: Any, pile: Pile, count: int) -> Refusal | None:
        if FROZEN_SET.frozen(pile):
            return Refusal(FROZEN_SET, "game_rule")
        if count > same_rank_run(pile.cards):
            return Refusal(SAME_RANK_GROUP, "unit", (count,))
        return None

    def index_ranks(self, game: Any, pile: Pile) -> tuple[int, ...] | None:
        return (pile.cards[-1].rank,) if pile.cards else None

    def pool(self, game: Any, pile: Pile, candidates: Sequence[Any],
             by_rank: Mapping[int, Sequence[Any]], singles: Sequence[Any]) -> Sequence[Any]:
        if len(pile.cards) >= SET_SIZE:
            return ()
        return super().pool(game, pile, candidates, by_rank, singles)

    def allows(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return self.accept_refusal(game, pile, cards, source) is None

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if FROZEN_SET.frozen(pile):
            return Refusal(FROZEN_SET, "game_rule")
        if pile.cards and pile.cards[-1].rank != cards[0].rank:
            return Refusal(SAME_RANK, "game_rule")
        if len(pile.cards) + len(cards) > SET_SIZE:
            return Refusal(self.limit, "game_rule", ())
        return None

    def settle(self, game: Any) -> None:
        FROZEN_SET.freeze(game)

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield SAME_RANK
        yield SAME_RANK_GROUP
        yield ANY_CARD
        yield self.limit
        yield FROZEN_SET


class FourEach(DealStep):
    """Four cards face up onto each of the first thirteen piles in turn; a pile dealt a
    complete set is frozen at once."""

    def apply(self, game: Any, cards: list[Card]) -> None:
        for pile in game.group_piles("tableau", range(1, 14)):
            for _ in range(SET_SIZE):
                pile.cards.append(cards.pop().up())
        FROZEN_SET.freeze(game)


class FrozenSetsScore(ScoreRule):
    """Four points per finished set (52 for a won game)."""

    said = Phrase(en="four points per finished set of four cards of one rank (52 for a won game)",
                  fr="quatre points par carré de même rang terminé (52 pour une partie gagnée)")

    def score(self, game: Any) -> int:
        return SET_SIZE * sum(FROZEN_SET.frozen(p) for p in game.group_piles("tableau"))


class AllSetsFrozen(LocalConcept):
    """Won when every pile is a finished set or empty."""

    def __init__(self) -> None:
        super().__init__(
            "pileon_all_sets",
            text=Phrase(en="the game is won when every pile is a finished set of four or empty (which "
                           "leaves two empty piles, not necessarily the first two)",
                        fr="la partie est gagnée quand chaque pile est un ensemble terminé de quatre "
                           "cartes ou vide (il reste alors deux piles vides, pas forcément celles du "
                           "début)"),
            label=Phrase(en="Four of a kind on every pile", fr="Quatre cartes de même rang par pile"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game."""
        return get("pileon.sets")

    def won_sentence(self, game: Any) -> Phrase:
        return get("pileon.sets")

    def is_won(self, game: Any) -> bool:
        return all(not p.cards or FROZEN_SET.frozen(p) for p in game.group_piles("tableau"))


ALL_SETS_FROZEN = AllSetsFrozen()


@register(
    "pileon",
    names=Phrase(en="Pileon", fr="Pileon"),
    summary=Phrase(en="Sort the deck by rank: pile cards on cards of the same rank, four to a pile, "
                      "with two empty piles to help.",
                   fr="Triez le paquet par rang : empilez les cartes sur des cartes de même rang, "
                      "quatre par pile, avec deux piles vides pour vous aider."),
    strategy=Phrase(
        en="Keep one pile empty as long as you can. Don't let three cards of a rank pile up on a "
           "single card of another rank: that pile is then full, and unless the fourth card of the "
           "set lies at the bottom of another pile, finishing the set will need an empty pile.",
        fr="Gardez une pile vide aussi longtemps que possible. Ne laissez pas trois cartes d'un "
           "même rang s'empiler sur une seule carte d'un autre rang\u00a0: la pile est alors "
           "pleine, et si la quatrième carte du rang n'est pas au fond d'une autre pile, il faudra "
           "une pile vide pour finir la série.",
    ),
    resembles="freecell",
)
def pileon() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[PileonTableau(15)],
        deal=[FourEach()],
        score=FrozenSetsScore(),
        won=ALL_SETS_FROZEN,
        autoplay=None,
        notes=[
            Phrase(en="The first thirteen piles get four cards each; the last two start empty.",
                   fr="Les treize premières piles reçoivent quatre cartes chacune ; les deux dernières "
                      "sont vides au départ."),
            Phrase(en="A card goes onto a card of the same rank, whatever the suit, and no pile ever "
                      "holds more than four cards. The top card may take with it the cards of the same "
                      "rank lying just under it (all of them or only some): they move as one group. An "
                      "empty pile takes any card or group.",
                   fr="Une carte va sur une carte de même rang, quelle que soit sa couleur, et aucune "
                      "pile ne contient jamais plus de quatre cartes. La carte du dessus peut emmener "
                      "les cartes de même rang posées juste en dessous (toutes ou seulement certaines) : "
                      "elles se déplacent en un seul groupe. Une pile vide reçoit n'importe quelle carte "
                      "ou n'importe quel groupe."),
            Phrase(en="As soon as a pile holds the four cards of one rank, its top card is turned face "
                      "down, as in AisleRiot: the set is finished and stays where it is. A set dealt "
                      "complete is finished at once.",
                   fr="Dès qu'une pile contient les quatre cartes d'un même rang, sa carte du dessus est "
                      "retournée face cachée, comme dans AisleRiot : l'ensemble est terminé et reste en "
                      "place. Un ensemble complet dès la donne est terminé aussitôt."),
            Phrase(en="The game is lost when no move is left: no empty pile, and no top card can join a "
                      "card of its rank.",
                   fr="La partie est perdue quand aucun coup ne reste : aucune pile vide, et aucune "
                      "carte du dessus ne peut rejoindre une carte de son rang."),
        ],
    )
