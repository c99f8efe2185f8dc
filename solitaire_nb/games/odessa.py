"""Odessa, as AisleRiot plays it.

Seven piles: three rows face down, three rows face up, then two more face-up
rows on the five middle piles (6, 8, 8, 8, 8, 8, 6 cards).  Build down by
suit; any face-up card moves with every card on top of it; only a King-headed
group fills an empty pile; a run of one suit may go up to its foundation in
one move.  The score rewards long runs of one suit.
"""

from __future__ import annotations

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK, Card
from ..rules.dealing import DealRow, DealStep
from ..rules.declaration import Declaration, register
from ..rules.empty import KINGS_ONLY
from ..rules.goals import ScoreRule
from ..rules.local import Effect
from ..rules.piles import Tableau
from ..rules.roles import Role
from ..rules.run_foundations import RunFoundations
from ..rules.units import ANY_GROUP
from ..text.phrases import Phrase


def _run_through(cards: list[Card], joint: int) -> int:
    """Length of the run of one suit (face up, each card one rank below the card under it)
    through cards[joint - 1] and cards[joint]."""
    def linked(lower: Card, upper: Card) -> bool:
        return (lower.face_up and upper.face_up and lower.suit == upper.suit
                and upper.rank == lower.rank - 1)
    start = joint - 1
    while start > 0 and linked(cards[start - 1], cards[start]):
        start -= 1
    end = joint
    while end + 1 < len(cards) and linked(cards[end], cards[end + 1]):
        end += 1
    return end - start + 1


def _opening_points(cards: list[Card]) -> int:
    """Points of the runs of one suit among the face-up cards of a pile: one per card."""
    points, length = 0, 1
    for lower, upper in zip(cards, cards[1:]):
        if lower.face_up and upper.face_up and lower.suit == upper.suit and upper.rank == lower.rank - 1:
            length += 1
        else:
            points += length if length > 1 else 0
            length = 1
    return points + (length if length > 1 else 0)


class OdessaScore(ScoreRule):
    """The points counted so far (``game.state["points"]``)."""

    def score(self, game: Position) -> int:
        return game.state.get("points", 0)

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Score", fr="Score").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase(en="each run of one suit dealt is worth one point per card; a move in the tableau "
                         "is worth one point per card of the run it makes; each card sent to a "
                         "foundation is worth one point",
                      fr="chaque suite d'une même couleur distribuée vaut un point par carte ; un "
                         "déplacement dans le tableau vaut un point par carte de la suite qu'il forme ; "
                         "chaque carte montée sur une fondation vaut un point").text(lang)


class ScoreOpeningRuns(DealStep):
    """After the deal: one point per card of every run of one suit among the face-up cards."""

    state_keys = (("points", "points"),)

    def apply(self, game: Position, cards: list[Card]) -> None:
        game.state["points"] = sum(_opening_points(p.cards) for p in game.group_piles("tableau"))


class CountRunPoints(Effect):
    """After each move: onto a tableau card, the length of the run of one suit it makes; onto
    a foundation, one point per card (glossary: score)."""

    state_keys = (("points", "points"),)

    key = "score"
    lets_safe_cards_go_early = True  # it counts points, moves no card and refuses no move

    def after_move(self, game: Position, move: Move | None) -> None:
        if move is None or move.kind != "move":
            return
        target = game.pile(move.target)
        if target.role == Role.FOUNDATION:
            gained = move.count
        elif target.role == Role.TABLEAU and len(target.cards) > move.count:
            gained = _run_through(target.cards, len(target.cards) - move.count)
        else:
            return
        game.state["points"] = game.state.get("points", 0) + gained

    def label(self, lang: str | None = None) -> str:
        return OdessaScore().label(lang)

    def rule(self, lang: str | None = None) -> str:
        return OdessaScore().rule(lang)

    def definition(self, lang: str | None = None) -> str:
        return self.rule(lang)


@register(
    "odessa",
    names=Phrase(en="Odessa", fr="Odessa"),
    summary=Phrase(en="A Yukon built by suit: move any face-up group, and make long runs of one suit "
                      "before sending them home.",
                   fr="Un Yukon construit par couleur : déplacez n'importe quel groupe visible et "
                      "formez de longues suites avant de les monter."),
    strategy=Phrase(
        en="The score rewards patience: the longer you keep cards out of the foundations, the more "
           "points your moves can earn. Build long runs of one suit, since each move scores by the "
           "length of the run it makes.",
        fr="Le score récompense la patience\u00a0: plus vous gardez les cartes hors des fondations, "
           "plus vos coups peuvent rapporter de points. Formez de longues suites d'une même "
           "couleur, car chaque coup rapporte selon la longueur de la suite qu'il crée.",
    ),
    resembles="yukon",
)
def odessa() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            RunFoundations(4, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(7, build=Build(Down(), BY_SUIT), moves=ANY_GROUP, empty=KINGS_ONLY),
        ],
        deal=[*[DealRow("tableau") for _ in range(3)],
              *[DealRow("tableau", face_up=True) for _ in range(3)],
              *[DealRow("tableau", range(2, 7), face_up=True) for _ in range(2)],
              ScoreOpeningRuns()],
        score=OdessaScore(),
        effects=[CountRunPoints()],
        notes=[
            Phrase(en="Score, as the manual states it: when the cards are dealt, every run of one suit "
                      "(each card one rank below the card under it) among the face-up cards is worth "
                      "one point per card; every move onto a tableau card is worth one point per card "
                      "of the run of one suit it forms there; every card put on a foundation is worth "
                      "one point. Moving a King-headed group to an empty pile scores nothing. The "
                      "score depends on the order of play (the manual's maximum is 412).",
                   fr="Score, tel que le manuel le décrit : à la distribution, chaque suite d'une même "
                      "couleur (chaque carte d'un rang plus bas que celle en dessous) parmi les cartes "
                      "visibles vaut un point par carte ; chaque déplacement sur une carte du tableau "
                      "vaut un point par carte de la suite d'une même couleur qu'il y forme ; chaque "
                      "carte posée sur une fondation vaut un point. Déplacer un groupe commençant par "
                      "un Roi vers une pile vide ne rapporte rien. Le score dépend de l'ordre du jeu "
                      "(maximum du manuel : 412)."),
            Phrase(en="AisleRiot counts a run after a move a little more loosely than the manual (any "
                      "neighbouring cards of one suit one rank apart, up or down, even face down); this "
                      "kit counts the run the manual describes. In ordinary play both counts agree.",
                   fr="AisleRiot compte la suite après un déplacement un peu plus largement que le "
                      "manuel (toutes cartes voisines d'une même couleur à un rang d'écart, en montant "
                      "ou en descendant, même face cachée) ; ce kit compte la suite que décrit le "
                      "manuel. En jeu ordinaire, les deux comptes sont les mêmes."),
            Phrase(en="A run of one suit goes to its foundation in one move when its top card is the "
                      "card the foundation needs; it lands in building order (manual and AisleRiot). "
                      "Foundation cards are out of play.",
                   fr="Une suite d'une même couleur monte sur sa fondation en un seul coup quand sa "
                      "carte du dessus est celle qu'attend la fondation ; elle s'y range dans l'ordre "
                      "de construction (manuel et AisleRiot). Les cartes des fondations sont hors jeu."),
        ],
    )
