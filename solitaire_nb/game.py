"""Games in play: moves, legal moves, undo/redo, outcome, and the game registry.

A game is a *declaration* (:class:`Declaration`) made of the vocabulary's
objects, registered under an id with its options (:func:`register`).
:func:`new_game` builds the piles, deals, and returns a :class:`Game`.
"""

from __future__ import annotations

import random as _random
import time as _time
from collections.abc import Callable
from dataclasses import dataclass, field

from . import dealing
from . import vocabulary as v
from .cards import Card, Deck
from .glossary import resolve_lang
from .messages import plain
from .piles import Foundations, Pile, PileGroup, Refusal, Reserves, Stock, Tableau, Waste
from .vocabulary_base import Concept


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


# --------------------------------------------------------------------------- declarations


class GameRule(Concept):
    """A rule that only one game has: a named check with its own bilingual text.

    ``check(game, move, cards)`` returns True when the move is allowed.
    """

    def __init__(self, key: str, text: dict, check: Callable, label: dict | None = None):
        super().__init__(key)
        self.text = text
        self.check = check
        self._label = label or text

    def label(self, lang=None):
        return self._label[resolve_lang(lang)]

    def rule(self, lang=None):
        return self.text[resolve_lang(lang)]

    def definition(self, lang=None):
        return self.rule(lang)


class Action(Concept):
    """A move that is not "cards from one pile to another": a game's own special
    move (e.g. gathering and redealing the piles).  Subclasses give the legal
    moves of their ``kind`` now, apply one, and say why one is refused."""

    kind = "action"

    def moves(self, game) -> list:
        raise NotImplementedError

    def apply(self, game, move) -> None:
        raise NotImplementedError

    def refusal(self, game, move) -> Refusal:
        return Refusal(self, "game_rule", ({"en": self.rule("en"), "fr": self.rule("fr")},))


class Effect(Concept):
    """Something the game does by itself after every move, within that move
    (e.g. filling an empty pile from the reserve)."""

    def after_move(self, game, move) -> None:
        raise NotImplementedError


class ScoreRule(Concept):
    """How the score is counted; by default one point per card on a foundation."""

    key = "score"

    def score(self, game) -> int:
        return sum([len(p.cards) for p in game.group_piles("foundation")])


CARDS_ON_FOUNDATIONS = ScoreRule()


class SafeAutoplay(Concept):
    """AisleRiot's "safe" automatic moves to the foundations.

    A red card goes up automatically when its rank is at most 2 more than the
    lower black foundation and at most 3 more than the lower red one (and the
    same with colours swapped): no card that could still be needed to build
    on the tableau is sent away.
    """

    key = "auto_play"

    @staticmethod
    def heights(game) -> dict:
        heights = {s: 0 for s in "CDHS"}
        for pile in game.piles:
            if pile.role == "foundation" and pile.cards:
                top = pile.cards[-1]
                heights[top.suit] = max(heights[top.suit], top.rank)
        return heights

    def is_safe(self, game, card: Card, heights: dict) -> bool:
        black = min(heights["C"], heights["S"])
        red = min(heights["D"], heights["H"])
        if card.red:
            return card.rank <= min(2 + black, 3 + red)
        return card.rank <= min(2 + red, 3 + black)


SAFE_AUTOPLAY = SafeAutoplay()


class AllOnFoundations(Concept):
    """The game is won when every card is on the foundations."""

    key = "foundation"

    def is_won(self, game) -> bool:
        return all(not p.cards for p in game.piles if p.role != "foundation")


@dataclass
class Declaration:
    """What a game is made of.  Read it like the rules of the game."""

    deck: Deck
    piles: list
    deal: list
    score: ScoreRule = CARDS_ON_FOUNDATIONS
    won: AllOnFoundations = field(default_factory=AllOnFoundations)
    rules: list = field(default_factory=list)
    actions: list = field(default_factory=list)
    effects: list = field(default_factory=list)
    autoplay: SafeAutoplay = SAFE_AUTOPLAY
    shuffle: str = "standard"
    notation: str = "generic"
    layout: object = None  # a layout description (see solitaire_nb.layout); None: the default
    notes: dict = field(default_factory=lambda: {"en": [], "fr": []})

    def concepts(self):
        yield self.deck
        for group in self.piles:
            yield from group.concepts()
        yield from self.rules
        yield from self.actions
        yield from self.effects


@dataclass
class Choice:
    """A game option: its allowed values, default, and bilingual labels."""

    values: tuple
    default: object
    labels: dict = field(default_factory=dict)


@dataclass
class GameInfo:
    id: str
    names: dict
    build: Callable
    options: dict
    summary: dict
    manual_name: str = ""

    def name(self, lang=None):
        return self.names[resolve_lang(lang)]


_REGISTRY: dict[str, GameInfo] = {}


def register(game_id: str, *, names: dict, summary: dict, options: dict | None = None,
             manual_name: str = ""):
    """Decorator registering a declaration function under ``game_id``."""
    def wrap(function):
        _REGISTRY[game_id] = GameInfo(game_id, names, function, options or {}, summary,
                                      manual_name or names["fr"])
        return function
    return wrap


