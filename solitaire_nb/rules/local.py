"""Rules that only one game has: its own checks, special moves and automatic effects."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from ..text.phrases import Phrase
from .concept import Concept
from .key_parts import LEVELS, PLACES
from .piles import Refusal

if TYPE_CHECKING:
    from .cards import Card
    from .position import DeclarationView, Group, Moved, Position


class LocalConcept(Concept):
    """A rule that only one game has, named and explained in its own words.

    It has no check of its own: the game enforces it elsewhere (a pile group
    that lifts or accepts cards its own way, a foundation with its own base
    card).  It gives that rule a label and a sentence for the rule text and
    for refusals, in English and French.
    """

    def __init__(self, key: str, text: Phrase | dict[str, str],
                 label: Phrase | dict[str, str] | None = None) -> None:
        super().__init__(key)
        for name, value in (("text", text), ("label", label or text)):
            if not isinstance(value, Mapping) or not {"en", "fr"} <= set(value):
                raise TypeError(f"{key}: {name} must be a Phrase (or a dict with 'en' and 'fr' texts)")
        self.text = text
        self._label = label or text
        self._phrases = (Phrase.of(self._label), Phrase.of(text))  # a missing language fails here

    def label(self, lang: str | None = None) -> str:
        return self._phrases[0].text(lang)

    def rule(self, lang: str | None = None) -> str:
        return self._phrases[1].text(lang)

    def definition(self, lang: str | None = None) -> str:
        return self.rule(lang)


class GameRule(LocalConcept):
    """A rule that only one game has, checked on every move: a named check with
    its own bilingual text.

    ``check(game, move, cards)`` returns True when the move is allowed.  A rule
    enforced elsewhere (by a pile group or a foundation) is a
    :class:`LocalConcept`, not a GameRule.  ``sees`` says how much of every pile the check
    reads (:mod:`.key_parts`: ``TOPS`` for a check reading only top cards and counts);
    by default, everything.

    ``lets_safe_cards_go_early``: once some safe cards have gone home early, the moment they
    were free (what a search's shortcut does, see
    :meth:`~solitaire_nb.rules.goals.SafeAutoplay.never_loses_a_win`), the rule still allows
    every move it allowed, but those of these cards and onto them.  Say so only after
    checking: a rule may look at anything.
    """

    def __init__(self, key: str, text: Phrase | dict[str, str],
                 check: Callable[[Position, Moved, list[Card]], bool],
                 label: Phrase | dict[str, str] | None = None, sees: int = PLACES, *,
                 lets_safe_cards_go_early: bool = False) -> None:
        super().__init__(key, text, label)
        if not callable(check):
            raise TypeError(f"{key}: a GameRule needs a check function "
                            "(a rule enforced elsewhere is a LocalConcept)")
        if sees not in LEVELS:
            raise ValueError(f"{key}: sees must be one of the levels of key_parts, not {sees!r}")
        self.check = check
        self.sight = sees
        self.lets_safe_cards_go_early = lets_safe_cards_go_early

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """How much of the piles of ``group`` the check reads (the same for every group)."""
        return self.sight


class ActionKind(str):
    """The kind of a game's own action, named by the action (the kinds are open, unlike
    the engine's ``MoveKind``): ``ActionKind("gaps_redeal", written="redeal")``.

    A move of the action has it as its ``kind``, so the move says which action it is; the
    move is written ``written`` (``"deal"`` or ``"redeal"``, as a stock's deal or redeal
    is) in move texts, notations and saved games."""

    written: str

    def __new__(cls, name: str, written: str) -> ActionKind:
        if written not in ("deal", "redeal"):
            raise ValueError(f"an action is written 'deal' or 'redeal', not {written!r}")
        kind = super().__new__(cls, name)
        kind.written = written
        return kind

    def __getnewargs__(self) -> tuple[str, str]:  # type: ignore[override]
        return (str.__str__(self), self.written)

    def __repr__(self) -> str:
        return f"ActionKind({str.__str__(self)!r}, written={self.written!r})"

    @property
    def value(self) -> str:
        """The kind's name (as a ``MoveKind``'s ``value``)."""
        return str.__str__(self)


class Action(Concept):
    """A move that is not "cards from one pile to another": a game's own special
    move (e.g. gathering and redealing the piles).  Subclasses give the legal
    moves of their ``kind`` (an :class:`ActionKind`) now, apply one, and say why one
    is refused.  An action that only carries out the stock's own deal or redeal has that
    move's kind instead (``"deal"`` or ``"redeal"``)."""

    kind: ActionKind | str
    #: True only for an action that never needs a card that went home early (Cruel's redeal,
    #: which deals the tableau again four by four, does: one card fewer shifts every group)
    lets_safe_cards_go_early = False
    #: False only for an action that never puts a card on a foundation (a deal, a redeal)
    sends_cards_home = True

    def moves(self, game: Position) -> Sequence[Moved]:
        raise NotImplementedError

    def apply(self, game: Position, move: Moved) -> None:
        raise NotImplementedError

    def refusal(self, game: Position, move: Moved) -> Refusal:
        return Refusal(self, "game_rule")


class Effect(Concept):
    """Something the game does by itself after every move, within that move
    (e.g. filling an empty pile from the reserve)."""

    #: True only for an effect that moves no card and refuses no move (one keeping a score)
    lets_safe_cards_go_early = False
    #: False only for an effect that never puts a card on a foundation
    sends_cards_home = True

    def after_move(self, game: Position, move: Moved) -> None:
        raise NotImplementedError
