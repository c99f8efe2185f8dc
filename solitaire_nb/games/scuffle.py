"""Scuffle, as AisleRiot plays it.

Auld Lang Syne with two redeals: once the stock is empty, a click gathers the
reserves, shuffles them and makes them the new stock.
"""

from __future__ import annotations

from ..engine.moves import Move
from ..engine.position import Position
from ..engine.shuffle import shuffled
from ..rules.declaration import Declaration, register
from ..rules.goals import CardsPlayedToFoundations
from ..rules.local import Action, ActionKind
from ..rules.stock import Redeal
from ..text.phrases import Phrase
from .auld_lang_syne import NOTES, auld_lang_syne

REDEALS = 2

_REDEAL_TEXT = Phrase(
    en="once the stock is empty, a click on it gathers the cards of the reserves, shuffles them "
       "and makes them the new stock, face down; at most {n} times",
    fr="une fois la pioche vide, un clic dessus ramasse les cartes des réserves, les mélange et en "
       "fait la nouvelle pioche, face cachée ; au plus {n} fois",
)


class ReshuffleRedeals(Redeal):
    """Scuffle's redeals: the reserves gathered and shuffled into a new stock."""

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(_REDEAL_TEXT).text(lang, n=self.limit)


class Reshuffle(Action):
    """The click on the empty stock: gather the reserves, shuffle, make a new stock."""

    key = "scuffle_reshuffle"
    kind = ActionKind("scuffle_reshuffle", written="redeal")

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Gather and reshuffle", fr="Ramasser et remélanger").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(_REDEAL_TEXT).text(lang, n=REDEALS)

    def definition(self, lang: str | None = None) -> str:
        return self.rule(lang)

    def moves(self, game: Position) -> list[Move]:
        if game.pile("stock").cards or game.redeals_used >= REDEALS:
            return []
        if not any(p.cards for p in game.group_piles("reserve")):
            return []
        return [Move("reserve", "stock", 0, self.kind, game.notation)]

    def apply(self, game: Position, move: Move) -> None:
        """The gathered cards are shuffled the same way for a given deal and redeal."""
        cards = []
        for pile in game.group_piles("reserve"):
            cards.extend(card.down() for card in pile.cards)
            pile.cards.clear()
        cards.sort(key=lambda card: card.code)
        game.redeals_used += 1
        order = shuffled(cards, f"scuffle/redeal{game.redeals_used}", game.deal or 1)
        game.pile("stock").cards.extend(reversed(order))


RESHUFFLE = Reshuffle()

EXTRA_NOTES = [
    Phrase(en="Each click on the stock deals one card face up onto each of the four reserves (twelve "
              "clicks for the first pass); when the stock has fewer cards than reserves, the first "
              "reserves get them.",
           fr="Chaque clic sur la pioche distribue une carte face visible sur chacune des quatre "
              "réserves (douze clics pour le premier passage) ; quand la pioche a moins de cartes que "
              "de réserves, les premières réserves les reçoivent."),
    Phrase(en="Redeals: once the stock is empty, a click on it gathers the reserve cards, shuffles them "
              "and makes them the new stock (the next clicks deal it again, one card to each reserve, "
              "the last deal perhaps to fewer reserves); twice at most. The shuffle depends only on "
              "the deal number and the redeal, so a deal replays the same way. AisleRiot's old code "
              "did not really reorder the gathered cards; its current code shuffles them, and the "
              "manual says to reshuffle, so this kit shuffles.",
           fr="Redistributions : une fois la pioche vide, un clic dessus ramasse les cartes des réserves, "
              "les mélange et en fait la nouvelle pioche (les clics suivants la distribuent de nouveau, "
              "une carte par réserve, la dernière distribution pouvant en servir moins) ; deux fois au "
              "plus. Le mélange ne dépend que du numéro de donne et de la redistribution : une donne se "
              "rejoue à l'identique. L'ancien code d'AisleRiot ne changeait pas vraiment l'ordre des "
              "cartes ramassées ; son code actuel les mélange, et le manuel dit de remélanger : ce kit "
              "les mélange."),
    Phrase(en="The manual gives no score for Scuffle; the kit counts as AisleRiot's code does.",
           fr="Le manuel ne donne pas de score pour Scuffle ; le kit compte comme le code d'AisleRiot."),
    Phrase(en="The game is won when every card is on the foundations, lost when the stock is empty, "
              "both redeals are used and no reserve card fits a foundation.",
           fr="La partie est gagnée quand toutes les cartes sont sur les fondations, perdue quand la "
              "pioche est vide, les deux redistributions faites et qu'aucune carte des réserves ne va "
              "sur une fondation."),
]


@register(
    "scuffle",
    names=Phrase(en="Scuffle", fr="Scuffle"),
    summary=Phrase(en="Auld Lang Syne with two redeals: when the stock is empty, the reserves are "
                      "gathered, reshuffled and dealt again.",
                   fr="Auld Lang Syne avec deux redistributions : quand la pioche est vide, les réserves "
                      "sont ramassées, remélangées et distribuées de nouveau."),
    resembles="auld_lang_syne",
    strategy=Phrase(en="Try to remember which cards lie under the top card of each reserve. When two cards "
                       "could go to the foundations, that memory tells you which play uncovers something "
                       "useful.",
                    fr="Essayez de retenir quelles cartes se trouvent sous la carte du dessus de chaque "
                       "réserve. Quand deux cartes peuvent aller sur les fondations, ce souvenir vous dit "
                       "laquelle jouer pour découvrir une carte utile."),
)
def scuffle() -> Declaration:
    notes = [NOTES[0], EXTRA_NOTES[0], NOTES[2], *EXTRA_NOTES[1:]]
    return auld_lang_syne().but(
        groups={"stock": {"redeals": ReshuffleRedeals(REDEALS)}},
        score=CardsPlayedToFoundations(4),
        actions=[RESHUFFLE],
        notes=notes,
    )
