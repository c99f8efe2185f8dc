"""Reproducible shuffles: every deal comes from a game id and a deal number.

Every deal comes from a game id, a deal number and the game's options; it is
identical on every platform and Python version because the shuffle does not
use :mod:`random` but the small generator documented here.

* :class:`SplitMix64` — the generator: a 64-bit state advanced by the golden
  ratio constant ``0x9E3779B97F4A7C15`` and mixed by two multiply-xorshift
  rounds (Steele, Lea and Flood's SplitMix64).
* The seed of deal ``n`` of game ``g`` is the 64-bit FNV-1a hash of the text
  ``"g/n"`` (e.g. ``"klondike/42"``).
* The shuffle is Fisher–Yates from the last position down:
  ``j = next() % (i + 1)``, swap positions ``i`` and ``j``, starting from the
  deck's canonical order (suits C, D, H, S, ranks Ace to King, repeated for
  multi-deck games).  The resulting list is dealt from its first card.

FreeCell uses Microsoft's deal numbers instead: :func:`microsoft_order`
reproduces the well-known linear congruential generator of the Windows
game (``seed = seed * 214013 + 2531011``, output bits 16–30), so deal ``n``
gives the same layout as Microsoft FreeCell game ``n`` for ``1 <= n < 2**31``.
"""

from __future__ import annotations

from typing import TypeVar

from ..rules.cards import Card
from ..rules.declaration import Declaration

T = TypeVar("T")

MAX_DEAL = 2**31 - 1
_MASK64 = (1 << 64) - 1


class SplitMix64:
    """The deal generator (64-bit SplitMix)."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)


def fnv1a64(text: str) -> int:
    """The 64-bit FNV-1a hash of a UTF-8 text."""
    h = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        h ^= byte
        h = (h * 0x100000001B3) & _MASK64
    return h


def check_deal_number(deal: object) -> int:
    """Validate a deal number (an integer from 1 to 2**31 - 1)."""
    if isinstance(deal, bool) or not isinstance(deal, int):
        raise ValueError(f"a deal number must be a whole number, not {deal!r}")
    if not 1 <= deal <= MAX_DEAL:
        raise ValueError(f"deal number {deal} is out of range: use 1 to {MAX_DEAL}")
    return deal


def shuffle_in_place(items: list[T], rng: SplitMix64) -> None:
    """Shuffle ``items`` in place with ``rng``: Fisher–Yates from the last position down
    (``j = rng.next() % (i + 1)``, swap positions ``i`` and ``j``), the one shuffle of the kit."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.next() % (i + 1)
        items[i], items[j] = items[j], items[i]


def seeded_rng(text: str) -> SplitMix64:
    """The generator seeded by the FNV-1a hash of ``text`` (e.g. ``"klondike/42"``)."""
    return SplitMix64(fnv1a64(text))


def shuffled(cards: list[Card], game_id: str, deal: int) -> list[Card]:
    """The deck ``cards`` shuffled for deal ``deal`` of game ``game_id``."""
    order = list(cards)
    shuffle_in_place(order, seeded_rng(f"{game_id}/{deal}"))
    return order


def microsoft_order(deal: int) -> list[Card]:
    """The 52 cards of Microsoft FreeCell deal ``deal``, in dealing order (face down)."""
    seed = deal & 0x7FFFFFFF
    cards = list(range(51, -1, -1))
    for i in range(52):
        seed = (seed * 214013 + 2531011) & 0x7FFFFFFF
        r = seed >> 16
        j = 51 - r % (52 - i)
        cards[i], cards[j] = cards[j], cards[i]
    return [Card(c // 4 + 1, "CDHS"[c % 4], False) for c in cards]


def deal_order(declaration: Declaration, game_id: str, deal: int) -> list[Card]:
    """The cards of deal number ``deal`` of a game, the first dealt first: Microsoft's order
    where the game shuffles as Microsoft FreeCell does, else :func:`shuffled`."""
    if declaration.shuffle == "microsoft":
        return microsoft_order(deal)
    return shuffled(declaration.deck.cards(), game_id, deal)
