"""What share of a game's deals can be won?  A survey over many deals, on one machine or a cluster.

:func:`survey` solves deals 1..N (or any deal numbers) of one game with the generic solver
(:func:`solitaire_nb.engine.solver.solve`) and returns one row per deal in a pandas DataFrame::

    >>> from solitaire_nb.teaching.winnability import survey, summary
    >>> table = survey("freecell", 100, max_nodes=20_000)                  # doctest: +SKIP
    >>> summary(table)                                                      # doctest: +SKIP

The deals are shared among every core of this machine (a process pool), or, given a
``dask.distributed.Client``, among the workers of a Dask cluster; the rows are the same
either way.  Every solution found is replayed through :meth:`Game.play` and must end in a
win before its deal is reported winnable.

"Winnable" here is the solver's: a *thoughtful* search that sees the face-down cards and
the order of the stock.  A verdict is ``"winnable"``, ``"unwinnable"`` (every position was
searched) or ``"unknown"`` (a limit was reached first).  :func:`summary` gives the counts,
a Wilson interval for the winnable share among the settled deals, and the bounds that hold
whatever the unknown deals turn out to be.  Published figures to compare with are in
:mod:`.published`.

pandas, tqdm and dask are imported by the functions that need them, never at import time.
"""

from __future__ import annotations

import operator
import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..engine.shuffle import MAX_DEAL, check_deal_number
from ..engine.solver import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS, VERDICTS, replay
from ..engine.start import new_game
from ..rules.declaration import game_info, resolve_options
from ..text.language import resolve_lang
from ..text.phrases import Phrase, define, number_text, percent_text, say
from .tips import wilson_interval

#: The columns of a survey's table, in order.
COLUMNS = ("deal", "verdict", "moves", "nodes", "seconds", "limit", "thoughtful")

define("winnability", {
    "winnable": Phrase(en="winnable", fr="gagnable"),
    "unwinnable": Phrase(en="unwinnable", fr="impossible"),
    "unknown": Phrase(en="unknown", fr="non tranchée"),
    "deal_unit": Phrase(en="deal", fr="donne"),
    "heading": Phrase(en="**{game}** ({options}): {n} {n|deal|deals}, at most {nodes} positions and "
                         "{seconds} s per deal",
                      fr="**{game}** ({options}) : {n} {n|donne|donnes}, au plus {nodes} positions et "
                         "{seconds} s par donne"),
    "no_options": Phrase(en="no options", fr="sans option"),
    "no_limit": Phrase(en="no limit", fr="sans limite"),
    "count": Phrase(en="{verdict}: {k} ({share})", fr="{verdict} : {k} ({share})"),
    "settled": Phrase(
        en="winnable among the {m} settled {m|deal|deals}: {share}, 95% interval {low} to {high}",
        fr="part gagnable des {m} {m|donne tranchée|donnes tranchées} : {share}, intervalle à "
           "95\u00a0% de {low} à {high}",
    ),
    "none_settled": Phrase(en="no deal was settled: the winnable share cannot be estimated",
                           fr="aucune donne n'a été tranchée : la part gagnable ne peut pas être estimée"),
    "bounds": Phrase(en="counting the unknown deals as lost, then as won: {low} to {high} of the deals; "
                        "95% interval {wide_low} to {wide_high}",
                     fr="en comptant les donnes non tranchées comme perdues, puis comme gagnées : de {low} à "
                        "{high} des donnes ; intervalle à 95\u00a0% de {wide_low} à {wide_high}"),
    "times": Phrase(en="solve time per deal: median {median} s, 90th percentile {p90} s",
                    fr="temps de résolution par donne : médiane {median} s, 90e centile {p90} s"),
})


# --------------------------------------------------------------------------- one deal

