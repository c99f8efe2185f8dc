"""Zebra, as AisleRiot plays it.

Two decks; the eight Aces start the foundations, which build up to the King
in alternate colours.  Eight one-card piles build down in alternate colours;
an empty pile is filled at once from the waste, or from the stock.  The stock
is dealt one card at a time, with one redeal.
"""

from __future__ import annotations

from ..rules.building import ALTERNATE_COLOUR, Build, Down, Up
from ..rules.cards import DOUBLE_DECK
from ..rules.dealing import AcesToFoundations, DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import FilledAutomatically
from ..rules.goals import CardsPlayedToFoundations
from ..rules.piles import Stock, Tableau, Waste
from ..rules.stock import DealToWaste, Redeal
from ..rules.units import SEQUENCE
from ..text.phrases import Phrase
from .families.built_runs import ONE_CARD_TO_THE_TABLEAU, BuiltRunFoundations


@register(
    "zebra",
    names=Phrase(en="Zebra", fr="Zèbre"),
    summary=Phrase(en="Two decks, eight Aces laid out: build red on black and black on red, on the "
                      "tableau downwards and on the foundations upwards.",
                   fr="Deux paquets, huit As posés : construisez rouge sur noir et noir sur rouge, en "
                      "descendant au tableau et en montant sur les fondations."),
    resembles="forty_thieves",
    strategy=Phrase(
        en="You will most likely need the single redeal to win, so treat it as a real second "
           "chance. During the first pass, note when the key cards come out of the stock, so that "
           "you can plan for them on the second.",
        fr="Vous aurez très probablement besoin de l'unique redistribution pour gagner\u00a0: "
           "voyez-la comme une vraie seconde chance. Pendant le premier passage, notez à quel "
           "moment les cartes clés sortent de la pioche, pour pouvoir les attendre au second.",
    ),
)
def zebra() -> Declaration:
    return Declaration(
        deck=DOUBLE_DECK,
        score=CardsPlayedToFoundations(8),
        piles=[
            Stock(deal=DealToWaste(1), redeals=Redeal(1)),
            Waste(),
            BuiltRunFoundations(8, build=Build(Up(), ALTERNATE_COLOUR), in_play=False),
            Tableau(8, build=Build(Down(), ALTERNATE_COLOUR), moves=SEQUENCE,
                    empty=FilledAutomatically("waste", "stock")),
        ],
        deal=[AcesToFoundations(), DealRow("tableau", face_up=True), RestToStock()],
        rules=[ONE_CARD_TO_THE_TABLEAU],
        notes=[
            Phrase(en="The eight Aces are laid on the foundations before the deal; each tableau pile gets "
                      "one card and the other 88 cards form the stock.",
                   fr="Les huit As sont posés sur les fondations avant la donne ; chaque pile du tableau "
                      "reçoit une carte et les 88 autres forment la pioche."),
            Phrase(en="Only one card at a time moves onto a tableau pile; as a shortcut, a built group of "
                      "cards may go onto a foundation at once, its top card first, if every card follows "
                      "the foundation's build.",
                   fr="Une seule carte à la fois va sur une pile du tableau ; en raccourci, un groupe "
                      "construit peut monter d'un coup sur une fondation, sa carte du dessus d'abord, si "
                      "chaque carte suit la construction de la fondation."),
            Phrase(en="An empty tableau pile is filled at once with the top card of the waste, or of the "
                      "stock when the waste is empty; the player never fills it.",
                   fr="Une pile vide du tableau est aussitôt remplie par la carte du dessus de la "
                      "défausse, ou de la pioche si la défausse est vide ; le joueur ne la remplit jamais."),
            Phrase(en="The stock is dealt one card at a time; the waste may be turned over once.",
                   fr="La pioche est distribuée une carte à la fois ; la défausse peut être retournée une "
                      "fois."),
        ],
    )
