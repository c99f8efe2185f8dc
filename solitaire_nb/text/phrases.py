"""One way to speak: every sentence a learner reads is a phrase, in English and French.

A :class:`Phrase` holds the same sentence in every language of the kit
(:data:`~solitaire_nb.text.language.LANGUAGES`); a phrase missing a language, or
whose languages do not use the same placeholders, cannot be made.  Phrases the
engine, the table and the lessons share are *defined* once under a dotted key
(:func:`define`) and *said* by key (:func:`say`); a phrase only one game needs is
written where it is used (``Phrase(en=..., fr=...)``).  Either way it is rendered
by :func:`render` when shown, in the current language unless one is given.

Template syntax:

* ``{name}`` — a parameter.  A card (anything with a ``phrase_text(lang)``
  method) is written with its suit symbol, ``2♣``, with French rank letters
  (``V D R``) in French; a phrase parameter is rendered in the same language.
* ``{n|card|cards}`` — a plural: the first form when the number ``n`` is
  singular in that language (English: 1; French: 0 and 1), else the second.
  The number itself is written with ``{n}``.

French typography is applied when a French sentence is rendered: a
non-breaking space stands before ``:`` ``;`` ``?`` ``!`` and inside « ».
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping

from .language import LANGUAGES, resolve_lang

NBSP = "\u00a0"

_FIELD = re.compile(r"\{(\w+)(?:\|([^{}|]*)\|([^{}|]*))?\}")


class PhraseError(ValueError):
    """A phrase is malformed: a language is missing, or a parameter is unknown."""


def fields(template: str) -> set[str]:
    """The parameter names a template uses (plural forms included)."""
    return {m.group(1) for m in _FIELD.finditer(template)}


def _singular(n: object, lang: str) -> bool:
    if isinstance(n, bool) or not isinstance(n, (int, float)):
        raise PhraseError(f"a plural needs a number, not {n!r}")
    return n == 1 if lang == "en" else abs(n) < 2


def french_typography(text: str) -> str:
    """Non-breaking spaces before ``: ; ? !`` and inside « », as French typesetting wants."""
    text = re.sub(r"[ \u202f\u00a0]*([:;?!»])(?=\s|$|[).,\"'*_`])", lambda m: NBSP + m.group(1), text)
    text = re.sub(r"«[ \u202f\u00a0]*", "«" + NBSP, text)
    return text


def value_text(value: object, lang: str) -> str:
    """How a parameter value is written in a sentence of language ``lang``."""
    if hasattr(value, "phrase_text"):
        written: str = value.phrase_text(lang)
        return written
    if isinstance(value, (Phrase, Said)):
        return value.text(lang)
    return str(value)


def render(template: str, lang: str, params: Mapping[str, object]) -> str:
    """Fill ``template`` (written in ``lang``) with ``params`` and apply the language's typography."""
    def fill(match: re.Match[str]) -> str:
        name, one, many = match.groups()
        if name not in params:
            raise PhraseError(f"no value for {{{name}}} in {template!r}")
        value = params[name]
        if one is not None:
            return one if _singular(value, lang) else many
        return value_text(value, lang)

    text = _FIELD.sub(fill, template)
    return french_typography(text) if lang == "fr" else text


def render_generic(template: str, lang: str, names: Mapping[str, str] | None = None) -> str:
    """``template`` with its parameters left general: ``{n}`` reads "N" (or ``names[n]``),
    any other parameter its name in capitals, and a plural its plural form."""
    names = dict(names or {})

    def fill(match: re.Match[str]) -> str:
        name, _one, many = match.groups()
        if many is not None:
            return many
        return names.get(name, name.upper())

    text = _FIELD.sub(fill, template)
    return french_typography(text) if lang == "fr" else text


