"""Errors whose message is a phrase: read in the language current when it is shown.

A :class:`Reason` carries a :class:`~solitaire_nb.text.phrases.Said` (a phrase and its
values); ``str(error)`` renders it in the current language (:func:`solitaire_nb.set_lang`),
so a problem found while the language was English reads in French once the teacher
switches.  A value may be another :class:`Reason` or a :class:`Said` (rendered in the same
language), or anything with a ``phrase_text(lang)`` method.
"""

from __future__ import annotations

from typing import Any

from ..text.phrases import Said


class Reason(ValueError):
    """A ``ValueError`` whose message is the phrase ``key`` said with ``params``."""

    def __init__(self, key: str, **params: Any) -> None:
        self.said = Said(key, **params)
        super().__init__(self.said.text("en"))

    def text(self, lang: str | None = None) -> str:
        return self.said.text(lang)

    def phrase_text(self, lang: str) -> str:
        return self.said.text(lang)

    def __str__(self) -> str:
        return self.said.text()


class Shown:
    """Any error or value as a phrase parameter: an error with ``text(lang)`` (the engine's
    refusals) in that language, anything else as ``str`` gives it."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def phrase_text(self, lang: str) -> str:
        text = getattr(self.value, "text", None)
        return str(text(lang)) if callable(text) else str(self.value)

    def __str__(self) -> str:
        return str(self.value)


__all__ = ["Reason", "Shown"]
