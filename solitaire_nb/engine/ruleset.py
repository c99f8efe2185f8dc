"""A game's rules, built once: the declaration for one game and one set of options.

A :class:`Ruleset` is immutable and shared by every position of that game with
those options (:meth:`Ruleset.of` caches it), so starting, copying or loading a
game never builds its declaration again.  It holds what the engine derives from
the declaration once and for all: the piles and their groups, the stock rules,
the game's own actions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from types import MappingProxyType
from typing import NamedTuple

from ..rules.cards import Card
from ..rules.declaration import Declaration, GameInfo, game_info, resolve_options
from ..rules.empty import FilledAutomatically
from ..rules.local import Action
from ..rules.piles import Candidate, PileGroup, Stock
from ..rules.position import Pile as RulesPile
from ..rules.position import Position as RulesPosition

# What a pile group answers about a move (bound once per game: Ruleset.sources and targets).
LiftLimit = Callable[[RulesPosition, RulesPile], int]
PoolOf = Callable[[RulesPosition, RulesPile, Sequence[Candidate], Mapping[int, Sequence[Candidate]],
                   Sequence[Candidate]], Sequence[Candidate]]
Allows = Callable[[RulesPosition, RulesPile, list[Card], RulesPile], bool]


class PileSpec(NamedTuple):
    """One pile of the layout: its id, the group whose rules it follows, its number in the group."""

    id: str
    group: PileGroup
    index: int  # type: ignore[assignment]  # the pile's number, hiding tuple.index


class Ruleset:
    """The rules of one game with one set of options (see the module docstring)."""

    __slots__ = ("info", "options", "declaration", "piles", "index", "groups",
                 "stock_group", "finite_redeals", "actions", "turn_up", "auto_filled", "settling", "sources",
                 "targets", "__weakref__")

    info: GameInfo
    options: Mapping[str, object]
    declaration: Declaration
    piles: tuple[PileSpec, ...]
    index: Mapping[str, int]
    groups: Mapping[str, tuple[int, ...]]
    stock_group: Stock | None
    finite_redeals: bool
    actions: Mapping[str, Action]
    turn_up: tuple[int, ...]
    auto_filled: tuple[int, ...]
    settling: tuple[PileGroup, ...]
    sources: tuple[tuple[int, LiftLimit], ...]
    targets: tuple[tuple[int, PileGroup, PoolOf, Allows], ...]

    def __init__(self, info: GameInfo, options: Mapping[str, object]) -> None:
        set_ = object.__setattr__
        declaration = info.declaration(dict(options))
        set_(self, "info", info)
        set_(self, "options", MappingProxyType(dict(options)))
        set_(self, "declaration", declaration)
        piles: list[PileSpec] = []
        groups: dict[str, list[int]] = {}
        for group in declaration.piles:
            for number, pile_id in enumerate(group.pile_ids(), start=1):
                groups.setdefault(group.prefix, []).append(len(piles))
                piles.append(PileSpec(pile_id, group, number))
        set_(self, "piles", tuple(piles))
        set_(self, "index", MappingProxyType({spec.id: i for i, spec in enumerate(piles)}))
        set_(self, "groups", MappingProxyType({k: tuple(v) for k, v in groups.items()}))
        stock = next((g for g in declaration.piles if isinstance(g, Stock)), None)
        set_(self, "stock_group", stock)
        # the redeals used matter to the future where they are limited: by the stock, or by a
        # game's own action (Gaps and Scuffle count theirs in redeals_used)
        set_(self, "finite_redeals", (stock is not None and stock.redeals.limit is not None)
             or bool(declaration.actions))
        # a game's own actions by kind, and by the way their moves are written ("deal",
        # "redeal"): a move written so, or made by hand with that kind, is the action's
        actions = {getattr(a.kind, "written", a.kind): a for a in declaration.actions}
        set_(self, "actions", MappingProxyType({**actions, **{a.kind: a for a in declaration.actions}}))
        set_(self, "turn_up", tuple(i for i, s in enumerate(piles) if s.group.turn_up_top))
        set_(self, "auto_filled", tuple(i for i, s in enumerate(piles)
                                        if isinstance(getattr(s.group, "empty", None),
                                                      FilledAutomatically)))
        set_(self, "settling", tuple(g for g in declaration.piles
                                     if type(g).settle is not PileGroup.settle))
        # what legal-move generation calls for each pile, looked up once
        set_(self, "sources", tuple((i, s.group.lift_limit) for i, s in enumerate(piles)))
        set_(self, "targets", tuple((i, s.group, s.group.pool, s.group.allows) for i, s in enumerate(piles)
                                    if not s.group.receives_nothing))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a ruleset is immutable (tried to set {name!r})")

    @classmethod
    def of(cls, game: str | GameInfo, options: Mapping[str, object] | None = None) -> Ruleset:
        """The ruleset of ``game`` (an id or its info) with ``options`` (unknown or invalid
        options raise ``ValueError``; missing ones take their defaults), built once."""
        info = game if isinstance(game, GameInfo) else game_info(game)
        resolved = resolve_options(info, dict(options or {}))
        # Keyed by the info itself too: a game registered again under its id gets a new ruleset.
        return _cached(info.id, id(info), tuple(sorted(resolved.items(), key=lambda item: item[0])))

    @property
    def id(self) -> str:
        return self.info.id

    def pile_ids(self) -> list[str]:
        return [spec.id for spec in self.piles]

    def __repr__(self) -> str:
        options = " ".join(f"{k}={v!r}" for k, v in self.options.items())
        return f"<Ruleset {self.info.id}{' ' + options if options else ''}>"


@cache
def _cached(game_id: str, info_key: int, options: tuple[tuple[str, object], ...]) -> Ruleset:
    return Ruleset(game_info(game_id), dict(options))
