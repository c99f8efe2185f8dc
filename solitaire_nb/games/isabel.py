"""Isabel, as AisleRiot plays it.

Thirteen piles of four cards, three face down under one face up; two top
cards of the same rank leave the table together and the cards beneath them
turn face up; empty piles stay empty; won when every card is removed.
"""

from __future__ import annotations

from ..rules.cards import STANDARD_DECK
from ..rules.covering import TableauToClear
from ..rules.dealing import DealRow
from ..rules.declaration import Declaration, register
from ..rules.pairs import ALL_TAKEN_AWAY, CARDS_TAKEN_AWAY, Discard, SameRank
from ..text.phrases import Phrase


@register(
    "isabel",
    names=Phrase(en="Isabel", fr="Isabelle"),
    summary=Phrase(en="Thirteen piles of four cards, one face up on three face down: remove two top "
                      "cards of the same rank and turn up the cards beneath.",
                   fr="Treize piles de quatre cartes, une face visible sur trois faces cachées : "
                      "enlevez deux cartes du dessus de même rang et retournez les cartes en dessous."),
    strategy=Phrase(
        en="Every pile starts with four cards. Keep track of how many cards each pile still holds "
           "and choose your pairs so that the piles go down evenly, rather than emptying a few and "
           "leaving others deep.",
        fr="Chaque pile commence avec quatre cartes. Suivez le nombre de cartes qui restent dans "
           "chaque pile et choisissez vos paires pour que les piles diminuent de façon égale, au "
           "lieu d'en vider quelques-unes et d'en laisser d'autres profondes.",
    ),
    resembles="monte_carlo",
)
def isabel() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        won=ALL_TAKEN_AWAY,
        deck=STANDARD_DECK,
        piles=[
            Discard(),
            TableauToClear(13, layout="stack", turn_up_top=True, pairs=SameRank()),
        ],
        deal=[DealRow("tableau"), DealRow("tableau"), DealRow("tableau"),
              DealRow("tableau", face_up=True)],
        autoplay=None,
        notes=[
            Phrase(en="The deal: three rounds of face-down cards across the thirteen piles, then one "
                      "face-up card on each: every pile holds four cards, only the top one showing. "
                      "There is no stock. (The French manual lost this paragraph; the English manual "
                      "and AisleRiot's code agree on it.)",
                   fr="La donne : trois tours de cartes faces cachées sur les treize piles, puis une "
                      "carte face visible sur chacune : chaque pile a quatre cartes, seule celle du "
                      "dessus étant visible. Il n'y a pas de pioche. (Le manuel français a perdu ce "
                      "paragraphe ; le manuel anglais et le code d'AisleRiot s'accordent sur ce point.)"),
            Phrase(en="Drop a pile's top card on another pile's top card of the same rank: both are "
                      "removed, and the card now on top of each pile turns face up.",
                   fr="Posez la carte du dessus d'une pile sur la carte du dessus d'une autre pile de "
                      "même rang : les deux sont enlevées, et la carte qui se trouve alors sur le "
                      "dessus de chaque pile est retournée face visible."),
            Phrase(en="An empty pile stays empty. The game is won when all 52 cards are removed, and "
                      "lost when no two top cards have the same rank.",
                   fr="Une pile vide reste vide. La partie est gagnée quand les 52 cartes sont enlevées, "
                      "et perdue quand aucune paire de cartes du dessus n'a le même rang."),
            Phrase(en="AisleRiot's code counts two points a pair and ends the game when the score reaches "
                      "52.",
                   fr="Le code d'AisleRiot compte deux points par paire et finit la partie quand le "
                      "score atteint 52."),
        ],
    )
