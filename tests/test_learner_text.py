"""Every sentence a learner reads is finished, in both languages.

The texts are collected broadly: each game's rules, the explanation of its
legal moves and of moves it refuses (on a deal and on its prepared examples),
the glossary cards as the notebooks print them, the building tables, and the
table's status line after a selection and after a refused move.  None may
show an unfilled ``{...}``, a ``(s)`` plural, an English card code such as
``AH`` in a French sentence, or a rule that starts with "and"/"et" (the end of
a sentence whose beginning is missing).
"""

from __future__ import annotations

import itertools
import re

import pytest
from each import assert_each

import solitaire_nb as sn
from solitaire_nb import Move
from solitaire_nb.rules import building
from solitaire_nb.teaching import lessons
from solitaire_nb.teaching.examples import examples
from solitaire_nb.text import glossary
from solitaire_nb.text.phrases import fields

LANGS = ("en", "fr")
GAMES = sn.list_games()

UNFILLED = re.compile(r"\{[^{}]*\}")
# a parameter of a glossary text left general in capitals ("a card of rank RANK", "from: SOURCES");
# "N" (build down by N) is the one meant to be read that way
GENERIC_NAMES = {name.upper() for entry in glossary.entries().values()
                 for texts in (entry.term, entry.definition, entry.rule, entry.example)
                 for name in fields(texts["en"])} - {"N"}
CAPITALS = re.compile(r"[A-Z_]{2,}")


def generic_left(line: str) -> bool:
    return any(name in word for word in CAPITALS.findall(line) for name in GENERIC_NAMES)
PLURAL_S = re.compile(r"\w\((?:s|e|es)\)")
CODE_SPAN = re.compile(r"`[^`]*`")
# a card code of the kit (rank letter then English suit letter) standing as a word
CARD_CODE = re.compile(r"(?<![\w(])[A2-9TJQK][CDHS](?![\w)])")
FACE_DOWN_CODE = re.compile(r"\((?:[A2-9TJQK][CDHS])\)")
# a rule given after its label ("Rule: and ...", "By suit — and ...") or on its own line
# a pile named in a French sentence without its article ("de Tableau 4 vers Fondation 1")
BARE_PILE = re.compile(r"\b(?:de|vers|sur) (?:Tableau|Fondation|Pioche|Défausse|Réserves?|Cellule) ?\d*\b")
HALF_RULE = re.compile(r"(?:^|[:—]|\*\*|^- )[\s\u00a0*]*(?:and|et)\s")


def problems(text: str, lang: str) -> list[str]:
    """What is unfinished in ``text`` (code spans, which show what to type, are left out)."""
    found = []
    prose = CODE_SPAN.sub("", text)
    for line in prose.splitlines():
        if UNFILLED.search(line) or generic_left(line):
            found.append(f"unfilled placeholder: {line!r}")
        if PLURAL_S.search(line):
            found.append(f"'(s)' plural: {line!r}")
        if lang == "fr" and (CARD_CODE.search(line) or FACE_DOWN_CODE.search(line)):
            found.append(f"English card code in French: {line!r}")
        if lang == "fr" and BARE_PILE.search(line):
            found.append(f"pile without its article: {line!r}")
        if HALF_RULE.search(line):
            found.append(f"half sentence: {line!r}")
    return found


def test_the_checks_catch_what_they_are_meant_to():
    assert problems("- Rule: the {n} cards", "en")
    assert problems("- Rule: each foundation must start with a card of rank RANK", "en")
    assert problems("this pile has no 1 card(s) to move", "en")
    assert problems("vous l'avez oublié(e)", "fr")
    assert problems("déplacer AS de la pile Tableau 4", "fr")
    assert problems("(3S) est face cachée", "fr")
    assert problems("- **Rule:** and of the same suit", "en")
    assert problems("Par couleur — et de la même couleur", "fr")
    assert problems("déplacer A♠ de Tableau 4 vers Fondation 1", "fr")
    assert not problems("déplacer A♠ du tableau 4 vers la fondation 1 (`t4-f1`)", "fr")
    assert not problems("Klondike: build down by alternate colour and of the same suit", "en")


