"""Words in teaching order: a student edition never uses a solitaire word, a rule's key or
a piece of the move notation before the notebook that teaches it.

The notebooks are read in their order (00, 01, ... then the games), cell by cell, in
each language's student edition.  A word's *home* is the notebook that teaches it (for a
glossary word, the notebook that shows its glossary card with ``lessons.concept(key)``).
In every notebook before its home, the first cell that uses the word must link to the home
notebook (for a use in code, the text cell just before it does): a short introduction,
"see notebook 04", once per notebook.  Text folded for after an answer is not counted.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from each import assert_each

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("make_editions", ROOT / "scripts" / "make_editions.py")
editions = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("make_editions", editions)
_spec.loader.exec_module(editions)

LESSONS = ["00_welcome", "01_glossary_cards_and_decks", "02_glossary_piles", "03_glossary_building",
           "04_glossary_moves_and_stock", "10_klondike", "11_freecell"]
# French words that are also everyday French: « suite » (a sequence) outside these phrases.
_NOT_A_SEQUENCE = r"(?<!tout de )(?<!par la )(?<!à la )(?<!de )(?<!à sa )(?<!la )"


@dataclass(frozen=True)
class Word:
    """A word to teach before use: its patterns in each language and its home notebook."""
    name: str
    en: str
    fr: str
    home: str
    code: bool = False   # looked for in code cells too (notation, keys); else in text cells only


def _concept_homes() -> dict[str, str]:
    """Each glossary key shown with ``lessons.concept(key)``: the first lesson that shows it."""
    homes: dict[str, str] = {}
    for name in LESSONS:
        text = (editions.SOURCE / f"{name}.py").read_text(encoding="utf-8")
        for key in re.findall(r'lessons\.concept\("(\w+)"\)', text):
            homes.setdefault(key, name)
    return homes


HOMES = _concept_homes()
NOTATION = "00_welcome"
WORDS = [
    Word("stock", r"\bstocks?\b", r"\bpioches?\b", HOMES["stock"]),
    Word("waste", r"\bwaste\b", r"\bdéfausses?\b", HOMES["waste"]),
    Word("foundation", r"\bfoundations?\b", r"\bfondations?\b", HOMES["foundation"]),
    Word("reserve", r"\breserves?\b", r"\bréserves?\b", HOMES["reserve"]),
    Word("free cell", r"\bfree cells?\b", r"\bcellules? libres?\b", HOMES["free_cell"]),
    Word("base card", r"\bbase cards?\b", r"\bcartes? de base\b", HOMES["base_card"]),
    Word("sequence", r"\bsequences?\b", _NOT_A_SEQUENCE + r"\bsuites?\b(?! de \d)", HOMES["sequence"]),
    Word("redeal", r"\bredeals?\b", r"\bredistributions?\b", HOMES["redeal"]),
    Word("safe card", r"\bsafe\b", r"\bsûres?\b", HOMES["auto_play"]),
    # the move notation: a move between two piles, a count, the stock and waste codes, a deal
    Word("move notation", r"[\"'`](?:t|f|w|s|r)\d*-(?:t|f|r)\d*(?:x\d+)?[\"'`]",
         r"[\"'`](?:t|f|w|s|r)\d*-(?:t|f|r)\d*(?:x\d+)?[\"'`]", NOTATION, code=True),
    Word("count in a move", r"[\"'`][a-z]+\d*-[a-z]+\d*x\d+[\"'`]", r"[\"'`][a-z]+\d*-[a-z]+\d*x\d+[\"'`]",
         NOTATION, code=True),
    Word("waste in a move", r"[\"'`]w-[a-z]+\d*[\"'`]", r"[\"'`]w-[a-z]+\d*[\"'`]", NOTATION, code=True),
    Word("stock in a move", r"[\"'`]s-[a-z]+\d*[\"'`]", r"[\"'`]s-[a-z]+\d*[\"'`]", NOTATION, code=True),
]
# every rule key shown by a glossary card, written as a key (in quotes or backticks)
WORDS += [Word(f"rule key {key}", rf"[\"'`]{key}[\"'`]", rf"[\"'`]{key}[\"'`]", home, code=True)
          for key, home in HOMES.items() if "_" in key]


def _order() -> list[str]:
    games = sorted(path.relative_to(editions.SOURCE).with_suffix("").as_posix()
                   for path in editions.SOURCE.glob("games/*.py"))
    others = sorted(path.stem for path in editions.SOURCE.glob("*.py") if path.stem not in LESSONS)
    return LESSONS + others + games


ORDER = _order()


def _cells(name: str, lang: str) -> list[dict]:
    """The cells of the student edition of ``name`` in ``lang``, as written on disk."""
    notebook = editions.load(editions.folder(lang, False) / f"{name}.ipynb")
    return notebook["cells"]


def _visible(cell: dict) -> str:
    """What a student reads in a cell: folded reveal text (read after answering) left out."""
    text = editions.cell_text(cell)
    return re.sub(r"<details>.*?</details>", "", text, flags=re.S)


def early_uses(word: Word, lang: str, cells_of=_cells) -> list[str]:
    """Where ``word`` comes before its home notebook without a link to it: in each earlier
    notebook, the first cell that uses it must link to the home notebook (for a use in
    code, the text cell just before it)."""
    pattern = re.compile(getattr(word, lang), re.I if not word.code else 0)
    link = re.compile(rf"\]\((?:\.\./)*{re.escape(word.home.split('/')[-1])}\.ipynb")
    found = []
    for name in ORDER[:ORDER.index(word.home)]:
        text_before = ""
        for c, cell in enumerate(cells_of(name, lang)):
            text = _visible(cell)
            if cell["cell_type"] == "markdown":
                text_before = text
            elif not word.code:
                continue
            if pattern.search(text):
                linked = link.search(text if cell["cell_type"] == "markdown" else text_before)
                if not linked:
                    found.append(f"{name} (cell {c}: {pattern.search(text)[0]!r})")
                break
    return found


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_word_is_used_before_it_is_taught(lang):
    def check(word: Word) -> None:
        early = early_uses(word, lang)
        assert not early, (f"{word.name!r} comes before {word.home} teaches it, with no link to it, in "
                           + "; ".join(early))
    assert_each(WORDS, check, name=lambda word: word.name)


def test_the_order_check_catches_an_early_word():
    """A made-up early use is caught; one that links to the home notebook, or that is folded
    (read after answering), is not."""
    word = Word("stock", r"\bstock\b", r"\bpioche\b", "04_glossary_moves_and_stock")

    def fake(early: str):
        def cells_of(name, lang):
            if name == "01_glossary_cards_and_decks":
                return [{"cell_type": "markdown", "source": early}]
            return []
        return cells_of

    caught = early_uses(word, "en", fake("Click the stock."))
    assert caught == ["01_glossary_cards_and_decks (cell 0: 'stock')"]
    assert early_uses(word, "en", fake("The stock ([04](04_glossary_moves_and_stock.ipynb)).")) == []
    assert early_uses(word, "en", fake("<details>the stock</details> nothing")) == []
