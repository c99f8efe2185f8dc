"""Eight Off, as AisleRiot plays it.

48 cards face up in eight piles of six, the last four in the first four of
eight free cells.  Build down by suit; a same-suit sequence moves if it is
no longer than the empty free cells + 1; only a King (or a sequence headed by
a King) fills an empty pile.
"""

from ..rules.building import BY_SUIT, Build, Down
from ..rules.dealing import DealRow, DealRows
from ..rules.declaration import Declaration, register
from ..rules.empty import KINGS_ONLY
from ..rules.goals import EVERY_CARD_AUTOPLAY
from ..rules.units import FreeCellLimitedSequence
from ..text.phrases import Phrase
from .freecell import freecell

CELLS_PLUS_ONE = FreeCellLimitedSequence(piles=False)


@register(
    "eight_off",
    names=Phrase(en="Eight Off", fr="Huit en dehors"),
    summary=Phrase(en="Eight free cells, four of them filled at the start: build down by suit and "
                      "keep cells free to move longer sequences.",
                   fr="Huit cellules libres, dont quatre occupées au départ : construisez en "
                      "descendant dans la même couleur et gardez des cellules libres pour déplacer "
                      "de plus longues suites."),
    # the French manual lost this advice (OPUS dropped its sentences, already used for Baker's
    # Game); this is the English manual's advice for Eight Off
    strategy=Phrase(
        en="Move cards to the foundations as soon as you can: every card left in the tableau or in "
           "a free cell takes up room you need for moving sequences.",
        fr="Montez les cartes sur les fondations dès que vous le pouvez\u00a0: chaque carte laissée "
           "au tableau ou dans une cellule libre occupe une place dont vous avez besoin pour "
           "déplacer des suites.",
    ),
    resembles="freecell",
)
def eight_off() -> Declaration:
    return freecell().but(
        shuffle="standard",
        notation="generic",
        autoplay=EVERY_CARD_AUTOPLAY,
        groups={"reserve": {"count": 8},
                "foundation": {"in_play": True},
                "tableau": {"build": Build(Down(), BY_SUIT), "moves": CELLS_PLUS_ONE,
                            "empty": KINGS_ONLY}},
        deal=[DealRows("tableau", count=48, face_up=True), DealRow("reserve", (1, 2, 3, 4), face_up=True)],
        notes=[
            Phrase(en="The last four cards of the deal go into free cells 1 to 4; cells 5 to 8 start "
                      "empty.",
                   fr="Les quatre dernières cartes de la donne vont dans les cellules 1 à 4 ; les "
                      "cellules 5 à 8 sont vides au départ."),
            Phrase(en="A sequence of one suit moves as a unit when it has at most (empty free cells + 1) "
                      "cards; unlike FreeCell, empty piles do not raise the limit.",
                   fr="Une suite d'une même couleur se déplace d'un bloc si elle compte au plus "
                      "(cellules libres vides + 1) cartes ; contrairement au FreeCell, les piles vides "
                      "n'augmentent pas cette limite."),
            Phrase(en="The manual says foundation cards are technically still in play, as in the "
                      "AisleRiot of that manual; current AisleRiot no longer lets them be taken back. "
                      "This kit follows the manual: the top card of a foundation may come back (and "
                      "loses its point).",
                   fr="Le manuel dit que les cartes des fondations restent techniquement en jeu, comme "
                      "dans l'AisleRiot de ce manuel ; l'AisleRiot actuel ne permet plus de les "
                      "reprendre. Ce kit suit le manuel : la carte du dessus d'une fondation peut revenir "
                      "(et perd son point)."),
            Phrase(en="AisleRiot sends every card that fits a foundation there by itself after each "
                      "move; here that is the autoplay setting (off by default).",
                   fr="AisleRiot envoie de lui-même sur les fondations, après chaque coup, toute carte "
                      "qui s'y place ; ici c'est le réglage de jeu automatique (désactivé par défaut)."),
        ],
    )
