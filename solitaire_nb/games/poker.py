"""Poker (Poker Squares), as AisleRiot plays it.

Twenty-five cards are turned one by one from the stock and each is placed in
an empty cell of a five-by-five grid.  The five rows, five columns and two
diagonals are twelve poker hands, scored the British way; 75 points win.  In
shuffle mode placed cards may still be moved and swapped, and 120 points win.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..engine.position import Position
from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import DealRow, RestToStock
from ..rules.declaration import Choice, Declaration, register
from ..rules.goals import ScoreRule
from ..rules.local import Effect, LocalConcept
from ..rules.piles import PileGroup, Refusal, Stock, Waste
from ..rules.position import Pile
from ..rules.stock import StockDeal
from ..rules.units import ONE_CARD
from ..rules.words import TABLEAU
from ..text.phrases import Phrase, Said, define, get

define("poker", {
    "straight_flush": Phrase(en="straight flush", fr="quinte flush"),
    "four": Phrase(en="four of a kind", fr="carré"),
    "straight": Phrase(en="straight", fr="quinte"),
    "full_house": Phrase(en="full house", fr="full"),
    "three": Phrase(en="three of a kind", fr="brelan"),
    "flush": Phrase(en="flush", fr="couleur"),
    "two_pairs": Phrase(en="two pairs", fr="deux paires"),
    "pair": Phrase(en="one pair", fr="une paire"),
    "nothing": Phrase(en="nothing", fr="rien"),
    "row": Phrase(en="Row {n}", fr="Rangée {n}"),
    "column": Phrase(en="Column {n}", fr="Colonne {n}"),
    "diagonal_down": Phrase(en="Diagonal from the top left", fr="Diagonale partant d'en haut à gauche"),
    "diagonal_up": Phrase(en="Diagonal from the top right", fr="Diagonale partant d'en haut à droite"),
    "hand": Phrase(en="{line}: {hand}, {n} {n|point|points}", fr="{line} : {hand}, {n} {n|point|points}"),
    "no_hand": Phrase(en="no complete hand yet", fr="aucune main complète pour l'instant"),
    "makes": Phrase(en="it makes {hand} in {line}", fr="{line} : {hand} avec ce coup"),
    "draws": Phrase(en="{line} can still become a {hand}", fr="{line} : {hand} encore possible"),
    "spoils_none": Phrase(en="{card} goes where it spoils no hand",
                          fr="{card} va là où elle ne gâche aucune main"),
})

# British scoring, best hand first.
POINTS = {"straight_flush": 30, "four": 16, "straight": 12, "full_house": 10, "three": 6,
          "flush": 5, "two_pairs": 3, "pair": 1, "nothing": 0}

# The twelve hands: cells numbered 1 to 25 row by row.
LINES: tuple[tuple[str, int, tuple[int, ...]], ...] = (
    tuple(("row", r + 1, tuple(range(5 * r + 1, 5 * r + 6))) for r in range(5))
    + tuple(("column", c + 1, tuple(range(c + 1, 26, 5))) for c in range(5))
    + (("diagonal_down", 0, (1, 7, 13, 19, 25)), ("diagonal_up", 0, (5, 9, 13, 17, 21))))

SHUFFLE = "shuffle"


def hand_of(cards: Sequence[Card]) -> str:
    """The name (a key of ``POINTS``) of the best poker hand five cards make; an Ace is low,
    or high in 10-J-Q-K-A; no straight goes round the corner (Q-K-A-2-3)."""
    ranks = sorted(card.rank for card in cards)
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    flush = len({card.suit for card in cards}) == 1
    straight = len(set(ranks)) == 5 and (ranks[4] - ranks[0] == 4 or ranks == [1, 10, 11, 12, 13])
    if straight and flush:
        return "straight_flush"
    if counts[0] == 4:
        return "four"
    if straight:
        return "straight"
    if counts[:2] == [3, 2]:
        return "full_house"
    if counts[0] == 3:
        return "three"
    if flush:
        return "flush"
    if counts[:2] == [2, 2]:
        return "two_pairs"
    if counts[0] == 2:
        return "pair"
    return "nothing"


def line_name(kind: str, number: int) -> Phrase:
    """"Row 2", "Column 5", "Diagonal from the top left"..., in both languages."""
    return Phrase({lang: get(f"poker.{kind}").text(lang, n=number) for lang in ("en", "fr")})


def hands(game: Any) -> list[tuple[Phrase, str, int]]:
    """The complete hands of the grid: (the line's name, the hand's name, its points)."""
    cells = game.group_piles("tableau")
    found = []
    for kind, number, numbers in LINES:
        cards = [cells[n - 1].cards[-1] for n in numbers if cells[n - 1].cards]
        if len(cards) == 5:
            hand = hand_of(cards)
            found.append((line_name(kind, number), hand, POINTS[hand]))
    return found


def hands_in_words(game: Any) -> Phrase:
    """Each complete hand that scores, in words: "Row 1: two pairs, 3 points; ..."."""
    texts = {}
    for lang in ("en", "fr"):
        parts = [get("poker.hand").text(lang, line=line, hand=get(f"poker.{hand}"), n=points)
                 for line, hand, points in hands(game) if points]
        texts[lang] = "; ".join(parts) if parts else get("poker.no_hand").text(lang)
    return Phrase(texts)


def partial_hand(cards: Sequence[Card]) -> tuple[str, bool] | None:
    """The best hand some cards of a line already make ``(name, False)`` (a pair or better), or
    the hand they still point to ``(name, True)`` (a flush, a straight), or None."""
    ranks = [card.rank for card in cards]
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    if len(cards) == 5:
        hand = hand_of(cards)
        return (hand, False) if POINTS[hand] else None
    made = ("four" if counts[0] == 4 else "full_house" if counts[:2] == [3, 2] else "three" if counts[0] == 3
            else "two_pairs" if counts[:2] == [2, 2] else "pair" if counts[0] == 2 else None)
    if made is not None:
        return made, False
    if len(cards) >= 2 and len({card.suit for card in cards}) == 1:
        return "flush", True
    low = sorted(set(ranks))
    if len(cards) >= 2 and len(low) == len(cards) and (low[-1] - low[0] <= 4 or min(low) == 1 and
                                                       all(r >= 10 for r in low if r != 1)):
        return "straight", True
    return None


class PokerHands(ScoreRule):
    """The score: the twelve hands of the grid scored the British way (a hand counts once
    its five cards are placed)."""

    said = Phrase(en="each of the twelve hands (five rows, five columns, two diagonals) scores its "
                     "poker hand once its five cards are placed",
                  fr="chacune des douze mains (cinq rangées, cinq colonnes, deux diagonales) compte "
                     "sa combinaison de poker dès que ses cinq cartes sont posées")

    def score(self, game: Any) -> int:
        return sum(points for _line, _hand, points in hands(game))


class NextCard(LocalConcept, StockDeal, Effect):
    """The stock is not clicked: its next card is turned onto the waste as soon as the
    waste's card has been placed, until 25 cards are on the grid."""

    def __init__(self) -> None:
        super().__init__(
            "poker_next_card",
            text=Phrase(en="the stock's first card starts on the waste, and the next card is turned onto "
                           "the waste as soon as the previous one has been placed, until the 25 cells are "
                           "filled; a click on the stock does nothing",
                        fr="la première carte de la pioche commence sur la défausse, et la carte suivante "
                           "y est retournée dès que la précédente a été placée, jusqu'à ce que les 25 "
                           "cases soient remplies ; un clic sur la pioche ne fait rien"),
            label=Phrase(en="The next card turned by itself", fr="La carte suivante se retourne seule"))

    def blocked(self, game: Any) -> bool:
        return True

    def after_move(self, game: Any, move: Any) -> None:
        if move.kind != "move" or move.source != "waste":
            return
        stock = game.pile("stock").cards
        placed = sum(1 for pile in game.group_piles("tableau") if pile.cards)
        if stock and placed < 25:
            game.pile("waste").cards.append(stock.pop().up())


