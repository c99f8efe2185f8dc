"""The table's controls: the toolbar and its menu.

The toolbar holds the actions a player uses all the time (New game, Restart, Undo,
Redo, Hint, Deal) and the menu button; the menu (hidden until asked for) holds the
rest: a deal by its number, the solver's buttons, the helpers (movable cards,
autoplay), the language, the game's options in words (:mod:`~.option_words`) and how
the cards look.  Every label is a phrase of the ``table`` namespace
(:mod:`solitaire_nb.table.words`), relabelled when the language changes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..engine.game import Game
from ..engine.start import new_game
from ..text.phrases import get
from .option_words import option_name, option_tip, value_text

#: (phrase key, icon, method name): every button, toolbar and menu (see TOOLBAR), in order.
BUTTONS = [("new_deal", "play", "_on_new_deal"),
           ("random", "random", "_on_random_deal"),
           ("restart", "refresh", "restart"),
           ("undo", "undo", "undo"),
           ("redo", "repeat", "redo"),
           ("hint", "lightbulb-o", "show_hint"),
           ("solve", "search", "show_verdict"),
           ("step", "step-forward", "solution_step"),
           ("deal_cards", "clone", "stock_click")]
#: The buttons on the toolbar, in order (the others are in the menu).
TOOLBAR = ("random", "restart", "undo", "redo", "hint", "deal_cards")
#: The phrase labelling each button, where it is not ``table.<key>``.
LABELS = {"random": "table.new_game", "new_deal": "table.play_deal"}


class Controls:
    """The widgets around the canvas and what they do to the table's game."""

    # provided by the table
    game: Any
    lang: str
    interaction: Any  # the table's Interaction (selection, hint, press, drag, message...)

    def _build_controls(self) -> None:
        small = w.Layout(width="auto")
        self._deal_box = w.IntText(value=0, layout=w.Layout(width="8em"))
        self._deal_label = w.Label()
        self._buttons: dict[str, w.Button] = {}
        for key, icon, method in BUTTONS:
            # a layout each (one may hide); narrow padding: the toolbar keeps one row in a narrow notebook
            button = w.Button(icon=icon, layout=w.Layout(width="auto", padding="0 7px"))
            button.on_click(lambda _button, method=method: getattr(self, method)())
            self._buttons[key] = button
        self._movable = w.ToggleButton(value=False, icon="hand-pointer-o", layout=small)
        self._movable.observe(self._on_movable_toggle, "value")
        self._autoplay = w.ToggleButton(value=False, icon="forward", layout=small)
        self._autoplay.observe(self._on_autoplay_toggle, "value")
        self._lang_toggle = w.ToggleButtons(options=[("EN", "en"), ("FR", "fr")], value=self.lang,
                                            style={"button_width": "3.2em"})
        self._lang_toggle.observe(self._on_lang_toggle, "value")
        self._menu_toggle = w.ToggleButton(value=False, icon="cog",
                                           layout=w.Layout(width="auto", padding="0 7px"))
        self._menu_toggle.observe(self._on_menu_toggle, "value")
        self._toolbar = w.HBox([*(self._buttons[key] for key in TOOLBAR), self._menu_toggle],
                               layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self._toolbar.add_class("solitaire-toolbar")
        row = w.Layout(flex_flow="row wrap", align_items="center")
        self._game_options = w.HBox(layout=row)
        others = [b for key, b in self._buttons.items() if key not in TOOLBAR and key != "new_deal"]
        self._options_box = w.VBox(        # the menu: hidden until the menu button shows it
            [w.HBox([self._deal_label, self._deal_box, self._buttons["new_deal"], *others], layout=row),
             w.HBox([self._movable, self._autoplay, self._lang_toggle], layout=row),
             self._game_options],
            layout=w.Layout(display="none", border="1px solid #ccc", padding="2px 4px", margin="2px 0"))
        self._options_box.add_class("solitaire-menu")
        self._option_widgets: dict[str, w.Dropdown] = {}

    def _make_options(self) -> None:
        self._option_widgets = {}
        boxes = []
        for name, choice in self.game.info.options.items():
            options = [(value_text(name, v, self.lang), v) for v in choice.values]
            dropdown = w.Dropdown(options=options, value=self.game.options.get(name, choice.default),
                                  style={"description_width": "initial"},
                                  layout=w.Layout(width="auto"))
            dropdown.observe(self._on_option, "value")
            self._option_widgets[name] = dropdown
            boxes.append(dropdown)
        self._game_options.children = boxes
        if self._appearance_box not in self._options_box.children:
            self._options_box.children = (*self._options_box.children, self._appearance_box)
        self._relabel()

    def _on_menu_toggle(self, change: dict) -> None:
        self.show_menu(bool(change["new"]))

    def show_menu(self, show: bool = True) -> None:
        """Show (or hide) the menu: deal number, solver, helpers, language, options, cards."""
        self._options_box.layout.display = None if show else "none"
        if self._menu_toggle.value != show:
            self._menu_toggle.value = show

    def _relabel(self) -> None:
        lang = self.lang
        for key, button in self._buttons.items():
            button.description = get(LABELS.get(key, f"table.{key}")).text(lang)
        # the stock click as a button too: the only way to a game's own deal where no stock
        # lies on the table (Cruel's redeal), and a keyboard-reachable one everywhere else
        has_deal = self.game.ruleset.stock_group is not None or bool(self.game.declaration.actions)
        self._buttons["deal_cards"].layout.display = None if has_deal else "none"
        self._movable.description = get("table.movable").text(lang)
        self._autoplay.description = get("table.autoplay").text(lang)
        self._deal_label.value = get("table.deal").text(lang)
        self._menu_toggle.description = get("table.menu").text(lang)
        self._menu_toggle.tooltip = get("table.menu_tip").text(lang)
        for name, dropdown in self._option_widgets.items():
            choice = self.game.info.options[name]
            dropdown.description = option_name(name, choice.labels, lang)
            dropdown.tooltip = option_tip(choice.labels, lang)
            value = dropdown.value
            dropdown.unobserve(self._on_option, "value")
            dropdown.options = [(value_text(name, v, lang), v) for v in choice.values]
            dropdown.value = value
            dropdown.observe(self._on_option, "value")
        self._relabel_appearance()

    def _start(self, deal: int | None, options: dict | None = None) -> None:
        options = dict(self.game.options if options is None else options)
        game = new_game(self.game.info.id, deal, autoplay=self.game.autoplay, **options)
        self._set_game(game)

    def _on_new_deal(self) -> None:
        self._start(int(self._deal_box.value) or None)

    def _on_random_deal(self) -> None:
        self._start(random.randint(1, 32000))

    def new_deal(self, deal: int | None = None) -> None:
        """Start deal number ``deal`` (None: a random one) with the same options."""
        self._start(deal if deal is not None else random.randint(1, 32000))

    def _on_option(self, change: dict) -> None:
        options = {}
        for name, dropdown in self._option_widgets.items():
            choice = self.game.info.options[name]
            follows = choice.follows is not None and dropdown is not change.get("owner")
            if follows and dropdown.value == choice.default_for(self.game.options):
                continue  # still the value that follows the others: work it out again
            options[name] = dropdown.value
        self._start(self.game.deal, options)

    def _on_movable_toggle(self, change: dict) -> None:
        self.interaction.show_movable = bool(change["new"])
        self.redraw()

    def _on_autoplay_toggle(self, change: dict) -> None:
        self.game.autoplay = bool(change["new"])

    def _on_lang_toggle(self, change: dict) -> None:
        self.set_lang(change["new"])

    # the table's side (the card size and design controls: Appearance)
    _appearance_box: w.Box
    _relabel_appearance: Callable[[], None]

    def _set_game(self, game: Game) -> None:
        raise NotImplementedError

    def redraw(self) -> None:
        raise NotImplementedError

    def set_lang(self, lang: str) -> None:
        raise NotImplementedError
