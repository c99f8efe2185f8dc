"""The solver's verdicts are sound: its shortcuts never turn a win into "unwinnable".

The search sends safe cards home at once where the game's autoplay rule proves that no
win is lost (``SafeAutoplay.never_loses_a_win``), from the piles whose kind lets a card
go early (``SafeAutoplay.early_piles``).  Here its verdict is compared with the plain,
exhaustive search (``shortcuts=False``) on small positions of every game that uses the
shortcut: positions made by hand where sending a card early would lose the win (a waste
dealt three at a time, two decks, a redeal gathering the piles), positions drawn from a
seeded random generator (most cards already home, a few left in the tableau, waste, stock
and cells), and positions lost or won by construction in every family of games.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

import solitaire_nb as sn
from solitaire_nb.engine import autoplay
from solitaire_nb.engine.search_policy import SearchPolicy, early_piles, safe_moves_dominate
from solitaire_nb.engine.solver import replay

RANKS = "A23456789TJQK"
SUITS = "CDHS"


def run(suit: str, top: int, bottom: int = 1) -> str:
    """The cards of ``suit`` from rank ``bottom`` to rank ``top``, as a pile's text."""
    return " ".join(RANKS[rank - 1] + suit for rank in range(bottom, top + 1))


def verdicts(game, seconds: float = 30, nodes: int = 40_000) -> tuple[str, str]:
    """The verdicts with the shortcuts and without them (each win replayed to a win)."""
    found = []
    for shortcuts in (True, False):
        result = game.solve(max_seconds=seconds, max_nodes=nodes, shortcuts=shortcuts)
        if result.winnable:
            assert replay(game, result.moves).is_won()
        found.append(result.verdict)
    return found[0], found[1]


# --------------------------------------------------------------------------- Klondike, draw three

ORDER = ("7C 2C 4C 3C KC QC QD KS JS JD 4D 5C KD 9D 2D 6D QS 6H 7S JC TD 9C QH 6C 8C 5D 8S 4S 6S 4H AC "
         "8H AH 9S TC 2S 3S TS 9H 2H 3H AD 7H 3D 5H 8D KH 7D AS 5S TH JH").split()
BEFORE = ("t5-t2 t5-t2 t5-t1 t7-t6 t7-t3 deal deal deal w-t5 deal w-t5 deal w-t7 deal deal w-f1 w-t3 "
          "deal redeal deal").split()


@pytest.mark.parametrize("played", [0, len(BEFORE)])
def test_a_klondike_deal_drawing_three_is_found_winnable(played):
    """A deal, drawing three with unlimited redeals, and a position reached in it, both
    winnable: sending a safe card home from the waste at once (in the position reached, the
    Ace of clubs) would change the groups of three the stock deals after a redeal, and lose
    the win."""
    game = sn.new_game("klondike", order=ORDER, draw=3)
    assert game.options == {"draw": 3, "redeals": "unlimited"}
    for move in BEFORE[:played]:
        game.play(move)
    result = game.solve(max_seconds=60)
    assert result.winnable, result
    assert replay(game, result.moves).is_won()


# --------------------------------------------------------------------------- which piles give up cards

def early_groups(name: str, **options) -> set[str]:
    return {pile.group.prefix for pile in early_piles(sn.new_game(name, 1, **options))}


