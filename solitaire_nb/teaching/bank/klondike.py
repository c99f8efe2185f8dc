"""Questions of the Klondike walkthrough (``10_klondike``).

The move-sequence puzzles are built here with their solution (a notebook's source must
not hold the answer): ``exercise("klondike.stock_to_column").game`` is the position the
notebook shows, and ``.solution()`` plays the expected moves with the engine's reasons.
The positions of the tips are those of the French Klondike page's four « Conseils »,
tried one by one in section 4 of the notebook.
"""

from __future__ import annotations

from ...engine.game import Game
from ...engine.loading import position
from ...text.phrases import Phrase
from ..exercises import BuildSequence, Custom, OnFoundation, PileIs
from .registry import define, explain_why, question

# --------------------------------------------------------------------------- positions

FOUNDATIONS = {"foundation1": "AH", "tableau1": "2H", "tableau2": "2S", "tableau3": "3H", "tableau4": "AC",
               "tableau5": "KS", "tableau6": "KD", "tableau7": "KC", "waste": "2C"}
STOCK_AND_WASTE = {"stock": "(QD) (8C)", "waste": "9H", "tableau1": "TS", "tableau2": "9D", "tableau3": "KC",
                   "tableau4": "KD", "tableau5": "KH", "tableau6": "KS", "tableau7": "QH"}
DRAW_THREE = {"stock": "(6H) (TD) (2S) (KC) (9D)", "tableau1": "7C", "tableau2": "KH", "tableau3": "KS",
              "tableau4": "QH", "tableau5": "QS", "tableau6": "JD", "tableau7": "JC"}
TIP2 = {"tableau1": "", "tableau2": "(8C) 4H", "tableau3": "(9C) KD QS", "tableau4": "(8D) 6S",
        "tableau5": "(9H) 2C", "tableau6": "(TH) 8S", "tableau7": "(2D) (3D) (4D) (5D) (6D) KH QC"}
TIP3 = {"waste": "KS", "tableau1": "", "tableau2": "(3S) 5H", "tableau3": "(3H) 9S", "tableau4": "(4S) QD",
        "tableau5": "(8C) 2H", "tableau6": "(7D) KH", "tableau7": "(5S) 7H"}


def _codes(game: Game, pile_id: str) -> list[str]:
    return [card.code for card in game.pile(pile_id).cards]


# --------------------------------------------------------------------------- move-sequence puzzles

@define("klondike.two_clubs_up")
def _two_clubs_up() -> BuildSequence:
    """2♣ of the waste to a foundation: its Ace, in column 4, must go up first."""
    return BuildSequence(position("klondike", FOUNDATIONS), OnFoundation("2C"), solution=["t4-f2", "w-f2"])


@define("klondike.stock_to_column")
def _stock_to_column() -> BuildSequence:
    """10♠ 9♥ 8♣ in column 1: 9♥ from the waste, then a click brings 8♣ up."""
    return BuildSequence(position("klondike", STOCK_AND_WASTE), PileIs("tableau1", "TS 9H 8C"),
                         solution=["w-t1", "deal", "w-t1"])


@define("klondike.draw_three")
def _draw_three() -> BuildSequence:
    """Drawing three: 6♥ is the fifth card of the stock, on top of the waste only after two clicks."""
    return BuildSequence(position("klondike", DRAW_THREE, draw=3), PileIs("tableau1", "7C 6H"),
                         solution=["deal", "deal", "w-t1"])


@define("klondike.tip2")
def _tip2() -> BuildSequence:
    """Tip 2: into the empty column, the King from the right-hand column (K♥ Q♣ from column 7)."""
    goal = Custom(lambda game: _codes(game, "tableau1") == ["KH", "QC"],
                  Phrase(en="column 1 holds a King and its Queen, taken from the column tip 2 chooses",
                         fr="la colonne 1 contient un Roi et sa Dame, pris dans la colonne que choisit le "
                            "conseil 2"))
    return BuildSequence(position("klondike", TIP2), goal, solution=["t7-t1x2"])


@define("klondike.tip3")
def _tip3() -> BuildSequence:
    """Tip 3: the black King (from the waste) goes to the empty column, so that Q♦ can go on it."""
    def goal(game: Game) -> bool:
        cards = game.pile("tableau1").cards
        return [card.rank for card in cards] == [13, 12] and cards[-1].code == "QD"
    return BuildSequence(position("klondike", TIP3),
                         Custom(goal, Phrase(en="Q♦ lies on a King in column 1",
                                             fr="la D♦ est posée sur un Roi dans la colonne 1")),
                         solution=["w-t1", "t4-t1"])


