"""The teacher editions of the notebooks are committed executed, so that GitHub shows
their pictures; student editions carry no outputs (see tests/test_editions.py).

These checks read the saved teacher editions (they do not run them; nbval runs
teacher_en and fr, which run the same code as the others): every code cell was executed,
no cell failed, no widget state was saved, notebooks that show a table carry a PNG
picture of it, each sets its own language, and the welcome notebook links every other
one.
"""

import json
import re
from pathlib import Path

from each import assert_each

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
ALL = sorted(NOTEBOOKS.glob("teacher_*/*.ipynb"))
SOURCES = NOTEBOOKS / "source"
TABLE_CALLS = re.compile(r"\b(show\(|sn\.play\(|Table\()")


def load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def code_cells(nb):
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


def source(cell):
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def name(path):
    return f"{path.parent.name}/{path.name}"


def test_there_are_notebooks():
    names = {p.name for p in ALL}
    for required in ("00_welcome.ipynb", "10_klondike.ipynb", "11_freecell.ipynb", "20_your_strategy.ipynb",
                     "21_your_variant.ipynb"):
        assert required in names


def _every_code_cell_was_executed(path):
    for cell in code_cells(load(path)):
        if source(cell).strip():
            assert cell.get("execution_count") is not None, \
                f"{path.name}: not executed: {source(cell)[:60]!r}"


def test_every_code_cell_was_executed():
    assert_each(ALL, _every_code_cell_was_executed, name=name)


def _no_error_outputs(path):
    for cell in code_cells(load(path)):
        for output in cell.get("outputs", []):
            assert output["output_type"] != "error", \
                f"{path.name}: {output.get('ename')}: {output.get('evalue')}"
            if output["output_type"] == "stream":
                assert output["name"] != "stderr" or "Traceback" not in "".join(output["text"])


def test_no_error_outputs():
    assert_each(ALL, _no_error_outputs, name=name)


def _no_saved_widget_state(path):
    nb = load(path)
    assert "widgets" not in nb.get("metadata", {}), f"{path.name}: widget state saved in the metadata"


def test_no_saved_widget_state():
    assert_each(ALL, _no_saved_widget_state, name=name)


def _cells_that_display_something_have_outputs(path):
    for cell in code_cells(load(path)):
        text = source(cell).strip()
        if not text or text.splitlines()[-1].lstrip().startswith("#"):
            continue
        last = text.splitlines()[-1]
        bare_name = re.fullmatch(r"[A-Za-z_][A-Za-z_0-9]*", last.strip())
        if TABLE_CALLS.search(last) or bare_name or "print(" in text:
            assert cell.get("outputs"), f"{path.name}: no output for {text[:60]!r}"


def test_cells_that_display_something_have_outputs():
    assert_each(ALL, _cells_that_display_something_have_outputs, name=name)


def _tables_come_with_a_png(path):
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


def test_tables_come_with_a_png():
    assert_each(ALL, _tables_come_with_a_png, name=name)


def _each_edition_speaks_its_own_language(path):
    lang = path.parent.name.removeprefix("teacher_")
    switches = [m for c in code_cells(load(path)) for m in re.findall(r'sn\.set_lang\("(\w+)"\)', source(c))]
    assert switches == [lang], f"{name(path)}: sets the language to {switches}, expected [{lang!r}]"


def test_each_edition_speaks_its_own_language():
    assert_each(ALL, _each_edition_speaks_its_own_language, name=name)


def test_welcome_links_every_notebook():
    for lang in ("en", "fr"):
        cells = load(NOTEBOOKS / lang / "00_welcome.ipynb")["cells"]
        text = "\n".join(source(c) for c in cells if c["cell_type"] == "markdown")
        for path in (NOTEBOOKS / lang).glob("*.ipynb"):
            if path.name != "00_welcome.ipynb":
                assert f"]({path.name})" in text, f"the {lang} welcome map does not link {path.name}"
        assert "](games/" in text


def _notebooks_do_not_write_files(path):
    text = path.read_text(encoding="utf-8")
    assert not re.search(r"open\([^)]*['\"][wa]['\"]|savefig\(|to_csv\(|write_text\(", text), \
        f"{path.name}: a cell writes a file"


def test_notebooks_do_not_write_files():
    assert_each(sorted(SOURCES.rglob("*.py")), _notebooks_do_not_write_files, name=lambda p: p.stem)


def test_every_manual_term_has_its_card_in_a_glossary_notebook():
    from solitaire_nb.text import glossary
    shown = set()
    for path in SOURCES.glob("0*_glossary_*.py"):
        shown.update(re.findall(r'lessons\.concept\("([a-z_]+)"\)', path.read_text(encoding="utf-8")))
    manual = {key for key, entry in glossary.entries().items() if entry.manual}
    assert len(manual) >= 25
    assert manual <= shown, f"manual terms without a glossary card: {sorted(manual - shown)}"


def _first_table_cell(path):
    cells = code_cells(load(path))
    return next(i for i, c in enumerate(cells) if "sn.play(" in source(c)), cells


def _the_welcome_pages_first_table_shows_the_deal_it_describes(lang):
    import solitaire_nb as sn
    first, cells = _first_table_cell(NOTEBOOKS / f"teacher_{lang}" / "00_welcome.ipynb")
    assert source(cells[first]).startswith('table = sn.play("klondike", deal=7)')
    [bundle] = [o["data"] for o in cells[first]["outputs"] if "image/png" in o.get("data", {})]
    plain = "".join(bundle["text/plain"])
    assert plain.startswith(sn.new_game("klondike", deal=7).to_text() + "\n")
    assert "\nmoves: 0\n" in plain


def test_the_welcome_pages_first_table_shows_the_deal_it_describes():
    """The saved picture of the learner's first table is the opening of Klondike deal 7."""
    assert_each(["en", "fr"], _the_welcome_pages_first_table_shows_the_deal_it_describes, name=str)


def test_no_later_cell_of_the_welcome_page_plays_on_the_learners_table():
    """Every output of ``table`` is a view of one live widget: a later cell that moved its cards
    would move them in the first output too, away from the deal the text describes."""
    first, cells = _first_table_cell(NOTEBOOKS / "en" / "00_welcome.ipynb")
    changes = re.compile(r"\btable\.(game\.)?(play|select|undo|redo|restart|new_deal|move_to|stock_click"
                         r"|double_click|to_foundation|show_hint|peek|apply|set_position|restore)\(")
    for cell in cells[first + 1:]:
        assert not changes.search(source(cell)), f"a later cell moves the first table: {source(cell)[:60]!r}"