def test_the_piles_that_give_up_safe_cards_early_are_said_by_their_kind():
    assert early_groups("klondike") == {"tableau", "waste"}  # draw one: the same cards turn up
    assert early_groups("klondike", draw=3, redeals=0) == {"tableau", "waste"}  # never dealt again
    assert early_groups("klondike", draw=3) == {"tableau"}  # groups of three after a redeal
    assert early_groups("saratoga", draw=3, redeals=2) == {"tableau"}
    assert early_groups("gold_mine") == {"tableau", "waste"}  # three at a time, no redeal
    assert early_groups("freecell") == {"tableau", "reserve"}
    assert early_groups("backbone") == {"tableau", "waste", "reserve"}  # its rules say they need no such card
    assert early_groups("gypsy") == {"tableau"}  # the stock deals onto every pile, empty or not
    assert early_groups("cruel") == set()  # the redeal deals the piles again in fours
    assert early_groups("easthaven") == set()  # an empty pile may stop the deal
    assert early_groups("streets_and_alleys") == set()  # building regardless of suit
    uses = {name for name in sn.list_games() if safe_moves_dominate(sn.new_game(name, 1))}
    assert uses == {"athena", "aunt_mary", "backbone", "bakers_game", "eight_off", "forty_thieves",
                    "freecell", "giant", "gold_mine", "gypsy", "jumbo", "king_albert", "klondike",
                    "odessa", "saratoga", "seahaven", "westhaven", "yukon"}


# --------------------------------------------------------------------------- a card sent early loses the win

# Every suit home but for the cards named; partial positions (the cards not laid out are
# left out of the game), so that the reasoning below is the whole story.
WASTE_IN_THREES = {"foundation1": run("S", 12), "foundation2": run("H", 12), "foundation3": run("C", 8),
                   "foundation4": run("D", 8), "waste": "9C", "stock": "(JD) (TD) (9D) (QD)"}
TWINS = {"foundation1": run("C", 4), "foundation2": run("C", 2), "foundation3": run("S", 12),
         "foundation4": run("S", 12), "foundation5": run("D", 12), "foundation6": run("D", 12),
         "foundation7": run("H", 5), "foundation8": run("H", 12),
         "tableau1": "6H", "tableau2": "5C", "tableau3": "3C 5C", "tableau4": "4C"}
REGATHERED = {"foundation1": run("C", 11), "foundation2": run("D", 13), "foundation3": run("H", 11),
              "foundation4": run("S", 9), "tableau2": "KH", "tableau4": "KS", "tableau5": "TS",
              "tableau9": "QC QS JS QH KC"}
BACKBONE_TWINS = {"foundation1": run("C", 11), "foundation2": run("D", 11), "foundation3": run("H", 13),
                  "foundation4": run("S", 10), "foundation5": run("C", 13), "foundation6": run("D", 12),
                  "foundation7": run("H", 13), "foundation8": run("S", 9), "tableau2": "QS",
                  "tableau4": "TS QD JS", "stock": "(KD)", "waste": "KC KS QC", "reserve1": "JS KS",
                  "reserve2": "QS KD"}

LOST_BY_A_CARD_SENT_EARLY = [
    # The 9 of clubs on the waste is safe.  Kept, the stock and waste deal, after a redeal,
    # 9C QD 9D, then TD JD: the 9 of diamonds comes to the top and goes home, and the next
    # passes bring up TD, JD, QD in turn.  Sent home at once, the four diamonds are dealt
    # QD 9D TD, then JD, again and again: TD and JD on top, neither playable, and no
    # tableau card to change the groups (the foundations' Queens have no King to go on).
    ("klondike", {"draw": 3, "redeals": "unlimited"}, WASTE_IN_THREES),
    ("saratoga", {"draw": 3, "redeals": "unlimited"}, {**WASTE_IN_THREES, "stock": "JD TD 9D QD"}),
    ("athena", {"draw": 3}, WASTE_IN_THREES),  # the win above needs two redeals, Athena's limit
    # Two decks.  The 6 of hearts fits the hearts foundation at 5, and by the highest
    # foundation of each suit it would be safe; sent home, the 5 of clubs of tableau 2 goes onto
    # the clubs foundation at 4 and the other 5 of clubs, over the 3 the second clubs
    # foundation (at 2) needs, has nowhere to go (no red 6 left, empty piles take Kings).
    # The win puts that 5 on the 6 of hearts first.
    ("jumbo", {}, TWINS),
    # By the highest foundations, the waste's King of spades would go onto the spades foundation
    # at the Queen, the place its twin in reserve 1 needs: that King covers the Jack the
    # other spades foundation (at 9, then 10) waits for, and a reserve card may not go to
    # an empty pile.
    ("backbone", {"partial": False}, BACKBONE_TWINS),
    # Cruel's redeal gathers the piles in order and deals them again in fours.  With the
    # 10 of spades, sent home at once, the piles become KH KS QC QS and JS QH KC: stuck.
    # Kept, they become KH KS TS QC and QS JS QH KC, and every card goes home.  (One redeal
    # is allowed here: a move has been played since the last one.)
    ("cruel", {"partial": False, "state": {"moved": True}}, REGATHERED),
]


