"""Write the printable rule sheets and the index of games for teachers.

    .venv/bin/python scripts/make_rule_sheets.py [game ids...]

* ``docs/rule_sheets/<id>.<lang>.html``: one A4 page per game and language,
  made of the game's names, its summary, the picture of deal 1 and its rules
  as the engine words them (``game.rules(lang)``), with the difficulty
  measured by ``scripts/measure_difficulty.py``.  Open it in a browser and
  print it.
* ``docs/teacher/games_en.md`` and ``docs/teacher/games_fr.md``: every game by
  family and by measured difficulty, each with its notebook and its rule sheet.

Everything comes from the registry of games and ``docs/difficulty.json``:
run this script again whenever a game or the measurement changes (a test
fails when the committed files are out of date).
"""

from __future__ import annotations

import base64
import html
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.teaching.difficulty import Difficulty  # noqa: E402
from solitaire_nb.text.phrases import percent_text, say  # noqa: E402

SHEETS = ROOT / "docs" / "rule_sheets"
TEACHER = ROOT / "docs" / "teacher"
LANGS = ("en", "fr")

#: The family of every game, from the catalogue of the AisleRiot manual.
FAMILY = {
    "accordion": "pairs", "agnes": "klondike", "athena": "klondike", "auld_lang_syne": "special",
    "aunt_mary": "klondike", "backbone": "freecell", "bakers_dozen": "freecell",
    "bakers_game": "freecell", "bear_river": "canfield", "beleaguered_castle": "freecell",
    "blondes_and_brunettes": "canfield", "block_ten": "pairs", "bristol": "freecell",
    "camelot": "special", "canfield": "canfield", "carpet": "special", "chessboard": "freecell",
    "clock": "special", "cover": "pairs", "cruel": "freecell", "diamond_mine": "special",
    "doublets": "special", "eagle_wing": "canfield", "easthaven": "klondike",
    "eight_off": "freecell", "elevator": "golf", "escalator": "golf", "falling_stars": "canfield",
    "first_law": "pairs", "fortress": "freecell", "fortunes": "pairs", "forty_thieves": "freecell",
    "fourteen": "pairs", "freecell": "freecell", "gaps": "special", "gay_gordons": "pairs",
    "generals_patience": "canfield", "giant": "klondike", "glenwood": "canfield",
    "gold_mine": "klondike", "golf": "golf", "gypsy": "klondike", "helsinki": "pairs",
    "hopscotch": "special", "isabel": "pairs", "jamestown": "pairs", "jumbo": "klondike",
    "kansas": "canfield", "king_albert": "freecell", "kings_audience": "special",
    "klondike": "klondike", "labyrinth": "special", "lady_jane": "canfield", "maze": "special",
    "monte_carlo": "pairs", "napoleons_tomb": "special", "neighbor": "pairs", "odessa": "klondike",
    "osmosis": "special", "peek": "special", "pileon": "special", "plait": "canfield",
    "poker": "special", "quatorze": "pairs", "redheads": "canfield", "royal_east": "canfield",
    "saratoga": "klondike", "scorpion": "spider", "scuffle": "special", "seahaven": "freecell",
    "signora": "canfield", "sir_tommy": "special", "spider": "spider",
    "spider_three_decks": "spider", "spiderette": "spider", "straight_up": "canfield",
    "streets_and_alleys": "freecell", "ten_across": "spider", "terrace": "canfield",
    "thieves": "golf", "thirteen": "pairs", "thumb_and_pouch": "klondike", "treize": "pairs",
    "triple_peaks": "golf", "union_square": "freecell", "valentine": "special",
    "westhaven": "klondike", "whitehead": "klondike", "will_o_the_wisp": "spider", "wood": "canfield",
    "yield": "pairs", "yukon": "klondike", "zebra": "freecell",
}

FAMILIES = {
    "klondike": {"en": "Klondike and its relatives", "fr": "Le Klondike et ses cousins"},
    "freecell": {"en": "FreeCell and the open builders (every card in sight)",
                 "fr": "FreeCell et les jeux à découvert (toutes les cartes visibles)"},
    "spider": {"en": "Spider and its relatives", "fr": "L'araignée et ses cousins"},
    "canfield": {"en": "Canfield and the games with a base card",
                 "fr": "Champ de boîtes et les jeux à carte de base"},
    "golf": {"en": "Golf and the pyramids (building on the waste)",
             "fr": "Golf et les pyramides (construire sur la défausse)"},
    "pairs": {"en": "Removing pairs", "fr": "Retirer des paires"},
    "special": {"en": "Grids and special games", "fr": "Grilles et jeux à part"},
}

