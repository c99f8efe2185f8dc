"""Every game's table: piles inside the table, no two piles on the same spot,
hit-testing finds each pile, and the layout kinds (columns, grids, sideways fans)."""

import pytest
from each import assert_each

import solitaire_nb as sn
from solitaire_nb.table.layout import Column, Gap, Piles, Row, Shape, TableLayout, compute, layout_for

GAMES = sn.list_games()


def _overlap(a, b):
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return min(ax + aw, bx + bw) - max(ax, bx) > 0.5 and min(ay + ah, by + bh) - max(ay, by) > 0.5


def _area(geo, pile):
    """The pile's cards and the room its fan may grow into."""
    x, y, w, h = geo.pile_rect(pile)
    spot = geo.spots[pile.id]
    if spot.fan == "down":
        h = max(h, spot.bottom - y)
    elif spot.fanned:
        w = max(w, spot.reach - x)
    return (x, y, w, h)


def _shape_prefixes(region):
    """The groups laid out as a Shape, whose piles overlap on purpose (a pyramid)."""
    if isinstance(region, Shape):
        return {region.prefix}
    items = getattr(region, "items", None) or getattr(region, "rows", None) or ()
    return set().union(*(_shape_prefixes(item) for item in items))


def _every_pile_has_its_own_place_on_the_table(name):
    g = sn.new_game(name, deal=1)
    geo = compute(g)
    assert set(geo.spots) == {p.id for p in g.piles}
    areas = {}
    for pile in g.piles:
        x, y, w, h = area = _area(geo, pile)
        assert x >= 0 and y >= 0 and x + w <= geo.width + 0.01 and y + h <= geo.height + 0.01, pile.id
        areas[pile.id] = area
    shaped = _shape_prefixes(layout_for(g))
    ids = list(areas)
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            pa, pb = g.pile(a).group.prefix, g.pile(b).group.prefix
            if pa == pb and pa in shaped:  # overlapping on purpose, never on the same spot
                assert areas[a][:2] != areas[b][:2], (a, b)
                continue
            assert not _overlap(areas[a], areas[b]), (a, b)


def test_every_pile_has_its_own_place_on_the_table():
    assert_each(GAMES, _every_pile_has_its_own_place_on_the_table, name=str)


def _hit_testing_finds_the_top_card_of_every_pile(name):
    g = sn.new_game(name, deal=1)
    geo = compute(g)
    for pile in g.piles:
        x, y = geo.card_center(g, pile.id)
        top = len(pile.cards) - 1 if pile.cards else None
        assert geo.hit(g, x, y) == (pile.id, top)


def test_hit_testing_finds_the_top_card_of_every_pile():
    assert_each(GAMES, _hit_testing_finds_the_top_card_of_every_pile, name=str)


def _cards_stay_readable(name):
    geo = compute(sn.new_game(name, deal=1))
    assert geo.card_w >= 50
    assert geo.height <= 1.2 * geo.width


def test_cards_stay_readable():
    assert_each(GAMES, _cards_stay_readable, name=str)


def test_sideways_fans_show_every_card_and_stay_in_their_span():
    g = sn.position("beleaguered_castle", {"tableau1": "KS QH JC TH 9C 8H 7C 6H 5C 4H 3C 2H",
                                           "tableau2": "KD"})
    geo = compute(g)
    pile = g.pile("tableau1")
    rects = geo.card_rects(pile)
    xs = [r[0] for r in rects]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)
    assert rects[-1][0] + rects[-1][2] <= geo.spots["tableau1"].reach + 0.01
    assert rects[-1][0] + rects[-1][2] < geo.spots["foundation1"].x
    for index in range(len(pile.cards)):
        assert geo.hit(g, *geo.card_center(g, "tableau1", index)) == ("tableau1", index)


def test_wings_around_a_column_of_foundations():
    geo = compute(sn.new_game("fortress", deal=1))
    s = geo.spots
    assert s["tableau1"].x == s["tableau5"].x < s["foundation1"].x < s["tableau6"].x == s["tableau10"].x
    assert s["tableau1"].y < s["tableau2"].y < s["tableau5"].y
    assert s["foundation1"].x == s["foundation4"].x
    assert s["tableau1"].y < s["foundation1"].y < s["tableau2"].y      # centred between rows


def test_columns_grids_and_flexible_gaps():
    g = sn.new_game("backbone", deal=1)
    layout = TableLayout((Row((Piles("tableau", wrap=4), Gap(None),
                               Column((Piles("foundation", direction="column", wrap=4),
                                       Row((Gap(0.5), Piles("stock"))))))),))
    geo = compute(g, layout=layout)
    s = geo.spots
    assert s["tableau1"].y == s["tableau4"].y < s["tableau5"].y == s["tableau8"].y
    assert s["foundation1"].x == s["foundation4"].x < s["foundation5"].x == s["foundation8"].x
    assert s["foundation1"].y < s["foundation4"].y < s["stock"].y
    assert s["stock"].x == pytest.approx(s["foundation1"].x + 0.5 * geo.metrics.pitch)
    assert s["foundation5"].x + geo.card_w == pytest.approx(geo.width - geo.metrics.margin)


