"""Is the game won, lost, or going in circles?

:func:`outcome` returns an :class:`Outcome` with a state and a bilingual reason:

* ``"won"`` — the game's goal is reached;
* ``"lost"`` — no legal move is left (dealing and redealing included);
* ``"stuck"`` — play can only go in circles: every move either brings back a
  position already reached in this game, or belongs to the stock (dealing,
  redealing), and going through the stock alone, to the point where it
  repeats or ends, never offers a move to a new position;
* ``"playing"`` — anything else.

The test is exact: positions are compared by :meth:`Game.position_key`
(every card, its side, the redeals used and the game's own state), and the
game is never called stuck while some move leads to a position not seen
before outside that stock cycle.  It costs one trial of each legal move, plus
one walk through the stock when nothing else is new.

AisleRiot itself never declares Klondike or FreeCell lost: it only announces
a win.  ``outcome(game, rule="aisleriot")`` gives that behaviour ("won" or
"playing").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..text.phrases import Phrase, define, say
from .position import Position


class OutcomeState(str, Enum):
    """Where a game stands (equal to its text: ``OutcomeState.WON == "won"``)."""

    WON = "won"
    LOST = "lost"
    STUCK = "stuck"
    PLAYING = "playing"

    def __str__(self) -> str:
        return self.value


define("outcome", {
    "won": Phrase(en="Won: every card has reached its goal.",
                  fr="Gagné : toutes les cartes sont arrivées à destination."),
    "lost": Phrase(en="Lost: no legal move is left.",
                   fr="Perdu : il ne reste aucun coup permis."),
    "repeat": Phrase(en="Stuck: every move brings back a position already seen — play is going in circles.",
                     fr="Bloqué : chaque coup ramène une position déjà vue — on tourne en rond."),
    "stock": Phrase(en="Stuck: only the stock can still be turned, and a whole pass through it changes "
                       "nothing else — play is going in circles.",
                    fr="Bloqué : seule la pioche peut encore être retournée, et un passage complet ne "
                       "change rien d'autre — on tourne en rond."),
    "playing": Phrase(en="The game goes on.", fr="La partie continue."),
})


@dataclass(frozen=True)
class Outcome:
    """The state of a game: ``state`` in won/lost/stuck/playing, ``reason`` a key."""

    state: str
    reason: str

    def text(self, lang: str | None = None) -> str:
        """Why the game is in this state, in ``lang`` (default: the current language)."""
        return say(f"outcome.{self.reason}", lang)

    @property
    def over(self) -> bool:
        return self.state != "playing"

    def __str__(self) -> str:
        return self.text()


def seen_positions(game: Position) -> set[tuple[object, ...]]:
    """Position keys of this game's history (the opening and after every move)."""
    seen = {game.position_key(snapshot) for snapshot in game.past_positions()}
    seen.add(game.position_key())
    return seen


MAX_NODES = 20000


def outcome(game: Position, rule: str = "kit") -> Outcome:
    """The game's outcome; ``rule="aisleriot"`` only ever reports a win."""
    if rule not in ("kit", "aisleriot"):
        raise ValueError(f"unknown outcome rule {rule!r}: use 'kit' or 'aisleriot'")
    if game.is_won():
        return Outcome(OutcomeState.WON, "won")
    if rule == "aisleriot":
        return Outcome(OutcomeState.PLAYING, "playing")
    if not game.legal_moves():
        return Outcome(OutcomeState.LOST, "lost")
    return _search(game)


def _search(game: Position) -> Outcome:
    """Explore every position reachable through positions already seen and through
    the stock; the game goes on as soon as some other move reaches a new position."""
    seen = seen_positions(game)
    start = game.snapshot()
    visited = {game.position_key()}
    frontier = [start]
    used_stock = False
    try:
        while frontier:
            if len(visited) > MAX_NODES:
                return Outcome(OutcomeState.PLAYING, "playing")  # too large to decide: never a false "stuck"
            node = frontier.pop()
            game.restore(node)
            for move in game.legal_moves():
                game.restore(node)
                game.apply(move)
                key = game.position_key()
                if key in visited:
                    continue
                if key not in seen and move.kind == "move":
                    return Outcome(OutcomeState.PLAYING, "playing")
                if move.kind != "move":
                    used_stock = True
                visited.add(key)
                frontier.append(game.snapshot())
        return Outcome(OutcomeState.STUCK, "stock" if used_stock else "repeat")
    finally:
        game.restore(start)
