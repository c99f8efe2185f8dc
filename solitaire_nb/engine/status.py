"""What a game shows around its cards: the double-click, the won / lost sentence, the counters.

These belong to the game, not to the table that draws it: the declaration says
what a double-click does (``double_click``, an object of
:mod:`solitaire_nb.rules.goals`), its win rule says what winning means, and its
piles say which counters are worth showing (cards left in the stock, deals or
redeals left, empty free cells).  The table only shows what these functions give.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import NamedTuple, cast

from ..rules.double_click import TO_FOUNDATION, TO_FOUNDATION_OR_FREE_CELL, DoubleClickRule, is_free_cell
from ..rules.roles import Role
from ..rules.stock import DealToEachPile, DealToWaste
from ..text.language import resolve_lang
from ..text.phrases import Phrase, define, get
from .moves import Move
from .outcome import Outcome, outcome
from .position import Position

define("status", {
    "stock": Phrase(en="Stock", fr="Pioche"),
    "deals_left": Phrase(en="Deals left", fr="Donnes restantes"),
    "redeals_left": Phrase(en="Redeals left", fr="Redistributions restantes"),
    "free_cells": Phrase(en="Empty free cells", fr="Cellules libres vides"),
    "score": Phrase(en="Score", fr="Score"),
    "moves": Phrase(en="Moves", fr="Coups"),
    "time": Phrase(en="Time", fr="Temps"),
    "unlimited": Phrase(en="unlimited", fr="illimitées"),
    "counter": Phrase(en="{label} {value}", fr="{label} {value}"),
    "won": Phrase(en="You won! {how}", fr="Gagné ! {how}"),
    "what_to_do": Phrase(en="{outcome} Undo, restart or try a new deal.",
                         fr="{outcome} Annulez, recommencez ou essayez une nouvelle donne."),
})


class Counter(NamedTuple):
    """One counter of the status line: ``key`` (``"stock"``, ``"deals_left"``...),
    its ``label`` (a phrase) and its ``value`` (a number, a time text, or a phrase)."""

    key: str
    label: Phrase
    value: object

    def text(self, lang: str | None = None) -> str:
        """``"Redeals left 2"`` / ``"Redistributions restantes 2"``."""
        return get("status.counter").text(lang, label=self.label, value=self.value)


def _state(game: Position) -> tuple[str, Outcome]:
    """The outcome and its state as a plain word (``"won"``, ``"lost"``...), enum or string."""
    found = outcome(game)
    return str(getattr(found.state, "value", found.state)), found


# --------------------------------------------------------------------------- the double-click

def has_free_cells(game: Position) -> bool:
    """Does the game have free cells (reserves holding one card that cards may go to)?"""
    return any(is_free_cell(group) for group in game.declaration.piles)


def double_click_rule(game: Position) -> DoubleClickRule:
    """What a double-click does in this game: the declaration's ``double_click`` if it
    names one, else to a foundation, or to a free cell in games that have them."""
    rule = game.declaration.double_click
    if rule is not None:
        return rule
    return TO_FOUNDATION_OR_FREE_CELL if has_free_cells(game) else TO_FOUNDATION


def double_click_move(game: Position, pile_id: str) -> Move | None:
    """The move a double-click on the top card of ``pile_id`` plays, or None."""
    def is_legal(source: str, target: str) -> bool:
        return game.check(Move(source, target, 1, "move", game.notation)) is None

    rule = double_click_rule(game)
    own = rule.move(game, pile_id)  # a move of the game's own kind (Gaps' redeal)
    if own is not None:
        return cast(Move, own)  # a move of the game's own kind, made by the engine
    target = rule.target(game, pile_id, is_legal)
    if target is None:
        return None
    return Move(pile_id, target, 1, "move", game.notation)


# --------------------------------------------------------------------------- won, lost, stuck

def outcome_sentence(game: Position, lang: str | None = None) -> str | None:
    """What the status says about the outcome: at a win, what winning meant here; when
    lost or stuck, why, and what to do; None while the game goes on."""
    lang = resolve_lang(lang)
    state, outcome = _state(game)
    if state == "won":
        return get("status.won").text(lang, how=game.declaration.won.won_sentence(game))
    if state in ("lost", "stuck"):
        return get("status.what_to_do").text(lang, outcome=outcome.text(lang))
    return None


# --------------------------------------------------------------------------- counters

def _time(seconds: float) -> str:
    seconds = int(seconds)
    return f"{seconds // 60}:{seconds % 60:02d}"


def _stock_counters(game: Position) -> Iterator[Counter]:
    group = game.ruleset.stock_group
    if group is None:
        return
    stock = len(game.pile("stock").cards)
    yield Counter("stock", get("status.stock"), stock)
    deal = group.deal
    if isinstance(deal, DealToEachPile):
        piles = len(game.group_piles(deal.group)) or 1
        yield Counter("deals_left", get("status.deals_left"), math.ceil(stock / piles))
    elif isinstance(deal, DealToWaste) and any(p.role == Role.WASTE for p in game.piles):
        left = game.redeals_left
        yield Counter("redeals_left", get("status.redeals_left"),
                      get("status.unlimited") if left is None else left)


def counters(game: Position) -> list[Counter]:
    """The counters the status line shows, as the game has them: cards in the stock,
    deals left (a stock dealing one card to each pile) or redeals left (a stock turned
    over from a waste), empty free cells, then score, moves and time (m:ss)."""
    found = list(_stock_counters(game))
    cells = [p for p in game.piles if is_free_cell(p.group)]
    if cells:
        empty = sum(1 for p in cells if not p.cards)
        found.append(Counter("free_cells", get("status.free_cells"), empty))
    found.append(Counter("score", get("status.score"), game.score))
    found.append(Counter("moves", get("status.moves"), game.move_count))
    found.append(Counter("time", get("status.time"), _time(game.elapsed)))
    return found