def _ensure_games_loaded():
    from . import games  # noqa: F401  (registers every game)


def list_games() -> list[str]:
    """The ids of every game, in alphabetical order."""
    _ensure_games_loaded()
    return sorted(_REGISTRY)


def game_info(game_id: str) -> GameInfo:
    _ensure_games_loaded()
    if not isinstance(game_id, str) or game_id not in _REGISTRY:
        raise ValueError(f"unknown game {game_id!r}; valid games: {', '.join(sorted(_REGISTRY))}")
    return _REGISTRY[game_id]


def resolve_options(info: GameInfo, options: dict) -> dict:
    unknown = [k for k in options if k not in info.options]
    if unknown:
        valid = ", ".join(info.options) or "none"
        raise ValueError(f"unknown option(s) {', '.join(map(repr, unknown))} for {info.id}; "
                         f"valid options: {valid}")
    resolved = {}
    for name, choice in info.options.items():
        value = options.get(name, choice.default)
        if value not in choice.values:
            raise ValueError(f"option {name}={value!r} is not valid for {info.id}; "
                             f"choose one of {', '.join(map(repr, choice.values))}")
        resolved[name] = value
    return resolved


# --------------------------------------------------------------------------- the game


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
                             if isinstance(getattr(p.group, "empty", None), v.FilledAutomatically)]
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
        return (unit or v.FREE_CELL_LIMITED).limit(cells, empty)

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
            elif isinstance(deal, v.DealToWaste):
                moves.append(Move("stock", "waste", min(deal.n, len(stock.cards)), "deal",
                                  self.notation))
            elif isinstance(deal, v.DealToEachPile):
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
                return Refusal(v.PILE, "no_pile", (move.kind,))
            rule = self._stock_group.redeals if (self._stock_group and move.kind == "redeal") \
                else (self._stock_group.deal if self._stock_group else v.STOCK)
            return Refusal(rule, "no_redeal" if move.kind == "redeal" else "no_deal", ())
        source = self._by_id.get(move.source)
        target = self._by_id.get(move.target)
        if source is None or target is None:
            missing = move.source if source is None else move.target
            return Refusal(v.PILE, "no_pile", (missing,))
        if source is target:
            return Refusal(v.PILE, "same_pile", ())
        if not isinstance(move.count, int) or move.count < 1 or move.count > len(source.cards):
            return Refusal(v.PILE, "too_few", (move.count,))
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
        return self._describe_legal(move, lang)

    def _describe_legal(self, move, lang):
        from .messages import template
        action = self._actions.get(move.kind)
        if action is not None:
            return template("legal", lang).format(what=action.label(lang)) + \
                f" ({action.rule(lang)})."
        if move.kind in ("deal", "redeal"):
            rule = self._stock_group.deal if move.kind == "deal" else self._stock_group.redeals
            return template("legal", lang).format(what=plain(move.kind, lang)) + \
                f" ({rule.label(lang)}: {rule.rule(lang)})."
        source, target = self._by_id[move.source], self._by_id[move.target]
        cards = source.cards[-move.count:]
        what = str(cards[0]) if move.count == 1 else plain("cards", lang, n=move.count, card=cards[0])
        text = template("legal", lang).format(what=plain("move", lang, what=what,
                                              source=source.label(lang),
                                              target=target.label(lang)))
        reasons = []
        group = target.group
        if isinstance(group, Foundations):
            reasons.append(group.base.label(lang) if not target.cards else group.build.label(lang))
        elif isinstance(group, Reserves):
            reasons.append(group.role.label(lang))
        elif target.cards:
            reasons.append(group.build.label(lang))
        else:
            reasons.append(group.empty.label(lang))
        if move.count > 1:
            reasons.append(source.group.moves.label(lang))
        return f"{text} ({'; '.join(reasons)})."

    # -- playing -----------------------------------------------------------
    def _coerce(self, move) -> Move:
        if isinstance(move, Move):
            return move
        if isinstance(move, str):
            return self.notation.parse(move, self)
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
        from .serialize import from_dict, to_dict
        return from_dict(to_dict(self))

    def to_json(self, indent: int | None = 1) -> str:
        from .serialize import to_json
        return to_json(self, indent)

    def to_text(self) -> str:
        from .serialize import to_text
        return to_text(self)

    def rules(self, lang: str | None = None) -> list[str]:
        """The game's rules as sentences, composed from its vocabulary."""
        from .describe import describe_rules
        return describe_rules(self, lang)

    def __str__(self):
        return self.to_text()

    def __repr__(self):
        deal = f" deal {self.deal}" if self.deal is not None else ""
        state = "won" if self.is_won() else f"{self.move_count} moves"
        return f"<{self.info.names['en']}{deal}: score {self.score}, {state}>"

    def _repr_svg_(self):
        from .render_svg import game_svg
        return game_svg(self)


# --------------------------------------------------------------------------- entry points


