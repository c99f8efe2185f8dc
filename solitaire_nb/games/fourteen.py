"""Fourteen, as AisleRiot plays it.

The whole deck is dealt face up on twelve piles; two top cards whose ranks
add up to fourteen leave the table together; empty piles stay empty; the game
is won when every card has been removed.
"""

from __future__ import annotations

from ..rules.cards import STANDARD_DECK
from ..rules.covering import TableauToClear
from ..rules.dealing import DealRows
from ..rules.declaration import Declaration, register
from ..rules.pairs import ALL_TAKEN_AWAY, CARDS_TAKEN_AWAY, Discard, SumsTo
from ..text.phrases import Phrase


@register(
    "fourteen",
    names=Phrase(en="Fourteen", fr="Fourteen (14)"),
    summary=Phrase(en="Twelve face-up piles: remove two top cards whose ranks add up to fourteen "
                      "until the table is empty.",
                   fr="Douze piles face visible : enlevez deux cartes du dessus dont la somme fait "
                      "quatorze, jusqu'à vider la table."),
    strategy=Phrase(
        en="All the cards are face up, so think before each pair: prefer the pairs that uncover "
           "cards able to make new pairs. Removing cards without looking at what lies beneath them "
           "is the quickest way to get stuck.",
        fr="Toutes les cartes sont visibles\u00a0: réfléchissez avant chaque paire et préférez "
           "celles qui dégagent des cartes capables de former de nouvelles paires. Enlever des "
           "cartes sans regarder ce qu'elles recouvrent est le plus sûr moyen de se retrouver "
           "bloqué.",
    ),
    resembles="thirteen",
)
def fourteen() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        won=ALL_TAKEN_AWAY,
        deck=STANDARD_DECK,
        piles=[
            Discard(),
            TableauToClear(12, pairs=SumsTo(14)),
        ],
        deal=[DealRows("tableau", face_up=True)],
        autoplay=None,
        notes=[
            Phrase(en="Only the top card of a pile is in play. Drop a top card on another pile's top "
                      "card: when their ranks add up to fourteen (Ace 1, Jack 11, Queen 12, King 13; "
                      "so Ace and King, Two and Queen, Three and Jack, ..., two Sevens) both cards are "
                      "removed. Two cards of the same pile never make a pair.",
                   fr="Seule la carte du dessus d'une pile est en jeu. Posez une carte du dessus sur la "
                      "carte du dessus d'une autre pile : si la somme de leurs rangs fait quatorze (As 1, "
                      "Valet 11, Dame 12, Roi 13 ; donc As et Roi, Deux et Dame, Trois et Valet, ..., "
                      "deux Sept), les deux cartes sont enlevées. Deux cartes d'une même pile ne forment "
                      "jamais une paire."),
            Phrase(en="An empty pile stays empty. The game is won when all 52 cards are removed, and "
                      "lost when no two top cards add up to fourteen.",
                   fr="Une pile vide reste vide. La partie est gagnée quand les 52 cartes sont enlevées, "
                      "et perdue quand aucune paire de cartes du dessus ne fait quatorze."),
            Phrase(en="AisleRiot's code counts two points a pair, the same score; the manual gives none.",
                   fr="Le code d'AisleRiot compte deux points par paire, le même score ; le manuel n'en "
                      "donne pas."),
        ],
    )
