"""Osmosis, as AisleRiot plays it.

Four reserves of four cards fanned to the right (three face down, the top one
face up), four foundations ruled by the one above them, a stock and a waste.
Nothing is built anywhere but on the foundations.
"""

from __future__ import annotations

from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealBaseCard, DealRow, DealRows, RestToStock
from ..rules.declaration import Choice, Declaration, register
from ..rules.osmosis import FoundationsRuledFromAbove
from ..rules.piles import Stock, Waste
from ..rules.reserve_fed import FaceDownReserve
from ..rules.stock import UNLIMITED_REDEALS, DealToWaste, Redeal
from ..table.layout import Gap, Piles, Row, TableLayout
from ..teaching.examples import add_examples, example_maker

DRAW_CHOICE = Choice((1, 3), 1, {"en": "cards turned per click (three: unlimited redeals)",
                                 "fr": "cartes retournées par clic (trois : redistributions "
                                       "illimitées)"})


def osmosis_layout(draw: int) -> TableLayout:
    """AisleRiot's table: each reserve fanned to the right with its foundation, also fanned
    (every card shows), on the same line; the stock and the waste below."""
    waste = Piles("waste", "right", 3) if draw == 3 else Piles("waste")
    lines = Row((Piles("reserve", "right", 0, direction="column", span=2.2), Gap(0.6),
                 Piles("foundation", "right", 0, direction="column", span=4.5)))
    return TableLayout((lines, Row((Piles("stock"), waste))))


NOTES = {
    "en": ["The foundations are out of play; the reserves take no card; only the top card of a "
           "reserve or of the waste moves, one at a time, and always to a foundation.",
           "The first foundation takes any card of its suit, whatever its rank, in any order. "
           "The other foundations are started one after another, from the top, each with a "
           "card of the base rank; a card then goes on the foundation of its suit only when a "
           "card of the same rank already lies on the foundation just above.",
           "The manual only says that each other foundation starts with a card of the base "
           "rank. AisleRiot's code starts them in order: its double-click sends a base-rank "
           "card to the highest empty foundation, and its drop on an empty foundation was "
           "meant to do the same. This kit follows the code: an empty foundation takes a card "
           "of the base rank only when the foundation above it has been started.",
           "The stock turns one card at a time onto the waste, with two redeals (three passes "
           "through the stock). Option: three cards at a time, with unlimited redeals, as the "
           "manual and the code both say. A click on an empty stock turns the waste over, "
           "while a redeal is left.",
           "Score: one point per card on the foundations, the dealt card included (so the game "
           "starts at 1, as in AisleRiot); the game is won when all 52 cards are there."],
    "fr": ["Les fondations sont hors jeu ; les réserves ne prennent aucune carte ; seule la carte "
           "du dessus d'une réserve ou de la défausse se déplace, une à la fois, et toujours "
           "vers une fondation.",
           "La première fondation prend n'importe quelle carte de sa couleur, quel que soit son "
           "rang, dans n'importe quel ordre. Les autres fondations commencent l'une après "
           "l'autre, en partant du haut, chacune par une carte du rang de base ; une carte ne "
           "va ensuite sur la fondation de sa couleur que si une carte du même rang se trouve "
           "déjà sur la fondation juste au-dessus.",
           "Le manuel dit seulement que chaque autre fondation commence par une carte du rang de "
           "base. Le code d'AisleRiot les commence dans l'ordre : son double-clic envoie une "
           "carte du rang de base sur la plus haute fondation vide, et son dépôt sur une "
           "fondation vide devait faire de même. Ce kit suit le code : une fondation vide ne "
           "prend une carte du rang de base que si la fondation du dessus est commencée.",
           "La pioche retourne une carte à la fois sur la défausse, avec deux redistributions "
           "(trois passages dans la pioche). Option : trois cartes à la fois, avec "
           "redistributions illimitées, comme le disent le manuel et le code. Un clic sur la "
           "pioche vide retourne la défausse, tant qu'il reste une redistribution.",
           "Score : un point par carte sur les fondations, carte distribuée comprise (la partie "
           "commence donc à 1, comme dans AisleRiot) ; la partie est gagnée quand les 52 cartes "
           "y sont."],
}


