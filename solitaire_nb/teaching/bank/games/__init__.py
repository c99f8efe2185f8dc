"""The questions of the game notebooks (``notebooks/source/games/<game>.py``), one module per
game, each question known as ``"<game>.<exercise id>"`` (``exercise("accordion.two_ways")``).

A game notebook's ask cell names its question and shows the position (``q.game``); the words
of the question, its expected answer (worked out from the engine), the explanation shown once
it is right and the hint shown when it is wrong are here, so the student editions give none
of them away.  Every module of this package is loaded here (the Yield module is ``yield_``,
``yield`` being a Python keyword).
"""

from __future__ import annotations

import importlib
import pkgutil

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")
