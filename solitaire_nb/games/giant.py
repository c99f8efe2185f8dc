"""Giant, as AisleRiot plays it.

Two decks; eight tableau piles of one face-up card; each click on the stock
deals a row onto the tableau; a one-card reserve; eight foundations.
"""

from ..rules.building import ALTERNATE_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import DOUBLE_DECK
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Choice, Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.piles import FreeCells, Stock, Tableau
from ..rules.run_foundations import RunFoundations
from ..rules.stock import NO_REDEAL, DealToEachPile
from ..rules.units import SEQUENCE
from ..table.layout import Gap, Piles, Row, TableLayout
from ..teaching.examples import add_examples, example_maker

BUILDS = {"alternating_colours": ALTERNATE_COLOUR, "same_suit": BY_SUIT}


@register(
    "giant",
    names={"en": "Giant", "fr": "Géant"},
    summary={"en": "Two decks dealt a row at a time onto eight piles, with one reserve cell: build "
                   "down in alternate colours (or by suit) and fill eight foundations.",
             "fr": "Deux paquets distribués une rangée à la fois sur huit piles, avec une case de "
                   "réserve : construisez en descendant en alternant les couleurs (ou par couleur) "
                   "et montez huit fondations."},
    strategy={"en": "Don't let low cards get buried in the tableau, since each deal drops a new card on "
                    "every pile. Use the single reserve cell sparingly, as a short stop for a card that "
                    "opens a move, not as storage.",
              "fr": "Ne laissez pas les petites cartes s'enfouir dans le tableau, car chaque distribution "
                    "pose une nouvelle carte sur chaque pile. Servez-vous avec discernement de l'unique case "
                    "de réserve\u00a0: c'est une halte pour une carte qui débloque un coup, pas un "
                    "entrepôt."},
    resembles="gypsy",
    options={"build": Choice(tuple(BUILDS), "alternating_colours",
                             {"en": "how tableau cards are built and moved together ('alternating_"
                                    "colours' or 'same_suit')",
                              "fr": "comment les cartes du tableau se construisent et se déplacent "
                                    "ensemble ('alternating_colours' : couleurs alternées, 'same_suit' "
                                    ": même couleur)"})},
)
def giant(build: str = "alternating_colours") -> Declaration:
    return Declaration(
        layout=TableLayout((
            Row((Piles("stock"), Gap(0.3), Piles("foundation"))),
            Row((Piles("tableau", "down"), Gap(None), Piles("reserve"))))),
        deck=DOUBLE_DECK,
        piles=[
            Stock(deal=DealToEachPile("tableau", face_up=True), redeals=NO_REDEAL),
            RunFoundations(8, build=Build(Up(), BY_SUIT), in_play=True),
            Tableau(8, build=Build(Down(), BUILDS[build]), moves=SEQUENCE, empty=ANY_CARD),
            FreeCells(1),
        ],
        deal=[DealRow("tableau", face_up=True), RestToStock()],
        notes={
            "en": ["The deal: one face-up card on each of the eight piles; 96 cards remain in the "
                   "stock. Each click deals a row, one face-up card onto every pile (empty ones "
                   "included), at any time: twelve rows, no redeal.",
                   "Two options, as in AisleRiot: build='alternating_colours' (default) builds down in "
                   "alternate colours and moves such sequences together; build='same_suit' builds "
                   "down by suit and moves runs of one suit. Any card or sequence fills an empty "
                   "pile.",
                   "The reserve, right of the tableau, holds any one card; it may stay empty or "
                   "occupied as you wish. This kit calls it a free cell (pile id reserve1).",
                   "Eight foundations from Ace to King by suit; their top card may come back to the "
                   "tableau. As in AisleRiot's code (the manual does not say it), a run of one suit "
                   "may go onto a foundation in one move; with alternating colours only single cards "
                   "can, since a sequence of two cards or more is never of one suit.",
                   "Score: one point per card on the foundations (104 for a won game)."],
            "fr": ["La donne : une carte face visible sur chacune des huit piles ; il reste 96 cartes "
                   "dans la pioche. Chaque clic distribue une rangée, une carte face visible sur "
                   "chaque pile (piles vides comprises), à tout moment : douze rangées, pas de "
                   "redistribution.",
                   "Deux options, comme dans AisleRiot : build='alternating_colours' (couleurs alternées, "
                   "par défaut) construit en descendant en alternant les couleurs et déplace ces "
                   "suites ensemble ; build='same_suit' (même couleur) construit en descendant par "
                   "couleur et déplace les suites d'une même couleur. Toute carte ou suite occupe "
                   "une pile vide.",
                   "La réserve, à droite du tableau, reçoit une carte, n'importe laquelle ; elle peut "
                   "rester vide ou occupée, comme vous le souhaitez. Ce kit l'appelle une cellule "
                   "libre (identifiant reserve1).",
                   "Huit fondations de l'As au Roi par couleur ; leur carte du dessus peut revenir au "
                   "tableau. Comme dans le code d'AisleRiot (le manuel ne le dit pas), une suite "
                   "d'une même couleur peut monter sur une fondation en un seul coup ; en couleurs "
                   "alternées seules les cartes isolées le peuvent, car une suite de deux cartes ou "
                   "plus n'est jamais d'une seule couleur.",
                   "Score : un point par carte sur les fondations (104 pour une partie gagnée)."],
        },
    )


