"""Maze, as AisleRiot plays it.

The 48 cards without Kings lie face up in six rows of nine cells, six of them
empty.  The grid reads as one line, like a text.  A gap takes the next card of
the same suit after its left neighbour or the card just before its right
neighbour; an Ace may follow any Queen or go into the top-left cell, a Queen
may come before any Ace or go into the bottom-right cell.  The goal: one line
Ace to Queen of each suit, one suit after another.
"""

from __future__ import annotations

from typing import Any

from ..engine.position import Position
from ..engine.shuffle import seeded_rng, shuffle_in_place
from ..rules.cards import Card, stripped_deck
from ..rules.dealing import DealStep
from ..rules.declaration import Declaration, register
from ..rules.double_click import DoubleClickRule
from ..rules.goals import ScoreRule
from ..rules.grid_gaps import GapGrid, follows
from ..rules.local import LocalConcept
from ..text.phrases import Phrase, define, get

ROWS, COLUMNS = 6, 9
CELLS = ROWS * COLUMNS
ALWAYS_EMPTY = (9, 18)  # the cells the deal leaves empty (1-based), besides the Kings' cells
QUEEN = 12

define("maze", {
    "one_line": Phrase(en="The grid reads Ace to Queen of each suit, one suit after another, from the "
                          "top-left cell.",
                       fr="La grille se lit de l'As à la Dame de chaque couleur, une couleur après "
                          "l'autre, depuis la case en haut à gauche."),
    "no_double_click": Phrase(en="A double-click does nothing in Maze: drag {card} into a gap.",
                              fr="Un double-clic ne fait rien au Labyrinthe : faites glisser {card} "
                                 "dans une case vide."),
})

ACES_AND_QUEENS = LocalConcept(
    "maze_aces_and_queens",
    text=Phrase(en="the grid reads as one line, the last cell of a row just left of the first cell of "
                   "the next; an Ace may follow a Queen of any suit or go into the top-left cell, and a "
                   "Queen may come before an Ace of any suit or go into the bottom-right cell",
                fr="la grille se lit comme une seule ligne, la dernière case d'une rangée juste à gauche "
                   "de la première case de la suivante ; un As peut suivre une Dame de n'importe quelle "
                   "couleur ou aller dans la case en haut à gauche, et une Dame peut précéder un As de "
                   "n'importe quelle couleur ou aller dans la case en bas à droite"),
    label=Phrase(en="One line, Queen then Ace", fr="Une seule ligne, la Dame puis l'As"),
)


def cards_in_order(game: Position) -> int:
    """AisleRiot's score: reading the grid as one line and skipping the gaps, the first card
    counts if it is an Ace, every other card if it follows the card before it."""
    line = [pile.cards[-1] for pile in game.group_piles("tableau") if pile.cards]
    if not line:
        return 0
    total = 1 if line[0].rank == 1 else 0
    return total + sum(1 for before, card in zip(line, line[1:]) if follows(before, card, QUEEN))


class MazeDeal(DealStep):
    """The cards face up into every cell but the ninth and the eighteenth and the four cells
    where AisleRiot's Kings fell (drawn at random from the deal number)."""

    def apply(self, game: Any, cards: list[Card]) -> None:
        cells = game.group_piles("tableau")
        others = [k for k in range(1, len(cells) + 1) if k not in ALWAYS_EMPTY]
        shuffle_in_place(others, seeded_rng(f"maze/{game.deal or 0}/gaps"))
        gaps = set(ALWAYS_EMPTY) | set(others[:len(others) - len(cards)])
        for k, cell in enumerate(cells, 1):
            if k not in gaps and cards:
                cell.cards.append(cards.pop().up())


class CardsInOrder(ScoreRule):
    """One point per card in its place in the line."""

    def score(self, game: Position) -> int:
        return cards_in_order(game)

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Score", fr="Score").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase(en="reading the grid as one line and skipping the gaps, one point per card "
                         "that follows the card before it (an Ace after any Queen), and one for "
                         "an Ace first",
                      fr="en lisant la grille comme une ligne sans compter les cases vides, un "
                         "point par carte qui suit la carte d'avant (un As après n'importe quelle "
                         "Dame), et un pour un As en premier").text(lang)


