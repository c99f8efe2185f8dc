"""Moves and refused moves."""

from __future__ import annotations

import re
from enum import Enum
from typing import Protocol

from ..rules.local import ActionKind
from ..rules.piles import Refusal

_SHORT = {"stock": "s", "waste": "w", "foundation": "f", "tableau": "t", "reserve": "r"}


class MoveKind(str, Enum):
    """What a move does: cards from one pile to another, the stock dealing, or the
    waste turned over into a new stock.  A game's own action names its own kind, an
    :class:`~solitaire_nb.rules.local.ActionKind`, written as a deal or a redeal."""

    MOVE = "move"
    DEAL = "deal"
    REDEAL = "redeal"

    def __str__(self) -> str:
        return self.value

    @property
    def written(self) -> str:
        """How a move of this kind is written (as an :class:`ActionKind`'s ``written``)."""
        return self.value

    __hash__ = str.__hash__  # as fast as a string's (moves are hashed often)


def pile_code(pile_id: str) -> str:
    """The short code of a pile in the generic notation: ``tableau3`` → ``t3``, ``waste`` → ``w``."""
    if not isinstance(pile_id, str):
        return repr(pile_id)
    m = re.fullmatch(r"([a-z]+?)(\d*)", pile_id)
    if m and m.group(1) in _SHORT:
        return _SHORT[m.group(1)] + m.group(2)
    return pile_id


def generic_text(move: Move) -> str:
    """A move in the generic notation: ``t3-f1``, ``t6-t2x3``, ``deal``, ``redeal``."""
    if move.kind != MoveKind.MOVE:
        written: str = move.kind.written
        return written
    text = f"{pile_code(move.source)}-{pile_code(move.target)}"
    return text + (f"x{move.count}" if move.count != 1 else "")


class PileError(KeyError, ValueError):
    """A pile the game does not have, or a place in a pile where it has no card (a
    ``KeyError`` and a ``ValueError``: a wrong name is both a missing key and a bad value)."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class NotationError(ValueError):
    """A move text could not be read (or what was given is not a move at all)."""


class IllegalMove(ValueError):
    """A move the rules refuse.  ``reason`` is the :class:`Refusal` (its ``rule`` is
    the glossary concept that forbids the move); the game is left unchanged."""

    def __init__(self, reason: Refusal, move: Move | None = None, lang: str | None = None) -> None:
        self.reason = reason
        self.move = move
        prefix = f"{move}: " if move is not None else ""
        super().__init__(prefix + reason.text(lang))

    def text(self, lang: str | None = None) -> str:
        return self.reason.text(lang)



class Writer(Protocol):
    """What writes a move as text: a game's notation
    (:class:`~solitaire_nb.engine.notation.GenericNotation` or FreeCell's)."""

    def format(self, move: Move) -> str: ...


class Move:
    """A move: ``count`` cards from pile ``source`` to pile ``target``.

    ``kind`` is a :class:`MoveKind` (equal to its text): ``"move"``, ``"deal"`` (the
    stock deals; ``target`` is the waste, or the group name such as ``"tableau"``
    when one card goes to each pile) or ``"redeal"`` (the waste is turned over into
    the stock); or the :class:`~solitaire_nb.rules.local.ActionKind` of a game's own
    action (written ``deal`` or ``redeal``).  ``str(move)`` is its notation in the game's format.
    """

    __slots__ = ("source", "target", "count", "kind", "_notation")

    def __init__(self, source: str, target: str, count: int = 1, kind: MoveKind | str = MoveKind.MOVE,
                 notation: Writer | None = None) -> None:
        self.source, self.target, self.count = source, target, count
        self.kind: MoveKind | ActionKind = (kind if kind.__class__ is MoveKind or isinstance(kind, ActionKind)
                                             else MoveKind(kind))
        self._notation = notation

    def _key(self) -> tuple[str, str, str, int]:
        return (self.kind, self.source, self.target, self.count)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __str__(self) -> str:
        return self._notation.format(self) if self._notation is not None else generic_text(self)

    def __repr__(self) -> str:
        return f"Move({str(self)!r}: {self.source} -> {self.target}, {self.count})"
