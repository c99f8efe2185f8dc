"""Signora, a Terrace variant as AisleRiot plays it: empty tableau piles fill themselves."""

from ..rules.declaration import Declaration, register
from ..rules.foundations import BaseCard
from ..text.phrases import Phrase
from .terrace import TERRACE_FLOW, TerraceDeal, auto_fill, terrace, terrace_deal


@register(
    "signora",
    names=Phrase(en="Signora", fr="Signora"),
    summary=Phrase(en="Terrace with a dealt base card whose empty tableau piles are filled at once from "
                      "the waste or the stock.",
                   fr="Une Terrasse à carte de base distribuée dont les piles vides du tableau sont "
                      "remplies aussitôt depuis la défausse ou la pioche."),
    resembles="terrace",
    strategy=Phrase(
        en="As in Terrace, look in the reserve for cards that a foundation could take one after "
           "another, and plan to devote a foundation to them. Here an empty pile is filled at once "
           "with the waste card, or the next stock card: before emptying a pile, check which card "
           "will land there.",
        fr="Comme à la Terrasse, repérez dans la réserve les cartes qu'une fondation pourrait "
           "prendre l'une après l'autre, et prévoyez de leur consacrer une fondation. Ici, une pile "
           "vide est aussitôt remplie par la carte de la défausse, ou la suivante de la "
           "pioche\u00a0: avant de vider une pile, regardez quelle carte viendra s'y poser.",
    ),
)
def signora() -> Declaration:
    return terrace().but(
        groups={"stock": {"deal": TerraceDeal(locks=False)},
                "foundation": {"base": BaseCard(None)},
                "tableau": {"empty": auto_fill("waste", "stock")}},
        deal=terrace_deal(11, chosen=False),
        effects=[TERRACE_FLOW],
        notes=[
            Phrase(en="The card on the first foundation sets the base rank of all eight foundations.",
                   fr="La carte de la première fondation fixe le rang de base des huit fondations."),
            Phrase(en="An empty tableau pile is filled at once by the game, with the waste card, or the "
                      "next stock card when the waste is empty, as the manual and AisleRiot's code say; "
                      "so the stock is never locked.",
                   fr="Une pile vide du tableau est remplie aussitôt par le jeu, avec la carte de la "
                      "défausse, ou la carte suivante de la pioche si la défausse est vide, comme le disent "
                      "le manuel et le code d'AisleRiot ; la pioche n'est donc jamais bloquée."),
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
