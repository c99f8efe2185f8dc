"""Write one teaching notebook per game, from the game's own declaration.

    .venv/bin/python scripts/make_game_notebooks.py [game ids...]

Each notebook ``notebooks/games/<id>.ipynb`` shows the opening deal, the rules
(composed from the glossary words of the declaration, plus the game's notes),
every prepared example of the game (the table highlights where the selected
cards may go; the engine explains the moves allowed and refused), the
options, how the game is won, and finally the interactive table.  Nothing in
it is written by hand: the declaration and its examples are the single source
of truth.  It also links the glossary entries the game is made of, its one-page
rule sheet, and the difficulty the kit's own players measured
(``docs/difficulty.json``).  Execute the notebooks afterwards (see
``scripts/run_notebooks.sh``), or pass ``--keep-outputs`` to carry over the saved
outputs of every code cell whose code is unchanged (enough when only text changed).
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

OUT = ROOT / "notebooks" / "games"
DIFFICULTY = ROOT / "docs" / "difficulty.json"
GLOSSARY = ROOT / "glossary"
SKIP = {"klondike", "freecell"}  # they have their own step-by-step walkthroughs


def md(text):
    return {"cell_type": "markdown", "metadata": {}, "source": text}


def code(text):
    return {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
            "source": text}


def _shortcut_unit(game_id):
    from solitaire_nb.rules import FreeCellLimitedSequence
    for group in sn.new_game(game_id, deal=1).declaration.piles:
        if isinstance(getattr(group, "moves", None), FreeCellLimitedSequence):
            return group.moves
    return None


def _percent(value: float, lang: str) -> str:
    text = f"{100 * value:.1f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") + "\u00a0%" if lang == "fr" else text + "%"


def _difficulty(game_id: str) -> str | None:
    """The measured difficulty in words, both languages, or None if not measured."""
    if not DIFFICULTY.exists():
        return None
    data = json.loads(DIFFICULTY.read_text(encoding="utf-8"))
    entry = data["games"].get(game_id)
    if entry is None:
        return None
    level = next(item for item in data["levels"] if item["id"] == entry["level"])
    lines = {}
    for lang, player_names in (("en", ("greedy player", "random player")),
                               ("fr", ("joueur glouton", "joueur au hasard"))):
        parts = []
        for key, name in zip(("greedy", "random"), player_names):
            result = entry[key]
            parts.append(f"{name} {result['won']}/{data['deals']} "
                         f"({_percent(result['low'], lang)}–{_percent(result['high'], lang)})")
        lines[lang] = f"**{level[lang]}** — " + ", ".join(parts)
    return ("## Difficulty / Difficulté\n\n"
            f"🇬🇧 Measured by the kit's own players on deals 1 to {data['deals']}, wins with their 95% "
            f"interval: {lines['en']}. The method is in the [teacher's guide]"
            "(../../docs/teacher/guide_en.md).\n\n"
            f"🇫🇷 Mesurée par les joueurs du kit sur les donnes 1 à {data['deals']}, victoires avec "
            f"leur intervalle à 95\u00a0% : {lines['fr']}. La méthode est dans le [guide de "
            "l'enseignant](../../docs/teacher/guide_fr.md).")


def _glossary_links(game_id: str) -> str:
    """Links to the glossary entries the game's declaration is made of."""
    declaration = sn.new_game(game_id, deal=1).declaration
    keys = []
    for concept in declaration.concepts():
        for part in concept.concepts():
            key = getattr(part, "key", "")
            if key and key not in keys and (GLOSSARY / f"{key}.json").exists():
                keys.append(key)
    entries = {key: json.loads((GLOSSARY / f"{key}.json").read_text(encoding="utf-8"))
               for key in keys}
    def links(lang: str) -> str:
        return ", ".join(f"[{entries[key]['term'][lang].replace('{n}', 'N')}](../../glossary/{key}.json)"
                         for key in sorted(keys, key=lambda k: entries[k]["term"][lang].lower()))
    return ("## Words of the glossary / Mots du glossaire\n\n"
            f"🇬🇧 This game is made of these glossary entries: {links('en')}. Its rules fit on a "
            f"printable page: [rule sheet](../../docs/rule_sheets/{game_id}.en.html).\n\n"
            f"🇫🇷 Ce jeu est fait de ces entrées du glossaire : {links('fr')}. Ses règles tiennent "
            f"sur une page à imprimer : [fiche de règles](../../docs/rule_sheets/{game_id}.fr.html)."
            )


