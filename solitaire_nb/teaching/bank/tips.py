"""Questions of the notebook that puts the Klondike tips to the test (``30_klondike_tips``),
and the words its code prints.

The notebook's code is the same in its English and French editions, so the names of the
players, the axis labels of its plot and its lines of results are said here, in both
languages: :func:`label` says one of them in the current language
(:func:`solitaire_nb.set_lang`), :func:`number` writes a number as that language does,
and :func:`results_line` writes one player's line of results.
"""

from __future__ import annotations

from typing import Any

from ...text.phrases import Phrase, catalogue, define, number_text, say
from .registry import explain_why, question

define("tips_notebook", {
    "baseline": Phrase(en="Baseline", fr="Référence"),
    "tip1": Phrase(en="Tip 1: left columns first", fr="Conseil 1 : colonnes de gauche d'abord"),
    "tip2": Phrase(en="Tip 2: right columns to empty ones",
                   fr="Conseil 2 : de la droite vers les colonnes vides"),
    "tip3": Phrase(en="Tip 3: the King for the Queen", fr="Conseil 3 : le Roi pour la Reine"),
    "hold": Phrase(en="Opposite of tip 4: foundations held back",
                   fr="Contraire du conseil 4 : fondations retardées"),
    "all": Phrase(en="Tips 1 to 3 together", fr="Conseils 1 à 3 ensemble"),
    "tip4": Phrase(en="Tip 4: foundations early (baseline vs its opposite)",
                   fr="Conseil 4 : fondations tôt (référence contre son contraire)"),
    "playing": Phrase(en="Playing", fr="Parties"),
    "played": Phrase(en="{n} games played in {s} s", fr="{n} parties jouées en {s} s"),
    "win_rate": Phrase(en="win rate (%)", fr="taux de victoire (%)"),
    "cards": Phrase(en="cards sent to the foundations (mean)", fr="cartes montées aux fondations (moyenne)"),
    "diff_cards": Phrase(en="difference in cards to the foundations",
                         fr="différence de cartes montées aux fondations"),
    "diff_wins": Phrase(en="difference in win rate (points)", fr="différence de taux de victoire (points)"),
    "unit_cards": Phrase(en="cards", fr="cartes"),
    "unit_wins": Phrase(en="points of win rate", fr="points de taux de victoire"),
    "title": Phrase(en="{n} deals, 95 % confidence intervals",
                    fr="{n} donnes, intervalles de confiance à 95 %"),
    "changed": Phrase(en="deals with a different result: {k} of {n}",
                      fr="donnes au résultat différent : {k} sur {n}"),
    "wins_line": Phrase(en="wins: {verdict}", fr="victoires : {verdict}"),
    "cards_line": Phrase(en="cards to the foundations: {verdict}", fr="cartes aux fondations : {verdict}"),
    "results": Phrase(en="{wins}/{n} won, win rate {rate} % [{low}, {high}], cards {cards} [{cards_low}, "
                         "{cards_high}]",
                      fr="{wins}/{n} gagnées, victoires {rate} % [{low} ; {high}], cartes {cards} "
                         "[{cards_low} ; {cards_high}]"),
})


def label(key: str, lang: str | None = None, **params: Any) -> str:
    """The notebook's word or line ``key`` (``"tip1"``, ``"win_rate"``...) in the current language;
    a key it does not know (the name of a player a learner adds) is shown as it is."""
    if f"tips_notebook.{key}" not in catalogue():
        return key
    return say(f"tips_notebook.{key}", lang, **params)


def number(value: float, digits: int = 1, lang: str | None = None) -> str:
    """``value`` with ``digits`` decimals, as the language writes it (``46.0`` or ``46,0``)."""
    return number_text(value, lang, digits)


def results_line(name: str, results: Any, lang: str | None = None, width: int = 50) -> str:
    """One player's results (a :class:`~solitaire_nb.teaching.tips.Results`): its name, wins,
    win rate with its Wilson interval, mean cards sent to the foundations with its interval."""
    rate, cards = results.win_rate(), results.cards_to_foundation()
    line = label("results", lang, wins=results.wins, n=len(results.won),
                 rate=number(100 * rate.mean, 1, lang), low=number(100 * rate.low, 1, lang),
                 high=number(100 * rate.high, 1, lang),
                 cards=number(cards.mean, 1, lang), cards_low=number(cards.low, 1, lang),
                 cards_high=number(cards.high, 1, lang))
    return f"{label(name, lang):<{width}} {line}"


# --------------------------------------------------------------------------- questions

question(
    "tips.interval_contains_zero",
    question=Phrase(
        en="Following a tip changes the win rate by +1.7 points on average, deal by deal, with a "
           "95 % interval from −2.0 to +5.4 points. Does this show that the tip helps? (yes or no)",
        fr="Suivre un conseil change le taux de victoire de +1,7 point en moyenne, donne par donne, "
           "avec un intervalle à 95 % de −2,0 à +5,4 points. Cela montre-t-il que le conseil aide ? "
           "(oui ou non)",
    ),
    expected=False,
    explanation=Phrase(
        en="Right: the interval contains 0, so these deals cannot tell the tip from no tip. "
           "Nor do they prove the tip useless: more deals might show an effect.",
        fr="Exact : l'intervalle contient 0, ces donnes ne permettent donc pas de distinguer le "
           "conseil de l'absence de conseil. Elles ne prouvent pas non plus qu'il est inutile : "
           "davantage de donnes pourraient montrer un effet.",
    ),
    hint=Phrase(en="Look at where 0 lies compared with the interval.",
                fr="Regardez où se trouve 0 par rapport à l'intervalle."),
)

question(
    "tips.which_tip_hurts",
    question=Phrase(
        en="Read the 1000-deal table of section 7: which of the four tips has a win-rate interval "
           "lying wholly below zero? (its number)",
        fr="Lisez le tableau à 1000 donnes de la section 7 : lequel des quatre conseils a un "
           "intervalle de taux de victoire tout entier sous zéro ? (son numéro)",
    ),
    expected=1,
    explanation=Phrase(
        en="Right: tip 1, from −7.4 to −2.6 points. For this player, digging where few cards are "
           "hidden costs about five points of win rate.",
        fr="Exact : le conseil 1, de −7,4 à −2,6 points. Pour ce joueur, creuser là où peu de "
           "cartes sont cachées coûte environ cinq points de taux de victoire.",
    ),
    hint=Phrase(en="Both ends of the interval must be negative.",
                fr="Les deux bornes de l'intervalle doivent être négatives."),
)

explain_why(
    "tips.why_same_deals",
    question=Phrase(
        en="Every player plays the same deals, and each tip is judged deal by deal. Explain what "
           "this paired comparison removes from the result, and why that matters here.",
        fr="Tous les joueurs jouent les mêmes donnes, et chaque conseil est jugé donne par donne. "
           "Expliquez ce que cette comparaison appariée retire du résultat, et pourquoi c'est "
           "important ici.",
    ),
)

explain_why(
    "tips.tip3_rarely_applies",
    question=Phrase(
        en="With 1000 deals, tip 3 changed the result of a single deal. Explain why this tip so "
           "rarely changes what our player does.",
        fr="Sur 1000 donnes, le conseil 3 n'a changé le résultat que d'une seule donne. Expliquez "
           "pourquoi ce conseil change si rarement ce que fait notre joueur.",
    ),
)