NEXT_CARD = NextCard()


class Swap(LocalConcept, Effect):
    """Shuffle mode: a placed card dropped on another placed card changes places with it."""

    def __init__(self) -> None:
        super().__init__(
            "poker_swap",
            text=Phrase(en="in shuffle mode a placed card may still move: into an empty cell, or onto "
                           "another placed card, the two changing places; the waste's card goes only "
                           "into an empty cell",
                        fr="en mode brassé une carte placée peut encore bouger : vers une case vide, ou "
                           "sur une autre carte placée, les deux échangeant leurs places ; la carte de la "
                           "défausse ne va que dans une case vide"),
            label=Phrase(en="Shuffle mode", fr="Mode brassé"))

    def after_move(self, game: Any, move: Any) -> None:
        if move.kind != "move" or not move.source.startswith("tableau"):
            return
        target = game.pile(move.target).cards
        if len(target) == 2:
            game.pile(move.source).cards.append(target.pop(0))


SWAP = Swap()

PLACES = LocalConcept(
    "poker_places",
    text=Phrase(en="the card on the waste goes into any empty cell of the grid, one card a cell",
                fr="la carte de la défausse va dans n'importe quelle case vide de la grille, une carte "
                   "par case"),
    label=Phrase(en="Placing the cards", fr="Placement des cartes"),
)