def notebook(game_id: str) -> dict:
    info = game_info(game_id)
    manual = info.manual_name
    cells = [
        md(f"# {info.names['en']} — {info.names['fr']}\n\n"
           f"🇬🇧 {info.summary['en']}\n\n🇫🇷 {info.summary['fr']}\n\n"
           f"*AisleRiot manual: « {manual} ».* Everything printed below follows the language switch; "
           "text cells are in both languages. / *Tout ce qui est affiché suit le choix de langue ; "
           "les cellules de texte sont bilingues.*"),
        code('LANG = "en"  # or "fr"\n'
             "import solitaire_nb as sn\n"
             "from solitaire_nb.teaching.examples import examples\n"
             "from solitaire_nb.table.show import show\n"
             "sn.set_lang(LANG)\n"
             f'GAME = "{game_id}"'),
        md("## Set-up / Mise en place\n\n🇬🇧 The opening deal (deal number 1).\n\n"
           "🇫🇷 La donne de départ (donne numéro 1)."),
        code("game = sn.new_game(GAME, deal=1)\nshow(game)"),
        md("## Rules / Règles\n\n🇬🇧 The rules, written from the game's declaration in the glossary's "
           "words.\n\n🇫🇷 Les règles, écrites à partir de la déclaration du jeu avec les mots du "
           "glossaire."),
        code("for line in game.rules():\n    print('•', line)"),
        md(_glossary_links(game_id)),
    ]
    difficulty = _difficulty(game_id)
    if difficulty is not None:
        cells.append(md(difficulty))
    items = examples(game_id)
    if items:
        cells.append(md("## Each rule on a position / Chaque règle sur une position\n\n"
                        "🇬🇧 The selected cards are outlined; the piles where they may go light up. "
                        "Below each picture, the engine explains moves it allows and refuses.\n\n"
                        "🇫🇷 Les cartes choisies sont entourées ; les piles où elles peuvent aller "
                        "s'allument. Sous chaque image, le moteur explique des coups permis et "
                        "refusés."))
    for index, example in enumerate(items):
        cells.append(md(f"### {index + 1}. {example.caption['en']}\n\n🇫🇷 {example.caption['fr']}"))
        cells.append(code(
            f"example = examples(GAME)[{index}]\n"
            "position = example.position()\n"
            "for move in list(example.legal) + list(example.refused):\n"
            "    print(move, '→', position.explain(move))\n"
            "show(position, select=example.select)"))
    if _shortcut_unit(game_id) is not None:
        cells.append(md("## How many cards move at once / Combien de cartes d'un coup\n\n"
                        "🇬🇧 Moving several cards at once is a shortcut for moving them one by one "
                        "through the free cells and empty piles. The table gives the largest number of "
                        "cards for each count of empty free cells (rows) and empty piles other than the "
                        "target (columns).\n\n🇫🇷 Déplacer plusieurs cartes d'un coup est un raccourci "
                        "pour les déplacer une à une par les cellules libres et les piles vides. Le "
                        "tableau donne le nombre maximal de cartes selon les cellules libres vides "
                        "(lignes) et les piles vides autres que la destination (colonnes)."))
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
        lines = "\n".join(f"- `{name}`: {', '.join(repr(v) for v in choice.values)} "
                          f"(default `{choice.default!r}`) — {choice.labels.get('en', '')} / "
                          f"{choice.labels.get('fr', '')}"
                          for name, choice in info.options.items())
        cells.append(md("## Options\n\n🇬🇧 Options are chosen when the game starts, as in AisleRiot: "
                        "`sn.new_game(GAME, deal=..., option=value)`.\n\n🇫🇷 Les options se choisissent "
                        "au début de la partie, comme dans AisleRiot.\n\n" + lines))
        name, choice = next(iter(info.options.items()))
        other = next((v for v in choice.values if v != choice.default), choice.default)
        cells.append(code(f"variant = sn.new_game(GAME, deal=1, {name}={other!r})\n"
                          "print(variant.options)\nshow(variant)"))
    cells += [
        md("## End of the game / Fin de la partie\n\n🇬🇧 `game.is_won()` tells a win; `game.outcome()` "
           "also says when no move is left or when play goes in circles.\n\n🇫🇷 `game.is_won()` "
           "indique la victoire ; `game.outcome()` dit aussi quand il ne reste aucun coup ou quand on "
           "tourne en rond."),
        code("print(game.is_won(), game.outcome().text())"),
        md("## Play / Jouer\n\n🇬🇧 Click a card, then where it should go (or drag it); a double-click "
           "plays it where the game sends it (a foundation in most games); click the stock, or the "
           "Deal button, to deal.\n\n🇫🇷 Cliquez sur une carte puis sur sa destination (ou "
           "faites-la glisser) ; un double-clic la joue là où le jeu l'envoie (une fondation dans la "
           "plupart des jeux) ; cliquez sur la pioche, ou sur le bouton Distribuer, pour "
           "distribuer."),
        code("sn.play(GAME, deal=1)"),
    ]
    for number, cell in enumerate(cells):
        cell["id"] = f"{game_id.replace('_', '-')}-{number}"
    return {"cells": cells, "metadata": {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"}}, "nbformat": 4, "nbformat_minor": 5}


def keep_outputs(fresh: dict, path: Path) -> dict:
    """Carry over, from the notebook saved at ``path``, the outputs of each code cell whose
    code has not changed (cells are matched in order)."""
    if not path.exists():
        return fresh
    saved = [cell for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]
             if cell["cell_type"] == "code"]
    for cell in fresh["cells"]:
        if cell["cell_type"] != "code" or not saved:
            continue
        old = saved.pop(0)
        if "".join(old["source"]) == cell["source"]:
            cell["outputs"], cell["execution_count"] = old["outputs"], old["execution_count"]
    return fresh


def main(ids):
    OUT.mkdir(parents=True, exist_ok=True)
    keep = "--keep-outputs" in ids
    ids = [game_id for game_id in ids if game_id != "--keep-outputs"]
    for game_id in ids or [g for g in sn.list_games() if g not in SKIP]:
        path = OUT / f"{game_id}.ipynb"
        fresh = notebook(game_id)
        if keep:
            fresh = keep_outputs(fresh, path)
        path.write_text(json.dumps(fresh, indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
        print("wrote", path.relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