@pytest.mark.parametrize("name, options, piles", LOST_BY_A_CARD_SENT_EARLY)
def test_positions_lost_by_a_card_sent_early_are_won(name, options, piles):
    game = sn.position(name, piles, **options, reachable=False)
    assert verdicts(game) == ("winnable", "winnable")


def test_drawing_one_the_waste_still_gives_up_its_safe_card():
    """Drawing one card at a time the same position is won with the 9 of clubs sent home at
    once: the diamonds then turn up one by one, 9D first."""
    game = sn.position("klondike", WASTE_IN_THREES, draw=1, redeals="unlimited")
    policy = SearchPolicy.of(game.copy())
    assert [str(move) for move in policy.settle()] == ["w-f3"]
    assert verdicts(game) == ("winnable", "winnable")


def with_autoplay(name: str, piles: dict, **options):
    game = sn.position(name, piles, **options)
    game.autoplay = True
    return game


def test_with_its_autoplay_on_a_game_keeps_aisleriots_rule_and_the_search_follows_play():
    """With its autoplay on, a game sends home after each move what AisleRiot's rule calls
    safe (read on the highest foundation of each suit, from every pile, the waste included),
    and nothing before the first move: the search follows exactly that."""
    game = with_autoplay("jumbo", TWINS)
    lost = game.copy()
    lost.play("t2-f1")
    assert [str(move) for move in lost.last_auto_moves] == ["t1-f7"]  # the 6 of hearts, as AisleRiot
    assert lost.solve().verdict == "unwinnable"  # the 5 of clubs over the 3 has nowhere to go
    policy = SearchPolicy.of(game.copy())
    assert policy.play_safe and not policy.record_auto and policy.settle() == []
    result = game.solve()
    assert result.winnable and replay(game, result.moves).is_won()
    drawn = with_autoplay("klondike", WASTE_IN_THREES, draw=3)
    assert [str(move) for move in autoplay.run(drawn.copy())] == ["w-f3"]
    result = drawn.solve()
    assert result.winnable and str(result.moves[0]) == "deal"  # the 9 of clubs is covered first
    assert replay(drawn, result.moves).is_won()


# --------------------------------------------------------------------------- small random positions

CELLS = ("reserve1", "reserve2", "reserve3", "reserve4")


@dataclass(frozen=True)
class Layout:
    """Where a game's small positions put the cards still in play: ``used`` (a range) of its
    ``tableau`` piles get one card each, each of the ``cells`` (one-card piles) gets one
    with the chance ``fill_cells``, and the others go anywhere among those tableau piles,
    the stock and the waste (as likely as ``stock`` and ``waste`` tableau piles) and the
    ``columns`` (reserves of several cards).  A tableau pile is sorted low to high (each card
    covering a lower one) with the chance ``ascending``; with ``face_down`` its lower cards
    may be face down.  ``cards``: how many cards are in play, taken from the top of
    ``opened`` (a range) foundations, or with ``twins`` (two decks) from both foundations of
    one or two suits, so that twin cards are in play together."""

    tableau: int
    used: tuple[int, int]
    cards: tuple[int, int] = (8, 12)
    face_down: bool = False
    stock: int = 0
    waste: int = 0
    cells: tuple[str, ...] = ()
    columns: tuple[str, ...] = ()
    fill_cells: float = 0.9
    ascending: float = 0.5
    twins: bool = False
    opened: tuple[int, int] = (1, 3)


