"""Write every edition of every notebook from its one source.

    .venv/bin/python scripts/make_editions.py            # write, then run what changed
    .venv/bin/python scripts/make_editions.py --check    # list editions out of date (exit 1)
    .venv/bin/python scripts/make_editions.py --no-run   # write, keep saved outputs only
    .venv/bin/python scripts/make_editions.py --run-all  # write, then run every teacher edition
    .venv/bin/python scripts/make_editions.py 03_glossary_building games/golf   # only these

Sources are ``notebooks/source/**/*.py`` in the "percent" format that Jupytext, VS Code
and PyCharm read: ``# %%`` starts a code cell, ``# %% [markdown]`` a text cell whose
lines are commented out.  After the marker, ``key=value`` pairs (JSON values) describe
the cell:

- ``lang="en"`` or ``lang="fr"``: a text cell of one language only (without it, the
  cell goes into both languages).  Code is the same in every edition but for what a reader
  reads in it: the language setting, the comments and docstrings (the French ones are in
  ``notebooks/source/comments_fr.json``) and a model answer written in each language (parts
  of a solution region opened by ``### en`` and ``### fr``): see ``scripts/code_language.py``.
- ``exercise="<id>"`` with ``part=``:
  ``"ask"`` builds the exercise and shows the question (read-only for nbgrader);
  ``"answer"`` is the learner's answer: its lines between ``### BEGIN SOLUTION`` and
  ``### END SOLUTION`` are the teacher's answer, removed from student editions;
  ``"score"`` shows the points earned, ``exercise.score(answer)`` (graded by nbgrader,
  one point); ``"reveal"`` shows what answers the question (the table lit up...): a
  reveal text cell, which states the answer, is folded in the student editions (a
  ``<details>`` block the student opens after answering);
  ``"explain"`` is a free-text answer that the teacher reads and grades by hand (its
  solution region is a model answer; for nbgrader, a manually graded answer worth one
  point).
- ``points=N``: what a ``"score"`` or ``"explain"`` cell is worth for nbgrader (default 1).
- ``tags=[...]``: cell tags.
- ``teacher=true``: a text cell of the teacher editions only (what a student must not
  read first: where the answers are).

Each source gives four editions, in folders of the same depth, so relative links work
in all of them: ``notebooks/en`` and ``notebooks/fr`` (students: no outputs, no answers)
and ``notebooks/teacher_en`` and ``notebooks/teacher_fr`` (answers filled in, executed
outputs saved, a note at the top).  Exercise cells carry nbgrader metadata, so a teacher
edition is an nbgrader source notebook as it is.  In a teacher edition, links to
``../en/`` and ``../fr/`` point to the teacher editions.

The answer key, ``docs/teacher/answer_key_<lang>.md``, is written last (``scripts/answer_key.py``),
from the executed teacher editions: each exercise's question, the teacher's answer and the
engine's feedback.

Writing keeps the saved outputs of each teacher edition's code cell whose code has not
changed; teacher editions with a changed or new code cell are then run (two at a time).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import answer_key  # noqa: E402
from answer_key import cell_text  # noqa: E402,F401  (the tests read cells with it)
from code_language import in_language  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
SOURCE = NOTEBOOKS / "source"
LANGS = ("en", "fr")
SOLUTION = re.compile(r"^[ \t]*### BEGIN SOLUTION.*?^[ \t]*### END SOLUTION[^\n]*\n?", re.M | re.S)
PARTS = {"ask", "answer", "score", "reveal", "explain"}
KERNEL = {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
          "language_info": {"name": "python"}}


def folder(lang: str, teacher: bool) -> Path:
    """Where the ``lang`` edition for students (or teachers) is written."""
    return NOTEBOOKS / (f"teacher_{lang}" if teacher else lang)


# --------------------------------------------------------------------------- source

@dataclass
class Cell:
    kind: str  # "code" or "markdown"
    text: str
    meta: dict = field(default_factory=dict)
    line: int = 0  # the source's line of the cell's first line


_HEADER = re.compile(r"^# %%(?P<title>[^\[\n]*?)\s*(?:\[(?P<kind>\w+)\])?(?P<meta>.*)$")
_PAIR = re.compile(r'(\w+)=("(?:[^"\\]|\\.)*"|\[[^\]]*\]|[-\w.]+)')


def parse(text: str, name: str = "<source>") -> list[Cell]:
    """The cells of a percent-format source."""
    cells: list[Cell] = []
    lines: list[str] | None = None
    for number, line in enumerate(text.splitlines(), 1):
        header = _HEADER.match(line)
        if header:
            kind = header["kind"] or "code"
            if kind not in ("code", "markdown"):
                raise ValueError(f"{name}:{number}: unknown cell type [{kind}]")
            meta = {}
            for key, value in _PAIR.findall(header["meta"]):
                try:
                    meta[key] = json.loads(value)
                except json.JSONDecodeError as error:
                    raise ValueError(f"{name}:{number}: {key}={value} is not a JSON value") from error
            _check_meta(meta, f"{name}:{number}")
            lines = []
            cells.append(Cell(kind, "", meta, number + 1))
            continue
        if lines is None:
            if line.strip() and not line.startswith("#"):
                raise ValueError(f"{name}:{number}: text before the first cell marker")
            continue
        if cells[-1].kind == "markdown":
            if line and not line.startswith("#"):
                raise ValueError(f"{name}:{number}: a text cell's lines start with '#'")
            line = line[2:] if line.startswith("# ") else line[1:]
        cells[-1].text += line + "\n"
    for cell in cells:
        cell.line += len(cell.text) - len(cell.text.lstrip("\n"))
        cell.text = cell.text.strip("\n")
    return cells


def _check_meta(meta: dict, where: str) -> None:
    unknown = set(meta) - {"lang", "exercise", "part", "tags", "points", "teacher"}
    if unknown:
        raise ValueError(f"{where}: unknown cell setting(s) {', '.join(sorted(unknown))}")
    if meta.get("lang", "en") not in LANGS:
        raise ValueError(f"{where}: lang must be one of {LANGS}")
    if ("exercise" in meta) != ("part" in meta) or meta.get("part", "ask") not in PARTS:
        raise ValueError(f"{where}: an exercise cell needs exercise=\"<id>\" and part= one of "
                         f"{', '.join(sorted(PARTS))}")


def sources(only: list[str] | None = None) -> list[Path]:
    """Every source, or those whose path below ``notebooks/source`` (without ``.py``) is in ``only``."""
    found = sorted(SOURCE.rglob("*.py"))
    if not only:
        return found
    wanted = {name.removesuffix(".py") for name in only}
    chosen = [path for path in found if path.relative_to(SOURCE).with_suffix("").as_posix() in wanted]
    missing = wanted - {path.relative_to(SOURCE).with_suffix("").as_posix() for path in chosen}
    if missing:
        raise SystemExit(f"no source called {', '.join(sorted(missing))} in notebooks/source")
    return chosen


# --------------------------------------------------------------------------- editions

def _nbgrader(cell: Cell, notebook: str) -> dict | None:
    """nbgrader's metadata for an exercise cell (None for the other cells and for reveal cells).

    ``ask`` is read-only; ``answer`` is an autograded answer (a solution cell); ``score`` is an
    autograder test; ``explain`` is a manually graded answer (a solution cell with points): the
    student writes a sentence, ``autograde`` gives 0 if the cell is left as released and otherwise
    leaves it to the teacher, who gives its points in formgrader's manual grading.  A ``score``
    or ``explain`` cell is worth one point, or ``points=`` from the source."""
    exercise, part = cell.meta.get("exercise"), cell.meta.get("part")
    if exercise is None or part == "reveal":
        return None
    grade_id = f"{exercise}-{part}".replace(".", "-").replace("_", "-")
    graded = part in ("score", "explain")
    data = {"grade": graded, "grade_id": grade_id, "locked": part in ("ask", "score"),
            "schema_version": 3, "solution": part in ("answer", "explain"), "task": False}
    if graded:
        data["points"] = cell.meta.get("points", 1)
    return data


def _links(text: str, teacher: bool) -> str:
    if not teacher:
        return text
    return re.sub(r"\]\(((?:\.\./)+)(en|fr)/", lambda m: f"]({m[1]}teacher_{m[2]}/", text)


FOLD = {"en": "Once you have answered: open to see why",
        "fr": "Une fois votre réponse donnée\u00a0: ouvrez pour voir pourquoi"}


def folded(text: str, lang: str) -> str:
    """A reveal text cell as the student editions show it: folded, so that it says nothing
    until the student opens it, after answering (the teacher editions show it open)."""
    return f"<details><summary>{FOLD[lang]}</summary>\n\n{text}\n\n</details>"


def edition(cells: list[Cell], relative: Path, lang: str, teacher: bool) -> dict:
    """The notebook of the ``lang`` edition (for teachers or students) of a source whose
    path below ``notebooks/source`` is ``relative`` (outputs empty)."""
    stem = relative.with_suffix("").as_posix().replace("/", "-").replace("_", "-")
    out = []
    if teacher:
        student = os.path.relpath(folder(lang, False) / relative.with_suffix(".ipynb"),
                                  (folder(lang, True) / relative).parent)
        note = {"en": f"*Teacher edition: the answers are filled in and the outputs shown. Students "
                      f"work in the [student edition]({student}), which has neither.*",
                "fr": f"*Édition de l'enseignant\u00a0: les réponses sont remplies et les sorties "
                      f"affichées. Les élèves travaillent dans l'[édition de l'élève]({student}), "
                      f"qui n'a ni les unes ni les autres.*"}[lang]
        teacher_note = {"cell_type": "markdown", "metadata": {"tags": ["teacher-note"]}, "source": note}
    for cell in cells:
        if cell.meta.get("lang", lang) != lang:
            continue
        if cell.meta.get("teacher"):
            if cell.kind != "markdown":
                raise ValueError(f"{relative}: only a text cell may be for teachers only "
                                 "(the code is the same in every edition)")
            if not teacher:
                continue
        metadata: dict = {}
        if cell.meta.get("tags"):
            metadata["tags"] = list(cell.meta["tags"])
        grader = _nbgrader(cell, stem)
        if grader is not None:
            metadata["nbgrader"] = grader
        if "exercise" in cell.meta:
            metadata["solitaire_nb"] = {"exercise": cell.meta["exercise"], "part": cell.meta["part"]}
        if cell.kind == "markdown":
            text = cell.text if teacher or cell.meta.get("part") != "reveal" else folded(cell.text, lang)
            out.append({"cell_type": "markdown", "metadata": metadata, "source": _links(text, teacher)})
            continue
        text = in_language(cell.text, lang, f"notebooks/source/{relative}", cell.line)
        if not teacher:
            text = SOLUTION.sub("", text).rstrip("\n")
        out.append({"cell_type": "code", "execution_count": None, "metadata": metadata,
                    "outputs": [], "source": text})
    if teacher:
        out.insert(1 if out and out[0]["cell_type"] == "markdown" else 0, teacher_note)
    for number, cell in enumerate(out):
        cell["id"] = f"{stem}-{number}"
    return {"cells": out, "metadata": dict(KERNEL), "nbformat": 4, "nbformat_minor": 5}


def editions(path: Path) -> dict[Path, dict]:
    """Every edition of the source at ``path``: {where it goes: notebook}."""
    relative = path.relative_to(SOURCE)
    cells = parse(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    return {folder(lang, teacher) / relative.with_suffix(".ipynb"): edition(cells, relative, lang, teacher)
            for lang in LANGS for teacher in (False, True)}


def same_cells(fresh: dict, saved: dict) -> bool:
    """Whether two notebooks have the same cells (type, id, metadata, source), outputs aside."""
    def key(notebook: dict) -> list:
        return [(c["cell_type"], c.get("id"), c.get("metadata", {}), cell_text(c)) for c in notebook["cells"]]
    return key(fresh) == key(saved)


def carry_outputs(fresh: dict, saved: dict) -> bool:
    """Give ``fresh`` the outputs of ``saved``'s code cells with the same id and code;
    True when every code cell got them (nothing to run)."""
    old = {c.get("id"): c for c in saved.get("cells", []) if c["cell_type"] == "code"}
    complete = True
    for cell in fresh["cells"]:
        if cell["cell_type"] != "code":
            continue
        match = old.get(cell["id"])
        if match is not None and cell_text(match) == cell["source"] and match.get("execution_count"):
            cell["outputs"], cell["execution_count"] = match["outputs"], match["execution_count"]
        else:
            complete = False
    return complete


def dump(notebook: dict, teacher: bool = False) -> str:
    """A notebook's file text.  Teacher editions are written as Jupyter writes an executed
    notebook (sources as lists of lines, keys sorted), whether or not they were run again,
    so that a change of one cell changes only that cell in the file."""
    if not teacher:
        return json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"
    for cell in notebook["cells"]:
        if isinstance(cell.get("source"), str):
            cell["source"] = cell["source"].splitlines(keepends=True)
    return json.dumps(notebook, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


# --------------------------------------------------------------------------- check, write, run

def without_source(expected: set[Path]) -> list[Path]:
    """The editions on disk that are not in ``expected`` (their source is gone)."""
    return [path for lang in LANGS for teacher in (False, True)
            for path in folder(lang, teacher).rglob("*.ipynb")
            if ".ipynb_checkpoints" not in path.parts and path not in expected]


def stale() -> list[str]:
    """Editions that do not match their source, or are missing, or should not be there;
    student editions with outputs; teacher editions not run."""
    problems = []
    expected: set[Path] = set()
    for path in sources():
        for target, fresh in editions(path).items():
            expected.add(target)
            name = str(target.relative_to(ROOT))
            if not target.exists():
                problems.append(f"{name}: missing")
                continue
            saved = load(target)
            if not same_cells(fresh, saved):
                problems.append(f"{name}: out of date")
            codes = [c for c in saved["cells"] if c["cell_type"] == "code"]
            if any(target.is_relative_to(folder(lang, True)) for lang in LANGS):
                if any(not c.get("execution_count") for c in codes):
                    problems.append(f"{name}: not run (a code cell has no saved output)")
            elif any(c.get("outputs") or c.get("execution_count") for c in codes):
                problems.append(f"{name}: a student edition carries outputs")
    problems += [f"{path.relative_to(ROOT)}: has no source" for path in without_source(expected)]
    for lang in LANGS:
        key = answer_key.path(lang)
        fresh = answer_key.text(lang, sys.modules[__name__])
        if not key.exists() or key.read_text(encoding="utf-8") != fresh:
            problems.append(f"{key.relative_to(ROOT)}: out of date")
    return problems


def run(path: Path) -> None:
    """Execute a teacher edition in place, then drop the timing metadata Jupyter adds.  Each
    run keeps its records (games, answers) in a fresh folder of its own, so that what a
    teacher edition shows never depends on the records of whoever writes the editions."""
    jupyter = Path(sys.executable).parent / "jupyter"
    with tempfile.TemporaryDirectory(prefix="solitaire-editions-") as records:
        subprocess.run([str(jupyter), "nbconvert", "--to", "notebook", "--execute", "--inplace",
                        "--NotebookClient.store_widget_state=False", "--log-level=ERROR", path.name],
                       cwd=path.parent, check=True, env={**os.environ, "SOLITAIRE_NB_DATA": records})
    notebook = load(path)
    for cell in notebook["cells"]:
        cell.get("metadata", {}).pop("execution", None)
    notebook["metadata"] = {**KERNEL, **{k: v for k, v in notebook["metadata"].items()
                                         if k not in ("kernelspec", "language_info", "widgets")}}
    path.write_text(dump(notebook, teacher=True), encoding="utf-8")


def write(run_all: bool = False, run_changed: bool = True, only: list[str] | None = None) -> None:
    to_run = []
    expected = set()
    for path in sources(only):
        for target, fresh in editions(path).items():
            expected.add(target)
            teacher = any(target.is_relative_to(folder(lang, True)) for lang in LANGS)
            complete = True
            if teacher:
                complete = carry_outputs(fresh, load(target)) if target.exists() else False
            text = dump(fresh, teacher)
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(text, encoding="utf-8")
                print("wrote", target.relative_to(ROOT))
            if teacher and (run_all or not complete):
                to_run.append(target)
    for path in without_source(expected) if not only else ():
        path.unlink()
        print("removed", path.relative_to(ROOT), "(no source)")
    if run_changed and to_run:
        print(f"running {len(to_run)} teacher edition(s)")
        with ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as pool:
            for target, _ in zip(to_run, pool.map(run, to_run)):
                print("ran", target.relative_to(ROOT))
    for lang in LANGS:
        answer_key.path(lang).write_text(answer_key.text(lang, sys.modules[__name__]), encoding="utf-8")


def main(argv: list[str]) -> int:
    if "--check" in argv:
        problems = stale()
        print("\n".join(problems) if problems else "every edition is up to date")
        return 1 if problems else 0
    write(run_all="--run-all" in argv, run_changed="--no-run" not in argv,
          only=[arg for arg in argv if not arg.startswith("--")])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
