"""Cards, suits, colours and decks.

A :class:`Card` is an immutable value: rank (1 = Ace ... 13 = King, 0 for a
Joker), suit (one of ``"CDHS"``, ``"J"`` for a Joker) and whether it lies face
up.  Turning a card over gives a new card (:meth:`Card.flipped`).  Cards are
interned, so ``Card(7, "H") is Card(7, "H")`` and comparing cards is cheap.

The two-character code of a card is its rank letter and suit letter:
``"AS"``, ``"TD"`` (ten of diamonds), ``"KH"``; a Joker is ``"JK"``.  On input
``"10D"`` is accepted as well, and a code in parentheses, ``"(TD)"``, is a face
down card.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import NoReturn

from ..text.phrases import Phrase
from .concept import Concept

RANK_LETTERS = "?A23456789TJQK"
SUITS = "CDHS"
RED_SUITS = frozenset("DH")

SUIT_NAMES = {
    "C": Phrase(en="clubs", fr="trèfle"),
    "D": Phrase(en="diamonds", fr="carreau"),
    "H": Phrase(en="hearts", fr="cœur"),
    "S": Phrase(en="spades", fr="pique"),
    "J": Phrase(en="joker", fr="joker"),
}
CARD_NAME = Phrase(en="{rank} of {suit}", fr="{rank} de {suit}")  # "Queen of hearts"
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "J": "★"}
RANK_NAMES = {
    "en": ["Joker", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"],
    "fr": ["Joker", "As", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Valet", "Dame", "Roi"],
}


# The corner index of a card as the table draws it and as sentences write it.
RANK_INDEX = {
    "en": ["★", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"],
    "fr": ["★", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R"],
}


# A card code standing as a word in prose: "7H", or "(3S)" for a face-down card.
_CODE_IN_TEXT = re.compile(r"(?<![\w`(])(\()?([A2-9TJQK])([CDHS])(\))?(?![\w`])")


def cards_in_text(text: str, lang: str = "en") -> str:
    """Prose with its card codes written as a sentence writes cards: ``"3S on 4S"`` ->
    ``"3♠ on 4♠"`` (``"(3S)"`` -> ``"(3♠)"``, French rank letters in French); text
    between backticks, what a learner types, is left as it is."""
    def card(match: re.Match[str]) -> str:
        opened, rank, suit, closed = match.groups()
        if bool(opened) != bool(closed):
            whole: str = match.group(0)
            return whole
        written = RANK_INDEX[lang][RANK_LETTERS.index(rank)] + SUIT_SYMBOLS[suit]
        return f"({written})" if opened else written

    parts = text.split("`")
    return "`".join(_CODE_IN_TEXT.sub(card, part) if i % 2 == 0 else part for i, part in enumerate(parts))


class CardCodeError(ValueError):
    """A card code could not be read."""


class Card:
    """One playing card (immutable and interned).

    >>> Card(10, "D")
    Card('TD')
    >>> str(Card.parse("10D"))
    'TD'
    >>> Card.parse("(AS)").face_up
    False
    """

    __slots__ = ("rank", "suit", "face_up", "red", "_code", "_down", "_up")
    rank: int
    suit: str
    face_up: bool
    red: bool
    _code: str
    _interned: dict[tuple[int, str, bool], Card] = {}

    def __new__(cls, rank: int, suit: str, face_up: bool = True) -> Card:
        key = (rank, suit, bool(face_up))
        card = cls._interned.get(key)
        if card is not None:
            return card
        if suit == "J":
            if rank != 0:
                raise CardCodeError(f"a Joker has rank 0, not {rank!r}")
        elif suit not in SUITS or len(suit) != 1:
            raise CardCodeError(f"unknown suit {suit!r}: use one of C, D, H, S (or J for a Joker)")
        elif not isinstance(rank, int) or not 1 <= rank <= 13:
            raise CardCodeError(f"rank must be 1 (Ace) to 13 (King), not {rank!r}")
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "face_up", bool(face_up))
        object.__setattr__(card, "red", suit in RED_SUITS)
        object.__setattr__(card, "_code", "JK" if suit == "J" else RANK_LETTERS[rank] + suit)
        cls._interned[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError("cards are immutable; use flipped() to turn a card over")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError("cards are immutable; use flipped() to turn a card over")

    def __reduce__(self) -> tuple[type[Card], tuple[int, str, bool]]:
        return (Card, (self.rank, self.suit, self.face_up))

    @property
    def colour(self) -> str:
        """``"red"`` for hearts and diamonds, ``"black"`` for clubs and spades."""
        return "red" if self.red else "black"

    color = colour

    @property
    def is_joker(self) -> bool:
        return self.suit == "J"

    @property
    def code(self) -> str:
        """The two-character code, whatever the side up (``"TD"``)."""
        return self._code

    def up(self) -> Card:
        """This card face up."""
        return Card(self.rank, self.suit, True)

    def down(self) -> Card:
        """This card face down."""
        return Card(self.rank, self.suit, False)

    def flipped(self) -> Card:
        """This card turned over."""
        return Card(self.rank, self.suit, not self.face_up)

    def name(self, lang: str = "en") -> str:
        """Full name, e.g. ``"Queen of hearts"`` / ``"Dame de cœur"``."""
        if self.is_joker:
            return "Joker"
        return CARD_NAME.text(lang, rank=RANK_NAMES[lang][self.rank], suit=SUIT_NAMES[self.suit][lang])

    def phrase_text(self, lang: str = "en") -> str:
        """The card in a sentence: its corner index and suit symbol, ``"10♦"``,
        ``"Q♥"`` in English and ``"D♥"`` in French (a Joker is ``"Joker"``)."""
        if self.is_joker:
            return "Joker"
        return RANK_INDEX[lang][self.rank] + SUIT_SYMBOLS[self.suit]

    def text(self) -> str:
        """Code with face-down cards in parentheses: ``"TD"`` or ``"(TD)"``."""
        return self._code if self.face_up else f"({self._code})"

    def __str__(self) -> str:
        return self._code

    def __repr__(self) -> str:
        return f"Card({self.text()!r})"

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """Read a card code: ``"AS"``, ``"TD"``, ``"10D"``, ``"JK"``; ``"(TD)"`` is face down."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise CardCodeError(f"a card code must be a string, not {type(text).__name__}")
        raw = text.strip()
        face_up = True
        if raw.startswith("(") and raw.endswith(")"):
            face_up = False
            raw = raw[1:-1].strip()
        code = raw.upper()
        if code in ("JK", "JOKER", "*"):
            return cls(0, "J", face_up)
        if len(code) < 2:
            raise CardCodeError(f"{text!r} is not a card code (expected e.g. 'AS', 'TD', '10D')")
        rank_part, suit = code[:-1], code[-1]
        if suit not in SUITS:
            raise CardCodeError(f"{text!r}: unknown suit {suit!r} (use C, D, H or S)")
        if rank_part == "10":
            rank = 10
        elif len(rank_part) == 1 and rank_part in RANK_LETTERS[1:]:
            rank = RANK_LETTERS.index(rank_part)
        else:
            raise CardCodeError(f"{text!r}: unknown rank {rank_part!r} (use A, 2-9, T or 10, J, Q, K)")
        return cls(rank, suit, face_up)


