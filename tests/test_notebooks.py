"""The teaching notebooks are committed executed, so that GitHub shows their pictures.

These checks read the saved files (they do not run them; nbval does):
every code cell was executed, no cell failed, no widget state was saved,
notebooks that show a table carry a PNG picture of it, each has its language
switch, the welcome notebook links every other one, and the exercises'
prepared answers are sound.
"""

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
ALL = sorted(NOTEBOOKS.glob("*.ipynb"))
TABLE_CALLS = re.compile(r"\b(show\(|sn\.play\(|Table\()")


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def code_cells(nb):
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


def source(cell):
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def test_there_are_notebooks():
    names = {p.name for p in ALL}
    for required in ("00_welcome.ipynb", "10_klondike.ipynb", "11_freecell.ipynb", "20_your_strategy.ipynb",
                     "21_your_variant.ipynb"):
        assert required in names


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_every_code_cell_was_executed(path):
    for cell in code_cells(load(path)):
        if source(cell).strip():
            assert cell.get("execution_count") is not None, \
                f"{path.name}: not executed: {source(cell)[:60]!r}"


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_no_error_outputs(path):
    for cell in code_cells(load(path)):
        for output in cell.get("outputs", []):
            assert output["output_type"] != "error", \
                f"{path.name}: {output.get('ename')}: {output.get('evalue')}"
            if output["output_type"] == "stream":
                assert output["name"] != "stderr" or "Traceback" not in "".join(output["text"])


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_no_saved_widget_state(path):
    nb = load(path)
    assert "widgets" not in nb.get("metadata", {}), f"{path.name}: widget state saved in the metadata"


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_cells_that_display_something_have_outputs(path):
    for cell in code_cells(load(path)):
        text = source(cell).strip()
        if not text or text.splitlines()[-1].lstrip().startswith("#"):
            continue
        last = text.splitlines()[-1]
        bare_name = re.fullmatch(r"[A-Za-z_][A-Za-z_0-9]*", last.strip())
        if TABLE_CALLS.search(last) or bare_name or "print(" in text:
            assert cell.get("outputs"), f"{path.name}: no output for {text[:60]!r}"


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_tables_come_with_a_png(path):
    nb = load(path)
    shows_table = any(TABLE_CALLS.search(source(c)) for c in code_cells(nb)
                      if not source(c).lstrip().startswith("#"))
    if not shows_table:
        return
    pngs = [o for c in code_cells(nb) for o in c.get("outputs", []) if "image/png" in o.get("data", {})]
    assert pngs, f"{path.name}: shows a table but has no image/png output"
    for cell in code_cells(nb):
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            plain = "".join(data.get("text/plain", ""))
            if "application/vnd.jupyter.widget-view+json" in data and "Progress" not in plain:
                assert "image/png" in data, f"{path.name}: a widget output without its static picture"


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_language_switch(path):
    cells = code_cells(load(path))
    switch = [c for c in cells if re.search(r'^LANG = "(en|fr)"', source(c), re.M)]
    assert switch, f"{path.name}: no LANG = \"en\" cell"
    assert any("set_lang(LANG)" in source(c) for c in cells), f"{path.name}: LANG is never applied"


def test_welcome_links_every_notebook():
    cells = load(NOTEBOOKS / "00_welcome.ipynb")["cells"]
    text = "\n".join(source(c) for c in cells if c["cell_type"] == "markdown")
    for path in ALL:
        if path.name != "00_welcome.ipynb":
            assert f"]({path.name})" in text, f"the welcome map does not link {path.name}"
    if (NOTEBOOKS / "games").is_dir():
        assert "](games/)" in text


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_markdown_is_bilingual(path):
    nb = load(path)
    prose = [source(c) for c in nb["cells"] if c["cell_type"] == "markdown" and len(source(c)) > 200]
    for text in prose:
        has_marks = ("🇬🇧" in text and "🇫🇷" in text) or ("English" in text and "Français" in text)
        assert has_marks or " / " in text.splitlines()[0], \
            f"{path.name}: one-language text cell {text[:60]!r}"


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_notebooks_do_not_write_files(path):
    for cell in code_cells(load(path)):
        text = source(cell)
        assert not re.search(r"open\([^)]*['\"][wa]['\"]|savefig\(|to_csv\(|write_text\(", text), \
            f"{path.name}: a cell writes a file: {text[:60]!r}"


def test_every_manual_term_has_its_card_in_a_glossary_notebook():
    from solitaire_nb.text import glossary
    shown = set()
    for path in NOTEBOOKS.glob("0*_glossary_*.ipynb"):
        for cell in code_cells(load(path)):
            shown.update(re.findall(r'lessons\.concept\("([a-z_]+)"\)', source(cell)))
    manual = {key for key, entry in glossary.entries().items() if entry.manual}
    assert len(manual) >= 25
    assert manual <= shown, f"manual terms without a glossary card: {sorted(manual - shown)}"
