"""The glossary covers every word the games are made of, in English and French."""

import importlib
import itertools

import pytest
from each import assert_each

import solitaire_nb as sn
from solitaire_nb.rules import Action
from solitaire_nb.rules.declaration import option_sets
from solitaire_nb.rules.local import LocalConcept
from solitaire_nb.text import glossary

# The 25 terms of the AisleRiot manual's glossary.
MANUAL_TERMS = [
    "base_card", "build_alternate_colour", "build_any_suit_but_own", "build_by_colour",
    "build_regardless_of_suit", "build_by_suit", "build_down", "build_down_by", "build_up",
    "build_up_by", "build_up_or_down", "building", "deck", "double_deck", "foundation", "joker_deck",
    "pile", "rank", "reserve", "slot", "standard_deck", "stock", "suit", "tableau", "waste",
]
LANGS = ("en", "fr")


def declarations():
    for game_id in sn.list_games():
        for options in option_sets(game_id):
            yield game_id, options, sn.new_game(game_id, deal=1, **options).declaration


def used_concepts():
    found = []
    for game_id, options, spec in declarations():
        concepts = list(spec.concepts()) + [spec.score, spec.won]
        if spec.autoplay is not None:
            concepts.append(spec.autoplay)
        for concept in concepts:
            found.append((game_id, options, concept))
    return found


USED = used_concepts()


def test_every_game_is_covered():
    assert {game_id for game_id, _, _ in USED} == set(sn.list_games())
    assert len(USED) > 30


def _has_an_entry(used) -> None:
    game_id, options, concept = used
    assert concept.key, concept
    own_text = isinstance(concept, (LocalConcept, Action))
    if not own_text:
        entry = glossary.entry(concept.key)
        assert entry.key == concept.key
    for lang in LANGS:
        for text in (concept.label(lang), concept.rule(lang)):
            assert isinstance(text, str) and text.strip(), f"{lang}: no text"
            assert "{" not in text and "}" not in text, text


def _used_name(used) -> str:
    game_id, options, concept = used
    return f"{game_id}-{'-'.join(f'{k}={v}' for k, v in options.items()) or 'default'}-{concept.key}"


def test_every_concept_in_a_declaration_has_an_entry():
    assert_each(USED, _has_an_entry, name=_used_name)


def test_concept_usage_is_listed_in_the_entries():
    usage = {}
    for game_id, _, concept in USED:
        if not isinstance(concept, (LocalConcept, Action)):
            usage.setdefault(concept.key, set()).add(game_id)
    for key, games in usage.items():
        assert games <= set(glossary.entry(key).games), (key, games, glossary.entry(key).games)


ENTRIES = sorted(glossary.entries())


def test_there_are_entries():
    assert len(ENTRIES) >= 40


def _entry_texts_exist_in_both_languages(key):
    entry = glossary.entry(key)
    assert entry.key == key
    for lang in LANGS:
        for name in ("term", "definition", "rule"):
            assert getattr(entry, name)[lang].strip()
        assert entry.example[lang].strip()
    assert entry.term["en"] != entry.definition["en"]
    # the example's card codes are real card codes
    sn.parse_cards(entry.example["cards"])


def test_entry_texts_exist_in_both_languages():
    assert_each(ENTRIES, _entry_texts_exist_in_both_languages, name=str)


def resolve(dotted):
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for name in parts[cut:]:
            obj = getattr(obj, name)
        return obj
    raise ImportError(dotted)


def _engine_path_resolves(key):
    path = glossary.entry(key).engine
    assert path.startswith("solitaire_nb."), path
    assert resolve(path) is not None


def test_engine_path_resolves():
    assert_each(ENTRIES, _engine_path_resolves, name=str)


def test_engine_paths_point_at_the_concepts_objects():
    from solitaire_nb import rules as v
    assert resolve(glossary.entry("build_down").engine) is v.Down
    assert resolve(glossary.entry("free_cell_limited_move").engine) is v.FreeCellLimitedSequence
    assert resolve(glossary.entry("face_down").engine).key == "face_down"


def _see_also_keys_exist(key):
    for other in glossary.entry(key).see_also:
        assert other in glossary.entries(), (key, other)
        assert other != key


def test_see_also_keys_exist():
    assert_each(ENTRIES, _see_also_keys_exist, name=str)


def _listed_games_exist(key):
    assert set(glossary.entry(key).games) <= set(sn.list_games())


def test_listed_games_exist():
    assert_each(ENTRIES, _listed_games_exist, name=str)


def _manual_terms_are_present(key):
    entry = glossary.entry(key)
    assert entry.manual is True
    for lang in LANGS:
        assert entry.term[lang].strip()


def test_manual_terms_are_present():
    assert_each(MANUAL_TERMS, _manual_terms_are_present, name=str)


def test_exactly_the_manual_terms_are_marked():
    assert len(MANUAL_TERMS) == 25 == len(set(MANUAL_TERMS))
    marked = {key for key, entry in glossary.entries().items() if entry.manual}
    assert marked == set(MANUAL_TERMS)


def test_term_and_language_setting():
    assert glossary.term("stock", "en") == glossary.entry("stock").term["en"]
    assert glossary.term("stock", "fr") == glossary.entry("stock").term["fr"]
    sn.set_lang("fr")
    try:
        assert glossary.term("stock") == glossary.entry("stock").term["fr"]
    finally:
        sn.set_lang("en")
    assert glossary.term("stock") == glossary.entry("stock").term["en"]


def test_unknown_entry_names_the_key():
    with pytest.raises(KeyError, match="no_such_word"):
        glossary.entry("no_such_word")


def _rules_sentences_in_both_languages(game_id):
    for options in option_sets(game_id):
        game = sn.new_game(game_id, deal=1, **options)
        english, french = game.rules("en"), game.rules("fr")
        assert len(english) == len(french) >= 4
        assert english != french
        for line in itertools.chain(english, french):
            assert line.strip() and "{" not in line


def test_rules_sentences_in_both_languages():
    assert_each(sn.list_games(), _rules_sentences_in_both_languages, name=str)
