"""Moves and refused moves."""

from __future__ import annotations

from ..rules.piles import Refusal


class IllegalMove(ValueError):
    """A move the rules refuse.  ``reason`` is the :class:`Refusal` (its ``rule`` is
    the glossary concept that forbids the move); the game is left unchanged."""

    def __init__(self, reason: Refusal, move=None, lang: str | None = None):
        self.reason = reason
        self.move = move
        prefix = f"{move}: " if move is not None else ""
        super().__init__(prefix + reason.text(lang))

    def text(self, lang: str | None = None) -> str:
        return self.reason.text(lang)


class Move:
    """A move: ``count`` cards from pile ``source`` to pile ``target``.

    ``kind`` is ``"move"``, ``"deal"`` (the stock deals; ``target`` is the waste,
    or the group name such as ``"tableau"`` when one card goes to each pile) or
    ``"redeal"`` (the waste is turned over into the stock).  ``str(move)`` is its
    notation in the game's format.
    """

    __slots__ = ("source", "target", "count", "kind", "_notation")

    def __init__(self, source: str, target: str, count: int = 1, kind: str = "move",
                 notation=None):
        self.source, self.target, self.count, self.kind = source, target, count, kind
        self._notation = notation

    def _key(self):
        return (self.kind, self.source, self.target, self.count)

    def __eq__(self, other):
        return isinstance(other, Move) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def __str__(self):
        from .notation import GENERIC
        return (self._notation or GENERIC).format(self)

    def __repr__(self):
        return f"Move({str(self)!r}: {self.source} -> {self.target}, {self.count})"
