"""The vocabulary pieces one by one: rank orders, suit rules, builds, units, empty piles."""

import pytest

from solitaire_nb import rules as v
from solitaire_nb.rules.cards import Card, parse_cards


def c(code):
    return Card.parse(code)


# --------------------------------------------------------------------------- rank orders

A, J, Q, K = 1, 11, 12, 13


@pytest.mark.parametrize("order, rank, onto, ok", [
    (v.Down(), 7, 8, True), (v.Down(), 8, 7, False), (v.Down(), 6, 8, False), (v.Down(), 8, 8, False),
    (v.Down(), Q, K, True), (v.Down(), K, A, False),
    (v.Down(wrap=True), K, A, True), (v.Down(wrap=True), A, 2, True),
    (v.Down(by=2), 6, 8, True), (v.Down(by=2), 7, 8, False),
    (v.Down(by=2), K, 2, False), (v.Down(by=2, wrap=True), K, 2, True), (v.Down(by=2, wrap=True), Q, A, True),
    (v.Up(), 9, 8, True), (v.Up(), 7, 8, False), (v.Up(), A, K, False), (v.Up(), 2, A, True),
    (v.Up(wrap=True), A, K, True), (v.Up(wrap=True), 2, K, False),
    (v.Up(by=3), J, 8, True), (v.Up(by=3), 9, 8, False), (v.Up(by=3, wrap=True), A, J, True),
    (v.Up(by=3, wrap=True), 2, Q, True),
    (v.Up(by=3), A, J, False),
    (v.UpOrDown(), 9, 8, True), (v.UpOrDown(), 7, 8, True), (v.UpOrDown(), 8, 8, False),
    (v.UpOrDown(), 6, 8, False), (v.UpOrDown(), A, K, False), (v.UpOrDown(wrap=True), A, K, True),
    (v.UpOrDown(wrap=True), K, A, True),
    (v.UpOrDown(by=2), 10, 8, True), (v.UpOrDown(by=2), 6, 8, True), (v.UpOrDown(by=2), 9, 8, False),
])
def test_rank_orders(order, rank, onto, ok):
    assert order.fits(rank, onto) is ok
    assert (rank in order.ranks_onto(onto)) is ok


def _expected(direction, by, wrap, rank, onto):
    """The rule written out with plain arithmetic on ranks 1..13."""
    deltas = {-1: [-by], 1: [by], 0: [by, -by]}[direction]
    for delta in deltas:
        target = onto + delta
        if wrap:
            target = (target - 1) % 13 + 1
        if target == rank:
            return True
    return False


@pytest.mark.parametrize("cls, direction", [(v.Down, -1), (v.Up, 1), (v.UpOrDown, 0)])
@pytest.mark.parametrize("by", [1, 2, 3, 5])
@pytest.mark.parametrize("wrap", [False, True])
def test_rank_orders_against_arithmetic(cls, direction, by, wrap):
    order = cls(by=by, wrap=wrap)
    for onto in range(1, 14):
        for rank in range(1, 14):
            assert order.fits(rank, onto) == _expected(direction, by, wrap, rank, onto), (rank, onto)


@pytest.mark.parametrize("bad", [0, 13, -1, 1.5, "2"])
def test_bad_build_step(bad):
    with pytest.raises(ValueError, match="build step"):
        v.Down(by=bad)


def test_rank_order_keys_and_words():
    assert v.Down().key == "build_down"
    assert v.Down(by=2).key == "build_down_by"
    assert v.Up().key == "build_up"
    assert v.Up(by=3).key == "build_up_by"
    assert v.UpOrDown().key == "build_up_or_down"
    assert "2" in v.Down(by=2).label("en") and "2" in v.Down(by=2).rule("fr")
    assert v.Down(wrap=True) != v.Down() and v.Down() == v.Down()
    assert v.WRAP in list(v.Down(wrap=True).concepts())
    assert v.WRAP not in list(v.Down().concepts())


# --------------------------------------------------------------------------- suit rules


@pytest.mark.parametrize("rule, card, onto, ok", [
    (v.BY_SUIT, "7H", "8H", True), (v.BY_SUIT, "7D", "8H", False), (v.BY_SUIT, "7S", "8H", False),
    (v.BY_COLOUR, "7D", "8H", True), (v.BY_COLOUR, "7C", "8S", True), (v.BY_COLOUR, "7S", "8H", False),
    (v.ALTERNATE_COLOUR, "7S", "8H", True), (v.ALTERNATE_COLOUR, "7H", "8C", True),
    (v.ALTERNATE_COLOUR, "7D", "8H", False), (v.ALTERNATE_COLOUR, "7C", "8S", False),
    (v.ANY_SUIT_BUT_OWN, "7D", "8H", True), (v.ANY_SUIT_BUT_OWN, "7S", "8H", True),
    (v.ANY_SUIT_BUT_OWN, "7H", "8H", False),
    (v.REGARDLESS_OF_SUIT, "7H", "8H", True), (v.REGARDLESS_OF_SUIT, "7S", "8H", True),
])
def test_suit_rules(rule, card, onto, ok):
    assert rule.fits(c(card), c(onto)) is ok


