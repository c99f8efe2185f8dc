"""The notebooks' editions: English and French, for students and teachers, all written by
``scripts/make_editions.py`` from one source each (``notebooks/source``).

These checks fail when a committed edition no longer matches its source, when the
editions of one notebook drift apart, when a student edition shows an answer, and when
nbgrader cannot use a teacher edition as it is (a real round trip in a temporary course).
"""

from __future__ import annotations

import ast
import importlib.util
import io
import json
import os
import re
import subprocess
import sys
import tokenize
from pathlib import Path

import pytest
from each import assert_each

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"


def _script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


editions = _script("make_editions")
SOURCES = editions.sources()
NAMES = [path.relative_to(editions.SOURCE).with_suffix("").as_posix() for path in SOURCES]


def load(lang: str, teacher: bool, name: str) -> dict:
    return editions.load(editions.folder(lang, teacher) / f"{name}.ipynb")


def text(cell: dict) -> str:
    return editions.cell_text(cell)


def codes(notebook: dict) -> list[str]:
    return [text(c) for c in notebook["cells"] if c["cell_type"] == "code"]


def test_every_edition_is_up_to_date():
    problems = editions.stale()
    assert not problems, ("editions out of step with their sources (run "
                          "`.venv/bin/python scripts/make_editions.py`):\n" + "\n".join(problems))


def test_teacher_only_text_and_the_answer_key_stay_out_of_the_student_editions():
    """A ``teacher=true`` text cell is in the teacher editions alone; no student edition links
    the answer key (the welcome page's note on it is such a cell)."""
    kept = {(lang, teacher): [text(c) for c in load(lang, teacher, "00_welcome")["cells"]]
            for lang in ("en", "fr") for teacher in (False, True)}
    for lang in ("en", "fr"):
        assert any("answer_key" in cell for cell in kept[lang, True])
        assert not any("answer_key" in cell for cell in kept[lang, False])
        assert len(kept[lang, True]) == len(kept[lang, False]) + 2   # the teacher note, the cell for them
    linking = [f"{lang}/{name}" for lang in ("en", "fr") for name in NAMES
               if "answer_key" in json.dumps(load(lang, False, name))]
    assert linking == []
    source = ROOT / "notebooks" / "source" / "00_welcome.py"
    cells = editions.parse(source.read_text(encoding="utf-8"), source.name)
    code = next(c for c in cells if c.kind == "code")
    code.meta["teacher"] = True
    with pytest.raises(ValueError, match="only a text cell"):
        editions.edition([code], Path("00_welcome.py"), "en", False)


def test_there_is_a_source_for_each_lesson_and_each_game():
    import solitaire_nb as sn

    for required in ("00_welcome", "01_glossary_cards_and_decks", "10_klondike", "11_freecell",
                     "20_your_strategy", "21_your_variant", "30_klondike_tips"):
        assert required in NAMES
    games = {name.split("/", 1)[1] for name in NAMES if name.startswith("games/")}
    assert games == set(sn.list_games()) - {"klondike", "freecell"}


def _run_settings(cell: dict) -> dict:
    """What nbval and nbgrader read of a code cell besides its code: its metadata (tags such
    as ``raises-exception`` or ``nbval-skip``, nbgrader's), execution records aside."""
    return {k: v for k, v in cell.get("metadata", {}).items() if k != "execution"}


def runnable(code: str) -> list:
    """What Python runs of a code cell: its tokens without comments and docstrings, which the
    French editions translate.  Inside a solution region the strings are left out too: a model
    answer may be written in each language (whose scores ``test_teacher_editions_hold_right_answers``
    checks), as may the brackets that wrap it over lines; the region's bounds stay."""
    docstrings = {(node.body[0].lineno, node.body[0].col_offset) for node in ast.walk(ast.parse(code))
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)
                  and isinstance(node.body[0].value.value, str)}
    kept, solution = [], False
    for token in tokenize.generate_tokens(io.StringIO(code + "\n").readline):
        if token.type == tokenize.COMMENT:
            if "### BEGIN SOLUTION" in token.string or "### END SOLUTION" in token.string:
                solution = "BEGIN" in token.string
                kept.append(token.string.strip())
        elif token.type == tokenize.STRING and (token.start in docstrings or solution):
            if kept[-1:] != ["<text>"]:   # one text, however it is split over lines
                kept.append("<text>")
        elif solution and token.string in "()" and token.type == tokenize.OP:
            continue                      # the brackets around such a text
        elif token.type != tokenize.NL:
            kept.append((token.type, token.string))
    return kept


