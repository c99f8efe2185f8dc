"""What the table writes on empty piles and beside them (pure Python: the display list)."""

from __future__ import annotations

import re

import pytest

import solitaire_nb as sn
from solitaire_nb.rules.cards import RANK_INDEX
from solitaire_nb.table.layout import compute
from solitaire_nb.table.pile_labels import empty_label, game_notes
from solitaire_nb.table.scene import View, build_cards
from solitaire_nb.table.sizes import table_width


def geometry_of(game):
    return compute(game, table_width(game))


def texts(game, lang="en"):
    return [item[3] for item in build_cards(game, geometry_of(game), View(lang=lang))
            if item[0] == "text"]


def test_an_empty_foundation_shows_the_rank_it_needs():
    g = sn.new_game("klondike", deal=1)
    assert empty_label(g, g.pile("foundation1"), "en") == "A"
    assert empty_label(g, g.pile("foundation1"), "fr") == "A"
    assert "A" in texts(g)
    canfield = sn.new_game("canfield", deal=1)
    base = canfield.state["base_rank"]
    empty = [p for p in canfield.group_piles("foundation") if not p.cards]
    assert empty and all(empty_label(canfield, p, "en") == RANK_INDEX["en"][base] for p in empty)


def test_terrace_names_its_foundations_rank_once_chosen():
    g = sn.new_game("terrace", deal=1)
    pile = g.group_piles("foundation")[0]
    if g.state.get("base_rank") is None:
        assert empty_label(g, pile, "en") is None      # not chosen yet: nothing to say
    else:
        assert empty_label(g, pile, "en") == RANK_INDEX["en"][g.state["base_rank"]]


def test_kinds_of_piles_without_numbers_and_tableau_slots_bare():
    g = sn.new_game("freecell", deal=1)
    assert empty_label(g, g.pile("reserve1"), "en") == "Free cell"
    k = sn.new_game("klondike", deal=1)
    assert empty_label(k, k.pile("waste"), "en") == "Waste"
    assert empty_label(k, k.pile("waste"), "fr") == "Défausse"
    assert empty_label(k, k.pile("tableau1"), "en") is None


@pytest.mark.parametrize("name", ["monte_carlo", "thirteen"])
def test_the_removed_cards_pile_is_named(name):
    g = sn.new_game(name, deal=1)
    pile = g.group_piles("foundation")[0]
    assert empty_label(g, pile, "en") == "Removed" and empty_label(g, pile, "fr") == "Retirées"


@pytest.mark.parametrize("name", sn.list_games())
def test_no_pile_shows_its_internal_number(name):
    g = sn.new_game(name, deal=1)
    for lang in ("en", "fr"):
        numbered = [t for t in texts(g, lang) if re.fullmatch(r"[^\d]+ \d+", t)]
        assert not numbered, numbered


def inside_a_card(game, geometry, x, y):
    for pile in game.piles:
        if pile.id in geometry.spots:
            for rx, ry, rw, rh in geometry.card_rects(pile) or [geometry.base_rect(pile.id)]:
                if rx <= x <= rx + rw and ry <= y <= ry + rh:
                    return pile.id
    return None


def test_the_clock_shows_its_hours_off_the_cards():
    g = sn.new_game("clock", deal=1)
    geometry = geometry_of(g)
    notes = game_notes(g, geometry, "en")
    assert sorted(int(text) for _, _, text in notes) == list(range(1, 13))
    for x, y, text in notes:
        assert inside_a_card(g, geometry, x, y) is None, text
        assert 0 < x < geometry.width and 0 < y < geometry.height
    assert "12" in texts(g)


def test_poker_scores_each_complete_hand_beside_its_line():
    g = sn.new_game("poker", deal=1)
    assert game_notes(g, geometry_of(g), "en") == []          # no hand complete yet
    while any(not cell.cards for cell in g.group_piles("tableau")[:5]):
        cell = next(c for c in g.group_piles("tableau")[:5] if not c.cards)
        g.play(next(m for m in g.legal_moves() if m.target == cell.id))
    geometry = geometry_of(g)
    notes = game_notes(g, geometry, "en")
    assert len(notes) == 1                                     # row 1
    x, y, text = notes[0]
    assert text.isdigit() and inside_a_card(g, geometry, x, y) is None
    row = geometry.spots["tableau5"]
    assert x > row.x + geometry.card_w and row.y < y < row.y + geometry.card_h
    assert x < geometry.width


# --------------------------------------------------------------------------- the toolbar and its menu


def test_the_toolbar_holds_the_common_actions_and_the_menu_the_rest():
    from solitaire_nb.table import Table
    t = Table(sn.new_game("klondike", deal=1), lang="en", autosave=False)
    shown = [child.description for child in t._toolbar.children]
    assert shown[:5] + shown[-1:] == ["New game", "Restart", "Undo", "Redo", "Hint", "More"]
    assert shown[5] == t._buttons["deal_cards"].description and len(shown) == 7
    assert t._options_box.layout.display == "none"            # the menu: hidden until asked for
    t._menu_toggle.value = True
    assert t._options_box.layout.display is None
    t.show_menu(False)
    assert t._options_box.layout.display == "none" and not t._menu_toggle.value
    t.set_lang("fr")
    shown = [child.description for child in t._toolbar.children]
    assert shown[:5] + shown[-1:] == ["Nouvelle partie", "Recommencer", "Annuler", "Rétablir", "Indice",
                                      "Plus"]


def test_options_read_in_words():
    from solitaire_nb.table import Table
    t = Table(sn.new_game("klondike", deal=1), lang="en", autosave=False)
    draw = t._option_widgets["draw"]
    assert draw.description == "Draw" and [label for label, _ in draw.options] == ["1 card", "3 cards"]
    assert "cards turned per click" in draw.tooltip
    redeals = t._option_widgets["redeals"]
    assert [label for label, _ in redeals.options] == ["none", "2", "unlimited"]
    t.set_lang("fr")
    assert draw.description == "Pioche" and [label for label, _ in draw.options] == ["1 carte", "3 cartes"]
    draw.value = 3                                               # the option still plays
    assert t.game.options["draw"] == 3
    peaks = Table(sn.new_game("triple_peaks", deal=1), lang="en", autosave=False)
    multiplier = peaks._option_widgets["multiplier"]
    assert multiplier.description == "Multiplier scoring"
    assert [label for label, _ in multiplier.options] == ["no", "yes"]
    freecell = Table(sn.new_game("freecell", deal=1), lang="en", autosave=False)
    assert freecell._option_widgets["scoring"].options[0] == ("cards on the foundations", "aisleriot")


# --------------------------------------------------------------------------- the message line


def test_the_message_keeps_one_line_unless_asked_for_whole():
    from solitaire_nb.table import Table
    from solitaire_nb.text.phrases import Said
    t = Table(sn.new_game("klondike", deal=7), lang="en", autosave=False)
    status = t._status
    assert status.more.layout.visibility == "hidden"            # no message: nothing to show whole
    t.select("tableau5")                                         # a short message
    message = t._status_html.value.split('class="solitaire-message"')[1]
    assert "white-space:nowrap" in message and "text-overflow:ellipsis" in message
    t.interaction.message = Said("table.verdict_unknown", seconds=5, n=1234)   # a long one
    t.update_status()
    assert status.more.layout.visibility == "visible" and status.more.description == "Full message"
    status.more.value = True                                     # the player asks for it whole
    message = t._status_html.value.split('class="solitaire-message"')[1]
    assert "nowrap" not in message and "Ask again a few moves later" in message
    t.set_lang("fr")
    assert status.more.description == "Message entier"
