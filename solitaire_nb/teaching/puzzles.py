"""Certified puzzles: positions from real deals where exactly one move keeps the game winnable,
or wins soonest.

    >>> import solitaire_nb as sn
    >>> puzzle = sn.puzzles("freecell", level=1)[0]
    >>> puzzle.game().play(puzzle.answer) is not None
    True

A puzzle is a position reached on a real deal (a game, its options, a deal number and the
moves played from the deal), where the solver found a win and **every other legal move
loses**: after it, the solver's exhaustive search proves that no win is left (its verdict
*unwinnable*, sound: :mod:`solitaire_nb.engine.solver`).  Its **certificate** holds the
proof: the winning line from the position (its first move is the answer) and, for every
other legal move, the positions the search expanded to prove it lost.  Anyone can check a
certificate again: play the line and see the win; run the search after each other move,
with the same bound, and find the same verdict after the same number of positions
(:meth:`Puzzle.recheck`).  A position where some other move could not be proven lost
within the bound is not a puzzle.  Where the game's goal names its dead ends
(:class:`~solitaire_nb.rules.goals.DeadEnds`: Diamond Mine's Diamonds out of order), a move
leading into one is refuted by the goal's own proof (kind ``"dead_end"``), which says why.

**The quickest win.**  Near the end of a game, most moves keep it winnable; there a puzzle
asks for the only move that wins *soonest* (:attr:`Puzzle.quickest`, and the question says
so): the answer's line wins in ``n`` moves, and after each other move every line of
``n - 1`` moves was tried and none wins (:func:`wins_within`).  Where the moves still needed
can be counted (:func:`home_bound`: each move sends one card home at most, or a run already
in order), that search does not follow a line needing more moves than are left
(:func:`least_moves`), which cannot win in time; the tests compare it with the search of
every line.

**One move, however it is written.**  Moves that reach the same position are one move
here (:func:`move_classes`): a pair taken by clicking either card first, a card sent to
free cell ``a`` or ``b``, an ace to whichever empty foundation.  They are told apart by
the solver's position key, which keeps everything a position's future depends on and
holds piles that behave alike (the free cells, the empty foundations) as a set; the
certificate lists the moves that write the answer another way (``same``), and each other
move that reaches the same position as a refuted one says which (kind ``"same"``).  A
recheck compares the positions again.

**Levels** compare the puzzles of one game, by how far the win is and how many moves
tempt (:func:`levels_of`): each puzzle counts the moves of its win plus its tempting
moves, and the game's puzzles are cut into thirds by that count, level 1 the lowest third
and level 3 the highest; puzzles with the same count share a level.  Games differ too much
for one scale (the last moves of a Golf deal and of a Spider deal are not alike), and a
game's own difficulty is :func:`~.difficulty.difficulty`.

A game where no position ever offers a choice (Clock: every move is forced) has no
puzzle, and says so.  ``scripts/make_puzzles.py`` finds the puzzles and writes them in
``puzzle_data/<game>.json``; :class:`PuzzleExercise` asks one in a notebook, and
:meth:`Puzzle.play` puts it on the table.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from ..engine.game import Game
from ..engine.hints import decides
from ..engine.moves import Move
from ..engine.solver import solve
from ..engine.start import new_game
from ..rules.cards import Card, cards_in_text
from ..rules.declaration import game_info
from ..text.language import resolve_lang
from ..text.phrases import join, say, value_text
from . import puzzle_words  # noqa: F401  (the phrases said here)
from .feedback import Exercise, Result, mark
from .puzzle_search import (
    cards_away,
    dead_end,
    goal_counts,
    home_bound,
    least_moves,
    linked_groups,
    move_classes,
    reached_key,
    wins_within,
)

DATA = Path(__file__).with_name("puzzle_data")
LEVELS = (1, 2, 3)
#: The face-down cards a puzzle's question names at most (those its win turns up first).
COMING_SHOWN = 8



def levels_of(counts: list[tuple[int, int]]) -> list[int]:
    """The levels of one game's puzzles, each given as (moves of its win, tempting moves).

    A puzzle's count is the two added up; the counts, in order, are cut into thirds: a
    puzzle whose count first appears in the lowest third is level 1, in the middle one 2,
    in the highest 3.  Equal counts get the same level; where they leave a level empty
    although there are three different counts or more, the different counts are cut into
    thirds instead.

    >>> levels_of([(3, 1), (8, 2), (30, 1), (5, 0), (12, 4)])
    [1, 2, 3, 1, 2]
    >>> levels_of([(3, 1)] * 5 + [(4, 1), (4, 2)])
    [1, 1, 1, 1, 1, 2, 3]
    """
    scores = [depth + tempting for depth, tempting in counts]
    ordered, different = sorted(scores), sorted(set(scores))
    levels = [1 + 3 * ordered.index(score) // len(scores) for score in scores]
    if len(set(levels)) < 3 <= len(different):
        levels = [1 + 3 * different.index(score) // len(different) for score in scores]
    return levels


@dataclass(frozen=True)
class Refutation:
    """The proof that one other move loses: after it, either the solver's exhaustive search
    proves no win is left (``kind="unwinnable"``), or the game's goal names a dead end
    (``kind="dead_end"``, :class:`~solitaire_nb.rules.goals.DeadEnds`), or every line of
    moves as long as the answer's win, less one, was tried without a win (``kind="within"``:
    the answer is the only move that wins that soon), or it reaches the same position as the refuted move
    ``like`` (``kind="same"``); ``nodes``: the positions the search expanded."""

    move: str
    nodes: int
    kind: str = "unwinnable"
    like: str = ""


@dataclass(frozen=True)
class Certificate:
    """The winning line (its first move is the answer) and the refutation of every other
    legal move."""

    line: tuple[str, ...]
    refutations: tuple[Refutation, ...]
    same: tuple[str, ...] = ()      # the answer written another way: moves reaching its position


@dataclass(frozen=True)
class Puzzle:
    """One certified puzzle (see the module's docstring)."""

    game_id: str
    deal: int
    options: dict[str, Any]
    moves: tuple[str, ...]          # from the deal to the puzzle's position
    certificate: Certificate
    level: int
    hidden: bool = False            # face-down cards in the position (the solver saw them)

    def game(self) -> Game:
        """A fresh game at the puzzle's position (a new one each time: a copy of the position
        played once, as a solver's win may reach it after thousands of moves)."""
        return _position(self.game_id, self.deal, tuple(sorted(self.options.items())), self.moves).copy()

    @property
    def answer(self) -> Move:
        """The only move that keeps the game winnable."""
        game = self.game()
        return game.parse_move(self.certificate.line[0])

    @property
    def depth(self) -> int:
        """How many moves the winning line takes."""
        return len(self.certificate.line)

    @property
    def tempting(self) -> int:
        """How many other moves there are (each proven to lose), moves that reach the same
        position counted once."""
        return sum(r.kind != "same" for r in self.certificate.refutations)

    @property
    def quickest(self) -> bool:
        """Is the answer the only move that wins soonest (some other move is refuted by a
        search of every line as long as its win, less one), rather than the only one that keeps
        the game winnable at all?"""
        return any(r.kind in ("within", "within_home") for r in self.certificate.refutations)

    @property
    def answers(self) -> tuple[str, ...]:
        """Every way to write the answer: its move, then the moves reaching the same position."""
        return (self.certificate.line[0], *self.certificate.same)

    @property
    def coming(self) -> tuple[Card, ...]:
        """The face-down cards the winning line turns face up, in the order they turn: what
        the solver knew and the learner is told (without them, a puzzle whose win rests on
        cards still hidden could only be guessed)."""
        game = self.game()
        start = Counter((c.rank, c.suit) for pile in game.piles for c in pile.cards if c.face_up)
        turned: list[Card] = []
        for text in self.certificate.line:
            game.play(text)
            now = Counter((c.rank, c.suit) for pile in game.piles for c in pile.cards if c.face_up)
            for (rank, suit), count in now.items():
                already = start[rank, suit] + sum(c.rank == rank and c.suit == suit for c in turned)
                turned += [Card(rank, suit)] * max(0, count - already)
        return tuple(turned)

    @property
    def example(self) -> str:
        """A move of the position to show how a move is written: the first refuted one (so
        that it gives nothing away)."""
        refuted = [r.move for r in self.certificate.refutations]
        return refuted[0] if refuted else self.certificate.line[0]

    def describe(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        coming = self.coming if self.hidden else ()
        shown = [value_text(card, lang) for card in coming[:COMING_SHOWN]]
        hidden = (say("puzzle.coming" if len(coming) <= COMING_SHOWN else "puzzle.coming_first", lang,
                      cards=join(shown, lang), count=len(coming), shown=len(shown))
                  if coming else say("puzzle.hidden", lang) if self.hidden else "")
        if self.certificate.same or any(r.kind == "same" for r in self.certificate.refutations):
            hidden = say("puzzle.one_way", lang) + hidden
        name = game_info(self.game_id).name(lang)
        if self.options:
            chosen = ", ".join(f"{option} = {value}" for option, value in sorted(self.options.items()))
            name += f" ({chosen})"
        return say("puzzle.ask_quick" if self.quickest else "puzzle.ask", lang, game=name, level=self.level,
                   depth=self.depth, n=self.tempting, hidden=hidden)

    def recheck(self) -> list[str]:
        """The certificate checked again: problems found (empty when it holds)."""
        found = []
        game = self.game()
        legal = [str(m) for m in game.legal_moves()]
        named = [*self.answers, *(r.move for r in self.certificate.refutations)]
        if sorted(legal) != sorted(named):
            found.append(f"legal moves {sorted(legal)} are not the answer, its other ways and the refuted "
                         "moves")
        for text in self.certificate.same:
            if reached_key(game, text) != reached_key(game, self.certificate.line[0]):
                found.append(f"{text} does not reach the answer's position")
        proven = {r.move for r in self.certificate.refutations if r.kind != "same"}
        line = game.copy()
        for text in self.certificate.line:
            line.play(text)
        if not line.is_won():
            found.append("the winning line does not win")
        for refutation in self.certificate.refutations:
            if refutation.kind == "same":
                if refutation.like not in proven or \
                        reached_key(game, refutation.move) != reached_key(game, refutation.like):
                    found.append(f"{refutation.move} does not reach the position of a refuted move")
                continue
            after = game.copy()
            after.play(refutation.move)
            if refutation.kind in ("within", "within_home"):
                won, nodes = wins_within(after, self.depth - 1, refutation.nodes + 1,
                                         cards_bound=refutation.kind == "within_home")
                if won is not False or nodes != refutation.nodes:
                    found.append(f"{refutation.move}: a win within {self.depth - 1} moves is {won} after "
                                 f"{nodes} positions, not ruled out after {refutation.nodes}")
                continue
            if refutation.kind == "dead_end":
                if dead_end(after) is None:
                    found.append(f"{refutation.move}: no dead end after it")
                continue
            result = solve(after, max_seconds=None, max_nodes=refutation.nodes + 1)
            if str(result.verdict) != "unwinnable" or result.nodes != refutation.nodes:
                found.append(f"{refutation.move}: {result.verdict} after {result.nodes} positions, "
                             f"not unwinnable after {refutation.nodes}")
        return found

    def check_move(self, text: str, lang: str | None = None) -> tuple[bool | None, str]:
        """Is ``text`` the answer?  (True, why), (False, the refutation) or (None, why it
        cannot be read or played)."""
        lang = resolve_lang(lang)
        game = self.game()
        try:
            move = game.parse_move(str(text).strip())
        except (ValueError, KeyError):
            return None, say("puzzle.unread", lang, answer=f"`{text}`", example=self.example)
        refusal = game.check(move)
        if refusal is not None:
            return None, say("puzzle.illegal", lang, move=move, why=refusal.text(lang))
        if str(move) in self.answers:
            rest = " ".join(f"`{m}`" for m in self.certificate.line[1:6]) + (" …" if self.depth > 6 else "")
            return True, say("puzzle.right_quick" if self.quickest else "puzzle.right", lang, move=move,
                             line=rest or "—")
        refutations = {r.move: r for r in self.certificate.refutations}
        refutation = refutations.get(str(move))
        if refutation is not None and refutation.kind == "same":
            refutation = refutations[refutation.like]
        if refutation is not None and refutation.kind == "within_home":
            after = game.copy()
            after.play(move)
            if least_moves(after) > self.depth - 1:   # settled by the count alone
                if goal_counts(after):
                    return False, say("puzzle.too_far_goal", lang, move=move, depth=self.depth,
                                      why=after.declaration.won.count_said(after).text(lang),
                                      least=least_moves(after), rest=self.depth - 1)
                if linked_groups(after) is None:
                    return False, say("puzzle.too_far", lang, move=move, depth=self.depth,
                                      away=cards_away(after), rest=self.depth - 1)
                return False, say("puzzle.too_far_runs", lang, move=move, depth=self.depth,
                                  away=cards_away(after), least=least_moves(after), rest=self.depth - 1)
        if refutation is not None and refutation.kind in ("within", "within_home"):
            key = ("puzzle.slower" if refutation.kind == "within"
                   else "puzzle.slower_goal" if goal_counts(game) else "puzzle.slower_cut")
            return False, say(key, lang, move=move, nodes=refutation.nodes, depth=self.depth,
                              rest=self.depth - 1)
        if refutation is not None and refutation.kind == "dead_end":
            after = game.copy()
            after.play(move)
            why = dead_end(after)
            if why is not None:
                return False, say("puzzle.dead_end", lang, move=move, why=why.text(lang))
        return False, say("puzzle.lost", lang, move=move, nodes=refutation.nodes if refutation else 0)

    def play(self) -> Any:
        """The puzzle on the interactive table: the first move is checked; a losing one is
        taken back with its refutation in the message line."""
        from ..table.puzzle_table import puzzle_table
        return puzzle_table(self)

    def _repr_markdown_(self) -> str:
        return self.describe()

    def __repr__(self) -> str:
        return f"<Puzzle {self.game_id} deal {self.deal}, level {self.level}: {self.certificate.line[0]}>"


class Puzzles(list):  # type: ignore[type-arg]
    """A game's puzzles: a list that says, in the learner's language, how many per level, or
    why there is none."""

    def __init__(self, game_id: str, items: list[Puzzle]) -> None:
        super().__init__(items)
        self.game_id = game_id

    def _repr_markdown_(self) -> str:
        name = game_info(self.game_id).name(resolve_lang(None))
        if not self:
            key = ("puzzle.not_yet" if has_decisions(self.game_id) else
                   "puzzle.same_end" if deal_decides(self.game_id) else "puzzle.none")
            return say(key, None, game=name)
        levels = ", ".join(say("puzzle.level_count", None, level=level, n=sum(p.level == level for p in self))
                           for level in LEVELS)
        return say("puzzle.count_levels", None, game=name, n=len(self), levels=levels)

    def __repr__(self) -> str:
        return self._repr_markdown_()


@lru_cache(maxsize=32)
def _position(game_id: str, deal: int, options: tuple[tuple[str, Any], ...], moves: tuple[str, ...]) -> Game:
    """The game on ``deal`` with ``options`` after ``moves`` (kept: callers copy it)."""
    game = new_game(game_id, deal=deal, **dict(options))
    for text in moves:
        game.play(text)
    return game


@cache
def _stored(game_id: str) -> tuple[Puzzle, ...]:
    path = DATA / f"{game_id}.json"
    if not path.exists():
        return ()
    data = json.loads(path.read_text(encoding="utf-8"))
    return tuple(from_data(game_id, item) for item in data["puzzles"])


def from_data(game_id: str, item: dict[str, Any]) -> Puzzle:
    certificate = Certificate(tuple(item["line"]), tuple(Refutation(*r) for r in item["refutations"]),
                              tuple(item.get("same", ())))
    return Puzzle(game_id, item["deal"], dict(item.get("options", {})), tuple(item["moves"]), certificate,
                  item["level"], item.get("hidden", False))


def to_data(puzzle: Puzzle) -> dict[str, Any]:
    return {"deal": puzzle.deal, "options": puzzle.options, "moves": list(puzzle.moves),
            "line": list(puzzle.certificate.line),
            "refutations": [[r.move, r.nodes, r.kind, *([r.like] if r.like else [])]
                            for r in puzzle.certificate.refutations],
            **({"same": list(puzzle.certificate.same)} if puzzle.certificate.same else {}),
            "level": puzzle.level, "hidden": puzzle.hidden}


def has_decisions(game_id: str) -> bool:
    """Can a choice of move ever change how ``game_id`` ends?  Not in Clock, which never
    offers one, nor where the deal alone decides (:func:`deal_decides`)."""
    game_info(game_id)
    return decides(new_game(game_id, deal=1))


@cache
def deal_decides(game_id: str) -> bool:
    """Does the deal alone decide how ``game_id`` ends, whatever the player does?  Where a pile
    group says so (:attr:`~solitaire_nb.rules.refill.RefilledCells.deal_decides`)."""
    return any(getattr(group, "deal_decides", False) for group in new_game(game_id, deal=1).declaration.piles)


def puzzles(game_id: str, level: int | None = None) -> Puzzles:
    """The certified puzzles of ``game_id`` (of one ``level``, 1 to 3, if given)."""
    game_info(game_id)  # ValueError naming the games for an unknown one
    if level is not None and level not in LEVELS:
        raise ValueError(f"level must be 1, 2 or 3 (or None for every level), not {level!r}")
    return Puzzles(game_id, [p for p in _stored(game_id) if level is None or p.level == level])


class PuzzleExercise(Exercise):
    """A puzzle asked in a notebook: the answer is one move in the kit's notation."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.game = puzzle.game()

    def ask(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        return self.puzzle.describe(lang) + " " + say("puzzle.answer_hint", lang, example=self.puzzle.example)

    def answer(self) -> str:
        return self.puzzle.certificate.line[0]

    def _check(self, answer: Any, lang: str, reveal: bool | None) -> Result:
        right, why = self.puzzle.check_move(str(answer), lang)
        lines = [mark(bool(right)) + cards_in_text(why, lang)]
        if not right:
            lines.append(say("puzzle.the_answer", lang, move=self.answer()))
        result = self._result(bool(right), lines, lang, reveal, wrong=1, concepts=[],
                              count_line=say("puzzle.count", lang))
        if not result.revealed:
            result.lines.insert(1, "💡 " + say("puzzle.step_hint", lang))
        return result


__all__ = ["Puzzle", "Puzzles", "Certificate", "Refutation", "PuzzleExercise", "puzzles", "has_decisions",
           "levels_of", "deal_decides", "move_classes", "home_bound", "wins_within"]
