"""Labyrinth, as AisleRiot plays it.

The Aces start on the foundations; eight cards form the top row.  Top-row
cards and the last card of each column go to the foundations, up in suit.
At first the stock refills the top row; once the player deals a row into the
columns, a top-row gap takes the first card of the column below instead.
"""

from __future__ import annotations

from typing import Any

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.cards import STANDARD_DECK
from ..rules.concept import Concept
from ..rules.covering import TableauToClear
from ..rules.dealing import AcesToFoundations, DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.goals import CardsPlayedToFoundations
from ..rules.local import Action, ActionKind, Effect, LocalConcept
from ..rules.piles import Foundations, Stock
from ..text.phrases import Phrase

ROWS_DEALT = "rows_dealt"  # game.state: has the stock dealt a row into the columns yet?

COLUMN = LocalConcept(
    "labyrinth_column",
    text=Phrase(en="a column takes cards only from the stock; only its last card may be played, to "
                   "a foundation",
                fr="une colonne ne reçoit de cartes que de la pioche ; seule sa dernière carte se "
                   "joue, sur une fondation"),
    label=Phrase(en="Column", fr="Colonne"))


class TopRowRefilled(LocalConcept, Effect):
    """A top-row card played to a foundation is replaced: from the stock until the first
    row is dealt into the columns, afterwards by the first card of the column below."""

    def __init__(self) -> None:
        super().__init__(
            "labyrinth_top_row",
            Phrase(en="every top-row card may be played to a foundation; its place is filled at "
                      "once from the stock until the first click on the stock, afterwards with the "
                      "first card of the column below it (a gap stays when that column is empty)",
                   fr="chaque carte de la rangée du haut peut aller sur une fondation ; sa place est "
                      "aussitôt remplie depuis la pioche jusqu'au premier clic sur la pioche, ensuite "
                      "par la première carte de la colonne en dessous (la case reste vide si cette "
                      "colonne est vide)"),
            label=Phrase(en="Top row", fr="Rangée du haut"))

    def after_move(self, game: Any, move: Any) -> None:
        if move.kind != "move" or not move.source.startswith("tableau"):
            return
        gap = game.pile(move.source)
        if gap.cards:
            return
        if not game.state.get(ROWS_DEALT):
            stock = game.pile("stock").cards
            if stock:
                gap.cards.append(stock.pop().up())
            return
        below = game.group_piles("column")[gap.index - 1].cards
        if below:
            gap.cards.append(below.pop(0))


TOP_ROW = TopRowRefilled()


class DealARow(LocalConcept, Action):
    """The stock click: one card face up on each column in turn, or into the top-row gap
    above it, while the stock lasts."""

    state_keys = ((ROWS_DEALT, "flag"),)

    kind = ActionKind("labyrinth_deal_row", written="deal")

    def __init__(self) -> None:
        super().__init__(
            "labyrinth_deal",
            Phrase(en="each click deals one card face up to each column, left to right, or into the "
                      "top-row place above it when that place is empty",
                   fr="chaque clic distribue une carte face visible sur chaque colonne, de gauche à "
                      "droite, ou dans la case de la rangée du haut au-dessus quand elle est vide"),
            label=Phrase(en="Deal a row", fr="Distribuer une rangée"))

    def blocked(self, game: Position) -> bool:
        """The stock never deals by itself: this action is its only way of dealing."""
        return False

    def moves(self, game: Position) -> list[Move]:
        stock = game.pile("stock").cards
        if not stock:
            return []
        return [Move("stock", "column", min(8, len(stock)), self.kind, game.notation)]

    def apply(self, game: Position, move: Move) -> None:
        game.state[ROWS_DEALT] = True
        stock = game.pile("stock").cards
        for top, column in zip(game.group_piles("tableau"), game.group_piles("column")):
            if not stock:
                return
            (top if not top.cards else column).cards.append(stock.pop().up())


DEAL_A_ROW = DealARow()


class TopRow(TableauToClear):
    """The eight top-row places: each card may be played; refilled by :data:`TOP_ROW`."""

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the top row."""
        return [TOP_ROW]


class Columns(TableauToClear):
    """The eight columns below the top row, filled by the stock; only the last card plays."""

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the columns."""
        return [COLUMN]


