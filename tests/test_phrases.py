"""One way to speak: every phrase exists in English and French, renders completely,
chooses real plural forms, follows French typography, and writes cards with suit symbols."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
from pathlib import Path
from typing import Any

import pytest
from each import assert_each

import solitaire_nb as sn
from solitaire_nb.rules.cards import Card
from solitaire_nb.rules.stock import DealToWaste, Redeal
from solitaire_nb.teaching.examples import examples
from solitaire_nb.text import glossary
from solitaire_nb.text.language import LANGUAGES
from solitaire_nb.text.phrases import (
    NBSP,
    Phrase,
    PhraseError,
    Said,
    catalogue,
    define,
    fields,
    get,
    render,
    say,
)

PACKAGE = Path(sn.__file__).resolve().parent
PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")
CARD_CODE = re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b")
SUIT_SYMBOLS = "♣♦♥♠"


def _import_everything() -> None:
    """Import every module of the package, so that every phrase is defined."""
    for module in pkgutil.walk_packages([str(PACKAGE)], "solitaire_nb."):
        importlib.import_module(module.name)


_import_everything()
PHRASES = catalogue()


def _plural_names(phrase: Phrase) -> set[str]:
    return {m.group(1) for text in phrase.texts.values() for m in PLURAL.finditer(text)}


def _sample(phrase: Phrase, numbers: dict[str, int] | None = None) -> dict[str, Any]:
    """Sample values: numbers for plurals, a card for card parameters, a word otherwise."""
    plural = _plural_names(phrase)
    params: dict[str, Any] = {}
    for name in phrase.params():
        if name in plural:
            params[name] = (numbers or {}).get(name, 2)
        elif name in ("card", "onto"):
            params[name] = Card.parse("QH")
        else:
            params[name] = "word"
    return params


def _keys_said_in_source() -> set[str]:
    """Phrase keys written literally in ``say(...)``, ``Said(...)`` and ``get(...)`` calls."""
    keys = set()
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else (
                func.attr if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)
                and func.value.id == "phrases" else None)
            if name not in ("say", "Said", "get"):
                continue
            for inner in ast.walk(node.args[0]):
                if isinstance(inner, ast.Constant) and isinstance(inner.value, str) \
                        and re.fullmatch(r"\w+(\.\w+)+", inner.value):
                    keys.add(inner.value)
    return keys


def _french_typography_problems(text: str) -> list[str]:
    """Every ``: ; ? !`` after a word (or a space) must follow a non-breaking space."""
    return [text[max(0, m.start() - 15):m.end() + 5]
            for m in re.finditer(r"([\w)»*`' ])([:;?!])(?=\s|$|\*|\))", text)]


def _glossary_texts() -> list[tuple[str, str, str, str]]:
    """(entry key, field, language, text) of every bilingual field of every entry."""
    found = []
    for key, entry in glossary.entries().items():
        named = {"term": entry.term, "definition": entry.definition, "rule": entry.rule,
                 "example": entry.example, **entry.extra}
        for field, value in named.items():
            if isinstance(value, dict):
                for lang in LANGUAGES:
                    if isinstance(value.get(lang), str):
                        found.append((key, field, lang, value[lang]))
    return found


def _declaration(game: Any) -> Any:
    return game.declaration


# --------------------------------------------------------------------------- the mechanism

def test_a_phrase_needs_every_language():
    with pytest.raises(PhraseError):
        Phrase(en="only English")
    with pytest.raises(PhraseError):
        define("test_missing", {"key": {"en": "only English"}})
    with pytest.raises(PhraseError):
        Phrase(en="{n} cards", fr="des cartes")  # the languages must use the same parameters
    with pytest.raises(KeyError, match="no phrase"):
        say("refusal.no_such_refusal", "en")


def test_a_missing_parameter_is_an_error():
    with pytest.raises(PhraseError):
        Phrase(en="{card} moves", fr="{card} bouge").text("en")
    with pytest.raises(PhraseError):
        Phrase(en="{n|card|cards}", fr="{n|carte|cartes}").text("en", n="two")


def test_cards_are_written_with_suit_symbols():
    card = Card.parse("QH")
    phrase = Phrase(en="{card} moves", fr="{card} bouge")
    assert phrase.text("en", card=card) == "Q♥ moves"
    assert phrase.text("fr", card=card) == "D♥ bouge"
    assert Phrase(en="{card}", fr="{card}").text("fr", card=Card.parse("TD")) == "10♦"


def test_a_said_phrase_follows_the_language():
    said = Said("refusal.same_pile")
    assert said.text("en") != said.text("fr")
    sn.set_lang("fr")
    try:
        assert str(said) == said.text("fr")
    finally:
        sn.set_lang("en")


# --------------------------------------------------------------------------- the catalogue

def test_the_catalogue_is_filled():
    for namespace in ("refusal", "move", "outcome", "rules", "exercise", "lesson", "tips"):
        assert any(key.startswith(namespace + ".") for key in PHRASES), namespace


def test_every_key_said_in_the_package_exists():
    used = _keys_said_in_source()
    assert len(used) > 50  # the scan does find the package's phrases
    missing = sorted(key for key in used if key not in PHRASES)
    assert not missing, missing


def _renders(key: str) -> None:
    phrase = PHRASES[key]
    for lang in LANGUAGES:
        text = phrase.text(lang, **_sample(phrase))
        assert text.strip(), (key, lang)
        assert "{" not in text and "}" not in text, (key, lang, text)
        if lang == "fr":
            assert not _french_typography_problems(text), (key, text)


def test_every_phrase_renders_in_every_language():
    assert_each(sorted(PHRASES), _renders, name=str)


def _expected(template: str, lang: str, params: dict[str, Any]) -> str:
    """The template with each plural written out by hand, then rendered."""
    def form(match: re.Match) -> str:
        n = params[match.group(1)]
        singular = n == 1 if lang == "en" else n in (0, 1)
        return match.group(2) if singular else match.group(3)
    return render(PLURAL.sub(form, template), lang, params)


PLURAL_PHRASES = sorted(key for key, phrase in PHRASES.items() if _plural_names(phrase))


def test_plurals_are_used():
    assert len(PLURAL_PHRASES) >= 8


def _plural_forms(key):
    phrase = PHRASES[key]
    names = _plural_names(phrase)
    cases = {"en": {1: "singular", 2: "plural"}, "fr": {0: "singular", 1: "singular", 2: "plural"}}
    for lang, numbers in cases.items():
        texts = set()
        for n in numbers:
            params = _sample(phrase, {name: n for name in names})
            text = phrase.text(lang, **params)
            assert text == _expected(phrase.texts[lang], lang, params), (key, lang, n)
            texts.add(text)
        assert len(texts) > 1 or all(
            m.group(2) == m.group(3) for m in PLURAL.finditer(phrase.texts[lang])), (key, lang)


def test_plural_forms():
    assert_each(PLURAL_PHRASES, _plural_forms, name=str)


def test_plural_words():
    phrase = Phrase(en="{n} {n|card|cards}", fr="{n} {n|carte|cartes}")
    assert [phrase.text("en", n=n) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert [phrase.text("fr", n=n) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    assert DealToWaste(1).rule("en").count("1 card ") == 1
    assert "3 cards" in DealToWaste(3).rule("en") and "3 cartes" in DealToWaste(3).rule("fr")
    assert "at most 1 time" in Redeal(1).rule("en") and "2 times" in Redeal(2).rule("en")


def test_no_optional_plural_anywhere():
    for key, phrase in PHRASES.items():
        for lang, text in phrase.texts.items():
            assert "(s)" not in text, (key, lang)
    for key, field, lang, text in _glossary_texts():
        assert "(s)" not in text, (key, field, lang)


def test_french_typography_comes_from_the_renderer():
    phrase = Phrase(en="Rule: {rule}; why? {why}!", fr="Règle: {rule}; pourquoi? {why}!")
    text = phrase.text("fr", rule="r", why="w")
    assert text == f"Règle{NBSP}: r{NBSP}; pourquoi{NBSP}? w{NBSP}!"
    assert phrase.text("en", rule="r", why="w") == "Rule: r; why? w!"


def test_glossary_texts_follow_french_typography():
    """Rendered entries get it from the renderer; the sources have it too, since some
    variant texts (``rule_none``, ``short``...) are read as they are written."""
    for key, field, lang, text in _glossary_texts():
        if lang != "fr":
            continue
        assert not _french_typography_problems(text), (key, field, text)
        if field in ("term", "definition", "rule", "example"):
            rendered = glossary.entry(key).generic(field, "fr")
            assert not _french_typography_problems(rendered), (key, field, rendered)


# --------------------------------------------------------------------------- every game


def _every_concept_of_every_game_speaks_both_languages(game_id):
    game = sn.new_game(game_id, deal=1)
    concepts = list(_declaration(game).concepts())
    assert concepts
    for concept in concepts:
        entry = glossary.entries().get(concept.key)
        for lang in LANGUAGES:
            # what the concept says (a game's own concept may word it itself) ...
            texts = [concept.label(lang), concept.definition(lang), concept.rule(lang)]
            for text in texts:
                assert text.strip(), (game_id, concept, lang)
                assert "{" not in text and "}" not in text and "(s)" not in text, (game_id, text)
            if entry is None:
                continue
            # ... and its glossary entry, rendered with the concept's parameters
            params = concept.params()
            for field in ("term", "definition", "rule", "example"):
                known = fields(getattr(entry, field)[lang]) <= set(params)
                text = entry.text(field, lang, **params) if known else entry.generic(field, lang)
                assert text.strip() and "{" not in text and "}" not in text, (game_id, field, text)
                if lang == "fr":
                    assert not _french_typography_problems(text), (game_id, concept, text)
    for lang in LANGUAGES:
        for line in game.rules(lang):
            assert line.strip() and "{" not in line and "(s)" not in line, (game_id, line)
            if lang == "fr":
                assert not _french_typography_problems(line), (game_id, line)


def test_every_concept_of_every_game_speaks_both_languages():
    assert_each(sn.list_games(), _every_concept_of_every_game_speaks_both_languages, name=str)


def _refusals(game_id: str) -> list:
    found = []
    for example in examples(game_id):
        game = example.position()
        for notation in example.refused:
            refusal = game.check(notation)
            assert refusal is not None, (game_id, notation)
            found.append(refusal)
    return found


def _every_prepared_refusal_speaks_both_languages(game_id):
    for refusal in _refusals(game_id):
        texts = {lang: refusal.text(lang) for lang in LANGUAGES}
        assert texts["en"] != texts["fr"], texts
        cards = [d for d in refusal.details if isinstance(d, Card)]
        for lang, text in texts.items():
            assert text.strip() and "{" not in text and "(s)" not in text, (game_id, text)
            assert not CARD_CODE.search(text), (game_id, lang, text)
            for card in cards:
                assert card.phrase_text(lang) in text, (game_id, lang, text)
            if cards:
                assert any(symbol in text for symbol in SUIT_SYMBOLS), text
            if lang == "fr":
                assert not _french_typography_problems(text), (game_id, text)


def test_every_prepared_refusal_speaks_both_languages():
    assert_each(sn.list_games(), _every_prepared_refusal_speaks_both_languages, name=str)


def test_the_prepared_refusals_mention_cards():
    with_cards = [r for game_id in sn.list_games() for r in _refusals(game_id)
                  if any(isinstance(d, Card) for d in r.details)]
    assert len(with_cards) > 20


def test_explanations_write_cards_with_symbols():
    game = sn.position("klondike", {"tableau1": "8S", "tableau2": "7H", "tableau3": "TD"})
    assert game.explain("t2-t1", "en") == game.explain("t2-t1", "en").replace("7H", "?")
    assert "7♥" in game.explain("t2-t1", "en") and "8♠" in game.explain("t3-t1", "en")
    assert "10♦" in game.explain("t3-t1", "fr") and not CARD_CODE.search(game.explain("t3-t1", "fr"))


def test_keys_are_checked_when_said():
    assert fields("{n} {n|card|cards} on {card}") == {"n", "card"}
    assert get("outcome.won").text("fr").startswith("Gagné" + NBSP + ":")


def test_numbers_and_percentages_are_written_the_languages_way():
    from solitaire_nb.text.phrases import number_text, percent_text

    assert number_text(46.04, "en") == "46.0" and number_text(46.04, "fr") == "46,0"
    assert number_text(-0.04, "en", signed=True) == "+0.0"  # no "-0.0"
    assert number_text(2.5, "fr", signed=True) == "+2,5"
    assert number_text(1.50, "en", 2, trim=True) == "1.5" and number_text(20.0, "en", trim=True) == "20"
    assert percent_text(0.019, "en") == "1.9%" and percent_text(0.019, "fr") == "1,9\u00a0%"
    assert percent_text(0.5, "fr", 0) == "50\u00a0%" and percent_text(0, "en") == "0%"
