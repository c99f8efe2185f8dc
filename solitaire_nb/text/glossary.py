"""The glossary: one bilingual entry per concept, read from ``glossary/*.json``.

Every named object of the engine's vocabulary carries a glossary key; its
term, definition and short rule sentence, in English and French, come from
the matching entry.  The same entries feed error messages, the table's
tooltips and the notebooks, so there is one source of truth for rule text.

The learner-facing language is a global setting: :func:`set_lang` /
:func:`get_lang` (``"en"`` or ``"fr"``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .language import LANGUAGES, resolve_lang
from .phrases import render, render_generic


def glossary_dir() -> Path:
    """Where the entries live: ``glossary/`` of a source checkout, else the installed copy."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package.parent / "glossary", package / "glossary_data"):
        if candidate.is_dir() and any(candidate.glob("*.json")):
            return candidate
    raise FileNotFoundError(
        "the glossary entries were not found (looked in glossary/ beside the package "
        "and in solitaire_nb/glossary_data/)")


@dataclass(frozen=True)
class Entry:  # type: ignore[explicit-any]  # extra (below) is JSON read back
    """One glossary entry (see ``glossary/README.md`` for the fields)."""

    key: str
    term: dict[str, str]
    definition: dict[str, str]
    rule: dict[str, str]
    example: dict[str, object]
    engine: str
    games: tuple[str, ...] = ()
    manual: bool = False
    see_also: tuple[str, ...] = ()
    # The JSON fields only some entries have, each read by the concept it belongs to:
    # {lang: text} or {lang: {name: word}}.
    extra: dict[str, Any] = field(default_factory=dict)  # type: ignore[explicit-any]  # JSON read back

    def text(self, name: str, lang: str | None = None, **params: object) -> str:
        """A field (``term``, ``definition``, ``rule``, ``example``) rendered as a phrase:
        placeholders filled from ``params``, plurals chosen, French typography applied."""
        lang = resolve_lang(lang)
        return render(getattr(self, name)[lang], lang, params)

    def generic(self, name: str, lang: str | None = None) -> str:
        """A field with its placeholders left general, for glossary pages: ``{n}`` reads
        "N" unless the entry's ``generic`` field gives a word or an example value."""
        lang = resolve_lang(lang)
        texts = self.rule_alone_texts() if name == "rule_alone" else getattr(self, name)
        names = self.extra.get("generic", {}).get(lang, {})
        return render_generic(texts[lang], lang, names)

    def rule_alone_texts(self) -> dict[str, str]:
        """The rule as a whole sentence: the ``rule_alone`` field where the rule sentence
        only continues another one (a suit rule after a rank order), else the rule."""
        return self.extra.get("rule_alone") or self.rule

    def rule_alone(self, lang: str | None = None, **params: object) -> str:
        """The rule sentence that reads on its own (see :meth:`rule_alone_texts`)."""
        lang = resolve_lang(lang)
        return render(self.rule_alone_texts()[lang], lang, params)


_REQUIRED = ("key", "term", "definition", "rule", "example", "engine", "games")
_entries: dict[str, Entry] | None = None


class GlossaryError(ValueError):
    """A glossary entry is malformed."""


def _check_bilingual(path: Path, name: str, value: object) -> None:
    if not isinstance(value, dict) or any(not isinstance(value.get(lang), str) or
                                          not value[lang].strip() for lang in LANGUAGES):
        raise GlossaryError(f"{path.name}: field {name!r} needs non-empty 'en' and 'fr' texts")


def load_entries(directory: Path | None = None) -> dict[str, Entry]:
    """Read and validate every entry; returns ``{key: Entry}``."""
    directory = directory or glossary_dir()
    entries = {}
    for path in sorted(directory.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise GlossaryError(f"{path.name}: not valid JSON ({exc})") from None
        missing = [name for name in _REQUIRED if name not in data]
        if missing:
            raise GlossaryError(f"{path.name}: missing field(s) {', '.join(missing)}")
        if data["key"] != path.stem:
            raise GlossaryError(f"{path.name}: key {data['key']!r} must equal the file name")
        for name in ("term", "definition", "rule"):
            _check_bilingual(path, name, data[name])
        example = data["example"]
        if not isinstance(example, dict) or "cards" not in example:
            raise GlossaryError(f"{path.name}: 'example' needs 'cards' and 'en'/'fr' texts")
        _check_bilingual(path, "example", example)
        known = set(_REQUIRED) | {"manual", "see_also"}
        entries[data["key"]] = Entry(
            key=data["key"], term=data["term"], definition=data["definition"], rule=data["rule"],
            example=example, engine=data["engine"], games=tuple(data["games"]),
            manual=bool(data.get("manual", False)), see_also=tuple(data.get("see_also", ())),
            extra={k: v for k, v in data.items() if k not in known})
    return entries


def entries() -> dict[str, Entry]:
    """All glossary entries, loaded once."""
    global _entries
    if _entries is None:
        _entries = load_entries()
    return _entries


def entry(key: str) -> Entry:
    """The entry of one concept; ``KeyError`` names the missing key."""
    found = entries().get(key)
    if found is None:
        raise KeyError(f"no glossary entry {key!r} (expected glossary/{key}.json)")
    return found


def term(key: str, lang: str | None = None, **params: object) -> str:
    """The term of a concept in the chosen language, e.g. ``term("stock", "fr") == "Pioche"``."""
    return entry(key).text("term", lang, **params)


def render_variant(texts: Mapping[str, str], lang: str | None, params: Mapping[str, object]) -> str:
    """One of an entry's extra bilingual texts (a variant of its rule, a short form),
    rendered like its main texts: parameters, plurals and French typography."""
    lang = resolve_lang(lang)
    return render(texts[lang], lang, params)
