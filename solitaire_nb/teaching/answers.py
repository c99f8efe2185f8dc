"""Reading a learner's answers in every form the kit teaches.

The notebooks write the same thing in several ways, and an answer is read in all of them:

- lists: ``["a", "c"]``, ``"a c"``, ``"a, c"``;
- piles: the full id (``tableau1``), the short code of the move notation (``t1``, ``f1``,
  ``w``, ``s``, ``r1``), FreeCell's letters in a FreeCell-like game (``1`` for a column,
  ``a``-``d`` for the free cells, ``h`` for the foundations), the French words
  (``fondation1``, ``pioche``, ``défausse``), or the card on top of it as a learner sees
  it on the picture (``5D``, ``5♦``: "on the 5♦");
- yes and no: ``True``/``true``/``yes``/``oui``/``vrai`` and ``False``/``no``/``non``/``faux``;
- cards: codes in either case (``KS``, ``ks``, ``10d``) and with suit symbols, English
  or French corner letters (``K♠``, ``R♠``, ``D♥`` for the queen of hearts, ``10♦``);
- glossary concepts: the key (``build_down``), the English or the French term, in any
  case, with or without accents or quotes.

Every reader returns ``None`` for what it cannot read, so that feedback can say so.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from ..engine.game import Game
from ..engine.moves import Move
from ..rules.cards import RANK_INDEX, SUIT_SYMBOLS, Card, CardCodeError
from ..rules.roles import Role
from ..text import glossary

YES = frozenset({"true", "yes", "y", "oui", "vrai"})
NO = frozenset({"false", "no", "n", "non", "faux"})

_SYMBOL_SUITS = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items() if suit != "J"}
_FRENCH_RANKS = {"R": "K", "D": "Q", "V": "J"}
_SHORT = {"s": "stock", "w": "waste", "f": "foundation", "t": "tableau", "r": "reserve"}
_PILE_WORDS = {"fondation": "foundation", "pioche": "stock", "defausse": "waste", "colonne": "tableau",
               "column": "tableau", "freecell": "reserve", "cell": "reserve", "cellulelibre": "reserve",
               "cellule": "reserve"}


def as_list(answer: Any) -> list:
    """A learner's answer as a list: a string is split on spaces, commas and semicolons."""
    if answer is None:
        return []
    if isinstance(answer, str):
        return [part for part in re.split(r"[\s,;]+", answer.strip()) if part]
    if isinstance(answer, (Move, Card, int, bool)):
        return [answer]
    return list(answer)


def plain(text: Any) -> str:
    """Text reduced for comparison: lower case, no accents, no quotes, single spaces,
    ``_`` and ``-`` read as spaces (``"« Construire en descendant »"`` -> ``"construire en descendant"``)."""
    text = unicodedata.normalize("NFKD", str(text))
    text = "".join(c for c in text if not unicodedata.combining(c)).lower()
    text = re.sub(r"[_\-]+", " ", text)
    text = re.sub(r"[«»\"'`“”‘’.!?:;()\[\]]", " ", text)
    return " ".join(text.split())


def read_bool(answer: Any) -> bool | None:
    """``True``/``yes``/``oui``/``vrai`` -> True, ``False``/``no``/``non``/``faux`` -> False,
    anything else -> None."""
    if isinstance(answer, bool):
        return answer
    text = plain(answer)
    if text in YES:
        return True
    if text in NO:
        return False
    return None


def read_card(answer: Any) -> Card | None:
    """A card from its code (``KS``, ``ks``, ``10D``) or as sentences write it, English or
    French (``K♠``, ``R♠``, ``D♥``, ``10♦``); None when it is not a card."""
    if isinstance(answer, Card):
        return answer
    if not isinstance(answer, str):
        return None
    text = answer.strip().strip("`'\"")
    if text and text[-1] in _SYMBOL_SUITS:
        rank, suit = text[:-1].strip().upper(), _SYMBOL_SUITS[text[-1]]
        if rank in RANK_INDEX["fr"] and rank not in RANK_INDEX["en"]:
            rank = _FRENCH_RANKS.get(rank, rank)
        text = rank + suit
    try:
        return Card.parse(text)
    except CardCodeError:
        return None


def read_pile(answer: Any, game: Game, prefer: Iterable[str] = ()) -> str | None:
    """The id of a pile of ``game`` from any name the kit teaches, or None.  A name for
    "a foundation" without a number (FreeCell's ``h``, ``f``) reads as the first of
    ``prefer`` that is a foundation, else the first foundation.  A card (``5D``, ``5♦``)
    names the pile it tops (the first of ``prefer`` where several piles show that card, as
    with two decks)."""
    found = _read_pile_name(answer, game, list(prefer))
    if found is None and not isinstance(answer, Card) and isinstance(answer, str):
        found = _pile_topped_by(read_card(answer), game, list(prefer))
    elif found is None and isinstance(answer, Card):
        found = _pile_topped_by(answer, game, list(prefer))
    return found


