"""Write the source of one teaching notebook per game, from the game's own declaration.

    .venv/bin/python scripts/make_game_notebooks.py [game ids...]
    .venv/bin/python scripts/make_editions.py     # then: the four editions of each

Each source ``notebooks/source/games/<id>.py`` gives a notebook that shows the opening
deal; how the game differs from the better-known game it resembles (the declaration's
``resembles``, compared aspect by aspect in the glossary's words); the rules (composed
from the declaration, plus the game's notes); the glossary entries it is made of, its
one-page rule sheet and the difficulty the kit's own players measured
(``docs/difficulty.json``); then each prepared example of the game as an exercise
(predict where the selected cards may go, or which rule refuses a move, before the
table lit up shows it); the options; the manual's strategy advice, to try on the
table; and how the game ends.  Nothing in it is written by hand: the declaration, its
examples and its strategy text are the single source of truth, and a game added later
gets the same notebook by construction.  The answers of the exercises are worked out
here by the engine and written into the teacher editions only.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import solitaire_nb as sn  # noqa: E402
from solitaire_nb import game_info  # noqa: E402
from solitaire_nb.teaching.examples import examples  # noqa: E402
from solitaire_nb.text.messages import name_in_sentence  # noqa: E402
from solitaire_nb.text.phrases import french_typography, percent_text, say  # noqa: E402

OUT = ROOT / "notebooks" / "source" / "games"
DIFFICULTY = ROOT / "docs" / "difficulty.json"
GLOSSARY = ROOT / "glossary"
SKIP = {"klondike", "freecell"}  # they have their own step-by-step walkthroughs
# Glossary words that name things, not rules: never offered as "the rule that says no".
NOUNS = {"deck", "card", "colour", "rank", "suit", "pile", "slot", "stock", "waste", "tableau",
         "foundation", "free_cell", "reserve", "score", "no_score", "sequence", "building", "face_down"}
# Rules offered as wrong choices when the game itself has too few of its own.
FALLBACK_RULES = ["single_card_move", "build_by_suit", "empty_king_only", "build_alternate_colour"]


def hand_written(game_id: str) -> bool:
    """Has the game's notebook been written by hand, around its own mechanism (its setup cell
    turns feedback in steps on)?  Then it is never generated again."""
    path = OUT / f"{game_id}.py"
    return path.exists() and "feedback_in_steps()" in path.read_text(encoding="utf-8")


def _shortcut_unit(game_id):
    from solitaire_nb.rules import FreeCellLimitedSequence
    for group in sn.new_game(game_id, deal=1).declaration.piles:
        if isinstance(getattr(group, "moves", None), FreeCellLimitedSequence):
            return group.moves
    return None




def _difficulty(game_id: str) -> dict | None:
    """The measured difficulty in words, by language, or None if not measured."""
    try:
        found = sn.difficulty(game_id)
    except (ValueError, FileNotFoundError):
        return None
    text = {}
    won, lost, unknown, deals = (found.solver[key] for key in ("winnable", "unwinnable", "unknown", "deals"))
    for lang in ("en", "fr"):
        low, high = (percent_text(x, lang) for x in found.share)
        players = ", ".join(f"{say(f'difficulty.{name}', lang)} {p['won']}/{p['deals']}"
                            for name, p in found.players.items())
        text[lang] = {
            "en": f"## Difficulty\n\n**{found.label('en')}**. The solver proved {won} of deals 1 to "
                  f"{deals} winnable and {lost} lost from the start ({unknown} left unknown): between {low} "
                  f"and {high} of the deals can be won (95% interval). The kit's players won: {players}. "
                  "The method is in the [teacher's guide](../../../docs/teacher/guide_en.md).",
            "fr": f"## Difficulté\n\n**{found.label('fr')}**. Le solveur a prouvé gagnables {won} des "
                  f"donnes 1 à {deals} et perdues d'avance {lost} ({unknown} restées inconnues)\u00a0: "
                  f"entre {low} et {high} des donnes peuvent être gagnées (intervalle à 95\u00a0%). Les "
                  f"joueurs du kit ont gagné\u00a0: {players}. La méthode est dans le "
                  "[guide de l'enseignant](../../../docs/teacher/guide_fr.md).",
        }[lang]
    return text


def _glossary_keys(game_id: str) -> list[str]:
    declaration = sn.new_game(game_id, deal=1).declaration
    keys = []
    for concept in declaration.concepts():
        for part in concept.concepts():
            key = getattr(part, "key", "")
            if key and key not in keys and (GLOSSARY / f"{key}.json").exists():
                keys.append(key)
    return keys


def _glossary_links(game_id: str) -> dict:
    """Links to the glossary entries the game's declaration is made of, by language."""
    keys = _glossary_keys(game_id)
    entries = {key: json.loads((GLOSSARY / f"{key}.json").read_text(encoding="utf-8")) for key in keys}

    def links(lang: str) -> str:
        return ", ".join(f"[{entries[key]['term'][lang].replace('{n}', 'N')}](../../../glossary/{key}.json)"
                         for key in sorted(keys, key=lambda k: entries[k]["term"][lang].lower()))
    return {
        "en": f"## Words of the glossary\n\nThis game is made of these glossary entries: {links('en')}. "
              "Its rules fit on a printable page: "
              f"[rule sheet](../../../docs/rule_sheets/{game_id}.en.html).",
        "fr": f"## Mots du glossaire\n\nCe jeu est fait de ces entrées du glossaire\u00a0: {links('fr')}. "
              f"Ses règles tiennent sur une page à imprimer\u00a0: [fiche de règles]"
              f"(../../../docs/rule_sheets/{game_id}.fr.html).",
    }


