"""Winnability surveys: one row per deal whatever runs them (here, a process pool or a Dask
cluster), solutions checked by replay, bad requests refused before any deal is solved, and the
summary's arithmetic (Wilson intervals, bounds for the unknown deals) against values computed
here independently; the published figures and the comparison table."""

from __future__ import annotations

import math
import statistics

import numpy as np
import pandas as pd
import pytest

import solitaire_nb as sn
from solitaire_nb.engine.solver import SolveResult
from solitaire_nb.teaching import published
from solitaire_nb.teaching.winnability import COLUMNS, summary, survey

# Clock has no choice to make: its deals are settled at once, some won, some lost.
QUICK = {"workers": 1, "progress": False}


def records(table):
    """The rows without their timings, which differ from one run to the next."""
    return table.drop(columns="seconds").astype(object).where(table.notna(), None).to_dict("records")


@pytest.fixture(scope="module")
def clock_rows():
    return survey("clock", 8, **QUICK)


def test_one_row_per_deal_with_its_verdict_and_solution_length(clock_rows):
    assert list(clock_rows.columns) == list(COLUMNS)
    assert list(clock_rows["deal"]) == list(range(1, 9))
    assert set(clock_rows["verdict"]) == {"winnable", "unwinnable"}  # both happen in these deals
    for row in clock_rows.itertuples():
        result = sn.new_game("clock", row.deal).solve()
        assert row.verdict == result.verdict and row.nodes == result.nodes
        if row.verdict == "winnable":
            assert row.moves == len(result.moves) > 0
        else:
            assert pd.isna(row.moves)
        assert row.limit is None and row.thoughtful and row.seconds >= 0
    assert clock_rows.attrs == {"game": "clock", "options": {}, "max_seconds": 30.0, "max_nodes": 200_000}


def test_a_limit_reached_gives_unknown_and_names_the_limit():
    table = survey("klondike", [2, 3], options={"draw": 3}, max_nodes=0, max_seconds=5, **QUICK)
    assert list(table["verdict"]) == ["unknown", "unknown"] and list(table["limit"]) == ["nodes", "nodes"]
    assert table["moves"].isna().all() and table["thoughtful"].all()
    assert table.attrs["options"] == {"draw": 3, "redeals": "unlimited"}  # filled in as the engine does
    assert table.attrs["max_nodes"] == 0 and table.attrs["max_seconds"] == 5


def test_the_process_pool_gives_the_same_rows_sorted_by_deal(clock_rows):
    shuffled = [5, 3, 8, 1, 7, 2, 6, 4]
    pooled = survey("clock", shuffled, workers=2, progress=False)
    assert records(pooled) == records(clock_rows)


def test_numpy_deal_numbers_are_welcome():
    table = survey("clock", np.array([2, 4]), **QUICK)
    assert list(table["deal"]) == [2, 4]


def test_a_solution_that_does_not_replay_to_a_win_is_never_reported(monkeypatch):
    def wrong(game, max_seconds=None, max_nodes=None):
        return SolveResult("winnable", game.legal_moves()[:1], 1, 0.0, True)
    monkeypatch.setattr(sn.Game, "solve", wrong)
    with pytest.raises(RuntimeError, match="clock deal 2: the solver's solution does not replay"):
        survey("clock", [2], **QUICK)


def test_the_progress_bar_advances_unless_turned_off(capsys):
    survey("clock", 3, **QUICK)
    assert capsys.readouterr().err == ""
    survey("clock", 3, workers=1)
    assert "3/3" in capsys.readouterr().err


@pytest.mark.parametrize("kwargs, message", [
    ({"game": "klondyke"}, "unknown game 'klondyke'"),
    ({"options": {"draw": 7}}, "option draw=7 is not valid for klondike"),
    ({"options": {"deck": 2}}, "unknown option(s) 'deck' for klondike"),
    ({"options": {"order": "AS 2S"}}, "unknown option(s) 'order'"),
    ({"options": [("draw", 3)]}, "options must be a dict"),
    ({"deals": 0}, "number of deals must be from 1"),
    ({"deals": True}, "whole number of deals"),
    ({"deals": "12"}, "deals must be a number of deals"),
    ({"deals": 2.5}, "deals must be a number of deals"),
    ({"deals": []}, "no deal to survey"),
    ({"deals": [3, 1, 3]}, "deal 3 is given twice"),
    ({"deals": [1, 2, 0]}, "deal number 0 is out of range"),
    ({"deals": [1, "x"]}, "a deal number must be a whole number, not 'x'"),
    ({"max_nodes": -1}, "max_nodes must be a number >= 0"),
    ({"max_nodes": 2.5}, "max_nodes must be a whole number"),
    ({"max_seconds": "10"}, "max_seconds must be a number >= 0"),
    ({"workers": 0}, "workers must be a whole number >= 1"),
    ({"client": object(), "workers": 2}, "not both"),
    ({"progress": "yes"}, "progress must be True or False"),
])
def test_a_bad_request_is_refused_before_any_deal_is_solved(monkeypatch, kwargs, message):
    def never(*args, **kwargs):
        raise AssertionError("a deal was solved")
    monkeypatch.setattr(sn.Game, "solve", never)
    request = {"game": "klondike", "deals": 3, "progress": False, **kwargs}
    with pytest.raises(ValueError) as error:
        survey(request.pop("game"), request.pop("deals"), **request)
    assert message in str(error.value)


# --------------------------------------------------------------------------- summary

def wilson(k, n, z=1.96):
    """The Wilson score interval, written out from its textbook formula."""
    p = k / n
    centre = (2 * n * p + z ** 2) / (2 * (n + z ** 2))
    half = z * math.sqrt(n * p * (1 - p) + z ** 2 / 4) / (n + z ** 2)
    return centre - half, centre + half