class OneLine(LocalConcept):
    """Won when every card follows the one before it and an Ace is in the top-left cell."""

    def __init__(self) -> None:
        super().__init__(
            "maze_one_line",
            text=Phrase(en="the game is won when an Ace lies in the top-left cell and the grid, read as "
                           "one line without its gaps, runs Ace to Queen in each suit",
                        fr="la partie est gagnée quand un As est dans la case en haut à gauche et que la "
                           "grille, lue comme une ligne sans ses cases vides, va de l'As à la Dame dans "
                           "chaque couleur"),
            label=Phrase(en="One line", fr="Une seule ligne"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game."""
        return get("maze.one_line")

    def won_sentence(self, game: Any) -> Phrase:
        return get("maze.one_line")

    def is_won(self, game: Any) -> bool:
        cells = game.group_piles("tableau")
        cards = sum(1 for pile in cells if pile.cards)
        return bool(cells[0].cards) and cards > 0 and cards_in_order(game) == cards


class NoDoubleClick(DoubleClickRule):
    """A double-click does nothing (as in AisleRiot)."""

    nowhere = "maze.no_double_click"

    def target(self, game: Any, pile_id: str, is_legal: Any) -> str | None:
        return None


@register(
    "maze",
    names=Phrase(en="Maze", fr="Le labyrinthe"),
    summary=Phrase(en="Forty-eight cards and six gaps in a six-by-nine grid read as one line: move "
                      "cards into the gaps until it runs Ace to Queen in each suit.",
                   fr="Quarante-huit cartes et six cases vides dans une grille de six sur neuf lue comme "
                      "une seule ligne : déplacez les cartes dans les cases vides jusqu'à ce qu'elle "
                      "aille de l'As à la Dame dans chaque couleur."),
    strategy=Phrase(
        en="Gaps side by side let you lay down long runs of one suit, so try to bring gaps "
           "together. Beware of moving the same card back and forth between two gaps: it gets you "
           "nowhere.",
        fr="Des cases vides côte à côte permettent de poser de longues suites d'une même "
           "couleur\u00a0: essayez de regrouper les cases vides. Méfiez-vous des allers-retours "
           "d'une même carte entre deux cases vides\u00a0: ils ne mènent à rien.",
    ),
    resembles="gaps",
)
def maze() -> Declaration:
    return Declaration(
        deck=stripped_deck((13,)),
        piles=[GapGrid(CELLS, COLUMNS, starts=1, line=True, both_sides=True, ends=QUEEN, wrap=QUEEN,
                       rules=(ACES_AND_QUEENS,))],
        deal=[MazeDeal()],
        score=CardsInOrder(),
        won=OneLine(),
        autoplay=None,
        double_click=NoDoubleClick(),
        notes=[
            Phrase(en="The deal: AisleRiot deals the 52 cards face up into the 54 cells, leaving the "
                      "ninth and the eighteenth empty, then takes the four Kings out of the game: six "
                      "gaps. Here the deck has the 48 cards without Kings; the ninth and eighteenth "
                      "cells are empty and four more gaps fall on cells drawn at random from the deal "
                      "number, as the Kings would.",
                   fr="La donne : AisleRiot distribue les 52 cartes face visible dans les 54 cases, en "
                      "laissant vides la neuvième et la dix-huitième, puis retire les quatre Rois du "
                      "jeu : six cases vides. Ici le paquet a les 48 cartes sans les Rois ; la neuvième "
                      "et la dix-huitième case sont vides et quatre autres cases vides tombent sur des "
                      "cases tirées au hasard d'après le numéro de la donne, comme les Rois."),
            Phrase(en="The manual says the cards are dealt 'in the same way' after the eighteenth cell, "
                      "which would leave a gap at the end of every row; it also says six gaps remain in "
                      "all, as in AisleRiot's code, which this kit follows.",
                   fr="Le manuel dit qu'après la dix-huitième case on distribue « de la même façon », "
                      "ce qui laisserait une case vide au bout de chaque rangée ; il dit aussi qu'il "
                      "reste six cases vides en tout, comme dans le code d'AisleRiot, que ce kit suit."),
            Phrase(en="A move is one card from its cell into a gap (written like 't5-t18'). The gap "
                      "takes the next card of the same suit after the card on its left, or the card "
                      "just before, in the same suit, the card on its right. An Ace may follow a Queen "
                      "of any suit and a Queen may come before an Ace of any suit; the top-left cell "
                      "takes any Ace and the bottom-right cell any Queen. The grid reads as one line: "
                      "the last cell of a row is just left of the first cell of the next row.",
                   fr="Un coup déplace une carte de sa case vers une case vide (noté comme « t5-t18 »). "
                      "La case vide prend la carte suivante de même couleur après la carte à sa gauche, "
                      "ou la carte juste avant, dans la même couleur, la carte à sa droite. Un As peut "
                      "suivre une Dame de n'importe quelle couleur et une Dame peut précéder un As de "
                      "n'importe quelle couleur ; la case en haut à gauche prend n'importe quel As et "
                      "la case en bas à droite n'importe quelle Dame. La grille se lit comme une seule "
                      "ligne : la dernière case d'une rangée est juste à gauche de la première case de "
                      "la suivante."),
            Phrase(en="The manual's first paragraph says a card goes left of a card of the same suit "
                      "and lower rank; its later paragraph and AisleRiot's code say higher rank, a plain "
                      "slip that this kit corrects.",
                   fr="Le premier paragraphe du manuel dit qu'une carte va à gauche d'une carte de même "
                      "couleur et de rang inférieur ; son paragraphe suivant et le code d'AisleRiot "
                      "disent rang supérieur, une simple erreur que ce kit corrige."),
            Phrase(en="This is AisleRiot's count (48 at most); the manual's sentence (a point per card "
                      "next to a card of its suit in the right order) is read that way.",
                   fr="C'est le décompte d'AisleRiot (48 au plus) ; la phrase du manuel (un point par "
                      "carte voisine d'une carte de sa couleur dans le bon ordre) est lue ainsi."),
            Phrase(en="Won when the line runs Ace to Queen in each suit, the suits in any order, with "
                      "an Ace in the top-left cell as the manual asks (AisleRiot's code only asks for "
                      "the first card to be an Ace, which may be after a gap; one more move puts it in "
                      "the corner). AisleRiot never declares the game lost; here it is lost when no card "
                      "can move, and outcome() sees play going in circles. A double-click does nothing.",
                   fr="Gagné quand la ligne va de l'As à la Dame dans chaque couleur, les couleurs dans "
                      "n'importe quel ordre, avec un As dans la case en haut à gauche comme le demande "
                      "le manuel (le code d'AisleRiot demande seulement que la première carte soit un "
                      "As, éventuellement après une case vide ; un coup de plus la met dans le coin). "
                      "AisleRiot ne déclare jamais la partie perdue ; ici elle l'est quand aucune carte "
                      "ne peut bouger, et outcome() voit quand le jeu tourne en rond. Un double-clic ne "
                      "fait rien."),
        ],
    )
