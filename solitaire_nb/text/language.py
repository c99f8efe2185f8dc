"""The learner-facing language: English or French, a global setting."""

from __future__ import annotations

LANGUAGES = ("en", "fr")
_lang = "en"


def set_lang(lang: str) -> None:
    """Choose the language of everything a learner reads: ``"en"`` or ``"fr"``."""
    global _lang
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    _lang = lang


def get_lang() -> str:
    """The current learner-facing language."""
    return _lang


def resolve_lang(lang: str | None) -> str:
    if lang is None:
        return _lang
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    return lang
