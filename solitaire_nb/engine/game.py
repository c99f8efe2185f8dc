"""A game in play: a position (cards, counters, history) under a game's rules.

The rules are a :class:`~solitaire_nb.engine.ruleset.Ruleset`, built once per game
and options and shared; a :class:`Game` holds only what changes as it is played.
:meth:`Game.snapshot` and :meth:`Game.restore` take and bring back a position;
:meth:`Game.apply` (the move alone) and :meth:`Game.search_step` (with what follows it)
play a move known to be legal without recording it — what searches (outcome, hints,
solvers) use between the two.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from ..rules.cards import Card
from ..rules.declaration import Declaration, GameInfo
from ..rules.piles import Refusal
from ..rules.roles import Role
from ..rules.rule_text import describe_rules
from ..text.language import resolve_lang
from . import autoplay, describe, display, legality, status
from .clock import PlayClock
from .deal_text import generated_sentences
from .explain import describe_legal
from .hints import Hint, find_hint
from .legality import free_cell_capacity
from .moves import IllegalMove, Move, MoveKind, NotationError
from .notation import notation_for
from .outcome import Outcome, outcome
from .pile import Pile
from .position import Snapshot
from .ruleset import Ruleset
from .solver import DEFAULT_MAX_NODES, DEFAULT_MAX_SECONDS, SolveResult, solve

_new_snapshot = tuple.__new__  # a snapshot is made at every move: skip NamedTuple's argument parsing


class Game(PlayClock):
    """A game in play.  Create it with :func:`~solitaire_nb.new_game`,
    :func:`~solitaire_nb.position` or :func:`~solitaire_nb.load_game`."""

    def __init__(self, ruleset: Ruleset, deal: int | None = None, order: list[Card] | None = None,
                 autoplay: bool = False) -> None:
        self.ruleset = ruleset
        self.declaration: Declaration = ruleset.declaration   # shortcuts to the shared rules
        self.notation = notation_for(ruleset.declaration.notation)
        self.info: GameInfo = ruleset.info
        self.deal, self.autoplay = deal, autoplay
        self.partial = False  # a hand-made position may leave cards out
        self.piles: list[Pile] = [Pile(spec.id, spec.group, spec.index) for spec in ruleset.piles]
        self._by_id: dict[str, Pile] = {pile.id: pile for pile in self.piles}
        self._groups = {prefix: [self.piles[i] for i in members]
                        for prefix, members in ruleset.groups.items()}
        self._bind_piles()
        self._observers: list[Callable[[Game], object]] = []
        self._cards_cache: tuple[tuple[Card, ...], ...] | None = None
        self.last_auto_moves: list[Move] = []
        self._elapsed, self._started = 0.0, None
        self.move_count, self.redeals_used = 0, 0
        self.state: dict[str, object] = {}
        self.score = 0
        self._history: list[tuple[Move, Snapshot, list[Move]]] = []
        self._future: list[tuple[Move, Snapshot, list[Move]]] = []
        if order is not None:
            cards = list(reversed(order))
            for step in self.declaration.deal:
                step.apply(self, cards)
            if cards:
                raise RuntimeError(f"{self.id}: {len(cards)} cards left after the deal")
            self.score = self.declaration.score.score(self)
        self._initial = self.snapshot()

    def _bind_piles(self) -> None:
        piles = self.piles  # bound once: (pile, lift_limit) and (pile, group, pool, allows)
        self.cell_piles = [p for p in piles
                           if p.role == Role.RESERVE and getattr(p.group, "accepts_cards", False)]
        self.tableau_piles = self._groups.get("tableau", [])
        self.move_sources = [(piles[i], lift_limit) for i, lift_limit in self.ruleset.sources]
        self.move_targets = [(piles[i], group, pool, allows)
                             for i, group, pool, allows in self.ruleset.targets]

    # -- the rules -------------------------------------------------------------
    @property
    def options(self) -> dict[str, object]:
        return dict(self.ruleset.options)

    @property
    def id(self) -> str:
        return self.ruleset.info.id

    def title(self, lang: str | None = None) -> str:
        return self.info.name(lang)

    def rules(self, lang: str | None = None) -> list[str]:
        """The game's rules as sentences, composed from its vocabulary."""
        return describe_rules(self, self.declaration, lang, generated_sentences(self, resolve_lang(lang)))

    # -- piles -----------------------------------------------------------------
    def pile(self, pile_id: str) -> Pile:
        """The pile with this id; ``KeyError`` names the valid ids."""
        pile = self._by_id.get(pile_id) if isinstance(pile_id, str) else None
        if pile is None:
            raise KeyError(f"no pile {pile_id!r} in {self.id}; piles: {', '.join(self._by_id)}")
        return pile

    def find_pile(self, pile_id: str) -> Pile | None:
        """The pile with this id, or None."""
        return self._by_id.get(pile_id)

    def pile_ids(self) -> list[str]:
        return self.ruleset.pile_ids()

    def group_piles(self, prefix: str, numbers: Iterable[int] | None = None) -> list[Pile]:
        """The piles of a group (``"tableau"``...), optionally only some (1-based)."""
        piles = self._groups.get(prefix, [])
        return piles if numbers is None else [piles[n - 1] for n in numbers]

    # -- positions -------------------------------------------------------------
    def _cards(self) -> tuple[tuple[Card, ...], ...]:
        cached = self._cards_cache
        if cached is None:
            cached = self._cards_cache = tuple([tuple(p.cards) for p in self.piles])
        return cached

    def pile_cards(self) -> tuple[tuple[Card, ...], ...]:
        """Every pile's cards as a tuple (bottom to top), in the piles' order; kept until the next change."""
        return self._cards()

    def snapshot(self) -> Snapshot:
        """The position now (see :class:`Snapshot`); cheap, immutable, hashable."""
        return _new_snapshot(Snapshot, (self._cards(), self.score, self.move_count, self.redeals_used,
                                        tuple(sorted(self.state.items())) if self.state else ()))

    def restore(self, snapshot: Snapshot) -> None:
        """Bring back a position taken by :meth:`snapshot` (history and observers untouched)."""
        cards, self.score, self.move_count, self.redeals_used, state = snapshot
        for pile, content in zip(self.piles, cards):
            pile.cards[:] = content
        self.state = dict(state)
        self._cards_cache = cards

    def position_key(self, snapshot: Snapshot | None = None) -> tuple[object, ...]:
        """A hashable key of the position (now, or of a snapshot): cards, sides, game state,
        and the redeals used when their number is limited (otherwise it changes nothing)."""
        finite = self.ruleset.finite_redeals
        if snapshot is None:
            state = self.state
            return (self._cards(), self.redeals_used if finite else None,
                    tuple(sorted(state.items())) if state else ())
        return (snapshot.cards, snapshot.redeals_used if finite else None, snapshot.state)

    def past_positions(self) -> Iterator[Snapshot]:
        """The positions this game went through before the current one, oldest first."""
        for _move, before, _auto in self._history:
            yield before

    def set_position(self, piles: dict[str, list[Card]], *, score: int | None = None, move_count: int = 0,
                     redeals_used: int = 0, state: dict[str, object] | None = None, elapsed: float = 0.0,
                     partial: bool = False) -> None:
        """Lay out a position (loading, teaching): ``piles`` maps pile ids to cards, bottom to top
        (others empty); history and clock start afresh.  The caller checks the cards (:mod:`.saving`)."""
        for pile in self.piles:
            pile.cards[:] = piles.get(pile.id, [])
        self._cards_cache = None
        self.partial = partial
        self.state = dict(state or {})
        self.score = self.declaration.score.score(self) if score is None else score
        self.move_count, self.redeals_used = move_count, redeals_used
        self._elapsed, self._started = float(elapsed), None
        self._history.clear()
        self._future.clear()
        self._initial = self.snapshot()

    def copy(self) -> Game:
        """An exact, independent copy: same rules and options, position, counters, clock,
        undo and redo history, and autoplay setting (observers are not copied)."""
        other = Game(self.ruleset, deal=self.deal, autoplay=self.autoplay)  # empty piles, no deal
        other.partial = self.partial
        other.last_auto_moves = list(self.last_auto_moves)
        other._elapsed, other._started = self._elapsed, self._started
        other._history, other._future = list(self._history), list(self._future)
        other._initial = self._initial
        other.restore(self.snapshot())
        other.clock = self.clock  # type: ignore[method-assign]  # an instance may have its own clock
        return other

    # -- observers -------------------------------------------------------------
    def observe(self, callback: Callable[[Game], object]) -> None:
        """Call ``callback(game)`` after every change (play, undo, redo, restart)."""
        if callback not in self._observers:
            self._observers.append(callback)

    def unobserve(self, callback: Callable[[Game], object]) -> None:
        if callback in self._observers:
            self._observers.remove(callback)

    def _changed(self) -> None:
        for callback in list(self._observers):
            callback(self)

    # -- legal moves -------------------------------------------------------------
    @property
    def redeals_left(self) -> int | None:
        """How many redeals remain (None: unlimited; 0 when the game has no stock)."""
        group = self.ruleset.stock_group
        if group is None:
            return 0
        limit = group.redeals.limit
        return None if limit is None else max(limit - self.redeals_used, 0)

    #: Cards movable at once: (empty free cells + 1) x 2 ** empty tableau piles.
    free_cell_capacity = free_cell_capacity

    def movable_counts(self, pile_id: str) -> list[int]:
        """How many cards may be lifted together from the top of this pile."""
        return legality.movable_counts(self, self.pile(pile_id))

    def legal_moves(self) -> list[Move]:
        """Every legal move now, in :func:`legality.legal_moves`' order (idle moves last)."""
        return legality.legal_moves(self)

    def stock_moves(self) -> list[Move]:
        """Dealing, redealing and the game's own actions that are legal now."""
        return legality.stock_moves(self)

    def is_idle(self, move: Move) -> bool:
        """Does ``move`` change nothing for the player (:func:`legality.is_idle`)?"""
        return legality.is_idle(self, move)

    def targets(self, source_id: str, count: int = 1) -> list[str]:
        """Ids of the piles where ``count`` cards from ``source_id`` may go now."""
        return [m.target for m in self.legal_moves()
                if m.kind == MoveKind.MOVE and m.source == source_id and m.count == count]

    def check(self, move: Move | str) -> Refusal | None:
        """None when ``move`` is legal, else the :class:`Refusal` naming the rule."""
        return legality.check(self, self._coerce(move))

    def is_legal(self, move: Move | str) -> bool:
        return self.check(move) is None

    def explain(self, move: Move | str, lang: str | None = None) -> str:
        """Why ``move`` is legal, or the rule that refuses it (glossary words)."""
        lang = resolve_lang(lang)
        move = self._coerce(move)
        refusal = legality.check(self, move)
        if refusal is not None:
            return refusal.text(lang)
        return describe_legal(self, move, lang)

    def describe(self, lang: str | None = None) -> str:
        """The position in words, pile by pile, for a player who cannot see the table."""
        return describe.describe(self, lang)

    def parse_move(self, text: str) -> Move:
        """Read a move in this game's notation (``"t3-f1"``, ``"deal"``, FreeCell's ``"3a"``)."""
        if not isinstance(text, str):
            raise TypeError(f"a move text must be a string, not {type(text).__name__}")
        return self.notation.parse(text, self)

    def _coerce(self, move: Move | str) -> Move:
        if isinstance(move, Move):
            kind = move.kind
            if kind.__class__ is MoveKind and kind is not MoveKind.MOVE:
                action = self.ruleset.actions.get(kind)  # a game's own action, made by hand as "redeal"?
                if action is not None and action.kind != kind:
                    own = Move(move.source, move.target, move.count, action.kind, move._notation)
                    if own in self.stock_moves():
                        return own
            return move
        if isinstance(move, str):
            return self.parse_move(move)
        raise NotationError(f"a move must be a Move or its notation, not {type(move).__name__}")

    # -- playing -----------------------------------------------------------------
    def play(self, move: Move | str) -> Move:
        """Play a move (or its notation); :class:`IllegalMove` leaves the game unchanged."""
        move = self._coerce(move)
        refusal = legality.check(self, move)
        if refusal is not None:
            raise IllegalMove(refusal, move)
        if self._started is None and not self.is_won():
            self._started = self.clock()
        before = self.search_step(move)
        if self._started is not None and self.is_won():
            self._elapsed += self.clock() - self._started
            self._started = None
        self._history.append((move, before, self.last_auto_moves))
        self._future.clear()
        self._changed()
        return move

    def search_step(self, move: Move) -> Snapshot:
        """Play ``move``, one of :meth:`legal_moves`, as :meth:`play` does (its automatic moves,
        the move count, the score) but unchecked, unrecorded and unobserved; the position
        before it is returned, for :meth:`restore` (searches trying many moves)."""
        before = self.snapshot()
        self.apply(move)
        self.move_count += 1
        self.last_auto_moves = autoplay.run(self) if self.autoplay else []
        self.score = self.declaration.score.score(self)
        return before

    def apply(self, move: Move) -> None:
        """Carry out a legal move and its effects, unchecked, uncounted, unrecorded (for searches)."""
        self._cards_cache = None
        action = self.ruleset.actions.get(move.kind)
        if action is not None:
            action.apply(self, move)
        elif move.kind == MoveKind.DEAL:
            stock = self._by_id["stock"]
            if move.target == "waste":
                waste = self._by_id["waste"]
                for _ in range(move.count):
                    waste.cards.append(stock.cards.pop().up())
            else:
                face_up = self.ruleset.stock_group.deal.face_up  # type: ignore[union-attr]  # a deal to a group
                for pile in self.group_piles(move.target)[:move.count]:
                    card = stock.cards.pop()
                    pile.cards.append(card.up() if face_up else card.down())
        elif move.kind == MoveKind.REDEAL:
            stock, waste = self._by_id["stock"], self._by_id["waste"]
            while waste.cards:
                stock.cards.append(waste.cards.pop().down())
            self.redeals_used += 1
        else:
            source, target = self._by_id[move.source], self._by_id[move.target]
            cards = source.cards[-move.count:]
            del source.cards[-move.count:]
            target.group.place(self, target, cards)
        self._after_move(move)

    def _after_move(self, move: Move) -> None:
        piles = self.piles
        for index in self.ruleset.turn_up:
            cards = piles[index].cards
            if cards and not cards[-1].face_up:
                cards[-1] = cards[-1].up()
        for index in self.ruleset.auto_filled:
            pile = piles[index]
            if not pile.cards:
                pile.group.empty.fill(self, pile)  # type: ignore[attr-defined]  # auto_filled: FilledAutomatically
        for group in self.ruleset.settling:
            group.settle(self)
        for effect in self.declaration.effects:
            effect.after_move(self, move)

    def foundation_move(self, pile_id: str) -> Move | None:
        """The move sending the top card of ``pile_id`` to a foundation, if legal."""
        return autoplay.foundation_move(self, self.pile(pile_id))

    def double_click_move(self, pile_id: str) -> Move | None:
        """What a double-click on ``pile_id`` plays, as the declaration says, or None."""
        return status.double_click_move(self, pile_id)

    def deal_action(self) -> Move | None:
        """The stock click: deal, or redeal when the stock is empty, if legal."""
        moves = self.stock_moves()
        return moves[0] if moves else None

    def undo(self) -> bool:
        """Take back the last move (with its automatic moves); False if none."""
        if not self._history:
            return False
        move, before, auto = self._history.pop()
        self._future.append((move, self.snapshot(), auto))
        self.restore(before)
        self.last_auto_moves = []
        self._changed()
        return True

    def redo(self) -> bool:
        """Play again the last move taken back; False if none."""
        if not self._future:
            return False
        move, after, auto = self._future.pop()
        self._history.append((move, self.snapshot(), auto))
        self.restore(after)
        self.last_auto_moves = auto
        self._changed()
        return True

    def restart(self) -> None:
        """Back to the opening position of this deal (undo history cleared, clock reset)."""
        self._elapsed, self._started = 0.0, None
        self.restore(self._initial)
        self._history.clear()
        self._future.clear()
        self.last_auto_moves = []
        self._changed()

    @property
    def history(self) -> list[Move]:
        """The moves played since the start, oldest first."""
        return [move for move, _before, _auto in self._history]

    # -- the end -------------------------------------------------------------------
    def is_won(self) -> bool:
        return self.declaration.won.is_won(self)

    def is_lost(self) -> bool:
        """Not won, and no legal move left (dealing and redealing included)."""
        return not self.is_won() and not self.legal_moves()

    def outcome(self, rule: str = "kit") -> Outcome:
        """Won, lost, stuck or playing, with a reason (:mod:`solitaire_nb.engine.outcome`)."""
        return outcome(self, rule)

    def hint(self) -> Move | None:
        """A move worth playing, or None (:meth:`explained_hint` says where it came from and why)."""
        return find_hint(self).move

    def explained_hint(self) -> Hint:
        """The hint with its explanation: a :class:`~.hints.Hint` (its move, from search or
        tips, and why)."""
        return find_hint(self)

    def solve(self, max_seconds: float | None = DEFAULT_MAX_SECONDS,
              max_nodes: int | None = DEFAULT_MAX_NODES, *, shortcuts: bool = True) -> SolveResult:
        """Can this position be won?  See :func:`solitaire_nb.engine.solver.solve` (the game is unchanged)."""
        return solve(self, max_seconds, max_nodes, shortcuts=shortcuts)

    # -- formats ---------------------------------------------------------------------
    def to_json(self, indent: int | None = 1, history: bool = True) -> str:
        from .saving import to_json  # history=False: the position alone, without undo and redo
        return to_json(self, indent, history)

    def to_text(self, history: bool = True) -> str:
        from .saving import to_text
        return to_text(self, history)

    __str__ = to_text

    def _repr_svg_(self) -> str | None:
        return display.svg(self)

    def __repr__(self) -> str:
        deal = f" deal {self.deal}" if self.deal is not None else ""
        state = "won" if self.is_won() else f"{self.move_count} moves"
        return f"<{self.info.names['en']}{deal}: score {self.score}, {state}>"
