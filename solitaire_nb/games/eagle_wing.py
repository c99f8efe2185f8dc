"""Eagle Wing, as AisleRiot plays it.

A base card dealt to the first foundation sets the rank all four start
from; foundations build up in suit, an Ace after a King.  Eight one-card
piles (the wings) build down in suit, three cards at most, one card at a
time, and an emptied pile is filled at once from a face-down reserve of
thirteen cards (the trunk).  The stock is dealt one card at a time, with two
redeals.
"""

from __future__ import annotations

from ..rules.building import BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealBaseCard, DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD, FilledAutomatically
from ..rules.foundations import BaseCard
from ..rules.pile_limit import LimitedTableau
from ..rules.piles import Reserves, Stock, Waste
from ..rules.stock import DealToWaste, Redeal
from ..rules.units import SEQUENCE
from ..text.phrases import Phrase
from .families.built_runs import ONE_CARD_TO_THE_TABLEAU, BuiltRunFoundations


@register(
    "eagle_wing",
    names=Phrase(en="Eagle Wing", fr="L'aile de l'aigle"),
    summary=Phrase(en="Eight short wings around a face-down trunk of thirteen cards: build down in suit, "
                      "three cards a pile, and raise the foundations from the base card dealt to the first.",
                   fr="Huit ailes courtes autour d'un tronc de treize cartes face cachée : construisez en "
                      "descendant par couleur, trois cartes par pile, et montez les fondations à partir de "
                      "la carte de base posée sur la première."),
    strategy=Phrase(en="Plan ahead: think before piling cards onto a tableau pile, and remember that a pile "
                       "holds three cards at most.",
                    fr="Prévoyez vos coups\u00a0: réfléchissez avant d'empiler des cartes sur une pile du "
                       "tableau, et rappelez-vous qu'une pile ne contient que trois cartes au plus."),
    resembles="canfield",
)
def eagle_wing() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=Redeal(2)),
            Waste(),
            BuiltRunFoundations(4, base=BaseCard(None), build=Build(Up(wrap=True), BY_SUIT),
                                   in_play=False),
            Reserves(1),
            LimitedTableau(8, build=Build(Down(wrap=True), BY_SUIT), limit=3, moves=SEQUENCE,
                           empty=FilledAutomatically("reserve1", then=ANY_CARD)),
        ],
        deal=[DealRow("reserve", face_up=True), *[DealRow("reserve") for _ in range(12)],
              DealRow("tableau", face_up=True), DealBaseCard(), RestToStock()],
        rules=[ONE_CARD_TO_THE_TABLEAU],
        notes=[
            Phrase(en="The reserve is the trunk and the eight tableau piles its wings, four on each side. "
                      "The card on the first foundation sets the base rank of all four foundations.",
                   fr="La réserve est le tronc et les huit piles du tableau ses ailes, quatre de chaque "
                      "côté. La carte de la première fondation fixe le rang de base des quatre "
                      "fondations."),
            Phrase(en="Tableau piles hold three cards at most; a whole pile may go onto a foundation at "
                      "once, its top card first, when every card follows the foundation's build.",
                   fr="Les piles du tableau contiennent au plus trois cartes ; une pile entière peut "
                      "monter d'un coup sur une fondation, sa carte du dessus d'abord, si chaque carte "
                      "suit la construction de la fondation."),
            Phrase(en="The reserve's cards stay face down until a single one is left: that one is face up "
                      "and may be played to a foundation or the tableau. Once the reserve is empty, any "
                      "single card from the waste or the tableau may fill an empty pile.",
                   fr="Les cartes de la réserve restent face cachée jusqu'à ce qu'il n'en reste qu'une : "
                      "celle-ci est face visible et peut aller sur une fondation ou au tableau. Une fois "
                      "la réserve vide, n'importe quelle carte seule de la défausse ou du tableau peut "
                      "occuper une pile vide."),
            Phrase(en="AisleRiot's code lets a King go on an Ace in the tableau; the manual only says that "
                      "the piles build down in suit. This kit follows the code, which the manual does not "
                      "contradict.",
                   fr="Le code d'AisleRiot permet de poser un Roi sur un As au tableau ; le manuel dit "
                      "seulement que les piles se construisent en descendant par couleur. Ce kit suit le "
                      "code, que le manuel ne contredit pas."),
        ],
    )
