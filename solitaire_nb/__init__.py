"""solitaire_nb — a Jupyter teaching kit for the solitaire games of the AisleRiot manual.

The engine (pure Python) speaks the glossary's words: every rule is a named
object of :mod:`solitaire_nb.rules` with its English and French text in
``glossary/``.  The layers, bottom to top: :mod:`.text` (language, glossary,
phrases), :mod:`.rules` (the vocabulary games are declared in), :mod:`.engine`
(positions and play), :mod:`.games` (one declaration per game), :mod:`.table`
and :mod:`.teaching`.  This module gathers the public API.

    >>> import solitaire_nb as sn
    >>> g = sn.new_game("freecell", deal=1)
    >>> [str(c) for c in g.pile("tableau1").cards]
    ['JD', 'KD', '2S', '4C', '3S', '6D', '6S']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import games  # noqa: F401  (registers every game)
from .engine.game import Game, Snapshot
from .engine.hints import Hint, Plan
from .engine.loading import load_game, position
from .engine.moves import IllegalMove, Move, MoveKind
from .engine.notation import NotationError
from .engine.outcome import Outcome, OutcomeState
from .engine.ruleset import Ruleset
from .engine.saving import PositionError
from .engine.solver import SolveResult, Verdict
from .engine.start import new_game
from .rules.cards import (
    DOUBLE_DECK,
    JOKER_DECK,
    ONE_SUIT_DECK,
    STANDARD_DECK,
    TRIPLE_DECK,
    TWO_SUIT_DECK,
    Card,
    CardCodeError,
    Deck,
    parse_cards,
    stripped_deck,
)
from .rules.declaration import game_info, list_games
from .rules.piles import Refusal
from .table import svg as _svg  # noqa: F401  (installs the SVG picture a game shows in Jupyter)
from .table.show import show
from .text.language import get_lang, set_lang

if TYPE_CHECKING:
    from .table.widget import Table

__version__ = "0.1.0"


#: Keywords of :func:`play` that set the table rather than the game.
TABLE_SETTINGS = ("lang", "card_size", "large_print", "four_colours", "celebrate", "autosave", "player",
                  "store")


def play(name_or_game: str | Game = "klondike", deal: int | None = None, **options: Any) -> Table:
    """Show a game on the interactive table (needs ipycanvas): ``sn.play("klondike", deal=7)``.

    The game's options go as keywords (``draw=3``), and so do the table's settings:
    ``lang``, ``card_size``, ``large_print``, ``four_colours``, ``celebrate``, ``autosave``,
    ``player``, ``store`` (see :class:`~solitaire_nb.table.widget.Table`).  Given a game's
    name, the table offers to resume the player's unfinished game of that deal and
    options, if one was saved.

    Each call makes a new table.  Showing the table it returns in two cells
    (``table = sn.play(...)``, then ``table`` again later) shows the same live table twice,
    two windows on one game; ``table.copy()`` makes an independent table that starts
    from the same position.  Given a game, the table shows that very game, so moves made
    in code on it appear on the table.
    """
    from .table.widget import Table
    settings = {key: options.pop(key) for key in TABLE_SETTINGS if key in options}
    game = name_or_game if isinstance(name_or_game, Game) else new_game(name_or_game, deal,
                                                                        **options)
    table = Table(game, **settings)
    if not isinstance(name_or_game, Game):
        table.offer_resume()
    return table


def set_player(name: str | None) -> None:
    """Save games and exercise answers under ``name`` from now on (None: the computer's user
    name): see :func:`solitaire_nb.records.store.set_player`."""
    from .records.store import set_player as choose
    choose(name)


def statistics(player: str | None = None, game: str | None = None, store: Any = None) -> Any:
    """The record at each game (a pandas DataFrame): see :func:`solitaire_nb.records.stats.statistics`."""
    from .records.stats import statistics as table_of_statistics
    return table_of_statistics(player, game, store)


def export_progress(path: Any, player: str | None = None, store: Any = None) -> Any:
    """Write a player's progress file for the teacher: see
    :func:`solitaire_nb.records.progress.export_progress`."""
    from .records.progress import export_progress as export
    return export(path, player, store)


def read_progress(folder: Any) -> Any:
    """Read a folder of progress files: see :func:`solitaire_nb.records.progress.read_progress`."""
    from .records.progress import read_progress as read
    return read(folder)


def difficulty(game_id: str, **options: Any) -> Any:
    """How hard a game is, measured by the solver and the kit's players: see
    :func:`solitaire_nb.teaching.difficulty.difficulty`."""
    from .teaching.difficulty import difficulty as measured
    return measured(game_id, **options)


def puzzles(game_id: str, level: int | None = None) -> Any:
    """A game's certified puzzles: see :func:`solitaire_nb.teaching.puzzles.puzzles`."""
    from .teaching.puzzles import puzzles as stored
    return stored(game_id, level)


def has_decisions(game_id: str) -> bool:
    """Can a choice of move ever change how a game ends?
    See :func:`solitaire_nb.teaching.puzzles.has_decisions`."""
    from .teaching.puzzles import has_decisions as decides
    return decides(game_id)


__all__ = ["Card", "CardCodeError", "Deck", "Game", "IllegalMove", "Move", "MoveKind", "NotationError",
           "Ruleset", "Snapshot", "Outcome", "OutcomeState", "Hint", "Plan", "SolveResult", "Verdict",
           "PositionError", "Refusal", "STANDARD_DECK", "DOUBLE_DECK", "TRIPLE_DECK", "JOKER_DECK",
           "ONE_SUIT_DECK", "TWO_SUIT_DECK", "stripped_deck", "parse_cards", "game_info",
           "get_lang", "set_lang", "list_games", "load_game", "new_game", "play", "position",
           "show", "set_player", "statistics", "export_progress", "read_progress", "difficulty", "puzzles",
           "has_decisions"]
