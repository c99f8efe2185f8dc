"""Docs that cannot drift: ARCHITECTURE.md's table of layers is the one
``tests/test_structure.py`` enforces, README.md's layout lists the layers that exist, in
order, and every Sphinx cross-reference in the package's docstrings names something real."""

from __future__ import annotations

import ast
import builtins
import importlib
import re
from pathlib import Path

from each import assert_each
from test_structure import LAYERS

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "solitaire_nb"

ROW = re.compile(r"^\|\s*`(\w+)/`\s*\|[^|]*\|([^|]*)\|\s*$", re.M)


def architecture_layers() -> list[tuple[str, set[str]]]:
    """The rows of ARCHITECTURE.md's layer table: each layer with the layers it may import."""
    rows = []
    for name, imports in ROW.findall((ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")):
        imports = imports.strip()
        allowed = set() if imports == "nothing of the kit" else {i.strip() for i in imports.split(",")}
        rows.append((name, allowed))
    return rows


def test_architecture_table_is_the_layers_the_structure_test_enforces():
    rows = architecture_layers()
    assert [name for name, _ in rows] == list(LAYERS), \
        "ARCHITECTURE.md lists other layers, or in another order"
    wrong = [f"{name}: {sorted(allowed)} != {sorted(LAYERS[name])}"
             for name, allowed in rows if allowed != LAYERS[name]]
    assert not wrong, "allowed imports differ:\n" + "\n".join(wrong)


def test_architecture_describes_the_layers_in_order():
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    section = text.split("## The layers", 1)[1].split("\n## ", 1)[0]
    described = re.findall(r"^- \*\*(\w+)\*\* —", section, re.M)
    assert described == list(LAYERS)


def test_every_layer_is_a_folder_of_the_package():
    folders = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    assert set(LAYERS) == folders


def test_readme_layout_lists_the_layers_in_order():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Layout", 1)[1].split("\n## ", 1)[0]
    block = section.split("```", 2)[1]
    top = re.findall(r"^([\w.-]+)/ ", block, re.M)
    missing = [name for name in top if not (ROOT / name).is_dir()]
    assert not missing, f"README.md's layout lists folders that do not exist: {missing}"
    inner = re.findall(r"^  (\w+)/ ", block, re.M)
    assert inner == list(LAYERS), "README.md's layout lists other layers, or in another order"
    assert all((PACKAGE / name).is_dir() for name in inner)


ROLE = re.compile(r":(mod|func|class|meth|data|attr|exc|obj):`([^`]+)`")


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def references() -> list[tuple[str, str, str, str]]:
    """Every cross-reference in a docstring of the package: (where, module, class, target)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        module = _module_name(path)
        stack: list[tuple[ast.AST, str]] = [(ast.parse(path.read_text(encoding="utf-8")), "")]
        while stack:
            node, owner = stack.pop()
            doc = ast.get_docstring(node, clean=False)  # type: ignore[arg-type]
            for _role, target in ROLE.findall(doc or ""):
                target = re.sub(r"^.*<(.+)>$", r"\1", target).strip()
                where = f"{path.relative_to(ROOT)}:{getattr(node, 'lineno', 1)}"
                found.append((where, module, owner, target))
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                    inner = child.name if isinstance(child, ast.ClassDef) and not owner else owner
                    stack.append((child, inner))
    return found


def _resolve_dotted(name: str) -> bool:
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        rest = parts[cut:]
        for i, attr in enumerate(rest):
            if hasattr(obj, attr):
                obj = getattr(obj, attr)
            elif i == len(rest) - 1 and isinstance(obj, type) and any(
                    attr in vars(c).get("__annotations__", {}) for c in obj.__mro__):
                return True  # an instance attribute, declared on the class (a dataclass field)
            else:
                return False
        return True
    return False


def resolves(module: str, owner: str, target: str) -> bool:
    """Whether a reference names something real: as written, or (Sphinx's search) relative to
    the class and module it is written in, their parent packages, the kit, the builtins."""
    target = target.lstrip("~").lstrip(".")
    if target.endswith("()"):
        target = target[:-2]
    scopes = [f"{module}.{owner}"] if owner else []
    parts = module.split(".")
    scopes += [".".join(parts[:n]) for n in range(len(parts), 0, -1)]
    if any(_resolve_dotted(f"{scope}.{target}") for scope in scopes):
        return True
    return _resolve_dotted(target) or hasattr(builtins, target.split(".")[0])


def test_every_docstring_reference_resolves():
    found = references()
    assert len(found) > 10  # the scan does find the package's references
    assert_each(found, lambda ref: _check(*ref), name=lambda ref: f"{ref[0]} `{ref[3]}`")


def _check(where: str, module: str, owner: str, target: str) -> None:
    assert resolves(module, owner, target), "names nothing importable"
