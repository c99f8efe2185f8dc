"""Redheads, a Terrace variant: a 21-card reserve that fills the empty tableau piles."""

from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.foundations import BaseCard
from ..text.phrases import Phrase
from .terrace import TERRACE_FLOW, TerraceDeal, auto_fill, terrace, terrace_deal


@register(
    "redheads",
    names=Phrase(en="Redheads", fr="Rouquines"),
    summary=Phrase(en="Terrace with a dealt base card, eight tableau piles and a 21-card reserve that "
                      "refills the empty piles by itself.",
                   fr="Une Terrasse à carte de base distribuée, huit piles au tableau et une réserve de 21 "
                      "cartes qui remplit d'elle-même les piles vides."),
    resembles="terrace",
    strategy=Phrase(
        en="The reserve refills every empty tableau pile, so emptying a pile is, besides the "
           "foundations, the only way into the 21-card reserve: do it whenever you can. Once the "
           "reserve is gone you choose what fills a gap; prefer a card of the rank just below the "
           "base, as the pile built on it will later unwind in the very order the foundations need.",
        fr="La réserve remplit chaque pile vide du tableau\u00a0: vider une pile est donc, avec les "
           "fondations, le seul moyen d'entamer la réserve de 21 cartes, faites-le dès que "
           "possible. Une fois la réserve épuisée, c'est vous qui choisissez la carte qui comble un "
           "vide\u00a0: préférez une carte du rang juste en dessous de la base, car la pile "
           "construite dessus se défera ensuite dans l'ordre même que demandent les fondations.",
    ),
)
def redheads() -> Declaration:
    return terrace().but(
        groups={"stock": {"deal": TerraceDeal(locks=False)},
                "foundation": {"base": BaseCard(None)},
                "tableau": {"count": 8, "empty": auto_fill("reserve1", then=ANY_CARD)}},
        deal=terrace_deal(21, chosen=False),
        effects=[TERRACE_FLOW],
        notes=[
            Phrase(en="The card on the first foundation sets the base rank of all eight foundations.",
                   fr="La carte de la première fondation fixe le rang de base des huit fondations."),
            Phrase(en="An empty tableau pile is filled at once with the top card of the reserve. Once the "
                      "reserve is empty, the manual says an empty pile takes any card, while AisleRiot's "
                      "code fills it by itself from the waste, then the stock. This kit follows the "
                      "manual: the player fills it with any card (from the waste or the tableau). As in "
                      "the code, the stock is never locked.",
                   fr="Une pile vide du tableau est remplie aussitôt avec la carte du dessus de la réserve. "
                      "Une fois la réserve vide, le manuel dit qu'une pile vide prend n'importe quelle "
                      "carte, alors que le code d'AisleRiot la remplit de lui-même depuis la défausse, puis "
                      "la pioche. Ce kit suit le manuel : le joueur la remplit avec la carte de son choix "
                      "(de la défausse ou du tableau). Comme dans le code, la pioche n'est jamais bloquée."),
            Phrase(en="Otherwise Terrace's rules: foundations up by alternate colour from the base rank, "
                      "an Ace after a King, thirteen each, out of play; the reserve card only to a "
                      "foundation; the tableau down by alternate colour, one card at a time, nothing on a "
                      "card of the base rank (AisleRiot's code); one card turned at a time, by itself onto "
                      "an empty waste; no redeal.",
                   fr="Pour le reste, les règles de Terrasse : fondations montées en alternant les couleurs "
                      "à partir du rang de base, l'As après le Roi, treize chacune, hors jeu ; la carte de "
                      "la réserve seulement vers une fondation ; le tableau descend en alternant les "
                      "couleurs, une carte à la fois, rien sur une carte du rang de base (code "
                      "d'AisleRiot) ; une carte retournée à la fois, d'elle-même sur une défausse vide ; "
                      "pas de redistribution."),
        ],
    )
