"""A table readable by everyone: card sizes, large print, a four-colour deck, and marks
that colour-blind players tell apart.  The colour checks simulate protanopia,
deuteranopia and tritanopia (tests/colour_vision.py)."""

import io
import itertools

import ipycanvas  # noqa: F401  (the table needs it: the [dev] extras install it)
import pytest
from colour_vision import KINDS, contrast, distance

import solitaire_nb as sn
from solitaire_nb.engine.moves import Move
from solitaire_nb.table import Table
from solitaire_nb.table.cards import COURT, FACE, FELT, FOUR_COLOURS, HINT, MOVABLE, SELECT, TARGET, Design
from solitaire_nb.table.layout import compute
from solitaire_nb.table.png import game_png
from solitaire_nb.table.scene import (
    View,
    build_scene,
    hint_mark,
    movable_mark,
    selection_mark,
    target_mark,
)
from solitaire_nb.table.sizes import (
    CARD_SIZES,
    READABLE,
    card_width_for,
    css_widths,
    table_width,
)
from solitaire_nb.table.svg import game_svg
from solitaire_nb.text.phrases import NBSP

SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def faces_drawn(items):
    """[(card code, [its text primitives])] in drawing order: the texts after each card's
    note, up to the next thing that is not part of a card face (a court card's frames are)."""
    faces, current = [], None
    for item in items:
        if item[0] == "note":
            current = []
            faces.append((item[1], current))
        elif item[0] == "text" and current is not None:
            current.append(item)
        elif not (item[0] == "rect" and item[6] in (COURT, None)):
            current = None
    return faces


def cards_drawn(items):
    """{card code: [its text primitives]} (for decks without twin cards)."""
    return dict(faces_drawn(items))


def suit_colours(items):
    """{suit letter: set of colours its symbol is drawn in}."""
    found = {}
    for texts in cards_drawn(items).values():
        for item in texts:
            if item[3] in SUITS:
                found.setdefault(SUITS[item[3]], set()).add(item[5])
    return found


def scene_of(game, **design):
    return build_scene(game, compute(game), View(lang="en", design=Design(**design)))


# --------------------------------------------------------------------------- four colours


def test_four_colours_give_each_suit_its_own_colour():
    g = sn.new_game("freecell", deal=1)            # every card face up: all four suits show
    standard = suit_colours(scene_of(g))
    assert standard["C"] == standard["S"] and standard["H"] == standard["D"]
    assert standard["C"] != standard["H"]
    four = suit_colours(scene_of(g, four_colours=True))
    assert all(len(colours) == 1 for colours in four.values())
    assert len({next(iter(colours)) for colours in four.values()}) == 4
    assert four["C"] == {FOUR_COLOURS["C"]} and four["D"] == {FOUR_COLOURS["D"]}


@pytest.mark.parametrize("kind", ("normal",) + KINDS)
def test_four_colours_stay_apart_for_colour_blind_eyes(kind):
    for a, b in itertools.combinations("SHDC", 2):
        assert distance(FOUR_COLOURS[a], FOUR_COLOURS[b], kind) > 30, (a, b, kind)


def test_four_colours_read_well_on_the_card_face():
    for suit, colour in FOUR_COLOURS.items():
        assert contrast(colour, FACE) >= 4.5, suit


# --------------------------------------------------------------------------- large print


def corner(texts):
    """The top-left rank of a card: its first text."""
    return texts[0]


def test_large_print_draws_bigger_corners_and_thicker_outlines():
    g = sn.new_game("klondike", deal=7)
    standard, large = scene_of(g), scene_of(g, large_print=True)
    small_corners = {code: corner(t)[4] for code, t in cards_drawn(standard).items()}
    big_corners = {code: corner(t)[4] for code, t in cards_drawn(large).items()}
    assert small_corners.keys() == big_corners.keys()
    for code, size in small_corners.items():
        assert big_corners[code] >= 1.5 * size, code
    w = compute(g).card_w
    faces = [item for item in standard if item[0] == "rect" and item[6] == FACE and item[3] == w]
    faces_large = [item for item in large if item[0] == "rect" and item[6] == FACE and item[3] == w]
    assert len(faces) == len(faces_large) > 0
    assert min(item[8] for item in faces_large) >= 2 * max(item[8] for item in faces)


