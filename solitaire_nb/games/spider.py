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
from ..text.phrases import Phrase

DECKS = {1: ONE_SUIT_DECK, 2: TWO_SUIT_DECK, 4: DOUBLE_DECK}

SPIDER_NOTES = [
    Phrase(en="A complete run sent to a foundation keeps its 12 points; the most is 96, as in the manual "
              "and AisleRiot.",
           fr="Une suite complète envoyée sur une fondation garde ses 12 points ; le maximum est 96, "
              "comme dans le manuel et AisleRiot."),
    Phrase(en="The game is won with the eight runs on the foundations, or, as the manual allows, with "
              "all eight left in the tableau (foundations empty). As in AisleRiot, some runs on the "
              "foundations and the others in the tableau is not yet a win: send the rest up.",
           fr="La partie est gagnée avec les huit suites sur les fondations ou, comme le manuel le "
              "permet, avec les huit laissées dans le tableau (fondations vides). Comme dans AisleRiot, "
              "quelques suites sur les fondations et les autres dans le tableau ne font pas encore une "
              "victoire : montez les autres."),
    Phrase(en="The stock refuses to deal while a pile is empty, even when there are too few cards in "
              "the tableau to fill every pile (AisleRiot then advises undoing moves).",
           fr="La pioche refuse de distribuer tant qu'une pile est vide, même s'il reste trop peu de "
              "cartes dans le tableau pour remplir chaque pile (AisleRiot conseille alors d'annuler "
              "des coups)."),
    Phrase(en="A complete run goes to a foundation by a move of its thirteen cards (AisleRiot: a drag, "
              "or a double-click on the pile); AisleRiot never sends it up by itself, nor does this kit.",
           fr="Une suite complète va sur une fondation par un déplacement de ses treize cartes "
              "(AisleRiot : en la faisant glisser, ou par un double-clic sur la pile) ; AisleRiot ne "
              "la monte jamais de lui-même, ce kit non plus."),
]


@register(
    "spider",
    names=Phrase(en="Spider", fr="L'araignée"),
    summary=Phrase(en="Two packs in ten piles: build down, gather each suit from King to Ace in one "
                      "run, and clear the eight runs away.",
                   fr="Deux paquets en dix piles : construire en descendant, réunir chaque couleur du "
                      "Roi à l'As en une suite, et retirer les huit suites."),
    resembles="klondike",
    strategy=Phrase(
        en="Build in suit whenever you can, since only runs of one suit move together, and turn up "
           "as many face-down cards as possible. To learn the game, start with the one-suit deck, "
           "the easiest; the four-suit deck is the hardest.",
        fr="Construisez dans la même couleur chaque fois que c'est possible, puisque seules les "
           "suites d'une même couleur se déplacent d'un bloc, et retournez le plus de cartes face "
           "cachée possible. Pour apprendre, commencez avec le paquet à une couleur, le plus "
           "facile\u00a0; celui à quatre couleurs est le plus difficile.",
    ),
    options={"suits": Choice((4, 2, 1), 4, Phrase(en="suits in the deck: 4 (two standard packs), 2 "
                                                     "(Hearts and Spades) or 1 (Spades)",
                                                  fr="couleurs du paquet : 4 (deux paquets standard), "
                                                     "2 (Cœurs et Piques) ou 1 (Piques)"))},
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
        notes=[
            Phrase(en="Options as in AisleRiot and the manual: four suits (two standard packs, the "
                      "default), two suits (four packs of Hearts and Spades) or one suit (eight packs "
                      "of Spades); always 104 cards.",
                   fr="Options comme dans AisleRiot et le manuel : quatre couleurs (deux paquets "
                      "standard, par défaut), deux couleurs (quatre séries de Cœurs et de Piques) ou "
                      "une couleur (huit séries de Piques) ; toujours 104 cartes."),
            *SPIDER_NOTES,
        ],
    )
