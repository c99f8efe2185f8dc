"""Starting games: from a deal number, an explicit card order, or a hand-made position."""

from __future__ import annotations

import random as _random
from collections import Counter
from collections.abc import Iterable

from ..rules.cards import Card, parse_cards
from . import shuffle
from .game import Game
from .ruleset import Ruleset


def new_game(name: str, deal: int | None = None, *, order: Iterable[Card | str] | str | None = None,
             autoplay: bool = False, **options: object) -> Game:
    """Start a game: ``new_game("klondike", deal=42, draw=3)``.

    ``deal`` is a deal number (1 to 2**31 - 1; None picks one at random).
    ``order`` deals an explicit list of cards instead (first card dealt first).
    ``autoplay`` turns on safe automatic moves to the foundations.
    Unknown games or options raise ``ValueError`` listing the valid ones.
    """
    ruleset = Ruleset.of(name, options)
    if not isinstance(autoplay, bool):
        raise ValueError(f"autoplay must be True or False, not {autoplay!r}")
    if order is not None and not isinstance(order, (str, list, tuple)):
        raise ValueError(f"order must be card codes (a string or a list), not {type(order).__name__}")
    declaration = ruleset.declaration
    deck = declaration.deck.cards()
    if order is not None:
        cards = [c.down() for c in parse_cards(order)]
        check_same_cards(cards, deck, "the card order")
        deal = None
    else:
        if deal is None:
            deal = _random.randrange(1, shuffle.MAX_DEAL + 1)
        shuffle.check_deal_number(deal)
        cards = shuffle.deal_order(declaration, ruleset.id, deal)
    return Game(ruleset, deal=deal, order=cards, autoplay=autoplay)


def check_same_cards(cards: list[Card], deck: list[Card], what: str) -> None:
    """Raise ``ValueError`` unless ``cards`` are exactly the cards of ``deck`` (any order)."""
    have = Counter(c.code for c in cards)
    need = Counter(c.code for c in deck)
    if have == need:
        return
    problems = []
    extra = have - need
    missing = need - have
    for code in sorted(extra):
        if code in need:
            problems.append(f"{code} appears {have[code]} times (the deck has {need[code]})")
        else:
            problems.append(f"{code} is not in this deck")
    if missing:
        problems.append("missing: " + " ".join(sorted(missing.elements())))
    raise ValueError(f"{what} has {len(cards)} cards for a {len(deck)}-card deck: "
                     + "; ".join(problems))