def _same_run(name: str) -> None:
    """The four editions of ``name`` run the same code cells with the same settings: the
    French code is the English code but for the one language setting and what a reader reads
    (comments, docstrings, a model answer: see ``runnable``), a student's code is the teacher's
    without the answers, and every code cell keeps its metadata."""
    books = {(lang, teacher): load(lang, teacher, name)
             for lang in editions.LANGS for teacher in (True, False)}
    reference = books[("en", True)]
    for (lang, teacher), book in books.items():
        edition = f"{'teacher_' if teacher else ''}{lang}"
        assert book["metadata"].get("kernelspec") == reference["metadata"].get("kernelspec"), \
            f"{edition}: another kernel"
        cells = [c for c in book["cells"] if c["cell_type"] == "code"]
        mine = [text(c) for c in cells]
        setting = f'sn.set_lang("{lang}")'
        assert sum(setting in c for c in mine) == 1 and sum("set_lang(" in c for c in mine) == 1, \
            f"{edition}: not exactly one language setting, {setting}"
        code = [runnable(c.replace(setting, 'sn.set_lang("en")')) for c in mine]
        expected = codes(reference)
        if not teacher:
            expected = [editions.SOLUTION.sub("", c).rstrip("\n") for c in expected]
        assert code == [runnable(c) for c in expected], f"{edition}: code cells differ from teacher_en's"
        settings = [_run_settings(c) for c in cells]
        assert settings == [_run_settings(c) for c in reference["cells"] if c["cell_type"] == "code"], \
            f"{edition}: code cell settings differ from teacher_en's"


def test_editions_run_the_same_code_with_the_same_settings():
    """nbval runs only teacher_en and fr (scripts/test.sh): that covers en and teacher_fr
    because all four editions of every notebook run the same code with the same settings."""
    assert_each(NAMES, _same_run, name=str)


ENGLISH = re.compile(r"\b(the|and|with|which|you|is|are|of)\b", re.I)
FRENCH = re.compile(r"\b(le|la|les|des|et|une|est|vous|avec|du)\b", re.I)


def _prose(source: str) -> str:
    source = re.sub(r"```.*?```|`[^`]*`|\([^)]*\.(?:ipynb|md|json|html)[^)]*\)", " ", source, flags=re.S)
    return source


def _one_language_per_edition(name):
    for lang, mine, theirs in (("en", ENGLISH, FRENCH), ("fr", FRENCH, ENGLISH)):
        for cell in load(lang, False, name)["cells"]:
            if cell["cell_type"] != "markdown":
                continue
            prose = _prose(text(cell))
            assert "🇬🇧" not in prose and "🇫🇷" not in prose, f"{name} ({lang}): a bilingual cell"
            words_mine, words_theirs = len(mine.findall(prose)), len(theirs.findall(prose))
            if words_mine + words_theirs >= 6:
                assert words_theirs <= words_mine, \
                    f"{name} ({lang}): a cell reads as the other language:\n{prose}"


def test_one_language_per_edition():
    """No text cell of an edition is written in the other language, nor in both."""
    assert_each(NAMES, _one_language_per_edition, name=str)


def test_each_welcome_page_links_to_the_other_language_and_to_the_teachers_material():
    for lang, other in (("en", "fr"), ("fr", "en")):
        for teacher in (False, True):
            prose = "\n".join(text(c) for c in load(lang, teacher, "00_welcome")["cells"]
                              if c["cell_type"] == "markdown")
            prefix = "teacher_" if teacher else ""
            assert f"](../{prefix}{other}/00_welcome.ipynb)" in prose
            for target in (f"docs/teacher/guide_{lang}.md", f"docs/teacher/games_{lang}.md",
                           *[f"docs/teacher/answer_key_{lang}.md"] * teacher):   # the key: teachers only
                assert target in prose, f"the {lang} welcome page does not link {target}"
            for link in re.findall(r"\]\(([^)#\s]+)\)", prose):
                if not link.startswith("http"):
                    where = (editions.folder(lang, teacher) / link).resolve()
                    assert where.exists(), f"broken link {link} in {lang} welcome page"


# --------------------------------------------------------------------------- answers


def _solution_lines(cell_source: str) -> list[str]:
    """The lines of a cell's solution regions, stripped, without blank ones."""
    regions = re.findall(r"### BEGIN SOLUTION\n(.*?)### END SOLUTION", cell_source, re.S)
    return [line.strip() for region in regions for line in region.splitlines() if line.strip()]


