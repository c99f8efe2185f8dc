"""The table of the game declared in :mod:`solitaire_nb.games.scuffle`, the same as
:mod:`solitaire_nb.table.layouts.auld_lang_syne`'s."""

from .auld_lang_syne import LAYOUT

__all__ = ["LAYOUT"]
