"""Winnability surveys (``teaching.winnability.survey``): how fast, one process against a pool.

Run: ``python benchmarks/winnability.py [--game G] [--deals N] [--nodes M] [--workers W]``.
Surveys deals 1..N (default: FreeCell, 24 deals, 3000 positions per deal) twice, in this
process and on a pool of W processes (default: every core), and prints for each the time
taken and the deals per second, the speed-up, and the verdicts (which must be the same).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, os.environ.get("SOLITAIRE_NB_ROOT", str(HERE)))

from solitaire_nb.teaching.winnability import survey  # noqa: E402


def timed(**kwargs):
    started = time.perf_counter()
    table = survey(progress=False, **kwargs)
    return table, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="freecell")
    parser.add_argument("--deals", type=int, default=24, help="deals 1..N (default 24)")
    parser.add_argument("--nodes", type=int, default=3000, help="node limit per deal (default 3000)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="pool size (default: cores)")
    args = parser.parse_args()
    request = {"game": args.game, "deals": args.deals, "max_nodes": args.nodes, "max_seconds": None}

    alone, alone_seconds = timed(workers=1, **request)
    pooled, pooled_seconds = timed(workers=args.workers, **request)
    print(f"{args.game}, deals 1..{args.deals}, at most {args.nodes} positions per deal")
    pool = f"{args.workers} processes:"
    print(f"  {'one process:':16} {alone_seconds:6.2f} s  ({args.deals / alone_seconds:5.2f} deals/s)")
    print(f"  {pool:16} {pooled_seconds:6.2f} s  ({args.deals / pooled_seconds:5.2f} deals/s), "
          f"speed-up {alone_seconds / pooled_seconds:.2f}")
    print(f"  verdicts: {dict(Counter(alone['verdict']))}")
    if list(alone["verdict"]) != list(pooled["verdict"]):
        raise SystemExit("the pool gave other verdicts than the single process")


if __name__ == "__main__":
    main()
