"""The games' options as the table's menu shows them: a short name and readable values.

A game declares each option with a full sentence (``Choice.labels``: what it does,
where AisleRiot calls it something else); the menu shows a short name (the sentence
becomes its tooltip) and each value in words, "Draw: 1 card / 3 cards", in the
table's language.  An option of a learner's game that is not listed here shows its
sentence and its values as they are (``True`` and ``False`` as yes and no).

Pure Python: no widget import here.
"""

from __future__ import annotations

from typing import Any

from ..text.phrases import Phrase

YES = Phrase(en="yes", fr="oui")
NO = Phrase(en="no", fr="non")

#: The short name of each option the kit's games declare.
OPTION_NAMES = {
    "draw": Phrase(en="Draw", fr="Pioche"),
    "redeals": Phrase(en="Redeals", fr="Redistributions"),
    "scoring": Phrase(en="Score", fr="Score"),
    "random_gaps": Phrase(en="Random gaps on a redeal", fr="Cases vides au hasard"),
    "build": Phrase(en="Build", fr="Construction"),
    "suits": Phrase(en="Suits", fr="Couleurs"),
    "shuffle": Phrase(en="Shuffle mode", fr="Mode brassé"),
    "temp_slots": Phrase(en="Temporary slots", fr="Emplacements temporaires"),
    "multiplier": Phrase(en="Multiplier scoring", fr="Multiplicateur de score"),
    "progressive": Phrase(en="Progressive rounds", fr="Manches progressives"),
}

#: Values in words, by option name then value (a value not listed: see :func:`value_text`).
VALUE_WORDS: dict[str, dict[Any, Phrase]] = {
    "draw": {1: Phrase(en="1 card", fr="1 carte"), 3: Phrase(en="3 cards", fr="3 cartes")},
    "redeals": {0: Phrase(en="none", fr="aucune"), "unlimited": Phrase(en="unlimited", fr="illimitées")},
    "scoring": {"aisleriot": Phrase(en="cards on the foundations", fr="cartes sur les fondations"),
                "time_and_moves": Phrase(en="time and moves", fr="temps et coups")},
    "build": {"alternating_colours": Phrase(en="red on black, black on red",
                                            fr="rouge sur noir, noir sur rouge"),
              "same_suit": Phrase(en="same suit", fr="même couleur")},
    "suits": {4: Phrase(en="4 suits", fr="4 couleurs"), 2: Phrase(en="2 suits (♥ ♠)", fr="2 couleurs (♥ ♠)"),
              1: Phrase(en="1 suit (♠)", fr="1 couleur (♠)")},
}


def option_name(name: str, labels: Any, lang: str) -> str:
    """The short name of option ``name`` (its sentence ``labels`` if it has none; else ``name``)."""
    if name in OPTION_NAMES:
        return OPTION_NAMES[name].text(lang)
    return Phrase.of(labels).text(lang) if labels else name


def option_tip(labels: Any, lang: str) -> str:
    """The option's full sentence (what it does), for its tooltip."""
    return Phrase.of(labels).text(lang) if labels else ""


def value_text(name: str, value: Any, lang: str) -> str:
    """Value ``value`` of option ``name`` in words: its own words, yes or no, else as written."""
    words = VALUE_WORDS.get(name, {})
    if value in words and not isinstance(value, bool):
        return words[value].text(lang)
    if isinstance(value, bool):
        return (YES if value else NO).text(lang)
    if value == "unlimited":
        return VALUE_WORDS["redeals"]["unlimited"].text(lang)
    return str(value)
