"""Cards and decks: codes, colours, immutability, deck sizes and contents."""

from collections import Counter

import pytest

import solitaire_nb as sn
from solitaire_nb.rules.cards import SUITS, Card, CardCodeError, Deck, parse_cards

RANK_CODES = "A23456789TJQK"


# --------------------------------------------------------------------------- codes


@pytest.mark.parametrize("rank", range(1, 14))
@pytest.mark.parametrize("suit", "CDHS")
def test_every_code_round_trips(rank, suit):
    card = Card(rank, suit)
    code = RANK_CODES[rank - 1] + suit
    assert str(card) == code
    assert Card.parse(code) is card
    assert Card.parse(code.lower()) is card
    assert card.rank == rank and card.suit == suit and card.face_up


def test_ten_may_be_written_10_or_t():
    assert Card.parse("10D") == Card.parse("TD")
    assert Card.parse("10D") is Card(10, "D")
    assert str(Card.parse("10D")) == "TD"


def test_parentheses_mean_face_down():
    card = Card.parse("(AS)")
    assert not card.face_up
    assert card.code == "AS" and str(card) == "AS"
    assert card.text() == "(AS)"
    assert Card.parse("AS").text() == "AS"
    assert card.up() is Card.parse("AS")
    assert card.flipped().face_up and card.flipped().flipped() is card
    assert Card.parse(" ( 10H ) ").face_up is False


def test_joker_code():
    joker = Card.parse("JK")
    assert joker.is_joker and joker.rank == 0 and joker.suit == "J"
    assert str(joker) == "JK"


@pytest.mark.parametrize("code, words", [
    ("", ["not a card code"]),
    ("A", ["not a card code"]),
    ("AX", ["unknown suit", "X"]),
    ("1D", ["unknown rank", "1"]),
    ("11D", ["unknown rank", "11"]),
    ("0S", ["unknown rank"]),
    ("ZZ", ["unknown suit"]),
    ("KKH", ["unknown rank", "KK"]),
])
def test_bad_codes_raise_a_clear_error(code, words):
    with pytest.raises(CardCodeError) as info:
        Card.parse(code)
    assert isinstance(info.value, ValueError)
    message = str(info.value)
    for word in words:
        assert word in message
    assert repr(code) in message


def test_a_code_must_be_a_string():
    with pytest.raises(CardCodeError, match="string"):
        Card.parse(7)


@pytest.mark.parametrize("rank, suit, word", [(0, "S", "rank"), (14, "H", "rank"), (1, "X", "suit"),
                                              (3, "J", "Joker")])
def test_bad_constructor_arguments(rank, suit, word):
    with pytest.raises(CardCodeError, match=word):
        Card(rank, suit)


def test_parse_cards_accepts_spaces_commas_and_lists():
    assert parse_cards("AS, 10D (KH)") == [Card(1, "S"), Card(10, "D"), Card(13, "H", False)]
    assert parse_cards(["AS", "TD"]) == [Card(1, "S"), Card(10, "D")]


# --------------------------------------------------------------------------- colours and names


@pytest.mark.parametrize("suit, colour", [("C", "black"), ("S", "black"), ("D", "red"), ("H", "red")])
def test_colours(suit, colour):
    card = Card(5, suit)
    assert card.colour == colour
    assert card.red == (colour == "red")


def test_names_in_both_languages():
    assert Card.parse("QH").name("en") == "Queen of hearts"
    assert Card.parse("QH").name("fr") == "Dame de cœur"
    assert Card.parse("AS").name("fr") == "As de pique"


# --------------------------------------------------------------------------- immutability


def test_cards_are_immutable_and_interned():
    card = Card.parse("7H")
    with pytest.raises(AttributeError):
        card.rank = 8
    with pytest.raises(AttributeError):
        card.face_up = False
    with pytest.raises(AttributeError):
        card.new_attribute = 1
    with pytest.raises(AttributeError):
        del card.rank
    assert card.rank == 7 and card.face_up
    assert Card(7, "H") is card
    assert Card(7, "H", False) is not card
    assert Card(7, "H", False) != card  # the side up is part of the value
    assert hash(Card(7, "H")) == hash(card)


def test_flipping_gives_a_new_card():
    card = Card.parse("7H")
    down = card.flipped()
    assert card.face_up and not down.face_up
    assert down.down() is down and card.up() is card


# --------------------------------------------------------------------------- decks


def _codes(deck):
    return Counter(c.code for c in deck.cards())


@pytest.mark.parametrize("deck, size, copies_of_each", [
    (sn.STANDARD_DECK, 52, 1),
    (sn.DOUBLE_DECK, 104, 2),
    (sn.TRIPLE_DECK, 156, 3),
])
def test_full_decks(deck, size, copies_of_each):
    cards = deck.cards()
    assert len(cards) == size == deck.size
    counts = _codes(deck)
    assert set(counts) == {r + s for r in RANK_CODES for s in SUITS}
    assert set(counts.values()) == {copies_of_each}
    assert all(not c.face_up for c in cards)


def test_joker_deck():
    counts = _codes(sn.JOKER_DECK)
    assert sn.JOKER_DECK.size == 54 == sum(counts.values())
    assert counts["JK"] == 2
    assert all(n == 1 for code, n in counts.items() if code != "JK")
    assert len(counts) == 53


def test_stripped_deck_without_kings():
    deck = sn.stripped_deck()
    counts = _codes(deck)
    assert deck.size == 48 == sum(counts.values())
    assert not any(code.startswith("K") for code in counts)
    assert set(counts.values()) == {1}
    assert len(counts) == 48


def test_stripped_deck_of_other_ranks():
    deck = sn.stripped_deck(without_ranks=(2, 3, 4, 5, 6))
    counts = _codes(deck)
    assert deck.size == 32 == sum(counts.values())
    assert {code[0] for code in counts} == set("A789TJQK")


def test_one_suit_deck_is_104_spades():
    counts = _codes(sn.ONE_SUIT_DECK)
    assert sn.ONE_SUIT_DECK.size == 104 == sum(counts.values())
    assert set(counts) == {r + "S" for r in RANK_CODES}
    assert set(counts.values()) == {8}


def test_two_suit_deck_is_104_hearts_and_spades():
    counts = _codes(sn.TWO_SUIT_DECK)
    assert sn.TWO_SUIT_DECK.size == 104 == sum(counts.values())
    assert set(counts) == {r + s for r in RANK_CODES for s in "HS"}
    assert set(counts.values()) == {4}


def test_deck_order_is_canonical_and_stable():
    first = [c.code for c in sn.STANDARD_DECK.cards()]
    assert first == [c.code for c in sn.STANDARD_DECK.cards()]
    assert first[:13] == [r + "C" for r in RANK_CODES]
    assert first[13] == "AD"


def test_deck_keys_are_glossary_words():
    assert sn.STANDARD_DECK.key == "standard_deck"
    assert sn.DOUBLE_DECK.key == "double_deck"
    assert sn.JOKER_DECK.key == "joker_deck"
    assert isinstance(sn.STANDARD_DECK, Deck)
    assert "52" in sn.STANDARD_DECK.rule("en") or "52" in sn.STANDARD_DECK.definition("en")
