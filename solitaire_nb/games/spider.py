"""Spider (L'araignée), as AisleRiot plays it.

104 cards (two packs of four suits, or four packs of Hearts and Spades, or
eight packs of Spades) in ten piles: piles 1, 4, 7 and 10 get five cards face
down and one face up, the others four face down and one face up; the other 50
cards are the stock.  Build down regardless of suit; only runs of one suit move
together; a click on the stock deals a card onto every pile, never while a pile
is empty.  A complete run, King down to Ace of one suit, may go to one of the
eight foundations.
"""

from ..rules.building import REGARDLESS_OF_SUIT, Build, Down
from ..rules.cards import DOUBLE_DECK, ONE_SUIT_DECK, TWO_SUIT_DECK
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Choice, Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.goals import SPIDER_WIN, SameSuitRunScore
from ..rules.piles import Stock, Tableau
from ..rules.run_foundations import CompleteRunFoundations
from ..rules.stock import DealToEachPile
from ..rules.units import SAME_SUIT_SEQUENCE
from ..teaching.examples import add_examples, example_maker

DECKS = {1: ONE_SUIT_DECK, 2: TWO_SUIT_DECK, 4: DOUBLE_DECK}

SPIDER_NOTES = {
    "en": ["Score: each run of one suit (each card on the card of its suit one rank higher) is worth "
           "its length minus one; a complete run sent to a foundation keeps its 12 points. The most "
           "is 96, as in the manual and AisleRiot.",
           "The game is won with the eight runs on the foundations, or, as the manual allows, with "
           "all eight left in the tableau (foundations empty). As in AisleRiot, some runs on the "
           "foundations and the others in the tableau is not yet a win: send the rest up.",
           "The stock refuses to deal while a pile is empty, even when there are too few cards in "
           "the tableau to fill every pile (AisleRiot then advises undoing moves).",
           "A complete run goes to a foundation by a move of its thirteen cards (AisleRiot: a drag, "
           "or a double-click on the pile); AisleRiot never sends it up by itself, nor does this kit."],
    "fr": ["Score : chaque suite d'une même couleur (chaque carte sur la carte de sa couleur d'un "
           "rang plus haut) vaut sa longueur moins un ; une suite complète envoyée sur une fondation "
           "garde ses 12 points. Le maximum est 96, comme dans le manuel et AisleRiot.",
           "La partie est gagnée avec les huit suites sur les fondations ou, comme le manuel le "
           "permet, avec les huit laissées dans le tableau (fondations vides). Comme dans AisleRiot, "
           "quelques suites sur les fondations et les autres dans le tableau ne font pas encore une "
           "victoire : montez les autres.",
           "La pioche refuse de distribuer tant qu'une pile est vide, même s'il reste trop peu de "
           "cartes dans le tableau pour remplir chaque pile (AisleRiot conseille alors d'annuler "
           "des coups).",
           "Une suite complète va sur une fondation par un déplacement de ses treize cartes "
           "(AisleRiot : en la faisant glisser, ou par un double-clic sur la pile) ; AisleRiot ne "
           "la monte jamais de lui-même, ce kit non plus."],
}


@register(
    "spider",
    names={"en": "Spider", "fr": "L'araignée"},
    summary={"en": "Two packs in ten piles: build down, gather each suit from King to Ace in one "
                   "run, and clear the eight runs away.",
             "fr": "Deux paquets en dix piles : construire en descendant, réunir chaque couleur du "
                   "Roi à l'As en une suite, et retirer les huit suites."},
    resembles="klondike",
    strategy={"en": "Build in suit whenever you can, since only runs of one suit move together, and turn up "
                    "as many face-down cards as possible. To learn the game, start with the one-suit deck, "
                    "the easiest; the four-suit deck is the hardest.",
              "fr": "Construisez dans la même couleur chaque fois que c'est possible, puisque seules les "
                    "suites d'une même couleur se déplacent d'un bloc, et retournez le plus de cartes face "
                    "cachée possible. Pour apprendre, commencez avec le paquet à une couleur, le plus "
                    "facile\u00a0; celui à quatre couleurs est le plus difficile."},
    options={"suits": Choice((4, 2, 1), 4, {"en": "suits in the deck: 4 (two standard packs), 2 "
                                                  "(Hearts and Spades) or 1 (Spades)",
                                            "fr": "couleurs du paquet : 4 (deux paquets standard), "
                                                  "2 (Cœurs et Piques) ou 1 (Piques)"})},
)
def spider(suits: int = 4) -> Declaration:
    return Declaration(
        deck=DECKS[suits],
        piles=[
            Stock(deal=DealToEachPile("tableau", refuse_if_empty=True)),
            CompleteRunFoundations(8),
            Tableau(10, build=Build(Down(), REGARDLESS_OF_SUIT), moves=SAME_SUIT_SEQUENCE,
                    empty=ANY_CARD),
        ],
        deal=[*[DealRow("tableau") for _ in range(4)], DealRow("tableau", (1, 4, 7, 10)),
              DealRow("tableau", face_up=True), RestToStock()],
        score=SameSuitRunScore(),
        won=SPIDER_WIN,
        autoplay=None,
        notes={
            "en": ["Options as in AisleRiot and the manual: four suits (two standard packs, the "
                   "default), two suits (four packs of Hearts and Spades) or one suit (eight packs "
                   "of Spades); always 104 cards.", *SPIDER_NOTES["en"]],
            "fr": ["Options comme dans AisleRiot et le manuel : quatre couleurs (deux paquets "
                   "standard, par défaut), deux couleurs (quatre séries de Cœurs et de Piques) ou "
                   "une couleur (huit séries de Piques) ; toujours 104 cartes.", *SPIDER_NOTES["fr"]],
        },
    )


RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"
FULL = {f"tableau{i}": card for i, card in enumerate("5C 6D 7H 8S 9C TD JH QS KC AD".split(), 1)}
STOCK = "(2C) (3C) (4C) (2D) (3D) (4D) (2H) (3H) (4H) (2S)"


_example = example_maker("spider")


add_examples("spider", [
    _example("Build down regardless of suit: 8H and 8S both go on 9S; 7D does not.",
             "On construit en descendant quelle que soit la couleur : 8H et 8S vont tous deux sur "
             "9S ; 7D non.",
             {"tableau1": "(4C) 9S", "tableau2": "(2D) 8H", "tableau3": "8S", "tableau4": "7D"},
             select=("tableau2", 1), legal=("t2-t1", "t3-t1"), refused={"t4-t1": "build_down"}),
    _example("Only a run of one suit moves as a unit: 9S 8S 7S goes on a Ten; 8H 7S stays, but its "
             "7S may move alone.",
             "Seule une suite d'une même couleur se déplace d'un bloc : 9S 8S 7S va sur un Dix ; "
             "8H 7S ne bouge pas ensemble, mais 7S peut partir seul.",
             {"tableau1": "(4C) 9S 8S 7S", "tableau2": "TD", "tableau3": "(3C) 9C 8H 7S",
              "tableau4": "8D"},
             select=("tableau1", 3), legal=("t1-t2x3", "t1-t4", "t3-t4"),
             refused={"t3-t2x2": "same_suit_sequence_move", "t1-t2x4": "face_down"}),
    _example("An empty pile takes any card or run of one suit.",
             "Une pile vide reçoit n'importe quelle carte ou suite d'une même couleur.",
             {"tableau1": "", "tableau2": "(4C) 6H 5H", "tableau3": "(2D) 3C"},
             select=("tableau2", 2), legal=("t2-t1x2", "t2-t1", "t3-t1")),
    _example("A complete run, King down to Ace of one suit, goes to an empty foundation, all "
             "thirteen cards at once; a single card or a shorter run may not.",
             "Une suite complète, du Roi à l'As d'une même couleur, va sur une fondation vide, les "
             "treize cartes d'un coup ; une carte seule ou une suite plus courte, non.",
             {"tableau1": f"(4C) {RUN}", "tableau2": "(5D) 3H 2H AH", "foundation1": ""},
             select=("tableau1", 13), legal=("t1-f1x13",),
             refused={"t1-f1x12": "complete_run_to_foundation", "t2-f1": "complete_run_to_foundation",
                      "t2-f1x3": "complete_run_to_foundation"}),
    _example("Cards on a foundation are out of play, and a foundation takes one run only.",
             "Les cartes d'une fondation sont hors jeu, et une fondation ne reçoit qu'une suite.",
             {"foundation1": RUN, "tableau1": "2H", "tableau2": RUN.replace("S", "H")},
             legal=("t2-f2x13",),
             refused={"f1-t1": "out_of_play", "t2-f1x13": "complete_run_to_foundation"}),
    _example("A click on the stock deals one card face up onto each of the ten piles.",
             "Un clic sur la pioche distribue une carte face visible sur chacune des dix piles.",
             {"stock": STOCK, **FULL}, legal=("deal",)),
    _example("The stock does not deal while a pile is empty: fill it first.",
             "La pioche ne distribue pas tant qu'une pile est vide : remplissez-la d'abord.",
             {"stock": STOCK, **FULL, "tableau10": "", "tableau9": "9C 8D"},
             legal=("t9-t10",), refused={"deal": "deal_to_each_pile"}),
    _example("With one suit, every card is a Spade: every run is a run of one suit.",
             "Avec une couleur, toutes les cartes sont des Piques : toute suite est d'une même couleur.",
             {"tableau1": "(4S) 9S 8S 7S", "tableau2": "TS"}, options={"suits": 1},
             select=("tableau1", 3), legal=("t1-t2x3",)),
])
