"""General's Patience, a Terrace variant as AisleRiot plays it.

A thirteen-card reserve, foundations built up by suit, and one redeal after
which a card is turned only onto an empty waste.
"""

from ..rules.building import BY_SUIT, Build, Up
from ..rules.declaration import Declaration, register
from ..rules.stock import Redeal
from ..text.phrases import Phrase
from .terrace import TerraceDeal, terrace, terrace_deal


@register(
    "generals_patience",
    names=Phrase(en="General's Patience", fr="La patience du général"),
    summary=Phrase(en="Terrace with a thirteen-card reserve, foundations built up by suit, and one more "
                      "pass through the stock.",
                   fr="Une Terrasse avec une réserve de treize cartes, des fondations montées par couleur, "
                      "et un second passage dans la pioche."),
    strategy=Phrase(
        en="Study the reserve before choosing the base card: avoid a rank whose cards lie deep in "
           "it, since reserve cards can only go to the foundations. When the waste offers one, "
           "start an empty pile with the rank just below the base, the last card each foundation "
           "needs. Note the order of the stock on the first pass: after the redeal, each card "
           "turned must be played before the next one.",
        fr="Examinez la réserve avant de choisir la carte de base\u00a0: évitez un rang dont les "
           "cartes y sont profondément enfouies, car les cartes de la réserve ne vont que sur les "
           "fondations. Quand la défausse le permet, commencez une pile vide par le rang juste en "
           "dessous de la base, la dernière carte dont chaque fondation a besoin. Retenez l'ordre "
           "de la pioche au premier passage\u00a0: après la redistribution, chaque carte retournée "
           "doit être jouée avant la suivante.",
    ),
    resembles="terrace",
)
def generals_patience() -> Declaration:
    return terrace().but(
        groups={"stock": {"deal": TerraceDeal(after_redeal=True), "redeals": Redeal(1)},
                "foundation": {"build": Build(Up(wrap=True), BY_SUIT)}},
        deal=terrace_deal(13, chosen=True),
        notes=[
            Phrase(en="The deal: thirteen cards face up in the reserve, then four cards on the first four "
                      "tableau piles; the first move chooses the base card among them, and the game then "
                      "fills the nine tableau piles and turns a card onto the waste.",
                   fr="La donne : treize cartes face visible dans la réserve, puis quatre cartes sur les "
                      "quatre premières piles du tableau ; le premier coup choisit parmi elles la carte de "
                      "base, puis le jeu remplit les neuf piles du tableau et retourne une carte sur la "
                      "défausse."),
            Phrase(en="Foundations build up BY SUIT from the base rank, an Ace following a King, thirteen "
                      "cards each. Otherwise Terrace's rules: the reserve card goes only to a foundation; "
                      "the tableau builds down by alternate colour, one card at a time, nothing on a card "
                      "of the base rank; an empty pile takes only the waste card.",
                   fr="Les fondations montent PAR COULEUR à partir du rang de base, l'As suivant le Roi, "
                      "treize cartes chacune. Pour le reste, les règles de Terrasse : la carte de la "
                      "réserve ne va que sur une fondation ; le tableau descend en alternant les couleurs, "
                      "une carte à la fois, rien sur une carte du rang de base ; une pile vide ne prend que "
                      "la carte de la défausse."),
            Phrase(en="The stock may be turned over once. After that, a new card is turned only when the "
                      "waste is empty: each card must be played before the next, as the manual says (the "
                      "game is lost otherwise) and as AisleRiot's code does.",
                   fr="La pioche peut être retournée une fois. Ensuite, une nouvelle carte n'est retournée "
                      "que quand la défausse est vide : chaque carte doit être jouée avant la suivante, "
                      "comme le dit le manuel (sinon la partie est perdue) et comme le fait le code "
                      "d'AisleRiot."),
        ],
    )
