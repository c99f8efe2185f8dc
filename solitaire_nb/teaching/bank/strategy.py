"""The questions of the strategy project (``20_your_strategy``), and the words its results print.

- ``strategy.always_legal`` checks the learner's strategy itself: on five prepared
  positions it must return one of the legal moves it is given, without playing it.
- ``strategy.greedy_pick`` asks which move the greedy player takes on a position (the
  engine's :func:`~solitaire_nb.engine.strategy.move_value` decides).
- ``strategy.twenty_deals`` is about uncertainty: what 20 deals can and cannot show.
- Three "explain why" questions make the project's write-up.

:func:`results_table` and :func:`label` give the results of many games, and the words of
their plots, in the kit's language (a notebook's code holds no sentence of its own); the
variant project (``21_your_variant``) uses them too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.game import Game
from ...engine.loading import position
from ...engine.start import new_game
from ...engine.strategy import move_value
from ...text.language import resolve_lang
from ...text.phrases import Phrase, define, number_text, percent_text, say
from ..exercises import PositionQuestion, Question
from ..feedback import Exercise, Result, describe_move, mark
from ..lessons import Markdown
from ..tips import wilson_interval
from .registry import define as define_exercise
from .registry import explain_why

define("bank_strategy", {
    "player": Phrase(en="player", fr="joueur"),
    "game": Phrase(en="game", fr="jeu"),
    "won": Phrase(en="won", fr="gagnées"),
    "lost": Phrase(en="lost", fr="perdues"),
    "stuck": Phrase(en="stuck", fr="bloquées"),
    "win_rate": Phrase(en="win rate (95% interval)", fr="taux de victoire (intervalle à 95 %)"),
    "mean_score": Phrase(en="mean score", fr="score moyen"),
    "played": Phrase(en="{n} {n|game|games} played", fr="{n} {n|partie jouée|parties jouées}"),
    "deals": Phrase(en="{game}, {n} {n|deal|deals}", fr="{game}, {n} {n|donne|donnes}"),
    "rate_title": Phrase(en="Win rate, with its 95% interval",
                         fr="Taux de victoire, avec son intervalle à 95 %"),
    "score_title": Phrase(en="Score at the end of each game", fr="Score à la fin de chaque partie"),
    "ask_legal": Phrase(
        en="Does your strategy return one of the legal moves it is given, without playing it, "
           "on these {n} positions? {where}. Answer with your strategy function itself (its "
           "name without brackets, such as `choose`).",
        fr="Votre stratégie renvoie-t-elle l'un des coups permis qu'on lui donne, sans le "
           "jouer, sur ces {n} positions ? {where}. Répondez par votre fonction de stratégie "
           "elle-même (son nom sans parenthèses, comme `choose`).",
    ),
    "chose": Phrase(
        en="position {i} ({where}): your strategy chose `{move}`, a legal move ({n} to choose from)",
        fr="position {i} ({where}) : votre stratégie a choisi `{move}`, un coup permis ({n} "
           "{n|possible|possibles})",
    ),
    "not_a_move": Phrase(en="position {i} ({where}): your strategy returned {value}, which is not among the "
                            "legal moves it was given",
                         fr="position {i} ({where}) : votre stratégie a renvoyé {value}, qui n'est pas parmi "
                            "les coups permis qu'on lui a donnés"),
    "raised": Phrase(en="position {i} ({where}): your strategy stopped with an error, {error}",
                     fr="position {i} ({where}) : votre stratégie s'est arrêtée sur une erreur, {error}"),
    "changed": Phrase(
        en="position {i} ({where}): your strategy changed the position; it must only choose, and "
           "the engine plays the move",
        fr="position {i} ({where}) : votre stratégie a changé la position ; elle doit seulement "
           "choisir, et c'est le moteur qui joue le coup",
    ),
    "not_function": Phrase(
        en="your answer is not a function: give your strategy's name, without brackets, such "
           "as `choose`",
        fr="votre réponse n'est pas une fonction : donnez le nom de votre stratégie, sans "
           "parenthèses, comme `choose`",
    ),
    "count": Phrase(en="Your strategy fails on {n} of the {total} positions.",
                    fr="Votre stratégie échoue sur {n} des {total} positions."),
})

#: The positions a strategy is tried on: (what it is, in English and French; the game).
_TRIALS: list[tuple[dict, Callable[[], Game]]] = [
    (Phrase(en="Klondike, deal 1, the opening", fr="Klondike, donne 1, le début"),
     lambda: new_game("klondike", deal=1)),
    (Phrase(en="Klondike, only the stock can be dealt", fr="Klondike, on ne peut que tirer de la pioche"),
     lambda: position("klondike", {"stock": "(5D)", "tableau1": "KC", "tableau2": "KS", "tableau3": "KD",
                                   "tableau4": "KH", "tableau5": "JC", "tableau6": "JS", "tableau7": "9S"})),
    (Phrase(en="Klondike, only a redeal is left", fr="Klondike, il ne reste qu'une redistribution"),
     lambda: position("klondike", {"waste": "9C", "tableau1": "KC", "tableau2": "KS", "tableau3": "KD",
                                   "tableau4": "KH", "tableau5": "JC", "tableau6": "JS", "tableau7": "9S"})),
    (Phrase(en="Klondike, an Ace can go home", fr="Klondike, un As peut monter"),
     lambda: position("klondike", {"stock": "(2C) (TD)", "waste": "4H", "tableau1": "(4C) (7D) AS",
                                   "tableau2": "(9H) 3D", "tableau3": "KC QH", "tableau4": "5S"})),
    (Phrase(en="FreeCell, deal 1, the opening", fr="FreeCell, donne 1, le début"),
     lambda: new_game("freecell", deal=1)),
]


class StrategyCheck(Exercise):
    """"Does your strategy return a legal move?"  The answer is the strategy function
    ``choose(game, moves) -> move``; it is tried on each prepared position (a copy), given
    the list of legal moves, and must return one of them without changing the position."""

    def __init__(self, trials: list[tuple[dict, Callable[[], Game]]]) -> None:
        self.trials = [(Phrase.of(where), make) for where, make in trials]

    def ask(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        where = "; ".join(f"{i}) {where.text(lang)}" for i, (where, _) in enumerate(self.trials, 1))
        return say("bank_strategy.ask_legal", lang, n=len(self.trials), where=where)

    def games(self) -> list[Game]:
        """The prepared positions, as new games."""
        return [make() for _, make in self.trials]

    def answer(self) -> Callable[[Game, list], Any]:
        def first_legal_move(game: Game, moves: list) -> Any:
            return moves[0]
        return first_legal_move

    def _check(self, answer: Any, lang: str | None = None, reveal: bool | None = None) -> Result:
        lang = resolve_lang(lang)
        if not callable(answer):
            line = mark(False) + say("bank_strategy.not_function", lang)
            return self._result(False, [line], lang, reveal, wrong=1,
                                count_line=say("bank_strategy.count", lang, n=len(self.trials),
                                               total=len(self.trials)))
        lines, wrong = [], 0
        for i, (where, make) in enumerate(self.trials, 1):
            ok, line = self._try(answer, make(), i, where.text(lang), lang)
            wrong += not ok
            lines.append(mark(ok) + line)
        return self._result(wrong == 0, lines, lang, reveal, wrong=wrong,
                            count_line=say("bank_strategy.count", lang, n=max(wrong, 1),
                                           total=len(self.trials)))

    @staticmethod
    def _try(strategy: Callable, game: Game, i: int, where: str, lang: str) -> tuple[bool, str]:
        moves = game.legal_moves()
        before = game.position_key()
        try:
            chosen = strategy(game, list(moves))
        except Exception as error:  # noqa: BLE001 (any error of the learner's code is reported)
            return False, say("bank_strategy.raised", lang, i=i, where=where,
                              error=f"`{type(error).__name__}` ({error})")
        if game.position_key() != before:
            return False, say("bank_strategy.changed", lang, i=i, where=where)
        if chosen not in moves:
            value = repr(chosen)
            value = value if len(value) <= 40 else value[:37] + "..."
            return False, say("bank_strategy.not_a_move", lang, i=i, where=where, value=f"`{value}`")
        return True, say("bank_strategy.chose", lang, i=i, where=where, move=chosen, n=len(moves))


define_exercise("strategy.always_legal")(lambda: StrategyCheck(_TRIALS))


# --------------------------------------------------------------------------- the greedy player

GREEDY_PILES = {"stock": "(2C) (TD) (6S)", "waste": "AH", "tableau1": "AC", "tableau2": "(JD) 8S",
                "tableau3": "(5C) (8D) (2S) 7H", "tableau4": "KS QD"}
GREEDY_MOVES = ["t1-f1", "w-f2", "t3-t2", "deal"]


@define_exercise("strategy.greedy_pick")
def greedy_pick() -> PositionQuestion:
    """Which of four moves does the greedy player take?  (The highest ``move_value``.)"""
    game = position("klondike", GREEDY_PILES)
    moves = [game.parse_move(text) for text in GREEDY_MOVES]
    values = [move_value(game, move) for move in moves]
    best = max(values)
    if values.count(best) != 1:
        raise ValueError("the greedy player's choice must not be a tie")
    letters = "abcd"
    listed = {lang: "; ".join(f"**{letter})** `{move}` — {describe_move(game, move, lang)}"
                              for letter, move in zip(letters, moves)) for lang in ("en", "fr")}
    return PositionQuestion(
        game,
        Phrase(
            en=f"The greedy player takes the move that `move_value` rates highest. Which of these moves does "
               f"it play here? {listed['en']}. Answer with a letter.",
            fr=f"Le joueur glouton prend le coup que `move_value` note le plus haut. Lequel de ces coups "
               f"joue-t-il ici ? {listed['fr']}. Répondez par une lettre.",
        ),
        letters[values.index(best)],
        explanation=Phrase(
            en="A card to a foundation is worth 50 more, and a card taken from the waste 15 "
               "more: the Ace of the waste beats the Ace of a column (50) and the card that "
               "turns up a hidden one (40, plus one per hidden card).",
            fr="Une carte vers une fondation vaut 50 de plus, et une carte prise sur la défausse "
               "15 de plus : l'As de la défausse bat l'As d'une colonne (50) et la carte qui "
               "retourne une carte cachée (40, plus un par carte cachée).",
        ),
        hint=Phrase(
            en="Read `move_value` in the cell above: add up the points of each move.",
            fr="Lisez `move_value` dans la cellule ci-dessus : additionnez les points de chaque coup.",
        ))


# --------------------------------------------------------------------------- uncertainty

@define_exercise("strategy.twenty_deals")
def twenty_deals() -> Question:
    """Can 20 deals tell two players apart?"""
    (a_low, a_high), (b_low, b_high) = wilson_interval(5, 20), wilson_interval(8, 20)

    def spans(lang: str) -> dict:
        return {"a": f"{percent_text(a_low, lang, 0)}–{percent_text(a_high, lang, 0)}",
                "b": f"{percent_text(b_low, lang, 0)}–{percent_text(b_high, lang, 0)}"}
    en, fr = spans("en"), spans("fr")
    return Question(
        Phrase(en="On the same 20 deals, the greedy player wins 5 games and your player wins 8. Can you "
                  "conclude that your player is the better one? Answer `True` or `False`.",
               fr="Sur les mêmes 20 donnes, le joueur glouton gagne 5 parties et votre joueur en gagne 8. "
                  "Pouvez-vous conclure que votre joueur est le meilleur ? Répondez `True` (oui) ou `False` "
                  "(non)."),
        False,
        explanation=Phrase(
            en=f"No: with 20 deals the 95% intervals are {en['a']} for 5 wins and {en['b']} "
               f"for 8 wins. They overlap widely: luck alone could give such a difference. "
               f"Play hundreds of deals before you conclude.",
            fr=f"Non : avec 20 donnes, les intervalles à 95 % sont de {fr['a']} pour 5 "
               f"victoires et de {fr['b']} pour 8 victoires. Ils se recouvrent largement : la "
               f"chance seule pourrait donner un tel écart. Jouez des centaines de donnes avant "
               f"de conclure.",
        ),
        hint=Phrase(en="Think of the 95% interval of each win rate: would the two intervals overlap?",
                    fr="Pensez à l'intervalle à 95 % de chaque taux de victoire : les deux intervalles se "
                       "recouvriraient-ils ?"))


# --------------------------------------------------------------------------- explain why (the write-up)

explain_why("strategy.idea",
            question=Phrase(
                en="In one or two sentences: what idea does your strategy follow, and how does it "
                   "differ from the greedy player's?",
                fr="En une ou deux phrases : quelle idée votre stratégie suit-elle, et en quoi "
                   "diffère-t-elle de celle du joueur glouton ?",
            ))

explain_why("strategy.results",
            question=Phrase(
                en="What do your results show? Say how sure you are, given the number of deals and "
                   "the intervals.",
                fr="Que montrent vos résultats ? Dites à quel point vous en êtes sûr, vu le "
                   "nombre de donnes et les intervalles.",
            ))

explain_why("strategy.one_game",
            question=Phrase(
                en="In the game you replayed, where did your strategy go wrong, and what would you "
                   "change?",
                fr="Dans la partie que vous avez rejouée, où votre stratégie s'est-elle trompée, et "
                   "que changeriez-vous ?",
            ))


# --------------------------------------------------------------------------- results in words

def label(key: str, lang: str | None = None, **params: Any) -> str:
    """A word of the results (``"rate_title"``, ``"deals"``...) in the kit's language."""
    return say(f"bank_strategy.{key}", lang, **params)


