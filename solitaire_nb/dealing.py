"""Reproducible deals.

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

from .cards import Card

MAX_DEAL = 2**31 - 1
_MASK64 = (1 << 64) - 1


class SplitMix64:
    """The deal generator (64-bit SplitMix)."""

    def __init__(self, seed: int):
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


def check_deal_number(deal) -> int:
    """Validate a deal number (an integer from 1 to 2**31 - 1)."""
    if isinstance(deal, bool) or not isinstance(deal, int):
        raise ValueError(f"a deal number must be a whole number, not {deal!r}")
    if not 1 <= deal <= MAX_DEAL:
        raise ValueError(f"deal number {deal} is out of range: use 1 to {MAX_DEAL}")
    return deal


def shuffled(cards: list, game_id: str, deal: int) -> list:
    """The deck ``cards`` shuffled for deal ``deal`` of game ``game_id``."""
    order = list(cards)
    rng = SplitMix64(fnv1a64(f"{game_id}/{deal}"))
    for i in range(len(order) - 1, 0, -1):
        j = rng.next() % (i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def microsoft_order(deal: int) -> list:
    """The 52 cards of Microsoft FreeCell deal ``deal``, in dealing order (face down)."""
    seed = deal & 0x7FFFFFFF
    cards = list(range(51, -1, -1))
    for i in range(52):
        seed = (seed * 214013 + 2531011) & 0x7FFFFFFF
        r = seed >> 16
        j = 51 - r % (52 - i)
        cards[i], cards[j] = cards[j], cards[i]
    return [Card(c // 4 + 1, "CDHS"[c % 4], False) for c in cards]


# --------------------------------------------------------------------------- deal steps


class DealStep:
    """One step of a game's opening deal."""

    def apply(self, game, cards: list) -> None:
        raise NotImplementedError


class DealRow(DealStep):
    """One card, from the deck, onto each listed pile of a group (1-based numbers)."""

    def __init__(self, group: str, piles=None, face_up: bool = False):
        self.group, self.piles, self.face_up = group, piles, face_up

    def apply(self, game, cards):
        for pile in game.group_piles(self.group, self.piles):
            if not cards:
                return
            card = cards.pop()
            pile.cards.append(card.up() if self.face_up else card.down())


class DealRows(DealStep):
    """Whole rows across a group, one card per pile per row, until ``count`` cards
    are dealt (None: until the deck is empty)."""

    def __init__(self, group: str, count: int | None = None, face_up: bool = True):
        self.group, self.count, self.face_up = group, count, face_up

    def apply(self, game, cards):
        piles = game.group_piles(self.group)
        left = len(cards) if self.count is None else self.count
        i = 0
        while left > 0 and cards:
            card = cards.pop()
            piles[i % len(piles)].cards.append(card.up() if self.face_up else card.down())
            i += 1
            left -= 1


def staircase(group: str, size: int) -> list:
    """Klondike's deal: row ``r`` covers piles ``r..size``, so pile ``k`` gets ``k`` cards."""
    return [DealRow(group, range(r, size + 1)) for r in range(1, size + 1)]


class TurnUpTops(DealStep):
    """Turn the top card of every pile of a group face up."""

    def __init__(self, group: str):
        self.group = group

    def apply(self, game, cards):
        for pile in game.group_piles(self.group):
            if pile.cards and not pile.cards[-1].face_up:
                pile.cards[-1] = pile.cards[-1].up()


class RestToStock(DealStep):
    """The undealt cards form the stock, face down, next card to deal on top."""

    def apply(self, game, cards):
        stock = game.pile("stock")
        stock.cards.extend(card.down() for card in cards)
        cards.clear()


class DealBaseCard(DealStep):
    """The next card goes face up onto the first foundation and sets the base
    rank of every foundation (``game.state["base_rank"]``)."""

    def __init__(self, group: str = "foundation"):
        self.group = group

    def apply(self, game, cards):
        card = cards.pop().up()
        game.group_piles(self.group)[0].cards.append(card)
        game.state["base_rank"] = card.rank


class AcesToFoundations(DealStep):
    """Before the deal, every Ace leaves the deck and goes face up onto the
    foundations, one per pile in suit order (clubs, diamonds, hearts, spades;
    a double deck fills eight foundations)."""

    def __init__(self, group: str = "foundation"):
        self.group = group

    def apply(self, game, cards):
        aces = sorted((c for c in cards if c.rank == 1), key=lambda c: "CDHS".index(c.suit))
        cards[:] = [c for c in cards if c.rank != 1]
        for pile, ace in zip(game.group_piles(self.group), aces):
            pile.cards.append(ace.up())


class KingsToBottom(DealStep):
    """After the deal, every King of each pile of a group goes to the bottom of
    its pile, under the other cards (whose order is kept)."""

    def __init__(self, group: str = "tableau"):
        self.group = group

    def apply(self, game, cards):
        for pile in game.group_piles(self.group):
            pile.cards[:] = [c for c in pile.cards if c.rank == 13] + \
                            [c for c in pile.cards if c.rank != 13]