def _student_editions_give_no_answer_away(name):
    for lang in editions.LANGS:
        teacher, student = load(lang, True, name), load(lang, False, name)
        lines = [line for cell in teacher["cells"] if cell["cell_type"] == "code"
                 for line in _solution_lines(text(cell))]
        # What the questions themselves state (a game id to register...) is no answer.
        stated = "\n".join(editions.answer_key.shown(cell) for cell in teacher["cells"]
                           if cell.get("metadata", {}).get("solitaire_nb", {}).get("part") == "ask")
        student_code = "\n".join(codes(student))
        student_lines = {line.strip() for line in student_code.splitlines()}
        assert "### BEGIN SOLUTION" not in student_code
        assert not re.search(r"\b(solution|expected)\s*=", student_code), \
            f"{name}: an answer is passed to an exercise in the student edition"
        for line in lines:
            assert line not in student_lines, f"{name} ({lang}): the answer line {line!r} is in it"
            assignment = re.match(r"\w+\s*=\s*(.+)$", line)
            if assignment and len(assignment[1]) >= 8 and assignment[1] not in stated:
                value = assignment[1]
                assert value not in student_code, f"{name} ({lang}): the answer {value} is in it"
        for cell in student["cells"]:
            assert not cell.get("outputs"), f"{name} ({lang}): the student edition carries outputs"


def test_student_editions_give_no_answer_away():
    """No line of a teacher's answer is in the student edition, nor any answer value long
    enough to be recognised (a list of cards, a sentence), and no saved output shows one."""
    assert_each(NAMES, _student_editions_give_no_answer_away, name=str)


def _teacher_editions_hold_right_answers(name):
    for lang in editions.LANGS:
        notebook = load(lang, True, name)
        for cell in notebook["cells"]:
            grader = cell.get("metadata", {}).get("nbgrader")
            if not grader:
                continue
            if grader["grade"] and not grader["solution"]:  # a score cell, not one graded by hand
                shown = [o["data"]["text/plain"] for o in cell["outputs"]
                         if o.get("output_type") == "execute_result"]
                assert shown and "".join(shown[0]) == "1.0", f"{name} ({lang}) {grader['grade_id']}: {shown}"
            if grader["solution"]:
                assert "### BEGIN SOLUTION" in text(cell), f"{name}: {grader['grade_id']} has no solution"
            for output in cell.get("outputs", []):
                assert output["output_type"] != "error", f"{name} ({lang}) {grader['grade_id']} fails"


def test_teacher_editions_hold_right_answers():
    """Every scored exercise of a teacher edition shows full points, and every exercise
    has a solution region (so that nbgrader can make the student version)."""
    assert_each(NAMES, _teacher_editions_hold_right_answers, name=str)


def test_the_answer_key_lists_every_scored_exercise():
    for lang in editions.LANGS:
        key = editions.answer_key.path(lang).read_text(encoding="utf-8")
        for name in NAMES:
            for cell in load(lang, True, name)["cells"]:
                info = cell.get("metadata", {}).get("solitaire_nb")
                if info and info["part"] == "score":
                    assert f"`{info['exercise']}`" in key, f"{name}: {info['exercise']} missing from the key"


# --------------------------------------------------------------------------- nbgrader


def _fill(notebook: dict, answers: dict[str, str]) -> dict:
    """A student's copy of a released notebook: each answer cell named in ``answers`` filled in
    (the others are left as released)."""
    notebook = json.loads(json.dumps(notebook))
    for cell in notebook["cells"]:
        grader = cell.get("metadata", {}).get("nbgrader", {})
        if grader.get("solution") and grader["grade_id"] in answers:
            cell["source"] = text(cell).replace("# YOUR ANSWER HERE", answers[grader["grade_id"]])
    return notebook


def test_explain_cells_are_graded_by_hand_and_worth_their_points():
    """An "explain why" cell is nbgrader's manually graded answer: a solution cell with points,
    one unless the source says ``points=``; a score cell is an autograder test."""
    cells = editions.parse('# %% exercise="a" part="explain"\nbecause = ...\n'
                           '# %% exercise="b" part="explain" points=3\nbecause = ...\n'
                           '# %% exercise="b" part="score" points=2\nq.score(answer)\n')
    graders = [editions._nbgrader(cell, "nb") for cell in cells]
    assert [(g["grade"], g["solution"], g["locked"], g["points"]) for g in graders] == [
        (True, True, False, 1), (True, True, False, 3), (True, False, True, 2)]