@pytest.mark.parametrize("rule, key", [
    (v.BY_SUIT, "build_by_suit"), (v.BY_COLOUR, "build_by_colour"),
    (v.ALTERNATE_COLOUR, "build_alternate_colour"), (v.ANY_SUIT_BUT_OWN, "build_any_suit_but_own"),
    (v.REGARDLESS_OF_SUIT, "build_regardless_of_suit"),
])
def test_suit_rule_keys(rule, key):
    assert rule.key == key
    assert rule.label("en") and rule.label("fr") and rule.rule("fr")


# --------------------------------------------------------------------------- builds


KLONDIKE_BUILD = v.Build(v.Down(), v.ALTERNATE_COLOUR)


@pytest.mark.parametrize("card, onto, refused_by", [
    ("7H", "8S", None),
    ("7H", "8H", "build_alternate_colour"),
    ("6H", "8S", "build_down"),
    ("9H", "8S", "build_down"),
    ("6H", "8H", "build_down"),  # rank order is reported first
    ("KH", "AS", "build_down"),
])
def test_build_fits_and_refusing(card, onto, refused_by):
    build = KLONDIKE_BUILD
    assert build.fits(c(card), c(onto)) is (refused_by is None)
    refusing = build.refusing(c(card), c(onto))
    assert (refusing.key if refusing else None) == refused_by


def test_build_is_sequence():
    assert KLONDIKE_BUILD.is_sequence(parse_cards("KS QH JC TD"))
    assert not KLONDIKE_BUILD.is_sequence(parse_cards("KS QH JD"))
    assert KLONDIKE_BUILD.is_sequence(parse_cards("5C"))
    foundation = v.Build(v.Up(), v.BY_SUIT)
    assert foundation.is_sequence(parse_cards("AS 2S 3S"))
    assert not foundation.is_sequence(parse_cards("AS 2S 3H"))


def test_build_concepts_and_label():
    keys = [concept.key for concept in KLONDIKE_BUILD.concepts()]
    assert keys == ["building", "build_down", "build_alternate_colour"]
    assert KLONDIKE_BUILD.label("en").startswith("build")
    assert KLONDIKE_BUILD.label("fr").startswith("construire")
    assert v.Build(v.Down(), v.BY_SUIT) == v.Build(v.Down(), v.BY_SUIT)
    assert v.Build(v.Down(), v.BY_SUIT) != KLONDIKE_BUILD


# --------------------------------------------------------------------------- units


def test_single_card():
    assert v.ONE_CARD.run_length(parse_cards("KS QH JC"), KLONDIKE_BUILD) == 1
    assert v.ONE_CARD.run_length(parse_cards("KS (QH)"), KLONDIKE_BUILD) == 0
    assert v.ONE_CARD.run_length([], KLONDIKE_BUILD) == 0
    assert v.ONE_CARD.refusal_for(parse_cards("QH JC"), KLONDIKE_BUILD) is v.ONE_CARD
    assert v.ONE_CARD.refusal_for(parse_cards("JC"), KLONDIKE_BUILD) is None


@pytest.mark.parametrize("cards, length", [
    ("(9D) KS QH JC", 3),
    ("(9D) KS QH JH", 1),
    ("KS QH JC TD 9S", 5),
    ("(KS) (QH) JC", 1),
    ("(KS) QH JC", 2),
    ("8S KS", 1),
    ("(JC)", 0),
    ("", 0),
])
def test_sequence(cards, length):
    assert v.SEQUENCE.run_length(parse_cards(cards), KLONDIKE_BUILD) == length


def test_sequence_refusal():
    assert v.SEQUENCE.refusal_for(parse_cards("QH JC"), KLONDIKE_BUILD) is None
    assert v.SEQUENCE.refusal_for(parse_cards("QH JH"), KLONDIKE_BUILD) is v.SEQUENCE