def refused_candidates(game, limit=40):
    """A sample of moves the game refuses, one per kind of refusal."""
    seen, moves = set(), []
    for source, target in itertools.permutations(game.piles, 2):
        for count in (1, 2):
            move = Move(source.id, target.id, count)
            refusal = game.check(move)
            if refusal is None:
                continue
            kind = (refusal.rule.key, refusal.message)
            if kind in seen:
                continue
            seen.add(kind)
            moves.append(move)
            if len(moves) >= limit:
                return moves
    return moves


def game_texts(game_id):
    game = sn.new_game(game_id, deal=3)
    for lang in LANGS:
        for line in game.rules(lang):
            yield lang, line
        for move in list(game.legal_moves())[:12]:
            yield lang, game.explain(move, lang)
        for move in refused_candidates(game):
            yield lang, game.explain(move, lang)
        yield lang, game.explain(Move("nowhere", game.piles[0].id, 1), lang)
        yield lang, game.explain(Move("redeal", "redeal", 1, "redeal"), lang)
    for example in examples(game_id):
        position = example.position()
        for lang in LANGS:
            yield lang, example.text(lang)
            for notation in (*example.legal, *example.refused):
                yield lang, position.explain(notation, lang)


def _game_texts_are_finished(game_id):
    found = []
    for lang, text in game_texts(game_id):
        found += problems(text, lang)
    assert not found, "\n".join(sorted(set(found))[:20])


def test_game_texts_are_finished():
    assert_each(GAMES, _game_texts_are_finished, name=str)


def _glossary_cards_are_finished(key):
    found = []
    for lang in LANGS:
        found += problems(lessons.concept(key, lang)._repr_markdown_(), lang)
    assert not found, "\n".join(found)


def test_glossary_cards_are_finished():
    assert_each(sorted(glossary.entries()), _glossary_cards_are_finished, name=str)


def test_building_tables_are_finished():
    builds = [building.Build(order, suit) for order in (building.Down(), building.Up(), building.UpOrDown())
              for suit in (building.BY_SUIT, building.BY_COLOUR, building.ALTERNATE_COLOUR,
                           building.ANY_SUIT_BUT_OWN, building.REGARDLESS_OF_SUIT)]
    found = []
    for build, lang in itertools.product(builds, LANGS):
        found += problems(lessons.fits_table(build, "8H", "7S 7H 7C 9S 5D KH", lang)._repr_markdown_(), lang)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game_id", ["klondike", "freecell", "spider", "golf"])
def test_table_status_is_finished(game_id):
    pytest.importorskip("ipycanvas")
    from solitaire_nb.table import Table
    table = Table(sn.new_game(game_id, deal=5))
    found = []
    for pile in table.game.piles:
        if not pile.cards:
            continue
        table.select(pile.id)
        for lang in LANGS:
            table.set_lang(lang)
            found += problems(table.status, lang)
    refused = refused_candidates(table.game, limit=6)
    for move in refused:
        table.play(move)
        for lang in LANGS:
            table.set_lang(lang)
            found += problems(table.status, lang)
    assert refused and not found, "\n".join(sorted(set(found)))


def test_game_names_inside_french_sentences_lose_the_capital_of_their_article():
    from solitaire_nb.teaching.compare import differences
    from solitaire_nb.text.messages import name_in_sentence

    assert name_in_sentence("Les quarante voleurs", "fr", "à") == "aux quarante voleurs"
    assert name_in_sentence("Le Roi Albert", "fr", "de") == "du Roi Albert"
    assert name_in_sentence("L'araignée", "fr", "dans") == "dans l'araignée"
    assert name_in_sentence("La mine d'or", "fr") == "la mine d'or"
    assert name_in_sentence("The Spider", "en", "in") == "in The Spider"
    assert all("L'araignée" not in line for line in differences("spiderette", "spider", "fr"))


def test_results_of_many_games_read_in_each_language():
    """``lessons.summarise``: one line per player, real plurals, the unit of the score, and the
    decimal comma in French."""
    played = {"greedy": [("won", 52), ("lost", 41)], "random": [("lost", 10), ("lost", 13)]}
    from solitaire_nb.text.phrases import Phrase
    unit = Phrase(en="cards home", fr="cartes montées")
    assert str(lessons.summarise(played, unit, lang="en")).splitlines()[::2] == [
        "greedy: 1 win out of 2, on average 46.5 cards home",
        "random: 0 wins out of 2, on average 11.5 cards home"]
    assert str(lessons.summarise(played, lang="fr")).splitlines()[0] == (
        "greedy\u00a0: 1 victoire sur 2, en moyenne 46,5 points")
