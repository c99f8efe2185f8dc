"""Triple Peaks (Tri-Peaks), as AisleRiot plays it.

Three peaks of six face-down cards joined by a bottom row of ten face-up
cards; a card turns up once no card covers it.  Free cards go on the waste
one rank up or down, whatever the suit, an Ace next to both King and Two.
Each card scores the length of the current run; turning a stock card costs
five points; clearing a peak earns a bonus.
"""

from __future__ import annotations

from typing import Any

from ..engine.moves import Move
from ..engine.position import Position
from ..engine.shuffle import shuffled
from ..rules import key_parts
from ..rules.building import REGARDLESS_OF_SUIT, Build, UpOrDown
from ..rules.cards import STANDARD_DECK
from ..rules.covering import TableauToClear, peaks
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Choice, Declaration, register
from ..rules.goals import ScoreRule
from ..rules.local import Effect
from ..rules.onto_waste import TABLEAU_CLEARED, TO_WASTE, BuildOnWaste
from ..rules.piles import Stock
from ..rules.roles import Role
from ..rules.stock import NO_REDEAL, DealToWaste
from ..text.phrases import Phrase

PEAK_TOPS = (1, 2, 3)


_TEXTS = {
    False: Phrase(en="each card played to the waste scores the length of the run it extends (1 for the "
                     "first card after a stock card, 2 for the next...); turning a stock card costs 5 "
                     "points (the score never goes below 0); clearing a peak earns 15 points, and "
                     "clearing the last one 30",
                  fr="chaque carte jouée sur la défausse rapporte la longueur de la suite qu'elle "
                     "prolonge (1 pour la première carte après une carte de la pioche, 2 pour la "
                     "suivante...) ; retourner une carte de la pioche coûte 5 points (le score ne "
                     "descend jamais sous 0) ; dégager un sommet rapporte 15 points, et le dernier 30"),
    True: Phrase(en="each card played to the waste scores twice the card before it in the run (1, 2, 4, "
                    "8...); turning a stock card costs nothing; clearing a peak earns 25 points, and "
                    "clearing the last one 50",
                 fr="chaque carte jouée sur la défausse rapporte le double de la précédente de la suite "
                    "(1, 2, 4, 8...) ; retourner une carte de la pioche ne coûte rien ; dégager un "
                    "sommet rapporte 25 points, et le dernier 50"),
}


class PeaksScore(ScoreRule):
    """The points counted so far (``game.state["points"]``)."""

    def __init__(self, multiplier: bool) -> None:
        super().__init__()
        self.multiplier = multiplier

    def score(self, game: Position) -> int:
        return game.state.get("points", 0)

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Score", fr="Score").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase(_TEXTS[self.multiplier]).text(lang)


class CountRunPoints(Effect):
    """After each move: the run's points and the peak bonuses; after a stock card, the run
    starts again (and 5 points go); with progressive rounds, a cleared tableau is dealt
    afresh (glossary: score)."""

    state_keys = (("points", "points"), ("run", "count"), ("round", "count"))

    key = "score"

    def __init__(self, multiplier: bool, progressive: bool) -> None:
        super().__init__()
        self.multiplier = multiplier
        self.progressive = progressive

    def after_move(self, game: Position, move: Move | None) -> None:
        if move is None:
            return
        state = game.state
        points = state.get("points", 0)
        if move.kind == "deal":
            _store(game, run=0, points=points if self.multiplier else max(points - 5, 0))
            return
        if move.kind != "move" or game.pile(move.source).role != Role.TABLEAU:
            return
        run = state.get("run", 0) + 1
        points += 2 ** (run - 1) if self.multiplier else run
        cleared = TABLEAU_CLEARED.is_won(game)
        if game.pile(move.source).index in PEAK_TOPS:
            points += (25 if self.multiplier else 15) * (2 if cleared else 1)
        _store(game, run=run, points=points)
        if cleared and self.progressive:
            new_round(game)

    def sees(self, group: Any, declaration: Declaration) -> int:
        """Which peak a card left (by place) and whether the tableau is cleared; a new round
        takes back every card of the stock and the waste (see rules/key_parts.py)."""
        if group.prefix == "tableau" or (self.progressive and group.prefix in ("stock", "waste")):
            return key_parts.PLACES
        return key_parts.COUNTS

    def label(self, lang: str | None = None) -> str:
        return PeaksScore(self.multiplier).label(lang)

    def rule(self, lang: str | None = None) -> str:
        return PeaksScore(self.multiplier).rule(lang)

    def definition(self, lang: str | None = None) -> str:
        return self.rule(lang)


