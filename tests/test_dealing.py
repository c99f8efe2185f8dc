"""Deals: reproducible numbered deals, the documented generator, explicit card orders."""

import pytest

import solitaire_nb as sn
from solitaire_nb.engine import shuffle as dealing

MASK = (1 << 64) - 1
RANKS = "A23456789TJQK"


# --------------------------------------------------------------------------- the documented generator,
# written again here with plain integer arithmetic


def fnv1a64(text):
    h = 14695981039346656037  # 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        h = ((h ^ byte) * 1099511628211) % 2**64
    return h


def splitmix64(seed):
    state = seed % 2**64
    while True:
        state = (state + 0x9E3779B97F4A7C15) % 2**64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % 2**64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % 2**64
        yield z ^ (z >> 31)


def documented_shuffle(codes, game_id, deal):
    order = list(codes)
    rng = splitmix64(fnv1a64(f"{game_id}/{deal}"))
    for i in range(len(order) - 1, 0, -1):
        j = next(rng) % (i + 1)
        order[i], order[j] = order[j], order[i]
    return order


def test_reference_values_of_the_generator_parts():
    # published test vectors: FNV-1a 64 of "", "a", "foobar"; SplitMix64 seeded with 0
    assert fnv1a64("") == 0xCBF29CE484222325
    assert fnv1a64("a") == 0xAF63DC4C8601EC8C
    assert fnv1a64("foobar") == 0x85944171F73967E8
    rng = splitmix64(0)
    assert [next(rng) for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_module_generator_matches_the_documentation():
    for text in ["", "a", "foobar", "klondike/42", "freecell/1"]:
        assert dealing.fnv1a64(text) == fnv1a64(text)
    seed = fnv1a64("klondike/42")
    mine = splitmix64(seed)
    theirs = dealing.SplitMix64(seed)
    first = next(mine)
    assert theirs.next() == first
    assert [theirs.next() for _ in range(20)] == [next(mine) for _ in range(20)]
    assert dealing.SplitMix64(0).next() == 0xE220A8397B1DCDAF


def klondike_layout(order):
    """Klondike's documented deal of an order of codes: row r covers piles r..7, tops turned
    up, the rest to the stock with the next card to deal on top."""
    piles = {k: [] for k in range(1, 8)}
    i = 0
    for row in range(1, 8):
        for k in range(row, 8):
            piles[k].append(order[i])
            i += 1
    layout = {f"tableau{k}": [f"({c})" for c in cards[:-1]] + [cards[-1]] for k, cards in piles.items()}
    layout["stock"] = [f"({c})" for c in reversed(order[i:])]
    return layout


@pytest.mark.parametrize("deal", [1, 42, 2**31 - 1])
def test_klondike_deal_follows_the_documented_shuffle(deal):
    canonical = [r + s for s in "CDHS" for r in RANKS]
    order = documented_shuffle(canonical, "klondike", deal)
    game = sn.new_game("klondike", deal=deal)
    for pile_id, cards in klondike_layout(order).items():
        assert [c.text() for c in game.pile(pile_id).cards] == cards, pile_id


# --------------------------------------------------------------------------- numbered deals


def layout(game):
    return {p.id: [c.text() for c in p.cards] for p in game.piles}


@pytest.mark.parametrize("name, options", [("klondike", {}), ("klondike", {"draw": 3}), ("freecell", {})])
def test_same_deal_same_layout(name, options):
    a = sn.new_game(name, deal=1234, **options)
    b = sn.new_game(name, deal=1234, **options)
    assert layout(a) == layout(b)
    assert a.to_json() == b.to_json()


@pytest.mark.parametrize("name", ["klondike", "freecell"])
def test_different_deals_differ(name):
    layouts = {str(layout(sn.new_game(name, deal=n))) for n in range(1, 21)}
    assert len(layouts) == 20


def test_random_deal_is_recorded_and_replayable():
    game = sn.new_game("klondike")
    assert isinstance(game.deal, int) and 1 <= game.deal < 2**31
    assert layout(sn.new_game("klondike", deal=game.deal)) == layout(game)


@pytest.mark.parametrize("bad, words", [
    (0, ["out of range", "0"]), (-1, ["out of range", "-1"]), (2**31, ["out of range", str(2**31)]),
    ("7", ["whole number", "'7'"]), (1.5, ["whole number", "1.5"]), (True, ["whole number"]),
])
@pytest.mark.parametrize("name", ["klondike", "freecell"])
def test_bad_deal_numbers(name, bad, words):
    with pytest.raises(ValueError) as info:
        sn.new_game(name, deal=bad)
    for word in words:
        assert word in str(info.value)


def test_largest_deal_number_is_accepted():
    assert sn.new_game("freecell", deal=2**31 - 1).deal == 2**31 - 1


# --------------------------------------------------------------------------- explicit orders


def test_explicit_order_deals_in_that_order():
    order = [r + s for r in RANKS for s in "SHDC"]  # any permutation of the deck
    game = sn.new_game("klondike", order=order)
    for pile_id, cards in klondike_layout(order).items():
        assert [c.text() for c in game.pile(pile_id).cards] == cards, pile_id
    assert game.deal is None
    game.play("deal")
    assert [c.text() for c in game.pile("waste").cards] == [order[28]]


def test_explicit_order_for_freecell_deals_rows():
    order = [r + s for s in "CDHS" for r in RANKS]
    game = sn.new_game("freecell", order=order)
    for k in range(8):
        assert [c.text() for c in game.pile(f"tableau{k + 1}").cards] == order[k::8]


def test_explicit_order_accepts_card_objects_and_10():
    order = [sn.Card(r, s) for s in "CDHS" for r in range(1, 14)]
    assert layout(sn.new_game("klondike", order=order)) == \
        layout(sn.new_game("klondike", order=[str(c).replace("T", "10") for c in order]))


def _deck():
    return [r + s for s in "CDHS" for r in RANKS]


@pytest.mark.parametrize("make, words", [
    (lambda d: d[:-1] + ["AC"], ["AC", "2 times", "KS", "missing"]),
    (lambda d: d[:-1], ["51", "missing", "KS"]),
    (lambda d: d + ["AS"], ["53", "AS"]),
    (lambda d: d[:-1] + ["JK"], ["JK", "not in this deck", "KS"]),
])
def test_bad_orders_name_the_cards(make, words):
    with pytest.raises(ValueError) as info:
        sn.new_game("klondike", order=make(_deck()))
    for word in words:
        assert word in str(info.value)


def test_bad_code_in_an_order():
    with pytest.raises(ValueError, match="ZZ"):
        sn.new_game("klondike", order=_deck()[:-1] + ["ZZ"])