# --------------------------------------------------------------------------- facts

question(
    "klondike.passes_draw_one",
    question=Phrase(
        en="In AisleRiot's Klondike drawing one card, how many times in all can you go through the "
           "stock, the first time included?",
        fr="Dans le Klondike d'AisleRiot en tirant une carte, combien de fois en tout peut-on "
           "parcourir la pioche, la première fois comprise ?",
    ),
    expected=3,
    explanation=Phrase(
        en="Right: the first pass, then one more after each of the two redeals.",
        fr="Exact : le premier passage, puis un de plus après chacune des deux redistributions.",
    ),
    hint=Phrase(en="The first pass through the stock is not a redeal.",
                fr="Le premier passage dans la pioche n'est pas une redistribution."),
    concept="redeal",
)

question(
    "klondike.foundation_comes_back",
    question=Phrase(
        en="2♥ lies on A♥ on foundation 1, and 3♠ is alone in column 1. In which game may 2♥ come "
           "back down onto 3♠: Klondike, FreeCell, both or neither? (answer with a game's name, "
           "\"both\" or \"neither\")",
        fr="Le 2♥ est sur l'A♥ de la fondation 1, et le 3♠ est seul dans la colonne 1. Dans quel "
           "jeu le 2♥ peut-il redescendre sur le 3♠ : Klondike, FreeCell, les deux ou aucun ? "
           "(répondez par le nom d'un jeu, « les deux » ou « aucun »)",
    ),
    expected="klondike",
    explanation=Phrase(en="Right: Klondike's foundations stay in play, FreeCell's are out of play.",
                       fr="Exact : les fondations du Klondike restent en jeu, celles du FreeCell sont hors "
                          "jeu."),
    hint=Phrase(en="Compare the glossary entries « Foundations in play » and « Foundations out of play ».",
                fr="Comparez les fiches « Fondations en jeu » et « Fondations hors jeu » du glossaire."),
    concept="in_play",
)

explain_why(
    "klondike.in_play_and_tip4",
    question=Phrase(
        en="In Klondike a card on a foundation may come back down to the tableau. Explain why this "
           "makes tip 4 (start the foundations as early as possible) less risky than it would be "
           "in FreeCell.",
        fr="Au Klondike, une carte d'une fondation peut redescendre sur le tableau. Expliquez "
           "pourquoi cela rend le conseil 4 (démarrer les fondations dès que possible) moins risqué "
           "qu'il ne le serait au FreeCell.",
    ),
    concept="in_play",
)

explain_why(
    "klondike.stuck_but_not_lost",
    question=Phrase(en="In the first circle above, the engine says the game is stuck while is_lost() stays "
                       "False. Explain how both can be true.",
                    fr="Dans le premier rond ci-dessus, le moteur dit que la partie est bloquée alors que "
                       "is_lost() reste False. Expliquez comment les deux peuvent être vrais à la fois."),
)

explain_why(
    "klondike.tip1_for_humans",
    question=Phrase(
        en="The kit's player digs where the most cards are hidden, the opposite of tip 1, and wins "
           "more often that way. Explain why a human player may still have a good reason to follow "
           "tip 1.",
        fr="Le joueur du kit creuse là où le plus de cartes sont cachées, le contraire du "
           "conseil 1, et gagne plus souvent ainsi. Expliquez pourquoi un joueur humain peut tout "
           "de même avoir une bonne raison de suivre le conseil 1.",
    ),
    concept="face_down",
)

question(
    "klondike.hidden_at_start",
    question=Phrase(en="Right after a Klondike deal, before any move, how many cards of the tableau are face "
                       "down?",
                    fr="Juste après la donne du Klondike, avant tout coup, combien de cartes du tableau sont "
                       "face cachée ?"),
    expected=21,
    explanation=Phrase(en="Right: each column hides all its cards but the top one, "
                          "0 + 1 + 2 + 3 + 4 + 5 + 6 = 21.",
                       fr="Exact : chaque colonne cache toutes ses cartes sauf celle du dessus, "
                          "0 + 1 + 2 + 3 + 4 + 5 + 6 = 21."),
    hint=Phrase(
        en="Column 1 has 1 card and column 7 has 7; in each, only the top card is face up.",
        fr="La colonne 1 a 1 carte et la colonne 7 en a 7 ; dans chacune, seule la carte du dessus est "
           "visible.",
    ),
    concept="face_down",
)