def small_position(name: str, options: dict, layout: Layout, rng: random.Random):
    """A position of ``name`` with most cards home and a few left in play (every card laid out)."""
    rules = {key: value for key, value in options.items() if key != "state"}
    count = sum(1 for pile in sn.new_game(name, 1, **rules).piles if pile.role == "foundation")
    heights = [13] * count
    if layout.twins:
        opened = [i for suit in rng.sample(range(4), rng.randint(1, 2)) for i in range(suit, count, 4)]
    else:
        opened = rng.sample(range(count), min(rng.randint(*layout.opened), count))
    for _ in range(rng.randint(*layout.cards)):
        heights[rng.choice([i for i in opened if heights[i]] or [i for i in range(count) if heights[i]])] -= 1
    piles, out = {}, []
    for i, height in enumerate(heights):
        piles[f"foundation{i + 1}"] = run(SUITS[i % 4], height)
        out += [(rank, SUITS[i % 4]) for rank in range(height + 1, 14)]
    rng.shuffle(out)
    used = [f"tableau{i}" for i in rng.sample(range(1, layout.tableau + 1), rng.randint(*layout.used))]
    content: dict[str, list] = {pile: [out.pop()] for pile in used if out}
    for cell in layout.cells:
        if out and rng.random() < layout.fill_cells:
            content[cell] = [out.pop()]
    places = used + ["stock"] * layout.stock + ["waste"] * layout.waste + list(layout.columns)
    for card in out:
        content.setdefault(rng.choice(places), []).append(card)
    for pile, cards in content.items():
        tableau = pile.startswith("tableau")
        if tableau and rng.random() < layout.ascending:
            cards.sort()
        down = len(cards) if pile == "stock" else (
            rng.randint(0, len(cards) - 1) if tableau and layout.face_down else 0)
        piles[pile] = " ".join(f"({RANKS[r - 1]}{s})" if i < down else f"{RANKS[r - 1]}{s}"
                               for i, (r, s) in enumerate(cards))
    return sn.position(name, piles, partial=False, **options)


# (game, options, layout, how many positions), by family
FAMILIES = {
    "klondike": [
        ("klondike", {}, Layout(7, (5, 7), face_down=True, stock=1, waste=1), 25),
        ("klondike", {"draw": 3}, Layout(7, (5, 7), face_down=True, stock=3, waste=2), 40),
        ("athena", {"draw": 3}, Layout(7, (5, 7), face_down=True, stock=3, waste=2), 20),
        ("aunt_mary", {}, Layout(6, (4, 6), face_down=True, stock=1, waste=1), 20),
        ("saratoga", {"draw": 3, "redeals": "unlimited"}, Layout(7, (5, 7), stock=3, waste=2), 30),
        ("gold_mine", {}, Layout(7, (6, 7), stock=1, waste=1), 20),
        ("westhaven", {}, Layout(10, (10, 10), (10, 12), face_down=True, stock=1, waste=1), 20),
    ],
    "freecell": [
        ("freecell", {}, Layout(8, (8, 8), (10, 12), cells=CELLS, fill_cells=1.0), 20),
        ("bakers_game", {}, Layout(8, (8, 8), (11, 13), cells=CELLS, fill_cells=1.0), 20),
        ("eight_off", {}, Layout(8, (8, 8), (12, 16), cells=CELLS + ("reserve5", "reserve6")), 20),
        ("seahaven", {}, Layout(10, (8, 10), (10, 13), cells=CELLS), 20),
        ("king_albert", {}, Layout(9, (9, 9), (11, 13), cells=CELLS + ("reserve5",), fill_cells=0.5), 20),
    ],
    "yukon": [
        ("yukon", {}, Layout(7, (3, 6), face_down=True), 25),
        ("odessa", {}, Layout(7, (3, 6), (6, 10), face_down=True), 25),
    ],
    "two decks": [
        ("backbone", {}, Layout(8, (8, 8), (9, 11), stock=1, waste=1, cells=("reserve3",),
                               columns=("reserve1", "reserve2"), twins=True), 20),
        ("forty_thieves", {}, Layout(10, (8, 10), (9, 12), stock=1, waste=1, twins=True), 20),
        ("giant", {}, Layout(8, (8, 8), (9, 11), stock=1, cells=("reserve1",), twins=True), 20),
        ("giant", {"build": "same_suit"}, Layout(8, (8, 8), (9, 12), stock=1, cells=("reserve1",),
                                                 twins=True), 20),
        ("gypsy", {}, Layout(8, (8, 8), (9, 12), face_down=True, stock=1, twins=True, ascending=0.8), 20),
        ("gypsy", {}, Layout(8, (8, 8), (9, 12), face_down=True, stock=1), 20),
        ("jumbo", {}, Layout(9, (7, 9), (8, 10), face_down=True, stock=1, waste=1, twins=True), 20),
    ],
    # games whose piles give up no card early (their searches keep only the other shortcuts)
    "no early card": [
        ("cruel", {"state": {"moved": True}}, Layout(12, (3, 6)), 60),
        ("easthaven", {}, Layout(7, (5, 7), face_down=True, stock=1), 25),
    ],
}


