"""The table in words: a position described pile by pile, what a move did, and the
table's hidden live region that tells a screen reader about every change.

Expectations are computed from the game objects (its piles, labels and cards), never
written out as whole sentences."""

from __future__ import annotations

import random

import ipycanvas  # noqa: F401  (the table needs it: the [dev] extras install it)
import pytest
from each import assert_each

import solitaire_nb as sn
from solitaire_nb.engine.describe import (
    describe,
    describe_change,
    describe_lines,
    last_move_sentence,
    move_clause,
)
from solitaire_nb.engine.status import outcome_sentence
from solitaire_nb.rules.cards import Card
from solitaire_nb.table import Table
from solitaire_nb.table.aria import describe_table, reading_view
from solitaire_nb.table.layout import compute
from solitaire_nb.text.language import LANGUAGES
from solitaire_nb.text.messages import pile_in_sentence
from solitaire_nb.text.phrases import NBSP, french_typography

FACE_DOWN = {"en": ("face-down card", "face-down cards"), "fr": ("carte face cachée", "cartes face cachée")}
EMPTY = {"en": "empty", "fr": "vide"}
COLON = {"en": ": ", "fr": NBSP + ": "}


def line_of(lines, name, lang):
    """The line that starts with ``name`` and its colon."""
    found = [line for line in lines if line.startswith(name + COLON[lang])]
    assert len(found) == 1, (name, lines)
    return found[0]


def text(card, lang):
    return card.phrase_text(lang)


def face_down_count(n, lang):
    one, many = FACE_DOWN[lang]
    singular = n == 1 if lang == "en" else n < 2
    return f"{n} {one if singular else many}"


def klondike(deal=7):
    game = sn.new_game("klondike", deal=deal)
    game.clock = lambda: 0.0
    return game


# --------------------------------------------------------------------------- a position


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_klondike_deal_is_described_pile_by_pile(lang):
    game = klondike()
    lines = describe_lines(game, lang)
    assert lines[0].startswith(game.title(lang)) and str(game.deal) in lines[0]
    stock = game.pile("stock")
    assert face_down_count(len(stock.cards), lang) in line_of(lines, stock.label(lang), lang)
    assert line_of(lines, game.pile("waste").label(lang), lang).endswith(EMPTY[lang] + ".")
    foundations = line_of(lines, {"en": "Foundations", "fr": "Fondations"}[lang], lang)
    assert foundations.count(EMPTY[lang]) == len(game.group_piles("foundation"))
    for pile in game.group_piles("tableau"):
        line = line_of(lines, pile.label(lang), lang)
        down = sum(1 for card in pile.cards if not card.face_up)
        assert line.endswith(text(pile.top, lang) + ".")
        if down:
            assert face_down_count(down, lang) in line
        else:
            assert line == f"{pile.label(lang)}{COLON[lang]}{text(pile.top, lang)}."
    # the groups come in the table's reading order: stock, waste, foundations, tableau
    starts = [lines.index(line_of(lines, game.pile(p).label(lang), lang))
              for p in ("stock", "waste", "tableau1", "tableau7")]
    assert starts == sorted(starts)
    assert game.describe(lang) == describe(game, lang) == "\n".join(lines)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_freecell_deal_names_every_card_and_the_free_cells(lang):
    game = sn.new_game("freecell", deal=11)
    game.play(_to_free_cell(game))
    lines = describe_lines(game, lang)
    for pile in game.group_piles("tableau"):
        line = line_of(lines, pile.label(lang), lang)
        assert line.endswith(" ".join(text(c, lang) for c in pile.cards) + ".")
    cells = line_of(lines, {"en": "Free cells", "fr": "Cellules libres"}[lang], lang)
    items = cells.split(COLON[lang], 1)[1].rstrip(".").split(", ")
    assert items == [text(p.top, lang) if p.cards else EMPTY[lang] for p in game.cell_piles]


