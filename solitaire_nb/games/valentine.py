"""Valentine, as AisleRiot plays it.

Four piles of one card each, a stock and a one-card waste.  A card goes onto
the next higher card of its suit.  A click on the stock fills the empty
piles (the waste card first), or turns one card onto the empty waste; when
the waste holds a card and no pile is empty, the click puts every pile under
the stock, lays the waste card on the first pile and deals three new cards.
Won when the stock and the waste are both empty: every card is then in the
four piles, each a King-to-Ace run of one suit.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, Down
from ..rules.cards import STANDARD_DECK
from ..rules.concept import Concept
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import EmptyRule
from ..rules.goals import NO_SCORE, CountedGoal, same_suit_links
from ..rules.local import Action, ActionKind, LocalConcept
from ..rules.piles import Refusal, Stock, Tableau, Waste
from ..rules.stock import NO_REDEAL, StockDeal
from ..rules.units import ONE_CARD
from ..text.phrases import Phrase, Said, define, get

define("valentine", {
    "links_missing": Phrase(en="{links} {links|card is|cards are} still to be laid on the next higher "
                               "card of {links|its|their} suit, a move lays one at most, and the stock "
                               "needs {clicks} more {clicks|click|clicks} at least (a click takes one "
                               "card, or one for each empty pile, and only the piles that are empty or "
                               "hold one card other than a King can ever be empty)",
                            fr="{links} carte{links||s} {links|doit|doivent} encore être posée{links||s} "
                               "sur la carte immédiatement supérieure de {links|sa|leur} couleur, un "
                               "coup en pose une au plus, et la pioche demande encore au moins {clicks} "
                               "clic{clicks||s} (un clic prend une carte, ou une par pile vide, et "
                               "seules les piles vides ou d'une carte autre qu'un Roi peuvent se vider)"),
    "gather_needed": Phrase(en="a win that keeps these piles needs {own} moves at least ({links} "
                               "{links|card|cards} to lay on the next higher card of {links|its|their} "
                               "suit and {clicks} {clicks|click|clicks}: only the piles that are empty or "
                               "hold one card other than a King can ever be empty, and a click fills the "
                               "empty piles or turns one card), and a win that sends the piles under the "
                               "stock needs {least} moves at least (48 cards to lay again and 12 clicks)",
                            fr="une victoire qui garde ces piles demande au moins {own} coups ({links} "
                               "carte{links||s} à poser sur la carte immédiatement supérieure de "
                               "{links|sa|leur} couleur et {clicks} clic{clicks||s} : seules les piles "
                               "vides ou d'une carte autre qu'un Roi peuvent se vider, et un clic remplit "
                               "les piles vides ou retourne une carte), et une victoire qui renvoie les "
                               "piles sous la pioche demande au moins {least} coups (48 cartes à reposer "
                               "et 12 clics)"),
    "all_in_piles": Phrase(en="The stock and the waste are empty: every card is in the four piles.",
                           fr="La pioche et la défausse sont vides : toutes les cartes sont dans les "
                              "quatre piles."),
})


class FilledByClick(LocalConcept, EmptyRule):
    """An empty pile takes no card from the player: the next stock click fills it."""

    def accepts(self, bottom: Any) -> bool:
        return False

    def ranks(self) -> tuple[int, ...] | None:
        return ()


FILLED_BY_CLICK = FilledByClick(
    "valentine_filled_by_click",
    text=Phrase(en="no card may be put into an empty pile: the next click on the stock fills it, with "
                   "the waste card if there is one, otherwise with a card from the stock",
                fr="on ne peut poser aucune carte dans une pile vide : le prochain clic sur la pioche la "
                   "remplit, avec la carte de la défausse s'il y en a une, sinon avec une carte de la "
                   "pioche"),
    label=Phrase(en="Filled by the stock click", fr="Remplie par le clic sur la pioche"),
)


def _empty_piles(game: Position) -> list:
    return [pile for pile in game.group_piles("tableau") if not pile.cards]


class ValentineDeal(LocalConcept, Action, StockDeal):
    """The stock click while a pile is empty or the waste is empty: fill the empty piles
    (the waste card first, then stock cards), otherwise turn one card onto the waste."""

    kind = ActionKind("valentine_deal", written="deal")

    def moves(self, game: Position) -> list[Move]:
        stock, waste = game.pile("stock").cards, game.pile("waste").cards
        empty = _empty_piles(game)
        if empty:
            count = min(len(empty), len(waste) + len(stock))
            return [Move("stock", "tableau", count, self.kind, game.notation)] if count else []
        if not waste and stock:
            return [Move("stock", "waste", 1, self.kind, game.notation)]
        return []

    def apply(self, game: Position, move: Move) -> None:
        stock, waste = game.pile("stock").cards, game.pile("waste").cards
        if move.target == "waste":
            waste.append(stock.pop().up())
            return
        for pile in _empty_piles(game):
            if waste:
                pile.cards.append(waste.pop())
            elif stock:
                pile.cards.append(stock.pop().up())

    def refusal(self, game: Any, move: Any) -> Refusal:
        return Refusal(self, "no_deal", ())


VALENTINE_DEAL = ValentineDeal(
    "valentine_deal",
    text=Phrase(en="a click on the stock first fills the empty piles, in order, with the waste card if "
                   "there is one and then with stock cards; when no pile is empty and the waste is "
                   "empty, it turns one card face up onto the waste",
                fr="un clic sur la pioche remplit d'abord les piles vides, dans l'ordre, avec la carte "
                   "de la défausse s'il y en a une puis avec des cartes de la pioche ; quand aucune "
                   "pile n'est vide et que la défausse est vide, il retourne une carte face visible sur "
                   "la défausse"),
    label=Phrase(en="Fill the piles or turn a card", fr="Remplir les piles ou retourner une carte"),
)


class ValentineGather(LocalConcept, Action):
    """The stock click while the waste holds a card and no pile is empty: the piles go under
    the stock, the waste card starts the first pile, three stock cards start the others."""

    kind = ActionKind("valentine_gather", written="redeal")

    def moves(self, game: Position) -> list[Move]:
        piles = game.group_piles("tableau")
        if not game.pile("waste").cards or not all(p.cards for p in piles):
            return []
        return [Move("tableau", "stock", sum(len(p.cards) for p in piles), self.kind, game.notation)]

    def apply(self, game: Position, move: Move) -> None:
        stock, waste = game.pile("stock").cards, game.pile("waste").cards
        piles = game.group_piles("tableau")
        under = []
        for pile in piles:  # each pile turned over, the first one lowest
            under.extend(card.down() for card in reversed(pile.cards))
            pile.cards.clear()
        stock[:0] = under
        piles[0].cards.append(waste.pop())
        for pile in piles[1:]:
            if stock:
                pile.cards.append(stock.pop().up())

    def refusal(self, game: Any, move: Any) -> Refusal:
        return Refusal(self, "no_redeal", ())


VALENTINE_GATHER = ValentineGather(
    "valentine_gather",
    text=Phrase(en="when the waste holds a card and no pile is empty, a click on the stock puts the four "
                   "piles face down under the stock (each turned over, the first pile lowest), lays the "
                   "waste card on the first pile and deals one stock card face up onto each of the "
                   "three others; as often as needed",
                fr="quand la défausse contient une carte et qu'aucune pile n'est vide, un clic sur la "
                   "pioche met les quatre piles face cachée sous la pioche (chacune retournée, la "
                   "première tout en dessous), pose la carte de la défausse sur la première pile et "
                   "distribue une carte de la pioche face visible sur chacune des trois autres ; autant "
                   "de fois qu'il le faut"),
    label=Phrase(en="The piles go under the stock", fr="Les piles passent sous la pioche"),
)


class ValentineStock(Stock):
    """The stock, whose click fills the piles, turns a card, or takes the piles back."""

    def __init__(self) -> None:
        super().__init__(deal=VALENTINE_DEAL, redeals=NO_REDEAL)

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the stock."""
        return [VALENTINE_DEAL, VALENTINE_GATHER]

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield VALENTINE_DEAL
        yield VALENTINE_GATHER


