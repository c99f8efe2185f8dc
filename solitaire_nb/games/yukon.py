"""Yukon, as AisleRiot plays it.

Klondike's staircase (pile k gets k cards, the top one face up), then the
other 24 cards face up, four on each of piles 2 to 7.  No stock: any face-up
card moves with every card on top of it, built down in alternate colours;
only a King (with what lies on it) fills an empty pile; foundations from Ace to
King by suit.
"""

from ..rules.building import ALTERNATE_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRow, TurnUpTops, staircase
from ..rules.declaration import Declaration, register
from ..rules.empty import KINGS_ONLY
from ..rules.piles import Foundations, Tableau
from ..rules.units import ANY_GROUP
from ..table.layout import Gap, Piles, Row, TableLayout
from ..teaching.examples import add_examples, example_maker


@register(
    "yukon",
    names={"en": "Yukon", "fr": "Yukon"},
    summary={"en": "Klondike without a stock: any face-up card moves with everything on it, "
                   "in order or not.",
             "fr": "Un Klondike sans pioche : toute carte visible se déplace avec tout ce qui la "
                   "recouvre, dans l'ordre ou non."},
    resembles="klondike",
    strategy={"en": "Turn up the face-down cards as quickly as you can: each one uncovered gives you more to "
                    "work with. Since any face-up card moves with everything on it, even piles out of order "
                    "can be shifted to reach them.",
              "fr": "Retournez les cartes face cachée le plus vite possible\u00a0: chaque carte découverte "
                    "vous donne plus de possibilités. Comme toute carte visible se déplace avec tout ce qui "
                    "la recouvre, même des piles en désordre peuvent être déplacées pour les atteindre."},
)
def yukon() -> Declaration:
    return Declaration(
        layout=TableLayout((Row((
            Piles("tableau", "down"), Gap(0.3), Piles("foundation", direction="column"))),)),
        deck=STANDARD_DECK,
        piles=[
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(7, build=Build(Down(), ALTERNATE_COLOUR), moves=ANY_GROUP, empty=KINGS_ONLY),
        ],
        deal=[*staircase("tableau", 7), TurnUpTops("tableau"),
              *[DealRow("tableau", range(2, 8), face_up=True) for _ in range(4)]],
        notes={
            "en": ["Score: one point per card on the foundations (AisleRiot's count; the manual "
                   "gives no score for Yukon).",
                   "Foundation cards are out of play, as in AisleRiot: they cannot come back to "
                   "the tableau.",
                   "The manual's words \"sequences may be moved whatever the sequence\" are read as "
                   "AisleRiot plays them: any face-up card moves with all the cards on top of it, "
                   "only the bottom card of the group having to fit."],
            "fr": ["Score : un point par carte sur les fondations (le décompte d'AisleRiot ; le "
                   "manuel ne donne pas de score pour le Yukon).",
                   "Les cartes des fondations sont hors jeu, comme dans AisleRiot : elles ne "
                   "peuvent pas revenir au tableau.",
                   "La phrase du manuel « les suites peuvent être déplacées quelle que soit la "
                   "suite » est lue comme AisleRiot la joue : toute carte visible se déplace avec "
                   "toutes les cartes posées sur elle, seule la carte du bas du groupe devant "
                   "convenir."],
        },
    )


_example = example_maker("yukon")


add_examples("yukon", [
    _example("Build down in alternate colours: 7D goes on 8C; 7S and 6D do not.",
             "On construit en descendant en alternant les couleurs : 7D va sur 8C ; 7S et 6D non.",
             {"tableau1": "(4H) 8C", "tableau2": "7D", "tableau3": "7S", "tableau4": "6D"},
             select=("tableau2", 1), legal=("t2-t1",),
             refused={"t3-t1": "build_alternate_colour", "t4-t1": "build_down"}),
    _example("Any face-up card moves with every card on top of it, in order or not: 7D carries 2S "
             "and KH onto 8C. A face-down card never moves.",
             "Toute carte visible se déplace avec toutes les cartes posées sur elle, dans l'ordre ou "
             "non : 7D emporte 2S et KH sur 8C. Une carte face cachée ne bouge jamais.",
             {"tableau1": "(4H) 8C", "tableau2": "(5S) 7D 2S KH", "tableau3": "3D"},
             select=("tableau2", 3), legal=("t2-t1x3", "t2-t3x2"),
             refused={"t2-t1x2": "build_down", "t2-t1x4": "face_down"}),
    _example("Only a King, with whatever lies on it, fills an empty pile.",
             "Seul un Roi, avec ce qui est posé sur lui, occupe une pile vide.",
             {"tableau1": "", "tableau2": "(5S) KD 4C 9H", "tableau3": "QS"},
             select=("tableau2", 3), legal=("t2-t1x3",), refused={"t3-t1": "empty_king_only",
                                                                  "t2-t1x2": "empty_king_only"}),
    _example("Foundations start with an Ace and build up by suit, one card at a time; their cards "
             "are out of play.",
             "Les fondations commencent par un As et montent dans la même couleur, une carte à la "
             "fois ; leurs cartes sont hors jeu.",
             {"foundation1": "AH 2H", "tableau1": "(6C) 3H", "tableau2": "3C", "tableau3": "4S",
              "tableau4": "AC 4H"},
             select=("tableau1", 1), legal=("t1-f1",),
             refused={"t2-f1": "build_by_suit", "t3-f2": "base_card", "f1-t3": "out_of_play",
                      "t4-f2x2": "foundation"}),
])