def new_round(game: Position) -> None:
    """Gather the stock and the waste, shuffle them for this deal and round, and deal the
    peaks again: 18 face down, 10 face up, one card on the waste; the run starts again."""
    stock, waste = game.pile("stock"), game.pile("waste")
    cards = sorted((c.down() for c in stock.cards + waste.cards), key=lambda c: c.code)
    stock.cards.clear()
    waste.cards.clear()
    number = game.state.get("round", 1) + 1
    order = list(reversed(shuffled(cards, f"triple_peaks/round{number}", game.deal or 0)))
    for step in DEAL:
        step.apply(game, order)
    _store(game, round=number, run=0)


def _store(game: Position, **values: int) -> None:
    """Update the game's state, its keys always in the same (sorted) order, as a restored
    snapshot has them."""
    game.state = dict(sorted({**game.state, **values}.items()))


DEAL = [DealRow("tableau", range(1, 19)), DealRow("tableau", range(19, 29), face_up=True),
        DealRow("waste", face_up=True), RestToStock()]


def _notes(multiplier: bool, progressive: bool) -> list[Phrase]:
    en = ["Three peaks of six cards (rows of 1, 2 and 3) stand on the bottom row: tableau 1 to 3 are "
          "the peak tops, 4 to 9 the second rows, 10 to 18 the third rows, 19 to 28 the bottom row.",
          "A card is free when no card of the row below covers it; a face-down card turns up as "
          "soon as it is free. A free card goes on the waste when it is one rank above or below "
          "the waste's top card, whatever the suit; an Ace is next to both the King and the Two. "
          "A click on the stock turns one card onto the waste, at any time; there is no redeal.",
          "The game is won when the three peaks are cleared, even with cards left in the stock; "
          "it is lost when the stock is empty and no free card fits the waste.",
          "The manual gives 15 points for each peak cleared and 15 more for clearing them all; "
          "AisleRiot's code gives 30 for the last peak instead of 15: the same total, so both "
          "agree (466 at most in one round, as the manual says). The code never lets the score go "
          "below 0 when a stock card is turned; this kit does the same."]
    fr = ["Trois sommets de six cartes (rangées de 1, 2 et 3) reposent sur la rangée du bas : les "
          "piles 1 à 3 du tableau sont les pointes des sommets, 4 à 9 les deuxièmes rangées, 10 à 18 "
          "les troisièmes, 19 à 28 la rangée du bas.",
          "Une carte est libre quand aucune carte de la rangée du dessous ne la recouvre ; une "
          "carte face cachée se retourne dès qu'elle est libre. Une carte libre va sur la défausse "
          "quand elle est d'un rang au-dessus ou en dessous de la carte du dessus, quelle que soit "
          "la couleur ; l'As est voisin du Roi et du Deux. Un clic sur la pioche retourne une carte "
          "sur la défausse, à tout moment ; pas de redistribution.",
          "La partie est gagnée quand les trois sommets sont dégagés, même s'il reste des cartes "
          "dans la pioche ; elle est perdue quand la pioche est vide et qu'aucune carte libre ne "
          "convient à la défausse.",
          "Le manuel donne 15 points par sommet dégagé et 15 de plus quand tout est dégagé ; le "
          "code d'AisleRiot donne 30 pour le dernier sommet au lieu de 15 : le total est le même, "
          "les deux s'accordent donc (466 au plus en une manche, comme le dit le manuel). Le code "
          "ne laisse jamais le score passer sous 0 quand on retourne une carte de la pioche ; ce "
          "kit fait de même."]
    if multiplier:
        en.append("Multiplier scoring: the cards of a run score 1, 2, 4, 8, 16... points, turning a "
                  "stock card costs nothing, a cleared peak earns 25 and the last one 50 (25 + 25). "
                  "The manual's example of a run of five (1, 2, 4, 16 and 32, 55 in all) does not "
                  "double at each card as its own rule says: a copy error; this kit doubles, as "
                  "AisleRiot's code does (1, 2, 4, 8 and 16).")
        fr.append("Multiplicateur de score : les cartes d'une suite rapportent 1, 2, 4, 8, 16... "
                  "points, retourner une carte de la pioche ne coûte rien, un sommet dégagé rapporte "
                  "25 et le dernier 50 (25 + 25). L'exemple du manuel pour une suite de cinq (1, 2, "
                  "4, 16 et 32, soit 55) ne double pas à chaque carte comme le dit sa propre règle : "
                  "une erreur de recopie ; ce kit double, comme le code d'AisleRiot (1, 2, 4, 8 et "
                  "16).")
    if progressive:
        en.append("Progressive rounds: once the peaks are cleared, the stock and the waste are "
                  "shuffled together (the same way for a given deal and round) and dealt again as at "
                  "the start, the score carried over. So the game goes on round after round and ends "
                  "only when no move is left.")
        fr.append("Manches progressives : une fois les sommets dégagés, la pioche et la défausse "
                  "sont mélangées ensemble (de la même façon pour une donne et une manche données) "
                  "et redistribuées comme au départ, le score étant conservé. La partie continue "
                  "ainsi de manche en manche et ne s'arrête que lorsqu'il n'y a plus de coup.")
    return [Phrase(en=en_note, fr=fr_note) for en_note, fr_note in zip(en, fr, strict=True)]