class StockAndWasteEmpty(LocalConcept, CountedGoal):
    """Won when the stock and the waste are both empty (AisleRiot's test).

    **The count.**  A card only ever goes onto the next higher card of its suit, or starts an
    empty pile, so every pile is a run of one suit, and 52 cards in four piles are four
    King-to-Ace runs: a win has made all 48 links (a card on the next higher card of its
    suit).  Take a line with no gather first.  Each move makes one link (the card moved had
    nowhere else to go, so it took no link with it) and each click none, so the line has as
    many moves as links missing and as many clicks as it needs to empty the stock.  A click
    takes one stock card onto the waste, or one into each empty pile.  A pile of two cards
    or more never shrinks again (its top card already lies on the only card it may go on),
    and a King alone never moves (no card is higher), so only the piles that are empty or
    hold one card other than a King can ever be empty together: with ``m`` of them, at
    least ``ceil(stock / max(1, m))`` clicks.  That is :meth:`no_gather_moves`.  A gather
    leaves four piles of one card each and 48 in the stock, so from there at least 48 links
    and 12 clicks: a line with a gather takes at least 61 moves.  The count is the smaller
    of the two.  No move lowers it by more than 1: a move makes one link and may only lower
    ``m``; a click takes at most ``m`` cards, hence one click's worth; a gather lands where
    the count is at least 60, from at most 61."""

    GATHERED = 61   # the fewest moves of a win that gathers the piles

    @property
    def goal(self) -> Phrase:
        """What winning means in this game."""
        return get("valentine.all_in_piles")

    def won_sentence(self, game: Any) -> Phrase:
        return get("valentine.all_in_piles")

    def is_won(self, game: Any) -> bool:
        return not game.pile("stock").cards and not game.pile("waste").cards

    def least_moves(self, game: Any) -> int:
        return min(self.no_gather_moves(game), self.GATHERED)

    def no_gather_moves(self, game: Any) -> int:
        """The fewest moves of a win that never gathers the piles: links missing and clicks."""
        return 48 - same_suit_links(game) + self._clicks(game)

    @staticmethod
    def _clicks(game: Any) -> int:
        free = sum(1 for pile in game.group_piles("tableau")
                   if not pile.cards or (len(pile.cards) == 1 and pile.cards[0].rank != 13))
        return -(-len(game.pile("stock").cards) // max(1, free))

    def count_said(self, game: Any) -> Said:
        clicks, own = self._clicks(game), self.no_gather_moves(game)
        if own > self.GATHERED:
            return Said(get("valentine.gather_needed"), own=own, links=own - clicks, clicks=clicks,
                        least=self.GATHERED)
        return Said(get("valentine.links_missing"), links=self.least_moves(game) - clicks, clicks=clicks)


STOCK_AND_WASTE_EMPTY = StockAndWasteEmpty(
    "valentine_all_in_piles",
    text=Phrase(en="the game is won when the stock and the waste are both empty: all 52 cards are then "
                   "in the four piles, each pile a run of one suit from the King down to the Ace",
                fr="la partie est gagnée quand la pioche et la défausse sont vides toutes les deux : les "
                   "52 cartes sont alors dans les quatre piles, chacune une suite d'une seule couleur "
                   "du Roi à l'As"),
    label=Phrase(en="Every card in the piles", fr="Toutes les cartes dans les piles"),
)


@register(
    "valentine",
    names=Phrase(en="Valentine", fr="Valentine"),
    summary=Phrase(en="Four piles, a stock and a one-card waste: put each card on the next higher card "
                      "of its suit, and send the piles under the stock when stuck.",
                   fr="Quatre piles, une pioche et une défausse d'une carte : posez chaque carte sur la "
                      "carte immédiatement supérieure de sa couleur, et renvoyez les piles sous la "
                      "pioche quand vous êtes bloqué."),
    resembles="cruel",
    # the manual gives no strategy advice for this game
    strategy=Phrase(
        en="There are few real choices in this game. Before each click on the stock, make every "
           "move the piles and the waste allow, because a click made while a card waits on the "
           "waste and no pile is empty sends all four piles back under the stock.",
        fr="Ce jeu laisse peu de vrais choix. Avant chaque clic sur la pioche, faites tous les "
           "coups que permettent les piles et la défausse, car un clic alors qu'une carte attend "
           "sur la défausse et qu'aucune pile n'est vide renvoie les quatre piles sous la pioche.",
    ),
)
def valentine() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            ValentineStock(),
            Waste(),
            Tableau(4, build=Build(Down(), BY_SUIT), moves=ONE_CARD, empty=FILLED_BY_CLICK),
        ],
        deal=[DealRow("tableau", face_up=True), RestToStock()],
        actions=[VALENTINE_DEAL, VALENTINE_GATHER],
        score=NO_SCORE,
        won=STOCK_AND_WASTE_EMPTY,
        autoplay=None,
        notes=[
            Phrase(en="The waste holds at most one card.",
                   fr="La défausse contient une carte au plus."),
            Phrase(en="The top card of a pile or the waste card goes onto the top card of a pile that is "
                      "of the same suit and one rank higher (a 6 of hearts on the 7 of hearts). Aces are "
                      "low, Kings high, and a King never goes on an Ace. Only one card moves at a time; "
                      "nothing is put on the waste.",
                   fr="La carte du dessus d'une pile ou la carte de la défausse va sur la carte du "
                      "dessus d'une pile de la même couleur et d'un rang plus haut (un 6 de cœur sur le "
                      "7 de cœur). Les As sont bas, les Rois hauts, et un Roi ne va jamais sur un As. "
                      "Une seule carte se déplace à la fois ; on ne pose rien sur la défausse."),
            Phrase(en="The click on the stock does one of three things, as in AisleRiot's code. While a "
                      "pile is empty, it fills the empty piles from left to right: the waste card first, "
                      "then stock cards. Otherwise, if the waste is empty, it turns one stock card face up "
                      "onto it. Otherwise (a card on the waste, no pile empty) the four piles go face "
                      "down under the stock, the waste card starts the first pile and three stock cards "
                      "start the others. This can go on for ever.",
                   fr="Le clic sur la pioche fait l'une de ces trois choses, comme dans le code "
                      "d'AisleRiot. Tant qu'une pile est vide, il remplit les piles vides de gauche à "
                      "droite : d'abord avec la carte de la défausse, puis avec des cartes de la pioche. "
                      "Sinon, si la défausse est vide, il y retourne une carte de la pioche. Sinon (une "
                      "carte sur la défausse, aucune pile vide), les quatre piles passent face cachée "
                      "sous la pioche, la carte de la défausse commence la première pile et trois cartes "
                      "de la pioche commencent les autres. Cela peut durer indéfiniment."),
            Phrase(en="The manual tells you to click only when no move is left; the code does not "
                      "check it, and neither does this kit: the click always does what is described "
                      "above.",
                   fr="Le manuel dit de cliquer seulement quand aucun coup ne reste ; le code ne le "
                      "vérifie pas, ce kit non plus : le clic fait toujours ce qui est décrit ci-dessus."),
            Phrase(en="No score, as in AisleRiot. The game is won when the stock and the waste are both "
                      "empty, the code's test. The manual asks for each pile to hold one suit from Ace "
                      "to King; the two agree, since a card only ever goes on the next higher card of "
                      "its suit, so 52 cards in four piles are four King-to-Ace runs. The game is never "
                      "lost: the stock can always be clicked, but the kit says when play only goes in "
                      "circles.",
                   fr="Pas de score, comme dans AisleRiot. La partie est gagnée quand la pioche et la "
                      "défausse sont vides toutes les deux, le test du code. Le manuel demande que "
                      "chaque pile contienne une couleur de l'As au Roi ; les deux s'accordent, car une "
                      "carte ne va jamais que sur la carte immédiatement supérieure de sa couleur : 52 "
                      "cartes en quatre piles font donc quatre suites du Roi à l'As. La partie n'est "
                      "jamais perdue : on peut toujours cliquer sur la pioche, mais le kit dit quand le "
                      "jeu ne fait plus que tourner en rond."),
        ],
    )
