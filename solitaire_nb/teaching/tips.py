"""Checking strategy tips against evidence: paired matches and confidence intervals.

Several strategies (see :mod:`solitaire_nb.engine.strategy`) play the *same* deals;
for each one we record whether it won and how many cards it sent to the
foundations.  Because the deals are shared, a tip is judged by the difference
it makes deal by deal (a *paired* comparison), which removes most of the luck
of the deal from the comparison.

Only the standard library is used; plots are left to the notebooks.

    >>> lo, hi = wilson_interval(5, 10)
    >>> round(lo, 3), round(hi, 3)
    (0.237, 0.763)
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..engine.start import new_game
from ..engine.strategy import play_out, progress
from ..text.language import resolve_lang
from ..text.phrases import Phrase, define, number_text, say

Z95 = 1.96  # 95 % of a normal distribution lies within 1.96 standard deviations of its mean


# --------------------------------------------------------------------------- statistics

def wilson_interval(wins: int, n: int, z: float = Z95) -> tuple:
    """The Wilson score interval of a proportion ``wins / n`` (95 % by default).

    Unlike ``p ± 1.96 SE`` it stays within [0, 1] and behaves well with few
    games or with rates near 0 % or 100 %.
    """
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class Estimate:
    """A mean with its 95 % confidence interval ``[low, high]``."""

    mean: float
    low: float
    high: float
    n: int

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2

    @property
    def excludes_zero(self) -> bool:
        return self.low > 0 or self.high < 0


def mean_interval(values: Iterable[float], z: float = Z95) -> Estimate:
    """Mean ± ``z`` standard errors (normal approximation)."""
    values = list(values)
    n = len(values)
    if n == 0:
        return Estimate(0.0, 0.0, 0.0, 0)
    mean = sum(values) / n
    if n == 1:
        return Estimate(mean, mean, mean, 1)
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(variance / n)
    return Estimate(mean, mean - half, mean + half, n)


def paired_difference(with_tip: Iterable[float], without_tip: Iterable[float],
                      z: float = Z95) -> Estimate:
    """Mean of the deal-by-deal differences ``with_tip[i] - without_tip[i]``, with its CI."""
    with_tip, without_tip = list(with_tip), list(without_tip)
    if len(with_tip) != len(without_tip):
        raise ValueError("paired results must come from the same deals")
    return mean_interval([a - b for a, b in zip(with_tip, without_tip)], z)


# --------------------------------------------------------------------------- matches

@dataclass
class Results:
    """What one strategy did on each deal (same order as ``deals``)."""

    name: str
    deals: list
    won: list
    foundation: list

    @property
    def wins(self) -> int:
        return sum(self.won)

    def win_rate(self) -> Estimate:
        n = len(self.won)
        low, high = wilson_interval(self.wins, n)
        return Estimate(self.wins / n if n else 0.0, low, high, n)

    def cards_to_foundation(self) -> Estimate:
        return mean_interval(self.foundation)


def play_deals(strategies: dict, deals: Iterable[int], game: str = "klondike", options: dict | None = None,
               max_moves: int = 2000, patience: int | None = 200,
               on_game: Callable[[int, int], object] | None = None) -> dict:
    """Play every strategy on every deal; ``{name: Results}``.

    ``strategies`` maps a name to a *factory*: a function of no argument that
    returns a fresh strategy (so that no strategy keeps memory from one deal
    to the next).  ``on_game(done, total)`` is called after each game (for a
    progress bar).
    """
    deals = list(deals)
    options = dict(options or {})
    results = {name: Results(name, deals, [], []) for name in strategies}
    total, done = len(deals) * len(strategies), 0
    for deal in deals:
        for name, factory in strategies.items():
            g = new_game(game, deal=deal, **options)
            outcome = play_out(g, factory(), max_moves=max_moves, patience=patience)
            results[name].won.append(1 if outcome == "won" else 0)
            results[name].foundation.append(progress(g)[0])
            done += 1
            if on_game is not None:
                on_game(done, total)
    return results


class ProgressBar:
    """A progress bar: an ipywidgets ``IntProgress`` in a Jupyter kernel, text elsewhere.

    Call it as ``bar(done, total)``; :meth:`finish` replaces the bar by one
    line of text, so that a saved notebook keeps no widget.
    """

    def __init__(self, total: int, description: str = "") -> None:
        self.total, self.description = total, description
        self.started = time.perf_counter()
        self._bar = self._handle = None
        self._last_text = -1
        try:
            from IPython import get_ipython
            from IPython.display import display
            if get_ipython() is None or not hasattr(get_ipython(), "kernel"):
                raise ImportError("not in a Jupyter kernel")
            import ipywidgets
        except ImportError:
            return
        self._bar = ipywidgets.IntProgress(value=0, min=0, max=total, description=description)
        self._handle = display(self._bar, display_id=True)

    def __call__(self, done: int, total: int | None = None) -> None:
        if self._bar is not None:
            self._bar.value = done
            return
        tenth = 10 * done // max(1, self.total)
        if tenth != self._last_text:  # text: print at every tenth of the way
            self._last_text = tenth
            print(f"{self.description} {done}/{self.total}", flush=True)

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.started

    def finish(self, text: str) -> None:
        """Replace the bar by ``text`` (or print it when there is no bar)."""
        if self._bar is not None:
            from IPython.display import update_display
            update_display({"text/plain": text}, raw=True, display_id=self._handle.display_id)
            self._bar.close()
            self._bar = None
        else:
            print(text)


# --------------------------------------------------------------------------- conclusions

define("tips", {
    "better": Phrase(en="better by {d} ± {h} {unit} (95 % CI {lo} to {hi})",
                     fr="meilleur de {d} ± {h} {unit} (IC à 95 % : {lo} à {hi})"),
    "worse": Phrase(en="worse by {d} ± {h} {unit} (95 % CI {lo} to {hi})",
                    fr="moins bon de {d} ± {h} {unit} (IC à 95 % : {lo} à {hi})"),
    "unclear": Phrase(en="difference {d} {unit}, 95 % CI {lo} to {hi}: the interval contains 0, "
                         "no evidence either way with {n} {n|deal|deals}",
                      fr="différence de {d} {unit}, IC à 95 % : {lo} à {hi} : l'intervalle contient 0, "
                         "aucune preuve dans un sens ni dans l'autre avec {n} {n|donne|donnes}"),
    "same": Phrase(en="exactly the same result on all {n} {n|deal|deals}: no difference to measure",
                   fr="exactement le même résultat sur {n|la|les} {n} {n|donne|donnes} : aucune "
                      "différence à mesurer"),
    "tiny": Phrase(en="difference {d} {unit} (95 % CI {lo} to {hi}): too small to measure with {n} "
                      "{n|deal|deals}",
                   fr="différence de {d} {unit} (IC à 95 % : {lo} à {hi}) : trop petite pour être mesurée "
                      "avec {n} {n|donne|donnes}"),
})


def verdict(diff: Estimate, unit: str, lang: str | None = "en", scale: float = 1.0,
            digits: int = 1) -> str:
    """One honest sentence about a paired difference (``scale=100`` shows a rate in points);
    ``lang=None`` follows :func:`~solitaire_nb.text.language.set_lang`."""
    lang = resolve_lang(lang)

    def fmt(x: float) -> str:
        return number_text(x * scale, lang, digits, signed=True)

    def size(x: float) -> str:
        return number_text(abs(x) * scale, lang, digits)

    if diff.low == diff.high == diff.mean == 0:
        key = "same"
    elif round(diff.low * scale, digits) == 0 and round(diff.high * scale, digits) == 0:
        key = "tiny"  # the whole interval rounds to zero: a deal or two changed, not more
    elif diff.low > 0:
        key = "better"
    elif diff.high < 0:
        key = "worse"
    else:
        key = "unclear"
    return say(f"tips.{key}", lang, d=size(diff.mean) if key in ("better", "worse") else fmt(diff.mean),
               h=size(diff.half_width), lo=fmt(diff.low), hi=fmt(diff.high), unit=unit, n=diff.n)
