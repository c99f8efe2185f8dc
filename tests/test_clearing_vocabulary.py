"""The vocabulary of the clearing games: covering shapes, pair rules, where pairs lie."""

from __future__ import annotations

import pytest

from solitaire_nb.rules import (
    KINGS_ALONE,
    InLine,
    SameRank,
    SameSuit,
    SumsTo,
    TableauToClear,
    Touching,
    inverted_pyramid,
    peaks,
    pyramid,
)
from solitaire_nb.rules.cards import Card


def c(code: str) -> Card:
    return Card.parse(code)


def test_a_pyramid_card_is_covered_by_the_two_cards_below_it():
    covers = pyramid(7)
    assert len(covers) == 28
    assert covers[1] == (2, 3)          # the apex
    assert covers[2] == (4, 5) and covers[3] == (5, 6)
    assert all(covers[n] == () for n in range(22, 29))  # the bottom row is free
    # every slot but the bottom row is covered by exactly two neighbours of the next row
    assert all(len(covers[n]) == 2 and covers[n][1] == covers[n][0] + 1 for n in range(1, 22))


def test_an_inverted_pyramid_lies_row_on_row():
    covers = inverted_pyramid(7)
    assert len(covers) == 28
    assert covers[1] == (8,) and covers[7] == (13,)      # the ends of the first row
    assert covers[2] == (8, 9)
    assert covers[28] == ()                               # the last single card is free


def test_three_peaks_share_their_bottom_row():
    covers = peaks(3)
    assert len(covers) == 28
    assert covers[1] == (4, 5) and covers[3] == (8, 9)
    assert covers[12] == (21, 22) and covers[13] == (22, 23)  # neighbouring peaks share card 22
    assert sum(1 for n in covers if not covers[n]) == 10


def test_sums_to_counts_ace_one_and_court_cards_eleven_to_thirteen():
    thirteen = SumsTo(13)
    assert thirteen.matches(c("6S"), c("7H"))
    assert thirteen.matches(c("QS"), c("AH"))
    assert not thirteen.matches(c("KS"), c("KH"))
    ten = SumsTo(10, also=((11, 11), (12, 12), (13, 13)),
                 also_text={"en": ", or two Jacks, two Queens or two Kings",
                            "fr": ", ou deux Valets, deux Dames ou deux Rois"})
    assert ten.matches(c("JS"), c("JH")) and ten.matches(c("KC"), c("KD"))
    assert not ten.matches(c("JS"), c("QH")) and not ten.matches(c("TS"), c("TH"))
    assert "two Kings" in ten.rule("en") and "deux Rois" in ten.rule("fr")


def test_extra_pairs_need_their_sentence():
    with pytest.raises(ValueError, match="also_text"):
        SumsTo(11, also=((11, 11),))


def test_same_rank_and_same_suit():
    assert SameRank().matches(c("7C"), c("7H")) and not SameRank().matches(c("7H"), c("8H"))
    assert SameSuit().matches(c("2S"), c("KS")) and not SameSuit().matches(c("KS"), c("KH"))


def test_touching_and_in_line_in_a_grid_of_five():
    touching, line = Touching(5), InLine(5)
    assert touching.allows(1, 7) and touching.allows(7, 1)     # corner to corner
    assert not touching.allows(5, 6)                            # end of a row, start of the next
    assert not touching.allows(1, 11) and not touching.allows(3, 3)
    assert line.allows(1, 5) and line.allows(2, 22)
    assert not line.allows(1, 7)


def test_kings_are_removed_alone_and_say_so_in_both_languages():
    assert KINGS_ALONE.allows(None, c("KD"), None)
    assert not KINGS_ALONE.allows(None, c("QD"), None)
    assert KINGS_ALONE.rule("en") == "a King is removed on its own"
    assert KINGS_ALONE.rule("fr") == "un Roi est retiré seul"


def test_a_covering_map_must_name_every_slot():
    with pytest.raises(ValueError, match="slots 1 to 3"):
        TableauToClear(3, {1: (2,), 2: ()})
