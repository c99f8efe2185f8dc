"""Spider Three Decks (L'araignée à trois paquets), as AisleRiot plays it.

156 cards (three packs) in twelve piles: the first six get four cards face
down and one face up, the others three face down and one face up; the other
102 cards are the stock.  Spider's rules, with twelve foundations, and unlike
the other Spiders the stock deals even when piles are empty.
"""

from ..rules.cards import TRIPLE_DECK
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.stock import DealToEachPile
from ..text.phrases import Phrase
from .spider import spider


@register(
    "spider_three_decks",
    names=Phrase(en="Spider Three Decks", fr="L'araignée à trois paquets"),
    summary=Phrase(en="Spider with three packs and twelve piles: gather twelve runs from King to Ace.",
                   fr="L'araignée à trois paquets et douze piles : réunir douze suites du Roi à l'As."),
    resembles="spider",
    strategy=Phrase(
        en="As in Spider, build in suit whenever you can and turn up as many face-down cards as "
           "possible. Here the stock deals even onto empty piles, so make good use of an empty pile "
           "before you deal: the deal will cover it.",
        fr="Comme à l'araignée, construisez dans la même couleur chaque fois que c'est possible et "
           "retournez le plus de cartes face cachée possible. Ici, la pioche distribue même sur les "
           "piles vides\u00a0: profitez d'une pile vide avant de distribuer, car la distribution la "
           "recouvrira.",
    ),
)
def spider_three_decks() -> Declaration:
    return spider().but(
        deck=TRIPLE_DECK,
        groups={"stock": {"deal": DealToEachPile("tableau", refuse_if_empty=False)},
                "foundation": {"count": 12}, "tableau": {"count": 12}},
        deal=[*[DealRow("tableau") for _ in range(3)], DealRow("tableau", range(1, 7)),
              DealRow("tableau", face_up=True), RestToStock()],
        notes=[
            Phrase(en="Unlike the other Spiders, the stock deals even when some piles are empty (as "
                      "the manual and AisleRiot say). Its 102 cards make eight deals of twelve cards "
                      "and a last one of six, onto piles 1 to 6.",
                   fr="Contrairement aux autres araignées, la pioche distribue même si des piles sont "
                      "vides (comme le disent le manuel et AisleRiot). Ses 102 cartes font huit "
                      "distributions de douze cartes et une dernière de six, sur les piles 1 à 6."),
            Phrase(en="A complete run sent to a foundation keeps its 12 points; the most is 144.",
                   fr="Une suite complète envoyée sur une fondation garde ses 12 points ; le maximum est "
                      "144."),
            Phrase(en="Won with the twelve runs on the foundations, or all twelve left in the tableau "
                      "(foundations empty), as in AisleRiot; a mix of both is not yet a win.",
                   fr="Gagné avec les douze suites sur les fondations, ou toutes les douze laissées "
                      "dans le tableau (fondations vides), comme dans AisleRiot ; un mélange des deux "
                      "n'est pas encore une victoire."),
        ],
    )
