"""Ten Across (À travers Dix), as AisleRiot plays it.

Ten piles of five cards dealt in passes that run left to right, then right to
left: on pass n the first n and the last n cards of the pass are face up, so
the piles show 5, 4, 3, 2, 1, 1, 2, 3, 4, 5 face-up cards.  The last two cards
go face up into two temporary slots.  Build down by suit; any face-up card
moves with every card on top of it; only a King-headed group fills an empty
pile.  The goal is four piles, each a whole suit from King down to Ace.
"""

from __future__ import annotations

from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, Down
from ..rules.cards import STANDARD_DECK, Card
from ..rules.dealing import DealRow, DealStep
from ..rules.declaration import Choice, Declaration, register
from ..rules.empty import KINGS_ONLY
from ..rules.goals import COMPLETE_RUNS_IN_PILES, NO_SCORE
from ..rules.piles import Reserves, Tableau
from ..rules.units import ANY_GROUP
from ..text.phrases import Phrase


class ZigZagDeal(DealStep):
    """Five passes of ten cards; on pass n the first n and last n piles get a face-up card,
    the others a face-down one (the direction of each pass only changes the order)."""

    def apply(self, game: Position, cards: list[Card]) -> None:
        piles = game.group_piles("tableau")
        size = len(piles)
        for n in range(1, 6):
            order = range(size) if n % 2 else range(size - 1, -1, -1)
            for i in order:
                card = cards.pop()
                face_up = i < n or i >= size - n
                piles[i].cards.append(card.up() if face_up else card.down())


@register(
    "ten_across",
    names=Phrase(en="Ten Across", fr="À travers Dix"),
    summary=Phrase(en="Ten piles and two temporary slots: sort the pack into four suits from King to "
                      "Ace.",
                   fr="Dix piles et deux emplacements temporaires : ranger le paquet en quatre "
                      "couleurs du Roi à l'As."),
    resembles="scorpion",
    strategy=Phrase(
        en="This game is hard to win and depends a lot on the deal. Don't forget the two temporary "
           "slots: play their cards out early so that, with the default option, they can take a "
           "card again when you get stuck.",
        fr="Ce jeu est difficile à gagner et dépend beaucoup de la donne. N'oubliez pas les deux "
           "emplacements temporaires\u00a0: jouez tôt leurs cartes pour que, avec l'option par "
           "défaut, ils puissent de nouveau accueillir une carte quand vous serez bloqué.",
    ),
    options={"temp_slots": Choice((True, False), True,
                                  Phrase(en="allow temporary slots use (put a card back in an empty "
                                            "temporary slot)",
                                         fr="autoriser l'utilisation des emplacements temporaires "
                                            "(reposer une carte dans un emplacement vide)"))},
)
def ten_across(temp_slots: bool = True) -> Declaration:
    slots = Reserves(2, capacity=1, accepts_cards=temp_slots, free_cell=True, layout="cells")
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            slots,
            Tableau(10, build=Build(Down(), BY_SUIT), moves=ANY_GROUP, empty=KINGS_ONLY),
        ],
        deal=[ZigZagDeal(), DealRow("reserve", face_up=True)],
        score=NO_SCORE,
        won=COMPLETE_RUNS_IN_PILES,
        autoplay=None,
        notes=[
            Phrase(en="The two temporary slots are free cells: each holds one card, which may go to "
                      "the tableau. With the option on (the default, as in AisleRiot), an empty slot "
                      "takes any single card again; with it off, a slot once emptied stays empty.",
                   fr="Les deux emplacements temporaires sont des cellules libres : chacun contient "
                      "une carte, qui peut aller au tableau. Avec l'option (par défaut, comme dans "
                      "AisleRiot), un emplacement vide reprend n'importe quelle carte seule ; sans "
                      "elle, un emplacement vidé reste vide."),
            Phrase(en="Won when every pile is empty or holds one whole suit from King down to Ace "
                      "(AisleRiot).",
                   fr="Gagné quand chaque pile est vide ou contient toute une couleur du Roi à l'As "
                      "(AisleRiot)."),
        ],
    )


RUN = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS"