ROUND_TRIP = {"golf.ipynb": "games/golf", "welcome.ipynb": "00_welcome"}  # the welcome page explains why


def _teacher_edition(name: str) -> dict:
    """The English teacher edition of ``name`` as make_editions writes it from its source."""
    path = editions.SOURCE / f"{name}.py"
    return editions.edition(editions.parse(path.read_text(encoding="utf-8"), str(path)),
                            path.relative_to(editions.SOURCE), "en", True)


@pytest.mark.slow
def test_nbgrader_generates_the_student_version_and_grades_submissions(tmp_path):
    """Teacher editions, as make_editions writes them, go through nbgrader: ``generate_assignment``
    removes the answers, ``autograde`` gives full marks to right answers and not to wrong ones, and
    an "explain why" cell is a manually graded answer: autograde keeps the student's sentence and
    leaves its points to the teacher (0 if left as released), whose grade counts in the total."""
    bin_dir = Path(sys.executable).parent
    if not (bin_dir / "nbgrader").exists():
        pytest.fail("nbgrader is not installed: it is part of the [dev] extras (scripts/test.sh installs it)")
    course = tmp_path / "course"
    (course / "source" / "ps1").mkdir(parents=True)
    teachers = {file: _teacher_edition(name) for file, name in ROUND_TRIP.items()}
    for file, notebook in teachers.items():
        (course / "source" / "ps1" / file).write_text(json.dumps(notebook), encoding="utf-8")
    config = (ROOT / "docs" / "teacher" / "nbgrader_config.py").read_text(encoding="utf-8")
    (course / "nbgrader_config.py").write_text(config + f"\nc.CourseDirectory.root = {str(course)!r}\n")
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}

    def nbgrader(*args: str) -> None:
        done = subprocess.run([str(bin_dir / "nbgrader"), *args], cwd=course, env=env,
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]

    nbgrader("generate_assignment", "ps1", "--force")
    explain: dict[str, tuple[str, float, str]] = {}  # grade_id: (notebook, points, the sentence written)
    for file, teacher in teachers.items():
        released = json.loads((course / "release" / "ps1" / file).read_text(encoding="utf-8"))
        right = {c["metadata"]["nbgrader"]["grade_id"]: re.search(
            r"### BEGIN SOLUTION\n(.*?)### END SOLUTION", text(c), re.S)[1].rstrip("\n")
            for c in teacher["cells"] if c.get("metadata", {}).get("nbgrader", {}).get("solution")}
        assert right, f"{file}: the notebook used for the round trip has no exercise"
        for cell in released["cells"]:  # the student version holds no answer
            grader = cell.get("metadata", {}).get("nbgrader", {})
            if grader.get("solution"):
                assert right[grader["grade_id"]] not in text(cell)
            if cell.get("metadata", {}).get("solitaire_nb", {}).get("part") == "explain":
                assert grader.get("grade") and grader.get("solution"), f"{file}: {grader} is not hand-graded"
                assert "because = ..." in text(cell) and "# YOUR ANSWER HERE" in text(cell)
                explain[grader["grade_id"]] = (file.removesuffix(".ipynb"), grader["points"],
                                               right[grader["grade_id"]])
        wrong = {grade_id: 'answer = "nowhere"' for grade_id in right if grade_id not in explain}
        for student, answers in (("right", right), ("wrong", wrong)):  # "wrong" leaves "explain why" blank
            folder = course / "submitted" / student / "ps1"
            folder.mkdir(parents=True, exist_ok=True)
            (folder / file).write_text(json.dumps(_fill(released, answers)), encoding="utf-8")
    assert explain, "no notebook of the round trip has an \"explain why\" cell"
    nbgrader("autograde", "ps1", "--create", "--force")

    for grade_id, (notebook, _, sentence) in explain.items():  # the sentence is kept, and its check ran
        graded = json.loads((course / "autograded" / "right" / "ps1" / f"{notebook}.ipynb").read_text())
        [cell] = [c for c in graded["cells"]
                  if c.get("metadata", {}).get("nbgrader", {}).get("grade_id") == grade_id]
        assert sentence in text(cell) and "q.check(because)" in text(cell)
        assert cell["outputs"] and all(o["output_type"] != "error" for o in cell["outputs"]), cell["outputs"]

    from nbgrader.api import Gradebook

    with Gradebook(f"sqlite:///{course / 'gradebook.db'}") as gradebook:
        scores = {student: gradebook.find_submission("ps1", student) for student in ("right", "wrong")}
        full = scores["right"].max_score
        by_hand = sum(points for _, points, _ in explain.values())
        assert full >= 3 + by_hand
        for grade_id, (notebook, points, _) in explain.items():
            grade = gradebook.find_grade(grade_id, notebook, "ps1", "right")
            assert (grade.auto_score, grade.needs_manual_grade, grade.max_score) == (None, True, points)
            blank = gradebook.find_grade(grade_id, notebook, "ps1", "wrong")
            assert (blank.auto_score, blank.needs_manual_grade, blank.max_score) == (0, False, points)
        assert scores["right"].needs_manual_grade
        assert scores["right"].score == full - by_hand  # every autograded point, none given by hand yet
        assert scores["wrong"].score < full - by_hand
        for grade_id, (notebook, points, _) in explain.items():  # the teacher grades it, as formgrader does
            grade = gradebook.find_grade(grade_id, notebook, "ps1", "right")
            grade.manual_score, grade.needs_manual_grade = points, False
        gradebook.db.commit()
        right = gradebook.find_submission("ps1", "right")
        assert not right.needs_manual_grade
        assert right.score == full


