"""Accordion, as AisleRiot plays it.

The 52 cards are dealt face up into one long line of cells (drawn as five rows
of nine and one of seven).  A card may be dropped on the card just to its left
or on the card three places to its left when the two share a suit or a rank;
the covered card leaves play and every card to the right closes up the gap.
The game is won when a single card is left.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import DealRow
from ..rules.declaration import Declaration, register
from ..rules.double_click import DoubleClickRule, LegalCheck
from ..rules.local import LocalConcept
from ..rules.pairs import CARDS_TAKEN_AWAY
from ..rules.piles import Foundations, PileGroup, Refusal
from ..rules.position import Pile
from ..rules.roles import Role
from ..rules.units import ONE_CARD
from ..rules.words import TABLEAU
from ..text.phrases import Phrase, define, get, say

CELLS = 52

define("accordion", {
    "one_card_left": Phrase(en="A single card is left in the line.",
                            fr="Il ne reste qu'une carte dans la ligne."),
    "no_jump": Phrase(en="{card} can go neither three places nor one place to its left.",
                      fr="{card} ne peut aller ni trois cases ni une case à sa gauche."),
})

# Enforced by AccordionLine when a card is dropped.
ONE_OR_THREE_LEFT = LocalConcept(
    "accordion_one_or_three_left",
    text=Phrase(en="a card goes only onto the card just to its left or onto the card three places to "
                   "its left, the line being read like a book, row after row",
                fr="une carte ne va que sur la carte juste à sa gauche ou sur la carte trois cases à sa "
                   "gauche, la ligne se lisant comme un livre, rangée après rangée"),
    label=Phrase(en="One or three places to the left", fr="Une ou trois cases à gauche"),
)

SUIT_OR_RANK = LocalConcept(
    "accordion_suit_or_rank",
    text=Phrase(en="the two cards must share their suit or their rank",
                fr="les deux cartes doivent être de la même couleur ou du même rang"),
    label=Phrase(en="Same suit or same rank", fr="Même couleur ou même rang"),
)

COVERED_CARD_LEAVES = LocalConcept(
    "accordion_covered_card_leaves",
    text=Phrase(en="the covered card leaves play, and every card to the right of the cell just emptied "
                   "moves one place left to close the gap; nothing may be put on the removed cards",
                fr="la carte recouverte quitte le jeu, et toutes les cartes à droite de la case vidée se "
                   "décalent d'une place vers la gauche pour combler le vide ; on ne pose rien sur les "
                   "cartes retirées"),
    label=Phrase(en="The covered card leaves play", fr="La carte recouverte quitte le jeu"),
)


class AccordionLine(PileGroup):
    """The line of cells: each holds one card; a card covers a card one or three cells to
    its left of the same suit or rank, the covered card is removed and the line closes up."""

    role = TABLEAU
    prefix = "tableau"
    layout = "stack"
    moves = ONE_CARD

    def __init__(self, count: int = CELLS) -> None:
        self.count = count

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the line."""
        return [ONE_OR_THREE_LEFT, SUIT_OR_RANK, COVERED_CARD_LEAVES]

    def why_legal(self, lang: str) -> str:
        """Why a card may cover another (the explanation of a legal move)."""
        return say("move.reasons", lang, first=ONE_OR_THREE_LEFT.label(lang),
                   second=SUIT_OR_RANK.label(lang))

    def pool(self, game: Any, pile: Pile, candidates: Sequence[Any],
             by_rank: Mapping[int, Sequence[Any]], singles: Sequence[Any]) -> Sequence[Any]:
        return [entry for entry in singles if entry[0].group is self
                and entry[0].index - pile.index in (1, 3)] if pile.cards else ()

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if source.group is not self or not pile.cards or source.index - pile.index not in (1, 3):
            return Refusal(ONE_OR_THREE_LEFT, "game_rule")
        card, covered = cards[0], pile.cards[-1]
        if card.suit != covered.suit and card.rank != covered.rank:
            return Refusal(SUIT_OR_RANK, "game_rule")
        return None

    def place(self, game: Any, pile: Pile, cards: list[Card]) -> None:
        """The covered card leaves play; the moved card takes its cell."""
        game.group_piles("foundation")[0].cards.append(pile.cards.pop())
        pile.cards.extend(cards)

    def settle(self, game: Any) -> None:
        """Close up the line: every card after an empty cell moves one place left."""
        cells = game.group_piles(self.prefix)
        cards = [card for cell in cells for card in cell.cards]
        for i, cell in enumerate(cells):
            cell.cards[:] = cards[i:i + 1]

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield ONE_OR_THREE_LEFT
        yield SUIT_OR_RANK
        yield COVERED_CARD_LEAVES


class RemovedCards(Foundations):
    """The cards taken out of the line, out of play: the score counts them."""

    receives_nothing = True

    def __init__(self) -> None:
        super().__init__(1, in_play=False)

    def own_rules(self) -> list[Concept]:
        """The rules the rule text says for the removed cards."""
        return [COVERED_CARD_LEAVES]

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        return Refusal(COVERED_CARD_LEAVES, "game_rule")

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield COVERED_CARD_LEAVES


