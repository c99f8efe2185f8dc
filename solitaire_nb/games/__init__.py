"""Every game of the kit, one short declaration per module, found automatically.

Each module of this package (not its sub-packages, which hold what families
of games share) declares one or more games with
:func:`solitaire_nb.rules.register`.  Importing this package imports every such
module, so adding a game is adding its module.
"""

from __future__ import annotations

import importlib
import pkgutil


def game_modules() -> list[str]:
    """The names of the game modules of this package, in alphabetical order."""
    return sorted(info.name for info in pkgutil.iter_modules(__path__) if not info.ispkg)


for _name in game_modules():
    importlib.import_module(f"{__name__}.{_name}")
