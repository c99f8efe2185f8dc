"""FreeCell, as AisleRiot plays it, with Microsoft's deal numbers.

All 52 cards face up in eight columns (7, 7, 7, 7, 6, 6, 6, 6), four free
cells, four foundations built up by suit and out of play.
"""

from __future__ import annotations

from ..engine.position import Position
from ..rules.building import ALTERNATE_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRows
from ..rules.declaration import Choice, Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.goals import CARDS_ON_FOUNDATIONS, ScoreRule
from ..rules.piles import Foundations, FreeCells, Tableau
from ..rules.units import FREE_CELL_LIMITED
from ..text.phrases import Phrase


class TimeAndMovesScore(ScoreRule):
    """The FreeCell score of the French Klondike and FreeCell page: time and moves, the lower the better.

    The page gives no formula; this kit counts one point per move plus one point
    per full ten seconds of play (the clock runs from the first move to the win).
    """

    key = "score"

    def score(self, game: Position) -> int:
        return game.move_count + int(game.elapsed // 10)

    def rule(self, lang: str | None = None) -> str:
        return Phrase(en="one point per move plus one per full ten seconds of play; the lower the "
                         "better",
                      fr="un point par coup plus un par tranche complète de dix secondes de jeu ; le plus "
                         "bas est le meilleur").text(lang)


SCORINGS = {"aisleriot": CARDS_ON_FOUNDATIONS, "time_and_moves": TimeAndMovesScore()}


@register(
    "freecell",
    names=Phrase(en="FreeCell", fr="FreeCell"),
    summary=Phrase(en="Every card is visible: plan with four free cells to send all four suits "
                      "home.",
                   fr="Toutes les cartes sont visibles : avec quatre cellules libres, planifiez "
                      "pour monter les quatre couleurs sur les fondations."),
    strategy=Phrase(
        en="Free space is the scarce resource: keep as many free cells empty as you can, and fill "
           "one only when it clearly pays off. An empty tableau pile is worth even more, since it "
           "doubles the length of the sequences you can move.",
        fr="L'espace libre est la ressource rare\u00a0: gardez vides autant de cellules libres que "
           "possible et n'en occupez une que si cela rapporte vraiment. Une pile vide du tableau "
           "vaut encore plus, car elle double la longueur des suites que vous pouvez déplacer.",
    ),
    resembles="klondike",
    options={"scoring": Choice(tuple(SCORINGS), "aisleriot",
                               Phrase(en="score: AisleRiot's (cards on the foundations) or time and moves",
                                      fr="score : celui d'AisleRiot (cartes sur les fondations) ou temps "
                                         "et coups"))},
)
def freecell(scoring: str = "aisleriot") -> Declaration:
    return Declaration(
        score=SCORINGS[scoring],
        deck=STANDARD_DECK,
        shuffle="microsoft",
        notation="freecell",
        piles=[
            FreeCells(4),
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(8, build=Build(Down(), ALTERNATE_COLOUR), moves=FREE_CELL_LIMITED,
                    empty=ANY_CARD),
        ],
        deal=[DealRows("tableau", face_up=True)],
        notes=[
            Phrase(en="Deal numbers are Microsoft FreeCell's: deal 1 here is game 1 there.",
                   fr="Les numéros de donne sont ceux du FreeCell de Microsoft : la donne 1 ici est "
                      "la partie 1 là-bas."),
            Phrase(en="AisleRiot always moves 'safe' cards to the foundations by itself; here that "
                      "is the autoplay setting, off by default so that scripts see every move.",
                   fr="AisleRiot monte de lui-même les cartes « sûres » sur les fondations ; ici "
                      "c'est le réglage de jeu automatique, désactivé par défaut pour que les "
                      "programmes voient chaque coup."),
            Phrase(en="AisleRiot's double-click sends a card to a free cell; the manual says to a "
                      "foundation. The table follows the manual, and falls back to a free cell "
                      "when no foundation takes the card.",
                   fr="Dans AisleRiot, un double-clic envoie une carte dans une cellule libre ; le "
                      "manuel dit vers une fondation. La table suit le manuel, et se rabat sur une "
                      "cellule libre si aucune fondation ne prend la carte."),
            Phrase(en="AisleRiot never declares a FreeCell game lost; is_lost() here is true when "
                      "no legal move is left; outcome() also detects play going in circles.",
                   fr="AisleRiot ne déclare jamais une partie de FreeCell perdue ; ici is_lost() "
                      "est vrai quand il ne reste aucun coup permis ; outcome() détecte aussi le jeu "
                      "qui tourne en rond."),
            Phrase(en="Scoring option 'time_and_moves' (the score of the French Klondike and FreeCell "
                      "page): one point per move plus one per full ten seconds of play, from the first move"
                      " to the win; the lower the better. The default is AisleRiot's score.",
                   fr="Option de score « time_and_moves » (le score de la page française sur le Klondike et"
                      " le FreeCell) : un point par coup plus un par tranche complète de dix secondes, du "
                      "premier coup à la victoire ; le plus bas est le meilleur. Par défaut, le score "
                      "d'AisleRiot."),
        ],
    )
