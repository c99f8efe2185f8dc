"""The package's shape: layers that import only downwards, no import cycle (imports
inside functions included), modules a person can read in one sitting, and no
module reaching into another module's private names."""

from __future__ import annotations

import ast
from pathlib import Path

from each import assert_each

PACKAGE = Path(__file__).resolve().parent.parent / "solitaire_nb"

# Each layer may import the layers listed after it (and itself), never one above.
LAYERS = {
    "text": set(),
    "rules": {"text"},
    "engine": {"rules", "text"},
    "games": {"engine", "rules", "text"},
    "records": {"games", "engine", "rules", "text"},
    "table": {"records", "games", "engine", "rules", "text"},
    "teaching": {"table", "records", "games", "engine", "rules", "text"},
}
MAX_LINES = 440
# Modules still longer than that, with the length they may not exceed while they wait to be split.
STILL_TOO_LONG = {
}


def module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in PACKAGE.rglob("*.py")}


def imports_of(name: str, path: Path, known: set[str], source: str | None = None) -> set[str]:
    """Modules of the package that ``name`` imports, anywhere in its code: inside functions
    and under ``if TYPE_CHECKING:`` too (an import for type hints only still ties the two
    modules together for a reader and for the type checker)."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found = set()
    tree = ast.parse(path.read_text(encoding="utf-8") if source is None else source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            targets = {module} | {f"{module}.{alias.name}" for alias in node.names}
        else:
            continue
        found |= {t for t in targets if t in known and t != name}
    return found


def graph(include_facade: bool = False) -> dict[str, set[str]]:
    """Who imports whom, every import counted (layers and cycles alike)."""
    mods = modules()
    known = set(mods)
    g = {name: imports_of(name, path, known) for name, path in mods.items()}
    if not include_facade:
        g.pop("solitaire_nb")
        for targets in g.values():
            targets.discard("solitaire_nb")
    return g


def cycles(g: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in g.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1 or v in g.get(v, ()):
                found.append(sorted(component))

    for v in list(g):
        if v not in index:
            visit(v)
    return found


def layer(name: str) -> str | None:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 and parts[1] in LAYERS else None


def test_no_import_cycle_inside_the_package():
    assert cycles(graph()) == []


def test_imports_for_type_hints_only_count():
    source = (
        "from typing import TYPE_CHECKING\n"
        "from ..text import phrases\n"
        "if TYPE_CHECKING:\n"
        "    from ..engine import game\n"
        "def later():\n"
        "    from ..engine import moves\n"
    )
    known = {"solitaire_nb.text.phrases", "solitaire_nb.engine.game", "solitaire_nb.engine.moves",
             "solitaire_nb.text", "solitaire_nb.engine"}
    path = PACKAGE / "rules" / "example.py"
    assert imports_of("solitaire_nb.rules.example", path, known, source=source) == known


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_layers_import_only_downwards():
    wrong = []
    for name, targets in graph().items():
        here = layer(name)
        if here is None:
            continue
        for target in targets:
            there = layer(target)
            if there is not None and there != here and there not in LAYERS[here]:
                wrong.append(f"{name} -> {target}")
    assert wrong == []


def test_a_game_module_holds_its_declaration_only():
    """Layouts live in table/layouts/, prepared positions in teaching/positions/: no module
    of games/ imports the table, the teaching helpers or the records."""
    wrong = [f"{name} -> {target}" for name, targets in graph().items() if layer(name) == "games"
             for target in targets if layer(target) in ("table", "teaching", "records")]
    assert wrong == []


def test_engine_rules_and_text_never_import_widgets_or_notebooks():
    for name, path in modules().items():
        if layer(name) in ("text", "rules", "engine"):
            text = path.read_text(encoding="utf-8")
            for word in ("ipywidgets", "ipycanvas", "IPython", "matplotlib"):
                assert f"import {word}" not in text and f"from {word}" not in text, (name, word)


def test_every_module_reads_in_one_sitting():
    lengths = {name: len(path.read_text(encoding="utf-8").splitlines()) for name, path in modules().items()}
    long = {name: n for name, n in lengths.items() if n > STILL_TOO_LONG.get(name, MAX_LINES)}
    assert long == {}
    # a module split since stays split: the list above only shrinks
    assert {name for name in STILL_TOO_LONG if lengths.get(name, 0) <= MAX_LINES} == set()


def _no_module_reaches_into_anothers_private_names(name):
    path = modules()[name]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")
                and isinstance(node.value, ast.Name) and node.value.id in ("game", "pile", "source",
                                                                           "target")):
            raise AssertionError(f"{name}:{node.lineno} reads {node.value.id}.{node.attr}")


def test_no_module_reaches_into_anothers_private_names():
    """Outside its own module, nothing reads a private attribute of a game or a pile."""
    assert_each(sorted(n for n in modules() if layer(n) in ("rules", "engine")),
                _no_module_reaches_into_anothers_private_names,
                name=str)


def test_every_exported_name_exists():
    """``from solitaire_nb import *`` and ``from solitaire_nb.rules import *`` (as the notebooks do) work."""
    import solitaire_nb
    import solitaire_nb.rules
    for module in (solitaire_nb, solitaire_nb.rules):
        assert [name for name in module.__all__ if not hasattr(module, name)] == [], module.__name__