@pytest.mark.parametrize("name,expected", [
    ("yukon", "foundation column right of the tableau"),
    ("odessa", "foundation column right of the tableau"),
    ("giant", "reserve right of the tableau"),
    ("scorpion", "stock left of the tableau"),
])
def test_side_columns(name, expected):
    geo = compute(sn.new_game(name, deal=1))
    s = geo.spots
    last = max((p for p in s if p.startswith("tableau")), key=lambda p: int(p[7:]))
    if name == "scorpion":
        assert s["stock"].x < s["tableau1"].x and s["stock"].y == s["tableau1"].y
    elif name == "giant":
        assert s["reserve1"].x > s[last].x and s["reserve1"].y == s[last].y
    else:
        assert all(s[f"foundation{i}"].x > s[last].x for i in range(1, 5))
        assert s["foundation1"].y < s["foundation2"].y < s["foundation4"].y


@pytest.mark.parametrize("name", ["beleaguered_castle", "union_square", "backbone", "eight_off"])
def test_table_drags_between_custom_layouts(name):
    from solitaire_nb.table import Table
    t = Table(sn.new_game(name, deal=1))
    move = next(m for m in t.game.legal_moves() if m.kind == "move")
    before = t.game.move_count
    x0, y0 = t.point(move.source, len(t.game.pile(move.source).cards) - move.count)
    x1, y1 = t.point(move.target)
    t.on_mouse_down(x0, y0)
    for k in range(1, 7):
        t.on_mouse_move(x0 + (x1 - x0) * k / 6, y0 + (y1 - y0) * k / 6)
    t.on_mouse_up(x1, y1)
    assert t.game.move_count == before + 1
    assert "<svg" in t.game._repr_svg_()


@pytest.mark.parametrize("name", ["klondike", "freecell", "spider", "diamond_mine", "triple_peaks"])
def test_the_felt_ends_one_card_height_below_the_longest_column(name):
    from solitaire_nb.table.layout import FAN_RESERVE
    g = sn.new_game(name, deal=1)
    geo = compute(g)
    lowest = max(r[1] + r[3] for p in g.piles for r in geo.card_rects(p) or [geo.base_rect(p.id)])
    assert geo.height - lowest <= FAN_RESERVE * geo.card_h + geo.metrics.margin + 1
    assert geo.height <= compute(g, least_height=10_000).height       # never above the depth


def test_a_column_longer_than_the_depth_closes_up_within_it():
    g = sn.position("klondike", {"tableau1": "(2D) (3D) (4D) (5D) (6D) (7D) KS QH JC TH 9C 8H 7C 6H "
                                             "5C 4H 3C 2H"})
    geo = compute(g)
    assert geo.height == compute(g, least_height=10_000).height           # the full depth
    rects = geo.card_rects(g.pile("tableau1"))
    assert rects[-1][1] + rects[-1][3] <= geo.height - geo.metrics.margin + 0.01
    short = sn.new_game("klondike", deal=1)
    fitted = compute(short).height
    grown = compute(short, least_height=fitted + 30)       # a table that grew keeps its size
    assert grown.height == fitted + 30
    assert grown.spots["tableau1"].bottom == compute(short).spots["tableau1"].bottom + 30


def _learner_variant(game_id, build, resembles):
    """``build`` registered as a learner's game (outside the kit's games) for the test."""
    from solitaire_nb.rules import declaration
    saved = dict(declaration._REGISTRY)
    declaration.register(game_id, names={"en": game_id, "fr": game_id}, summary={"en": "-", "fr": "-"},
                         resembles=resembles)(build)
    return saved


def test_a_learners_variant_is_laid_out_like_the_game_it_resembles():
    from solitaire_nb.games.golf import golf
    from solitaire_nb.rules import declaration
    from solitaire_nb.rules.piles import Reserves
    from solitaire_nb.table.layout import default_layout
    from solitaire_nb.table.layouts.golf import LAYOUT

    saved = _learner_variant("zz_short_golf", lambda: golf().but(groups={"tableau": {"count": 6}}), "golf")
    try:
        # the same piles (six columns instead of seven): Golf's table
        assert layout_for(sn.new_game("zz_short_golf", deal=1)) is LAYOUT
        # a pile Golf's table does not place: the default table
        declaration._REGISTRY.pop("zz_short_golf")
        _learner_variant("zz_short_golf", lambda: golf().but(piles=[*golf().piles, Reserves(1)]), "golf")
        game = sn.new_game("zz_short_golf", deal=1)
        assert layout_for(game) == default_layout(game.declaration)
        assert set(compute(game).spots) == set(game.pile_ids())
    finally:
        declaration._REGISTRY.clear()
        declaration._REGISTRY.update(saved)
