"""Royal East, as AisleRiot plays it.

A three-by-three grid: the four foundations at the corners, five one-card
tableau piles in a cross.  One card on the first foundation sets the base
rank; the tableau builds down regardless of suit, one card at a time, a King
going on an Ace.  The stock turns one card at a time, with no redeal.
"""

from __future__ import annotations

from ..rules.building import BY_SUIT, REGARDLESS_OF_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealBaseCard, DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.foundations import BaseCard
from ..rules.piles import Foundations, Stock, Tableau, Waste
from ..rules.stock import NO_REDEAL, DealToWaste
from ..rules.units import ONE_CARD
from ..table.layout import Gap, Piles, Row, TableLayout
from ..teaching.examples import add_examples, example_maker


def _grid() -> TableLayout:
    """Stock and waste on the left; the grid on the right: foundations at the corners,
    tableau piles 1 (top), 2-4 (middle row) and 5 (bottom) in a cross."""
    def one(prefix: str, number: int) -> Piles:
        return Piles(prefix, numbers=(number,))
    return TableLayout((
        Row((Piles("stock"), Piles("waste"), Gap(1), one("foundation", 1), one("tableau", 1),
             one("foundation", 2))),
        Row((Gap(3), Piles("tableau", numbers=(2, 3, 4)))),
        Row((Gap(3), one("foundation", 3), one("tableau", 5), one("foundation", 4))),
    ))


@register(
    "royal_east",
    names={"en": "Royal East", "fr": "Est Royal"},
    summary={"en": "Four foundations at the corners of a grid, five single cards in a cross: build "
                   "down regardless of suit and raise the foundations from the base rank.",
             "fr": "Quatre fondations aux coins d'une grille, cinq cartes seules en croix : "
                   "construisez en descendant quelle que soit la couleur et montez les fondations à "
                   "partir du rang de base."},
    resembles="canfield",
    strategy={"en": "Only the top card of a pile can move, one card at a time, so keep track of the cards "
                    "you cover as you build. Knowing where a buried card lies tells you which pile to dig "
                    "into when a foundation needs it.",
              "fr": "Seule la carte du dessus d'une pile se déplace, une à la fois\u00a0: retenez les cartes "
                    "que vous recouvrez en construisant. Savoir où se cache une carte enterrée vous indique "
                    "quelle pile dégager quand une fondation la réclame."},
)
def royal_east() -> Declaration:
    return Declaration(
        layout=_grid(),
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            Waste(),
            Foundations(4, base=BaseCard(None), build=Build(Up(wrap=True), BY_SUIT), in_play=False),
            Tableau(5, build=Build(Down(wrap=True), REGARDLESS_OF_SUIT), moves=ONE_CARD, empty=ANY_CARD),
        ],
        deal=[DealBaseCard(), DealRow("tableau", face_up=True), RestToStock()],
        autoplay=None,
        notes={
            "en": ["The deal: one card face up on the first foundation (top left), whose rank is the "
                   "base of all four foundations; one card face up on each of the five tableau piles of "
                   "the cross (1 at the top, 2 to 4 across the middle, 5 at the bottom). 46 cards remain "
                   "in the stock.",
                   "The tableau builds down regardless of suit, a King going on an Ace; only the top "
                   "card of a pile moves, one card at a time. Any card may fill an empty pile.",
                   "Each click turns one card from the stock onto the waste; there is no redeal.",
                   "Foundations build up by suit from the base rank, an Ace following a King; their "
                   "cards are out of play.",
                   "Score: one point per card on the foundations, the base card included, as in "
                   "AisleRiot; the game is won when all 52 cards are there. The manual and AisleRiot's "
                   "code agree on every rule of this game."],
            "fr": ["La donne : une carte face visible sur la première fondation (en haut à gauche), "
                   "dont le rang est la base des quatre fondations ; une carte face visible sur chacune "
                   "des cinq piles du tableau en croix (1 en haut, 2 à 4 au milieu, 5 en bas). Il reste "
                   "46 cartes dans la pioche.",
                   "Le tableau se construit en descendant quelle que soit la couleur, un Roi pouvant "
                   "aller sur un As ; seule la carte du dessus d'une pile se déplace, une carte à la "
                   "fois. N'importe quelle carte peut occuper une pile vide.",
                   "Chaque clic retourne une carte de la pioche sur la défausse ; pas de "
                   "redistribution.",
                   "Les fondations montent par couleur à partir du rang de base, l'As suivant le Roi ; "
                   "leurs cartes sont hors jeu.",
                   "Score : un point par carte sur les fondations, carte de base comprise, comme dans "
                   "AisleRiot ; la partie est gagnée quand les 52 cartes y sont. Le manuel et le code "
                   "d'AisleRiot s'accordent sur toutes les règles de ce jeu."],
        },
    )


_example = example_maker("royal_east")


add_examples("royal_east", [
    _example("Build down regardless of suit: 7H goes on 8S or 8D, not on 9C; a King may go on an Ace.",
             "On construit en descendant quelle que soit la couleur : 7H va sur 8S ou 8D, pas sur 9C ; "
             "un Roi peut aller sur un As.",
             {"tableau1": "7H", "tableau2": "8S", "tableau3": "8D", "tableau4": "9C", "tableau5": "AD",
              "waste": "KH"},
             state={"base_rank": 5}, select=("tableau1", 1), legal=("t1-t2", "t1-t3", "w-t5"),
             refused={"t1-t4": "build_down"}),
    _example("Only one card moves at a time.",
             "Une seule carte se déplace à la fois.",
             {"tableau1": "9C 8H", "tableau2": "TD", "tableau3": "9S", "tableau4": "4C", "tableau5": "QD"},
             state={"base_rank": 5}, select=("tableau1", 1), legal=("t1-t3",),
             refused={"t1-t2x2": "single_card_move"}),
    _example("Any card may fill an empty pile.",
             "N'importe quelle carte peut occuper une pile vide.",
             {"tableau1": "", "tableau2": "QH", "tableau3": "5D", "tableau4": "4C", "tableau5": "JD",
              "waste": "3D"},
             state={"base_rank": 9}, select=("waste", 1), legal=("w-t1", "t2-t1")),
    _example("Foundations start with the base rank (here Five) and go up by suit, an Ace after a King; "
             "their cards are out of play.",
             "Les fondations commencent au rang de base (ici Cinq) et montent par couleur, l'As après le "
             "Roi ; leurs cartes sont hors jeu.",
             {"foundation1": "5D", "foundation2": "QC KC", "tableau1": "5H", "tableau2": "AC",
              "tableau3": "2D", "tableau4": "9S", "tableau5": "JS", "waste": "6S"},
             state={"base_rank": 5}, legal=("t1-f3", "t2-f2"),
             refused={"w-f3": "base_card", "f2-t3": "out_of_play"}),
    _example("One card at a time from the stock; there is no redeal.",
             "Une carte à la fois depuis la pioche ; pas de redistribution.",
             {"waste": "9H 4C", "tableau1": "5S", "tableau2": "JD", "tableau3": "QS", "tableau4": "7S",
              "tableau5": "2H"},
             state={"base_rank": 5}, refused={"redeal": "redeal"}),
])
