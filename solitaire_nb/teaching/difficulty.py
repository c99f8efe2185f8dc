"""How hard each game is, measured by search and by the kit's players.

    >>> import solitaire_nb as sn
    >>> sn.difficulty("freecell").level_id.startswith("level")
    True

For every game (and every option set that changes how hard it is) the data file holds:

- **the winnable share**: deals 1, 2, 3... solved by the solver with a bound on the
  positions it may expand and none on time, so every verdict is the same on every machine:
  *winnable* (a win found and replayed), *unwinnable* (exhaustive search: a proof) or
  *unknown* (the bound reached); an unknown deal one of the players won counts winnable (the
  engine called it won: a proof too).  The share is given as an interval that holds whatever
  the unknown deals are: from the lower Wilson 95 % bound of the deals proven winnable to
  the upper bound of the deals proven winnable or unknown.
- **three players' win rates**, each with its Wilson 95 % interval: the random player, the
  greedy player and the lookahead player (:mod:`solitaire_nb.engine.strategy`).

**One scale.**  Games are put into levels by their winnable-share intervals so that the
games of one level all have intervals sharing a point (the level's *point*): two games
whose intervals do not overlap never share a level.  The points come from the fewest
levels that cover every game (the interval graph's greedy clique cover: take the smallest
upper end among the games left, it is a point, and every game left whose interval reaches
down to it joins; repeat).  Each game then goes to the level whose point lies in its
interval and is nearest its estimate (the middle of the proven and possible shares), so
a game with many unknown deals is not put with the hardest games by default.  Levels are
numbered from the easiest, and named by their point.

``scripts/measure_difficulty.py`` measures and writes the data; :func:`difficulty` reads it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..rules.declaration import game_info
from ..text.language import resolve_lang
from ..text.phrases import Phrase, define, percent_text, say
from .tips import wilson_interval as wilson

DATA = Path(__file__).with_name("difficulty.json")

#: The words of a level, by the lowest winnable share its point may have.
WORDS = [
    (0.90, Phrase(en="very easy", fr="très facile")),
    (0.70, Phrase(en="easy", fr="facile")),
    (0.45, Phrase(en="medium", fr="moyen")),
    (0.20, Phrase(en="hard", fr="difficile")),
    (0.05, Phrase(en="very hard", fr="très difficile")),
    (0.00, Phrase(en="extremely hard", fr="extrêmement difficile")),
]

define("difficulty", {
    "label": Phrase(en="{word}, level {k} of {n}", fr="{word}, niveau {k} sur {n}"),
    "unsettled": Phrase(en="level {k} of {n}, not settled (the solver could not decide most deals)",
                        fr="niveau {k} sur {n}, non tranché (le solveur n'a pas pu décider la plupart "
                           "des donnes)"),
    "heading": Phrase(en="**Difficulty: {label}.** Every game of this level may be won on {point} of "
                         "its deals: that share lies within each one's interval.",
                      fr="**Difficulté\u00a0: {label}.** Chaque jeu de ce niveau peut se gagner sur {point} "
                         "de ses donnes\u00a0: cette part tient dans l'intervalle de chacun."),
    "columns": Phrase(en="| Measured by | Deals | Result | Share (95% interval) |",
                      fr="| Mesuré par | Donnes | Résultat | Part (intervalle à 95\u00a0%) |"),
    "solver": Phrase(en="the solver, with the players' wins (a win proven)",
                     fr="le solveur, avec les victoires des joueurs (une victoire prouvée)"),
    "verdicts": Phrase(en="{won} winnable, {lost} unwinnable, {unknown} unknown",
                       fr="{won} gagnables, {lost} perdues d'avance, {unknown} inconnues"),
    "share": Phrase(en="{low} to {high}", fr="de {low} à {high}"),
    "random": Phrase(en="the random player", fr="le joueur au hasard"),
    "greedy": Phrase(en="the greedy player", fr="le joueur glouton"),
    "lookahead": Phrase(en="the lookahead player", fr="le joueur qui anticipe"),
    "won": Phrase(en="{n} won", fr="{n} {n|gagnée|gagnées}"),
    "rate": Phrase(en="{rate} ({low} to {high})", fr="{rate} (de {low} à {high})"),
    "scale": Phrase(
        en="Levels come from the winnable shares: the games of one level all have share intervals "
           "holding the level's point, so two games whose intervals do not overlap are never on the "
           "same level; a game goes to the level whose point is nearest the middle of its interval "
           "of proven and possible shares.",
        fr="Les niveaux viennent des parts gagnables : les jeux d'un même niveau ont tous un "
           "intervalle qui contient le point du niveau, si bien que deux jeux dont les intervalles "
           "ne se chevauchent pas ne sont jamais au même niveau ; un jeu va au niveau dont le point "
           "est le plus proche du milieu de son intervalle entre parts prouvée et possible."),
    "method": Phrase(
        en="The solver searched deals 1, 2, 3… one by one, up to {nodes} positions each, for as many "
           "deals as half a minute allowed; an unknown deal may be winnable or not, so the share "
           "runs from the deals proven winnable to those proven winnable or unknown, with 95% "
           "Wilson bounds. The random and greedy players played deals 1 to 200, the lookahead "
           "player as many as half a minute allowed, each seeded with its deal number.",
        fr="Le solveur a cherché les donnes 1, 2, 3… une par une, jusqu'à {nodes} positions chacune, "
           "pour autant de donnes qu'une demi-minute le permettait\u00a0; une donne inconnue peut "
           "être gagnable ou non, donc la part va des donnes prouvées gagnables à celles prouvées "
           "gagnables ou inconnues, avec les bornes de Wilson à 95\u00a0%. Les joueurs au hasard et "
           "glouton ont joué les donnes 1 à 200, le joueur qui anticipe autant qu'une demi-minute "
           "le permettait, chacun initialisé par son numéro de donne."),
})

PLAYERS = ("random", "greedy", "lookahead")


def entry_key(game: str, options: Mapping[str, Any]) -> str:
    """``klondike``, or ``klondike[draw=3]`` for an option set."""
    if not options:
        return game
    return game + "[" + ",".join(f"{name}={value}" for name, value in sorted(options.items())) + "]"


# --------------------------------------------------------------------------- the scale

def cover_points(intervals: list[tuple[float, float]]) -> list[float]:
    """The fewest points such that every interval holds one (increasing): the smallest
    upper end among the intervals not yet holding a point is always one."""
    points: list[float] = []
    for low, high in sorted(intervals, key=lambda interval: interval[1]):
        if not points or low > points[-1]:
            points.append(high)
    return points


def assign_levels(intervals: Mapping[str, tuple[float, float]],
                  estimates: Mapping[str, float]) -> tuple[list[float], dict[str, int]]:
    """The levels' points, easiest first, and each entry's level (its index): the point in
    its interval nearest its estimate.  Entries of one level all hold its point."""
    points = sorted(cover_points(list(intervals.values())), reverse=True)
    chosen = {}
    for key, (low, high) in intervals.items():
        inside = [i for i, point in enumerate(points) if low <= point <= high]
        chosen[key] = min(inside, key=lambda i: (abs(points[i] - estimates[key]), i))
    used = sorted(set(chosen.values()))
    renumber = {old: new for new, old in enumerate(used)}
    return [points[i] for i in used], {key: renumber[i] for key, i in chosen.items()}


def word_for(point: float) -> Phrase:
    return next(phrase for lowest, phrase in WORDS if point >= lowest)


# --------------------------------------------------------------------------- the data file

def _rate(letters: str) -> dict[str, Any]:
    won, n = letters.count("W"), len(letters)
    low, high = wilson(won, n)
    return {"won": won, "deals": n, "rate": round(won / n, 4) if n else 0.0,
            "low": round(low, 4), "high": round(high, 4), "outcomes": letters}


def settled_by_players(verdicts: str, outcomes: Any) -> str:
    """The solver's verdicts, with each unknown deal that a player won counted winnable: a
    game the engine calls won is a proof that the deal can be won (``W``), as much as the
    solver's own line.  A deal the solver proved unwinnable cannot have been won."""
    letters = list(verdicts)
    for played in outcomes:
        for index, outcome in enumerate(played[:len(letters)]):
            if outcome == "W":
                if letters[index] == "L":
                    raise ValueError(f"deal {index + 1} was won by a player but proved unwinnable")
                letters[index] = "W"
    return "".join(letters)


