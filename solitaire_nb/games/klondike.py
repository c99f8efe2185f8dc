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
from ..teaching.examples import add_examples, example_maker

REDEAL_CHOICES = {0: Redeal(0), 2: Redeal(2), "unlimited": UNLIMITED_REDEALS}


def aisleriot_redeals(options: dict) -> int | str:
    """AisleRiot's redeals for Klondike: two when drawing one card, unlimited when drawing three."""
    return 2 if options.get("draw", 1) == 1 else "unlimited"


@register(
    "klondike",
    names={"en": "Klondike", "fr": "Klondike"},
    summary={"en": "The classic patience: uncover the tableau, build down in alternate colours "
                   "and send every suit from Ace to King to the foundations.",
             "fr": "La patience classique : dégager le tableau, construire en descendant en "
                   "alternant les couleurs et monter chaque couleur de l'As au Roi sur les "
                   "fondations."},
    strategy={"en": "Don't give up too soon: when the game seems lost, try every possibility. Taking a card "
                    "back from a foundation and rearranging sequences can sometimes free the card you need.",
              "fr": "N'abandonnez pas trop vite\u00a0: quand la partie semble perdue, essayez toutes les "
                    "possibilités. Reprendre une carte d'une fondation et réorganiser les suites permet "
                    "parfois de libérer la carte qui vous manque."},
    options={
        "draw": Choice((1, 3), 1, {"en": "cards turned per click", "fr": "cartes retournées par clic"}),
        "redeals": Choice(tuple(REDEAL_CHOICES), 2,
                          {"en": "redeals (as in AisleRiot: 2 when drawing one, unlimited when drawing "
                                 "three)",
                           "fr": "redistributions (comme dans AisleRiot : 2 en tirant une carte, "
                                 "illimitées en tirant trois)"},
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
        notes={
            "en": ["Score: one point per card on the foundations (a card taken back from a "
                   "foundation loses its point), as in AisleRiot.",
                   "AisleRiot lets an Ace move from one foundation to another empty one; so "
                   "does this kit.",
                   "Options as in AisleRiot: draw one with two redeals (default), draw three "
                   "with unlimited redeals, no redeal, or unlimited redeals."],
            "fr": ["Score : un point par carte sur les fondations (une carte reprise d'une "
                   "fondation perd son point), comme dans AisleRiot.",
                   "AisleRiot permet de déplacer un As d'une fondation vers une autre fondation "
                   "vide ; ce kit aussi.",
                   "Options comme dans AisleRiot : une carte à la fois avec deux "
                   "redistributions (par défaut), trois cartes avec redistributions illimitées, "
                   "sans redistribution, ou redistributions illimitées."],
        },
    )


_example = example_maker("klondike")


add_examples("klondike", [
    _example("Build down in alternate colours: the black Jack goes on the red Queen; the red Jack may "
             "not, and neither may a Ten.",
             "On construit en descendant en alternant les couleurs : le Valet noir va sur la Dame rouge ; "
             "le Valet rouge non, un Dix non plus.",
             {"tableau1": "(4D) KS QH", "tableau2": "JC", "tableau3": "JD", "tableau4": "TS"},
             select=("tableau2", 1), legal=("t2-t1",),
             refused={"t3-t1": "build_alternate_colour", "t4-t1": "build_down"}),
    _example("A sequence moves as one unit when it follows the building rule: 9S 8H 7C goes on the "
             "red Ten; the face-down card is turned up afterwards.",
             "Une suite se déplace d'un bloc si elle respecte la règle de construction : 9S 8H 7C va "
             "sur le Dix rouge ; la carte cachée est ensuite retournée.",
             {"tableau1": "(5C) 9S 8H 7C", "tableau2": "TD", "tableau3": "9C"},
             select=("tableau1", 3), legal=("t1-t2x3", "t1-t3x2"),
             refused={"t1-t2x2": "build_down", "t1-t2x4": "face_down"}),
    _example("Only a King, or a sequence headed by a King, may fill an empty column.",
             "Seul un Roi, ou une suite commençant par un Roi, peut occuper une colonne vide.",
             {"tableau1": "", "tableau2": "(3C) KH QS", "tableau3": "(2D) QD"},
             select=("tableau2", 2), legal=("t2-t1x2",), refused={"t3-t1": "empty_king_only"}),
    _example("Each foundation starts with an Ace and is built up by suit.",
             "Chaque fondation commence par un As et se construit en montant dans la même couleur.",
             {"foundation1": "AH", "tableau1": "2H", "tableau2": "2S", "tableau3": "3H", "tableau4": "AC"},
             select=("tableau1", 1), legal=("t1-f1", "t4-f2"),
             refused={"t2-f1": "build_by_suit", "t3-f1": "build_up", "t3-f2": "base_card"}),
    _example("Only the top card of the waste plays, one card at a time.",
             "Seule la carte du dessus de la défausse se joue, une carte à la fois.",
             {"waste": "5D 9C", "tableau1": "TD", "tableau2": "6S"},
             select=("waste", 1), legal=("w-t1",), refused={"w-t2x2": "single_card_move"}),
    _example("Cards stay in play on the foundations: the top card may come back to the tableau.",
             "Les cartes des fondations restent en jeu : la carte du dessus peut revenir au tableau.",
             {"foundation1": "AH 2H 3H", "tableau1": "4S", "tableau2": "4H"},
             select=("foundation1", 1), legal=("f1-t1",), refused={"f1-t2": "build_alternate_colour"}),
    _example("A click on the stock turns one card onto the waste; the waste is turned over only when the "
             "stock is empty.",
             "Un clic sur la pioche retourne une carte sur la défausse ; la défausse n'est retournée que "
             "lorsque la pioche est vide.",
             {"stock": "(4C) (5D)", "waste": "9H"}, legal=("deal",), refused={"redeal": "redeal"}),
    _example("Drawing three: a click turns three cards; redeals are unlimited.",
             "À trois cartes : un clic en retourne trois ; les redistributions sont illimitées.",
             {"waste": "4C 5D 6H 7S"}, options={"draw": 3}, state={}, legal=("redeal",),
             refused={"deal": "deal_to_waste"}),
    _example("Without redeals, an empty stock cannot be rebuilt from the waste.",
             "Sans redistribution, une pioche vide ne peut pas être refaite à partir de la défausse.",
             {"waste": "4C 5D"}, options={"redeals": 0}, refused={"redeal": "redeal"}),
])
