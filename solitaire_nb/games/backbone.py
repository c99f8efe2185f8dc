"""Backbone, as AisleRiot plays it.

Two decks; eight one-card tableau piles build down by suit, one card at a
time; the reserve is two columns of nine cards with one card (the backbone)
lying across both; stock dealt one card at a time, one redeal.
"""

from __future__ import annotations

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, Down, Up
from ..rules.cards import DOUBLE_DECK, Card
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.local import GameRule
from ..rules.piles import Foundations, Reserves, Stock, Tableau, Waste
from ..rules.roles import Role
from ..rules.stock import DealToWaste, Redeal
from ..rules.units import ONE_CARD
from ..text.phrases import Phrase


def _uncovered(game: Position, move: Move, cards: list[Card]) -> bool:
    return move.source not in ("reserve1", "reserve2") or not game.pile("reserve3").cards


BACKBONE_COVERS = GameRule(
    "backbone_covers",
    Phrase(en="the two reserve columns are covered by the backbone card: they can be played only once it "
              "has gone, and then only their top card",
           fr="les deux colonnes de la réserve sont couvertes par la carte de l'épine dorsale : on ne peut "
              "les jouer qu'une fois celle-ci partie, et seulement leur carte du dessus"),
    _uncovered,
    label=Phrase(en="The backbone covers the reserve", fr="L'épine dorsale couvre la réserve"),
    lets_safe_cards_go_early=True,  # the backbone card gone early only uncovers the columns sooner
)


def _not_from_reserve_to_empty(game: Position, move: Move, cards: list[Card]) -> bool:
    target = game.pile(move.target)
    return target.role != Role.TABLEAU or bool(target.cards) or game.pile(move.source).role != Role.RESERVE


NO_RESERVE_TO_EMPTY = GameRule(
    "backbone_no_reserve_to_space",
    Phrase(en="an empty tableau pile takes any card except a card from the reserve",
           fr="une pile vide du tableau reçoit n'importe quelle carte, sauf une carte de la réserve"),
    _not_from_reserve_to_empty,
    label=Phrase(en="No reserve card in a space", fr="Pas de carte de la réserve dans un espace vide"),
    # a pile emptied early held only cards gone home: what the rule still allows onto them goes home
    lets_safe_cards_go_early=True,
)


@register(
    "backbone",
    names=Phrase(en="Backbone", fr="Colonne vertébrale"),
    summary=Phrase(en="Two decks and a reserve shaped like a backbone: build down by suit on eight piles "
                      "and dig the reserve out card by card.",
                   fr="Deux paquets et une réserve en forme de colonne vertébrale : construisez en "
                      "descendant dans la même couleur sur huit piles et dégagez la réserve carte par "
                      "carte."),
    strategy=Phrase(
        en="Use empty tableau piles to move several cards through them, one at a time. Beware of "
           "Kings in the reserve: they can never go to the tableau, so their only way out is onto a "
           "Queen on a foundation.",
        fr="Servez-vous des piles vides du tableau pour déplacer plusieurs cartes, une à une, en "
           "passant par elles. Méfiez-vous des Rois de la réserve\u00a0: ils ne peuvent jamais "
           "aller au tableau, et leur seule sortie est une Dame sur une fondation.",
    ),
    resembles="forty_thieves",
)
def backbone() -> Declaration:
    return Declaration(
        deck=DOUBLE_DECK,
        piles=[
            Stock(deal=DealToWaste(1), redeals=Redeal(1)),
            Waste(),
            Reserves(3, layout="fan"),
            Foundations(8, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(8, build=Build(Down(), BY_SUIT), moves=ONE_CARD, empty=ANY_CARD),
        ],
        deal=[DealRow("tableau", face_up=True), *[DealRow("reserve", (1, 2), face_up=True)] * 9,
              DealRow("reserve", (3,), face_up=True), RestToStock()],
        rules=[BACKBONE_COVERS, NO_RESERVE_TO_EMPTY],
        notes=[
            Phrase(en="Reserves 1 and 2 are the two columns of nine cards; reserve 3 is the single card "
                      "lying across them. Only reserve 3 plays at first; once it has gone, the top card of "
                      "each column may be played. The reserve takes no card.",
                   fr="Les réserves 1 et 2 sont les deux colonnes de neuf cartes ; la réserve 3 est la "
                      "carte posée en travers. Seule la réserve 3 se joue d'abord ; une fois partie, la "
                      "carte du dessus de chaque colonne peut être jouée. La réserve ne reçoit aucune "
                      "carte."),
            Phrase(en="Each tableau pile starts with one card; the other 77 cards form the stock, dealt "
                      "one at a time to the waste, with one redeal.",
                   fr="Chaque pile du tableau commence avec une carte ; les 77 autres forment la pioche, "
                      "distribuée une à une sur la défausse, avec une redistribution."),
            Phrase(en="A reserve card may go to a foundation or onto a tableau card, but not into an "
                      "empty tableau pile; so a King buried in the reserve can only leave for a "
                      "foundation.",
                   fr="Une carte de la réserve peut aller sur une fondation ou sur une carte du tableau, "
                      "mais pas dans une pile vide ; un Roi enfoui dans la réserve ne peut donc partir "
                      "que sur une fondation."),
        ],
    )
