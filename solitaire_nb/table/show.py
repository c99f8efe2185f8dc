"""Static pictures of a position for notebooks: ``sn.show(game, select=("tableau3", 1))``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.game import Game
from ..text.language import resolve_lang
from .cards import STANDARD, Design
from .layout import DEFAULT_WIDTH
from .sizes import table_width

if TYPE_CHECKING:
    from .svg import Selection


class Picture:
    """A picture of a position (SVG and PNG), with a selection and its legal
    destinations highlighted.  Drawn once, so the output is reproducible."""

    def __init__(self, game: Game, select: Selection | None = None, lang: str | None = None,
                 width: float = DEFAULT_WIDTH, design: Design = STANDARD, labels: bool = False) -> None:
        from .svg import game_scene
        self.lang = resolve_lang(lang)
        self.design = design
        self.geometry, self.items = game_scene(game, select, self.lang, width, design, labels)
        self.title = game.title(self.lang) + (f" — {game.deal}" if game.deal is not None else "")
        self.text = game.to_text(history=False)
        self.targets = []
        if select is not None:
            from .svg import static_view
            self.targets = list(static_view(game, select, lang).targets)

    def svg(self) -> str:
        """The picture as SVG text."""
        from .svg import scene_svg
        return scene_svg(self.items, self.geometry.width, self.geometry.height, self.title, self.text)

    def png(self) -> bytes:
        """The picture as PNG bytes."""
        from .png import scene_png
        return scene_png(self.items, self.geometry.width, self.geometry.height)

    def _repr_png_(self) -> bytes:
        # Shown everywhere, even in an untrusted notebook (where JupyterLab refuses SVG).
        return self.png()

    def _repr_svg_(self) -> str:
        # The vector picture, for GitHub and nbviewer.
        return self.svg()

    def __repr__(self) -> str:
        from ..text.phrases import say
        from . import words  # noqa: F401  (defines the table's phrases)

        extra = ""
        if self.targets:
            extra = "\n" + say("table.destinations", self.lang, targets=", ".join(self.targets))
        return f"{self.title}\n{self.text}{extra}"


def show(game: Game, select: Selection | None = None, lang: str | None = None, *,
         large_print: bool = False, four_colours: bool = False, card_size: str | None = None,
         labels: bool = False) -> Picture:
    """A picture of ``game``; ``select=(pile_id, count)`` (or a pile id) highlights
    those cards and every legal destination.  ``large_print`` and ``four_colours``
    draw the cards as the table's settings of those names do; ``card_size``
    (``"small"`` ... ``"extra_large"``) sizes the cards as on the table (by default
    the picture has a fixed width); ``labels=True`` puts each pile's code (``t3``, ``w``,
    ``f1``: names an answer may use) on a tag at the top of the pile."""
    design = Design(large_print, four_colours)
    width = DEFAULT_WIDTH if card_size is None else table_width(game, card_size)
    return Picture(game, select, lang, width, design, labels)