@register(
    "triple_peaks",
    names=Phrase(en="Triple Peaks", fr="Jeu de tuiles"),
    summary=Phrase(en="Clear three peaks onto the waste, one rank up or down, Ace next to King; long "
                      "runs score the most.",
                   fr="Dégagez trois sommets sur la défausse, un rang au-dessus ou en dessous, l'As "
                      "à côté du Roi ; les longues suites rapportent le plus."),
    resembles="golf",
    # the manual gives no strategy advice for this game
    strategy=Phrase(
        en="Each card played scores the length of the current run, and turning a stock card ends "
           "the run (and, in the usual scoring, costs 5 points): play every card you can before "
           "touching the stock. When two cards fit, pick the one that keeps the run going longer or "
           "uncovers face-down cards; an Ace sits next to both the King and the Two.",
        fr="Chaque carte jouée rapporte la longueur de l'enchaînement en cours, et retourner une "
           "carte de la pioche l'interrompt (et coûte 5 points avec le score habituel)\u00a0: jouez "
           "toutes les cartes possibles avant de toucher à la pioche. Si deux cartes conviennent, "
           "prenez celle qui prolonge l'enchaînement ou découvre des cartes face cachée\u00a0; l'As "
           "est voisin du Roi comme du Deux.",
    ),
    options={
        "multiplier": Choice((False, True), False,
                             Phrase(en="multiplier scoring (AisleRiot's 'Multiplier Scoring')",
                                    fr="multiplicateur de score")),
        "progressive": Choice((False, True), False,
                              Phrase(en="progressive rounds (AisleRiot's 'Progressive Rounds')",
                                     fr="manches progressives")),
    },
)
def triple_peaks(multiplier: bool = False, progressive: bool = False) -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            BuildOnWaste(Build(UpOrDown(wrap=True), REGARDLESS_OF_SUIT), show=10),
            TableauToClear(28, peaks(3), layout="stack", turn_up_when_free=True),
        ],
        deal=list(DEAL),
        score=PeaksScore(multiplier),
        won=TABLEAU_CLEARED,
        effects=[CountRunPoints(multiplier, progressive)],
        autoplay=None,
        double_click=TO_WASTE,
        notes=_notes(multiplier, progressive),
    )
