"""Forty Thieves, as AisleRiot plays it.

Two decks; ten piles of four face-up cards, eight foundations, a stock dealt
one card at a time to the waste, no redeal.  Build down by suit, one card at
a time, with several cards moving as a shortcut when enough piles are empty.
"""

from __future__ import annotations

from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, Down, Up
from ..rules.cards import DOUBLE_DECK
from ..rules.dealing import DealRows, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.goals import ScoreRule
from ..rules.piles import Stock, Tableau, Waste
from ..rules.run_foundations import RunFoundations
from ..rules.stock import NO_REDEAL, DealToWaste
from ..rules.units import FreeCellLimitedSequence
from ..text.phrases import Phrase

#: Several cards move together when they could be moved one by one through the
#: empty piles: 2 ** (empty piles, the target not counted); the game has no free cell.
THROUGH_EMPTY_PILES = FreeCellLimitedSequence(cells=False)


class FortyThievesScore(ScoreRule):
    """Five points per card on the foundations, sixty more per complete foundation."""

    def score(self, game: Position) -> int:
        piles = game.group_piles("foundation")
        return sum(5 * len(p.cards) + (60 if len(p.cards) == 13 else 0) for p in piles)

    def rule(self, lang: str | None = None) -> str:
        return Phrase(en="five points per card on the foundations and sixty more for each complete "
                         "foundation (1000 at most)",
                      fr="cinq points par carte sur les fondations et soixante de plus par fondation "
                         "complète (1000 au plus)").text(lang)


@register(
    "forty_thieves",
    names=Phrase(en="Forty Thieves", fr="Les quarante voleurs"),
    summary=Phrase(en="Two decks, ten piles of four and a single pass through the stock: build down by "
                      "suit and make empty piles to move longer runs.",
                   fr="Deux paquets, dix piles de quatre et un seul passage dans la pioche : construisez "
                      "en descendant dans la même couleur et videz des piles pour déplacer de plus "
                      "longues suites."),
    strategy=Phrase(
        en="Work towards an empty pile early, by playing tableau cards to the foundations and onto "
           "each other rather than adding waste cards to the tableau. Once you have empty piles, "
           "weigh keeping them free against rescuing low cards from the waste: the stock is gone "
           "through only once, so an Ace or a Two buried there may stay out of reach.",
        fr="Cherchez à vider une pile au plus tôt\u00a0: jouez les cartes du tableau vers les "
           "fondations ou les unes sur les autres plutôt que d'y ajouter des cartes de la défausse. "
           "Ensuite, trouvez le bon équilibre entre garder des piles vides et sauver les petites "
           "cartes de la défausse\u00a0: on ne passe qu'une fois dans la pioche, et un As ou un "
           "Deux enfoui sous d'autres cartes risque de rester hors d'atteinte.",
    ),
    resembles="freecell",
)
def forty_thieves() -> Declaration:
    return Declaration(
        deck=DOUBLE_DECK,
        score=FortyThievesScore(),
        piles=[
            Stock(deal=DealToWaste(1), redeals=NO_REDEAL),
            Waste(),
            RunFoundations(8, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(10, build=Build(Down(), BY_SUIT), moves=THROUGH_EMPTY_PILES, empty=ANY_CARD),
        ],
        deal=[DealRows("tableau", count=40, face_up=True), RestToStock()],
        notes=[
            Phrase(en="Cards move one at a time; as a shortcut, the manual lets several move together when "
                      "enough piles are empty. As in AisleRiot, a run of one suit moves if it has at most "
                      "2 ^ (empty piles) cards, the target pile and a pile emptied by the move not "
                      "counted, which is what moving it card by card through the empty piles allows.",
                   fr="Les cartes se déplacent une à une ; en raccourci, le manuel permet d'en déplacer "
                      "plusieurs s'il y a assez de piles vides. Comme dans AisleRiot, une suite d'une même "
                      "couleur se déplace si elle a au plus 2 ^ (piles vides) cartes, sans compter la pile "
                      "d'arrivée ni une pile vidée par le coup : c'est ce que permet un déplacement carte "
                      "par carte par les piles vides."),
            Phrase(en="A run of one suit may also go onto its foundation in one move.",
                   fr="Une suite d'une même couleur peut aussi monter d'un coup sur sa fondation."),
            Phrase(en="This is the manual's count; a won game scores 1000.",
                   fr="C'est le décompte du manuel ; une partie gagnée vaut 1000."),
            Phrase(en="In AisleRiot a double-click on a foundation plays every card it can up; here that "
                      "is the autoplay setting (off by default).",
                   fr="Dans AisleRiot, un double-clic sur une fondation y joue toutes les cartes "
                      "possibles ; ici c'est le réglage de jeu automatique (désactivé par défaut)."),
        ],
    )