def build_table(measured: Mapping[str, Mapping[str, Any]], *, nodes: int,
                player_deals: int) -> dict[str, Any]:
    """The data file's content from the raw measurements (by entry key: ``game``,
    ``options``, ``solver`` {``verdicts``} and ``players`` {name: outcome letters})."""
    entries: dict[str, dict[str, Any]] = {}
    intervals, estimates = {}, {}
    for key, raw in measured.items():
        solved = raw["solver"]["verdicts"]
        verdicts = settled_by_players(solved, raw["players"].values())
        n, won, unknown = len(verdicts), verdicts.count("W"), verdicts.count("U")
        low, high = wilson(won, n)[0], wilson(won + unknown, n)[1]
        intervals[key] = (round(low, 4), round(high, 4))
        estimates[key] = (won + unknown / 2) / n
        entries[key] = {
            "game": raw["game"], "options": raw["options"],
            "solver": {"deals": n, "winnable": won, "unwinnable": verdicts.count("L"), "unknown": unknown,
                       "won_by_players": sum(a != b for a, b in zip(solved, verdicts)),
                       "proven": round(won / n, 4), "possible": round((won + unknown) / n, 4),
                       "low": intervals[key][0], "high": intervals[key][1], "verdicts": solved},
            "players": {name: _rate(raw["players"][name]) for name in PLAYERS},
        }
    points, levels = assign_levels(intervals, estimates)
    for key, index in levels.items():
        entries[key]["level"] = f"level{index + 1}"
    return {
        "nodes": nodes,
        "player_deals": player_deals,
        "levels": [{"id": f"level{i + 1}", "point": round(point, 4)} for i, point in enumerate(points)],
        "entries": dict(sorted(entries.items())),
    }


