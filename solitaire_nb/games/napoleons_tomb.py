"""Napoleon's Tomb, as AisleRiot plays it.

A three-by-three grid: four corner foundations built up from 7 to King, a
centre foundation built down from 6 to Ace and then from 6 again, suits
ignored; the four edge cells hold one card each.  Nothing is dealt: the stock
is turned one card at a time with no redeal, or (option) three at a time with
two redeals.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import RestToStock
from ..rules.declaration import Choice, Declaration, register
from ..rules.foundations import OUT_OF_PLAY
from ..rules.goals import EVERY_CARD_AUTOPLAY
from ..rules.key_parts import plain_sight, tops_out_of_play
from ..rules.local import LocalConcept
from ..rules.piles import Foundations, FreeCells, Refusal, Stock, Waste
from ..rules.position import Pile
from ..rules.stock import NO_REDEAL, DealToWaste, Redeal
from ..text.phrases import Phrase

CENTRE = "foundation5"

CORNERS_UP = LocalConcept(
    "napoleons_tomb_corners",
    Phrase(en="each corner foundation (foundations 1 to 4) starts with a 7 and builds up to the King, "
              "whatever the suits",
           fr="chaque fondation de coin (fondations 1 à 4) commence par un 7 et monte jusqu'au Roi, "
              "quelles que soient les couleurs"),
    label=Phrase(en="Corners: 7 up to King", fr="Coins : du 7 au Roi"))

CENTRE_DOWN = LocalConcept(
    "napoleons_tomb_centre",
    Phrase(en="the centre foundation (foundation 5) starts with a 6 and builds down to the Ace, whatever "
              "the suits; on an Ace goes a 6 again, four times over",
           fr="la fondation du centre (fondation 5) commence par un 6 et descend jusqu'à l'As, quelles "
              "que soient les couleurs ; sur un As se pose de nouveau un 6, quatre fois de suite"),
    label=Phrase(en="Centre: 6 down to Ace, again", fr="Centre : du 6 à l'As, à nouveau"))


class TombFoundations(Foundations):
    """Four corners built up 7 to King, and the centre built down 6 to Ace, over and over."""

    key_level, sees = tops_out_of_play, plain_sight  # each reads its own top card only

    def __init__(self) -> None:
        super().__init__(5, in_play=False)

    def wanted(self, pile: Pile) -> int | None:
        """The rank the foundation takes next (None: none, a finished corner)."""
        top = pile.cards[-1].rank if pile.cards else None
        if pile.id == CENTRE:
            return 6 if top in (None, 1) else top - 1
        if top is None:
            return 7
        return top + 1 if top < 13 else None

    def rule_of(self, pile: Pile) -> LocalConcept:
        return CENTRE_DOWN if pile.id == CENTRE else CORNERS_UP

    def allowing(self, pile: Pile) -> Concept:
        return self.rule_of(pile)

    def index_ranks(self, game: Any, pile: Pile) -> tuple[int, ...] | None:
        wanted = self.wanted(pile)
        return () if wanted is None else (wanted,)

    def allows(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return len(cards) == 1 and cards[0].rank == self.wanted(pile)

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        return None if self.allows(game, pile, cards, source) else Refusal(self.rule_of(pile), "game_rule")

    def own_rules(self) -> list[Concept]:
        return [CORNERS_UP, CENTRE_DOWN, OUT_OF_PLAY]

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield CORNERS_UP
        yield CENTRE_DOWN
        yield OUT_OF_PLAY


@register(
    "napoleons_tomb",
    names=Phrase(en="Napoleon's Tomb", fr="Le tombeau de Napoléon"),
    summary=Phrase(en="A three-by-three tomb: build the corners up from 7 to King and the centre down "
                      "from 6 to Ace, again and again, with four one-card cells to help.",
                   fr="Un tombeau de trois sur trois : montez les coins du 7 au Roi et descendez le "
                      "centre du 6 à l'As, encore et encore, avec quatre cases d'une carte pour vous "
                      "aider."),
    strategy=Phrase(
        en="Keep the four cells free as long as you can: they are your only room for cards no "
           "foundation takes yet. The tomb is hard to complete, so don't be discouraged.",
        fr="Gardez les quatre cases libres aussi longtemps que possible\u00a0: c'est votre seule "
           "place pour les cartes qu'aucune fondation ne prend encore. Le tombeau est difficile à "
           "remplir, ne vous découragez pas.",
    ),
    resembles="sir_tommy",
    options={
        "draw": Choice((1, 3), 1, Phrase(en="cards turned per click (3: with two redeals)",
                                         fr="cartes retournées par clic (3 : avec deux redistributions)")),
    },
)
def napoleons_tomb(draw: int = 1) -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(draw), redeals=Redeal(2) if draw == 3 else NO_REDEAL),
            Waste(show=draw),
            TombFoundations(),
            FreeCells(4),
        ],
        deal=[RestToStock()],
        autoplay=EVERY_CARD_AUTOPLAY,
        notes=[
            Phrase(en="Nothing is dealt: the 52 cards start in the stock. Foundations 1 to 4 are the "
                      "corners of the grid (top left, top right, bottom left, bottom right), foundation "
                      "5 its centre; reserves 1 to 4 are the edge cells (top, left, right, bottom).",
                   fr="Rien n'est distribué : les 52 cartes commencent dans la pioche. Les fondations 1 "
                      "à 4 sont les coins de la grille (en haut à gauche, en haut à droite, en bas à "
                      "gauche, en bas à droite), la fondation 5 son centre ; les réserves 1 à 4 sont les "
                      "cases des bords (en haut, à gauche, à droite, en bas)."),
            Phrase(en="The top card of the waste or of a cell moves, one at a time, to a foundation or "
                      "to an empty cell. Foundation cards are out of play.",
                   fr="La carte du dessus de la défausse ou d'une case se déplace, une à la fois, vers "
                      "une fondation ou une case vide. Les cartes des fondations sont hors jeu."),
            Phrase(en="The corners build up from 7 to King and the centre down from 6 to Ace, then from 6 "
                      "again, suits ignored: 28 cards on the corners and 24 on the centre. Won when the "
                      "stock, the waste and the cells are empty, that is with every card on the "
                      "foundations.",
                   fr="Les coins montent du 7 au Roi et le centre descend du 6 à l'As, puis à nouveau à "
                      "partir du 6, sans tenir compte des couleurs : 28 cartes sur les coins et 24 au "
                      "centre. Gagné quand la pioche, la défausse et les cases sont vides, c'est-à-dire "
                      "avec toutes les cartes sur les fondations."),
            Phrase(en="Option draw: one card per click with no redeal (the default, as AisleRiot), or "
                      "three per click with two redeals, that is three passes through the stock, as "
                      "AisleRiot's code and the manual's three passes say.",
                   fr="Option de pioche : une carte par clic sans redistribution (par défaut, comme "
                      "AisleRiot), ou trois par clic avec deux redistributions, soit trois passages dans "
                      "la pioche, comme le disent le code d'AisleRiot et les trois passages du manuel."),
            Phrase(en="AisleRiot's Autoplay option is the kit's autoplay switch (new_game(..., "
                      "autoplay=True), or the table's check box), off by default as in AisleRiot: after "
                      "each move every card of the waste and of the cells that fits a foundation goes "
                      "there by itself, the waste first, then the cells in order.",
                   fr="L'option Autoplay d'AisleRiot est ici l'interrupteur de jeu automatique du kit "
                      "(new_game(..., autoplay=True), ou la case à cocher de la table), désactivé par "
                      "défaut comme dans AisleRiot : après chaque coup, toute carte de la défausse ou des "
                      "cases qui va sur une fondation y part d'elle-même, la défausse d'abord, puis les "
                      "cases dans l'ordre."),
            Phrase(en="A double-click sends a card to the foundation that takes it; a waste card no "
                      "foundation takes goes to the first empty cell, as in AisleRiot.",
                   fr="Un double-clic envoie une carte sur la fondation qui la prend ; une carte de la "
                      "défausse qu'aucune fondation ne prend va dans la première case vide, comme dans "
                      "AisleRiot."),
        ],
    )