class OneCardLeft(LocalConcept):
    """Won when the line is down to one card."""

    def __init__(self) -> None:
        super().__init__(
            "accordion_one_card_left",
            text=Phrase(en="the game is won when a single card is left in the line",
                        fr="la partie est gagnée quand il ne reste qu'une carte dans la ligne"),
            label=Phrase(en="One card left", fr="Une seule carte"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game."""
        return get("accordion.one_card_left")

    def won_sentence(self, game: Any) -> Phrase:
        return get("accordion.one_card_left")

    def is_won(self, game: Any) -> bool:
        cells = game.group_piles("tableau")
        return bool(cells[0].cards) and not cells[1].cards


ONE_CARD_LEFT = OneCardLeft()


class JumpThreeElseOne(DoubleClickRule):
    """A double-click moves the card three places left if it may, else one place left."""

    nowhere = "accordion.no_jump"

    def target(self, game: Any, pile_id: str, is_legal: LegalCheck) -> str | None:
        pile = game.pile(pile_id)
        if not pile.cards or pile.role != Role.TABLEAU:
            return None
        for step in (3, 1):
            if pile.index > step:
                target = f"tableau{pile.index - step}"
                if is_legal(pile_id, target):
                    return target
        return None


@register(
    "accordion",
    names=Phrase(en="Accordion", fr="Accordéon"),
    summary=Phrase(en="One long line of 52 cards: cover a card one or three places to the left that "
                      "shares its suit or rank, and squeeze the line down to a single card.",
                   fr="Une longue ligne de 52 cartes : recouvrez une carte une ou trois cases à gauche "
                      "de même couleur ou de même rang, et réduisez la ligne à une seule carte."),
    strategy=Phrase(
        en="A hard game to win. Early on, pick out two or three cards of the same rank in or near "
           "the last row and avoid removing any card of that rank: at the end they can be dropped "
           "onto one another to finish.",
        fr="Un jeu difficile à gagner. Dès le début, repérez deux ou trois cartes de même rang dans "
           "la dernière rangée ou tout près, et évitez de retirer les cartes de ce rang\u00a0: à la "
           "fin, elles pourront se poser l'une sur l'autre pour terminer.",
    ),
    resembles="monte_carlo",
)
def accordion() -> Declaration:
    return Declaration(
        score=CARDS_TAKEN_AWAY,
        deck=STANDARD_DECK,
        piles=[RemovedCards(), AccordionLine()],
        deal=[DealRow("tableau", face_up=True)],
        won=ONE_CARD_LEFT,
        autoplay=None,
        double_click=JumpThreeElseOne(),
        notes=[
            Phrase(en="The cells form one continuous line, dealt in reading order; the rows only fit it "
                      "on the table, so the last cell of a row lies just left of the first cell of the "
                      "next row.",
                   fr="Les cases forment une seule ligne continue, distribuée dans l'ordre de lecture ; "
                      "les rangées servent seulement à la faire tenir sur la table, si bien que la "
                      "dernière case d'une rangée est juste à gauche de la première case de la rangée "
                      "suivante."),
            Phrase(en="The manual speaks of fifty-four cells in five rows of nine and one of seven; "
                      "that makes 52, one per card, and AisleRiot's code has 52 cells: so does this kit.",
                   fr="Le manuel parle de cinquante-quatre cases en cinq rangées de neuf et une de sept ; "
                      "cela fait 52, une par carte, et le code d'AisleRiot a 52 cases : ce kit aussi."),
            Phrase(en="A card moves onto the card immediately to its left, or onto the card exactly three "
                      "places to its left (the cells in between do not count), when both cards are of "
                      "the same suit or the same rank. The manual's words could be read as 'any of the "
                      "three cells to the left'; AisleRiot's code allows only one or three places, and "
                      "so does this kit.",
                   fr="Une carte va sur la carte immédiatement à sa gauche, ou sur la carte exactement "
                      "trois cases à sa gauche (les cases intermédiaires ne comptent pas), quand les deux "
                      "cartes sont de la même couleur ou du même rang. Le texte du manuel pourrait se "
                      "lire « l'une des trois cases de gauche » ; le code d'AisleRiot ne permet qu'une "
                      "ou trois cases, ce kit aussi."),
            Phrase(en="The covered card leaves play (here it goes to the pile of removed cards); every "
                      "card to the right moves one place left to close the gap.",
                   fr="La carte recouverte quitte le jeu (elle va ici sur la pile des cartes retirées) ; "
                      "toutes les cartes à sa droite se décalent d'une case vers la gauche pour combler "
                      "le vide."),
            Phrase(en="A double-click moves the card three places left if it may, else one place left.",
                   fr="Un double-clic déplace la carte de trois cases vers la gauche si c'est permis, "
                      "sinon d'une case."),
            Phrase(en="The score is 51 at most; the game is lost when no card can move.",
                   fr="Le score est de 51 au plus ; la partie est perdue quand aucune carte ne peut "
                      "bouger."),
        ],
    )
