"""Measure how hard every game is: by the solver, and by the kit's three players.

    .venv/bin/python scripts/measure_difficulty.py solver  [--budget S] [games...]
    .venv/bin/python scripts/measure_difficulty.py players [--budget S] [games...]
    .venv/bin/python scripts/measure_difficulty.py write   # docs/difficulty.json and the package's copy

Each measured entry is a game with its default options, or one of the option sets in
:data:`VARIANTS` (those that change how hard the game is).  Results are kept per entry in
``build/difficulty/`` as they come, so a run can stop and go on; ``write`` puts them together.

* **solver**: deals 1, 2, 3... are solved one by one by :func:`solitaire_nb.engine.solver.solve`
  with a bound on the positions it expands (:data:`NODES`) and none on time, so that every
  verdict is the same on every machine: *winnable* (a win found and replayed), *unwinnable*
  (exhaustive search: a proof) or *unknown* (the bound was reached).  An entry goes on until
  :data:`MOST_DEALS` deals or until ``--budget`` seconds have passed: slow games are
  measured on fewer deals, and the file says how many.
* **players**: the random and greedy players on deals 1 to 200, the lookahead player on
  deals 1 to 200 or fewer within ``--budget`` seconds, each seeded with
  ``random.Random(deal number)`` and run by ``play_out`` with its default limits.

The data file holds every verdict and outcome, one letter per deal, so that anyone can
replay one deal and find the same result.  How the levels are made: :mod:`solitaire_nb.teaching.difficulty`.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.engine.solver import solve  # noqa: E402
from solitaire_nb.engine.strategy import greedy_player, lookahead_player, play_out, random_player  # noqa: E402
from solitaire_nb.teaching import difficulty  # noqa: E402

CACHE = ROOT / "build" / "difficulty"
NODES = 10_000
MOST_DEALS = 100
PLAYER_DEALS = 200
PLAYERS = {"random": random_player, "greedy": greedy_player, "lookahead": lookahead_player}
LETTER = {"won": "W", "lost": "L", "stuck": "S", "winnable": "W", "unwinnable": "L", "unknown": "U"}

#: The option sets measured besides the defaults: those that change how hard a game is
#: (dealing three cards at a time, fewer suits, a random first gap, no temporary cells).
#: Options that change only the score (FreeCell's scoring, Triple Peaks' multiplier) or the
#: look of the deal are left out.
VARIANTS: dict[str, list[dict]] = {
    "athena": [{"draw": 3}],
    "gaps": [{"random_gaps": True}],
    "giant": [{"build": "same_suit"}],
    "klondike": [{"draw": 3}, {"redeals": 0}, {"redeals": "unlimited"}],
    "napoleons_tomb": [{"draw": 3}],
    "osmosis": [{"draw": 3}],
    "peek": [{"draw": 3}],
    "saratoga": [{"draw": 3}],
    "spider": [{"suits": 2}, {"suits": 1}],
    "ten_across": [{"temp_slots": False}],
}


def entries(games: list[str]) -> list[tuple[str, dict]]:
    """(game, options) of every entry of ``games``: the defaults, then the variants."""
    found = []
    for game in games:
        found.append((game, {}))
        found += [(game, options) for options in VARIANTS.get(game, [])]
    return found


def cache_path(game: str, options: dict, part: str) -> Path:
    """One file per entry and part, so that the two parts can run at once."""
    return CACHE / f"{difficulty.entry_key(game, options)}.{part}.json"


def load(game: str, options: dict) -> dict:
    """The parts measured so far of one entry."""
    found = {}
    for part in ("solver", "players"):
        path = cache_path(game, options, part)
        if path.exists():
            found[part] = json.loads(path.read_text(encoding="utf-8"))
    return found


def save(game: str, options: dict, part: str, data: dict) -> None:
    CACHE.mkdir(parents=True, exist_ok=True)
    path = cache_path(game, options, part)
    path.with_suffix(".tmp").write_text(json.dumps(data, ensure_ascii=False) + "\n", encoding="utf-8")
    path.with_suffix(".tmp").replace(path)


def measure_solver(game: str, options: dict, budget: float) -> dict:
    started, letters = time.perf_counter(), []
    for deal in range(1, MOST_DEALS + 1):
        result = solve(sn.new_game(game, deal=deal, **options), max_seconds=None, max_nodes=NODES)
        if result.verdict == "winnable":
            won = sn.new_game(game, deal=deal, **options)
            for move in result.moves:
                won.play(move)
            if not won.is_won():
                raise RuntimeError(f"{game} {options} deal {deal}: the solution does not replay to a win")
        letters.append(LETTER[str(result.verdict)])
        if time.perf_counter() - started > budget:
            break
    return {"nodes": NODES, "verdicts": "".join(letters)}


def measure_players(game: str, options: dict, budget: float) -> dict:
    found = {}
    for name, player in PLAYERS.items():
        started, letters = time.perf_counter(), []
        for deal in range(1, PLAYER_DEALS + 1):
            outcome = play_out(sn.new_game(game, deal=deal, **options), player(random.Random(deal)))
            letters.append(LETTER[outcome])
            if name == "lookahead" and time.perf_counter() - started > budget:
                break
        found[name] = "".join(letters)
    return found


def run(part: str, games: list[str], budget: float) -> None:
    for game, options in entries(games):
        if part in load(game, options):
            continue
        started = time.perf_counter()
        measure = measure_solver if part == "solver" else measure_players
        save(game, options, part, measure(game, options, budget))
        print(f"{difficulty.entry_key(game, options)}: {part} in {time.perf_counter() - started:.0f} s",
              flush=True)


def write() -> None:
    measured = {}
    for game, options in entries(sn.list_games()):
        data = load(game, options)
        if "solver" in data and "players" in data:
            measured[difficulty.entry_key(game, options)] = {"game": game, "options": options, **data}
    table = difficulty.build_table(measured, nodes=NODES, player_deals=PLAYER_DEALS)
    text = json.dumps(table, ensure_ascii=False, indent=1) + "\n"
    for path in (ROOT / "docs" / "difficulty.json", difficulty.DATA):
        path.write_text(text, encoding="utf-8")
    print(f"wrote {len(measured)} entries")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("part", choices=("solver", "players", "write"))
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--budget", type=float, default=30.0, help="seconds per entry (see above)")
    args = parser.parse_args(argv)
    if args.part == "write":
        write()
    else:
        run(args.part, args.games or sn.list_games(), args.budget)


if __name__ == "__main__":
    main()
