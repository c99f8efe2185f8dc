"""The generic solver (``Game.solve``): how many deals it settles, and how fast.

Run: ``python benchmarks/solver.py [--part games,freecell,klondike,nps] [--jobs J]
[--out FILE] ...`` (``--help`` lists every option).  Four parts, each chosen with
``--part`` (default: all four, in this order):

* **games** -- every game of ``sn.list_games()`` with its default options, plus
  Klondike draw three, over deals 1..N (``--deals``, default 50) at S seconds per
  search (``--seconds``, default 10; ``--nodes`` adds a node limit, default none).
  One line per game, printed as soon as its deals are done: winnable / unwinnable /
  unknown, the share decided, the median seconds per deal, nodes per second (all
  its nodes over all its seconds), replays that failed, and the target: a one-deck
  game (52 cards dealt, or fewer or 54) decides >= 90% of its deals, a game of two
  decks or more >= 60%, Golf decides every deal with a median under 1 s.
  ``--games a,b`` keeps some games.
* **freecell** -- Microsoft FreeCell deals 1..M (``--freecell-deals``, default 1000),
  each given in the same worker, turn about (odd deals ours first, even deals
  fc-solve first), to ``Game.solve`` (timed inside the worker, ``--seconds``) and to
  Debian's ``fc-solve`` (``apt-get install freecell-solver-bin``) with its default
  preset, timed as a whole process, start included, stopped after
  ``--fc-timeout`` seconds (default 60); ``--fools-gold`` adds ``fc-solve -l
  fools-gold``.  Solved counts, median seconds, the ratio of the medians (target
  <= 10x) and the median solution lengths (moves as each program writes them:
  ours one card or one sequence a move, fc-solve's standard notation).
* **klondike** -- Klondike thoughtful (the solver sees every card) with unlimited
  redeals, draw one and draw three, deals 1..K (``--klondike-deals``, default 200)
  at ``--klondike-seconds`` (default 60) per search (and ``--nodes``): the same
  figures as a game's line and the unknown share (target <= 5%).
* **nps** -- nodes per second of the same searches (FreeCell, Klondike draw one,
  Klondike draw three; deals 1..``--nps-deals``, at most ``--nps-nodes`` nodes and
  ``--nps-seconds`` seconds each), one process at a time on one core.  With
  ``--baseline-ref REV`` the package as it was at ``REV`` (checked out into a
  temporary git worktree) and this checkout run turn about for ``--rounds``
  rounds, each side in a fresh process (``SOLITAIRE_NB_ROOT``), and the ratio of
  their medians is printed (target >= 3x).

Searches run in ``--jobs`` worker processes (default 2), one search at a time in
each; each search is timed inside its worker.  Every winnable verdict's moves are
replayed on two fresh games of the same deal, once through ``Game.play(move)`` and
once from their text (``Game.play(str(move))``); both must end won.  A failure
does not stop the run: it is counted in the ``failed`` column, printed on a line
starting with ``!!`` and makes the exit status 1.  The machine's load average is
printed at the start and the end.

``--out FILE`` writes every search as one raw row (``.csv``: CSV, anything else:
JSON with the run's settings), rewritten as each game or batch of deals ends, so
that a stopped run keeps what it did; ``--summarize FILE`` prints the tables again
from such a file without solving anything.

Only the public API is used (``sn.new_game``, ``sn.list_games``, ``Game.solve``,
``Game.play``, ``str(move)``, and the piles' cards for fc-solve's board), so the
script also measures older commits.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, os.environ.get("SOLITAIRE_NB_ROOT", str(HERE)))

import solitaire_nb as sn  # noqa: E402

PARTS = ("games", "freecell", "klondike", "nps")
VERDICTS = ("winnable", "unwinnable", "unknown")
#: Targets: share decided by one-deck and multi-deck games, Golf's median seconds,
#: FreeCell's ratio of medians to fc-solve, Klondike's unknown share, nodes/s ratio.
TARGET_ONE_DECK = 0.90
TARGET_MORE_DECKS = 0.60
TARGET_GOLF_MEDIAN = 1.0
TARGET_FC_RATIO = 10.0
TARGET_KLONDIKE_UNKNOWN = 0.05
TARGET_NPS_RATIO = 3.0
#: The searches of the nodes-per-second part: (label, game, options).
NPS_SEARCHES = (("freecell", "freecell", {}), ("klondike draw 1", "klondike", {"draw": 1}),
                ("klondike draw 3", "klondike", {"draw": 3}))
#: Columns of the raw rows (--out), in order.
FIELDS = ("part", "label", "game", "options", "deal", "cards", "verdict", "nodes", "seconds", "moves",
          "replay", "error", "order", "fc_solved", "fc_seconds", "fc_moves", "fc_states",
          "fg_solved", "fg_seconds", "fg_moves", "fg_states", "side", "ref", "round")
INT_FIELDS = {"deal", "cards", "nodes", "moves", "fc_moves", "fc_states", "fg_moves", "fg_states",
              "round", "fc_solved", "fg_solved"}
FLOAT_FIELDS = {"seconds", "fc_seconds", "fg_seconds"}


# -- one search ---------------------------------------------------------------------------

def replay_failure(name: str, deal: int, options: dict, moves: list) -> str:
    """Why the moves do not win a fresh game of the deal ('' when they do), played as
    moves and as text."""
    problems = []
    for how in ("move", "text"):
        game = sn.new_game(name, deal, **options)
        for i, move in enumerate(moves, 1):
            try:
                game.play(move if how == "move" else str(move))
            except Exception as error:  # noqa: BLE001 - any refusal is a failure to report
                problems.append(f"as {how}s: move {i} of {len(moves)} ({str(move)!r}) refused: "
                                f"{type(error).__name__}: {error}")
                break
        else:
            if not game.is_won():
                problems.append(f"as {how}s: all {len(moves)} moves played, the game is not won")
    return "; ".join(problems)


def solve_deal(name: str, deal: int, options: dict, seconds: float | None, nodes: int | None) -> dict:
    """One search, timed here, its moves replayed when winnable: a raw row."""
    row = {"game": name, "options": json.dumps(options, sort_keys=True), "deal": deal}
    try:
        game = sn.new_game(name, deal, **options)
        row["cards"] = sum(len(pile.cards) for pile in game.piles)
        started = time.perf_counter()
        result = game.solve(max_seconds=seconds, max_nodes=nodes)
        row["seconds"] = time.perf_counter() - started
    except Exception as error:  # noqa: BLE001 - reported in the table, the run goes on
        row.update(verdict="error", nodes=0, seconds=0.0, moves=0, error=f"{type(error).__name__}: {error}")
        return row
    moves = list(getattr(result, "moves", []) or [])
    row.update(verdict=result.verdict, nodes=getattr(result, "nodes", 0), moves=len(moves))
    if result.verdict == "winnable":
        row["replay"] = replay_failure(name, deal, options, moves) or "ok"
    return row


# -- fc-solve -----------------------------------------------------------------------------

RANKS = "A23456789TJQK"


def card_code(card) -> str:
    return RANKS[card.rank - 1] + card.suit


def pile_kind(pile) -> str:
    return getattr(pile, "role", None) or pile.id.rstrip("0123456789")


def fc_solve_board(game) -> str:
    """A FreeCell position as fc-solve reads it: free cells and foundations when not
    empty, then each tableau column from its bottom card to its top card."""
    lines = []
    cells = [pile.cards for pile in game.piles if pile_kind(pile) == "reserve"]
    if any(cells):
        lines.append("Freecells: " + " ".join(card_code(c[-1]) if c else "-" for c in cells))
    homes = [pile.cards[-1] for pile in game.piles if pile_kind(pile) == "foundation" and pile.cards]
    if homes:
        lines.append("Foundations: " + " ".join(f"{c.suit}-{RANKS[c.rank - 1]}" for c in homes))
    for pile in game.piles:
        if pile_kind(pile) == "tableau":
            lines.append(" ".join(card_code(c) for c in pile.cards))
    return "\n".join(lines) + "\n"


def run_fc_solve(program: str, board: str, preset: str | None, timeout: float) -> dict:
    """fc-solve on one board as a whole process: solved, seconds (start included),
    moves of its solution, states it checked."""
    command = [program] + (["-l", preset] if preset else []) + ["-m", "-sn", "-"]
    env = dict(os.environ, FREECELL_SOLVER_QUIET="1")
    started = time.perf_counter()
    try:
        done = subprocess.run(command, input=board, capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return {"solved": 0, "seconds": time.perf_counter() - started, "moves": None, "states": None}
    spent = time.perf_counter() - started
    out = done.stdout
    solved = "This game is solveable" in out
    states = re.search(r"states checked is (\d+)", out)
    moves = None
    if solved:
        solution = out.split("-=-=-=-=", 1)[-1].split("This game is solveable", 1)[0]
        moves = len(re.findall(r"\b[1-8a-d][1-8a-dh]\b", solution))
    return {"solved": int(solved), "seconds": spent, "moves": moves,
            "states": int(states.group(1)) if states else None}


def freecell_deal(deal: int, seconds: float | None, nodes: int | None, program: str | None,
                  fools_gold: bool, timeout: float) -> dict:
    """One Microsoft deal given to both solvers in turn (odd deals ours first)."""
    board = fc_solve_board(sn.new_game("freecell", deal))
    theirs: dict = {}

    def fc_solve() -> None:
        if program is None:
            return
        theirs["fc"] = run_fc_solve(program, board, None, timeout)
        if fools_gold:
            theirs["fg"] = run_fc_solve(program, board, "fools-gold", timeout)

    if deal % 2 == 0:
        fc_solve()
    row = solve_deal("freecell", deal, {}, seconds, nodes)
    if deal % 2 == 1:
        fc_solve()
    row["order"] = "ours first" if deal % 2 == 1 else "fc-solve first"
    for prefix, figures in theirs.items():
        for key, value in figures.items():
            row[f"{prefix}_{key}"] = value
    return row


def find_fc_solve() -> str | None:
    return shutil.which("fc-solve") or ("/usr/bin/fc-solve" if os.path.exists("/usr/bin/fc-solve") else None)


# -- running and recording ----------------------------------------------------------------

def results(pool, function, tasks: list[tuple]):
    """``function(*task)`` for each task, in order, as each is ready (in the pool, or here)."""
    if pool is None:
        for task in tasks:
            yield function(*task)
        return
    futures = [pool.submit(function, *task) for task in tasks]
    try:
        for future in futures:
            yield future.result()
    finally:
        for future in futures:
            future.cancel()


class Recorder:
    """The raw rows of a run, rewritten to ``--out`` whenever asked (CSV or JSON)."""

    def __init__(self, path: str | None, settings: dict):
        self.path = Path(path) if path else None
        self.settings = settings
        self.rows: list[dict] = []

    def add(self, rows: list[dict]) -> None:
        self.rows.extend(rows)
        if self.path is None:
            return
        temporary = self.path.with_name(self.path.name + ".part")
        with open(temporary, "w", newline="") as file:
            if self.path.suffix.lower() == ".csv":
                writer = csv.DictWriter(file, FIELDS, restval="", extrasaction="ignore")
                writer.writeheader()
                writer.writerows(self.rows)
            else:
                json.dump({"settings": self.settings, "rows": self.rows}, file, indent=0)
        temporary.replace(self.path)


def load_rows(path: str) -> list[dict]:
    if path.lower().endswith(".csv"):
        rows = []
        with open(path, newline="") as file:
            for raw in csv.DictReader(file):
                row: dict = {}
                for key, value in raw.items():
                    if value == "":
                        continue
                    row[key] = int(value) if key in INT_FIELDS else float(value) if key in FLOAT_FIELDS \
                        else value
                rows.append(row)
        return rows
    with open(path) as file:
        return json.load(file)["rows"]


# -- figures ------------------------------------------------------------------------------

def median(values) -> float | None:
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def figures(rows: list[dict]) -> dict:
    """Counts of verdicts, share decided, median seconds, nodes per second, failed replays."""
    counts = Counter(row["verdict"] for row in rows)
    seconds = sum(row.get("seconds") or 0.0 for row in rows)
    decided = counts["winnable"] + counts["unwinnable"]
    return {"counts": counts, "deals": len(rows), "decided": decided / len(rows) if rows else 0.0,
            "median": median(row.get("seconds") for row in rows),
            "nps": sum(row.get("nodes") or 0 for row in rows) / seconds if seconds else 0.0,
            "failed": sum(row.get("replay", "ok") not in ("ok", "", None) for row in rows),
            "errors": counts["error"], "seconds": seconds}


def decks_of(cards: int) -> int:
    """Decks of a deal by its cards: 48, 52 or 54 cards one deck, 104 two, 156 three."""
    return max(1, round(cards / 52))


def mark(ok: bool) -> str:
    return "ok" if ok else "MISS"


def target_of(label: str, decks: int, fig: dict) -> tuple[str, bool]:
    if label == "golf":
        ok = fig["decided"] == 1.0 and fig["median"] is not None and fig["median"] < TARGET_GOLF_MEDIAN
        return f"all decided, median < {TARGET_GOLF_MEDIAN:g} s", ok
    share = TARGET_ONE_DECK if decks == 1 else TARGET_MORE_DECKS
    return f">= {share:.0%} decided", fig["decided"] >= share


def seconds_text(value: float | None, width: int = 8) -> str:
    return f"{'-':>{width}}" if value is None else f"{value:>{width}.3f}"


def table_header(width: int) -> str:
    return (f"{'game':<{width}}  decks  deals  winnable  unwinnable  unknown  decided  median s"
            f"     nodes/s  failed  target")


def table_line(label: str, width: int, decks: int | str, fig: dict, target: str) -> str:
    c = fig["counts"]
    return (f"{label:<{width}}  {decks!s:>5}  {fig['deals']:>5}  {c['winnable']:>8}  {c['unwinnable']:>10}"
            f"  {c['unknown'] + c['error']:>7}  {fig['decided']:>7.0%}  {seconds_text(fig['median'])}"
            f"  {fig['nps']:>10,.0f}  {fig['failed']:>6}  {target}")


def loud_lines(rows: list[dict]) -> list[str]:
    """A line for each failed replay and each search that raised."""
    lines = []
    for row in rows:
        where = f"{row.get('label') or row.get('game')} deal {row.get('deal')}"
        if row.get("replay") not in ("ok", "", None):
            lines.append(f"!! REPLAY FAILED: {where}: {row['replay']}")
        if row.get("verdict") == "error":
            lines.append(f"!! SEARCH RAISED: {where}: {row.get('error')}")
    return lines


def out(text: str = "") -> None:
    print(text, flush=True)


# -- part 1: every game -------------------------------------------------------------------

def game_entries(selected: list[str] | None) -> list[tuple[str, str, dict]]:
    """(label, game, options) of the games part: every game, Klondike twice."""
    entries = []
    for name in sn.list_games():
        if selected and name not in selected:
            continue
        entries.append((name, name, {}))
        if name == "klondike":
            entries.append(("klondike draw 3", "klondike", {"draw": 3}))
    return entries


def games_heading(deals: int, seconds, nodes) -> str:
    return (f"\n## Every game, default options, and Klondike draw 3 (deals 1..{deals}; "
            f"{limits_text(seconds, nodes)} per search)")


def limits_text(seconds, nodes) -> str:
    parts = [f"{seconds:g} s" if seconds else "no time limit"]
    if nodes:
        parts.append(f"{nodes} nodes")
    return ", ".join(parts)


def games_summary(by_label: dict[str, list[dict]], width: int, wall: float | None) -> None:
    groups: dict[str, list] = {"one deck": [], "two decks or more": []}
    for label, rows in by_label.items():
        decks = decks_of(rows[0].get("cards") or 52)
        groups["one deck" if decks == 1 else "two decks or more"].append((label, decks, figures(rows)))
    out()
    for group, members in groups.items():
        if not members:
            continue
        share = TARGET_ONE_DECK if group == "one deck" else TARGET_MORE_DECKS
        met = sum(fig["decided"] >= share for _label, _decks, fig in members)
        rows = [row for label, _d, _f in members for row in by_label[label]]
        out(table_line(f"{group} ({len(members)})", width, "", figures(rows),
                       f"{met}/{len(members)} games at >= {share:.0%} decided"))
    every = [row for rows in by_label.values() for row in rows]
    fig = figures(every)
    extra = f", {wall:.0f} s wall" if wall is not None else ""
    out(f"all {len(by_label)} lines: {fig['seconds']:.0f} s of search{extra}; "
        f"replays failed: {fig['failed']}; searches raised: {fig['errors']}")
    if "golf" in by_label:
        golf = figures(by_label["golf"])
        target, ok = target_of("golf", 1, golf)
        out(f"Golf: {golf['decided']:.0%} decided, median {seconds_text(golf['median'], 0)} s "
            f"(target: {target}): {mark(ok)}")


def part_games(pool, args, recorder: Recorder) -> None:
    entries = game_entries(args.games)
    deals = range(1, args.deals + 1)
    width = max(len(label) for label, _n, _o in entries + [("two decks or more (99)", "", {})])
    out(games_heading(args.deals, args.seconds, args.nodes))
    out(table_header(width))
    tasks = [(name, deal, options, args.seconds, args.nodes)
             for _label, name, options in entries for deal in deals]
    labels = [label for label, _n, _o in entries for _deal in deals]
    by_label: dict[str, list[dict]] = {}
    started = time.perf_counter()
    for label, row in zip(labels, results(pool, solve_deal, tasks)):
        row.update(part="games", label=label)
        by_label.setdefault(label, []).append(row)
        if len(by_label[label]) == len(deals):
            finish_game_line(label, by_label[label], width, recorder)
    games_summary(by_label, width, time.perf_counter() - started)


def finish_game_line(label: str, rows: list[dict], width: int, recorder: Recorder | None) -> None:
    fig = figures(rows)
    decks = decks_of(rows[0].get("cards") or 52)
    target, ok = target_of(label, decks, fig)
    out(table_line(label, width, decks, fig, f"{target}: {mark(ok)}"))
    for line in loud_lines(rows):
        out(line)
    if recorder is not None:
        recorder.add(rows)


# -- part 2: FreeCell beside fc-solve ------------------------------------------------------

def part_freecell(pool, args, recorder: Recorder) -> None:
    program = find_fc_solve()
    deals = range(1, args.freecell_deals + 1)
    out(f"\n## FreeCell beside fc-solve (Microsoft deals 1..{args.freecell_deals}; solitaire_nb "
        f"{limits_text(args.seconds, args.nodes)} per search, timed in its worker; {program or 'fc-solve'} "
        f"timed as a whole process, start included, stopped after {args.fc_timeout:g} s; turn about)")
    if program is None:
        out("fc-solve: not installed (apt-get install freecell-solver-bin) - solitaire_nb alone")
    tasks = [(deal, args.seconds, args.nodes, program, args.fools_gold, args.fc_timeout) for deal in deals]
    rows: list[dict] = []
    saved = 0
    started = time.perf_counter()
    batch = max(10, args.freecell_deals // 10)
    for row in results(pool, freecell_deal, tasks):
        row.update(part="freecell", label="freecell")
        rows.append(row)
        for line in loud_lines([row]):
            out(line)
        if len(rows) % batch == 0 or len(rows) == len(deals):
            recorder.add(rows[saved:])
            saved = len(rows)
            if len(rows) < len(deals):
                ours = sum(r["verdict"] == "winnable" for r in rows)
                theirs = sum(r.get("fc_solved") or 0 for r in rows)
                out(f"  ... {len(rows)} deals: solitaire_nb solved {ours}, fc-solve {theirs} "
                    f"({time.perf_counter() - started:.0f} s)")
    freecell_report(rows)


def freecell_line(name: str, solved: int, deals: int, seconds: list, moves, rate: float) -> str:
    return (f"{name:<22}  {f'{solved}/{deals}':>11}  {seconds_text(median(seconds))}  {max(seconds):>8.2f}"
            f"  {fmt(moves):>12}  {rate:>12,.0f}")


def freecell_report(rows: list[dict]) -> None:
    """Solved counts, medians, their ratios and solution lengths of both solvers."""
    fig = figures(rows)
    c = fig["counts"]
    indent = " " * 24
    out(f"{'':<22}  {'solved':>11}  {'median s':>8}  {'max s':>8}  {'median moves':>12}  {'nodes/s':>12}")
    ours = [r.get("seconds") or 0.0 for r in rows]
    out(freecell_line("solitaire_nb", c["winnable"], len(rows), ours,
                      median(r.get("moves") for r in rows if r["verdict"] == "winnable"), fig["nps"]))
    out(f"{indent}unwinnable {c['unwinnable']}, unknown {c['unknown']}, raised {c['error']}; "
        f"replays failed: {fig['failed']}")
    missed = [str(r["deal"]) for r in rows if r["verdict"] != "winnable"]
    if missed:
        out(f"{indent}not solved: {deal_list(missed)}")
    for prefix, name in (("fc", "fc-solve (default)"), ("fg", "fc-solve -l fools-gold")):
        timed = [r for r in rows if r.get(f"{prefix}_seconds") is not None]
        if not timed:
            continue
        theirs = [r[f"{prefix}_seconds"] for r in timed]
        states = sum(r.get(f"{prefix}_states") or 0 for r in timed)
        out(freecell_line(name, sum(r.get(f"{prefix}_solved") or 0 for r in timed), len(timed), theirs,
                          median(r.get(f"{prefix}_moves") for r in timed), states / sum(theirs)))
        missed = [str(r["deal"]) for r in timed if not r.get(f"{prefix}_solved")]
        if missed:
            out(f"{indent}not solved: {deal_list(missed)}")
        if median(ours) and median(theirs):
            ratio = median(ours) / median(theirs)
            target = ""
            if prefix == "fc":
                target = f" (target <= {TARGET_FC_RATIO:g}x): {mark(ratio <= TARGET_FC_RATIO)}"
            out(f"{indent}ratio of medians, solitaire_nb / {name}: {ratio:.1f}x{target}")
    out(f"{indent}(fc-solve's nodes/s: states it checked over its whole process time; its moves in "
        "standard notation)")


def deal_list(deals: list[str]) -> str:
    return "deals " + " ".join(deals[:30]) + (f" ... ({len(deals)} in all)" if len(deals) > 30 else "")


def fmt(value) -> str:
    return "-" if value is None else f"{value:g}"


# -- part 3: Klondike thoughtful ------------------------------------------------------------

KLONDIKE_THOUGHTFUL = (("klondike draw 1, unlimited", {"draw": 1, "redeals": "unlimited"}),
                       ("klondike draw 3, unlimited", {"draw": 3, "redeals": "unlimited"}))


def klondike_line(label: str, rows: list[dict], width: int) -> None:
    fig = figures(rows)
    unknown = (fig["counts"]["unknown"] + fig["counts"]["error"]) / fig["deals"]
    ok = unknown <= TARGET_KLONDIKE_UNKNOWN
    out(table_line(label, width, 1, fig,
                   f"unknown {unknown:.1%} <= {TARGET_KLONDIKE_UNKNOWN:.0%}: {mark(ok)}"))
    for line in loud_lines(rows):
        out(line)


def part_klondike(pool, args, recorder: Recorder) -> None:
    width = max(len(label) for label, _o in KLONDIKE_THOUGHTFUL)
    out(f"\n## Klondike thoughtful, unlimited redeals (deals 1..{args.klondike_deals}; "
        f"{limits_text(args.klondike_seconds, args.nodes)} per search)")
    out(table_header(width))
    deals = range(1, args.klondike_deals + 1)
    tasks = [("klondike", deal, options, args.klondike_seconds, args.nodes)
             for _label, options in KLONDIKE_THOUGHTFUL for deal in deals]
    labels = [label for label, _o in KLONDIKE_THOUGHTFUL for _deal in deals]
    rows: list[dict] = []
    for label, row in zip(labels, results(pool, solve_deal, tasks)):
        row.update(part="klondike", label=label)
        rows.append(row)
        if len(rows) % len(deals) == 0:
            klondike_line(label, rows[-len(deals):], width)
            recorder.add(rows[-len(deals):])


# -- part 4: nodes per second, this checkout beside a baseline --------------------------------

def nps_measure(deals: int, nodes: int, seconds: float) -> dict:
    """Nodes and seconds of each search set, one search after another (this process)."""
    figures_by_label = {}
    for label, name, options in NPS_SEARCHES:
        total_nodes, total_seconds = 0, 0.0
        for deal in range(1, deals + 1):
            game = sn.new_game(name, deal, **options)
            started = time.perf_counter()
            result = game.solve(max_seconds=seconds, max_nodes=nodes)
            total_seconds += time.perf_counter() - started
            total_nodes += getattr(result, "nodes", 0)
        figures_by_label[label] = {"nodes": total_nodes, "seconds": total_seconds}
    return {"package": sn.__file__, "figures": figures_by_label}


def nps_in(root: Path, args) -> dict:
    """The searches in a fresh process importing the package found under ``root``."""
    env = dict(os.environ, SOLITAIRE_NB_ROOT=str(root), PYTHONPATH=str(root))
    command = [sys.executable, str(Path(__file__).resolve()), "--nps-worker",
               "--nps-deals", str(args.nps_deals), "--nps-nodes", str(args.nps_nodes),
               "--nps-seconds", str(args.nps_seconds)]
    done = subprocess.run(command, env=env, cwd=root, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"the searches failed under {root}:\n{done.stderr[-2000:]}")
    measured = json.loads(done.stdout.strip().splitlines()[-1])
    if not Path(measured["package"]).resolve().is_relative_to(root.resolve()):
        raise RuntimeError(f"under {root} the package was imported from {measured['package']}")
    return measured["figures"]


@contextlib.contextmanager
def checkout(ref: str):
    """The commit ``ref`` checked out into a temporary git worktree, removed afterwards."""
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "baseline"
        subprocess.run(["git", "-C", str(HERE), "worktree", "add", "--detach", str(base), ref],
                       check=True, capture_output=True)
        try:
            yield base
        finally:
            subprocess.run(["git", "-C", str(HERE), "worktree", "remove", "--force", str(base)],
                           check=False, capture_output=True)


def part_nps(args, recorder: Recorder) -> None:
    out(f"\n## Nodes per second (deals 1..{args.nps_deals} of each; at most {args.nps_nodes} nodes and "
        f"{args.nps_seconds:g} s per search; one process at a time, {args.rounds} round(s))")
    sides = ["this checkout"]
    rows: list[dict] = []
    with contextlib.ExitStack() as stack:
        roots = {"this checkout": HERE}
        if args.baseline_ref:
            roots["baseline"] = stack.enter_context(checkout(args.baseline_ref))
            sides = ["baseline", "this checkout"]
        for round_ in range(1, args.rounds + 1):
            order = sides if round_ % 2 else sides[::-1]
            for side in order:
                for label, fig in nps_in(roots[side], args).items():
                    rows.append({"part": "nps", "side": side, "round": round_, "label": label,
                                 "ref": args.baseline_ref if side == "baseline" else "HEAD",
                                 "nodes": fig["nodes"], "seconds": fig["seconds"]})
            out(f"  round {round_} done ({', '.join(order)})")
    recorder.add(rows)
    nps_report(rows, args.baseline_ref)


def nps_report(rows: list[dict], baseline_ref: str | None) -> None:
    def rate(side: str, label: str | None) -> float | None:
        by_round: dict[int, list] = {}
        for row in rows:
            if row["side"] == side and (label is None or row["label"] == label):
                by_round.setdefault(row["round"], []).append(row)
        rates = [sum(r["nodes"] for r in rs) / sum(r["seconds"] for r in rs) for rs in by_round.values()
                 if sum(r["seconds"] for r in rs)]
        return median(rates)

    baseline_ref = baseline_ref or next((r.get("ref") for r in rows if r["side"] == "baseline"), None)
    base_name = f"baseline {baseline_ref}" if baseline_ref else "baseline"
    compare = any(row["side"] == "baseline" for row in rows)
    out(f"{'searches':<18}  {'this checkout':>14}" + (f"  {base_name:>20}  ratio" if compare else "")
        + "   (nodes/s, median of the rounds)")
    for label in [lab for lab, _n, _o in NPS_SEARCHES] + [None]:
        this = rate("this checkout", label)
        line = f"{label or 'all':<18}  {this or 0:>14,.0f}"
        if compare:
            base = rate("baseline", label)
            ratio = this / base if this and base else None
            line += f"  {base or 0:>20,.0f}  {ratio or 0:>4.2f}x"
            ok = ratio is not None and ratio >= TARGET_NPS_RATIO
            line += f"  (target >= {TARGET_NPS_RATIO:g}x: {mark(ok)})"
        out(line)


# -- the run --------------------------------------------------------------------------------

def load_text() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def summarize(path: str) -> int:
    rows = load_rows(path)
    out(f"# Solver benchmark: the rows of {path}")
    by_part: dict[str, list[dict]] = {}
    for row in rows:
        by_part.setdefault(row["part"], []).append(row)
    if "games" in by_part:
        by_label: dict[str, list[dict]] = {}
        for row in by_part["games"]:
            by_label.setdefault(row["label"], []).append(row)
        width = max(len(label) for label in list(by_label) + ["two decks or more (99)"])
        deals = max(row["deal"] for row in by_part["games"])
        out(f"\n## Every game (deals 1..{deals})")
        out(table_header(width))
        for label, game_rows in by_label.items():
            finish_game_line(label, game_rows, width, None)
        games_summary(by_label, width, None)
    if "freecell" in by_part:
        out(f"\n## FreeCell beside fc-solve (deals 1..{max(r['deal'] for r in by_part['freecell'])})")
        freecell_report(by_part["freecell"])
    if "klondike" in by_part:
        width = max(len(label) for label, _o in KLONDIKE_THOUGHTFUL)
        out("\n## Klondike thoughtful, unlimited redeals")
        out(table_header(width))
        for label, _options in KLONDIKE_THOUGHTFUL:
            part = [row for row in by_part["klondike"] if row["label"] == label]
            if part:
                klondike_line(label, part, width)
    if "nps" in by_part:
        out("\n## Nodes per second")
        nps_report(by_part["nps"], None)
    return int(any(loud_lines(rows)))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", default=",".join(PARTS),
                        help=f"parts to run, comma-separated, of {', '.join(PARTS)} (default: all)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes, one search each (default 2)")
    parser.add_argument("--games", help="games part: only these games, comma-separated")
    parser.add_argument("--deals", type=int, default=50, help="games part: deals 1..N (default 50)")
    parser.add_argument("--seconds", type=float, default=10.0,
                        help="time limit per search of the games and FreeCell parts (default 10)")
    parser.add_argument("--nodes", type=int, default=None,
                        help="node limit per search of the games, FreeCell and Klondike parts (default none)")
    parser.add_argument("--freecell-deals", type=int, default=1000, help="FreeCell deals 1..M (default 1000)")
    parser.add_argument("--fc-timeout", type=float, default=60.0,
                        help="fc-solve stopped after S s (default 60)")
    parser.add_argument("--fools-gold", action="store_true", help="also run fc-solve -l fools-gold")
    parser.add_argument("--klondike-deals", type=int, default=200, help="Klondike deals 1..K (default 200)")
    parser.add_argument("--klondike-seconds", type=float, default=60.0,
                        help="time limit per Klondike search (default 60)")
    parser.add_argument("--nps-deals", type=int, default=10, help="nps part: deals 1..N of each (default 10)")
    parser.add_argument("--nps-nodes", type=int, default=20_000, help="nps part: node limit (default 20000)")
    parser.add_argument("--nps-seconds", type=float, default=10.0, help="nps part: time limit (default 10)")
    parser.add_argument("--baseline-ref", help="nps part: a git commit to compare with, turn about")
    parser.add_argument("--rounds", type=int, default=3, help="nps part: rounds of each side (default 3)")
    parser.add_argument("--out", help="write the raw rows to this file (.csv: CSV, else JSON)")
    parser.add_argument("--summarize", metavar="FILE", help="print the tables of a saved --out file and stop")
    parser.add_argument("--nps-worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.nps_worker:
        print(json.dumps(nps_measure(args.nps_deals, args.nps_nodes, args.nps_seconds)))
        return 0
    if args.summarize:
        return summarize(args.summarize)
    parts = [p.strip() for p in args.part.split(",") if p.strip()]
    unknown = [p for p in parts if p not in PARTS]
    if unknown or not parts:
        parser.error(f"--part takes {', '.join(PARTS)}, not {', '.join(unknown) or 'nothing'}")
    if args.games:
        args.games = [g.strip() for g in args.games.split(",") if g.strip()]
        unknown = [g for g in args.games if g not in sn.list_games()]
        if unknown:
            parser.error(f"unknown games: {', '.join(unknown)}")
    for name in ("jobs", "deals", "freecell_deals", "klondike_deals", "nps_deals", "rounds"):
        if getattr(args, name) < 1:
            parser.error(f"--{name.replace('_', '-')} must be 1 or more")

    started = time.perf_counter()
    commit = subprocess.run(["git", "-C", str(HERE), "rev-parse", "--short", "HEAD"],
                            capture_output=True, text=True).stdout.strip()
    out(f"# Solver benchmark ({args.jobs} job{'s' if args.jobs > 1 else ''}, "
        f"Python {sys.version.split()[0]}, commit {commit or '?'}, parts {', '.join(parts)})")
    out(f"start: {load_text()}")
    recorder = Recorder(args.out, {"argv": sys.argv[1:], "commit": commit, "cpus": os.cpu_count(),
                                   "load_at_start": os.getloadavg(), "python": sys.version.split()[0]})
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 and set(parts) - {"nps"} else None
    try:
        for part in PARTS:
            if part not in parts:
                continue
            if part == "games":
                part_games(pool, args, recorder)
            elif part == "freecell":
                part_freecell(pool, args, recorder)
            elif part == "klondike":
                part_klondike(pool, args, recorder)
            else:
                part_nps(args, recorder)
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    failures = loud_lines(recorder.rows)
    recorder.settings["load_at_end"] = os.getloadavg()
    recorder.add([])
    out(f"\nend: {load_text()}; whole run {time.perf_counter() - started:.0f} s")
    if failures:
        out(f"!! {len(failures)} failure(s): see the lines starting with !! above")
    return int(bool(failures))


if __name__ == "__main__":
    sys.exit(main())
