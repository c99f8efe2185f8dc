"""The answer key, ``docs/teacher/answer_key_<lang>.md``: every exercise of every notebook,
with the teacher's answer and the engine's feedback on it, read from the executed teacher
editions.  Written last by ``scripts/make_editions.py``, which passes itself in (this
module needs its list of sources and the place of each edition).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from types import ModuleType

DOCS = Path(__file__).resolve().parent.parent / "docs" / "teacher"


def cell_text(cell: dict) -> str:
    """A notebook cell's text, whether saved as one string or as a list of lines."""
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else source


KEY_TITLE = {"en": "# Answer key\n\nEvery exercise of every notebook, with the answer of the teacher "
                   "editions and the engine's feedback on it. Written by `scripts/make_editions.py` from "
                   "the executed teacher editions; do not edit by hand.",
             "fr": "# Corrigé\n\nChaque exercice de chaque carnet, avec la réponse des éditions de "
                   "l'enseignant et le retour du moteur sur cette réponse. Écrit par "
                   "`scripts/make_editions.py` à partir des éditions de l'enseignant exécutées\u00a0; ne pas "
                   "modifier à la main."}
KEY_WORDS = {"en": ("Question", "Answer", "Feedback", "Exercise", "Points",
                    "not scored: read by the teacher"),
             "fr": ("Question", "Réponse", "Retour", "Exercice", "Points",
                    "non noté\u00a0: lu par l'enseignant")}


def shown(cell: dict) -> str:
    """What a cell's saved outputs say, as Markdown (pictures left out)."""
    parts = []
    for output in cell.get("outputs", []):
        data = output.get("data", {})
        if "text/markdown" in data:
            parts.append(cell_text({"source": data["text/markdown"]}))
        elif output.get("output_type") == "stream":
            parts.append("```\n" + cell_text({"source": output["text"]}).rstrip() + "\n```")
        elif "text/plain" in data and "image/png" not in data:
            parts.append(cell_text({"source": data["text/plain"]}))
    return "\n\n".join(part.strip() for part in parts if part.strip())


def text(lang: str, editions: ModuleType) -> str:
    """The answer key in ``lang``, from the saved outputs of the teacher editions that
    ``editions`` (``scripts/make_editions.py``) writes."""
    words = KEY_WORDS[lang]
    colon = "\u00a0:" if lang == "fr" else ":"
    out = [KEY_TITLE[lang]]
    for path in editions.sources():
        relative = path.relative_to(editions.SOURCE).with_suffix(".ipynb")
        notebook = editions.folder(lang, True) / relative
        if not notebook.exists():
            continue
        cells = editions.load(notebook)["cells"]
        exercises: dict[str, dict[str, dict]] = {}
        for cell in cells:
            info = cell.get("metadata", {}).get("solitaire_nb")
            if info:
                exercises.setdefault(info["exercise"], {})[info["part"]] = cell
        if not exercises:
            continue
        title = next((cell_text(c).splitlines()[0].lstrip("# ") for c in cells if c["cell_type"] == "markdown"
                      and cell_text(c).startswith("#")), relative.stem)
        link = os.path.relpath(notebook, DOCS)
        out.append(f"## [{title}]({link})")
        for name, parts in exercises.items():
            out.append(f"### {words[3]} `{name}`")
            if "ask" in parts:
                out.append(f"**{words[0]}.** " + shown(parts["ask"]))
            answer = parts.get("answer") or parts.get("explain")
            if answer is not None:
                solution = re.search(r"### BEGIN SOLUTION\n(.*?)### END SOLUTION", cell_text(answer), re.S)
                if solution:
                    out.append(f"**{words[1]}.**\n\n```python\n{solution[1].rstrip()}\n```")
                out.append(f"**{words[2]}.** " + shown(answer))
            if "score" in parts:
                out.append(f"**{words[4]}**{colon} {shown(parts['score'])}")
            elif "explain" in parts:
                out.append(f"**{words[4]}**{colon} {words[5]}")
    return "\n\n".join(out) + "\n"


def path(lang: str) -> Path:
    return DOCS / f"answer_key_{lang}.md"