# --------------------------------------------------------------------------- source cells

def comment(text: str) -> str:
    return "\n".join(("# " + line) if line else "#" for line in text.split("\n"))


def md(text: str | dict) -> str:
    """A text cell, or one per language for ``{"en": ..., "fr": ...}``."""
    if isinstance(text, str):
        return "# %% [markdown]\n" + comment(text)
    typeset = {"en": text["en"], "fr": french_typography(text["fr"])}
    return "\n\n".join(f'# %% [markdown] lang="{lang}"\n' + comment(typeset[lang]) for lang in ("en", "fr"))


def code(text: str, **meta) -> str:
    pairs = "".join(f" {key}={json.dumps(value, ensure_ascii=False)}" for key, value in meta.items())
    return f"# %%{pairs}\n{text}"


def answer_cell(exercise: str, solution: str, hint: str) -> str:
    return code(f"answer = ...  # ← your answer, {hint}\n### BEGIN SOLUTION\nanswer = {solution}\n"
                "### END SOLUTION\nq.check(answer)", exercise=exercise, part="answer")


def _pick_exercise(game_id: str, index: int, example, number: int) -> list[str]:
    from solitaire_nb.teaching.exercises import PickTarget

    pile, count = example.select
    truth = PickTarget(example.position(), pile, count).answer()
    name = f"example{number}.where"
    return [
        md({"en": "**Predict, then check.** Before you look at the table lit up, say where the cards "
                  "described below may go.",
            "fr": "**Prévoir, puis vérifier.** Avant de regarder la table éclairée, dites où peuvent "
                  "aller les cartes décrites ci-dessous."}),
        code(f"example = examples(GAME)[{index}]\nq = PickTarget(example.position(), {pile!r}, {count})\n"
             "display(show(example.position()))\nq", exercise=name, part="ask"),
        answer_cell(name, json.dumps(truth), 'a list of pile ids in quotes (an empty list for nowhere)'),
        code("q.score(answer)", exercise=name, part="score"),
    ]


def _rule_exercise(game_id: str, index: int, example, notation: str, number: int) -> list[str]:
    from solitaire_nb.teaching.why import WhichRule

    game = example.position()
    rule = game.check(notation).rule
    keys = _glossary_keys(game_id)
    choices = None
    if (GLOSSARY / f"{rule.key}.json").exists():
        rules = [key for key in keys + FALLBACK_RULES if key not in NOUNS and not key.endswith("_deck")]
        others = list(dict.fromkeys(key for key in rules if key != rule.key))[:2]
        if others:
            slot = sum(map(ord, f"{game_id}{index}")) % (len(others) + 1)
            choices = others[:slot] + [rule.key] + others[slot:]
    if choices:
        solution = json.dumps(chr(ord("a") + choices.index(rule.key)))
        build = f"q = WhichRule(position, {notation!r}, choices={json.dumps(choices)})"
        hint = "one letter of the list, in quotes"
    else:
        solution = json.dumps(rule.key)
        build = f"q = WhichRule(position, {notation!r})"
        hint = "the rule's name, in words"
    WhichRule(game, notation, choices)  # fails here, not in the notebook, if the example is wrong
    name = f"example{number}.rule"
    return [
        md({"en": "**Which rule says no?** The engine refuses the move below. Name the rule before you "
                  "read the engine's explanation.",
            "fr": "**Quelle règle dit non\u00a0?** Le moteur refuse le coup ci-dessous. Nommez la règle "
                  "avant de lire l'explication du moteur."}),
        code(f"example = examples(GAME)[{index}]\nposition = example.position()\n{build}\n"
             "display(show(position))\nq",
             exercise=name, part="ask"),
        answer_cell(name, solution, hint),
        code("q.score(answer)", exercise=name, part="score"),
    ]


