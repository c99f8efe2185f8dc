"""Baker's Game, as AisleRiot plays it: FreeCell building by suit.

All 52 cards face up in eight columns (7, 7, 7, 7, 6, 6, 6, 6), four free
cells, four foundations built up by suit and out of play; the tableau builds
down by suit.
"""

from ..rules.building import BY_SUIT, Build, Down
from ..rules.declaration import Declaration, register
from ..rules.goals import EVERY_CARD_AUTOPLAY
from ..text.phrases import Phrase
from .freecell import freecell


@register(
    "bakers_game",
    names=Phrase(en="Baker's Game", fr="Le jeu des boulangers"),
    summary=Phrase(en="FreeCell's ancestor: every card is visible, four free cells help, and the "
                      "tableau builds down by suit.",
                   fr="L'ancêtre du FreeCell : toutes les cartes sont visibles, quatre cellules libres "
                      "aident, et le tableau se construit en descendant dans la même couleur."),
    strategy=Phrase(
        en="Send every card you can to the foundations as soon as possible: cards left lying in the "
           "tableau only take up room in the columns and the free cells.",
        fr="Montez sur les fondations toutes les cartes possibles, le plus tôt possible\u00a0: "
           "celles qui traînent au tableau ne font qu'encombrer les colonnes et les cellules "
           "libres.",
    ),
    resembles="freecell",
)
def bakers_game() -> Declaration:
    return freecell().but(
        autoplay=EVERY_CARD_AUTOPLAY,
        groups={"tableau": {"build": Build(Down(), BY_SUIT)}},
        notes=[
            Phrase(en="Manual and AisleRiot disagree here: the manual's text for this game repeats Eight "
                      "Off's (sequences of at most free cells + 1 cards, only Kings in empty columns), "
                      "while AisleRiot plays FreeCell with building by suit. The manual's text is a copy "
                      "error, so this kit follows AisleRiot: any card or sequence fills an empty column, "
                      "and a sequence may move if it could be moved card by card through the free cells "
                      "and empty columns: (free cells + 1) x 2 ^ empty columns.",
                   fr="Le manuel et AisleRiot divergent : le texte du manuel pour ce jeu reprend celui de "
                      "Huit en dehors (suites d'au plus cellules libres + 1 cartes, Rois seulement dans "
                      "les colonnes vides), alors qu'AisleRiot joue au FreeCell en construisant dans la "
                      "même couleur. Le texte du manuel est une erreur de copie : ce kit suit AisleRiot. "
                      "N'importe quelle carte ou suite occupe une colonne vide, et une suite peut se "
                      "déplacer si on pourrait la déplacer carte par carte par les cellules libres et les "
                      "colonnes vides : (cellules + 1) x 2 ^ colonnes vides."),
            Phrase(en="Deal numbers are Microsoft FreeCell's, as for FreeCell.",
                   fr="Les numéros de donne sont ceux du FreeCell de Microsoft, comme pour FreeCell."),
            Phrase(en="AisleRiot sends every card that fits a foundation there by itself; here that is "
                      "the autoplay setting (off by default).",
                   fr="AisleRiot envoie de lui-même sur les fondations toute carte qui s'y place ; ici "
                      "c'est le réglage de jeu automatique (désactivé par défaut)."),
        ],
    )
