"""Questions of the notebook that measures what share of deals can be won (``40_winnability``),
and the words of its plots.

The notebook's code is the same in its English and French editions, so the titles and axis
labels of its plots are said here, in both languages: :func:`label` says one of them in the
current language (:func:`solitaire_nb.set_lang`).
"""

from __future__ import annotations

from typing import Any

from ...text.phrases import Phrase, catalogue, define, say
from .registry import explain_why, question

define("winnability_notebook", {
    "freecell": Phrase(en="FreeCell", fr="FreeCell"),
    "klondike3": Phrase(en="Klondike, three cards", fr="Klondike, trois cartes"),
    "deals": Phrase(en="deals", fr="donnes"),
    "seconds": Phrase(en="solve time, in seconds", fr="temps de résolution, en secondes"),
    "verdicts_title": Phrase(en="Verdicts, {n} {n|deal|deals} per game",
                             fr="Verdicts, {n} {n|donne|donnes} par jeu"),
    "times_title": Phrase(en="Solve time of each deal", fr="Temps de résolution de chaque donne"),
})


def label(key: str, lang: str | None = None, **params: Any) -> str:
    """The notebook's word or title ``key`` in the current language (or ``lang``); a key it
    does not know (a game a learner adds to the plots) is shown as it is."""
    if f"winnability_notebook.{key}" not in catalogue():
        return key
    return say(f"winnability_notebook.{key}", lang, **params)


# --------------------------------------------------------------------------- questions

question(
    "winnability.settled_share",
    question=Phrase(en="A survey of 200 deals found 150 winnable, 30 unwinnable and 20 unknown. Among the "
                       "settled deals, what percentage is winnable? (a whole number, rounded)",
                    fr="Une étude de 200 donnes en a trouvé 150 gagnables, 30 impossibles et 20 non "
                       "tranchées. Parmi les donnes tranchées, quel pourcentage est gagnable ? (un nombre "
                       "entier, arrondi)"),
    expected=83,
    explanation=Phrase(
        en="Right: 150 of the 150 + 30 = 180 settled deals, 83.3%. The 20 unknown deals are "
           "left out of both counts.",
        fr="Exact : 150 des 150 + 30 = 180 donnes tranchées, soit 83,3\u00a0%. Les 20 donnes non "
           "tranchées sont laissées de côté dans les deux comptes.",
    ),
    hint=Phrase(en="A settled deal is winnable or unwinnable: divide by their number, not by 200.",
                fr="Une donne tranchée est gagnable ou impossible : divisez par leur nombre, pas par 200."),
)

question(
    "winnability.highest_share",
    question=Phrase(
        en="The same survey: 150 winnable, 30 unwinnable, 20 unknown out of 200 deals. If every "
           "unknown deal turned out winnable, what percentage of the 200 deals would be winnable? "
           "(a whole number)",
        fr="La même étude : 150 gagnables, 30 impossibles, 20 non tranchées sur 200 donnes. Si "
           "chaque donne non tranchée se révélait gagnable, quel pourcentage des 200 donnes serait "
           "gagnable ? (un nombre entier)",
    ),
    expected=85,
    explanation=Phrase(
        en="Right: (150 + 20) / 200 = 85%. Counting them as lost instead gives 150 / 200 = 75%: "
           "whatever the unknown deals are, the share lies between 75% and 85% of these deals.",
        fr="Exact : (150 + 20) / 200 = 85\u00a0%. Les compter perdues donne 150 / 200 = "
           "75\u00a0% : quelles que soient les donnes non tranchées, la part est entre "
           "75\u00a0% et 85\u00a0% de ces donnes.",
    ),
    hint=Phrase(en="Count the unknown deals with the winnable ones, out of all 200 deals.",
                fr="Comptez les donnes non tranchées avec les gagnables, sur l'ensemble des 200 donnes."),
)

explain_why(
    "winnability.unknown_bias",
    question=Phrase(en="The share of winnable deals among the settled deals leaves the unknown deals out. "
                       "Explain why this share is probably too high when many deals are unknown.",
                    fr="La part de donnes gagnables parmi les donnes tranchées laisse de côté les donnes non "
                       "tranchées. Expliquez pourquoi cette part est sans doute trop haute quand beaucoup de "
                       "donnes ne sont pas tranchées."),
)
