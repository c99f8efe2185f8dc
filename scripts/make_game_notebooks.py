"""Write one teaching notebook per game, from the game's own declaration.

    .venv/bin/python scripts/make_game_notebooks.py [game ids...]

Each notebook ``notebooks/games/<id>.ipynb`` shows the opening deal, the rules
(composed from the glossary words of the declaration, plus the game's notes),
every prepared example of the game (the table highlights where the selected
cards may go; the engine explains the moves allowed and refused), the
options, how the game is won, and finally the interactive table.  Nothing in
it is written by hand: the declaration and its examples are the single source
of truth.  Execute the notebooks afterwards (see ``scripts/run_notebooks.sh``).
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
    ]
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
        md("## Play / Jouer\n\n🇬🇧 Click a card, then where it should go (or drag it); double-click "
           "sends a card to a foundation; click the stock to deal.\n\n🇫🇷 Cliquez une carte puis sa "
           "destination (ou faites-la glisser) ; un double-clic l'envoie sur une fondation ; cliquez "
           "la pioche pour distribuer."),
        code("sn.play(GAME, deal=1)"),
    ]
    for number, cell in enumerate(cells):
        cell["id"] = f"{game_id.replace('_', '-')}-{number}"
    return {"cells": cells, "metadata": {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"}}, "nbformat": 4, "nbformat_minor": 5}


def main(ids):
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id in ids or [g for g in sn.list_games() if g not in SKIP]:
        path = OUT / f"{game_id}.ipynb"
        path.write_text(json.dumps(notebook(game_id), indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
        print("wrote", path.relative_to(ROOT))


if __name__ == "__main__":
    main(sys.argv[1:])
