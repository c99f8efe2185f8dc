"""Monte Carlo, as AisleRiot plays it.

Twenty-five cards face up in a five-by-five grid, the rest in the stock.  Two
cards of the same rank that touch (side by side, one above the other or
corner to corner) are removed together.  A click on the stock closes the gaps
in reading order and deals stock cards into the empty slots at the end.
"""

from __future__ import annotations

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.cards import STANDARD_DECK
from ..rules.covering import TableauToClear
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.gaps import GapsClose, close_gaps, fill_from_stock, gaps_would_close
from ..rules.local import Action, ActionKind
from ..rules.pairs import ALL_TAKEN_AWAY, CARDS_TAKEN_AWAY, Discard, SameRank, Touching
from ..rules.piles import Stock
from ..text.phrases import Phrase


class CloseGapsOnClick(GapsClose, Action):
    """The stock click: the gaps close in reading order, then stock cards fill the empty
    slots at the end; allowed only when that changes something."""

    kind = ActionKind("monte_carlo_close_gaps", written="deal")
    variant = "rule_click"
    sees = GapsClose.sees  # the grid and the stock, by place

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Closing the gaps (stock click)",
                      fr="Resserrement des emplacements vides (clic sur la pioche)").text(lang)

    def moves(self, game: Position) -> list[Move]:
        if not gaps_would_close(game):
            return []
        gaps = sum(1 for pile in game.group_piles("tableau") if not pile.cards)
        return [Move("stock", "tableau", min(gaps, len(game.pile("stock").cards)), self.kind,
                     game.notation)]

    def apply(self, game: Position, move: Move) -> None:
        close_gaps(game)
        fill_from_stock(game, game.group_piles("tableau"))


CLOSE_GAPS_ON_CLICK = CloseGapsOnClick()


@register(
    "monte_carlo",
    names=Phrase(en="Monte Carlo", fr="Monte Carlo"),
    summary=Phrase(en="Remove touching pairs of the same rank from a five-by-five grid; a click on "
                      "the stock closes the gaps and deals new cards at the end.",
                   fr="Retirez d'une grille de cinq sur cinq les paires de même rang qui se touchent ; "
                      "un clic sur la pioche resserre les emplacements vides et distribue de nouvelles "
                      "cartes à la fin."),
    strategy=Phrase(
        en="Before clicking the stock, picture how the grid will close up: the cards slide towards "
           "the start and get new neighbours. Sometimes leaving a pair in place brings more pairs "
           "together after the deal.",
        fr="Avant de cliquer sur la pioche, imaginez comment la grille va se resserrer\u00a0: les "
           "cartes glissent vers le début et changent de voisines. Parfois, laisser une paire en "
           "place fait apparaître plus de paires après la distribution.",
    ),
    resembles="neighbor",
)
def monte_carlo() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        won=ALL_TAKEN_AWAY,
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=CLOSE_GAPS_ON_CLICK),
            Discard(),
            TableauToClear(25, layout="stack", pairs=SameRank(), place=Touching(5)),
        ],
        deal=[DealRow("tableau", face_up=True), RestToStock()],
        actions=[CLOSE_GAPS_ON_CLICK],
        autoplay=None,
        notes=[
            Phrase(en="Drop a card on a card of the same rank that touches it: side by side, one above "
                      "the other, or corner to corner (at most eight neighbours). Both go to the "
                      "removed cards. The grid does not wrap: the last card of a row does not touch "
                      "the first card of the next row.",
                   fr="Posez une carte sur une carte de même rang qui la touche : côte à côte, l'une "
                      "au-dessus de l'autre, ou par un coin (huit voisines au plus). Les deux rejoignent "
                      "les cartes retirées. La grille ne se referme pas sur elle-même : la dernière "
                      "carte d'une rangée ne touche pas la première de la rangée suivante."),
            Phrase(en="The gaps stay open until you click the stock. The click slides the cards toward "
                      "the start of the grid, read like a text (the first card of a row goes to the end "
                      "of the row above), then deals stock cards face up into the empty slots at the "
                      "end. As in AisleRiot's code, the click is refused when it would change nothing: "
                      "it needs an empty slot before a card, or an empty slot while the stock has cards.",
                   fr="Les emplacements vides le restent jusqu'à un clic sur la pioche. Ce clic fait "
                      "reculer les cartes vers le début de la grille, lue comme un texte (la première "
                      "carte d'une rangée passe à la fin de la rangée du dessus), puis distribue des "
                      "cartes de la pioche face visible dans les emplacements vides de la fin. Comme "
                      "dans le code d'AisleRiot, le clic est refusé s'il ne changerait rien : il faut "
                      "un emplacement vide avant une carte, ou un emplacement vide alors que la pioche "
                      "a encore des cartes."),
            Phrase(en="AisleRiot counts two points a pair, the same score. The game is lost when no "
                      "touching pair is left and a click on the stock would change nothing.",
                   fr="AisleRiot compte deux points par paire, le même score. La partie est perdue quand "
                      "il ne reste aucune paire de cartes voisines et qu'un clic sur la pioche ne "
                      "changerait rien."),
            Phrase(en="The manual and AisleRiot's code agree on the rules; the manual says nothing "
                      "about the score, which follows the code.",
                   fr="Le manuel et le code d'AisleRiot s'accordent sur les règles ; le manuel ne dit "
                      "rien du score, qui suit le code."),
        ],
    )
