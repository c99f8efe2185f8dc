"""The base class of every named concept of the engine's vocabulary."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ..text import glossary


class StateError(ValueError):
    """A value of a game's own state (``game.state``) that its rules cannot hold."""


#: The kinds of values a game's state holds: (the test, what it must be).
STATE_KINDS: dict[str, tuple[Callable[[object], bool], str]] = {
    "rank": (lambda v: type(v) is int and 1 <= v <= 13, "a rank from 1 to 13"),
    "flag": (lambda v: type(v) is bool, "true or false"),
    "count": (lambda v: type(v) is int and 0 <= v <= 10**6, "a whole number from 0 to 1000000"),
    "points": (lambda v: type(v) is int and -10**9 <= v <= 10**9, "a whole number of points"),
    "number": (lambda v: type(v) is int and -10**9 <= v <= 10**9, "a whole number"),
    "direction": (lambda v: v in ("up", "down") and type(v) is str, '"up" or "down"'),
}


class StateOwner:
    """A piece of a declaration that keeps values in ``game.state``: ``state_keys`` lists
    them as ``(key, kind)`` pairs (kinds: :data:`STATE_KINDS`); :meth:`check_state` checks
    a value read from outside (a saved game, a hand-made position)."""

    state_keys: tuple[tuple[str, str], ...] = ()

    def upgrade_state(self, state: dict[str, object], move_count: int) -> None:
        """Turn, in place, the state an earlier version of the kit kept (a saved game's, with
        its ``move_count``) into today's; by default there is nothing to turn."""

    def check_state(self, key: str, value: object) -> None:
        """Raise :class:`StateError` unless ``value`` may be this owner's ``game.state[key]``."""
        kinds = dict(self.state_keys)
        if key not in kinds:
            raise StateError(f"{type(self).__name__} keeps no state {key!r}")
        test, what = STATE_KINDS[kinds[key]]
        if not test(value):
            raise StateError(f"state {key!r} must be {what}, not {value!r}")


class Concept(StateOwner):
    """A named rule or object of the glossary.

    ``key`` is the glossary key (the file ``glossary/<key>.json``).  The term,
    definition and rule sentence come from that entry, in English or French,
    rendered as phrases (plurals, French typography); :meth:`params` fills
    placeholders such as ``{n}`` in "build down by {n}".
    """

    key: str = ""

    def __init__(self, key: str | None = None) -> None:
        if key is not None:
            self.key = key

    def params(self) -> dict[str, object]:
        """Values for the placeholders of the glossary texts (none by default)."""
        return {}

    def label(self, lang: str | None = None) -> str:
        """The glossary term, e.g. "Build down" / "Construire en descendant"."""
        return glossary.entry(self.key).text("term", lang, **self.params())

    def definition(self, lang: str | None = None) -> str:
        """The glossary definition, a few sentences for the glossary pages and tooltips."""
        return glossary.entry(self.key).text("definition", lang, **self.params())

    def rule(self, lang: str | None = None) -> str:
        """The short sentence used when this concept allows or refuses a move."""
        return glossary.entry(self.key).text("rule", lang, **self.params())

    def rule_alone(self, lang: str | None = None) -> str:
        """The rule as a sentence of its own, for where the concept is shown alone
        (a suit rule's :meth:`rule` continues its rank order's: "and of the same suit")."""
        return glossary.entry(self.key).rule_alone(lang, **self.params())

    def concepts(self) -> Iterator[Concept]:
        """This concept and the concepts it is made of (for usage tables)."""
        yield self

    def __repr__(self) -> str:
        params = self.params()
        inner = ", ".join(f"{k}={v!r}" for k, v in params.items())
        return f"{type(self).__name__}({inner})"