PLACEHOLDER = re.compile(r"\{[a-z_]+(?:\|[^{}]*)?\}")


def _nothing_a_learner_reads_is_unfinished(name):
    for lang in editions.LANGS:
        for cell in load(lang, True, name)["cells"]:
            shown = [text(cell)] if cell["cell_type"] == "markdown" else []
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                shown += ["".join(data.get(kind, "")) for kind in ("text/markdown", "text/plain")
                          if "image/png" not in data]
                if output.get("output_type") == "stream":
                    shown.append("".join(output["text"]))
            for piece in shown:
                found = PLACEHOLDER.findall(re.sub(r"```.*?```|`[^`]*`", "", piece, flags=re.S))
                assert not found, f"{name} ({lang}): unfilled {found} in {piece[:200]!r}"


def test_nothing_a_learner_reads_is_unfinished():
    """No text cell and no saved output shows an unfilled ``{placeholder}``."""
    assert_each(NAMES, _nothing_a_learner_reads_is_unfinished, name=str)


def test_every_game_notebook_runs_under_nbval_in_one_edition_and_both_languages_take_turns():
    """The suite runs each game notebook once under nbval (the root conftest.py chooses the
    edition), in the English teacher edition or the French student one, about half each; the
    lessons run in both."""
    spec = importlib.util.spec_from_file_location("root_conftest", ROOT / "conftest.py")
    root = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(root)
    kept = {}
    for edition in root.GAME_EDITIONS:
        for path in sorted((NOTEBOOKS / edition / "games").glob("*.ipynb")):
            if root.pytest_ignore_collect(path, None) is None:
                kept.setdefault(path.stem, []).append(edition)
    games = {path.stem for path in (NOTEBOOKS / "teacher_en" / "games").glob("*.ipynb")}
    assert set(kept) == games and len(games) >= 90
    assert all(len(found) == 1 for found in kept.values()), {g: e for g, e in kept.items() if len(e) != 1}
    shares = [sum(found == [edition] for found in kept.values()) for edition in root.GAME_EDITIONS]
    assert abs(shares[0] - shares[1]) <= 1, shares
    lesson = NOTEBOOKS / "fr" / "00_welcome.ipynb"
    assert root.pytest_ignore_collect(lesson, None) is None


def test_reveal_text_is_folded_for_students_and_open_for_teachers():
    """A text cell that states an exercise's answer (``part="reveal"``) is a ``<details>``
    block in the student editions, to open after answering, and plain text for teachers."""
    folded = {lang: editions.FOLD[lang] for lang in ("en", "fr")}
    def reveals(notebook):
        return [text(c) for c in notebook["cells"] if c["cell_type"] == "markdown"
                and c["metadata"].get("solitaire_nb", {}).get("part") == "reveal"]
    for lang in ("en", "fr"):
        name = "01_glossary_cards_and_decks"
        shown, hidden = reveals(load(lang, True, name)), reveals(load(lang, False, name))
        assert shown and len(shown) == len(hidden)
        for open_text, closed in zip(shown, hidden):
            assert closed.startswith(f"<details><summary>{folded[lang]}</summary>")
            assert closed.rstrip().endswith("</details>") and open_text in closed
            assert "<details>" not in open_text