def solve_deal(game: str, deal: int, options: Mapping[str, Any] | None = None,
               max_seconds: float | None = DEFAULT_MAX_SECONDS,
               max_nodes: int | None = DEFAULT_MAX_NODES) -> dict[str, Any]:
    """Solve one deal and return its row (see :data:`COLUMNS`).

    A top-level function, so that a process pool or a Dask worker can run it.  A solution
    that does not replay to a win is a bug of the solver: ``RuntimeError``, never a row."""
    start = new_game(game, deal, **dict(options or {}))
    result = start.solve(max_seconds=max_seconds, max_nodes=max_nodes)
    if result.verdict == "winnable" and not replay(start, result.moves).is_won():
        raise RuntimeError(f"{game} deal {deal}: the solver's solution does not replay to a win")
    return {"deal": deal, "verdict": result.verdict,
            "moves": len(result.moves) if result.verdict == "winnable" else None,
            "nodes": result.nodes, "seconds": result.seconds, "limit": result.limit,
            "thoughtful": result.thoughtful}


# --------------------------------------------------------------------------- checks

def deal_numbers(deals: int | Iterable[int]) -> list[int]:
    """``deals`` as a list: a whole number N means deals 1..N; otherwise each number is
    checked (``ValueError`` naming the first bad one, or a number given twice)."""
    if isinstance(deals, (str, bytes)) or not (isinstance(deals, Iterable) or hasattr(deals, "__index__")):
        raise ValueError(f"deals must be a number of deals N (deals 1 to N) or deal numbers, not {deals!r}")
    if not isinstance(deals, Iterable):
        if isinstance(deals, bool):
            raise ValueError(f"deals must be a whole number of deals, not {deals!r}")
        count = operator.index(deals)
        if not 1 <= count <= MAX_DEAL:
            raise ValueError(f"the number of deals must be from 1 to {MAX_DEAL}, not {count}")
        return list(range(1, count + 1))
    numbers, seen = [], set()
    for value in deals:
        if not isinstance(value, (bool, int)) and hasattr(value, "__index__"):
            value = operator.index(value)  # numpy's integers
        number = check_deal_number(value)
        if number in seen:
            raise ValueError(f"deal {number} is given twice: each deal counts once in a survey")
        seen.add(number)
        numbers.append(number)
    if not numbers:
        raise ValueError("no deal to survey: give a number of deals or at least one deal number")
    return numbers


def check_limits(max_seconds: Any, max_nodes: Any) -> None:
    """The solver's limits: numbers >= 0 (a whole number of nodes) or None."""
    for name, value in (("max_seconds", max_seconds), ("max_nodes", max_nodes)):
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))
                                  or value < 0):
            raise ValueError(f"{name} must be a number >= 0 or None, not {value!r}")
    if max_nodes is not None and not isinstance(max_nodes, int):
        raise ValueError(f"max_nodes must be a whole number, not {max_nodes!r}")