class Phrase(Mapping[str, str]):
    """The same sentence in every language, rendered when shown.

    It reads like the mapping it is made from: ``phrase["fr"]`` is the French template
    as written (not rendered), ``dict(phrase)`` is ``{"en": ..., "fr": ...}``.

    >>> Phrase(en="{n} {n|card|cards}", fr="{n} {n|carte|cartes}").text("fr", n=1)
    '1 carte'
    """

    __slots__ = ("texts",)

    def __init__(self, texts: Mapping[str, str] | None = None, **by_lang: str) -> None:
        texts = dict(texts or {}, **by_lang)
        missing = [lang for lang in LANGUAGES if not isinstance(texts.get(lang), str)]
        if missing:
            raise PhraseError(f"phrase {texts!r} has no text in {', '.join(missing)}")
        unknown = set(texts) - set(LANGUAGES)
        if unknown:
            raise PhraseError(f"phrase {texts!r}: unknown language(s) {', '.join(sorted(unknown))}")
        names = {lang: fields(texts[lang]) for lang in LANGUAGES}
        if len({frozenset(n) for n in names.values()}) > 1:
            raise PhraseError(f"phrase {texts!r}: its languages use different parameters {names}")
        self.texts = texts

    @classmethod
    def of(cls, value: Phrase | Mapping[str, str]) -> Phrase:
        """A phrase from a phrase or from a ``{"en": ..., "fr": ...}`` mapping."""
        return value if isinstance(value, Phrase) else cls(value)

    def __getitem__(self, lang: str) -> str:
        return self.texts[lang]

    def __iter__(self) -> Iterator[str]:
        return iter(self.texts)

    def __len__(self) -> int:
        return len(self.texts)

    def text(self, lang: str | None = None, **params: object) -> str:
        lang = resolve_lang(lang)
        return render(self.texts[lang], lang, params)

    def params(self) -> set[str]:
        return fields(self.texts[LANGUAGES[0]])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Phrase) and self.texts == other.texts

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.texts.items())))

    def __repr__(self) -> str:
        return f"Phrase({self.texts[LANGUAGES[0]]!r})"

    def __str__(self) -> str:
        return self.text()


class Said:
    """A phrase with its parameters, rendered in whatever language is current when shown.

    Messages that wait to be shown (a table's status line, an exercise's
    feedback) keep a :class:`Said` so that switching language re-renders them.
    """

    __slots__ = ("phrase", "params")

    def __init__(self, phrase: Phrase | str, **params: object) -> None:
        self.phrase = phrase if isinstance(phrase, Phrase) else get(phrase)
        self.params = params

    def text(self, lang: str | None = None) -> str:
        return self.phrase.text(lang, **self.params)

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Said({self.text('en')!r})"


_CATALOGUE: dict[str, Phrase] = {}


def define(namespace: str, entries: Mapping[str, Phrase | Mapping[str, str]]) -> None:
    """Add phrases under ``namespace.key``; a key defined twice is an error."""
    for key, value in entries.items():
        full = f"{namespace}.{key}"
        if full in _CATALOGUE:
            raise PhraseError(f"phrase {full!r} is defined twice")
        _CATALOGUE[full] = Phrase.of(value)


def get(key: str) -> Phrase:
    """The phrase defined under ``key``; ``KeyError`` names it."""
    try:
        return _CATALOGUE[key]
    except KeyError:
        raise KeyError(f"no phrase {key!r}") from None


def say(key: str, lang: str | None = None, /, **params: object) -> str:
    """Render the phrase ``key`` with ``params`` in ``lang`` (default: the current language)."""
    return get(key).text(lang, **params)


def catalogue() -> dict[str, Phrase]:
    """Every defined phrase, by key (for checks and translators)."""
    return dict(_CATALOGUE)


def join(items: Iterable[str], lang: str | None = None) -> str:
    """``a, b and c`` / ``a, b et c``."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return say("text.list", lang, first=", ".join(items[:-1]), last=items[-1])


define("text", {"list": {"en": "{first} and {last}", "fr": "{first} et {last}"}})


def number_text(value: float, lang: str | None = None, digits: int = 1, *, trim: bool = False,
                signed: bool = False) -> str:
    """``value`` with ``digits`` decimals, as the language writes it (``46.0`` / ``46,0``);
    ``trim`` drops trailing zeros (``1.50`` -> ``1.5``), ``signed`` always shows the sign."""
    text = f"{round(value, digits) + 0.0:{'+' if signed else ''}.{digits}f}"  # + 0.0: no "-0.0"
    if trim and "." in text:
        text = text.rstrip("0").rstrip(".")
    return text.replace(".", ",") if resolve_lang(lang) == "fr" else text


def percent_text(fraction: float, lang: str | None = None, digits: int = 1, *, trim: bool = True) -> str:
    """``fraction`` as a percentage, as the language writes it (``12.5%`` / ``12,5 %``)."""
    number = number_text(100 * fraction, lang, digits, trim=trim)
    return f"{number}{NBSP}%" if resolve_lang(lang) == "fr" else f"{number}%"