@pytest.mark.parametrize("family", list(FAMILIES))
def test_on_small_positions_the_shortcuts_give_the_exhaustive_verdict(family):
    """Every position decided, with and without the shortcuts, and the same way; some won
    and some lost in every family, so that a shortcut losing wins would be seen."""
    seen = set()
    for name, options, layout, count in FAMILIES[family]:
        rng = random.Random(f"{name} {sorted(options.items())}")
        for number in range(count):
            game = small_position(name, options, layout, rng)
            fast, plain = verdicts(game)
            assert fast == plain != "unknown", (name, options, number, fast, plain)
            seen.add(fast)
    assert seen == {"winnable", "unwinnable"}, family


# --------------------------------------------------------------------------- lost or won by construction

def grid(*rows: str) -> dict:
    """Gaps' grid, row by row ("--": a gap)."""
    cells = [card for row in rows for card in row.split()]
    return {f"tableau{i}": ("" if card == "--" else card) for i, card in enumerate(cells, 1)}


HEARTS_TO_FOUR = {"foundation1": run("C", 13), "foundation2": run("D", 13), "foundation3": run("H", 4),
                  "foundation4": run("S", 13)}
# Baker's Game, every foundation at 7: the Kings fill the cells, the Queens, T♣ T♦ 9♥ 9♠ top the
# piles, the 8s, Jacks and other Tens and Nines lie under them.
BAKERS_STUCK = {**{f"foundation{i}": run(suit, 7) for i, suit in enumerate(SUITS, 1)},
                "reserve1": "KC", "reserve2": "KD", "reserve3": "KH", "reserve4": "KS",
                **{f"tableau{i}": f"8{suit} J{suit} Q{suit}" for i, suit in enumerate(SUITS, 1)},
                "tableau5": "9C TC", "tableau6": "9D TD", "tableau7": "TH 9H", "tableau8": "TS 9S"}
CANFIELD_HEARTS = {"foundation1": "5H 6H", **{f"tableau{i}": f"{rank}H" for i, rank in enumerate("9TJQ", 1)}}
SUITED_GRID = [" ".join(f"{rank}{suit}" for rank in "23456789TJQ") for suit in SUITS]

