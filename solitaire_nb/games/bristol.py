"""Bristol, as AisleRiot plays it.

Eight fans of three face-up cards, Kings moved to the bottom; a stock dealt
one card to each of three reserves per click, no redeal.  Build down
regardless of suit, one card at a time; empty piles stay empty; foundations
build up from the Ace regardless of suit.
"""

from ..rules.building import REGARDLESS_OF_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRows, KingsToBottom, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import NEVER_FILLED
from ..rules.piles import Foundations, Reserves, Stock, Tableau
from ..rules.stock import NO_REDEAL, DealToEachPile
from ..rules.units import ONE_CARD
from ..text.phrases import Phrase


@register(
    "bristol",
    names=Phrase(en="Bristol", fr="Carte de visite"),
    summary=Phrase(en="Eight fans of three, three reserves fed from the stock: build down regardless of "
                      "suit and raise the foundations from Ace to King whatever the suits.",
                   fr="Huit éventails de trois cartes, trois réserves alimentées par la pioche : "
                      "construisez en descendant sans tenir compte de la couleur et montez les "
                      "fondations de l'As au Roi quelles que soient les couleurs."),
    strategy=Phrase(
        en="Never let cards stay locked in the wrong order: free a low card buried under higher "
           "ones as early as you can. Move as many cards as possible from the reserves to the "
           "tableau, because a King can only ever go to a foundation and is hard to get out of the "
           "way.",
        fr="Ne laissez pas des cartes bloquées dans le mauvais ordre\u00a0: libérez le plus tôt "
           "possible une carte basse enterrée sous des cartes plus hautes. Déplacez autant de "
           "cartes que possible des réserves vers le tableau, car un Roi ne peut aller que sur une "
           "fondation et il est difficile de s'en débarrasser.",
    ),
    resembles="bakers_dozen",
)
def bristol() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToEachPile("reserve", face_up=True), redeals=NO_REDEAL),
            Reserves(3),
            Foundations(4, build=Build(Up(), REGARDLESS_OF_SUIT), in_play=False),
            Tableau(8, build=Build(Down(), REGARDLESS_OF_SUIT), moves=ONE_CARD, empty=NEVER_FILLED),
        ],
        deal=[DealRows("tableau", count=24, face_up=True), KingsToBottom("tableau"), RestToStock()],
        notes=[
            Phrase(en="After the deal every King goes to the bottom of its fan, as AisleRiot does (the "
                      "manual does not mention it).",
                   fr="Après la donne, chaque Roi passe sous les autres cartes de son éventail, comme le "
                      "fait AisleRiot (le manuel n'en parle pas)."),
            Phrase(en="Each click on the stock deals one card face up onto each of the three reserves; "
                      "with 28 cards in the stock that makes nine clicks of three cards and a last click "
                      "giving one card to the first reserve. The top card of each reserve may be played; "
                      "nothing may be placed on a reserve.",
                   fr="Chaque clic sur la pioche donne une carte face visible sur chacune des trois "
                      "réserves ; avec 28 cartes dans la pioche, cela fait neuf clics de trois cartes et "
                      "un dernier clic qui donne une carte à la première réserve. La carte du dessus de "
                      "chaque réserve peut être jouée ; on ne pose rien sur une réserve."),
        ],
    )