def _pile_topped_by(card: Card | None, game: Game, prefer: list[str]) -> str | None:
    """The pile whose top card is ``card`` (face up), preferring one of ``prefer``."""
    if card is None:
        return None
    topped = [p.id for p in game.piles if p.cards and p.cards[-1].face_up and p.cards[-1].code == card.code]
    return next((p for p in prefer if p in topped), topped[0] if topped else None)


def _read_pile_name(answer: Any, game: Game, prefer: list[str]) -> str | None:
    """A pile named by its id, its short code or a word for it."""
    answer = getattr(answer, "id", answer)
    if isinstance(answer, int) and not isinstance(answer, bool):
        answer = str(answer)
    if not isinstance(answer, str):
        return None
    ids = game.pile_ids()
    code = plain(answer).replace(" ", "")
    if code in ids:
        return code
    freecell = game.notation.name == "freecell"
    if code in ("h", "f", "foundation", "fondation") and (freecell or code != "h"):
        foundations = [p.id for p in game.piles if p.role == Role.FOUNDATION]
        return next((p for p in prefer if p in foundations), foundations[0] if foundations else None)
    if freecell and re.fullmatch(r"[1-9a-g]", code):
        pile_id = f"tableau{code}" if code.isdigit() else f"reserve{'abcdefg'.index(code) + 1}"
        return pile_id if pile_id in ids else None
    match = re.fullmatch(r"([a-z]+?)s?(\d*)", code)
    if match is None:
        return None
    word, number = match.groups()
    for name in (_SHORT.get(word), _PILE_WORDS.get(word), word):
        if name is not None and name + number in ids:
            return name + number
    return None


_LEADING = ("build", "construire", "by", "par", "en", "the", "le", "la", "les")


def _forms(texts: list[str]) -> tuple[set[str], set[str]]:
    """The exact forms of a concept's names, and the same without a leading "build", "by",
    "par"... or a part in brackets ("couleur alternée (rouge et noir)" -> "couleur alternee")."""
    exact, loose = set(), set()
    for text in texts:
        for variant in (text, re.sub(r"\([^)]*\)", " ", text)):
            words = plain(variant).split()
            exact.add(" ".join(words))
            while len(words) > 1 and words[0] in _LEADING:
                words = words[1:]
                loose.add(" ".join(words))
    return exact, loose


def _term_pattern(template: str) -> re.Pattern:
    """A regular expression reading a glossary term whose placeholders (``{n}``) are any word."""
    parts = re.split(r"\{[^}]*\}", template)
    return re.compile(r"\s*\S+\s*".join(re.escape(plain(p)) for p in parts))


@lru_cache(maxsize=1)
def _concept_names() -> dict[str, tuple[list[re.Pattern], set[str], set[str]]]:
    """For each glossary key: patterns for its terms with placeholders, its exact names and
    its looser names."""
    names = {}
    for key, entry in glossary.entries().items():
        texts = [key] + [group.get(lang, "") for group in (entry.term, entry.extra.get("short") or {})
                         for lang in ("en", "fr")]
        patterns = [_term_pattern(t) for t in texts if "{" in t]
        names[key] = (patterns, *_forms([t for t in texts if t and "{" not in t]))
    return names


def read_concept(answer: Any) -> str | None:
    """The glossary key named by ``answer``: its key, its English or French term or short
    form, with or without a leading "build"/"construire" (``"build_down"``, ``"Build down"``,
    ``"construire en descendant"``, ``"alternate colour"``); None if none.  Exact names
    win over terms with a number in them (``"build down by 2"``), which win over looser names."""
    key = getattr(answer, "key", None)
    if isinstance(key, str) and key:
        return key
    if not isinstance(answer, str) or not answer.strip():
        return None
    text = plain(answer)
    names = _concept_names()
    exact = [key for key, (_, forms, _) in names.items() if text in forms]
    numbered = [key for key, (patterns, _, _) in names.items() if any(p.fullmatch(text) for p in patterns)]
    loose = [key for key, (_, _, forms) in names.items() if text in forms]
    found = exact or numbered or loose
    return found[0] if found else None


def normalise(value: Any) -> Any:
    """A value in a form two answers can be compared in: collections become frozensets,
    yes/no words booleans, card texts their codes, pile names their long form, numbers ints."""
    if isinstance(value, (set, frozenset, list, tuple)):
        return frozenset(normalise(v) for v in value)
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, Card):
        return ("card", value.code)
    if not isinstance(value, str):
        return value
    text = value.strip()
    try:
        return int(text)
    except ValueError:
        pass
    flag = read_bool(text)
    if flag is not None:
        return ("bool", flag)
    card = read_card(text) if len(text) <= 4 else None
    if card is not None:
        return ("card", card.code)
    match = re.fullmatch(r"([tfr])(\d+)", text.lower())
    if match:
        return _SHORT[match.group(1)] + match.group(2)
    return plain(text)
