"""The words of progress files in English and French: why a file or a game is set aside,
the warnings of :func:`~solitaire_nb.records.progress.read_progress`, and the headings of
its tables (:class:`Headings`)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from ..text.language import resolve_lang
from ..text.phrases import Phrase, define

define("progress", {
    # what is wrong with a file or a part of it
    "the_file": Phrase(en="the file", fr="le fichier"),
    "field": Phrase(en="field '{name}'", fr="champ '{name}'"),
    "a_game": Phrase(en="game {n}", fr="partie {n}"),
    "an_exercise": Phrase(en="exercise {n}", fr="exercice {n}"),
    "in_game": Phrase(en="game {n}: {what}", fr="partie {n}\u00a0: {what}"),
    "in_exercise": Phrase(en="exercise {n}: {what}", fr="exercice {n}\u00a0: {what}"),
    "type": Phrase(en="{what} must be of type {kinds}, not {kind}",
                   fr="{what} doit être de type {kinds}, pas {kind}"),
    "fields": Phrase(en="{n|a missing or unknown field|missing or unknown fields}: {names}",
                     fr="{n|un champ manquant ou inconnu|des champs manquants ou inconnus}\u00a0: {names}"),
    "elapsed": Phrase(en="'elapsed' must be a number of seconds",
                      fr="'elapsed' doit être un nombre de secondes"),
    "too_many_moves": Phrase(en="more than {n} moves", fr="plus de {n} coups"),
    "move_text": Phrase(en="every move must be a short text in notation",
                        fr="chaque coup doit être un court texte en notation"),
    "auto_moves": Phrase(en="'auto_moves' must map move numbers to lists of moves",
                         fr="'auto_moves' doit associer des numéros de coups à des listes de coups"),
    "too_long": Phrase(en="{what} is too long", fr="{what} est trop long"),
    "not_time": Phrase(en="{what} is not a date and time: {text}",
                       fr="{what} n'est pas une date et une heure\u00a0: {text}"),
    "replay": Phrase(en="game {n} ({game}, deal {deal}): {why}",
                     fr="partie {n} ({game}, donne {deal})\u00a0: {why}"),
    "says_won": Phrase(en="the file says won, the moves say otherwise",
                       fr="le fichier dit gagnée, les coups disent le contraire"),
    "says_not_won": Phrase(en="the file says not won, the moves say otherwise",
                           fr="le fichier dit non gagnée, les coups disent le contraire"),
    "score": Phrase(en="the file says score {said}, the moves give {score}",
                    fr="le fichier dit score {said}, les coups donnent {score}"),
    "won_in_progress": Phrase(en="a game in progress cannot be won",
                              fr="une partie en cours ne peut pas être gagnée"),
    "too_large": Phrase(en="the file is too large ({size} bytes, at most {limit})",
                        fr="le fichier est trop gros ({size} octets, au plus {limit})"),
    "not_json": Phrase(en="not a JSON text: {why}", fr="pas un texte JSON\u00a0: {why}"),
    "not_progress": Phrase(en="not a solitaire_nb progress file (format {format})",
                           fr="pas un fichier de progression solitaire_nb (format {format})"),
    "version": Phrase(en="version {version} is not supported (this reads {versions})",
                      fr="la version {version} n'est pas prise en charge (celle-ci lit {versions})"),
    "player": Phrase(en="field 'player' must be a name", fr="le champ 'player' doit être un nom"),
    "too_many": Phrase(en="more than {n} games or exercises", fr="plus de {n} parties ou exercices"),
    "stat_row": Phrase(en="every statistics row needs exactly the fields {names}",
                       fr="chaque ligne de statistiques doit avoir exactement les champs {names}"),
    "attempts": Phrase(en="'attempts' must be a whole number from 1",
                       fr="'attempts' doit être un nombre entier à partir de 1"),
    "points": Phrase(en="'points' must be 0 or 1 as 'correct' says (null for an answer not graded)",
                     fr="'points' doit valoir 0 ou 1 comme le dit 'correct' (null pour une réponse non "
                        "notée)"),
    "order": Phrase(en="the last attempt comes before the first", fr="le dernier essai précède le premier"),
    "twice": Phrase(en="exercise {name} is listed twice", fr="l'exercice {name} figure deux fois"),
    "unreadable": Phrase(en="cannot be read: {why}", fr="illisible\u00a0: {why}"),
    "not_folder": Phrase(en="{folder} is not a folder of progress files",
                         fr="{folder} n'est pas un dossier de fichiers de progression"),
    # what the teacher reads: problems and warnings
    "file_skipped": Phrase(en="file skipped: {problem}", fr="fichier écarté\u00a0: {problem}"),
    "game_set_aside": Phrase(
        en="{problem} (this game is set aside; the rest of the file is read)",
        fr="{problem} (cette partie est écartée\u00a0; le reste du fichier est lu)"),
    "exercise_set_aside": Phrase(
        en="{problem} (this exercise is set aside; the rest of the file is read)",
        fr="{problem} (cet exercice est écarté\u00a0; le reste du fichier est lu)"),
    "copied": Phrase(
        en="{n} of its {n|game or answer is|games or answers are} the same as in {other} ({player}): "
           "the same moves or answers at the same times, to the microsecond. One of the two files is "
           "likely a copy of the other; both are read.",
        fr="{n} de ses {n|parties ou réponses est identique|parties ou réponses sont identiques} à celles de "
           "{other} ({player})\u00a0: mêmes coups ou réponses aux mêmes instants, à la microseconde près. "
           "L'un des deux fichiers est sans doute une copie de l'autre\u00a0; les deux sont lus."),
    "same_name": Phrase(
        en="the player {player} is also the player of {other}: the tables show their rows under one name",
        fr="le joueur {player} est aussi celui de {other}\u00a0: les tableaux montrent leurs lignes sous un "
           "même nom"),
    "warning": Phrase(en="{file}: {problem}", fr="{file}\u00a0: {problem}"),
    "no_game": Phrase(en="there is no game {i}: the games are numbered 1 to {n}",
                      fr="il n'y a pas de partie {i}\u00a0: les parties sont numérotées de 1 à {n}"),
    "no_game_one": Phrase(en="there is no game {i}: the only game is game 1",
                          fr="il n'y a pas de partie {i}\u00a0: la seule partie est la partie 1"),
    "no_games": Phrase(en="there is no game {i}: no game was read", fr="il n'y a pas de partie {i}\u00a0: "
                                                                        "aucune partie n'a été lue"),
})

#: The headings of the tables of a class summary, by the name code uses.
HEADINGS = {
    "player": Phrase(en="player", fr="élève"),
    "game": Phrase(en="game", fr="jeu"),
    "deal": Phrase(en="deal", fr="donne"),
    "in_progress": Phrase(en="in_progress", fr="en cours"),
    "won": Phrase(en="won", fr="gagnée"),
    "score": Phrase(en="score", fr="score"),
    "elapsed": Phrase(en="elapsed", fr="durée"),
    "moves": Phrase(en="moves", fr="coups"),
    "finished": Phrase(en="finished", fr="terminée"),
    "assisted": Phrase(en="assisted", fr="assistée"),
    "file": Phrase(en="file", fr="fichier"),
    "played": Phrase(en="played", fr="jouées"),
    "won_count": Phrase(en="won", fr="gagnées"),
    "win_rate": Phrase(en="win_rate", fr="taux de victoire"),
    "in_progress_count": Phrase(en="in_progress", fr="en cours"),
    "exercise": Phrase(en="exercise", fr="exercice"),
    "attempts": Phrase(en="attempts", fr="essais"),
    "answer": Phrase(en="answer", fr="réponse"),
    "correct": Phrase(en="correct", fr="juste"),
    "points": Phrase(en="points", fr="points"),
    "first": Phrase(en="first", fr="premier essai"),
    "last": Phrase(en="last", fr="dernier essai"),
}


class Headings(Mapping[str, str]):
    """The headings of the tables in one language: ``headings.player`` (or
    ``headings["player"]``) is the column the code means by ``player`` ("player" in
    English, "élève" in French), so that the same code reads a table in either language.
    In the summary, ``won`` and ``in_progress`` are counts: ``won_count``,
    ``in_progress_count`` (the same words in English)."""

    def __init__(self, lang: str | None = None) -> None:
        self.lang = resolve_lang(lang)
        self._texts = {key: phrase.text(self.lang) for key, phrase in HEADINGS.items()}

    def __getitem__(self, key: str) -> str:
        return self._texts[key]

    def __getattr__(self, key: str) -> str:
        try:
            return self.__dict__["_texts"][key]
        except KeyError:
            raise AttributeError(f"no heading {key!r}: the headings are {', '.join(HEADINGS)}") from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._texts)

    def __len__(self) -> int:
        return len(self._texts)

    def __repr__(self) -> str:
        return f"Headings({self.lang!r})"


__all__ = ["HEADINGS", "Headings"]
