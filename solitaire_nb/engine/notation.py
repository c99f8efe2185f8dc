"""Move notations.

**Generic notation** (every game).  Piles are written with short codes:
``s`` stock, ``w`` waste, ``f1``... foundations, ``t1``... tableau piles,
``r1``... reserves (free cells).  A move is ``<source>-<target>``, with
``x<count>`` when several cards move: ``t3-f1``, ``w-t2``, ``t6-t2x3``.
Dealing from the stock is ``deal`` and turning the waste over is ``redeal`` (a
game's own action is written with its kind, ``deal`` or ``redeal``, too).
Full pile ids are accepted too (``tableau3-foundation1``).  Without a count, a
move means one card when one card may go there now; else the only count that
may, else the largest one (a whole run typed without its count).  So a move's
own text always reads back as that move: one card is written without a count,
several cards with theirs.

**FreeCell standard notation** (FreeCell-like games).  Tableau columns are
``1``-``8``, free cells ``a``-``d``, the foundations ``h`` (home): ``3a`` (column
3 to free cell a), ``a3``, ``3h``, ``ah``, ``34``.  A sequence move may carry its
card count, ``34x3``; without it the count is worked out as above.  ``h`` means
the foundation that takes the card (its suit's, else the first empty one, as a
double-click chooses).  A move to another foundation (an Ace to the third of four
empty foundations) is written in the generic notation, ``t3-f3``, which names it.
"""

from __future__ import annotations

import re
from typing import Protocol

from ..rules.roles import Role
from ..text.phrases import say
from .moves import _SHORT, Move, NotationError, generic_text, pile_code
from .pile import Pile
from .ruleset import Ruleset


class Position(Protocol):
    """What a notation reads of a game to parse and settle moves (a
    :class:`~solitaire_nb.engine.game.Game` is one)."""

    @property
    def id(self) -> str: ...

    @property
    def piles(self) -> list[Pile]: ...

    @property
    def ruleset(self) -> Ruleset: ...

    def pile(self, pile_id: str) -> Pile: ...

    def pile_ids(self) -> list[str]: ...

    def legal_moves(self) -> list[Move]: ...

    def movable_counts(self, pile_id: str) -> list[int]: ...

    def stock_moves(self) -> list[Move]: ...

    def foundation_move(self, pile_id: str) -> Move | None: ...

_LONG = {value: key for key, value in _SHORT.items()}


class GenericNotation:
    name = "generic"
    #: Does a move's text here depend on the position it is played from?  Then the
    #: moves found legal are passed through :meth:`settle` (FreeCell's ``h``).
    reads_by_position = False

    def pile_code(self, pile_id: str) -> str:
        return pile_code(pile_id)

    def format(self, move: Move) -> str:
        return generic_text(move)

    def settle(self, game: Position, moves: list[Move]) -> list[Move]:
        """``moves``, each written so that its text reads back as itself in ``game``."""
        return moves

    def pile_id(self, code: str, game: Position) -> str:
        code = code.strip().lower()
        if code in game.pile_ids():
            return code
        m = re.fullmatch(r"([swftr])(\d*)", code)
        if m:
            candidate = _LONG[m.group(1)] + m.group(2)
            if candidate in game.pile_ids():
                return candidate
        piles = ", ".join(f"{self.pile_code(p)} ({game.pile(p).label()})" for p in game.pile_ids())
        raise NotationError(say("notation.no_pile", code=code, piles=piles))

    def parse(self, text: str, game: Position) -> Move:
        raw = text.strip().lower()
        if raw in ("deal", "redeal", "d", "r"):
            kind = {"d": "deal", "r": "redeal"}.get(raw, raw)
            for move in game.stock_moves():
                if move.kind.written == kind:
                    return move
            action = game.ruleset.actions.get(kind)  # a game's own action written so
            return Move("stock" if kind == "deal" else "waste",
                        "waste" if kind == "deal" else "stock", 0,
                        action.kind if action is not None else kind, self)
        m = re.fullmatch(r"\s*([a-z]+\d*)\s*(?:-|>|->|\s)\s*([a-z]+\d*)\s*(?:x\s*(\d+))?\s*", raw)
        if not m:
            raise NotationError(f"{text!r} is not a move: write e.g. 't3-f1', 't6-t2x3', "
                                "'deal' or 'redeal'")
        source = self.pile_id(m.group(1), game)
        target = self.pile_id(m.group(2), game)
        return _with_count(game, source, target, m.group(3), self)


def _with_count(game: Position, source: str, target: str, count_text: str | None,
                notation: GenericNotation) -> Move:
    if count_text is not None:
        count = int(count_text)
        if count < 1:
            raise NotationError(f"a card count must be at least 1, not {count}")
        return Move(source, target, count, "move", notation)
    if max(game.movable_counts(source), default=0) <= 1:   # one card at most: no need to list the moves
        return Move(source, target, 1, "move", notation)
    legal = [m.count for m in game.legal_moves()
             if m.kind == "move" and m.source == source and m.target == target]
    count = 1 if not legal or 1 in legal else max(legal)
    return Move(source, target, count, "move", notation)


class FreeCellNotation(GenericNotation):
    name = "freecell"
    reads_by_position = True

    def format(self, move: Move) -> str:
        if move.kind != "move":
            return move.kind.written
        text = self._code(move.source) + self._code(move.target)
        return text + (f"x{move.count}" if move.count != 1 else "")

    @staticmethod
    def _code(pile_id: str) -> str:
        if pile_id.startswith("tableau"):
            return pile_id[7:]
        if pile_id.startswith("reserve"):
            return "abcdefgh"[int(pile_id[7:]) - 1]
        if pile_id.startswith("foundation"):
            return "h"
        return pile_id

    def parse(self, text: str, game: Position) -> Move:
        raw = text.strip().lower()
        m = re.fullmatch(r"([1-9a-h])\s*([1-9a-h])(?:\s*x\s*(\d+))?", raw)
        if not m:
            return self.settle(game, [super().parse(text, game)])[0]
        source = self._pile(m.group(1), game)
        if m.group(2) == "h":
            found = game.foundation_move(source)
            if found is not None:
                return Move(source, found.target, 1, "move", self)
            target = next(p.id for p in game.piles if p.role == Role.FOUNDATION)
            return Move(source, target, 1, "move", self)
        target = self._pile(m.group(2), game)
        return _with_count(game, source, target, m.group(3), self)

    def settle(self, game: Position, moves: list[Move]) -> list[Move]:
        """``moves`` with those going to a foundation that ``h`` does not name (see the
        module's text) written in the generic notation."""
        home: dict[str, str | None] = {}
        settled = []
        for move in moves:
            if move.kind == "move" and move.target.startswith("foundation"):
                if move.source not in home:
                    found = game.foundation_move(move.source) if move.source in game.pile_ids() else None
                    home[move.source] = found.target if found is not None else None
                if move.count != 1 or home[move.source] != move.target:
                    move = Move(move.source, move.target, move.count, move.kind, GENERIC)
            settled.append(move)
        return settled

    def _pile(self, code: str, game: Position) -> str:
        if code.isdigit():
            pile_id = f"tableau{code}"
        elif code == "h":
            raise NotationError("'h' (the foundations) cannot be the source of a FreeCell move")
        else:
            pile_id = f"reserve{'abcdefgh'.index(code) + 1}"
        if pile_id not in game.pile_ids():
            raise NotationError(f"no pile {code!r} in {game.id}")
        return pile_id


GENERIC = GenericNotation()
FREECELL = FreeCellNotation()


def notation_for(name: str) -> GenericNotation:
    return {"generic": GENERIC, "freecell": FREECELL}[name]
