"""What the table writes on an empty pile, and the notes a game writes beside its piles.

An empty pile shows its outline and, where it helps, a word: an empty foundation the
rank it needs (``"A"``, ``"8"`` where the deal chose eights), the pile of removed cards
its name, a stock, waste, reserve or free cell the kind of pile it is; an empty
tableau pile or slot shows nothing (its place says it all), and no pile shows its
number.  A game's module of layouts (:mod:`solitaire_nb.table.layouts`) may add notes
on the felt with ``notes(game, geometry, lang)``: the Clock's hours, the scores of
Poker's hands.

Pure Python: no widget import here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable

from ..engine.pile import Pile
from ..engine.position import Position
from ..games.plait import PlaitFoundations
from ..rules.cards import RANK_INDEX
from ..rules.chosen_base import ChosenBaseFoundations
from ..rules.pairs import Discard
from ..rules.piles import Foundations
from ..rules.roles import Role
from ..rules.run_foundations import RunFoundations
from ..text.phrases import get
from .geometry import Geometry
from .words import InEachLanguage  # noqa: F401  (the table's phrases: "table.removed")

#: A note on the felt: (x, y, text), its centre in logical pixels.
Note = tuple[float, float, str]


def empty_label(game: Position, pile: Pile, lang: str) -> str | None:
    """The word an empty ``pile`` shows (None: its outline alone)."""
    group = pile.group
    if isinstance(group, Discard):
        return get("table.removed").text(lang)
    if isinstance(group, Foundations):
        return needed_rank(game, pile, lang)
    if pile.role == Role.TABLEAU:
        return None
    return group.role.label(lang)


def needed_rank(game: Position, pile: Pile, lang: str) -> str | None:
    """The rank an empty foundation takes first, as a card's corner writes it (``"A"``,
    French ``"R"`` for a King), when there is one rank and the game knows it already."""
    group = pile.group
    if isinstance(group, (RunFoundations, ChosenBaseFoundations, PlaitFoundations)):
        ranks: tuple | None = (group.base_rank(game),)      # runs too, a chosen base, Plait's
    elif not isinstance(group, Foundations) or not group.built_by_plain_rule():
        return None
    else:
        ranks = group.index_ranks(game, pile)
    if not ranks or len(ranks) != 1 or not isinstance(ranks[0], int) or not 0 < ranks[0] < 14:
        return None
    return RANK_INDEX[lang][ranks[0]]


def game_notes(game: Position, geometry: Geometry, lang: str) -> list[Note]:
    """The notes the game's module of layouts writes on the felt (none if it has no ``notes``)."""
    writer = _notes_writer(game.ruleset.info.module)
    return list(writer(game, geometry, lang)) if writer is not None else []


_WRITERS: dict[str, Callable | None] = {}


def _notes_writer(module: str) -> Callable | None:
    if module not in _WRITERS:
        package, _, name = module.rpartition(".")
        writer = None
        if package == "solitaire_nb.games":
            try:
                writer = getattr(importlib.import_module(f"{__package__}.layouts.{name}"), "notes", None)
            except ModuleNotFoundError as error:
                if error.name != f"{__package__}.layouts.{name}":
                    raise
        _WRITERS[module] = writer
    return _WRITERS[module]
