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
- glossary concepts: the key (``build_down``, ``builddown``), the English or the French
  term or short form, in any case, with or without accents, punctuation or articles
  (``"the build down"``, ``"la pile vide non remplie"``); a game's own rule by its labels too.

Every reader returns ``None`` for what it cannot read, so that feedback can say so.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from typing import Any, NamedTuple

from ..engine.game import Game
from ..engine.moves import Move
from ..rules.cards import RANK_INDEX, SUIT_SYMBOLS, Card, CardCodeError
from ..rules.concept import Concept
from ..rules.roles import Role
from ..text import glossary
from ..text.language import LANGUAGES

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


ARTICLES = frozenset({"the", "a", "an", "le", "la", "les", "l", "un", "une"})
_LEADING = ("build", "construire", "by", "par", "en")


def words(text: Any) -> str:
    """Text reduced for matching a name: :func:`plain`, without punctuation or articles
    (the, a, an, le, la, les, l', un, une): ``"The Build-by-suit!"`` -> ``"build by suit"``."""
    return " ".join(w for w in re.sub(r"[^\w\s]|_", " ", plain(text)).split() if w not in ARTICLES)


class Names(NamedTuple):
    """The names of a concept, as :func:`words` reduces them, from the most exact to the loosest."""

    full: frozenset[str]  # its key (with or without underscores), terms, short forms and labels
    bare: frozenset[str]  # the same without a part in brackets ("couleur (rouge et noir) alternée")
    patterns: tuple[re.Pattern, ...]  # its terms with a placeholder, any word in its place
    loose: frozenset[str]  # the same without a leading "build", "by", "par"...

    def tier(self, text: str) -> int | None:
        """How exactly ``text`` names the concept: 0 (a full name) to 3 (a loose one), None if not."""
        if text in self.full:
            return 0
        if text in self.bare:
            return 1
        if any(p.fullmatch(text) for p in self.patterns):
            return 2
        return 3 if text in self.loose else None


def _term_pattern(template: str) -> re.Pattern:
    """A regular expression reading a glossary term whose placeholders (``{n}``) are any word."""
    parts = re.split(r"\{[^}]*\}", template)
    return re.compile(r"\s*\S+\s*".join(re.escape(words(p)) for p in parts))


def _names(key: str, texts: Iterable[str]) -> Names:
    texts = [t for t in texts if t]
    fixed = [t for t in texts if "{" not in t]
    full = {words(key), key.replace("_", "")} | {words(t) for t in fixed}
    bare = {words(re.sub(r"\([^)]*\)", " ", t)) for t in fixed}
    loose = set()
    for name in full | bare:
        parts = name.split()
        while len(parts) > 1 and parts[0] in _LEADING:
            parts = parts[1:]
            loose.add(" ".join(parts))
    return Names(frozenset(full), frozenset(bare), tuple(_term_pattern(t) for t in texts if "{" in t),
                 frozenset(loose))


def _glossary_texts(key: str) -> list[str]:
    """A glossary entry's terms and short forms, in every language (none for an unknown key)."""
    entry = glossary.entries().get(key)
    if entry is None:
        return []
    groups = (entry.term, entry.extra.get("short") or {})
    return [group.get(lang, "") for group in groups for lang in LANGUAGES]


@lru_cache(maxsize=1)
def _glossary_names() -> dict[str, Names]:
    return {key: _names(key, _glossary_texts(key)) for key in glossary.entries()}


def concept_names(concept: Concept) -> Names:
    """The names of ``concept``: its glossary entry's (key, terms, short forms) and its own
    labels in every language (a game's own rule has no glossary entry: its key and labels)."""
    return _names(concept.key, _glossary_texts(concept.key) + [concept.label(lang) for lang in LANGUAGES])


def _named(text: str, candidates: Iterable[tuple[str, Names]]) -> list[str]:
    """The keys of the candidates that ``text`` names most exactly (several: it is ambiguous)."""
    found: dict[int, list[str]] = {}
    for key, names in candidates:
        tier = names.tier(text) if text else None
        if tier is not None and key not in found.get(tier, []):
            found.setdefault(tier, []).append(key)
    return found[min(found)] if found else []


def read_concept(answer: Any) -> str | None:
    """The glossary key named by ``answer``: its key, its English or French term or short
    form, in any case, with or without accents, punctuation, articles, or a leading
    "build"/"construire" (``"build_down"``, ``"Build down"``, ``"construire en descendant"``,
    ``"the alternate colour"``); None if none.  Full names win over names without their part in
    brackets, then terms with a number in them (``"build down by 2"``), then looser names."""
    key = getattr(answer, "key", None)
    if isinstance(key, str) and key:
        return key
    if not isinstance(answer, str):
        return None
    found = _named(words(answer), _glossary_names().items())
    return found[0] if found else None


def read_concept_among(answer: Any, concepts: Iterable[Concept]) -> list[str]:
    """The keys of ``concepts`` that ``answer`` names, read as :func:`read_concept` reads a
    name (a game's own rule by its labels too): one key, or several when the text fits more
    than one equally well (ambiguous), or none.  A concept given as itself is its key."""
    key = getattr(answer, "key", None)
    if isinstance(key, str) and key:
        return [key]
    if not isinstance(answer, str):
        return []
    return _named(words(answer), [(c.key, concept_names(c)) for c in concepts])


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