def _example_cells(game_id: str) -> list[str]:
    items = examples(game_id)
    if not items:
        return []
    cells = [md({"en": "## Each rule on a position\n\nEach prepared position below shows one rule. First "
                       "answer the question (your answer goes in the cell with `answer = ...`; the next "
                       "cell shows your points), then run the cell that lights up the table: the piles "
                       "where the selected cards may go light up, and the engine explains the moves it "
                       "allows and refuses.",
                 "fr": "## Chaque règle sur une position\n\nChaque position préparée ci-dessous montre une "
                       "règle. Répondez d'abord à la question (votre réponse va dans la cellule "
                       "`answer = ...`\u00a0; la cellule suivante affiche vos points), puis exécutez la "
                       "cellule qui éclaire la table\u00a0: les piles où les cartes choisies peuvent aller "
                       "s'allument, et le moteur explique les coups qu'il permet et ceux qu'il refuse."})]
    number = 0
    for index, example in enumerate(items):
        exercise = example.select is not None or bool(example.refused)
        caption = {lang: example.text(lang) for lang in ("en", "fr")}
        if exercise:
            cells.append(md({"en": f"### Position {index + 1}", "fr": f"### Position {index + 1}"}))
        else:
            cells.append(md({lang: f"### {index + 1}. {caption[lang]}" for lang in ("en", "fr")}))
        if example.select is not None:
            number += 1
            cells += _pick_exercise(game_id, index, example, number)
        elif example.refused:
            number += 1
            cells += _rule_exercise(game_id, index, example, next(iter(example.refused)), number)
        reveal = ("for move in list(example.legal) + list(example.refused):\n"
                  "    print(move, '→', position.explain(move))\n"
                  "show(position, select=example.select)")
        meta = {"exercise": f"example{number}.{'where' if example.select else 'rule'}", "part": "reveal"} \
            if exercise else {}
        if exercise:
            cells.append(md({"en": f"**Now look.** {caption['en']}", "fr": f"**Regardez.** {caption['fr']}"}))
        cells.append(code(f"example = examples(GAME)[{index}]\nposition = example.position()\n{reveal}",
                          **meta))
    return cells


