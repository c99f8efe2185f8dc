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
from ..text.phrases import Phrase

BUILDS = {"alternating_colours": ALTERNATE_COLOUR, "same_suit": BY_SUIT}


@register(
    "giant",
    names=Phrase(en="Giant", fr="Géant"),
    summary=Phrase(en="Two decks dealt a row at a time onto eight piles, with one reserve cell: build "
                      "down in alternate colours (or by suit) and fill eight foundations.",
                   fr="Deux paquets distribués une rangée à la fois sur huit piles, avec une case de "
                      "réserve : construisez en descendant en alternant les couleurs (ou par couleur) "
                      "et montez huit fondations."),
    strategy=Phrase(
        en="Don't let low cards get buried in the tableau, since each deal drops a new card on "
           "every pile. Use the single reserve cell sparingly, as a short stop for a card that "
           "opens a move, not as storage.",
        fr="Ne laissez pas les petites cartes s'enfouir dans le tableau, car chaque distribution "
           "pose une nouvelle carte sur chaque pile. Servez-vous avec discernement de l'unique case "
           "de réserve\u00a0: c'est une halte pour une carte qui débloque un coup, pas un "
           "entrepôt.",
    ),
    resembles="gypsy",
    options={"build": Choice(tuple(BUILDS), "alternating_colours",
                             Phrase(en="how tableau cards are built and moved together ('alternating_"
                                       "colours' or 'same_suit')",
                                    fr="comment les cartes du tableau se construisent et se déplacent "
                                       "ensemble ('alternating_colours' : couleurs alternées, 'same_suit' "
                                       ": même couleur)"))},
)
def giant(build: str = "alternating_colours") -> Declaration:
    return Declaration(
        deck=DOUBLE_DECK,
        piles=[
            Stock(deal=DealToEachPile("tableau", face_up=True), redeals=NO_REDEAL),
            RunFoundations(8, build=Build(Up(), BY_SUIT), in_play=True),
            Tableau(8, build=Build(Down(), BUILDS[build]), moves=SEQUENCE, empty=ANY_CARD),
            FreeCells(1),
        ],
        deal=[DealRow("tableau", face_up=True), RestToStock()],
        notes=[
            Phrase(en="Two options, as in AisleRiot: build='alternating_colours' (default) builds down in "
                      "alternate colours and moves such sequences together; build='same_suit' builds "
                      "down by suit and moves runs of one suit. Any card or sequence fills an empty "
                      "pile.",
                   fr="Deux options, comme dans AisleRiot : build='alternating_colours' (couleurs alternées, "
                      "par défaut) construit en descendant en alternant les couleurs et déplace ces "
                      "suites ensemble ; build='same_suit' (même couleur) construit en descendant par "
                      "couleur et déplace les suites d'une même couleur. Toute carte ou suite occupe "
                      "une pile vide."),
            Phrase(en="The reserve, right of the tableau, holds any one card; it may stay empty or "
                      "occupied as you wish. This kit calls it a free cell (pile id reserve1).",
                   fr="La réserve, à droite du tableau, reçoit une carte, n'importe laquelle ; elle peut "
                      "rester vide ou occupée, comme vous le souhaitez. Ce kit l'appelle une cellule "
                      "libre (identifiant reserve1)."),
            Phrase(en="Eight foundations from Ace to King by suit; their top card may come back to the "
                      "tableau. As in AisleRiot's code (the manual does not say it), a run of one suit "
                      "may go onto a foundation in one move; with alternating colours only single cards "
                      "can, since a sequence of two cards or more is never of one suit.",
                   fr="Huit fondations de l'As au Roi par couleur ; leur carte du dessus peut revenir au "
                      "tableau. Comme dans le code d'AisleRiot (le manuel ne le dit pas), une suite "
                      "d'une même couleur peut monter sur une fondation en un seul coup ; en couleurs "
                      "alternées seules les cartes isolées le peuvent, car une suite de deux cartes ou "
                      "plus n'est jamais d'une seule couleur."),
        ],
    )
