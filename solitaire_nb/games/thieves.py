"""Thieves, as AisleRiot plays it.

A deck with two Jokers; seven columns of five face-up cards and one card on
the waste.  A column's top card goes on the waste when it is one rank above
or below the waste's top card, whatever the suit, with no wrap; a Joker goes
on anything and takes anything.  Each card played scores by its rank.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import REGARDLESS_OF_SUIT, Build, UpOrDown
from ..rules.cards import JOKER_DECK, Card
from ..rules.concept import Concept
from ..rules.covering import TableauToClear
from ..rules.dealing import DealRow, DealRows, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.goals import ScoreRule
from ..rules.key_parts import TOPS
from ..rules.local import Effect, LocalConcept
from ..rules.onto_waste import TABLEAU_CLEARED, TO_WASTE, BuildOnWaste
from ..rules.piles import Stock
from ..rules.roles import Role
from ..rules.stock import NO_REDEAL, DealToWaste
from ..text.phrases import Phrase

# Enforced by JokersWild, the building rule of the waste.
JOKERS_WILD = LocalConcept(
    "thieves_jokers_wild",
    text=Phrase(en="a Joker may go on any card, and any card may go on a Joker",
                fr="un Joker peut aller sur n'importe quelle carte, et n'importe quelle carte peut aller "
                   "sur un Joker"),
    label=Phrase(en="Jokers are wild", fr="Les Jokers sont libres"),
)

#: Points for a card played to the waste, by rank (a Joker, rank 0, scores nothing).
POINTS = {1: 8, 2: 6, 3: 6, 4: 4, 5: 4, 6: 2, 7: 2, 8: 2, 9: 4, 10: 4, 11: 6, 12: 6, 13: 8}

_SCORE_TEXT = Phrase(
    en="each card played from the tableau scores by its rank: Ace and King 8; Two, Three, Jack "
       "and Queen 6; Four, Five, Nine and Ten 4; Six, Seven and Eight 2; a Joker nothing",
    fr="chaque carte jouée depuis le tableau rapporte selon son rang : As et Roi 8 ; Deux, Trois, "
       "Valet et Dame 6 ; Quatre, Cinq, Neuf et Dix 4 ; Six, Sept et Huit 2 ; un Joker rien",
)


class JokersWild(Build):
    """Up or down regardless of suit, a Joker fitting any card both ways."""

    def fits(self, card: Card, onto: Card) -> bool:
        return card.is_joker or onto.is_joker or super().fits(card, onto)

    def refusing(self, card: Card, onto: Card) -> Concept | None:
        if card.is_joker or onto.is_joker:
            return None
        return super().refusing(card, onto)

    def rule(self, lang: str | None = None) -> str:
        return f"{super().rule(lang)}; {JOKERS_WILD.rule(lang)}"

    def concepts(self) -> Iterator[Concept]:
        yield from super().concepts()
        yield JOKERS_WILD


class ThievesScore(ScoreRule):
    """The points of the cards played so far (``game.state["points"]``)."""

    def score(self, game: Position) -> int:
        return game.state.get("points", 0)

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Score", fr="Score").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return _SCORE_TEXT.text(lang)


class CountCardPoints(Effect):
    """After a card goes from the tableau to the waste, add its points (glossary: score)."""

    state_keys = (("points", "points"),)

    key = "score"

    def after_move(self, game: Position, move: Move | None) -> None:
        if move is None or move.kind != "move" or game.pile(move.source).role != Role.TABLEAU:
            return
        card = game.pile(move.target).cards[-1]
        game.state["points"] = game.state.get("points", 0) + POINTS.get(card.rank, 0)

    def sees(self, group: Any, declaration: Declaration) -> int:
        """The card just played, now the waste's top card (see rules/key_parts.py)."""
        return TOPS

    def label(self, lang: str | None = None) -> str:
        return ThievesScore().label(lang)

    def rule(self, lang: str | None = None) -> str:
        return _SCORE_TEXT.text(lang)

    def definition(self, lang: str | None = None) -> str:
        return self.rule(lang)


@register(
    "thieves",
    names=Phrase(en="Thieves", fr="Les Voleurs"),
    summary=Phrase(en="Clear seven columns onto the waste, one rank up or down; two wild Jokers help, "
                      "and each card scores by its rank.",
                   fr="Videz sept colonnes sur la défausse, un rang au-dessus ou en dessous ; deux "
                      "Jokers libres aident, et chaque carte rapporte selon son rang."),
    resembles="golf",
    strategy=Phrase(
        en="Every card of the columns is visible, so plan the order of your plays to make each run "
           "on the waste as long as possible: the stock has only a limited number of cards to start "
           "again from. Keep the Jokers for the moment a run would otherwise stop.",
        fr="Toutes les cartes des colonnes sont visibles\u00a0: choisissez l'ordre de vos coups "
           "pour que chaque enchaînement sur la défausse soit le plus long possible, car la pioche "
           "n'a qu'un nombre limité de cartes pour repartir. Gardez les Jokers pour le moment où un "
           "enchaînement s'arrêterait sans eux.",
    ),
)
def thieves() -> Declaration:
    return Declaration(
        deck=JOKER_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            BuildOnWaste(JokersWild(UpOrDown(), REGARDLESS_OF_SUIT), show=8),
            TableauToClear(7, layout="fan"),
        ],
        deal=[DealRows("tableau", 35, face_up=True), DealRow("waste", face_up=True), RestToStock()],
        score=ThievesScore(),
        won=TABLEAU_CLEARED,
        effects=[CountCardPoints()],
        autoplay=None,
        double_click=TO_WASTE,
        notes=[
            Phrase(en="The deal: 54 cards (two Jokers). Five rows of seven face-up cards make seven "
                      "columns of five, one card goes face up on the waste, and the other 18 cards form "
                      "the stock.",
                   fr="La donne : 54 cartes (deux Jokers). Cinq rangées de sept cartes face visible "
                      "forment sept colonnes de cinq, une carte va face visible sur la défausse, et les "
                      "18 autres forment la pioche."),
            Phrase(en="The top card of a column may go on the waste when it is one rank above or below "
                      "the waste's top card, whatever its suit. Ranks do not wrap: an Ace only takes or "
                      "goes on a Two, a King only a Queen. A Joker goes on any card and takes any card.",
                   fr="La carte du dessus d'une colonne peut aller sur la défausse quand elle est d'un "
                      "rang au-dessus ou en dessous de la carte du dessus de la défausse, quelle que "
                      "soit sa couleur. Les rangs ne bouclent pas : un As ne va que sur un Deux et ne "
                      "prend qu'un Deux, un Roi seulement une Dame. Un Joker va sur n'importe quelle "
                      "carte et prend n'importe quelle carte."),
            Phrase(en="A double-click on a column plays its top card onto the waste if it fits.",
                   fr="Un double-clic sur une colonne joue sa carte du dessus sur la défausse si elle "
                      "convient."),
            Phrase(en="The manual's table gives no value for the Jack: this kit takes the 6 of "
                      "AisleRiot's code.",
                   fr="Le tableau du manuel ne donne pas de valeur au Valet : ce kit prend le 6 du code "
                      "d'AisleRiot."),
            Phrase(en="The game is won when the seven columns are empty, even with cards left in the "
                      "stock; it is lost when the stock is empty and no column card fits the waste.",
                   fr="La partie est gagnée quand les sept colonnes sont vides, même s'il reste des "
                      "cartes dans la pioche ; elle est perdue quand la pioche est vide et qu'aucune "
                      "carte des colonnes ne convient à la défausse."),
        ],
    )
