"""Starting games: from a deal number, an explicit card order, or a hand-made position."""

from __future__ import annotations

import random as _random

from ..rules.declaration import game_info, resolve_options
from . import shuffle
from .game import Game


def new_game(name: str, deal: int | None = None, *, order=None, autoplay: bool = False,
             **options) -> Game:
    """Start a game: ``new_game("klondike", deal=42, draw=3)``.

    ``deal`` is a deal number (1 to 2**31 - 1; None picks one at random).
    ``order`` deals an explicit list of cards instead (first card dealt first).
    ``autoplay`` turns on safe automatic moves to the foundations.
    Unknown games or options raise ``ValueError`` listing the valid ones.
    """
    info = game_info(name)
    options = resolve_options(info, options)
    probe = info.build(**options)
    deck = probe.deck.cards()
    if order is not None:
        from ..rules.cards import parse_cards
        cards = [c.down() for c in parse_cards(order)]
        _check_same_cards(cards, deck, "the card order")
        deal = None
    else:
        if deal is None:
            deal = _random.randrange(1, shuffle.MAX_DEAL + 1)
        shuffle.check_deal_number(deal)
        if probe.shuffle == "microsoft":
            cards = shuffle.microsoft_order(deal)
        else:
            cards = shuffle.shuffled(deck, info.id, deal)
    return Game(info, options, deal=deal, order=cards, autoplay=autoplay)


def position(name: str, piles: dict, *, partial: bool = True, **options) -> Game:
    """A hand-made position for teaching: ``position("klondike", {"tableau1": "KS QH",
    "waste": "JS"})``.  Piles not named are empty; face-down cards are written
    ``"(4C)"``.  With ``partial=False`` every card of the deck must be placed."""
    from .saving import from_dict
    if not isinstance(piles, dict):
        raise TypeError("piles must be a dict {pile id: 'card codes'}")
    info = game_info(name)
    every = {p.id: [] for p in Game(info, resolve_options(info, options)).piles}
    every.update({k: (v.split() if isinstance(v, str) else list(v)) for k, v in piles.items()})
    return from_dict({"game": name, "options": options, "partial": partial, "piles": every})


def _check_same_cards(cards, deck, what):
    from collections import Counter
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