#: Notebooks of their own for the two games taught step by step.
OWN_NOTEBOOK = {"klondike": "10_klondike.ipynb", "freecell": "11_freecell.ipynb"}

WORDS = {
    "en": {
        "lang": "en", "other": "fr", "other_name": "Français", "rules": "Rules",
        "opening": "Deal 1 as it is dealt", "difficulty": "Measured difficulty",
        "not_measured": "not measured yet", "winnable": "Winnable share", "players": "Players' wins",
        "start": "Start with", "puzzles": "Puzzles by level", "solver_short": "solver",
        "defaults": "This sheet shows the game with its default options.", "manual": "AisleRiot manual",
        "made": "Made by scripts/make_rule_sheets.py from the rule text of solitaire_nb.",
        "index_title": "Index of the games", "game": "Game", "family": "Family",
        "level": "Level", "sheet": "rule sheet", "Sheet": "Rule sheet", "Sheets": "Rule sheets",
        "by_family": "By family", "by_difficulty": "By measured difficulty",
        "method": "How the difficulty is measured",
        "intro": ("All {n} games of the kit, each with its notebook (the teacher edition, with "
                  "answers and outputs; students open the same file in `notebooks/en/`) and its "
                  "printable rule sheet (one A4 page; open it in a browser and print it). This page "
                  "is written by `scripts/make_rule_sheets.py` from the registry of games and "
                  "`docs/difficulty.json`; do not edit it by hand."),
        "guide": "Teacher's guide", "other_index": "Index des jeux (français)",
    },
    "fr": {
        "lang": "fr", "other": "en", "other_name": "English", "rules": "Règles",
        "opening": "La donne 1 telle qu'elle est distribuée", "difficulty": "Difficulté mesurée",
        "not_measured": "pas encore mesurée", "winnable": "Part gagnable", "players": "Victoires des joueurs",
        "start": "Commencer par", "puzzles": "Énigmes par niveau", "solver_short": "solveur",
        "defaults": "Cette fiche montre le jeu avec ses options par défaut.", "manual": "Manuel d'AisleRiot",
        "made": "Produit par scripts/make_rule_sheets.py à partir du texte des règles de solitaire_nb.",
        "index_title": "Index des jeux", "game": "Jeu", "family": "Famille",
        "level": "Niveau", "sheet": "fiche de règles", "Sheet": "Fiche de règles",
        "Sheets": "Fiches de règles",
        "by_family": "Par famille", "by_difficulty": "Par difficulté mesurée",
        "method": "Comment la difficulté est mesurée",
        "intro": ("Les {n} jeux du kit, chacun avec son carnet (l'édition de l'enseignant, avec "
                  "réponses et sorties ; les élèves ouvrent le même fichier dans `notebooks/fr/`) et "
                  "sa fiche de règles imprimable (une page A4 ; l'ouvrir dans un navigateur et "
                  "l'imprimer). Cette page est écrite par `scripts/make_rule_sheets.py` à partir du "
                  "registre des jeux et de "
                  "`docs/difficulty.json` ; ne pas la modifier à la main."),
        "guide": "Guide de l'enseignant", "other_index": "Index of the games (English)",
    },
}

CSS = """
@page { size: A4; margin: 14mm; }
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 10.5pt; line-height: 1.35;
       color: #111; max-width: 182mm; margin: 0 auto; }
h1 { font-size: 18pt; margin: 0 0 1mm 0; }
.names { color: #555; margin: 0 0 3mm 0; }
.summary { font-style: italic; margin: 0 0 3mm 0; }
figure { margin: 0 0 3mm 0; text-align: center; }
figure img { max-width: 100%; max-height: 95mm; }
figcaption { font-size: 8.5pt; color: #555; }
h2 { font-size: 12pt; margin: 3mm 0 1mm 0; }
ul { margin: 0; padding-left: 5mm; }
li { margin-bottom: 1mm; }
.meta, footer { font-size: 8.5pt; color: #444; }
footer { margin-top: 3mm; border-top: 1px solid #aaa; padding-top: 1mm; }
@media print { a { color: inherit; text-decoration: none; } }
"""