def _to_free_cell(game):
    return next(m for m in game.legal_moves() if m.target.startswith("reserve"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plurals_and_squared_piles(lang):
    game = klondike()
    piles = {pile.id: list(pile.cards) for pile in game.piles}
    stock = piles.pop("stock")
    waste = [card.up() for card in stock[:3]]
    piles.update(stock=stock[3:4], waste=waste)
    game.set_position(piles, partial=True)
    lines = describe_lines(game, lang)
    assert face_down_count(1, lang) in line_of(lines, game.pile("stock").label(lang), lang)
    line = line_of(lines, game.pile("waste").label(lang), lang)
    assert line.startswith(f"{game.pile('waste').label(lang)}{COLON[lang]}3 ")
    assert ("cards" if lang == "en" else "cartes") in line
    assert text(waste[-1], lang) in line and text(waste[0], lang) not in line
    assert face_down_count(1, lang) in line_of(lines, game.pile("tableau2").label(lang), lang)
    assert face_down_count(2, lang) in line_of(lines, game.pile("tableau3").label(lang), lang)


def test_french_typography():
    game = sn.new_game("canfield", deal=3)
    game.play("deal")
    sentences = describe_lines(game, "fr") + [last_move_sentence(game, "fr")]
    for sentence in sentences:
        assert french_typography(sentence) == sentence, sentence
    assert all(NBSP + ":" in line for line in describe_lines(game, "fr")[1:-1] if ":" in line)
    # an English description keeps plain spaces
    assert NBSP not in describe(game, "en")


def test_the_reading_order_and_the_cards_shown_can_be_given():
    game = klondike()
    order = [p.id for p in reversed(game.piles)]
    lines = describe_lines(game, "en", order=order)
    assert lines.index(line_of(lines, "Tableau 1", "en")) < lines.index(line_of(lines, "Stock", "en"))
    # a fanned tableau pile shown squared names only its top card
    pile = game.pile("tableau7")
    squared = line_of(describe_lines(game, "en", shown={"tableau7": 1}), pile.label("en"), "en")
    assert squared == f"Tableau 7: {len(pile.cards)} cards, {text(pile.top, 'en')} on top."


def test_bad_views_and_languages_are_refused():
    game = klondike()
    before = game.to_json()
    with pytest.raises(KeyError, match="tableau99"):
        describe(game, "en", order=["stock", "tableau99"])
    with pytest.raises(KeyError, match="nowhere"):
        describe(game, "en", shown={"nowhere": 1})
    with pytest.raises(ValueError, match="tableau1"):
        describe(game, "en", shown={"tableau1": 0})
    with pytest.raises(ValueError, match="language"):
        describe(game, "de")
    assert game.to_json() == before


def _every_game_is_described_in_every_language(game_id):
    rng = random.Random(game_id)
    game = sn.new_game(game_id, deal=rng.randrange(1, 10_000))
    game.autoplay = True
    for _ in range(3):
        moves = [m for m in game.legal_moves() if not game.is_idle(m)] or game.legal_moves()
        if moves:
            game.play(rng.choice(moves))
    order, shown = reading_view(game, compute(game))
    for lang in LANGUAGES:
        text_ = describe_table(game, compute(game), lang)
        assert "{" not in text_ and "}" not in text_
        for pile in game.piles:  # each pile is named, alone or in its group's line
            assert pile.label(lang) in text_ or pile.group.role.label(lang) in text_ \
                or len(game.group_piles(pile.group.prefix)) > 1, (pile.id, text_)
            if shown.get(pile.id, 0) is None:  # a fanned pile names all its face-up cards
                assert all(card.phrase_text(lang) in text_ for card in pile.cards if card.face_up)
        if lang == "fr":
            assert all(french_typography(line) == line for line in text_.split("\n"))
        if game.history:
            sentence = last_move_sentence(game, lang)
            assert sentence.endswith(".") and "{" not in sentence


def test_every_game_is_described_in_every_language():
    assert_each(sn.list_games(), _every_game_is_described_in_every_language, name=str)


# --------------------------------------------------------------------------- what a move did


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_is_said_with_the_card_uncovered(lang):
    game = klondike()
    before = game.copy()
    move = game.play("t4-f1")
    sentence = describe_change(before, game, move, lang)
    moved = before.pile("tableau4").top
    source, target = before.pile("tableau4"), before.pile("foundation1")
    assert text(moved, lang) in sentence
    assert pile_in_sentence(source, lang, "from") in sentence
    assert pile_in_sentence(target, lang, "to") in sentence
    assert text(game.pile("tableau4").top, lang) in sentence  # the card turned face up
    assert before.to_json() != game.to_json() and before.pile("tableau4").top == moved
    assert last_move_sentence(game, lang) == sentence


def test_deals_redeals_and_runs():
    game = klondike()
    game.play("deal")
    assert last_move_sentence(game, "en") == \
        f"You turned {text(game.pile('waste').top, 'en')} from the stock onto the waste."
    while game.pile("stock").cards:
        game.play("deal")
    waste = len(game.pile("waste").cards)
    game.play("redeal")
    assert f"new stock of {waste} cards" in last_move_sentence(game, "en")
    assert f"{waste} cartes" in last_move_sentence(game, "fr")
    yukon = sn.new_game("yukon", deal=2)
    move = next(m for m in yukon.legal_moves() if m.count > 2)
    cards = yukon.pile(move.source).cards[-move.count:]
    yukon.play(move)
    sentence = last_move_sentence(yukon, "en")
    assert f"{move.count} cards ({text(cards[0], 'en')} to {text(cards[-1], 'en')})" in sentence
    assert move_clause(yukon, move, "en")[0] is True


def test_autoplay_moves_are_said_after_the_move():
    rng = random.Random(4)
    game = sn.new_game("freecell", deal=4)
    game.autoplay = True
    for _ in range(300):
        game.play(rng.choice([m for m in game.legal_moves() if not game.is_idle(m)]))
        if game.last_auto_moves:
            break
    auto = game.last_auto_moves
    assert auto, "no autoplay happened in this deal"
    sentence = last_move_sentence(game, "en")
    assert f"then autoplay played {len(auto)} move" in sentence
    assert all(game.pile(m.target).label("en") in sentence for m in auto)


def test_no_move_yet():
    assert last_move_sentence(klondike(), "en") == "No move played yet."


# --------------------------------------------------------------------------- the table's live region


def live(table, lang="en"):
    return table._aria.live_text(lang)


def test_the_table_region_is_live_and_follows_the_game():
    t = Table(klondike())
    region = t._aria.html
    assert 'aria-live="polite"' in region.value and 'role="status"' in region.value
    assert "clip:rect(0,0,0,0)" in region.value and region.layout.display != "none"
    first = region.value
    moved = t.game.pile("tableau4").top
    assert t.play("t4-f1")
    assert region.value != first
    assert text(moved, "en") in live(t) and "Foundation 1" in live(t)
    assert live(t) in region.value
    assert t.describe() == describe_table(t.game, t.geometry, "en")
    assert all(line.replace("'", "&#x27;") in region.value for line in t.describe().split("\n"))


def test_the_region_announces_selections_refusals_undo_and_restart():
    t = Table(klondike())
    t.select("tableau5")
    assert text(t.game.pile("tableau5").top, "en") in live(t) and "Tableau 7" in live(t)
    assert not t.play("t7-t2")
    assert live(t).startswith(t.game.check("t7-t2").rule.label("en"))
    t.play("t4-f1")
    count = t._aria.count
    t.undo()
    assert live(t).startswith("You took back a move") and "Foundation 1" in live(t)
    t.undo()
    assert live(t) == "Nothing to undo." and t._aria.count == count + 2
    t.play("t4-f1")
    t.restart()
    assert live(t) == "Back to the start of the deal."
    t.set_lang("fr")
    assert live(t, "fr") in t._aria.html.value and 'lang="fr"' in t._aria.html.value


def test_a_drag_that_changes_nothing_announces_nothing():
    t = Table(klondike())
    value, count = t._aria.html.value, t._aria.count
    t.redraw()
    t.redraw()
    assert t._aria.html.value == value and t._aria.count == count


def test_the_region_says_when_the_game_is_won():
    game = sn.new_game("klondike", deal=7)
    piles = {f"foundation{i}": [Card(r, s) for r in range(1, 14)] for i, s in enumerate("CDH", 1)}
    piles["foundation4"] = [Card(r, "S") for r in range(1, 13)]
    piles["tableau1"] = [Card(13, "S")]
    game.set_position(piles)
    t = Table(game)
    t.play("t1-f4")
    assert game.is_won()
    assert live(t).startswith("You moved K♠") and live(t).endswith(outcome_sentence(game, "en"))