BY_CONSTRUCTION = [
    # Klondike, three at a time, no redeal: the stock deals QD 9D TD, then JD; TD and JD can
    # never go home before the 9 under them, and nothing in the tableau takes them.
    ("klondike", {"draw": 3, "redeals": 0}, WASTE_IN_THREES, "unwinnable"),
    ("klondike", {"draw": 1, "redeals": 0}, WASTE_IN_THREES, "winnable"),  # 9D, TD, JD, QD in turn
    # Baker's Game: no free cell, no empty pile, no card one lower of its suit on any top
    # card, no foundation taking a top card or a cell's card: not a single move.
    ("bakers_game", {"partial": False}, BAKERS_STUCK, "unwinnable"),
    ("bakers_game", {}, {**HEARTS_TO_FOUR, "tableau1": "5H 6H 7H 8H 9H"}, "winnable"),  # empty piles
    # Seahaven: the 5 of hearts lies under the 6 to 9 with one free cell; a heart goes only on
    # the heart one higher (in a cell or below it) and an empty pile takes only a King.
    ("seahaven", {}, {"foundation3": run("H", 4), "tableau1": "5H 6H 7H 8H 9H", "reserve1": "JH",
                      "reserve2": "TH", "reserve3": "QH"}, "unwinnable"),
    ("seahaven", {}, {**HEARTS_TO_FOUR, "tableau1": "5H 6H 7H 8H 9H", "reserve1": "JH", "reserve2": "TH",
                      "tableau2": "KH QH"}, "winnable"),  # J, 10, 9... go onto the Queen
    # Spiderette: the tops A 3 5 7 9 J K, with no card one rank higher among them, no empty
    # pile and no stock: no move.  Split in two runs, the spades make one complete run.
    ("spiderette", {}, {"tableau1": "4S AS", "tableau2": "6S 3S", "tableau3": "8S 5S", "tableau4": "TS 7S",
                        "tableau5": "QS 9S", "tableau6": "2S JS", "tableau7": "KS"}, "unwinnable"),
    ("spiderette", {}, {"tableau1": "KS QS JS TS 9S 8S 7S", "tableau2": "6S 5S 4S 3S 2S AS"}, "winnable"),
    # Golf: the 6 of diamonds is under the 9 of clubs; once the 9 has gone onto the dealt 8,
    # the 6 is not next to it.  The other way up, the 6 goes onto the 5 first.
    ("golf", {}, {"waste": "5H", "tableau1": "6D 9C", "stock": "(8D)"}, "unwinnable"),
    ("golf", {}, {"waste": "5H", "tableau1": "9C 6D", "stock": "(8D)"}, "winnable"),
    # Yukon: each 2 covers the Ace the other 2 must follow, and neither 2 has a 3 to go on
    # (an empty pile takes only a King).  With a red 3, the black 2 moves away.
    ("yukon", {}, {"tableau1": "AH 2S", "tableau2": "AS 2H"}, "unwinnable"),
    ("yukon", {}, {"tableau1": "AH 2S", "tableau2": "AS 2H", "tableau3": "3D", "foundation1": run("D", 2)},
     "winnable"),
    # Canfield (base 5): the 8 of hearts covers the 7 in the reserve, and every tableau pile
    # holds a heart, so it neither fills a pile nor goes on a black 9.  The other way up, all
    # go home.
    ("canfield", {"state": {"base_rank": 5}}, {**CANFIELD_HEARTS, "reserve1": "7H 8H"}, "unwinnable"),
    ("canfield", {"state": {"base_rank": 5}}, {**CANFIELD_HEARTS, "reserve1": "8H 7H"}, "winnable"),
    # Gaps, its redeals used: the 6 of diamonds fills the gap after the 5, and then every gap
    # follows a King.  Each gap after a Queen takes the King that ends its row: won.
    ("gaps", {"redeals_used": 2}, grid(f"KC -- {SUITED_GRID[0]}", "KD 6D 2D 3D 4D 5D -- 7D 8D 9D TD JD QD",
                                       f"KH -- {SUITED_GRID[2]}", f"KS -- {SUITED_GRID[3]}"), "unwinnable"),
    ("gaps", {}, grid(*[f"{row} -- K{suit}" for row, suit in zip(SUITED_GRID, SUITS)]), "winnable"),
]


@pytest.mark.parametrize("name, options, piles, expected", BY_CONSTRUCTION)
def test_positions_lost_or_won_by_construction(name, options, piles, expected):
    options = dict(options)
    used = options.pop("redeals_used", 0)
    game = sn.position(name, piles, **options)
    game.redeals_used = used
    assert verdicts(game) == (expected, expected)