@pytest.mark.parametrize("name, cards", [
    ("klondike", {"tableau1": "(2D) (3D) (4D) (5D) (6D) (7D) KS QH JC TH 9C 8H 7C 6H 5C 4H 3C 2H",
                  "tableau2": "KH QC JH TC 9H 8C 7H 6C 5H"}),
])
def test_large_print_corners_fit_what_the_next_card_leaves_visible(name, cards):
    g = sn.position(name, cards)
    geometry = compute(g)
    drawn = cards_drawn(scene_of(g, large_print=True))
    for pile_id in cards:
        pile = g.pile(pile_id)
        rects = geometry.card_rects(pile)
        for card, rect, above in zip(pile.cards, rects, rects[1:]):
            if not card.face_up:
                continue
            for item in drawn[str(card)]:
                _, x, y, _text, size, *_ = item
                assert y + size / 2 <= above[1] + 0.5, (card, item)     # not under the next card
                assert rect[0] <= x <= rect[0] + rect[2]
        assert corner(drawn[str(pile.cards[-1])])[4] == pytest.approx(0.32 * geometry.card_w)


@pytest.mark.parametrize("name", ["klondike", "freecell", "spider", "diamond_mine", "cruel", "golf"])
def test_large_print_text_stays_inside_its_card(name):
    g = sn.new_game(name, deal=5)
    geometry = compute(g)
    shown = []              # the face-up cards the scene draws, in its order, with their place
    for pile in g.piles:
        if pile.id in geometry.spots:
            rects = geometry.card_rects(pile)
            for i, (card, rect) in enumerate(zip(pile.cards, rects)):
                hidden = i + 1 < len(rects) and rects[i + 1][:2] == rect[:2]
                if card.face_up and not hidden:
                    shown.append((str(card), rect))
    faces = faces_drawn(scene_of(g, large_print=True, four_colours=True))
    assert [code for code, _ in faces] == [code for code, _ in shown]
    for (code, texts), (_, (x0, y0, w, h)) in zip(faces, shown):
        for _, x, y, text, size, *_ in texts:
            assert x0 <= x <= x0 + w and y0 + size * 0.4 <= y <= y0 + h - size * 0.4, (code, text)


# --------------------------------------------------------------------------- card sizes


@pytest.mark.parametrize("name", sn.list_games())
def test_every_game_keeps_readable_cards_at_the_default_size(name):
    g = sn.new_game(name, deal=2)
    t = Table(g)
    geometry = t.geometry
    assert geometry.card_w == pytest.approx(CARD_SIZES["medium"], abs=0.1)
    narrowest, widest = css_widths(geometry)
    # the narrowest the canvas is shown, its cards are still 38 CSS pixels wide
    assert narrowest / geometry.width * geometry.card_w >= READABLE - 0.5 == 37.5
    assert widest == round(geometry.width)
    assert t.canvas.layout.min_width == f"{narrowest}px" and t.canvas.layout.max_width == f"{widest}px"
    assert t.canvas.width == round(t.table_width * t.scale)
    assert t.canvas.height == round(geometry.height * t.scale)


def test_wide_games_get_cards_as_big_as_narrow_ones():
    widths = {}
    for name in ("klondike", "spider", "diamond_mine"):
        t = Table(sn.new_game(name, deal=1))
        widths[name] = t.table_width
        assert t.geometry.card_w == pytest.approx(104, abs=0.1)
    assert widths["klondike"] < widths["spider"] < widths["diamond_mine"]
    # the old fixed 840-pixel table gave Diamond Mine's 13 columns 55-pixel cards
    assert compute(sn.new_game("diamond_mine", deal=1)).card_w < 60


def test_the_size_control_changes_the_geometry():
    t = Table(sn.new_game("spider", deal=4))
    before = t.geometry.card_w
    t._size_menu.value = "extra_large"
    assert t.card_size == "extra_large"
    assert t.geometry.card_w == pytest.approx(CARD_SIZES["extra_large"], abs=0.1)
    assert t.geometry.card_w > before
    assert t.table_width == table_width(t.game, "extra_large")
    assert t.canvas.width == round(t.table_width * t.scale)
    assert t.canvas.height == round(t.geometry.height * t.scale)
    assert t.canvas.layout.min_width == f"{css_widths(t.geometry, 'extra_large')[0]}px"
    t.set_card_size("small")
    assert t._size_menu.value == "small" and t.geometry.card_w == pytest.approx(78, abs=0.1)
    # clicks still land where the cards are drawn
    for pile in t.game.piles:
        if pile.cards:
            assert t.hit(*t.point(pile.id))[0] == pile.id
    # a new deal keeps the card size
    t.new_deal(9)
    assert t.geometry.card_w == pytest.approx(78, abs=0.1)
    # a table wider than the notebook even at its narrowest scrolls sideways (a scrolling box)
    assert t._scroller.children == (t.canvas,) and t._scroller.layout.overflow == "auto"
    assert t._scroller in t.children


