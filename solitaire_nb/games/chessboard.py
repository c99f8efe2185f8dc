"""Chessboard, as AisleRiot plays it.

Fortress's layout (ten face-up piles around a middle column of four
foundations), but the player chooses the base card: the first card moved to
a foundation sets the rank every foundation starts with.  Ranks wrap around
(a King and an Ace are next to each other) on the foundations and the tableau.
"""

from __future__ import annotations

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, Up, UpOrDown
from ..rules.cards import STANDARD_DECK, Card
from ..rules.dealing import DealRow, DealRows
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.foundations import BaseCard
from ..rules.local import Effect
from ..rules.piles import Foundations, Refusal, Tableau
from ..rules.position import Pile
from ..rules.units import ONE_CARD
from ..rules.words import FOUNDATION
from ..text.phrases import Phrase

_CHOSEN = Phrase(en="the first card played to a foundation, whatever its rank, sets the base card of all "
                    "four foundations",
                 fr="la première carte posée sur une fondation, quel que soit son rang, fixe la carte de "
                    "base des quatre fondations")


class ChosenBase(BaseCard):
    """The base card is chosen by the player: any card may start the first foundation."""

    def __init__(self) -> None:
        super().__init__(None)

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(_CHOSEN).text(lang)


class ChosenBaseFoundations(Foundations):
    """Foundations whose base rank is unset until the first card arrives."""

    @staticmethod
    def _open(game: Position, pile: Pile) -> bool:
        return not pile.cards and game.state.get("base_rank") is None

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        return None if self._open(game, pile) else super().index_ranks(game, pile)

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        if self._open(game, pile):
            return len(cards) == 1
        return super().allows(game, pile, cards, source)

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if self._open(game, pile) and len(cards) == 1:
            return None
        if self._open(game, pile):
            return Refusal(FOUNDATION, "foundation_one", (len(cards),))
        return super().accept_refusal(game, pile, cards, source)


class SetBaseRank(Effect):
    """After the first card reaches a foundation, its rank is the base rank."""

    state_keys = (("base_rank", "rank"),)

    key = "base_card"

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(_CHOSEN).text(lang)

    def after_move(self, game: Position, move: Move) -> None:
        if game.state.get("base_rank") is None:
            for pile in game.group_piles("foundation"):
                if pile.cards:
                    game.state["base_rank"] = pile.cards[0].rank
                    return


@register(
    "chessboard",
    names=Phrase(en="Chessboard", fr="Plateau d'échecs"),
    summary=Phrase(en="Ten open piles around the foundations; you choose the base card: the first card "
                      "sent home sets the rank all foundations start from.",
                   fr="Dix piles ouvertes autour des fondations ; vous choisissez la carte de base : la "
                      "première carte montée fixe le rang de départ de toutes les fondations."),
    strategy=Phrase(
        en="Choose the base card with care: the first card you send to a foundation fixes where all "
           "four start, and the obvious choice can lead straight into a dead end. Before choosing, "
           "look at which cards of that rank, and of the ranks just above it, you can reach.",
        fr="Choisissez la carte de base avec soin\u00a0: la première carte que vous montez fixe le "
           "départ des quatre fondations, et le choix évident peut mener tout droit à une impasse. "
           "Avant de choisir, regardez quelles cartes de ce rang, et des rangs juste au-dessus, "
           "sont à votre portée.",
    ),
    resembles="fortress",
)
def chessboard() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            ChosenBaseFoundations(4, base=ChosenBase(), build=Build(Up(wrap=True), BY_SUIT), in_play=False),
            Tableau(10, build=Build(UpOrDown(wrap=True), BY_SUIT), moves=ONE_CARD, empty=ANY_CARD),
        ],
        deal=[DealRows("tableau", count=50, face_up=True), DealRow("tableau", (1, 6), face_up=True)],
        effects=[SetBaseRank()],
        notes=[
            Phrase(en="Piles 1 to 5 are the left-hand wing and piles 6 to 10 the right-hand wing, top "
                      "to bottom; the top pile of each wing (1 and 6) gets six cards, the others five.",
                   fr="Les piles 1 à 5 forment l'aile gauche et les piles 6 à 10 l'aile droite, de haut "
                      "en bas ; la première pile de chaque aile (1 et 6) reçoit six cartes, les autres "
                      "cinq."),
            Phrase(en="The base card is the player's choice: the first card moved to any foundation "
                      "sets the rank that the three other foundations must start with.",
                   fr="La carte de base est au choix du joueur : la première carte montée sur une "
                      "fondation fixe le rang par lequel les trois autres doivent commencer."),
            Phrase(en="On the tableau a card goes on a card of its suit one rank higher or lower, both "
                      "directions on one pile, a King and an Ace being next to each other.",
                   fr="Au tableau, une carte va sur une carte de sa couleur d'un rang plus haut ou plus "
                      "bas, dans les deux sens sur une même pile, le Roi et l'As se suivant."),
        ],
    )
