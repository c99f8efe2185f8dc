"""Hopscotch, as AisleRiot plays it.

Sir Tommy with the foundations of Calculation: the Ace, Two, Three and Four of
clubs start the four foundations, and foundation n builds up by n whatever
the suits, an Ace following a King.  No double-click.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..engine.position import Position
from ..rules.building import REGARDLESS_OF_SUIT, Build, Up
from ..rules.cards import Card
from ..rules.concept import Concept
from ..rules.dealing import DealStep, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.double_click import DoubleClickRule, LegalCheck
from ..rules.foundations import OUT_OF_PLAY, BaseCard
from ..rules.local import LocalConcept
from ..rules.piles import Foundations, Refusal
from ..rules.position import Pile
from ..text.phrases import Phrase, define
from .sir_tommy import WASTE_NOTES, sir_tommy

define("hopscotch", {
    "no_double_click": Phrase(en="A double-click does nothing in Hopscotch: drag {card} where it goes.",
                              fr="Un double-clic ne fait rien à Hopscotch : faites glisser {card} là où "
                                 "elle va."),
})

STEPS = LocalConcept(
    "hopscotch_foundation_steps",
    text=Phrase(en="the first foundation builds up by one, the second by two, the third by three, the "
                   "fourth by four, whatever the suits, an Ace following a King (on the third: 3, 6, 9, "
                   "Q, 2, 5...)",
                fr="la première fondation monte de un en un, la deuxième de deux en deux, la troisième "
                   "de trois en trois, la quatrième de quatre en quatre, quelles que soient les "
                   "couleurs, l'As suivant le Roi (sur la troisième : 3, 6, 9, D, 2, 5...)"),
    label=Phrase(en="Foundation n builds up by n", fr="La fondation n monte de n en n"),
)


class HopscotchFoundations(Foundations):
    """Four foundations started with A, 2, 3, 4: foundation n takes the card n ranks above its
    top card (wrapping past the King), whatever the suit; out of play."""

    one_card_a_move = True

    def __init__(self) -> None:
        super().__init__(4, build=Build(Up(), REGARDLESS_OF_SUIT), in_play=False)
        self.builds = tuple(Build(Up(by=n, wrap=True), REGARDLESS_OF_SUIT) for n in range(1, 5))

    @staticmethod
    def number(pile: Pile) -> int:
        return int(pile.id.removeprefix("foundation"))

    def allowing(self, pile: Pile) -> Concept:
        """Foundation n: its base card n while empty, else building up by n."""
        n = self.number(pile)
        return BaseCard(n) if not pile.cards else self.builds[n - 1]

    def index_ranks(self, game: Any, pile: Pile) -> tuple[int, ...] | None:
        n = self.number(pile)
        return self.builds[n - 1].ranks_onto(pile.cards[-1].rank) if pile.cards else (n,)

    def pool(self, game: Any, pile: Pile, candidates: Sequence[Any],
             by_rank: Mapping[int, Sequence[Any]], singles: Sequence[Any]) -> Sequence[Any]:
        return [c for r in self.index_ranks(game, pile) or () for c in by_rank.get(r, ())]

    def allows(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return self.accept_refusal(game, pile, cards, source) is None

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if len(cards) != 1:
            return Refusal(self.role, "foundation_one", (len(cards),))
        n, card, top = self.number(pile), cards[0], pile.top
        if top is None:
            return None if card.rank == n else Refusal(BaseCard(n), "base", (card,))
        build = self.builds[n - 1]
        rule = build.refusing(card, top)
        return None if rule is None else Refusal(rule, "build", (card, top, build))

    def own_rules(self) -> list[Concept]:
        return [STEPS, OUT_OF_PLAY]

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield STEPS
        for build in self.builds:
            yield from build.concepts()
        yield OUT_OF_PLAY


class LowClubsToFoundations(DealStep):
    """Before the deal, the Ace, Two, Three and Four of clubs go face up onto foundations
    one to four."""

    def apply(self, game: Position, cards: list[Card]) -> None:
        for pile, rank in zip(game.group_piles("foundation"), range(1, 5)):
            card = next(c for c in cards if c.suit == "C" and c.rank == rank)
            cards.remove(card)
            pile.cards.append(card.up())


class NoDoubleClick(DoubleClickRule):
    """A double-click plays nothing (AisleRiot's Hopscotch has no double-click)."""

    nowhere = "hopscotch.no_double_click"

    def target(self, game: Any, pile_id: str, is_legal: LegalCheck) -> str | None:
        return None


@register(
    "hopscotch",
    names=Phrase(en="Hopscotch", fr="Hopscotch"),
    summary=Phrase(en="A, 2, 3, 4 of clubs start four foundations built up by ones, twos, threes and "
                      "fours; each stock card goes to a foundation or onto one of four reserves.",
                   fr="L'As, le Deux, le Trois et le Quatre de trèfle commencent quatre fondations qui "
                      "montent de un, deux, trois et quatre en quatre ; chaque carte de la pioche va sur "
                      "une fondation ou sur l'une des quatre réserves."),
    strategy=Phrase(
        en="Skill matters more than luck here: before putting a card on a reserve, think about the "
           "cards it will cover, and avoid burying one you will soon need. Consider keeping one "
           "reserve for Kings, the last card of every foundation.",
        fr="Ici, l'habileté compte plus que la chance\u00a0: avant de poser une carte sur une "
           "réserve, pensez aux cartes qu'elle va recouvrir et évitez d'enfouir une carte dont vous "
           "aurez bientôt besoin. Pensez à garder une réserve pour les Rois, la dernière carte de "
           "chaque fondation.",
    ),
    resembles="sir_tommy",
)
def hopscotch() -> Declaration:
    parent = sir_tommy()
    stock, waste, _foundations, reserves = parent.piles
    return parent.but(
        piles=[stock, waste, HopscotchFoundations(), reserves],
        deal=[LowClubsToFoundations(), RestToStock()],
        double_click=NoDoubleClick(),
        notes=[
            Phrase(en="The Ace, Two, Three and Four of clubs start the four foundations, in that order.",
                   fr="L'As, le Deux, le Trois et le Quatre de trèfle commencent les quatre fondations, "
                      "dans cet ordre."),
            *WASTE_NOTES[:2],
            Phrase(en="Foundation n builds up by n whatever the suits, an Ace following a King: the "
                      "first A, 2, 3...; the second 2, 4, 6, 8, 10, Q, A, 3...; the third 3, 6, 9, Q, 2, "
                      "5...; the fourth 4, 8, Q, 3, 7, J, 2... Each ends on a King after thirteen cards. "
                      "As in AisleRiot's code, a foundation topped by a King still takes the next card "
                      "of its step (which leaves another foundation short). Foundation cards are out of "
                      "play.",
                   fr="La fondation n monte de n en n quelles que soient les couleurs, l'As suivant le "
                      "Roi : la première A, 2, 3... ; la deuxième 2, 4, 6, 8, 10, D, A, 3... ; la "
                      "troisième 3, 6, 9, D, 2, 5... ; la quatrième 4, 8, D, 3, 7, V, 2... Chacune finit "
                      "sur un Roi au bout de treize cartes. Comme dans le code d'AisleRiot, une fondation "
                      "terminée par un Roi prend encore la carte suivante de son pas (ce qui laisse une "
                      "autre fondation incomplète). Les cartes des fondations sont hors jeu."),
            Phrase(en="The manual says nothing of a redeal and there is none: AisleRiot's code allows "
                      "one turn of the waste, but the stock can only be clicked when the one-card waste "
                      "is empty, so there is never anything to turn over.",
                   fr="Le manuel ne parle pas de redistribution et il n'y en a pas : le code d'AisleRiot "
                      "permet de retourner la défausse une fois, mais on ne peut cliquer sur la pioche "
                      "que si la défausse d'une carte est vide, il n'y a donc jamais rien à retourner."),
            Phrase(en="A double-click does nothing, as in AisleRiot: drag the cards. Nothing plays by "
                      "itself.",
                   fr="Un double-clic ne fait rien, comme dans AisleRiot : faites glisser les cartes. "
                      "Rien ne se joue tout seul."),
            Phrase(en="The four clubs of the deal count in the score, as the manual says (52 at most); "
                      "AisleRiot's code counts only the cards moved there (48 at most). The game is lost "
                      "when the stock and the waste are empty and no reserve card fits a foundation.",
                   fr="Les quatre trèfles de la donne comptent dans le score, comme le dit le manuel (52 "
                      "au plus) ; le code d'AisleRiot ne compte que les cartes qui y sont montées (48 au "
                      "plus). La partie est perdue quand la pioche et la défausse sont vides et "
                      "qu'aucune carte des réserves ne va sur une fondation."),
        ],
    )