def games_played(n: int, lang: str | None = None) -> str:
    """"20 games played", to replace a finished progress bar."""
    return label("played", lang, n=n)


def results_table(results: dict, lang: str | None = None, first: str = "player") -> Markdown:
    """``{player: [(outcome, score), ...]}`` (as :func:`~solitaire_nb.teaching.lessons.play_many`
    returns) as a table: games won, lost and stuck, the win rate with its 95 % interval
    (Wilson's) and the mean score.  ``first="game"`` heads the first column "game": one
    row per game rather than per player."""
    lang = resolve_lang(lang)
    heads = [label(key, lang) for key in (first, "won", "lost", "stuck", "win_rate", "mean_score")]
    rows = ["| " + " | ".join(heads) + " |", "|---|---:|---:|---:|---:|---:|"]
    for name, games in results.items():
        outcomes = [str(outcome) for outcome, _ in games]
        n, wins = len(games), outcomes.count("won")
        low, high = wilson_interval(wins, n)
        rate = (f"{percent_text(wins / n if n else 0, lang, 0)} "
                f"({percent_text(low, lang, 0)}–{percent_text(high, lang, 0)})")
        mean = sum(score for _, score in games) / n if n else 0.0
        mean_text = number_text(mean, lang)
        rows.append(f"| {name} | {wins} | {outcomes.count('lost')} | {outcomes.count('stuck')} | {rate} | "
                    f"{mean_text} |")
    return Markdown("\n".join(rows))
