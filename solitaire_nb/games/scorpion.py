"""Scorpion, as AisleRiot plays it.

Seven piles: three rows with the first four cards face down and the last three
face up, then four rows face up (49 cards); three cards stay in the stock, and
one click deals them onto piles 1 to 3.  Build down by suit; any face-up card
moves with every card on top of it; only a King-headed group fills an empty
pile.  The goal is four piles, each a whole suit from King down to Ace.
"""

from __future__ import annotations

from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, Down
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import KINGS_ONLY
from ..rules.foundations import is_complete_run, same_suit_pairs
from ..rules.goals import COMPLETE_RUNS_IN_PILES, ScoreRule
from ..rules.piles import Stock, Tableau
from ..rules.stock import DealToEachPile
from ..rules.units import ANY_GROUP
from ..text.phrases import Phrase


class ScorpionScore(ScoreRule):
    """(length - 1) per run of one suit, + 4 per pile holding a whole suit, + 3 per face-down
    card turned up (counted as 36 - 3 per face-down card left in the tableau)."""

    def score(self, game: Position) -> int:
        total = 36
        for pile in game.group_piles("tableau"):
            total += same_suit_pairs(pile.cards) - 3 * sum(1 for c in pile.cards if not c.face_up)
            if is_complete_run(pile.cards):
                total += 4
        return total

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Score", fr="Score").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase(en="each run of one suit is worth its length minus one, a pile holding a whole "
                         "suit from King to Ace 4 more, and each face-down card reached 3",
                      fr="chaque suite d'une même couleur vaut sa longueur moins un, une pile contenant "
                         "toute une couleur du Roi à l'As 4 de plus, et chaque carte face cachée "
                         "atteinte 3").text(lang)


@register(
    "scorpion",
    names=Phrase(en="Scorpion", fr="Scorpion"),
    summary=Phrase(en="Untangle seven piles into four suits from King to Ace, moving any face-up "
                      "group.",
                   fr="Démêler sept piles en quatre couleurs du Roi à l'As, en déplaçant n'importe "
                      "quel groupe visible."),
    resembles="yukon",
    strategy=Phrase(
        en="Scorpion is a game of untangling: since any face-up card moves with everything on it, "
           "check before each move that it does not bury a card you will need or lead you into a "
           "dead end. Uncovering the face-down cards of the first four piles early keeps your "
           "options open.",
        fr="Au Scorpion, il s'agit de démêler\u00a0: comme toute carte visible se déplace avec tout "
           "ce qui la recouvre, vérifiez avant chaque coup qu'il n'enterre pas une carte dont vous "
           "aurez besoin et qu'il ne vous mène pas dans une impasse. Dégager tôt les cartes face "
           "cachée des quatre premières piles vous laisse plus de possibilités.",
    ),
)
def scorpion() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DealToEachPile("tableau")),
            Tableau(7, build=Build(Down(), BY_SUIT), moves=ANY_GROUP, empty=KINGS_ONLY),
        ],
        deal=[*[step for _ in range(3) for step in (DealRow("tableau", range(1, 5)),
                                                     DealRow("tableau", range(5, 8), face_up=True))],
              *[DealRow("tableau", face_up=True) for _ in range(4)], RestToStock()],
        score=ScorpionScore(),
        won=COMPLETE_RUNS_IN_PILES,
        autoplay=None,
        notes=[
            Phrase(en="A click on the stock deals its three cards at any time, one onto each of piles "
                      "1 to 3, even onto an empty pile (manual and AisleRiot).",
                   fr="Un clic sur la pioche distribue ses trois cartes à tout moment, une sur chacune "
                      "des piles 1 à 3, même sur une pile vide (manuel et AisleRiot)."),
            Phrase(en="The manual and AisleRiot count the score alike: the opening score is the number of "
                      "links in the dealt runs, and the most is 100.",
                   fr="Le manuel et AisleRiot comptent le score de la même façon : le score de départ "
                      "est le nombre de liens des suites distribuées, et le maximum est 100."),
            Phrase(en="Won when every pile is empty or holds one whole suit from King down to Ace "
                      "(AisleRiot); there are no foundations.",
                   fr="Gagné quand chaque pile est vide ou contient toute une couleur du Roi à l'As "
                      "(AisleRiot) ; il n'y a pas de fondations."),
        ],
    )