@register(
    "labyrinth",
    names=Phrase(en="Labyrinth", fr="Labyrinthe"),
    summary=Phrase(en="The Aces start on the foundations: play the top-row cards and the last card "
                      "of each column up in suit, dealing a new row from the stock when you are "
                      "stuck.",
                   fr="Les As commencent sur les fondations : montez par couleur les cartes de la "
                      "rangée du haut et la dernière carte de chaque colonne, en distribuant une "
                      "nouvelle rangée depuis la pioche quand vous êtes bloqué."),
    strategy=Phrase(
        en="Stay alert, and play to the foundations every card you possibly can: nothing is built "
           "in the tableau and the stock is dealt only once. Before dealing a new row, make sure no "
           "top-row card and no card at the end of a column can still go up.",
        fr="Restez vigilant et envoyez sur les fondations toutes les cartes que vous pouvez\u00a0: "
           "on ne construit rien au tableau et la pioche ne sert qu'une fois. Avant de distribuer "
           "une nouvelle rangée, vérifiez qu'aucune carte de la rangée du haut ni du bas d'une "
           "colonne ne peut encore monter.",
    ),
    resembles="carpet",
)
def labyrinth() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            Stock(deal=DEAL_A_ROW),
            Foundations(4, in_play=False),
            TopRow(8, layout="stack"),
            Columns(8, prefix="column", role=COLUMN),
        ],
        deal=[AcesToFoundations(), DealRow("tableau", face_up=True), RestToStock()],
        actions=[DEAL_A_ROW],
        effects=[TOP_ROW],
        score=CardsPlayedToFoundations(4),
        autoplay=None,
        notes=[
            Phrase(en="Nothing is built in the tableau: a top-row card, or the last card of a column, "
                      "goes only to a foundation, up in suit from the Ace to the King. Cards on the "
                      "foundations stay there, as in AisleRiot's code.",
                   fr="On ne construit rien au tableau : une carte de la rangée du haut, ou la "
                      "dernière carte d'une colonne, ne va que sur une fondation, en montant par "
                      "couleur de l'As au Roi. Les cartes des fondations y restent, comme dans le "
                      "code d'AisleRiot."),
            Phrase(en="Until the stock is first clicked, a top-row card played is replaced at once "
                      "from the stock. Each click deals one card to each column (into the top-row "
                      "place above instead, when it is empty) while the stock lasts; there is no "
                      "redeal. From the first click on, a top-row card played is replaced by the "
                      "first card of the column below it, as AisleRiot's code does (the manual only "
                      "says that gaps are no longer filled from the stock).",
                   fr="Jusqu'au premier clic sur la pioche, une carte jouée depuis la rangée du haut "
                      "est aussitôt remplacée depuis la pioche. Chaque clic distribue une carte sur "
                      "chaque colonne (dans la case de la rangée du haut au-dessus, si elle est "
                      "vide) tant que la pioche dure ; pas de redistribution. Dès le premier clic, "
                      "une carte jouée depuis la rangée du haut est remplacée par la première carte "
                      "de la colonne en dessous, comme le fait le code d'AisleRiot (le manuel dit "
                      "seulement que la pioche ne remplit plus les cases vides)."),
            Phrase(en="The stock may be clicked at any time, as in AisleRiot (the manual advises "
                      "waiting until no top-row card can be played).",
                   fr="On peut cliquer sur la pioche à tout moment, comme dans AisleRiot (le manuel "
                      "conseille d'attendre qu'aucune carte de la rangée du haut ne puisse être "
                      "jouée)."),
            Phrase(en="The score counts only the cards played to the foundations, the four Aces of the "
                      "deal not included (48 at most). The game is lost when the stock is empty and no "
                      "card can be played.",
                   fr="Le score ne compte que les cartes jouées sur les fondations, sans les quatre As "
                      "de la donne (48 au plus). La partie est perdue quand la pioche est vide et "
                      "qu'aucune carte ne peut être jouée."),
        ],
    )
