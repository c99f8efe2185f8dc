"""The Klondike tips notebook (its executed teacher editions, English and French) and its statistics."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from solitaire_nb.teaching.tips import (
    Estimate,
    mean_interval,
    paired_difference,
    play_deals,
    verdict,
    wilson_interval,
)

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "notebooks" / "source" / "30_klondike_tips.py"
EDITIONS = {lang: ROOT / "notebooks" / f"teacher_{lang}" / "30_klondike_tips.ipynb" for lang in ("en", "fr")}
STUDENT = {lang: ROOT / "notebooks" / lang / "30_klondike_tips.ipynb" for lang in ("en", "fr")}
# the four tips of the French Klondike page, quoted in both editions
TIPS = ("Libérez en priorité les colonnes de gauche",
        "Déplacez en priorité les cartes des colonnes de droite",
        "choisissez-le en fonction de la couleur de la Reine", "Démarrez la construction des fondations")


@pytest.fixture(scope="module", params=["en", "fr"])
def edition(request):
    """(language, the executed teacher edition of that language)."""
    return request.param, json.loads(EDITIONS[request.param].read_text(encoding="utf-8"))


def code_cells(nb):
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


def source(cell):
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def printed(nb):
    return "".join("".join(o.get("text", "")) for c in code_cells(nb) for o in c.get("outputs", [])
                   if o["output_type"] == "stream")


def test_saved_with_a_plot(edition):
    _, notebook = edition
    outputs = [o for c in code_cells(notebook) for o in c.get("outputs", [])]
    assert any("image/png" in o.get("data", {}) for o in outputs), "the saved notebook shows no plot"


def test_no_errors_and_all_cells_run(edition):
    _, notebook = edition
    for cell in code_cells(notebook):
        assert cell.get("execution_count") is not None, source(cell)[:80]
        for output in cell.get("outputs", []):
            assert output["output_type"] != "error", output.get("ename")
            assert output.get("name") != "stderr", "".join(output.get("text", ""))


def test_every_scored_answer_is_right(edition):
    _, notebook = edition
    scores = [c for c in code_cells(notebook) if c["metadata"].get("solitaire_nb", {}).get("part") == "score"]
    assert scores
    for cell in scores:
        shown = "".join("".join(o.get("data", {}).get("text/plain", "")) for o in cell["outputs"])
        assert shown.strip() == "1.0", source(cell)


def test_no_widget_state(edition):
    _, notebook = edition
    assert "widgets" not in notebook.get("metadata", {})
    for cell in code_cells(notebook):
        for output in cell.get("outputs", []):
            assert "application/vnd.jupyter.widget-view+json" not in output.get("data", {})


def test_language_and_sample_size_settings(edition):
    lang, notebook = edition
    setup = next(source(c) for c in code_cells(notebook) if "N_DEALS = " in source(c))
    assert f'sn.set_lang("{lang}")' in setup and "feedback_in_steps()" in setup
    assert "FIRST_DEAL = " in setup
    assert not any("LANG" in source(c) for c in code_cells(notebook)), "the language is the edition's"


def test_text_is_in_the_edition_language(edition):
    lang, notebook = edition
    markdown = "\n".join(source(c) for c in notebook["cells"] if c["cell_type"] == "markdown")
    for tip in TIPS:  # the page's four tips are quoted in both editions
        assert tip in markdown, tip
    own, other = {"en": ("The baseline player", "Le joueur de référence"),
                  "fr": ("Le joueur de référence", "The baseline player")}[lang]
    assert own in markdown and other not in markdown
    assert "English." not in markdown and "Français." not in markdown


def test_conclusions_are_printed(edition):
    lang, notebook = edition
    words = {"en": ("Tip 1", "Tip 2", "Tip 3", "Tip 4", "95 % CI"),
             "fr": ("Conseil 1", "Conseil 2", "Conseil 3", "Conseil 4", "IC à 95 %")}[lang]
    text = printed(notebook)
    for word in words:
        assert word in text, word


def test_student_editions_hold_no_answer():
    for lang, path in STUDENT.items():
        notebook = json.loads(path.read_text(encoding="utf-8"))
        for cell in code_cells(notebook):
            assert "BEGIN SOLUTION" not in source(cell) and not cell.get("outputs"), lang


def test_source_code_holds_no_learner_text():
    text = SOURCE.read_text(encoding="utf-8")
    assert '"fr":' not in text and "TEXT[" not in text and "solution=" not in text


# --------------------------------------------------------------------------- statistics

def test_wilson_interval_known_values():
    low, high = wilson_interval(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    low, high = wilson_interval(0, 20)
    assert low == 0 and 0.16 < high < 0.17
    low, high = wilson_interval(20, 20)
    assert high == 1 and 0.83 < low < 0.84
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_mean_interval():
    est = mean_interval([1, 2, 3, 4])
    half = 1.96 * math.sqrt((2.25 + 0.25 + 0.25 + 2.25) / 3 / 4)
    assert est.mean == 2.5 and math.isclose(est.high - est.mean, half)
    assert mean_interval([]).n == 0


def test_paired_difference():
    diff = paired_difference([3, 5, 7], [1, 4, 5])
    assert math.isclose(diff.mean, 5 / 3) and diff.n == 3
    with pytest.raises(ValueError):
        paired_difference([1, 2], [1])


def test_verdicts():
    assert verdict(Estimate(2.0, 1.0, 3.0, 50), "cards").startswith("better by 2.0 ± 1.0 cards")
    assert verdict(Estimate(-2.0, -3.0, -1.0, 50), "cards").startswith("worse by 2.0")
    assert "no evidence" in verdict(Estimate(0.5, -1.0, 2.0, 50), "cards")
    assert "-0.0" not in verdict(Estimate(-0.01, -0.04, 0.02, 50), "cards")
    assert "aucune différence" in verdict(Estimate(0.0, 0.0, 0.0, 50), "cartes", "fr")
    assert "meilleur de 2,0" in verdict(Estimate(0.02, 0.01, 0.03, 50), "points", "fr", scale=100)


def test_play_deals_is_paired_and_reproducible():
    from solitaire_nb.engine.strategy import move_value

    def first_best():
        return lambda game, moves: max(moves, key=lambda m: move_value(game, m))

    one = play_deals({"a": first_best, "b": first_best}, [1, 2, 3], options={"draw": 1})
    assert one["a"].deals == [1, 2, 3] and one["a"].foundation == one["b"].foundation
    assert all(0 <= c <= 52 for c in one["a"].foundation)
    assert [c == 52 for c in one["a"].foundation] == [w == 1 for w in one["a"].won]
    again = play_deals({"a": first_best}, [1, 2, 3], options={"draw": 1})
    assert again["a"].foundation == one["a"].foundation


def test_verdict_for_a_difference_that_rounds_to_zero():
    text = verdict(Estimate(0.001, -0.001, 0.003, 1000), "cards")
    assert text.startswith("difference +0.0 cards") and "too small to measure" in text
