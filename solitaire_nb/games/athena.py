"""Athena, as AisleRiot plays it.

Klondike with another opening: four rows across the seven tableau piles,
face down, face up, face down, face up (28 cards); the other 24 form the stock.
"""

from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Choice, Declaration, register
from ..teaching.examples import add_examples, example_maker
from .klondike import klondike


@register(
    "athena",
    names={"en": "Athena", "fr": "Athena"},
    summary={"en": "Klondike dealt in four rows, face down and face up in turn: half the hidden "
                   "cards sit between two visible ones.",
             "fr": "Un Klondike distribué en quatre rangées, tour à tour face cachée et face "
                   "visible : la moitié des cartes cachées se trouvent entre deux cartes visibles."},
    strategy={"en": "Don't give up when the game looks lost: try everything. Taking cards back from the "
                    "foundations and rearranging your sequences can sometimes free the card you need.",
              "fr": "N'abandonnez pas quand la partie semble perdue\u00a0: essayez toutes les possibilités. "
                    "Reprendre des cartes sur les fondations et réorganiser vos suites permet parfois de "
                    "libérer la carte qui vous manque."},
    resembles="klondike",
    options={"draw": Choice((1, 3), 1, {"en": "cards turned per click (3: AisleRiot's 'Three card "
                                              "deals' option)",
                                        "fr": "cartes retournées par clic (3 : l'option « Distribuer "
                                              "trois cartes » d'AisleRiot)"})},
)
def athena(draw: int = 1) -> Declaration:
    return klondike(draw=draw, redeals=2).but(
        deal=[DealRow("tableau"), DealRow("tableau", face_up=True),
              DealRow("tableau"), DealRow("tableau", face_up=True), RestToStock()],
        notes={
            "en": ["Each tableau pile starts as face-down, face-up, face-down, face-up (top). A "
                   "face-down card between two face-up ones stops a sequence: only the cards above "
                   "it move together; it is turned up when it becomes the top card.",
                   "Otherwise Klondike's rules: stock turned one card at a time with two redeals, "
                   "foundations from Ace to King by suit whose top card may come back to the tableau.",
                   "Score: one point per card on the foundations, as in AisleRiot.",
                   "The manual describes only one-card deals. AisleRiot's code also offers 'Three "
                   "card deals' (still two redeals): this kit keeps it as the option draw=3, off by "
                   "default."],
            "fr": ["Chaque pile du tableau commence par : face cachée, face visible, face cachée, "
                   "face visible (dessus). Une carte cachée entre deux cartes visibles arrête une "
                   "suite : seules les cartes au-dessus se déplacent ensemble ; elle est retournée "
                   "quand elle devient la carte du dessus.",
                   "Pour le reste, les règles du Klondike : pioche retournée une carte à la fois, "
                   "deux redistributions, fondations de l'As au Roi par couleur dont la carte du "
                   "dessus peut revenir au tableau.",
                   "Score : un point par carte sur les fondations, comme dans AisleRiot.",
                   "Le manuel ne décrit que la distribution une par une. Le code d'AisleRiot propose "
                   "aussi « Distribuer trois cartes » (toujours deux redistributions) : ce kit la garde "
                   "comme option draw=3, désactivée par défaut."],
        },
    )


_example = example_maker("athena")


add_examples("athena", [
    _example("A face-down card inside a pile stops a sequence: 8H moves alone onto the black Nine; "
             "it cannot take the face-down card or the 9S below with it.",
             "Une carte cachée au milieu d'une pile arrête une suite : 8H se déplace seul sur le Neuf "
             "noir ; il ne peut emporter ni la carte cachée ni le 9S du dessous.",
             {"tableau1": "(5C) 9S (4D) 8H", "tableau2": "9C", "tableau3": "TD"},
             select=("tableau1", 1), legal=("t1-t2",),
             refused={"t1-t3x3": "face_down", "t1-t3x4": "face_down"}),
    _example("Build down in alternate colours; sequences move together.",
             "On construit en descendant en alternant les couleurs ; les suites se déplacent ensemble.",
             {"tableau1": "(3C) 9S 8H", "tableau2": "TD", "tableau3": "TH 9H", "tableau4": "JS"},
             select=("tableau1", 2), legal=("t1-t2x2",),
             refused={"t1-t3": "build_alternate_colour", "t1-t4x2": "build_down"}),
    _example("Only a King, or a sequence headed by a King, fills an empty pile.",
             "Seul un Roi, ou une suite commençant par un Roi, occupe une pile vide.",
             {"tableau1": "", "tableau2": "(2C) KD QS", "tableau3": "(7H) QH"},
             select=("tableau2", 2), legal=("t2-t1x2",), refused={"t3-t1": "empty_king_only"}),
    _example("Foundations start with an Ace and go up by suit; their top card may come back.",
             "Les fondations commencent par un As et montent par couleur ; leur carte du dessus peut "
             "revenir.",
             {"foundation1": "AS 2S", "tableau1": "3S", "tableau2": "3C", "tableau3": "3D",
              "tableau4": "(9C) 5C"},
             select=("tableau1", 1), legal=("t1-f1", "f1-t3"),
             refused={"t2-f1": "build_by_suit", "t3-f2": "base_card", "f1-t4": "build_down"}),
    _example("The stock turns one card onto the waste; only the top waste card plays.",
             "La pioche retourne une carte sur la défausse ; seule la carte du dessus de la défausse "
             "se joue.",
             {"stock": "(4C) (5D)", "waste": "2H 9C", "tableau1": "TH"},
             legal=("deal", "w-t1"), refused={"redeal": "redeal", "w-t1x2": "single_card_move"}),
    _example("Two redeals: once both are used, an empty stock stays empty.",
             "Deux redistributions : une fois utilisées, la pioche vide le reste.",
             {"waste": "4C 5D"}, legal=("redeal",)),
    _example("With the three-card option, a click turns three cards; still two redeals.",
             "Avec l'option à trois cartes, un clic en retourne trois ; toujours deux redistributions.",
             {"stock": "(4C) (5D) (6H) (7S)"}, options={"draw": 3}, legal=("deal",),
             refused={"redeal": "redeal"}),
])