def game_options(game: str, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """``game``'s options, every one filled in (``{"draw": 3}`` -> ``{"draw": 3, "redeals":
    "unlimited"}`` for Klondike); the engine's ``ValueError`` for an unknown game or option."""
    info = game_info(game)
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise ValueError(f"options must be a dict of {game}'s options such as {{'draw': 3}}, not {options!r}")
    return resolve_options(info, dict(options))


def worker_count(workers: Any, client: Any) -> int:
    if client is not None:
        if workers is not None:
            raise ValueError("give workers (processes on this machine) or client (a Dask cluster), not both")
        return 0
    if workers is None:
        return os.cpu_count() or 1
    if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
        raise ValueError(f"workers must be a whole number >= 1, not {workers!r}")
    return workers


# --------------------------------------------------------------------------- the survey

def survey(game: str, deals: int | Iterable[int], *, options: Mapping[str, Any] | None = None,
           max_seconds: float | None = DEFAULT_MAX_SECONDS, max_nodes: int | None = DEFAULT_MAX_NODES,
           client: Any = None, workers: int | None = None, progress: bool = True) -> Any:
    """Solve every deal of ``deals`` (N: deals 1..N) of ``game`` and return a pandas DataFrame,
    one row per deal sorted by deal number, with the columns of :data:`COLUMNS`.

    ``options`` are the game's options (``{"draw": 3}``); ``max_seconds`` and ``max_nodes``
    bound each deal's search (a deal that reaches one is ``"unknown"``).  Without ``client``
    the deals are shared among ``workers`` processes (default: every core; ``workers=1``
    solves them here, one after the other); with ``client``, a ``dask.distributed.Client``,
    among the cluster's workers, which must be able to import ``solitaire_nb``.  A progress
    bar advances as deals finish (``progress=False``: none).  ``df.attrs`` records the game,
    its options (all of them, filled in) and the limits.

    Everything is checked before any deal is solved: an unknown game or option, a bad deal
    number or a bad limit raises ``ValueError``."""
    import pandas as pd

    numbers = deal_numbers(deals)
    resolved = game_options(game, options)
    new_game(game, numbers[0], **resolved)  # the engine's own checks, before dispatching
    check_limits(max_seconds, max_nodes)
    count = worker_count(workers, client)
    if not isinstance(progress, bool):
        raise ValueError(f"progress must be True or False, not {progress!r}")
    job = {"options": resolved, "max_seconds": max_seconds, "max_nodes": max_nodes}
    bar, shown = _progress_bar(len(numbers), game_name(game), progress)
    try:
        if client is not None:
            rows = _on_cluster(client, game, numbers, job, bar)
        elif count == 1 or len(numbers) == 1:
            rows = []
            for deal in numbers:
                rows.append(solve_deal(game, deal, **job))
                bar.update(1)
        else:
            rows = _in_pool(min(count, len(numbers)), game, numbers, job, bar)
    finally:
        bar.close()
        if shown is not None:  # the finished bar as a line of text, which a saved notebook keeps
            shown.update({"text/plain": str(bar)}, raw=True)
    table = pd.DataFrame(rows, columns=list(COLUMNS)).sort_values("deal", ignore_index=True)
    table["moves"] = table["moves"].astype("Int64")
    table.attrs.update(game=game, options=resolved, max_seconds=max_seconds, max_nodes=max_nodes)
    return table


def _progress_bar(total: int, title: str, enabled: bool) -> tuple[Any, Any]:
    """A tqdm bar (a widget in Jupyter, text elsewhere) and, in Jupyter, the handle of its
    display, so that the finished bar can be replaced by its last line of text."""
    from tqdm.auto import tqdm
    from tqdm.notebook import tqdm as notebook_tqdm

    settings = {"total": total, "desc": title, "unit": say("winnability.deal_unit"), "disable": not enabled}
    if not enabled or not issubclass(tqdm, notebook_tqdm):
        return tqdm(**settings), None
    from IPython.display import display

    bar = tqdm(display=False, **settings)
    return bar, display(bar.container, display_id=True)


def _in_pool(count: int, game: str, numbers: list[int], job: dict, bar: Any) -> list[dict]:
    from concurrent.futures import ProcessPoolExecutor, as_completed

    pool = ProcessPoolExecutor(max_workers=count)
    futures = [pool.submit(solve_deal, game, deal, **job) for deal in numbers]
    rows = []
    try:
        for future in as_completed(futures):
            rows.append(future.result())
            bar.update(1)
    except BaseException:
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown()
    return rows


def _on_cluster(client: Any, game: str, numbers: list[int], job: dict, bar: Any) -> list[dict]:
    from dask.distributed import as_completed

    # pure=False: a search bounded by seconds may end differently on another run
    futures = client.map(solve_deal, [game] * len(numbers), numbers, pure=False, **job)
    rows = []
    try:
        for future in as_completed(futures):
            rows.append(future.result())
            bar.update(1)
    except BaseException:
        client.cancel(futures)
        raise
    return rows


# --------------------------------------------------------------------------- summary

@dataclass(frozen=True)
class Summary:
    """What a survey's table says about the winnable share (see :func:`summary`).

    ``counts`` gives the deals of each verdict; ``settled`` the Wilson 95 % interval of the
    winnable share among the settled deals (winnable or unwinnable; ``(0, 1)`` when none
    is); ``bounds`` the share of all deals counting every unknown deal as lost, then as
    won; ``wide`` the 95 % interval that holds whatever the unknown deals are (the lower
    Wilson bound of the first, the upper bound of the second).  Times are in seconds."""

    game: str
    options: dict
    max_seconds: float | None
    max_nodes: int | None
    counts: dict
    settled: tuple
    bounds: tuple
    wide: tuple
    median_seconds: float
    p90_seconds: float

    @property
    def deals(self) -> int:
        return sum(self.counts.values())

    @property
    def settled_deals(self) -> int:
        return self.counts["winnable"] + self.counts["unwinnable"]

    @property
    def share(self) -> float | None:
        """The winnable share among the settled deals (None when none is settled)."""
        settled = self.settled_deals
        return self.counts["winnable"] / settled if settled else None

    def lines(self, lang: str | None = None) -> list[str]:
        """The summary in sentences, in ``lang`` (default: the current language)."""
        def pct(fraction: float) -> str:
            return percent_text(fraction, lang, 1, trim=False)

        options = (", ".join(f"{k}={v}" for k, v in self.options.items())
                   or say("winnability.no_options", lang))
        no_limit = say("winnability.no_limit", lang)
        out = [say("winnability.heading", lang, game=game_name(self.game, lang),
                   options=options, n=self.deals,
                   nodes=no_limit if self.max_nodes is None else self.max_nodes,
                   seconds=no_limit if self.max_seconds is None else number_text(self.max_seconds, lang, 1,
                                                                                    trim=True))]
        for verdict in VERDICTS:
            k = self.counts[verdict]
            out.append("- " + say("winnability.count", lang, verdict=say(f"winnability.{verdict}", lang), k=k,
                                  share=pct(k / self.deals)))
        if self.share is None:
            out.append("- " + say("winnability.none_settled", lang))
        else:
            out.append("- " + say("winnability.settled", lang, m=self.settled_deals, share=pct(self.share),
                                  low=pct(self.settled[0]), high=pct(self.settled[1])))
        out.append("- " + say("winnability.bounds", lang, low=pct(self.bounds[0]), high=pct(self.bounds[1]),
                              wide_low=pct(self.wide[0]), wide_high=pct(self.wide[1])))
        out.append("- " + say("winnability.times", lang, median=number_text(self.median_seconds, lang, 2),
                              p90=number_text(self.p90_seconds, lang, 2)))
        return out

    def _repr_markdown_(self) -> str:
        return "\n".join(self.lines())

    def __str__(self) -> str:
        return "\n".join(self.lines())


def game_name(game: str, lang: str | None = None) -> str:
    """A game's name in ``lang`` (a name the kit does not know is shown as it is)."""
    try:
        return game_info(game).names[resolve_lang(lang)]
    except ValueError:
        return str(game)


def summary(table: Any) -> Summary:
    """Counts, shares and intervals of a survey's table (see :class:`Summary`)."""
    missing = [column for column in ("deal", "verdict", "seconds") if column not in table]
    if missing:
        raise ValueError(f"not a survey's table: no column {', '.join(missing)}")
    if len(table) == 0:
        raise ValueError("the table has no deal to summarise")
    unknown_verdicts = sorted(set(table["verdict"]) - set(VERDICTS))
    if unknown_verdicts:
        raise ValueError(f"unknown verdict(s) {', '.join(map(repr, unknown_verdicts))}; "
                         f"a verdict is one of {', '.join(VERDICTS)}")
    counts = {verdict: int((table["verdict"] == verdict).sum()) for verdict in VERDICTS}
    n, won, unknown = len(table), counts["winnable"], counts["unknown"]
    settled = wilson_interval(won, won + counts["unwinnable"])
    wide = (wilson_interval(won, n)[0], wilson_interval(won + unknown, n)[1])
    seconds = table["seconds"].astype(float)
    attrs = getattr(table, "attrs", {})
    return Summary(attrs.get("game", "?"), dict(attrs.get("options", {})), attrs.get("max_seconds"),
                   attrs.get("max_nodes"), counts, settled, (won / n, (won + unknown) / n), wide,
                   float(seconds.median()), float(seconds.quantile(0.9)))


def verdict_name(verdict: str, lang: str | None = None) -> str:
    """A verdict (``"winnable"``...) as the language says it, for a plot or a table."""
    if verdict not in VERDICTS:
        raise ValueError(f"unknown verdict {verdict!r}; a verdict is one of {', '.join(VERDICTS)}")
    return say(f"winnability.{verdict}", lang)


__all__ = ["COLUMNS", "Summary", "game_name", "solve_deal", "summary", "survey", "verdict_name"]
