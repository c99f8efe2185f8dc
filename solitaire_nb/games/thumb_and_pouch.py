"""Thumb and Pouch, as AisleRiot plays it.

Klondike's deal and stock (one card at a time, two redeals), but tableau
cards build down on any suit but their own, and any card or sequence may
fill an empty pile.
"""

from ..rules.building import ANY_SUIT_BUT_OWN, Build, Down
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..text.phrases import Phrase
from .klondike import klondike


@register(
    "thumb_and_pouch",
    names=Phrase(en="Thumb and Pouch", fr="Pouce et poche"),
    summary=Phrase(en="A Klondike where a card goes on any suit but its own, and any card may fill "
                      "an empty pile.",
                   fr="Un Klondike où une carte va sur n'importe quelle couleur sauf la sienne, et où "
                      "toute carte peut occuper une pile vide."),
    resembles="klondike",
    strategy=Phrase(
        en="Here trying every possibility can really pay off: any card may fill an empty pile and "
           "you go through the stock three times, so there is room to experiment. When you are "
           "stuck, try several ways of rearranging the tableau before giving up.",
        fr="Ici, essayer toutes les possibilités peut vraiment payer\u00a0: n'importe quelle carte "
           "peut occuper une pile vide et vous passez trois fois par la pioche, ce qui laisse de la "
           "marge pour expérimenter. Quand vous êtes bloqué, essayez plusieurs façons de "
           "réorganiser le tableau avant d'abandonner.",
    ),
)
def thumb_and_pouch() -> Declaration:
    return klondike(draw=1, redeals=2).but(
        groups={"tableau": {"build": Build(Down(), ANY_SUIT_BUT_OWN), "empty": ANY_CARD}},
        notes=[
            Phrase(en="Build down on any suit but the card's own (a red Seven may go on the other red "
                      "Eight); sequences move together; any card or sequence fills an empty pile.",
                   fr="On construit en descendant sur n'importe quelle couleur sauf celle de la carte "
                      "(un Sept rouge peut aller sur l'autre Huit rouge) ; les suites se déplacent "
                      "ensemble ; toute carte ou suite occupe une pile vide."),
            Phrase(en="One card at a time from the stock, two redeals. Foundations from Ace to King by "
                      "suit; their top card may come back. Score: one point per card on the "
                      "foundations.",
                   fr="Une carte à la fois depuis la pioche, deux redistributions. Fondations de l'As "
                      "au Roi par couleur ; leur carte du dessus peut revenir. Score : un point par "
                      "carte sur les fondations."),
            Phrase(en="AisleRiot lets any group of face-up cards be picked up, checking only its bottom "
                      "card. In a real game the face-up cards of a pile always form a sequence, so this "
                      "kit uses the manual's words, 'sequences move together': the same moves.",
                   fr="AisleRiot laisse prendre n'importe quel groupe de cartes visibles en ne vérifiant "
                      "que sa carte du bas. Dans une vraie partie, les cartes visibles d'une pile "
                      "forment toujours une suite : ce kit reprend donc les mots du manuel, « les suites "
                      "se déplacent ensemble », ce qui donne les mêmes coups."),
        ],
    )