def source(game_id: str) -> str:
    info = game_info(game_id)
    other = info.resembles or "klondike"
    other_names = game_info(other).names
    exercises = _example_cells(game_id)
    used = [name for name in ("PickTarget", "WhichRule") if any(f"q = {name}(" in cell for cell in exercises)]
    imports = f"from solitaire_nb.teaching.exercises import {', '.join(used)}\n" if used else ""
    cells = [
        md({lang: f"# {info.names[lang]}\n\n{info.summary[lang]}\n\n" + {
            "en": f"*In the AisleRiot manual: « {info.manual_name} ».*",
            "fr": f"*Dans le manuel d'AisleRiot\u00a0: «\u00a0{info.manual_name}\u00a0».*"}[lang]
            for lang in ("en", "fr")}),
        code("import solitaire_nb as sn\n"
             "from solitaire_nb.table.show import show\n"
             "from solitaire_nb.teaching.compare import differences\n"
             "from solitaire_nb.teaching.examples import examples\n"
             f"{imports}"
             'sn.set_lang("en")\n'
             f'GAME = "{game_id}"'),
        md({"en": "## Set-up\n\nThe opening deal (deal number 1).",
            "fr": "## Mise en place\n\nLa donne de départ (donne numéro 1)."}),
        code("game = sn.new_game(GAME, deal=1)\nshow(game)"),
    ]
    if other != game_id:
        cells += [
            md({"en": f"## What is different from {other_names['en']}\n\nIf you know "
                      f"{other_names['en']}, start here: the engine compares the two declarations "
                      "aspect by aspect and lists what differs, in the glossary's words.",
                "fr": f"## Ce qui change par rapport {name_in_sentence(other_names['fr'], 'fr', 'à')}\n\n"
                      f"Si vous connaissez {name_in_sentence(other_names['fr'], 'fr')}, commencez "
                      "ici\u00a0: le moteur compare les deux "
                      "déclarations aspect par aspect et liste ce qui diffère, avec les mots du "
                      "glossaire."}),
            code(f'for line in differences(GAME, "{other}"):\n    print("•", line)'),
        ]
    cells += [
        md({"en": "## Rules\n\nThe rules, written from the game's declaration in the glossary's words.",
            "fr": "## Règles\n\nLes règles, écrites à partir de la déclaration du jeu avec les mots du "
                  "glossaire."}),
        code("for line in game.rules():\n    print('•', line)"),
        md(_glossary_links(game_id)),
    ]
    difficulty = _difficulty(game_id)
    if difficulty is not None:
        cells.append(md(difficulty))
    cells += exercises
    if _shortcut_unit(game_id) is not None:
        cells.append(md({
            "en": "## How many cards move at once\n\nMoving several cards at once is a shortcut for "
                  "moving them one by one through the free cells and empty piles. The table gives the "
                  "largest number of cards for each count of empty free cells (rows) and empty piles "
                  "other than the target (columns).",
            "fr": "## Combien de cartes d'un coup\n\nDéplacer plusieurs cartes d'un coup est un raccourci "
                  "pour les déplacer une à une par les cellules libres et les piles vides. Le tableau "
                  "donne le nombre maximal de cartes selon les cellules libres vides (lignes) et les "
                  "piles vides autres que la destination (colonnes)."}))
        cells.append(code(
            "from solitaire_nb.rules import FreeCellLimitedSequence\n"
            "unit = next(group.moves for group in game.declaration.piles\n"
            "            if isinstance(getattr(group, 'moves', None), FreeCellLimitedSequence))\n"
            "cells = len([p for p in game.piles if p.group.role.key == 'free_cell'])\n"
            "print(unit.label(), '—', unit.rule())\n"
            "print('cells \\\\ piles', *range(4), sep='\\t')\n"
            "for free in range(cells + 1):\n"
            "    print(free, *(unit.limit(free, empty) for empty in range(4)), sep='\\t')"))
    if info.options:
        lines = {lang: "\n".join(f"- `{name}`: {', '.join(repr(v) for v in choice.values)} "
                                 f"({'default' if lang == 'en' else 'par défaut'} `{choice.default!r}`)"
                                 f" — {choice.labels.get(lang, '')}"
                                 for name, choice in info.options.items()) for lang in ("en", "fr")}
        cells.append(md({
            "en": "## Options\n\nOptions are chosen when the game starts, as in AisleRiot: "
                  "`sn.new_game(GAME, deal=..., option=value)`.\n\n" + lines["en"],
            "fr": "## Options\n\nLes options se choisissent au début de la partie, comme dans "
                  "AisleRiot\u00a0: "
                  "`sn.new_game(GAME, deal=..., option=valeur)`.\n\n" + lines["fr"]}))
        name, choice = next(iter(info.options.items()))
        other_value = next((v for v in choice.values if v != choice.default), choice.default)
        cells.append(code(f"variant = sn.new_game(GAME, deal=1, {name}={other_value!r})\n"
                          "print(variant.options)\nshow(variant)"))
    cells += [
        md({"en": "## End of the game\n\n`game.is_won()` tells a win; `game.outcome()` also says when no "
                  "move is left or when play goes in circles.",
            "fr": "## Fin de la partie\n\n`game.is_won()` indique la victoire\u00a0; `game.outcome()` dit "
                  "aussi quand il ne reste aucun coup ou quand on tourne en rond."}),
        code("print(game.is_won(), game.outcome().text())"),
    ]
    advice = info.strategy
    play = {"en": "Click a card, then where it should go (or drag it); a double-click plays it where "
                  "the game sends it (a foundation in most games); click the stock, or the Deal button, "
                  "to deal.",
            "fr": "Cliquez sur une carte puis sur sa destination (ou faites-la glisser)\u00a0; un "
                  "double-clic la joue là où le jeu l'envoie (une fondation dans la plupart des jeux)\u00a0;"
                  " cliquez sur la pioche, ou sur le bouton Distribuer, pour distribuer."}
    if advice:
        cells.append(md({
            "en": f"## Strategy, tried on the table\n\n{advice['en']}\n\nTry this advice on deal 2 below, "
                  f"then compare with a game where you ignore it. {play['en']}",
            "fr": f"## Stratégie, essayée sur la table\n\n{advice['fr']}\n\nEssayez ce conseil sur la "
                  f"donne 2 ci-dessous, puis comparez avec une partie où vous l'ignorez. {play['fr']}"}))
    else:
        cells.append(md({"en": f"## Play\n\n{play['en']}", "fr": f"## Jouer\n\n{play['fr']}"}))
    cells.append(code("sn.play(GAME, deal=2)"))
    return "\n\n".join(cells) + "\n"


def main(ids: list[str]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id in ids or [g for g in sn.list_games() if g not in SKIP]:
        path = OUT / f"{game_id}.py"
        if hand_written(game_id):
            continue
        path.write_text(source(game_id), encoding="utf-8")
        print("wrote", path.relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