def measured(game_id: str) -> Difficulty | None:
    """The measured difficulty of a game with its default options (None when not measured)."""
    try:
        return sn.difficulty(game_id)
    except (ValueError, FileNotFoundError):
        return None


def share_text(found: Difficulty, lang: str) -> str:
    """The winnable share's interval: "34% to 51%"."""
    low, high = found.share
    return say("difficulty.share", lang, low=percent_text(low, lang), high=percent_text(high, lang))


def players_text(found: Difficulty, lang: str) -> str:
    """Each player's wins: "lookahead 31/200 · greedy 25/200 · random 0/200"."""
    return " · ".join(f"{say(f'difficulty.{name}', lang)} {p['won']}/{p['deals']}"
                      for name, p in found.players.items())


def puzzles_text(game_id: str) -> str:
    """How many certified puzzles the game has at each level ("2 · 2 · 1"), or "—"."""
    try:
        from solitaire_nb.teaching.puzzles import puzzles
    except ImportError:
        return "—"
    found = puzzles(game_id)
    if not found:
        return "—"
    return " · ".join(str(sum(p.level == level for p in found)) for level in (1, 2, 3))


def notebook_path(game_id: str, lang: str) -> str:
    """The teacher edition of a game's notebook in ``lang``, relative to the repository."""
    if game_id in OWN_NOTEBOOK:
        return f"notebooks/teacher_{lang}/{OWN_NOTEBOOK[game_id]}"
    return f"notebooks/teacher_{lang}/games/{game_id}.ipynb"


def picture(game_id: str, lang: str) -> str:
    """Deal 1 of ``game_id`` as a base64 PNG."""
    game = sn.new_game(game_id, deal=1)
    return base64.b64encode(sn.show(game, lang=lang)._repr_png_()).decode("ascii")


def fit(rules: list[str], summary: str, options: bool) -> tuple[float, int]:
    """(font size in pt, picture height in mm) that keep a sheet on one A4 page.

    The height of a printed sheet was measured in a browser for every game and
    follows ``header + line height × lines of text + picture`` closely (within
    30 px at 96 dpi); the picture takes what the text leaves, and the font is
    made smaller when the text alone would fill most of the page.
    """
    for font, per_line, line_px, header in ((10.5, 92, 20, 198), (9.5, 102, 18, 185),
                                            (8.5, 114, 16, 172)):
        lines = sum(math.ceil(len(line) / per_line) for line in [*rules, summary])
        room = 930 - header - line_px * lines - (24 if options else 0)
        if room >= 150 or font == 8.5:
            return font, max(30, min(95, round(room * 25.4 / 96)))
    raise AssertionError("unreachable")


def sheet(game_id: str, lang: str) -> str:
    """The print-ready HTML rule sheet of ``game_id`` in ``lang``."""
    words = WORDS[lang]
    info = sn.game_info(game_id)
    game = sn.new_game(game_id, deal=1)
    esc = html.escape
    manual = (f"\u00a0: « {esc(info.manual_name)} »" if lang == "fr"
              else f": “{esc(info.manual_name)}”")
    lines = game.rules(lang)
    font, height = fit(lines, info.summary[lang], bool(info.options))
    rules = "\n".join(f"<li>{esc(line)}</li>" for line in lines)
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="{lang}">',
        "<head>",
        '<meta charset="utf-8">',
        f"<title>{esc(info.name(lang))}</title>",
        f"<style>{CSS}</style>",
        "</head>",
        f'<body style="font-size: {font}pt">',
        f"<h1>{esc(info.name(lang))}</h1>",
        f'<p class="names">{esc(info.name(words["other"]))} · {words["manual"]}{manual}</p>',
        f'<p class="summary">{esc(info.summary[lang])}</p>',
        f'<figure><img style="max-height: {height}mm" alt="{esc(words["opening"])}" '
        f'src="data:image/png;base64,{picture(game_id, lang)}">'
        f'<figcaption>{esc(words["opening"])}</figcaption></figure>',
        f"<h2>{words['rules']}</h2>",
        f"<ul>\n{rules}\n</ul>",
    ]
    if info.options:
        parts.append(f'<p class="meta">{esc(words["defaults"])}</p>')
    found = measured(game_id)
    colon = "\u00a0:" if lang == "fr" else ":"
    if found is not None:
        said = (f"{esc(found.label(lang))} — {words['winnable']}{colon} {share_text(found, lang)} "
                f"({words['solver_short']}, {found.solver['deals']}) — {esc(players_text(found, lang))}")
    else:
        said = words["not_measured"]
    parts += [f'<p class="meta"><b>{words["difficulty"]}</b>{colon} {said}</p>',
              f"<footer>{esc(words['made'])}</footer>", "</body>", "</html>", ""]
    return "\n".join(parts)