@pytest.mark.parametrize("name", ["klondike", "spider", "diamond_mine", "cover"])
def test_a_larger_size_shows_larger_cards_in_any_notebook(name):
    g = sn.new_game(name, deal=1)
    for column in range(300, 2600, 50):          # the notebook's width in CSS pixels
        shown = []
        for size in CARD_SIZES:
            geometry = compute(g, table_width(g, size))
            narrowest, widest = css_widths(geometry, size)
            css = min(max(column, narrowest), widest)       # width: 100%, between min and max
            shown.append(round(css / geometry.width * geometry.card_w, 6))
        assert shown == sorted(shown), (column, shown)
        assert shown[0] >= READABLE - 0.5                  # never below the readable width


#: The output area of a notebook in JupyterLab in a 1024-pixel window, its file browser open
#: (measured in the browser tests: 1024 less the side bars, the prompt and the paddings).
OUTPUT_AT_1024 = 590


def test_cards_shrink_to_the_available_width():
    g = sn.new_game("klondike", deal=1)          # 7 columns: 104-pixel cards need 862 pixels
    assert card_width_for(g, 2000) == CARD_SIZES["medium"]                  # never above the size
    assert card_width_for(g, 2000, "small") == CARD_SIZES["small"]
    assert card_width_for(g, 862.0) == pytest.approx(104, abs=0.2)
    assert card_width_for(g, 600) == pytest.approx(600 / (7 * 1.16 + 0.16))  # fits: about 72
    assert card_width_for(g, 200) == READABLE                                # then no narrower
    assert card_width_for(g, 600, "extra_large") == card_width_for(g, 600)   # the width decides
    gaps = sn.new_game("gaps", deal=1)           # 13 columns
    assert card_width_for(gaps, 1280) == pytest.approx(1280 / (13 * 1.16 + 0.16))
    assert card_width_for(gaps, 1280) < card_width_for(g, 1280)


@pytest.mark.parametrize("name", sn.list_games())
def test_every_game_fits_a_1024_pixel_screen(name):
    g = sn.new_game(name, deal=1)
    geometry = Table(g).geometry
    assert card_width_for(g, OUTPUT_AT_1024) >= READABLE
    narrowest, _ = css_widths(geometry)
    assert narrowest <= OUTPUT_AT_1024, (name, narrowest)   # no sideways scrolling


def test_bad_settings_are_refused_and_change_nothing():
    t = Table(sn.new_game("klondike", deal=7))
    geometry, design = t.geometry, t.design
    with pytest.raises(ValueError, match="huge.*'small', 'medium', 'large', 'extra_large'"):
        t.set_card_size("huge")
    with pytest.raises(TypeError, match="large_print must be True or False, not 'yes'"):
        t.set_design(large_print="yes")
    assert t.geometry is geometry and t.design is design and t.card_size == "medium"
    with pytest.raises(ValueError, match="card size 'tiny'"):
        Table(sn.new_game("klondike", deal=7), card_size="tiny")
    with pytest.raises(TypeError, match="four_colours"):
        Table(sn.new_game("klondike", deal=7), four_colours=1)
    with pytest.raises(ValueError, match="width must be a positive number"):
        Table(sn.new_game("klondike", deal=7), width=-3)
    with pytest.raises(ValueError, match="card size"):
        sn.show(sn.new_game("klondike", deal=7), card_size=2)


def test_a_fixed_width_still_lays_the_table_out_as_before():
    g = sn.new_game("diamond_mine", deal=1)
    t = Table(g, width=840)
    assert t.table_width == 840 and t.geometry.card_w == pytest.approx(compute(g, 840).card_w)
    narrowest, widest = css_widths(t.geometry)
    # its small cards (55 pixels) may shrink on screen, never below the readable minimum
    assert narrowest / 840 * t.geometry.card_w == pytest.approx(READABLE, abs=0.5)
    assert widest == 840 > narrowest
    t.set_card_size("medium")          # the size control takes over
    assert t.geometry.card_w == pytest.approx(104, abs=0.1)


# --------------------------------------------------------------------------- the controls


def test_design_controls_redraw_and_follow_the_language():
    t = Table(sn.new_game("klondike", deal=7))
    assert t._appearance_box in t._options_box.children
    count = t.redraw_count
    t._print_toggle.value = True
    t._colours_toggle.value = True
    assert t.design == Design(large_print=True, four_colours=True)
    assert t.redraw_count == count + 2
    assert suit_colours(t.scene())["C"] == {FOUR_COLOURS["C"]}
    assert t._size_menu.description == "Cards" and t._print_toggle.description == "Large print"
    assert [label for label, _ in t._size_menu.options] == ["small", "medium", "large", "extra large"]
    t.set_lang("fr")
    assert t._size_menu.description == "Cartes"
    assert [label for label, _ in t._size_menu.options] == ["petites", "moyennes", "grandes",
                                                             "très grandes"]
    assert t._size_menu.value == "medium"
    assert t._print_toggle.description == "Gros caractères"
    assert t._colours_toggle.description == "Quatre couleurs"
    assert f"teinte{NBSP}:" in t._colours_toggle.tooltip
    t.set_design(large_print=False)
    assert t._print_toggle.value is False and t.design.four_colours


