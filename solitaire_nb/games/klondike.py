"""Klondike, as AisleRiot plays it.

Seven tableau piles dealt as a staircase (pile k gets k cards, the top one
face up), a stock and a waste, four foundations built up by suit from the Ace.
"""

from ..rules.building import ALTERNATE_COLOUR, BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import RestToStock, TurnUpTops, staircase
from ..rules.declaration import Choice, Declaration, register
from ..rules.empty import KINGS_ONLY
from ..rules.piles import Foundations, Stock, Tableau, Waste
from ..rules.stock import UNLIMITED_REDEALS, DealToWaste, Redeal
from ..rules.units import SEQUENCE
from ..text.phrases import Phrase

REDEAL_CHOICES = {0: Redeal(0), 2: Redeal(2), "unlimited": UNLIMITED_REDEALS}


def aisleriot_redeals(options: dict) -> int | str:
    """AisleRiot's redeals for Klondike: two when drawing one card, unlimited when drawing three."""
    return 2 if options.get("draw", 1) == 1 else "unlimited"


@register(
    "klondike",
    names=Phrase(en="Klondike", fr="Klondike"),
    summary=Phrase(en="The classic patience: uncover the tableau, build down in alternate colours "
                      "and send every suit from Ace to King to the foundations.",
                   fr="La patience classique : dégager le tableau, construire en descendant en "
                      "alternant les couleurs et monter chaque couleur de l'As au Roi sur les "
                      "fondations."),
    strategy=Phrase(
        en="Don't give up too soon: when the game seems lost, try every possibility. Taking a card "
           "back from a foundation and rearranging sequences can sometimes free the card you need.",
        fr="N'abandonnez pas trop vite\u00a0: quand la partie semble perdue, essayez toutes les "
           "possibilités. Reprendre une carte d'une fondation et réorganiser les suites permet "
           "parfois de libérer la carte qui vous manque.",
    ),
    options={
        "draw": Choice((1, 3), 1, Phrase(en="cards turned per click", fr="cartes retournées par clic")),
        "redeals": Choice(tuple(REDEAL_CHOICES), 2,
                          Phrase(en="redeals (as in AisleRiot: 2 when drawing one, unlimited when drawing "
                                    "three)",
                                 fr="redistributions (comme dans AisleRiot : 2 en tirant une carte, "
                                    "illimitées en tirant trois)"),
                          follows=aisleriot_redeals),
    },
)
def klondike(draw: int = 1, redeals: int | str | None = None) -> Declaration:
    if redeals is None:
        redeals = aisleriot_redeals({"draw": draw})
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToWaste(draw), redeals=REDEAL_CHOICES[redeals]),
            Waste(show=draw),
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=True),
            Tableau(7, build=Build(Down(), ALTERNATE_COLOUR), moves=SEQUENCE, empty=KINGS_ONLY),
        ],
        deal=[*staircase("tableau", 7), TurnUpTops("tableau"), RestToStock()],
        notes=[
            Phrase(en="A card taken back from a foundation loses its point, as in AisleRiot.",
                   fr="Une carte reprise d'une fondation perd son point, comme dans AisleRiot."),
            Phrase(en="AisleRiot lets an Ace move from one foundation to another empty one; so "
                      "does this kit.",
                   fr="AisleRiot permet de déplacer un As d'une fondation vers une autre fondation "
                      "vide ; ce kit aussi."),
            Phrase(en="Options as in AisleRiot: draw one with two redeals (default), draw three "
                      "with unlimited redeals, no redeal, or unlimited redeals.",
                   fr="Options comme dans AisleRiot : une carte à la fois avec deux "
                      "redistributions (par défaut), trois cartes avec redistributions illimitées, "
                      "sans redistribution, ou redistributions illimitées."),
        ],
    )
