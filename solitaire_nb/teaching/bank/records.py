"""Questions of the notebook on a learner's own record (``50_my_record``), and the words of the
plots of that notebook and of the teacher's class summary (``51_class_summary``).

The code of a notebook is the same in its English and French editions, so the titles and axis
labels of its plots are said here in both languages: :func:`label` says one in the current
language (:func:`solitaire_nb.set_lang`).
"""

from __future__ import annotations

from typing import Any

from ...text.phrases import Phrase, catalogue, define, say
from .registry import explain_why, question

define("records_notebook", {
    "played": Phrase(en="played", fr="jouées"),
    "won": Phrase(en="won", fr="gagnées"),
    "games": Phrase(en="games", fr="parties"),
    "win_rate": Phrase(en="win rate, in %", fr="taux de victoire, en\u00a0%"),
    "best_time": Phrase(en="quickest win, in seconds", fr="victoire la plus rapide, en secondes"),
    "streaks": Phrase(en="wins in a row", fr="victoires d'affilée"),
    "current_streak": Phrase(en="current streak", fr="série en cours"),
    "best_streak": Phrase(en="best streak", fr="meilleure série"),
    "played_title": Phrase(en="Games played and won, by game", fr="Parties jouées et gagnées, par jeu"),
    "rate_title": Phrase(en="Win rate, by game", fr="Taux de victoire, par jeu"),
    "time_title": Phrase(en="Quickest win, by game", fr="Victoire la plus rapide, par jeu"),
    "streak_title": Phrase(en="Streaks, by game", fr="Séries, par jeu"),
    "student_title": Phrase(en="Win rate of each student, by game",
                            fr="Taux de victoire de chaque élève, par jeu"),
    "class_title": Phrase(en="Win rate of the class, by game ({n} {n|student|students})",
                          fr="Taux de victoire de la classe, par jeu ({n} {n|élève|élèves})"),
    "student": Phrase(en="student", fr="élève"),
    "game_number": Phrase(en="games played", fr="parties jouées"),
    "running_title": Phrase(en="Win rate after each game", fr="Taux de victoire après chaque partie"),
    "empty": Phrase(
        en="No game of yours counts yet: play a game on the table (sn.play()) and win it, or leave "
           "it for another deal after a few moves, then run this cell again.",
        fr="Aucune de vos parties ne compte encore\u00a0: jouez une partie sur la table (sn.play()) "
           "et gagnez-la, ou laissez-la pour une autre donne après quelques coups, puis exécutez "
           "à nouveau cette cellule.",
    ),
    "no_database": Phrase(
        en="No records database yet at {path}: nothing has been saved on this computer.",
        fr="Pas encore de base de parties dans {path}\u00a0: rien n'a été enregistré sur cet "
           "ordinateur.",
    ),
})


def label(key: str, lang: str | None = None, **params: Any) -> str:
    """The notebooks' word or title ``key`` in the current language (or ``lang``); a key it
    does not know (a game's id, say) is shown as it is."""
    if f"records_notebook.{key}" not in catalogue():
        return key
    return say(f"records_notebook.{key}", lang, **params)


#: The results of the questions, oldest first (W: won, L: lost).
RESULTS = "W L W W L L W W W W L W"

question(
    "records.win_rate",
    question=Phrase(en=f"Sam's last twelve games, oldest first (W: won, L: lost): {RESULTS}. What is Sam's "
                       "win rate, in percent? (a whole number, rounded)",
                    fr=f"Les douze dernières parties de Sam, de la plus ancienne à la plus récente (W\u00a0: "
                       f"gagnée, L\u00a0: perdue)\u00a0: {RESULTS}. Quel est le taux de victoire de Sam, en "
                       "pourcentage\u00a0? (un nombre entier, arrondi)"),
    expected=67,
    explanation=Phrase(en="Right: 8 wins out of 12 games, 66.7%, rounded to 67.",
                       fr="Exact\u00a0: 8 victoires sur 12 parties, soit 66,7\u00a0%, arrondi à 67."),
    hint=Phrase(en="Count the W, divide by the number of games played, and multiply by 100.",
                fr="Comptez les W, divisez par le nombre de parties jouées et multipliez par 100."),
)

question(
    "records.best_streak",
    question=Phrase(en=f"The same twelve games: {RESULTS}. What is Sam's best streak, the longest run of "
                       "wins in a row?",
                    fr=f"Les mêmes douze parties\u00a0: {RESULTS}. Quelle est la meilleure série de Sam, "
                       "la plus longue suite de victoires d'affilée\u00a0?"),
    expected=4,
    explanation=Phrase(
        en="Right: games 7 to 10 are four wins in a row; a loss ends a run, and the last game "
           "starts a new one (the current streak is 1).",
        fr="Exact\u00a0: les parties 7 à 10 sont quatre victoires d'affilée\u00a0; une défaite "
           "interrompt la série, et la dernière partie en commence une nouvelle (la série en "
           "cours est de 1).",
    ),
    hint=Phrase(en="Start counting again from 0 after each L, and keep the highest count.",
                fr="Recommencez à compter à partir de 0 après chaque L, et gardez le plus grand compte."),
)

explain_why(
    "records.unplayed",
    question=Phrase(
        en="A game left before its first move does not count as played, and the game you are still "
           "playing does not count yet. Explain why counting them as lost would make a win rate "
           "less fair.",
        fr="Une partie laissée avant son premier coup ne compte pas comme jouée, et la partie en "
           "cours ne compte pas encore. Expliquez pourquoi les compter comme perdues rendrait un "
           "taux de victoire moins juste.",
    ),
)