def test_constructor_settings():
    t = Table(sn.new_game("freecell", deal=3), card_size="large", large_print=True, four_colours=True)
    assert t.card_size == "large" and t._size_menu.value == "large"
    assert t._print_toggle.value and t._colours_toggle.value
    assert t.geometry.card_w == pytest.approx(130, abs=0.1)


# --------------------------------------------------------------------------- static pictures


def test_svg_and_png_follow_the_design():
    g = sn.new_game("freecell", deal=1)
    plain = game_svg(g)
    four = game_svg(g, design=Design(four_colours=True))
    assert FOUR_COLOURS["C"] not in plain and f'fill="{FOUR_COLOURS["C"]}"' in four
    large = sn.show(g, large_print=True).svg()
    assert large != plain
    t = Table(g, large_print=True, four_colours=True)
    assert f'fill="{FOUR_COLOURS["D"]}"' in t._repr_svg_()

    from PIL import Image

    def greens(png):
        image = Image.open(io.BytesIO(png)).convert("RGB")
        target = tuple(int(FOUR_COLOURS["C"][i:i + 2], 16) for i in (1, 3, 5))
        return sum(n for n, c in image.getcolors(1 << 20)
                   if sum(abs(a - b) for a, b in zip(c, target)) < 30)
    assert greens(game_png(g)) == 0
    assert greens(game_png(g, design=Design(four_colours=True))) > 200
    assert greens(sn.show(g, four_colours=True).png()) > 200
    picture = sn.show(g, card_size="large")
    assert picture.geometry.card_w == pytest.approx(130, abs=0.1)


# --------------------------------------------------------------------------- marks


def outline(items):
    """What a mark looks like without its colours: primitive kinds, line patterns, signs."""
    shape = set()
    for item in items:
        if item[0] == "rect" and item[7]:
            shape.add(("outline", item[9]))
        elif item[0] == "lines":
            shape.add(("lines", len(item[1])))
        elif item[0] == "text":
            shape.add(("sign", item[3]))
    return shape


def test_marks_differ_by_shape_not_only_by_colour():
    rect = (100.0, 100.0, 80.0, 112.0)
    shapes = {}
    for name, mark in [("target", target_mark), ("selection", selection_mark), ("hint", hint_mark),
                       ("movable", movable_mark)]:
        out = []
        mark(out, rect, 80.0)
        shapes[name] = outline(out)
    lines = {name: {s for s in shape if s[0] != "sign"} for name, shape in shapes.items()}
    for a, b in itertools.combinations(shapes, 2):
        assert lines[a] != lines[b], (a, b)            # another outline pattern
    signs = {name: {s for s in shape if s[0] == "sign"} for name, shape in shapes.items()}
    assert signs["target"] == {("sign", "✓")} and signs["hint"] == {("sign", "?")}


@pytest.mark.parametrize("kind", ("normal",) + KINDS)
def test_mark_colours_stand_out_from_the_felt(kind):
    for colour in (TARGET, SELECT, HINT, MOVABLE):
        assert distance(colour, FELT, kind) > 30, (colour, kind)


def test_the_hint_is_drawn_with_its_own_mark():
    g = sn.new_game("klondike", deal=7)
    view = View(lang="en", hint=Move("tableau4", "foundation1", 1))
    items = build_scene(g, compute(g), view)
    assert any(item[0] == "lines" and item[2] == HINT for item in items)
    assert any(item[0] == "text" and item[3] == "?" for item in items)
    assert any(item[0] == "text" and item[3] == "✓" for item in items)


def test_play_takes_the_table_settings_beside_the_game_options():
    t = sn.play("klondike", deal=7, draw=3, card_size="large", large_print=True, four_colours=True,
                lang="fr", celebrate=False)
    assert t.game.options["draw"] == 3 and t.card_size == "large" and t.lang == "fr"
    assert t.design.large_print and t.design.four_colours and not t.celebration
    copy = t.copy()
    assert (copy.card_size, copy.design, copy.lang, copy.celebration) == ("large", t.design, "fr", False)
    with pytest.raises(ValueError, match="card_size|size"):
        sn.play("klondike", deal=7, card_size="huge")