@pytest.mark.parametrize("cards, length", [
    ("KH QH JH", 3),
    ("KS QH JH", 2),
    ("KH QH JC", 1),
    ("(KH) QH JH", 2),
])
def test_same_suit_sequence(cards, length):
    # same-suit runs follow the pile's rank order whatever its suit rule
    spider = v.Build(v.Down(), v.REGARDLESS_OF_SUIT)
    assert v.SAME_SUIT_SEQUENCE.run_length(parse_cards(cards), spider) == length


@pytest.mark.parametrize("cards, length", [
    ("KS 2H 9C", 3), ("(KS) 2H 9C", 2), ("(KS) (2H)", 0), ("4D", 1),
])
def test_any_group(cards, length):
    assert v.ANY_GROUP.run_length(parse_cards(cards), KLONDIKE_BUILD) == length


@pytest.mark.parametrize("cells", range(5))
@pytest.mark.parametrize("columns", range(4))
def test_free_cell_capacity_table(cells, columns):
    # moving the cards one at a time: (cells + 1) cards per empty column, doubled by each column
    expected = cells + 1
    for _ in range(columns):
        expected *= 2
    assert v.FreeCellLimitedSequence.capacity(cells, columns) == expected


def test_free_cell_capacity_known_values():
    assert v.FreeCellLimitedSequence.capacity(0, 0) == 1
    assert v.FreeCellLimitedSequence.capacity(4, 0) == 5
    assert v.FreeCellLimitedSequence.capacity(2, 1) == 6
    assert v.FreeCellLimitedSequence.capacity(4, 3) == 40


# --------------------------------------------------------------------------- empty piles


@pytest.mark.parametrize("rule, card, ok", [
    (v.ANY_CARD, "5H", True), (v.ANY_CARD, "KS", True),
    (v.KINGS_ONLY, "KS", True), (v.KINGS_ONLY, "KH", True), (v.KINGS_ONLY, "QS", False),
    (v.KINGS_ONLY, "AS", False),
    (v.NEVER_FILLED, "KS", False), (v.NEVER_FILLED, "AS", False),
])
def test_empty_pile_rules(rule, card, ok):
    assert rule.accepts(c(card)) is ok
    ranks = rule.ranks()
    if ranks is not None:
        assert (c(card).rank in ranks) is ok


def test_empty_pile_keys():
    assert v.ANY_CARD.key == "empty_any_card"
    assert v.KINGS_ONLY.key == "empty_king_only"
    assert v.NEVER_FILLED.key == "empty_never"
    auto = v.FilledAutomatically("stock", then=v.KINGS_ONLY)
    assert auto.accepts(c("KS")) and not auto.accepts(c("QS"))
    assert v.FilledAutomatically("stock").accepts(c("KS")) is False


# --------------------------------------------------------------------------- foundations, stock


def test_base_card():
    assert v.ACE_BASE.rank == 1 and v.ACE_BASE.key == "base_card"
    assert v.BaseCard(1) == v.ACE_BASE and v.BaseCard(7) != v.ACE_BASE
    assert v.BaseCard(13).rule("en") == "each foundation must start with a King"
    assert v.BaseCard(1).rule("fr") == "chaque fondation doit commencer par un As"
    assert v.BaseCard(8).rule("en") == "each foundation must start with an 8"
    assert v.BaseCard(7).rule("fr") == "chaque fondation doit commencer par un 7"
    assert "base rank" in v.BaseCard(None).rule("en")


def test_redeal_words():
    assert v.Redeal(2).limit == 2 and v.UNLIMITED_REDEALS.limit is None and v.NO_REDEAL.limit == 0
    texts = {v.Redeal(2).rule("en"), v.UNLIMITED_REDEALS.rule("en"), v.NO_REDEAL.rule("en")}
    assert len(texts) == 3
    assert "2" in v.Redeal(2).rule("en")
    assert v.DealToWaste(3).params() == {"n": 3}


def test_concepts_render_in_both_languages():
    for concept in [v.Down(), v.Up(), v.UpOrDown(), v.Down(by=2), v.Up(by=2), v.ONE_CARD, v.SEQUENCE,
                    v.SAME_SUIT_SEQUENCE, v.ANY_GROUP, v.FREE_CELL_LIMITED, v.ANY_CARD, v.KINGS_ONLY,
                    v.NEVER_FILLED, v.ACE_BASE, v.IN_PLAY, v.OUT_OF_PLAY, v.DealToWaste(1),
                    v.Redeal(2), v.STOCK, v.WASTE, v.FOUNDATION, v.TABLEAU, v.RESERVE, v.FREE_CELL,
                    v.FACE_DOWN, v.WRAP]:
        for lang in ("en", "fr"):
            assert concept.label(lang).strip()
            assert concept.rule(lang).strip()
            assert "{" not in concept.label(lang) + concept.rule(lang)