@register(
    "osmosis",
    names={"en": "Osmosis", "fr": "Osmose"},
    summary={"en": "Four small reserves feed four foundations; a card goes on a foundation only "
                   "when its rank already lies on the foundation above.",
             "fr": "Quatre petites réserves alimentent quatre fondations ; une carte ne va sur une "
                   "fondation que si son rang se trouve déjà sur la fondation du dessus."},
    strategy={"en": "Be patient: don't put the first card that fits on the second or third foundation "
                    "without thinking. Another suit may be the better choice if it frees more cards from the "
                    "reserves.",
              "fr": "Soyez patient\u00a0: ne posez pas sans réfléchir la première carte qui convient sur la "
                    "deuxième ou la troisième fondation. Une autre couleur peut être un meilleur choix si "
                    "elle libère davantage de cartes des réserves."},
    resembles="canfield",
    options={"draw": DRAW_CHOICE},
)
def osmosis(draw: int = 1) -> Declaration:
    return Declaration(
        layout=osmosis_layout(draw),
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(draw), redeals=UNLIMITED_REDEALS if draw == 3 else Redeal(2)),
            Waste(show=draw),
            FoundationsRuledFromAbove(4),
            FaceDownReserve(4),
        ],
        deal=[DealRows("reserve", count=12, face_up=False), DealRow("reserve", face_up=True),
              DealBaseCard(), RestToStock()],
        autoplay=None,
        notes={
            "en": ["The deal: three cards face down, then one face up, on each of the four "
                   "reserves; one card face up on the first foundation: its suit is that "
                   "foundation's suit, its rank the base rank. 35 cards remain in the stock. When "
                   "a reserve card is played, the card under it is turned up.",
                   *NOTES["en"]],
            "fr": ["La donne : trois cartes face cachée, puis une face visible, sur chacune des "
                   "quatre réserves ; une carte face visible sur la première fondation : sa "
                   "couleur est celle de cette fondation, son rang le rang de base. Il reste 35 "
                   "cartes dans la pioche. Quand une carte d'une réserve est jouée, la carte en "
                   "dessous est retournée.",
                   *NOTES["fr"]],
        },
    )


# Shared with Peek, whose rules are the same.
EXAMPLES = [
    ("The first foundation takes any card of its suit, in any order: 2H and KH both go on it; "
     "a spade does not.",
     "La première fondation prend n'importe quelle carte de sa couleur, dans n'importe quel "
     "ordre : 2H et KH y vont tous les deux ; un pique non.",
     {"foundation1": "7H", "foundation2": "7S", "reserve1": "(3C) 2H", "reserve2": "(4C) KH",
      "reserve3": "(5C) 2S", "waste": "9D"},
     {"select": ("reserve1", 1), "legal": ("r1-f1", "r2-f1"),
      "refused": {"r3-f1": "foundation_above", "r3-f2": "foundation_above"}}),
    ("A card goes on its suit's foundation only when its rank already lies on the foundation "
     "above: 9S may go (9H is above), JS may not.",
     "Une carte ne va sur la fondation de sa couleur que si son rang se trouve déjà sur la "
     "fondation du dessus : 9S peut y aller (9H est au-dessus), JS non.",
     {"foundation1": "5H 9H 2H", "foundation2": "5S", "reserve1": "(3C) 9S", "waste": "JS"},
     {"select": ("reserve1", 1), "legal": ("r1-f2",), "refused": {"w-f2": "foundation_above"}}),
    ("The other foundations start in order with a card of the base rank (here Five): 5D opens "
     "the second foundation, not the third; 6D opens none.",
     "Les autres fondations commencent dans l'ordre par une carte du rang de base (ici Cinq) : "
     "5D ouvre la deuxième fondation, pas la troisième ; 6D n'en ouvre aucune.",
     {"foundation1": "5H", "reserve1": "(3C) 5D", "waste": "6D"},
     {"select": ("reserve1", 1), "legal": ("r1-f2",),
      "refused": {"r1-f3": "foundation_above", "w-f2": "base_card"}}),
    ("Only the top card of a reserve or of the waste plays; nothing goes on a reserve, and a "
     "foundation card stays where it is.",
     "Seule la carte du dessus d'une réserve ou de la défausse se joue ; rien ne va sur une "
     "réserve, et une carte de fondation reste en place.",
     {"foundation1": "5H 8H", "reserve1": "(3C) 4H", "reserve2": "(6C) 9C", "waste": "JH"},
     {"select": ("waste", 1), "legal": ("w-f1", "r1-f1"),
      "refused": {"w-r2": "reserve", "f1-r2": "out_of_play"}}),
    ("A click turns one card onto the waste; the waste is turned over only when the stock is "
     "empty, twice at most.",
     "Un clic retourne une carte sur la défausse ; la défausse n'est retournée que lorsque la "
     "pioche est vide, deux fois au plus.",
     {"foundation1": "5H", "stock": "(4C) (6D)", "waste": "9H"},
     {"legal": ("deal",), "refused": {"redeal": "redeal"}}),
    ("Drawing three: a click turns three cards; redeals are unlimited.",
     "À trois cartes : un clic en retourne trois ; les redistributions sont illimitées.",
     {"foundation1": "5H", "waste": "4C 6D 7S 8C"},
     {"options": {"draw": 3}, "legal": ("redeal",), "refused": {"deal": "deal_to_waste"}}),
]


def examples_for(game_id: str, open_reserves: bool = False) -> list:
    """The prepared positions of ``game_id`` (Osmosis, or Peek with ``open_reserves``:
    every reserve card face up), base rank Five."""
    make = example_maker(game_id)

    def laid(piles: dict) -> dict:
        if not open_reserves:
            return piles
        return {pile: cards.replace("(", "").replace(")", "") if pile.startswith("reserve") else cards
                for pile, cards in piles.items()}

    return [make(en, fr, laid(piles), state={"base_rank": 5}, **extra)
            for en, fr, piles, extra in EXAMPLES]


add_examples("osmosis", examples_for("osmosis"))
