"""The base class of every named concept of the engine's vocabulary."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..text import glossary


class Concept:
    """A named rule or object of the glossary.

    ``key`` is the glossary key (the file ``glossary/<key>.json``).  The term,
    definition and rule sentence come from that entry, in English or French,
    rendered as phrases (plurals, French typography); :meth:`params` fills
    placeholders such as ``{n}`` in "build down by {n}".
    """

    key: str = ""

    def __init__(self, key: str | None = None) -> None:
        if key is not None:
            self.key = key

    def params(self) -> dict[str, Any]:
        """Values for the placeholders of the glossary texts (none by default)."""
        return {}

    def label(self, lang: str | None = None) -> str:
        """The glossary term, e.g. "Build down" / "Construire en descendant"."""
        return glossary.entry(self.key).text("term", lang, **self.params())

    def definition(self, lang: str | None = None) -> str:
        """The glossary definition, a few sentences for the glossary pages and tooltips."""
        return glossary.entry(self.key).text("definition", lang, **self.params())

    def rule(self, lang: str | None = None) -> str:
        """The short sentence used when this concept allows or refuses a move."""
        return glossary.entry(self.key).text("rule", lang, **self.params())

    def rule_alone(self, lang: str | None = None) -> str:
        """The rule as a sentence of its own, for where the concept is shown alone
        (a suit rule's :meth:`rule` continues its rank order's: "and of the same suit")."""
        return glossary.entry(self.key).rule_alone(lang, **self.params())

    def concepts(self) -> Iterator[Concept]:
        """This concept and the concepts it is made of (for usage tables)."""
        yield self

    def __repr__(self) -> str:
        params = self.params()
        inner = ", ".join(f"{k}={v!r}" for k, v in params.items())
        return f"{type(self).__name__}({inner})"