def parse_cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Read several card codes separated by spaces or commas (or a list of codes)."""
    if isinstance(text, str):
        items: Sequence[str | Card] = text.replace(",", " ").split()
    else:
        items = list(text)
    return [Card.parse(item) for item in items]


class Deck(Concept):
    """The set of cards a game uses (glossary: *deck*).

    ``copies`` standard packs, optionally limited to some suits (Spider's one
    and two suit decks keep 104 cards by repeating those suits), some ranks (a
    stripped deck) and with Jokers.
    """

    def __init__(self, key: str, copies: int = 1, suits: str = SUITS,
                 ranks: tuple[int, ...] = tuple(range(1, 14)), jokers: int = 0, *,
                 size: int | None = None) -> None:
        super().__init__(key)
        self.suits = suits
        self.ranks = tuple(ranks)
        self.jokers = jokers
        # Repeat the suit set so that the deck has the size of `copies` full packs.
        self.copies = copies
        per_pack = len(self.ranks) * len(SUITS)
        self.repeat = (copies * 4) // len(suits)
        self.size = size if size is not None else copies * per_pack + jokers

    def cards(self) -> list[Card]:
        """Every card of the deck, face down, in a fixed canonical order."""
        cards = []
        for _ in range(self.repeat):
            for suit in self.suits:
                for rank in self.ranks:
                    cards.append(Card(rank, suit, False))
        cards.extend(Card(0, "J", False) for _ in range(self.jokers))
        return cards

    def params(self) -> dict[str, object]:
        return {"n": self.size}


STANDARD_DECK = Deck("standard_deck")
DOUBLE_DECK = Deck("double_deck", copies=2)
TRIPLE_DECK = Deck("triple_deck", copies=3)
JOKER_DECK = Deck("joker_deck", jokers=2)
ONE_SUIT_DECK = Deck("one_suit_deck", copies=2, suits="S")
TWO_SUIT_DECK = Deck("two_suit_deck", copies=2, suits="HS")


def stripped_deck(without_ranks: Iterable[int] = (13,)) -> Deck:
    """A standard deck with some ranks removed (e.g. Maze's 48 cards without Kings)."""
    ranks = tuple(r for r in range(1, 14) if r not in set(without_ranks))
    return Deck("stripped_deck", ranks=ranks)
