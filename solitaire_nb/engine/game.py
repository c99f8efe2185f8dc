"""A game in play: the position, legal moves, play, undo and redo."""

from __future__ import annotations

import time as _time

from ..rules import units as _units
from ..rules.declaration import Declaration, GameInfo
from ..rules.empty import FilledAutomatically
from ..rules.piles import Refusal, Stock
from ..rules.stock import DealToEachPile, DealToWaste
from ..rules.words import PILE, STOCK
from ..text.language import resolve_lang
from .explain import describe_legal
from .moves import IllegalMove, Move
from .pile import Pile


class Game:
    """A game in play.  Create it with :func:`new_game` or :func:`load_game`."""

    def __init__(self, info: GameInfo, options: dict, deal: int | None = None,
                 order: list | None = None, autoplay: bool = False):
        from .notation import notation_for
        self.info = info
        self.options = dict(options)
        self.spec: Declaration = info.build(**self.options)
        self.deal = deal
        self.autoplay = autoplay
        self.notation = notation_for(self.spec.notation)
        self.piles: list[Pile] = []
        self._by_id: dict[str, Pile] = {}
        self._groups: dict[str, list[Pile]] = {}
        for group in self.spec.piles:
            piles = []
            for index, pile_id in enumerate(group.pile_ids(), start=1):
                pile = Pile(pile_id, group, index)
                self.piles.append(pile)
                self._by_id[pile_id] = pile
                piles.append(pile)
            self._groups.setdefault(group.prefix, []).extend(piles)
        self._turn_up = [p for p in self.piles if p.group.turn_up_top]
        self._auto_filled = [p for p in self.piles
                             if isinstance(getattr(p.group, "empty", None), FilledAutomatically)]
        self._actions = {a.kind: a for a in self.spec.actions}
        self._stock_group = next((g for g in self.spec.piles if isinstance(g, Stock)), None)
        self._finite_redeals = (self._stock_group is not None
                                and self._stock_group.redeals.limit is not None)
        self._sources = [(p, p.group.lift_limit) for p in self.piles]
        self._targets = [(p, p.group.pool, p.group.allows) for p in self.piles
                         if not p.group.receives_nothing]
        self._observers: list = []
        self._cards_cache = None
        self._initial = None
        self.last_auto_moves: list = []
        self._reset_counters()
        if order is not None:
            self._deal(order)
        self._initial = self._snapshot()

    # -- building ----------------------------------------------------------
    def _reset_counters(self):
        self._elapsed = 0.0
        self._started = None
        self.move_count = 0
        self.redeals_used = 0
        self.state: dict = {}
        self._history: list = []
        self._future: list = []
        self.score = 0

    def _deal(self, order: list):
        cards = list(reversed(order))
        for step in self.spec.deal:
            step.apply(self, cards)
        if cards:
            raise RuntimeError(f"{self.info.id}: {len(cards)} card(s) left after the deal")
        self.score = self.spec.score.score(self)

    def group_piles(self, prefix: str, numbers=None) -> list[Pile]:
        """The piles of a group (``"tableau"``...), optionally only some (1-based)."""
        piles = self._groups.get(prefix, [])
        if numbers is None:
            return piles
        return [piles[n - 1] for n in numbers]

    def pile(self, pile_id: str) -> Pile:
        """The pile with this id; ``KeyError`` names the valid ids."""
        pile = self._by_id.get(pile_id)
        if pile is None:
            raise KeyError(f"no pile {pile_id!r} in {self.info.id}; piles: {', '.join(self._by_id)}")
        return pile

    @property
    def id(self) -> str:
        return self.info.id

    def title(self, lang: str | None = None) -> str:
        return self.info.name(lang)

    # -- snapshots (undo) --------------------------------------------------
    def _cards(self) -> tuple:
        """Every pile's cards as a tuple of tuples (cached until the next change)."""
        cached = self._cards_cache
        if cached is None:
            cached = self._cards_cache = tuple([tuple(p.cards) for p in self.piles])
        return cached

    def _snapshot(self):
        return (self._cards(), self.score, self.move_count, self.redeals_used,
                tuple(sorted(self.state.items())) if self.state else ())

    def _restore(self, snap):
        cards, self.score, self.move_count, self.redeals_used, state = snap
        for pile, content in zip(self.piles, cards):
            pile.cards[:] = content
        self.state = dict(state)
        self._cards_cache = cards

    def position_key(self) -> tuple:
        """A hashable key of the position: cards, sides, game state, and the redeals
        used when their number is limited (with unlimited redeals it changes nothing)."""
        counted = self.redeals_used if self._finite_redeals else None
        return (self._cards(), counted, tuple(sorted(self.state.items())) if self.state else ())

    # -- observers ---------------------------------------------------------
    def observe(self, callback) -> None:
        """Call ``callback(game)`` after every change (play, undo, redo, restart)."""
        if callback not in self._observers:
            self._observers.append(callback)

    def unobserve(self, callback) -> None:
        if callback in self._observers:
            self._observers.remove(callback)

    def _changed(self):
        for callback in list(self._observers):
            callback(self)

    # -- rules ---------------------------------------------------------------
    @property
    def stock_group(self) -> Stock | None:
        """The declaration's stock group (its deal and redeal rules), or None."""
        return self._stock_group

    def action(self, kind: str):
        """The game's own action (an :class:`~solitaire_nb.rules.Action`) of this kind, or None."""
        return self._actions.get(kind)

    @property
    def redeals_left(self) -> int | None:
        """How many redeals remain (None: unlimited; 0 when the game has no stock)."""
        if self._stock_group is None:
            return 0
        limit = self._stock_group.redeals.limit
        return None if limit is None else max(limit - self.redeals_used, 0)

    def free_cell_capacity(self, source: Pile, target: Pile, unit=None) -> int:
        """Cards movable at once: (empty free cells + 1) x 2 ** empty tableau piles,
        the target and a pile emptied by the move itself not counting."""
        cells = sum(1 for p in self.piles if p.role == "reserve" and not p.cards
                    and p.group.accepts_cards)
        empty = 0
        for p in self._groups.get("tableau", ()):
            if not p.cards and p is not target:
                empty += 1
        return (unit or _units.FREE_CELL_LIMITED).limit(cells, empty)

    def movable_counts(self, pile_id: str) -> list[int]:
        """How many cards may be lifted from the top of this pile."""
        pile = self.pile(pile_id)
        limit = pile.group.lift_limit(self, pile)
        return [k for k in range(1, limit + 1) if self._lift_ok(pile, k)]

    def _lift_ok(self, pile, k):
        return pile.group.lift_refusal(self, pile, k) is None

    def _extra_refusal(self, move, cards, source, target) -> Refusal | None:
        for rule in self.spec.rules:
            if not rule.check(self, move, cards):
                return Refusal(rule, "game_rule", (rule.text,))
        return None

    def _stock_moves(self) -> list:
        """Dealing, redealing and the game's own actions that are legal now."""
        moves = []
        for action in self.spec.actions:
            moves.extend(action.moves(self))
        group = self._stock_group
        if group is None:
            return moves
        stock = self._by_id["stock"]
        deal = group.deal
        if stock.cards:
            if deal.blocked(self):
                pass
            elif isinstance(deal, DealToWaste):
                moves.append(Move("stock", "waste", min(deal.n, len(stock.cards)), "deal",
                                  self.notation))
            elif isinstance(deal, DealToEachPile):
                piles = self.group_piles(deal.group)
                moves.append(Move("stock", deal.group, min(len(piles), len(stock.cards)),
                                  "deal", self.notation))
        else:
            waste = self._by_id.get("waste")
            if waste is not None and waste.cards and (
                    group.redeals.limit is None or self.redeals_used < group.redeals.limit):
                moves.append(Move("waste", "stock", len(waste.cards), "redeal", self.notation))
        return moves

    def legal_moves(self) -> list[Move]:
        """Every legal move now, dealing and redealing included."""
        candidates = []
        singles = []
        by_rank: dict = {}
        for pile, lift_limit in self._sources:
            limit = lift_limit(self, pile)
            if not limit:
                continue
            cards = pile.cards
            for k in range(1, limit + 1):
                bottom = cards[-k]
                entry = (pile, k, bottom)
                candidates.append(entry)
                if k == 1:
                    singles.append(entry)
                rank_list = by_rank.get(bottom.rank)
                if rank_list is None:
                    by_rank[bottom.rank] = [entry]
                else:
                    rank_list.append(entry)
        moves = []
        if not candidates:
            moves.extend(self._stock_moves())
            return moves
        notation = self.notation
        extra = self.spec.rules
        for target, pool_of, allows in self._targets:
            pool = pool_of(self, target, candidates, by_rank, singles)
            if not pool:
                continue
            for source, k, _bottom in pool:
                if source is target:
                    continue
                cards = source.cards[-k:]
                if not allows(self, target, cards, source):
                    continue
                move = Move(source.id, target.id, k, "move", notation)
                if extra and self._extra_refusal(move, cards, source, target) is not None:
                    continue
                moves.append(move)
        moves.extend(self._stock_moves())
        return moves

    def targets(self, source_id: str, count: int = 1) -> list[str]:
        """Ids of the piles where ``count`` cards from ``source_id`` may go now."""
        return [m.target for m in self.legal_moves()
                if m.kind == "move" and m.source == source_id and m.count == count]

    def check(self, move) -> Refusal | None:
        """None when ``move`` is legal, else the :class:`Refusal` naming the rule."""
        move = self._coerce(move)
        if move.kind != "move":
            if move in self._stock_moves():
                return None
            for action in self.spec.actions:
                if action.kind == move.kind:
                    return action.refusal(self, move)
            if move.kind not in ("deal", "redeal"):
                return Refusal(PILE, "no_pile", (move.kind,))
            rule = self._stock_group.redeals if (self._stock_group and move.kind == "redeal") \
                else (self._stock_group.deal if self._stock_group else STOCK)
            return Refusal(rule, "no_redeal" if move.kind == "redeal" else "no_deal", ())
        source = self._by_id.get(move.source)
        target = self._by_id.get(move.target)
        if source is None or target is None:
            missing = move.source if source is None else move.target
            return Refusal(PILE, "no_pile", (missing,))
        if source is target:
            return Refusal(PILE, "same_pile", ())
        if not isinstance(move.count, int) or move.count < 1 or move.count > len(source.cards):
            return Refusal(PILE, "too_few", (move.count,))
        refusal = source.group.lift_refusal(self, source, move.count)
        if refusal is not None:
            return refusal
        cards = source.cards[-move.count:]
        refusal = target.group.accept_refusal(self, target, cards, source)
        if refusal is not None:
            return refusal
        return self._extra_refusal(move, cards, source, target)

    def is_legal(self, move) -> bool:
        return self.check(move) is None

    def explain(self, move, lang: str | None = None) -> str:
        """Why ``move`` is legal, or the rule that refuses it (glossary words)."""
        lang = resolve_lang(lang)
        move = self._coerce(move)
        refusal = self.check(move)
        if refusal is not None:
            return refusal.text(lang)
        return describe_legal(self, move, lang)

    # -- playing -----------------------------------------------------------
    def parse_move(self, text: str) -> Move:
        """Read a move written in this game's notation (``"t3-f1"``, ``"deal"``, FreeCell's ``"3a"``);
        :class:`~solitaire_nb.engine.notation.NotationError` says what is wrong with the text."""
        if not isinstance(text, str):
            raise TypeError(f"a move text must be a string, not {type(text).__name__}")
        return self.notation.parse(text, self)

    def is_idle(self, move: Move) -> bool:
        """Does ``move`` change nothing for the player?  A whole pile moved onto an empty pile
        of the same group (an Ace between empty foundations, a card between empty free cells):
        legal, as in AisleRiot, but never worth offering."""
        if move.kind != "move":
            return False
        source, target = self._by_id.get(move.source), self._by_id.get(move.target)
        return (source is not None and target is not None and not target.cards
                and source.group is target.group and move.count == len(source.cards))

    def _coerce(self, move) -> Move:
        if isinstance(move, Move):
            return move
        if isinstance(move, str):
            return self.parse_move(move)
        raise TypeError(f"a move must be a Move or its notation, not {type(move).__name__}")

    def play(self, move) -> Move:
        """Play a move (a :class:`Move` or its notation).  Raises :class:`IllegalMove`
        naming the refusing rule, leaving the game unchanged."""
        move = self._coerce(move)
        refusal = self.check(move)
        if refusal is not None:
            raise IllegalMove(refusal, move)
        before = self._snapshot()
        if self._started is None and not self.is_won():
            self._started = self.clock()
        self._apply(move)
        self.move_count += 1
        self.last_auto_moves = self._run_autoplay() if self.autoplay else []
        if self.is_won() and self._started is not None:
            self._elapsed += self.clock() - self._started
            self._started = None
        self.score = self.spec.score.score(self)
        self._history.append((move, before, self.last_auto_moves))
        self._future.clear()
        self._changed()
        return move

    def _apply(self, move: Move) -> None:
        self._cards_cache = None
        action = self._actions.get(move.kind)
        if action is not None:
            action.apply(self, move)
        elif move.kind == "deal":
            stock = self._by_id["stock"]
            if move.target == "waste":
                waste = self._by_id["waste"]
                for _ in range(move.count):
                    waste.cards.append(stock.cards.pop().up())
            else:
                face_up = self._stock_group.deal.face_up
                for pile in self.group_piles(move.target)[:move.count]:
                    card = stock.cards.pop()
                    pile.cards.append(card.up() if face_up else card.down())
        elif move.kind == "redeal":
            stock, waste = self._by_id["stock"], self._by_id["waste"]
            while waste.cards:
                stock.cards.append(waste.cards.pop().down())
            self.redeals_used += 1
        else:
            source, target = self._by_id[move.source], self._by_id[move.target]
            cards = source.cards[-move.count:]
            del source.cards[-move.count:]
            target.group.place(target, cards)
        self._after_move(move)

    def _after_move(self, move=None):
        for pile in self._turn_up:
            cards = pile.cards
            if cards and not cards[-1].face_up:
                cards[-1] = cards[-1].up()
        for pile in self._auto_filled:
            if not pile.cards:
                pile.group.empty.fill(self, pile)
        for effect in self.spec.effects:
            effect.after_move(self, move)

    def foundation_move(self, pile_id: str) -> Move | None:
        """The move sending the top card of ``pile_id`` to a foundation, if legal
        (the table's double-click); a foundation of the same suit is preferred."""
        pile = self.pile(pile_id)
        if not pile.cards or pile.role == "foundation":
            return None
        best = None
        for target in self.piles:
            if target.role != "foundation":
                continue
            move = Move(pile_id, target.id, 1, "move", self.notation)
            if self.check(move) is None:
                if target.cards:
                    return move
                best = best or move
        return best

    def _run_autoplay(self) -> list:
        moves = []
        rule = self.spec.autoplay
        if rule is None:
            return moves
        while True:
            heights = rule.heights(self)
            for pile in self.piles:
                if pile.role in ("foundation", "stock") or not pile.cards:
                    continue
                card = pile.cards[-1]
                if not card.face_up or not rule.is_safe(self, card, heights):
                    continue
                move = self.foundation_move(pile.id)
                if move is not None:
                    self._apply(move)
                    moves.append(move)
                    break
            else:
                return moves

    def deal_action(self) -> Move | None:
        """The stock click: deal, or redeal when the stock is empty, if legal."""
        moves = self._stock_moves()
        return moves[0] if moves else None

    def undo(self) -> bool:
        """Take back the last move (with its automatic moves); False if none."""
        if not self._history:
            return False
        move, before, auto = self._history.pop()
        self._future.append((move, self._snapshot(), auto))
        self._restore(before)
        self.last_auto_moves = []
        self._changed()
        return True

    def redo(self) -> bool:
        """Play again the last move taken back; False if none."""
        if not self._future:
            return False
        move, after, auto = self._future.pop()
        self._history.append((move, self._snapshot(), auto))
        self._restore(after)
        self.last_auto_moves = auto
        self._changed()
        return True

    @property
    def elapsed(self) -> float:
        """Seconds of play: the clock starts with the first move and stops at a win."""
        running = self.clock() - self._started if self._started is not None else 0.0
        return self._elapsed + running

    @staticmethod
    def clock() -> float:
        """The time source (seconds); replace it on an instance to control time in tests."""
        return _time.monotonic()

    def restart(self) -> None:
        """Back to the opening position of this deal (undo history cleared, clock reset)."""
        self._elapsed, self._started = 0.0, None
        self._restore(self._initial)
        self._history.clear()
        self._future.clear()
        self.last_auto_moves = []
        self._changed()

    @property
    def history(self) -> list:
        """The moves played since the start, oldest first."""
        return [move for move, _before, _auto in self._history]

    def is_won(self) -> bool:
        return self.spec.won.is_won(self)

    def outcome(self, rule: str = "kit"):
        """Won, lost, stuck (going in circles) or playing, with a bilingual reason;
        see :mod:`solitaire_nb.outcome`.  ``rule="aisleriot"``: only wins count."""
        from .outcome import outcome
        return outcome(self, rule)

    def is_lost(self) -> bool:
        """Not won, and no legal move left (dealing and redealing included)."""
        return not self.is_won() and not self.legal_moves()

    def hint(self) -> Move | None:
        """A good legal move (or None): see :func:`solitaire_nb.strategy.hint`."""
        from .strategy import hint
        return hint(self)

    # -- copies and formats ------------------------------------------------
    def copy(self) -> Game:
        """An independent copy of the position (without undo history)."""
        from .saving import from_dict, to_dict
        return from_dict(to_dict(self))

    def to_json(self, indent: int | None = 1) -> str:
        from .saving import to_json
        return to_json(self, indent)

    def to_text(self) -> str:
        from .saving import to_text
        return to_text(self)

    def rules(self, lang: str | None = None) -> list[str]:
        """The game's rules as sentences, composed from its vocabulary."""
        from ..rules.rule_text import describe_rules
        return describe_rules(self, lang)

    def __str__(self):
        return self.to_text()

    def __repr__(self):
        deal = f" deal {self.deal}" if self.deal is not None else ""
        state = "won" if self.is_won() else f"{self.move_count} moves"
        return f"<{self.info.names['en']}{deal}: score {self.score}, {state}>"

    def _repr_svg_(self):
        from ..table.svg import game_svg
        return game_svg(self)