FIXED = LocalConcept(
    "poker_fixed",
    text=Phrase(en="once placed, a card stays in its cell", fr="une fois placée, une carte reste "
                                                               "dans sa case"),
    label=Phrase(en="Placed for good", fr="Placée pour de bon"),
)


class PokerGrid(PileGroup):
    """Twenty-five one-card cells, filled from the waste; in shuffle mode cards move and swap."""

    role = TABLEAU
    prefix = "tableau"
    layout = "stack"
    moves = ONE_CARD

    def __init__(self, shuffle: bool) -> None:
        self.count = 25
        self.shuffle = shuffle

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the grid."""
        return [PLACES, SWAP if self.shuffle else FIXED]

    def why_legal(self, lang: str) -> str:
        """Why a card may go to a cell."""
        return (SWAP if self.shuffle else PLACES).label(lang)

    def lift_limit(self, game: Any, pile: Pile) -> int:
        return 1 if self.shuffle and pile.cards else 0

    def lift_refusal(self, game: Any, pile: Pile, count: int) -> Refusal | None:
        if not self.shuffle:
            return Refusal(FIXED, "game_rule")
        if count != 1:
            return Refusal(ONE_CARD, "unit", (count,))
        return None

    def index_ranks(self, game: Any, pile: Pile) -> tuple[int, ...] | None:
        return None

    def pool(self, game: Any, pile: Pile, candidates: Sequence[Any],
             by_rank: Mapping[int, Sequence[Any]], singles: Sequence[Any]) -> Sequence[Any]:
        if pile.cards:
            return [c for c in singles if c[0].group is self]
        return singles

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if len(cards) != 1:
            return Refusal(ONE_CARD, "unit", (len(cards),))
        if pile.cards and (source.group is not self or not self.shuffle):
            return Refusal(PLACES, "game_rule")
        return None

    def hint_reason(self, game: Any, move: Any) -> Said:
        """Why a hint places a card in a cell, in Poker's terms: the best hand it makes or keeps
        possible in the lines through that cell."""
        cells = game.group_piles("tableau")
        target = game.pile(move.target)
        card = game.pile(move.source).cards[-1]
        number = cells.index(target) + 1
        best: tuple[tuple[int, bool], str, Phrase] | None = None
        for kind, line, numbers in LINES:
            if number not in numbers:
                continue
            cards = [card] + [cells[n - 1].cards[-1] for n in numbers if n != number and cells[n - 1].cards]
            found = partial_hand(cards)
            if found is not None:
                rank = (POINTS[found[0]], not found[1])
                if best is None or rank > best[0]:
                    best = (rank, found[0], line_name(kind, line))
        if best is None:
            return Said("poker.spoils_none", card=card)
        (_points, made), hand, line = best
        return Said("poker.makes" if made else "poker.draws", hand=get(f"poker.{hand}"), line=line)

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield PLACES
        yield SWAP if self.shuffle else FIXED


class PokerWin(LocalConcept):
    """Won when the 25 cells are filled and the score reaches ``target``."""

    def __init__(self, target: int) -> None:
        self.target = target
        super().__init__(
            "poker_target",
            Phrase(en=f"the game is won when the 25 cells are filled and the twelve hands score "
                      f"{target} points or more",
                   fr=f"la partie est gagnée quand les 25 cases sont remplies et que les douze mains "
                      f"valent {target} points ou plus"),
            label=Phrase(en=f"{target} points", fr=f"{target} points"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game, in a sentence for learners."""
        return Phrase(en=f"Fill the grid so that its twelve hands score {self.target} points or "
                         f"more.",
                      fr=f"Remplissez la grille pour que ses douze mains valent {self.target} "
                         f"points ou plus.")

    def won_sentence(self, game: Position) -> Phrase:
        return hands_in_words(game)

    def is_won(self, game: Position) -> bool:
        cells = game.group_piles("tableau")
        return all(p.cards for p in cells) and game.score >= self.target


