"""solitaire_nb — a Jupyter teaching kit for the solitaire games of the AisleRiot manual.

The engine (this package, pure Python) speaks the glossary's words: every
rule is a named object of :mod:`solitaire_nb.vocabulary` with its English and
French text in ``glossary/``.

    >>> import solitaire_nb as sn
    >>> g = sn.new_game("freecell", deal=1)
    >>> [str(c) for c in g.pile("tableau1").cards]
    ['JD', 'KD', '2S', '4C', '3S', '6D', '6S']
"""

from .cards import (
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
from .game import Game, IllegalMove, Move, game_info, list_games, new_game, position
from .glossary import get_lang, set_lang
from .notation import NotationError
from .piles import Refusal
from .serialize import PositionError, load_game
from .show import show

__version__ = "0.1.0"


def play(name_or_game="klondike", deal=None, **options):
    """Show a game on the interactive table (needs ipycanvas): ``sn.play("klondike", deal=7)``."""
    from .widget import Table
    game = name_or_game if isinstance(name_or_game, Game) else new_game(name_or_game, deal,
                                                                        **options)
    return Table(game)


__all__ = ["Card", "CardCodeError", "Deck", "Game", "IllegalMove", "Move", "NotationError",
           "PositionError", "Refusal", "STANDARD_DECK", "DOUBLE_DECK", "TRIPLE_DECK", "JOKER_DECK",
           "ONE_SUIT_DECK", "TWO_SUIT_DECK", "stripped_deck", "parse_cards", "game_info",
           "get_lang", "set_lang", "list_games", "load_game", "new_game", "play", "position",
           "show"]
