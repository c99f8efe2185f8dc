"""Falling Stars, a Terrace variant as AisleRiot plays it: the base card is dealt."""

from ..rules.declaration import Declaration, register
from ..rules.foundations import BaseCard
from ..text.phrases import Phrase
from .terrace import TERRACE_FLOW, terrace, terrace_deal

# The manual's Terrace advice, as it applies when the base card is dealt (Blondes and Brunettes too).
DEALT_BASE_STRATEGY = Phrase(
    en="The base card is dealt, so study the reserve from the start: its cards go only to the "
       "foundations, and a base-rank card buried deep in it holds back a whole foundation. Try to "
       "start tableau piles with the last card a foundation needs, one rank below the base, so that "
       "the whole pile can later go up onto a foundation. While an empty pile locks the stock, "
       "playing the waste card to a foundation or onto the tableau lets you turn another card "
       "without filling the gap.",
    fr="La carte de base est distribuée\u00a0: étudiez donc la réserve dès le début, car ses cartes "
       "ne vont que sur les fondations, et une carte du rang de base enfouie au fond retient toute "
       "une fondation. Essayez de commencer les piles du tableau par la dernière carte dont une "
       "fondation a besoin, d'un rang inférieur à la base, pour que la pile entière puisse ensuite "
       "monter sur une fondation. Tant qu'une pile vide bloque la pioche, jouer la carte de la "
       "défausse sur une fondation ou au tableau permet d'en retourner une autre sans combler le "
       "vide.",
)


@register(
    "falling_stars",
    names=Phrase(en="Falling Stars", fr="Étoiles filantes"),
    summary=Phrase(en="Terrace whose base card is dealt to the first foundation: eleven cards in the "
                      "reserve, nine tableau piles, no redeal.",
                   fr="Une Terrasse dont la carte de base est distribuée sur la première fondation : onze "
                      "cartes en réserve, neuf piles au tableau, pas de redistribution."),
    strategy=DEALT_BASE_STRATEGY,
    resembles="terrace",
)
def falling_stars() -> Declaration:
    return terrace().but(
        groups={"foundation": {"base": BaseCard(None)}},
        deal=terrace_deal(11, chosen=False),
        effects=[TERRACE_FLOW],
        notes=[
            Phrase(en="The card on the first foundation sets the base rank of all eight foundations.",
                   fr="La carte de la première fondation fixe le rang de base des huit fondations."),
            Phrase(en="Foundations build up by alternate colour from the base rank, an Ace following a "
                      "King, thirteen cards each, out of play. The reserve card goes only to a foundation. "
                      "The tableau builds down by alternate colour, one card at a time, a King on an Ace; "
                      "nothing on a card of the base rank (AisleRiot's code; the manual is silent); an "
                      "empty pile takes only the waste card.",
                   fr="Les fondations montent par couleur (rouge et noir) alternée à partir du rang de "
                      "base, l'As "
                      "suivant le Roi, treize cartes chacune, hors jeu. La carte de la réserve ne va que "
                      "sur une fondation. Le tableau descend par couleur (rouge et noir) alternée, une "
                      "carte à la "
                      "fois, un Roi sur un As ; rien sur une carte du rang de base (code d'AisleRiot ; le "
                      "manuel n'en dit rien) ; une pile vide ne prend que la carte de la défausse."),
            Phrase(en="The stock turns one card at a time, never turned over; a card is turned by itself "
                      "onto an empty waste, and a card turned while a tableau pile is empty locks the stock "
                      "until the pile is filled or the waste card is played.",
                   fr="La pioche retourne une carte à la fois et n'est jamais retournée ; une carte se "
                      "retourne d'elle-même sur une défausse vide, et une carte retournée alors qu'une pile "
                      "du tableau est vide bloque la pioche jusqu'à ce que la pile soit remplie ou que la "
                      "carte de la défausse soit jouée."),
        ],
    )