@lru_cache(maxsize=1)
def table() -> dict[str, Any]:
    """The measured data (the package's copy of ``docs/difficulty.json``)."""
    data: dict[str, Any] = json.loads(DATA.read_text(encoding="utf-8"))
    return data


# --------------------------------------------------------------------------- one game

@dataclass(frozen=True)
class Difficulty:
    """How hard one game (with one option set) is: see the module's docstring."""

    game: str
    options: dict[str, Any]
    level_id: str
    level: int             # 1 = easiest
    levels: int            # how many levels the scale has
    point: float           # the winnable share every game of the level may have
    solver: dict[str, Any]
    players: dict[str, dict[str, Any]]
    nodes: int

    def label(self, lang: str | None = None) -> str:
        """"hard, level 7 of 11" in the learner's language."""
        if self.solver["unknown"] * 2 > self.solver["deals"]:
            return say("difficulty.unsettled", lang, k=self.level, n=self.levels)
        word = word_for(self.point).text(lang)
        return say("difficulty.label", lang, word=word, k=self.level, n=self.levels)

    @property
    def share(self) -> tuple[float, float]:
        """The winnable share's interval, whatever the unknown deals are."""
        return self.solver["low"], self.solver["high"]

    def lines(self, lang: str | None = None) -> list[str]:
        lang = resolve_lang(lang)

        def pct(value: float) -> str:
            return percent_text(value, lang, 1)

        s = self.solver
        verdicts = say("difficulty.verdicts", lang, won=s["winnable"], lost=s["unwinnable"],
                       unknown=s["unknown"])
        rows = [say("difficulty.heading", lang, label=self.label(lang), point=pct(self.point)), "",
                say("difficulty.columns", lang), "|---|---|---|---|",
                f"| {say('difficulty.solver', lang)} | {s['deals']} | {verdicts} | "
                f"{say('difficulty.share', lang, low=pct(s['low']), high=pct(s['high']))} |"]
        for name in PLAYERS:
            p = self.players[name]
            rate = say("difficulty.rate", lang, rate=pct(p["rate"]), low=pct(p["low"]), high=pct(p["high"]))
            rows.append(f"| {say(f'difficulty.{name}', lang)} | {p['deals']} | "
                        f"{say('difficulty.won', lang, n=p['won'])} | {rate} |")
        rows += ["", say("difficulty.method", lang, nodes=self.nodes)]
        return rows

    def _repr_markdown_(self) -> str:
        return "\n".join(self.lines())

    def __str__(self) -> str:
        return "\n".join(self.lines()).replace("**", "")

    def __repr__(self) -> str:
        return f"<Difficulty {entry_key(self.game, self.options)}: {self.label('en')}>"


def difficulty(game_id: str, **options: Any) -> Difficulty:
    """How hard ``game_id`` is with ``options`` (its defaults when none are given), as
    measured: ``ValueError`` for an unknown game or an option set that was not measured
    (the message lists those that were)."""
    info = game_info(game_id)  # an unknown game: ValueError naming the games
    for name, value in list(options.items()):
        if name in info.options and value == info.options[name].default:
            del options[name]  # the default is what the game's own entry measures
    data = table()
    key = entry_key(game_id, options)
    entry = data["entries"].get(key)
    if entry is None:
        measured = [k for k, e in data["entries"].items() if e["game"] == game_id]
        raise ValueError(f"{key} was not measured; measured for {game_id}: "
                         f"{', '.join(measured) or 'nothing'}")
    levels = data["levels"]
    index = next(i for i, level in enumerate(levels) if level["id"] == entry["level"])
    return Difficulty(game_id, dict(entry["options"]), entry["level"], index + 1, len(levels),
                      levels[index]["point"], entry["solver"], entry["players"], data["nodes"])


__all__ = ["Difficulty", "difficulty", "wilson", "cover_points", "assign_levels", "build_table", "table"]
