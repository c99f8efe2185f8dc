"""Measure how hard every game is for the kit's own players.

    .venv/bin/python scripts/measure_difficulty.py [--deals N] [--jobs J] [game ids...]

Method (also written into the data file):

* every game is played with its default options on deals 1 to N (N = 200),
  so the measurement is the same on every machine and every run;
* two players of :mod:`solitaire_nb.engine.strategy` play each deal to its
  end with :func:`play_out` (its default limits): the *random* player, which
  picks any legal move, and the *greedy* player, which takes the move the
  kit's hint rates highest; each player's random choices come from
  ``random.Random(deal number)``;
* a deal counts as won only when the engine says the game is won; "lost"
  means no legal move was left, "stuck" that the player went in circles or
  stopped making progress;
* the win rate is given with its Wilson 95 % interval, and the games are put
  into four levels by the greedy player's win rate.

The result goes to ``docs/difficulty.json``: the totals, the interval and the
outcome of every deal (one letter per deal: W won, L lost, S stuck), so that
anyone can replay a single deal and find the same outcome.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.engine.strategy import greedy_player, play_out, random_player  # noqa: E402

OUT = ROOT / "docs" / "difficulty.json"
DEALS = 200
PLAYERS = {"greedy": greedy_player, "random": random_player}
LETTER = {"won": "W", "lost": "L", "stuck": "S"}

#: Levels by the greedy player's win rate: (lowest rate, id, English, French).
LEVELS = [
    (0.5, "easy", "easy", "facile"),
    (0.15, "medium", "medium", "moyen"),
    (0.02, "hard", "hard", "difficile"),
    (0.0, "very_hard", "very hard", "très difficile"),
]

METHOD = {
    "en": ("Each game is played with its default options on deals 1 to {deals} by two players of "
           "the kit (solitaire_nb.engine.strategy): the random player (any legal move) and the greedy "
           "player (the move that move_value scores highest), each seeded with "
           "random.Random(deal number) and "
           "run by play_out with its default limits. Win rate with its Wilson 95% interval; level "
           "from the greedy player's win rate: easy at least 50%, medium at least 15%, hard at "
           "least 2%, very hard below 2%. These players do not plan ahead: a person usually wins "
           "more often; the level compares games with one another."),
    "fr": ("Chaque jeu est joué avec ses options par défaut sur les donnes 1 à {deals} par deux "
           "joueurs du kit (solitaire_nb.engine.strategy) : le joueur au hasard (n'importe quel coup "
           "permis) et le joueur glouton (le coup auquel move_value donne la meilleure note), "
           "chacun initialisé "
           "par random.Random(numéro de donne) et mené par play_out avec ses limites par défaut. Taux "
           "de victoire avec son intervalle de Wilson à 95 % ; niveau d'après le taux du joueur "
           "glouton : facile à partir de 50 %, moyen à partir de 15 %, difficile à partir de 2 %, "
           "très difficile en dessous. Ces joueurs ne prévoient rien : une personne gagne en général "
           "plus souvent ; le niveau sert à comparer les jeux entre eux."),
}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of ``wins`` successes out of ``n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def level(rate: float) -> str:
    """The level id of a game whose greedy player wins at ``rate``."""
    for lowest, level_id, _en, _fr in LEVELS:
        if rate >= lowest:
            return level_id
    return LEVELS[-1][1]


def outcome(game_id: str, deal: int, player: str) -> str:
    """The outcome (won, lost or stuck) of ``player`` on one deal of ``game_id``."""
    game = sn.new_game(game_id, deal=deal)
    return play_out(game, PLAYERS[player](random.Random(deal)))


def measure(game_id: str, deals: int = DEALS) -> dict:
    """Both players on deals 1 to ``deals`` of ``game_id``: outcomes, win rates and level."""
    result: dict = {"name": {"en": sn.game_info(game_id).name("en"),
                             "fr": sn.game_info(game_id).name("fr")}}
    for player in PLAYERS:
        letters = "".join(LETTER[outcome(game_id, deal, player)] for deal in range(1, deals + 1))
        wins = letters.count("W")
        low, high = wilson(wins, deals)
        result[player] = {"won": wins, "lost": letters.count("L"), "stuck": letters.count("S"),
                          "rate": round(wins / deals, 4), "low": round(low, 4),
                          "high": round(high, 4), "deals": letters}
    result["level"] = level(result["greedy"]["rate"])
    return result


def measure_all(game_ids: list[str], deals: int = DEALS, jobs: int = 2) -> dict:
    """The data file's content for ``game_ids``."""
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(measure, game_ids, [deals] * len(game_ids)))
    return {
        "method": {lang: text.format(deals=deals) for lang, text in METHOD.items()},
        "deals": deals,
        "players": list(PLAYERS),
        "levels": [{"id": level_id, "min_rate": lowest, "en": en, "fr": fr}
                   for lowest, level_id, en, fr in LEVELS],
        "games": dict(zip(game_ids, results)),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--deals", type=int, default=DEALS)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    game_ids = args.games or sn.list_games()
    data = measure_all(game_ids, args.deals, args.jobs)
    if args.games and OUT.exists():  # measure a few games again, keep the others
        old = json.loads(OUT.read_text(encoding="utf-8"))
        old["games"].update(data["games"])
        old["games"] = dict(sorted(old["games"].items()))
        data = old
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} ({len(data['games'])} games)")


if __name__ == "__main__":
    main()
