"""Rewrite the package's bilingual dict literals as phrases, in place.

    python scripts/phrase_literals.py [--check] [FILE_OR_DIR ...]

Without arguments it walks ``solitaire_nb/`` (``solitaire_nb/text/`` excepted, where
the phrasebook keeps its own literals) and rewrites:

* every ``{"en": X, "fr": Y}`` into ``Phrase(en=X, fr=Y)``;
* every list of notes written as two lists matched by index, ``notes={"en": [a, b],
  "fr": [c, d]}`` (a ``notes=`` argument, or a value assigned to a name containing
  ``notes``), into ``[Phrase(en=a, fr=c), Phrase(en=b, fr=d)]``.  An element taken from
  another list of notes by language, ``*OTHER["en"][1:]`` beside ``*OTHER["fr"][1:]``,
  becomes ``*OTHER[1:]``;

and adds ``from ..text.phrases import Phrase`` (with the right number of dots) where a
rewritten module lacks it, then sorts the imports with ``ruff check --fix --select I``.
The strings themselves are kept as written; continuation lines move with them, and a
literal whose rewritten lines would pass 110 characters is laid out one argument per line.

It is idempotent: a second run finds nothing to rewrite.  What it cannot rewrite (a dict
with other keys, ``**`` or comments between its entries, lists of notes that do not pair
up) is listed on stderr with file:line, and the exit status is 1;
those are left for a hand edit.  Lists by language outside notes (tables of words such as
``RANK_NAMES``) are left as they are, with a notice.  ``--check`` only lists what would
change (exit status 1 if anything would).

libcst is needed (it is not a dependency of the package: this is a maintenance script).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "solitaire_nb"
SKIPPED = PACKAGE / "text"
LANGS = ("en", "fr")
MAX = 110
NOTES_NAME = re.compile(r"notes", re.IGNORECASE)


def _lang_key(element: object) -> str | None:
    import libcst as cst

    if not isinstance(element, cst.DictElement) or not isinstance(element.key, cst.SimpleString):
        return None
    value = element.key.evaluated_value
    return value if value in LANGS else None


def _comments(node: object) -> int:
    import libcst as cst

    count = 0

    class Counter(cst.CSTVisitor):
        def visit_Comment(self, node: cst.Comment) -> None:
            nonlocal count
            count += 1

    node.visit(Counter())
    return count


class Literal:
    """One ``{"en": ..., "fr": ...}`` found in a module, with where it stands."""

    def __init__(self, node: object, start: tuple[int, int], end: tuple[int, int], notes: bool) -> None:
        self.node, self.start, self.end, self.notes = node, start, end, notes


def _find(module: object, wrapper: object) -> tuple[list[Literal], list[tuple[int, str]]]:
    """Every bilingual dict of the module (outermost only) and the problems met."""
    import libcst as cst
    from libcst.metadata import ParentNodeProvider, PositionProvider

    positions = wrapper.resolve(PositionProvider)
    parents = wrapper.resolve(ParentNodeProvider)
    found: list[Literal] = []
    problems: list[tuple[int, str]] = []
    phrase_calls = (cst.Name("Phrase"), cst.Attribute(value=cst.Name("Phrase"), attr=cst.Name("of")))

    def in_notes(node: object) -> bool:
        parent = parents.get(node)
        if isinstance(parent, cst.Arg):
            return parent.keyword is not None and parent.keyword.value == "notes"
        if isinstance(parent, (cst.Assign, cst.AnnAssign)):
            targets = ([t.target for t in parent.targets] if isinstance(parent, cst.Assign)
                       else [parent.target])
            return any(isinstance(t, cst.Name) and NOTES_NAME.search(t.value) for t in targets)
        return False

    class Visitor(cst.CSTVisitor):
        def visit_Dict(self, node: cst.Dict) -> bool:
            keys = [_lang_key(e) for e in node.elements]
            if not any(keys):
                return True
            line = positions[node].start.line
            if sorted(k or "" for k in keys) != sorted(LANGS):
                problems.append((line, "a dict with other keys than 'en' and 'fr'"))
                return False
            # Phrase({"en": ..., "fr": ...}) and Phrase.of({...}) become Phrase(en=..., fr=...)
            where = node
            arg = parents.get(node)
            call = parents.get(arg) if isinstance(arg, cst.Arg) else None
            if (isinstance(call, cst.Call) and len(call.args) == 1 and arg.keyword is None and not arg.star
                    and any(call.func.deep_equals(f) for f in phrase_calls)):
                where = call
            pos = positions[where]
            found.append(Literal(node, (pos.start.line, pos.start.column), (pos.end.line, pos.end.column),
                                 in_notes(node)))
            return False

    wrapper.visit(Visitor())
    return found, problems


class Rewriter:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.text = path.read_text()
        self.lines = self.text.splitlines(keepends=True)
        self.problems: list[tuple[int, str]] = []
        self.notices: list[tuple[int, str]] = []  # left as is, but not an error

    # -- text helpers ------------------------------------------------------------------

    def code(self, module: object, node: object) -> str:
        """The node's text as the file has it (``code_for_node`` would drop the indentation
        of the enclosing block from continuation lines)."""
        pos = self.positions[node]
        (l0, c0), (l1, c1) = (pos.start.line, pos.start.column), (pos.end.line, pos.end.column)
        if l0 == l1:
            return self.lines[l0 - 1][c0:c1]
        return self.lines[l0 - 1][c0:] + "".join(self.lines[l0:l1 - 1]) + self.lines[l1 - 1][:c1]

    @staticmethod
    def shift(code: str, old: int, new: int) -> str:
        """``code``, whose first line starts at column ``old``, moved to start at ``new``: a
        continuation line keeps its place relative to the first (one that stood left of it
        comes under it).  Text with a triple-quoted string is not moved (its lines are the
        string's content)."""
        lines = code.split("\n")
        if len(lines) == 1 or '"""' in code or "'''" in code:
            return code
        out = [lines[0]]
        for line in lines[1:]:
            indent = len(line) - len(line.lstrip(" "))
            if not line.strip():
                out.append(line)
                continue
            out.append(" " * (new + max(indent - old, 0)) + line[indent:])
        return "\n".join(out)

    @staticmethod
    def last_width(text: str, start_col: int) -> int:
        """The column where ``text``, starting at ``start_col``, ends."""
        return start_col + len(text) if "\n" not in text else len(text.rsplit("\n", 1)[1])

    # -- building phrases --------------------------------------------------------------

    def phrase(self, values: dict[str, tuple[str, int]], col: int, style: str, indent: int) -> str | None:
        """``Phrase(en=..., fr=...)`` starting at column ``col``; ``values`` maps a language to
        (its code, its old starting column).  ``style``: "line" (one line), "aligned" (fr under
        en) or "exploded" (one argument per line at ``indent``, the ``)`` at ``indent - 4``)."""
        parts = []
        if style == "exploded":
            pad = " " * indent
            for lang in LANGS:
                code, old = values[lang]
                moved = self.shift(code, old, indent + 3)
                parts.append(f"{pad}{lang}={moved},\n")
            return "Phrase(\n" + "".join(parts) + " " * (indent - 4) + ")"
        if style == "line" and "\n" in values[LANGS[0]][0]:
            return None  # a sentence on several lines: the next one goes under it
        text = "Phrase("
        here = col + len(text)
        for i, lang in enumerate(LANGS):
            code, old = values[lang]
            if i:
                if style == "line":
                    text += ", "
                    here += 2
                else:
                    text += ",\n" + " " * (col + 7)
                    here = col + 7
            moved = self.shift(code, old, here + 3)
            text += f"{lang}={moved}"
            here = self.last_width(f"{lang}={moved}", here)
        return text + ")"

    def fits(self, prefix: str, new: str, suffix: str) -> bool:
        lines = (prefix + new + suffix).split("\n")
        return all(len(line) <= MAX for line in lines)

    def values(self, module: object, node: object, positions: object) -> dict[str, tuple[str, int]]:
        out = {}
        for element in node.elements:
            out[_lang_key(element)] = (self.code(module, element.value),
                                       positions[element.value].start.column)
        return out

    def convert_phrase(self, module: object, lit: Literal, positions: object, prefix: str,
                       suffix: str) -> str | None:
        node = lit.node
        values = self.values(module, node, positions)
        (l0, c0), (l1, _c1) = lit.start, lit.end
        line_indent = len(prefix) - len(prefix.lstrip())
        first = node.elements[0]
        exploded_before = positions[first.key].start.line > l0
        candidates = []
        if exploded_before:
            candidates.append(("exploded", positions[first.key].start.column))
        elif l0 == l1 or positions[node.elements[1].key].start.line == positions[first.value].end.line:
            candidates += [("line", 0), ("aligned", 0)]
        else:
            candidates.append(("aligned", 0))
        candidates.append(("exploded", line_indent + 4))
        for style, indent in candidates:
            new = self.phrase(values, c0, style, indent)
            if new is not None and self.fits(prefix, new, suffix):
                return new
        return None

    def convert_notes(self, module: object, lit: Literal, positions: object, prefix: str,
                      suffix: str) -> str | None:
        import libcst as cst

        node = lit.node
        lists = {_lang_key(e): e.value for e in node.elements}
        if not all(isinstance(v, cst.List) for v in lists.values()):
            self.problems.append((lit.start[0], "notes whose languages are not both list literals"))
            return None
        en, fr = (lists[lang].elements for lang in LANGS)
        if len(en) != len(fr):
            self.problems.append((lit.start[0], f"notes of {len(en)} English and {len(fr)} French items"))
            return None
        line_indent = len(prefix) - len(prefix.lstrip())
        indent = line_indent + 4
        items = []
        for a, b in zip(en, fr):
            if isinstance(a, cst.StarredElement) != isinstance(b, cst.StarredElement):
                self.problems.append((positions[a].start.line, "a starred note beside a plain one"))
                return None
            code_a, code_b = self.code(module, a.value), self.code(module, b.value)
            twin = None
            for quote in ('"', "'"):
                en_sub, fr_sub = f"[{quote}en{quote}]", f"[{quote}fr{quote}]"
                if code_a.count(en_sub) == 1 and code_a.replace(en_sub, fr_sub) == code_b:
                    twin = code_a.replace(en_sub, "")
            star = "*" if isinstance(a, cst.StarredElement) else ""
            if twin is not None:
                if "\n" in twin:
                    return None
                items.append(" " * indent + star + twin)
                continue
            if star:
                self.problems.append((positions[a].start.line, "starred notes that are not the same "
                                      "list taken by language"))
                return None
            values = {"en": (code_a, positions[a.value].start.column),
                      "fr": (code_b, positions[b.value].start.column)}
            for style in ("line", "aligned", "exploded"):
                new = self.phrase(values, indent, style, indent + 4)
                if new is not None and self.fits(" " * indent, new, ","):
                    items.append(" " * indent + new)
                    break
            else:
                self.problems.append((positions[a].start.line, "a note too long to lay out"))
                return None
        if not items:
            return "[]"
        return "[\n" + "".join(item + ",\n" for item in items) + " " * line_indent + "]"

    # -- the module --------------------------------------------------------------------

    def run(self) -> bool:
        """Rewrite the file's text (not yet written); True when something changed."""
        import libcst as cst
        from libcst.metadata import MetadataWrapper, PositionProvider

        module = cst.parse_module(self.text)
        wrapper = MetadataWrapper(module, unsafe_skip_copy=True)
        literals, problems = _find(module, wrapper)
        self.problems += problems
        positions = self.positions = wrapper.resolve(PositionProvider)
        edits = []
        for lit in literals:
            (l0, c0), (l1, c1) = lit.start, lit.end
            if any(not isinstance(e, cst.DictElement) for e in lit.node.elements):
                continue
            if _comments(lit.node) != sum(_comments(e.value) for e in lit.node.elements):
                self.problems.append((l0, "a comment inside the dict"))
                continue
            prefix = self.lines[l0 - 1][:c0]
            suffix = self.lines[l1 - 1][c1:].rstrip("\n")
            lists = [isinstance(e.value, cst.List) for e in lit.node.elements]
            if lit.notes and any(lists):
                new = self.convert_notes(module, lit, positions, prefix, suffix)
            elif any(lists):
                self.notices.append((l0, "lists by language outside notes (a table of words?)"))
                continue
            else:
                new = self.convert_phrase(module, lit, positions, prefix, suffix)
                if new is None:
                    self.problems.append((l0, "cannot lay out within 110 characters"))
            if new is not None:
                edits.append((lit.start, lit.end, new))
        if not edits:
            return False
        for (l0, c0), (l1, c1), new in sorted(edits, reverse=True):
            head = "".join(self.lines[:l0 - 1]) + self.lines[l0 - 1][:c0]
            tail = self.lines[l1 - 1][c1:] + "".join(self.lines[l1:])
            self.text = head + new + tail
            self.lines = self.text.splitlines(keepends=True)
        self.add_import()
        return True

    def add_import(self) -> None:
        import libcst as cst

        module = cst.parse_module(self.text)
        for statement in module.body:
            if isinstance(statement, cst.SimpleStatementLine):
                for small in statement.body:
                    if isinstance(small, cst.ImportFrom) and not isinstance(small.names, cst.ImportStar):
                        if any((n.asname.name.value if n.asname else n.name.value) == "Phrase"
                               for n in small.names if isinstance(n.name, cst.Name)):
                            return
        depth = len(self.path.resolve().relative_to(PACKAGE).parts) - 1
        line = f"from {'.' * (depth + 1)}text.phrases import Phrase\n"
        last = None
        for i, statement in enumerate(module.body):
            if isinstance(statement, cst.SimpleStatementLine) and all(
                    isinstance(s, (cst.Import, cst.ImportFrom)) for s in statement.body):
                last = i
        if last is None:  # no import yet: after the docstring, if any, else first
            docstring = bool(module.body) and isinstance(module.body[0], cst.SimpleStatementLine) \
                and isinstance(module.body[0].body[0], cst.Expr) \
                and isinstance(module.body[0].body[0].value, (cst.SimpleString, cst.ConcatenatedString))
            if docstring:
                head = module.with_changes(body=module.body[:1], footer=()).code
                self.text = head + "\n" + line + self.text[len(head):]
            else:
                head = module.with_changes(body=(), footer=()).code  # leading comments
                self.text = head + line + "\n" + self.text[len(head):]
            return
        head = module.with_changes(body=module.body[:last + 1], footer=()).code
        offset = len(head)
        # the module's code up to the last import keeps the same text as the file
        self.text = self.text[:offset] + line + self.text[offset:]


def targets(args: list[str]) -> list[Path]:
    roots = [Path(a).resolve() for a in args] or [PACKAGE]
    files = []
    for root in roots:
        for path in sorted(root.rglob("*.py")) if root.is_dir() else [root]:
            if SKIPPED in path.parents:
                continue
            files.append(path)
    return files


def main(argv: list[str]) -> int:
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    changed, problems, notices = [], [], []
    for path in targets(args):
        rewriter = Rewriter(path)
        try:
            did = rewriter.run()
        except Exception as error:  # a module libcst cannot parse: say so and go on
            problems.append(f"{path.relative_to(ROOT)}: {type(error).__name__}: {error}")
            continue
        problems += [f"{path.relative_to(ROOT)}:{line}: {what}" for line, what in rewriter.problems]
        notices += [f"{path.relative_to(ROOT)}:{line}: {what}" for line, what in rewriter.notices]
        if did:
            changed.append(path)
            if not check:
                path.write_text(rewriter.text)
    for path in changed:
        print(("would rewrite " if check else "rewrote ") + str(path.relative_to(ROOT)))
    if changed and not check:
        subprocess.run([sys.executable, "-m", "ruff", "check", "--fix", "--select", "I", "--quiet",
                        *map(str, changed)], cwd=ROOT, check=False)
    for notice in notices:
        print("left as is: " + notice, file=sys.stderr)
    for problem in problems:
        print("cannot rewrite: " + problem, file=sys.stderr)
    return 1 if problems or (check and changed) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
