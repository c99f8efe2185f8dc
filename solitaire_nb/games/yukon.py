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
from ..text.phrases import Phrase


@register(
    "yukon",
    names=Phrase(en="Yukon", fr="Yukon"),
    summary=Phrase(en="Klondike without a stock: any face-up card moves with everything on it, "
                      "in order or not.",
                   fr="Un Klondike sans pioche : toute carte visible se déplace avec tout ce qui la "
                      "recouvre, dans l'ordre ou non."),
    resembles="klondike",
    strategy=Phrase(
        en="Turn up the face-down cards as quickly as you can: each one uncovered gives you more to "
           "work with. Since any face-up card moves with everything on it, even piles out of order "
           "can be shifted to reach them.",
        fr="Retournez les cartes face cachée le plus vite possible\u00a0: chaque carte découverte "
           "vous donne plus de possibilités. Comme toute carte visible se déplace avec tout ce qui "
           "la recouvre, même des piles en désordre peuvent être déplacées pour les atteindre.",
    ),
)
def yukon() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(7, build=Build(Down(), ALTERNATE_COLOUR), moves=ANY_GROUP, empty=KINGS_ONLY),
        ],
        deal=[*staircase("tableau", 7), TurnUpTops("tableau"),
              *[DealRow("tableau", range(2, 8), face_up=True) for _ in range(4)]],
        notes=[
            Phrase(en="The score is AisleRiot's count; the manual gives no score for Yukon.",
                   fr="Le score est celui d'AisleRiot ; le manuel n'en donne pas pour le Yukon."),
            Phrase(en="The manual's words \"sequences may be moved whatever the sequence\" are read as "
                      "AisleRiot plays them: any face-up card moves with all the cards on top of it, "
                      "only the bottom card of the group having to fit.",
                   fr="La phrase du manuel « les suites peuvent être déplacées quelle que soit la "
                      "suite » est lue comme AisleRiot la joue : toute carte visible se déplace avec "
                      "toutes les cartes posées sur elle, seule la carte du bas du groupe devant "
                      "convenir."),
        ],
    )