def new_game(name: str, deal: int | None = None, *, order=None, autoplay: bool = False,
             **options) -> Game:
    """Start a game: ``new_game("klondike", deal=42, draw=3)``.

    ``deal`` is a deal number (1 to 2**31 - 1; None picks one at random).
    ``order`` deals an explicit list of cards instead (first card dealt first).
    ``autoplay`` turns on safe automatic moves to the foundations.
    Unknown games or options raise ``ValueError`` listing the valid ones.
    """
    info = game_info(name)
    options = resolve_options(info, options)
    probe = info.build(**options)
    deck = probe.deck.cards()
    if order is not None:
        from .cards import parse_cards
        cards = [c.down() for c in parse_cards(order)]
        _check_same_cards(cards, deck, "the card order")
        deal = None
    else:
        if deal is None:
            deal = _random.randrange(1, dealing.MAX_DEAL + 1)
        dealing.check_deal_number(deal)
        if probe.shuffle == "microsoft":
            cards = dealing.microsoft_order(deal)
        else:
            cards = dealing.shuffled(deck, info.id, deal)
    return Game(info, options, deal=deal, order=cards, autoplay=autoplay)


def position(name: str, piles: dict, *, partial: bool = True, **options) -> Game:
    """A hand-made position for teaching: ``position("klondike", {"tableau1": "KS QH",
    "waste": "JS"})``.  Piles not named are empty; face-down cards are written
    ``"(4C)"``.  With ``partial=False`` every card of the deck must be placed."""
    from .serialize import from_dict
    if not isinstance(piles, dict):
        raise TypeError("piles must be a dict {pile id: 'card codes'}")
    info = game_info(name)
    every = {p.id: [] for p in Game(info, resolve_options(info, options)).piles}
    every.update({k: (v.split() if isinstance(v, str) else list(v)) for k, v in piles.items()})
    return from_dict({"game": name, "options": options, "partial": partial, "piles": every})


def _check_same_cards(cards, deck, what):
    from collections import Counter
    have = Counter(c.code for c in cards)
    need = Counter(c.code for c in deck)
    if have == need:
        return
    problems = []
    extra = have - need
    missing = need - have
    for code in sorted(extra):
        if code in need:
            problems.append(f"{code} appears {have[code]} times (the deck has {need[code]})")
        else:
            problems.append(f"{code} is not in this deck")
    if missing:
        problems.append("missing: " + " ".join(sorted(missing.elements())))
    raise ValueError(f"{what} has {len(cards)} cards for a {len(deck)}-card deck: "
                     + "; ".join(problems))


__all__ = ["Game", "Move", "IllegalMove", "Declaration", "Choice", "GameRule", "Action", "Effect",
           "register",
           "new_game", "list_games", "game_info", "PileGroup", "Stock", "Waste", "Foundations",
           "Tableau", "Reserves"]


class CardsPlayedToFoundations(ScoreRule):
    """One point per card on the foundations, not counting the ``dealt`` cards the
    deal itself put there (e.g. Aces laid out before play)."""

    def __init__(self, dealt: int):
        super().__init__()
        self.dealt = dealt

    def score(self, game) -> int:
        return super().score(game) - self.dealt


class EveryCardAutoplay(SafeAutoplay):
    """AisleRiot's automatic moves in some games: every card that fits a
    foundation goes there by itself, whether or not it could still be needed."""

    def is_safe(self, game, card, heights) -> bool:
        return True


EVERY_CARD_AUTOPLAY = EveryCardAutoplay()


class SameSuitRunScore(ScoreRule):
    """Spider's score: for every run of one suit (each card one rank below the card
    under it, face up) the run's length minus one, in the tableau and on the
    foundations (a complete run there counts 12)."""

    key = "same_suit_run_score"

    def score(self, game) -> int:
        return sum(v.same_suit_pairs(p.cards) for p in game.piles if p.role != "stock")


class CompleteRunsWon(Concept):
    """Won when every card is on the foundations, or when the tableau holds every
    remaining card as complete runs (King down to Ace of one suit).

    ``one_run_per_pile``: each tableau pile must be empty or exactly one run (as
    in Scorpion); otherwise runs may lie on one another (as in Spider).
    ``all_in_one_place``: a win in the tableau needs empty foundations (Spider:
    runs all sent to the foundations, or all left in the tableau).
    """

    key = "complete_runs_won"

    def __init__(self, one_run_per_pile: bool = True, all_in_one_place: bool = False):
        super().__init__()
        self.one_run_per_pile = one_run_per_pile
        self.all_in_one_place = all_in_one_place

    def is_won(self, game) -> bool:
        if all(not p.cards for p in game.piles if p.role != "foundation"):
            return True
        for pile in game.piles:
            if pile.role == "tableau":
                cards = pile.cards
                if len(cards) % 13 or (self.one_run_per_pile and len(cards) > 13):
                    return False
                if not all(v.is_complete_run(cards[i:i + 13]) for i in range(0, len(cards), 13)):
                    return False
            elif pile.role == "foundation":
                if self.all_in_one_place and pile.cards:
                    return False
            elif pile.cards:
                return False
        return True


SPIDER_WIN = CompleteRunsWon(one_run_per_pile=False, all_in_one_place=True)
COMPLETE_RUNS_IN_PILES = CompleteRunsWon(one_run_per_pile=True)
