"""The questions of the variant project (``21_your_variant``), and how a learner's game is registered.

- :func:`register_variant` registers a game declared in a notebook under an id, with no
  sentence to write in two languages (its name is its id), and so that registering the
  same id again, after a change, takes effect at once.
- ``variant.open_klondike`` and ``variant.closed_foundations`` check a variant of
  Klondike: it must be registered, deal and play, and differ from Klondike in exactly the
  rule the task names, compared aspect by aspect in the glossary's words
  (:mod:`solitaire_nb.teaching.compare`).
- Three "explain why" questions make the project's write-up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.start import new_game
from ...rules.concept import Concept
from ...rules.declaration import Declaration, game_info, list_games, register, resolve_options
from ...rules.empty import ANY_CARD
from ...rules.foundations import OUT_OF_PLAY
from ...text.language import resolve_lang
from ...text.phrases import Phrase, define, get, say
from ..compare import aspects
from ..feedback import Exercise, Result, mark
from .registry import define as define_exercise
from .registry import explain_why

define("bank_variant", {
    "summary": Phrase(en="A game composed in class from the pieces of the glossary.",
                      fr="Un jeu composé en classe avec les pièces du glossaire."),
    "ask": Phrase(
        en="Declare a variant of {base} in which {task}, and nothing else changes. Register it as "
           "`{game_id}` with `register_variant`, then answer with its id, `\"{game_id}\"`.",
        fr="Déclarez une variante de {base} dans laquelle {task}, et rien d'autre ne change. "
           "Enregistrez-la sous l'identifiant `{game_id}` avec `register_variant`, puis répondez par "
           "cet identifiant, `\"{game_id}\"`.",
    ),
    "not_an_id": Phrase(
        en="your answer is not a game id: answer with the id you registered, between quotes",
        fr="votre réponse n'est pas un identifiant de jeu : répondez par l'identifiant que vous "
           "avez enregistré, entre guillemets",
    ),
    "unknown": Phrase(
        en="no game is registered as `{game_id}`: run the cell that registers it",
        fr="aucun jeu n'est enregistré sous `{game_id}` : exécutez la cellule qui l'enregistre",
    ),
    "broken": Phrase(en="`{game_id}` cannot be dealt: {error}",
                     fr="`{game_id}` ne peut pas être distribué : {error}"),
    "plays": Phrase(en="`{game_id}` is registered and deals: deal 1 starts with {n} legal {n|move|moves}",
                    fr="`{game_id}` est enregistré et se distribue : la donne 1 commence avec {n} {n|coup "
                       "permis|coups permis}"),
    "wanted": Phrase(en="{aspect}: {here}, as the task asks",
                     fr="{aspect} : {here}, comme le demande la tâche"),
    "missing": Phrase(en="{aspect}: still {there}, as in {base}; the task asks for « {wanted} »",
                      fr="{aspect} : toujours {there}, comme dans {base} ; la tâche demande « {wanted} »"),
    "other": Phrase(en="{aspect}: {here}; the task asks for « {wanted} »",
                    fr="{aspect} : {here} ; la tâche demande « {wanted} »"),
    "extra": Phrase(en="{aspect}: here {here}, in {base} {there}; the task does not ask for this change",
                    fr="{aspect} : ici {here}, dans {base} {there} ; la tâche ne demande pas ce changement"),
    "count": Phrase(en="{n} {n|point differs|points differ} from what the task asks.",
                    fr="{n} {n|point diffère|points diffèrent} de ce que demande la tâche."),
})


def register_variant(game_id: str, build: Callable[..., Declaration], resembles: str = "klondike") -> str:
    """Register the game declared by ``build()`` as ``game_id`` (its name is its id) and
    return the id.  Registering an id again replaces the game, even if it was played."""
    register(game_id, names=Phrase(en=game_id, fr=game_id),
             summary=dict(get("bank_variant.summary").texts), resembles=resembles)(build)
    return game_id


class VariantTask(Exercise):
    """"Declare a variant of ``base`` in which ``task``": the answer is the id of the game
    the learner registered; it must deal, and differ from ``base`` in the aspect ``aspect``
    (a (pile role, facet) pair of :mod:`..compare`), which must read ``wanted``, and in
    nothing else."""

    def __init__(self, game_id: str, task: dict, aspect: tuple[str, str], wanted: Concept,
                 base: str = "klondike") -> None:
        self.game_id, self.task, self.aspect = game_id, Phrase.of(task), aspect
        self.wanted, self.base = wanted, base

    def ask(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        return say("bank_variant.ask", lang, base=game_info(self.base).name(lang), task=self.task.text(lang),
                   game_id=self.game_id)

    def answer(self) -> str:
        return self.game_id

    def _check(self, answer: Any, lang: str | None = None, reveal: bool | None = None) -> Result:
        lang = resolve_lang(lang)
        lines, wrong = self._lines(answer, lang)
        return self._result(wrong == 0, lines, lang, reveal, wrong=wrong, concepts=[self.wanted],
                            count_line=say("bank_variant.count", lang, n=max(wrong, 1)))

    def _lines(self, answer: Any, lang: str) -> tuple[list[str], int]:
        if not isinstance(answer, str) or not answer.strip():
            return [mark(False) + say("bank_variant.not_an_id", lang)], 1
        game_id = answer.strip()
        if game_id not in list_games():
            return [mark(False) + say("bank_variant.unknown", lang, game_id=game_id)], 1
        info = game_info(game_id)
        try:
            declaration = info.build(**resolve_options(info, {}))
            moves = len(new_game(game_id, deal=1).legal_moves())
        except Exception as error:  # noqa: BLE001 (any mistake of the learner's declaration is reported)
            return [mark(False) + say("bank_variant.broken", lang, game_id=game_id,
                                      error=f"`{type(error).__name__}` ({error})")], 1
        lines = [mark(True) + say("bank_variant.plays", lang, game_id=game_id, n=moves)]
        base_name = game_info(self.base).name(lang)
        here = aspects(declaration, lang)
        there = aspects(new_game(self.base, deal=1).declaration, lang)
        wanted = self.wanted.label(lang)
        wrong = 0
        for key in list(here) + [k for k in there if k not in here]:
            mine, theirs = here.get(key), there.get(key)
            name = (mine or theirs)[0]
            if key == self.aspect:
                value = mine[1] if mine else ""
                if value == wanted:
                    lines.append(mark(True) + say("bank_variant.wanted", lang, aspect=name, here=value))
                    continue
                wrong += 1
                if theirs is not None and value == theirs[1]:
                    line = say("bank_variant.missing", lang, aspect=name, there=value, base=base_name,
                               wanted=wanted)
                else:
                    line = say("bank_variant.other", lang, aspect=name, here=value, wanted=wanted)
                lines.append(mark(False) + line)
            elif mine is None or theirs is None or mine[1] != theirs[1]:
                wrong += 1
                lines.append(mark(False) + say("bank_variant.extra", lang, aspect=name, base=base_name,
                                               here=mine[1] if mine else "—",
                                               there=theirs[1] if theirs else "—"))
        return lines, wrong


define_exercise("variant.open_klondike")(lambda: VariantTask(
    "open_klondike",
    Phrase(en="an empty column of the tableau takes any card, not only a King",
           fr="une colonne vide du tableau accepte n'importe quelle carte, pas seulement un Roi"),
    ("tableau", "empty"), ANY_CARD))

define_exercise("variant.closed_foundations")(lambda: VariantTask(
    "closed_foundations",
    Phrase(en="a card placed on a foundation stays there, as in FreeCell",
           fr="une carte posée sur une fondation y reste, comme au FreeCell"),
    ("foundation", "play"), OUT_OF_PLAY))


# --------------------------------------------------------------------------- explain why (the write-up)

explain_why(
    "variant.predict",
    question=Phrase(
        en="Before measuring: will an empty column that takes any card make Klondike easier or "
           "harder to win? Why?",
        fr="Avant de mesurer : une colonne vide qui accepte n'importe quelle carte rendra-t-elle le "
           "Klondike plus facile ou plus difficile à gagner ? Pourquoi ?",
    ),
    concept="empty_any_card")

explain_why(
    "variant.measured",
    question=Phrase(
        en="What did the greedy player's results show for your variants? Did they match your "
           "prediction, and how sure are you?",
        fr="Qu'ont montré les résultats du joueur glouton pour vos variantes ? Correspondent-ils à "
           "votre prévision, et à quel point en êtes-vous sûr ?",
    ))

explain_why(
    "variant.own_game",
    question=Phrase(
        en="Your own game: which game did you start from, which pieces did you change, and what did "
           "you want each change to do in play? Quote the rules the engine printed.",
        fr="Votre propre jeu : de quel jeu êtes-vous parti, quelles pièces avez-vous changées, et "
           "que vouliez-vous que chaque changement fasse en jeu ? Citez les règles que le moteur "
           "a écrites.",
    ))