def index(lang: str) -> str:
    """The Markdown index of every game in ``lang``: by family (the game to start with first),
    then by measured difficulty, with the winnable share, the players' wins and the puzzles."""
    words = WORDS[lang]
    games = sn.list_games()
    colon = "\u00a0:" if lang == "fr" else ":"
    found = {game_id: measured(game_id) for game_id in games}

    def easiness(game_id: str) -> tuple:
        d = found[game_id]
        if d is None:
            return (1, 0, 0.0, game_id)
        return (0, d.level, -sum(d.share), sn.game_info(game_id).name(lang).casefold())

    def row(game_id: str, family: bool) -> str:
        info, d = sn.game_info(game_id), found[game_id]
        cells = [f"[{info.name(lang)}](../../{notebook_path(game_id, lang)})",
                 f"[{words['sheet']}](../rule_sheets/{game_id}.{lang}.html)",
                 d.label(lang) if family and d else FAMILIES[FAMILY[game_id]][lang] if not family
                 else words["not_measured"]]
        cells += [share_text(d, lang), players_text(d, lang)] if d else ["", ""]
        cells.append(puzzles_text(game_id))
        return "| " + " | ".join(cells) + " |"

    header = (f"| {words['game']} | {words['Sheet']} | {{third}} | {words['winnable']} | "
              f"{words['players']} | {words['puzzles']} |")
    other = "games_fr.md" if lang == "en" else "games_en.md"
    guide = f"guide_{lang}.md"
    lines = [f"# {words['index_title']}", "",
             words["intro"].format(n=len(games)), "",
             f"[{words['guide']}]({guide}) · [{words['other_index']}]({other})", "",
             f"## {words['by_family']}", ""]
    for family, names in FAMILIES.items():
        members = sorted((g for g in games if FAMILY.get(g) == family), key=easiness)
        first = sn.game_info(members[0]).name(lang)
        lines += [f"### {names[lang]} ({len(members)})", "", f"**{words['start']}{colon}** {first}.", "",
                  header.format(third=words["level"]), "|---|---|---|---|---|---|"]
        lines += [row(g, True) for g in members]
        lines.append("")
    lines += [f"## {words['by_difficulty']}", ""]
    ordered = sorted(games, key=easiness)
    labels = list(dict.fromkeys(found[g].label(lang) for g in ordered if found[g] is not None))
    for label in labels:
        members = [g for g in ordered if found[g] is not None and found[g].label(lang) == label]
        lines += [f"### {label[0].upper()}{label[1:]} ({len(members)})", "",
                  header.format(third=words["family"]), "|---|---|---|---|---|---|"]
        lines += [row(g, False) for g in members]
        lines.append("")
    missing = [g for g in ordered if found[g] is None]
    if missing:
        lines += [f"### {words['not_measured']} ({len(missing)})", "",
                  ", ".join(sn.game_info(g).name(lang) for g in missing), ""]
    sample = next((d for d in found.values() if d is not None), None)
    if sample is not None:
        lines += [f"## {words['method']}", "", say("difficulty.method", lang, nodes=sample.nodes), "",
                  say("difficulty.scale", lang), "",
                  f"{words['Sheets']}{colon} `docs/rule_sheets/`. "
                  f"`scripts/measure_difficulty.py` → `docs/difficulty.json`.", ""]
    return "\n".join(lines)


def write(path: Path, text: str) -> bool:
    """Write ``text`` to ``path`` if it changed; True when it did."""
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def main(argv: list[str] | None = None) -> None:
    game_ids = (argv if argv is not None else sys.argv[1:]) or sn.list_games()
    changed = 0
    for game_id in game_ids:
        for lang in LANGS:
            changed += write(SHEETS / f"{game_id}.{lang}.html", sheet(game_id, lang))
    for lang in LANGS:
        changed += write(TEACHER / f"games_{lang}.md", index(lang))
    print(f"{changed} file(s) written")


if __name__ == "__main__":
    main()