def made_table(won, lost, unknown):
    verdicts = ["winnable"] * won + ["unwinnable"] * lost + ["unknown"] * unknown
    seconds = [0.01 * (i + 1) for i in range(len(verdicts))]
    table = pd.DataFrame({"deal": range(1, len(verdicts) + 1), "verdict": verdicts, "seconds": seconds})
    table.attrs.update(game="klondike", options={"draw": 3, "redeals": "unlimited"}, max_seconds=10,
                       max_nodes=3000)
    return table


def test_the_summary_counts_shares_and_intervals():
    table = made_table(42, 9, 9)
    found = summary(table)
    assert found.counts == {"winnable": 42, "unwinnable": 9, "unknown": 9}
    assert found.deals == 60 and found.settled_deals == 51
    assert found.share == pytest.approx(42 / 51)
    assert found.settled == pytest.approx(wilson(42, 51))
    assert found.bounds == pytest.approx((42 / 60, 51 / 60))
    assert found.wide == pytest.approx((wilson(42, 60)[0], wilson(51, 60)[1]))
    assert found.wide[0] < found.settled[0] and found.wide[1] > found.settled[1]
    seconds = list(table["seconds"])
    assert found.median_seconds == pytest.approx(statistics.median(seconds))
    assert found.p90_seconds == pytest.approx(statistics.quantiles(seconds, n=10, method="inclusive")[-1])


def test_a_known_wilson_value():
    found = summary(made_table(5, 5, 0))
    assert found.settled == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert found.bounds == (0.5, 0.5) and found.wide == found.settled


def test_without_a_settled_deal_there_is_no_share():
    found = summary(made_table(0, 0, 4))
    assert found.share is None and found.settled == (0.0, 1.0)
    assert found.bounds == (0.0, 1.0)
    assert "cannot be estimated" in "\n".join(found.lines("en"))


def test_the_summary_speaks_both_languages():
    found = summary(made_table(3, 1, 1))
    english, french = "\n".join(found.lines("en")), "\n".join(found.lines("fr"))
    assert "winnable among the 4 settled deals: 75.0%" in english
    assert "part gagnable des 4 donnes tranchées\u00a0: 75,0\u00a0%" in french
    assert "{" not in english + french and "draw=3" in english
    sn.set_lang("fr")
    assert found._repr_markdown_() == french


@pytest.mark.parametrize("table, message", [
    (pd.DataFrame({"deal": [1]}), "no column verdict, seconds"),
    (pd.DataFrame({"deal": [], "verdict": [], "seconds": []}), "no deal"),
    (pd.DataFrame({"deal": [1], "verdict": ["won"], "seconds": [0.1]}), "unknown verdict(s) 'won'"),
])
def test_a_table_that_is_not_a_survey_is_refused(table, message):
    with pytest.raises(ValueError) as error:
        summary(table)
    assert message in str(error.value)


# --------------------------------------------------------------------------- published figures

def test_published_figures_are_found_by_game_and_variant():
    assert [f.by for f in published.figures("klondike", {"draw": 3})] == ["Blake & Gent, 2019"]
    assert published.figures("klondike") == []  # draw one, two redeals: no figure known
    freecell = published.figures("freecell", {"scoring": "time_and_moves"})
    assert [round(f.share * 32_000) for f in freecell[:1]] == [31_999]
    assert round(freecell[1].share * 1_000_000) == 1_000_000 - 8
    assert all(f.interval() is None for f in freecell)
    low, high = published.figures("klondike", {"draw": 3})[0].interval()
    assert (low, high) == pytest.approx((0.81861, 0.82029))
    assert sn.new_game("klondike", 1, draw=3).options == published.FIGURES[2].options
    with pytest.raises(ValueError, match="unknown game"):
        published.figures("freecel")


def test_the_published_table_and_the_comparison_in_both_languages():
    english, french = published.published_table(lang="en"), published.published_table(lang="fr")
    assert len(english) == len(published.FIGURES) and list(french.columns)[0] == "Jeu"
    assert "81.945%" in set(english["Winnable share"]) and "81,945\u00a0%" in set(french["Part gagnable"])
    rows = published.compare(made_table(3, 1, 1), "en")
    assert list(rows["Estimate"]) == ["this survey, settled deals only (4 of 5)",
                                      "this survey, unknown deals counted as lost or as won",
                                      "Blake & Gent, 2019"]
    assert rows["Winnable share"][1] == "60.0% to 80.0%"
    assert rows["Deals"][0] == "deals 1 to 5 (5 in all)"
    unsettled = published.compare(made_table(0, 0, 2), "fr")
    assert len(unsettled) == 2 and unsettled.columns[0] == "Estimation"


# --------------------------------------------------------------------------- a Dask cluster

@pytest.fixture(scope="module")
def dask_client():
    distributed = pytest.importorskip("dask.distributed")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                       dashboard_address=None)
    try:
        client = distributed.Client(cluster)
        try:
            yield client
        finally:
            client.close()
    finally:
        cluster.close()


def test_a_dask_cluster_gives_the_same_rows(dask_client, clock_rows):
    table = survey("clock", 8, client=dask_client, progress=False)
    assert records(table) == records(clock_rows)
    assert table.attrs == clock_rows.attrs
    limited = survey("klondike", [4, 2], options={"draw": 3}, max_nodes=0, client=dask_client, progress=False)
    assert list(limited["deal"]) == [2, 4] and set(limited["limit"]) == {"nodes"}