_example = example_maker("giant")


add_examples("giant", [
    _example("Alternating colours: build down red on black or black on red; such a sequence moves "
             "together.",
             "Couleurs alternées : on construit en descendant, rouge sur noir ou noir sur rouge ; une "
             "telle suite se déplace d'un bloc.",
             {"tableau1": "9S 8H 7C", "tableau2": "TD", "tableau3": "9H", "tableau4": "TS"},
             select=("tableau1", 3), legal=("t1-t2x3",),
             refused={"t1-t4x3": "build_alternate_colour", "t1-t3x1": "build_down"}),
    _example("Same suit option: build down by suit; only runs of one suit move together.",
             "Option même couleur : on construit en descendant par couleur ; seules les suites d'une "
             "même couleur se déplacent ensemble.",
             {"tableau1": "9H 8H", "tableau2": "TH", "tableau3": "9S", "tableau4": "TD 9C 8D"},
             options={"build": "same_suit"}, select=("tableau1", 2), legal=("t1-t2x2",),
             refused={"t1-t3x1": "build_by_suit", "t4-t2x2": "sequence_move"}),
    _example("The reserve holds any single card, and only one.",
             "La réserve reçoit n'importe quelle carte, mais une seule.",
             {"reserve1": "", "tableau1": "QD JS", "tableau2": "KC"},
             legal=("t1-r1",), refused={"t1-r1x2": "free_cell"}),
    _example("A full reserve takes nothing more; its card may go back to the tableau.",
             "Une réserve pleine ne prend plus rien ; sa carte peut revenir au tableau.",
             {"reserve1": "5H", "tableau1": "6S", "tableau2": "4C"},
             legal=("r1-t1",), refused={"t2-r1": "free_cell"}),
    _example("Same suit option: a run of one suit goes up to a foundation in one move.",
             "Option même couleur : une suite d'une même couleur monte sur une fondation en un seul "
             "coup.",
             {"foundation1": "AH 2H", "tableau1": "5H 4H 3H", "tableau2": "2S AS"},
             options={"build": "same_suit"}, select=("tableau1", 3), legal=("t1-f1x3", "t2-f2x2"),
             refused={"t1-f2x3": "base_card"}),
    _example("Alternating colours: a sequence of two colours cannot go up to a foundation at once.",
             "Couleurs alternées : une suite de deux couleurs ne peut pas monter d'un coup sur une "
             "fondation.",
             {"foundation1": "AH 2H", "tableau1": "4S 3H", "tableau2": "3H"},
             legal=("t1-f1", "t2-f1"), refused={"t1-f1x2": "run_to_foundation"}),
    _example("Any card or sequence fills an empty pile; a click deals a row at any time, even onto "
             "an empty pile.",
             "N'importe quelle carte ou suite occupe une pile vide ; un clic distribue une rangée à "
             "tout moment, même sur une pile vide.",
             {"stock": "(2C) (3C) (4C) (5C) (6C) (7C) (8C) (9C)", "tableau1": "", "tableau2": "7D 6C"},
             legal=("t2-t1x2", "t2-t1x1", "deal"), refused={"redeal": "redeal"}),
    _example("Foundation cards stay in play: the top card may come back to the tableau.",
             "Les cartes des fondations restent en jeu : la carte du dessus peut revenir au tableau.",
             {"foundation1": "AC 2C 3C", "tableau1": "4D", "tableau2": "4C"},
             select=("foundation1", 1), legal=("f1-t1",), refused={"f1-t2": "build_alternate_colour"}),
])