NOTES = [
    Phrase(en="Drag the waste's card into any empty cell. As soon as it is placed, the next card of the "
              "stock is turned onto the waste, until the 25 cells are filled (27 cards are never seen). "
              "The manual says to click the stock for each card; AisleRiot's code turns it by itself, "
              "which changes nothing for the player, and this kit does the same.",
           fr="Faites glisser la carte de la défausse dans n'importe quelle case vide. Dès qu'elle est "
              "placée, la carte suivante de la pioche est retournée sur la défausse, jusqu'à ce que les "
              "25 cases soient remplies (27 cartes ne sont jamais vues). Le manuel dit de cliquer sur la "
              "pioche pour chaque carte ; le code d'AisleRiot la retourne tout seul, ce qui ne change "
              "rien pour le joueur, et ce kit fait de même."),
    Phrase(en="Once placed, a card stays in its cell. Shuffle mode (AisleRiot's option): a placed card "
              "may still be moved into an empty cell, or dropped on another placed card, the two "
              "changing places; the waste's card still goes only into an empty cell, and the cards are "
              "still turned one at a time (not all 25 at once).",
           fr="Une fois placée, une carte reste dans sa case. Mode brassé (l'option d'AisleRiot) : une "
              "carte placée peut encore aller dans une case vide, ou être posée sur une autre carte "
              "placée, les deux échangeant leurs places ; la carte de la défausse ne va toujours que "
              "dans une case vide, et les cartes sont toujours retournées une à une (pas les 25 d'un "
              "coup)."),
    Phrase(en="Hands are scored the British way: straight flush 30, four of a kind 16, straight 12, full "
              "house 10, three of a kind 6, flush 5, two pairs 3, one pair 1 (276 at most). An Ace is low "
              "(A-2-3-4-5) or high (10-J-Q-K-A); Q-K-A-2-3 is no straight.",
           fr="Les mains sont comptées à l'anglaise : quinte flush 30, carré 16, quinte 12, full 10, "
              "brelan 6, couleur 5, deux paires 3, une paire 1 (276 au plus). Un As est bas (A-2-3-4-5) "
              "ou haut (10-V-D-R-A) ; D-R-A-2-3 n'est pas une quinte."),
    Phrase(en="Won when the grid is full and the score is 75 or more; lost when it is full with less. "
              "In shuffle mode the target is 120. AisleRiot's code never ends a game in shuffle mode; "
              "this kit follows the manual and calls it won once the grid is full with 120 points or "
              "more (with less, cards may still be swapped).",
           fr="La partie est gagnée quand la grille est pleine et que le score atteint 75 ou plus ; "
              "perdue quand elle est pleine avec moins. En mode brassé il faut 120. Le code d'AisleRiot "
              "ne termine jamais une partie en mode brassé ; ce kit suit le manuel et la déclare gagnée "
              "dès que la grille est pleine avec 120 points ou plus (avec moins, on peut encore "
              "échanger des cartes)."),
]


@register(
    "poker",
    names=Phrase(en="Poker", fr="Poker"),
    summary=Phrase(en="Place 25 cards one by one in a five-by-five grid so that its rows, columns and "
                      "diagonals make good poker hands.",
                   fr="Placez 25 cartes une à une dans une grille de cinq sur cinq pour que ses rangées, "
                      "colonnes et diagonales forment de bonnes mains de poker."),
    resembles="gaps",
    strategy=Phrase(
        en="Only 25 cards are turned, about half the pack, so never build a hand that needs one "
           "particular card to turn up. With this scoring a flush earns only 5 points, so aim "
           "mainly at cards of equal rank (full house 10, four of a kind 16) and at straights (12).",
        fr="Seules 25 cartes sont retournées, à peu près la moitié du paquet\u00a0: ne comptez "
           "jamais sur l'arrivée d'une carte précise pour compléter une main. Avec ce barème, une "
           "couleur ne rapporte que 5 points\u00a0; visez plutôt les cartes de même rang (full 10, "
           "carré 16) et les quintes (12).",
    ),
    options={SHUFFLE: Choice((False, True), False,
                             Phrase(en="shuffle mode: placed cards may be moved and swapped; 120 points "
                                       "to win (AisleRiot's 'Shuffle mode')",
                                    fr="mode brassé : les cartes placées peuvent être déplacées et "
                                       "échangées ; 120 points pour gagner"))},
)
def poker(shuffle: bool = False) -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[Stock(deal=NEXT_CARD), Waste(says=(PLACES,)), PokerGrid(shuffle)],
        deal=[DealRow("waste", face_up=True), RestToStock()],
        score=PokerHands(),
        won=PokerWin(120 if shuffle else 75),
        effects=[NEXT_CARD] + ([SWAP] if shuffle else []),
        autoplay=None,
        notes=NOTES,
    )
