"""Players and hints: simple strategies a class can compare its own against.

A *strategy* is any function ``choose(game, moves) -> Move`` that picks one of
the legal ``moves``.  :func:`play_out` plays a game to its end with it.

:func:`move_value` is the greedy player's score of a move.  The heuristic hint
(:func:`hint_with_reason`) first follows the four Klondike tips, in their order
of importance, in games built like Klondike while the tableau still hides cards
(:func:`tips_apply`), and falls back on :func:`move_value` elsewhere.
:meth:`Game.hint` uses it when the solver finds no win within the hint's budget
(:mod:`solitaire_nb.engine.hints`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import cast

from ..rules.building import ALTERNATE_COLOUR, Down
from ..rules.cards import Card
from ..rules.empty import KINGS_ONLY
from ..rules.roles import Role
from ..text.language import LANGUAGES
from ..text.phrases import Phrase, Said, define
from .moves import Move
from .position import Position

define("hint", {
    "tip_left": Phrase(en="free the leftmost column you can, column {column} (tip 1)",
                       fr="libérer la colonne la plus à gauche possible, la colonne {column} (conseil 1)"),
    "tip_right": Phrase(en="fill the empty column from the rightmost column you can, column {column} (tip 2)",
                        fr="remplir la colonne vide depuis la colonne la plus à droite possible, la colonne "
                           "{column} (conseil 2)"),
    "tip_king": Phrase(en="{card} goes to the empty column, so that an available Queen of the other colour "
                          "can follow it (tip 3)",
                       fr="{card} va dans la colonne vide, pour qu'une Dame disponible de l'autre couleur "
                          "(rouge ou noir) puisse le suivre (conseil 3)"),
    "tip_foundation": Phrase(en="start the foundations as early as possible (tip 4)",
                             fr="commencer les fondations le plus tôt possible (conseil 4)"),
    "best_value": Phrase(en="the move with the best score", fr="le coup qui a la meilleure note"),
    # what a move does, said of the heuristic's move (a hint's reason in the game's terms)
    "does_foundation": Phrase(en="it puts {card} on a foundation", fr="il pose {card} sur une fondation"),
    "does_turn_up": Phrase(en="it turns up the face-down card under {card}",
                           fr="il retourne la carte face cachée sous {card}"),
    "does_empty": Phrase(en="it empties its pile", fr="il vide sa pile"),
    "does_waste": Phrase(en="it brings {card}, the waste card, into play",
                         fr="il met en jeu {card}, la carte de la défausse"),
    "does_reserve": Phrase(en="it takes {card} out of the reserve", fr="il sort {card} de la réserve"),
    "does_fill": Phrase(en="it moves {card} into the empty place {target}",
                        fr="il place {card} dans la place vide {target}"),
    "does_build": Phrase(en="it builds {card} on {onto}", fr="il pose {card} sur {onto}"),
    "does_deal": Phrase(en="no other move helps: the stock brings new cards",
                        fr="aucun autre coup n'aide : la pioche apporte de nouvelles cartes"),
    "does_redeal": Phrase(en="no other move helps: turning the waste over brings its cards back",
                          fr="aucun autre coup n'aide : retourner la défausse ramène ses cartes"),
})

#: A strategy picks one of the legal moves: ``choose(game, moves) -> Move``.
Strategy = Callable[[Position, list[Move]], Move]


def move_value(game: Position, move: Move) -> float:
    """A rough value of a move for hints and the greedy player (higher is better)."""
    if move.kind.written == "deal":
        return 1.0
    if move.kind.written == "redeal":
        return 0.5
    source = game.pile(move.source)
    target = game.pile(move.target)
    value = 2.0
    below = source.cards[:-move.count]
    if target.role == Role.FOUNDATION:
        value += 50 if source.role != Role.FOUNDATION else -50
    elif source.role == Role.FOUNDATION:
        value -= 30
    if below and not below[-1].face_up and source.role == Role.TABLEAU:
        value += 40 + sum(1 for c in below if not c.face_up)
    if source.role == Role.WASTE:
        value += 15
    if source.role == Role.RESERVE and target.role != Role.RESERVE:
        value += 12
    if target.role == Role.RESERVE:
        value -= 8
    if source.role == Role.TABLEAU and target.role == Role.TABLEAU:
        if not target.cards and not below:
            value -= 60  # a whole pile onto an empty pile changes nothing
        elif not target.cards:
            value -= 3
        elif not below:
            value += 20  # empties a pile
    return value


def hides_cards(game: Position) -> bool:
    """True when a tableau pile still has face-down cards."""
    return any(not card.face_up for pile in game.piles if pile.role == Role.TABLEAU for card in pile.cards)


def built_like_klondike(game: Position) -> bool:
    """Is the tableau built as Klondike's: down by alternate colour, an empty pile taking
    only a King?  The four Klondike tips speak of such a tableau (tip 3 asks for a King
    into an empty column, matched to a Queen of the other colour)."""
    for group in game.declaration.piles:
        build = getattr(group, "build", None)
        if (group.role.key == Role.TABLEAU and build is not None and type(build.order) is Down
                and build.suit is ALTERNATE_COLOUR and getattr(group, "empty", None) is KINGS_ONLY):
            return True
    return False


def tips_apply(game: Position) -> bool:
    """The Klondike tips guide the hint in games built like Klondike
    (:func:`built_like_klondike`: Klondike and its variants, Yukon, Easthaven...) while
    their tableau still hides cards (:func:`hides_cards`)."""
    return built_like_klondike(game) and hides_cards(game)


def free_queens(game: Position) -> list[Card]:
    """The Queens a player could move now (on top of a waste or reserve, face up in a
    tableau pile), leaving out those already resting on a King."""
    queens = []
    for pile in game.piles:
        if pile.role in (Role.WASTE, Role.RESERVE) and pile.cards and pile.cards[-1].rank == 12:
            queens.append(pile.cards[-1])
        elif pile.role == Role.TABLEAU:
            for i, card in enumerate(pile.cards):
                below = pile.cards[i - 1] if i else None
                if card.face_up and card.rank == 12 and not (below and below.face_up and below.rank == 13):
                    queens.append(card)
    return queens


def tip_for(game: Position, move: Move) -> tuple[int, tuple[int, ...], Said] | None:
    """``(tip, key, reason)`` when one of the Klondike tips asks for ``move``, else None.

    Tips come in their order of importance (1 to 4), and among the moves of one tip
    the lowest ``key`` first:

    1. a move out of a tableau pile that turns up a face-down card or empties the
       pile (into a pile that is not empty): leftmost column first (at the deal, the
       one hiding fewer cards), a card going to a foundation before one that does not;
    2. a move from a tableau pile into an empty one that turns up a card: rightmost
       column first;
    3. a King into an empty pile when a Queen of the other colour could follow it;
    4. a card sent to a foundation.
    """
    if move.kind != "move":
        return None
    source, target = game.pile(move.source), game.pile(move.target)
    below = source.cards[:-move.count]
    to_empty = target.role == Role.TABLEAU and not target.cards
    uncovers = source.role == Role.TABLEAU and (not below or not below[-1].face_up)
    columns = [pile.id for pile in game.piles if pile.role == Role.TABLEAU]
    if uncovers and not to_empty:
        key = (columns.index(source.id), target.role != Role.FOUNDATION)
        return 1, key, Said("hint.tip_left", column=columns.index(source.id) + 1)
    if uncovers and below:
        return 2, (-columns.index(source.id),), Said("hint.tip_right", column=columns.index(source.id) + 1)
    if to_empty:
        king = source.cards[-move.count]
        if king.rank == 13 and any(queen.red != king.red for queen in free_queens(game)):
            return 3, (), Said("hint.tip_king", card=king)
        return None
    if target.role == Role.FOUNDATION and source.role != Role.FOUNDATION:
        return 4, (), Said("hint.tip_foundation")
    return None


def hint_with_reason(game: Position) -> tuple[Move | None, Said | None]:
    """The hint and where it comes from: ``(move, reason)``, or ``(None, None)``.

    In games built like Klondike whose tableau still hides cards (:func:`tips_apply`),
    the hint follows the Klondike tips in their order of importance (:func:`tip_for`),
    and the reason names the tip; ties, and positions where no tip speaks, go to the best
    :func:`move_value` (then None when no move is worth it).  A move that changes
    nothing for the player (:meth:`Game.is_idle`) is never offered.
    """
    moves = [move for move in game.legal_moves() if not game.is_idle(move)]
    if not moves:
        return None, None
    if tips_apply(game):
        ranked: list[tuple[tuple[int, tuple[int, ...], float, int], Move, Said]] = []
        for i, move in enumerate(moves):
            tip = tip_for(game, move)
            if tip is not None:
                ranked.append(((tip[0], tip[1], -move_value(game, move), i), move, tip[2]))
        if ranked:
            _, move, reason = min(ranked, key=lambda entry: entry[0])
            return move, reason
    best = max(moves, key=lambda m: move_value(game, m))
    if move_value(game, best) <= -20 and not _in_grid(game, best):
        return None, None
    return best, Said("hint.best_value")


def _in_grid(game: Position, move: Move) -> bool:
    """A move between the places of a grid (Gaps): where a card lies is the whole game."""
    target = game.find_pile(move.target) if move.kind == "move" else None
    return target is not None and target.group.places_matter


def what_it_does(game: Position, move: Move) -> Said:
    """What the heuristic's ``move`` does, as a hint's reason in the game's own terms: the
    game's own words when its piles have some (Poker's hands), else a card to a foundation,
    a card turned up, a pile emptied, the waste or reserve card brought into play..."""
    if move.kind.written == "deal":
        return Said("hint.does_deal")
    if move.kind.written == "redeal":
        return Said("hint.does_redeal")
    source, target = game.pile(move.source), game.pile(move.target)
    own = getattr(target.group, "hint_reason", None)
    said = own(game, move) if own is not None else None
    if said is not None:
        return cast(Said, said)
    card, below = source.cards[-move.count], source.cards[:-move.count]
    if target.role == Role.FOUNDATION and source.role != Role.FOUNDATION:
        return Said("hint.does_foundation", card=card)
    if below and not below[-1].face_up and source.role == Role.TABLEAU:
        return Said("hint.does_turn_up", card=card)
    if source.role == Role.WASTE:
        return Said("hint.does_waste", card=card)
    if source.role == Role.RESERVE and target.role != Role.RESERVE:
        return Said("hint.does_reserve", card=card)
    if not below and source.role == Role.TABLEAU and target.cards:
        return Said("hint.does_empty")
    if target.cards:
        return Said("hint.does_build", card=card, onto=target.cards[-1])
    return Said("hint.does_fill", card=card, target=Phrase({lang: target.label(lang) for lang in LANGUAGES}))


#: The seed of a player given no random source: each new player starts from it, so a player
#: plays a deal the same way on every run (a notebook's figures do not change when it runs
#: again); pass ``random.Random()`` for choices that differ from run to run.
SEED = 0


def _source(rng: random.Random | None) -> random.Random:
    """``rng``, or a generator seeded with :data:`SEED`."""
    return rng if rng is not None else random.Random(SEED)


def random_player(rng: random.Random | None = None) -> Strategy:
    """A strategy choosing uniformly among the legal moves (drawn from ``rng``, by default
    a generator seeded with :data:`SEED`)."""
    rng = _source(rng)

    def choose(game: Position, moves: list[Move]) -> Move:
        return rng.choice(moves)
    return choose


def best_moves(game: Position, moves: list[Move]) -> list[Move]:
    """The moves :func:`move_value` rates highest among ``moves`` (in their order)."""
    values = [move_value(game, m) for m in moves]
    top = max(values)
    return [m for m, val in zip(moves, values) if val == top]


def greedy_player(rng: random.Random | None = None) -> Strategy:
    """A strategy taking the highest-valued move (ties broken at random, drawn from ``rng``,
    by default a generator seeded with :data:`SEED`)."""
    rng = _source(rng)

    def choose(game: Position, moves: list[Move]) -> Move:
        return rng.choice(best_moves(game, moves))
    return choose


def standing(game: Position) -> tuple[int, int, int, int, int]:
    """How well a position stands, compared as a tuple: won first, then the cards on the
    foundations and the face-down cards turned up (together), the game's own score (the
    cards cleared in Golf or Thirteen, where nothing goes to a foundation), and the number of
    legal moves."""
    up, down = progress(game)
    return (int(game.is_won()), up - down, game.score, len(game.legal_moves()), 0)


def lookahead_player(rng: random.Random | None = None, candidates: int = 3, horizon: int = 20) -> Strategy:
    """A strategy that looks ahead before it moves: the ``candidates`` moves
    :func:`move_value` rates highest are each tried, followed by up to ``horizon`` moves of
    the greedy player.  A move whose line wins is played; else the greedy player's choice,
    unless its line runs into a dead end (no legal move left) and another's does not, or
    another line gets clearly further (:func:`standing`: more cards home or turned up).  The
    greedy player rates a move by itself alone; this one sees where a move leads.  Ties are
    broken as the greedy player's, from ``rng`` (by default seeded with :data:`SEED`)."""
    rng = _source(rng)
    if candidates < 1 or horizon < 0:
        raise ValueError("candidates must be at least 1 and horizon at least 0")
    greedy = greedy_player(rng)

    def line_from(game: Position) -> tuple[int, int, int]:
        """(won, not a dead end, progress) along the greedy line from ``game``."""
        start, played, best, alive = game.snapshot(), 0, standing(game), 1
        seen = {game.position_key()}
        while played < horizon and not best[0]:
            moves = game.legal_moves()
            if not moves:
                alive = 0
                break
            game.search_step(greedy(game, moves))
            played += 1
            key = game.position_key()
            if key in seen:
                break
            seen.add(key)
            best = max(best, standing(game))
        game.restore(start)
        return best[0], alive, best[1] // 3  # a few cards further counts, one card does not

    def choose(game: Position, moves: list[Move]) -> Move:
        values = {id(move): move_value(game, move) for move in moves}
        ranked = sorted(moves, key=lambda m: -values[id(m)])
        rated = []
        for order, move in enumerate(ranked[:candidates]):
            before = game.search_step(move)
            rated.append((line_from(game), -order, move))
            game.restore(before)
        return max(rated, key=lambda rating: rating[:2])[2]
    return choose


def progress(game: Position) -> tuple[int, int]:
    """(cards on foundations, face-down cards): what a game's progress is made of."""
    on_foundations = face_down = 0
    for pile in game.piles:
        if pile.role == Role.FOUNDATION:
            on_foundations += len(pile.cards)
        elif pile.role != Role.STOCK:
            for card in pile.cards:
                if card.face_up:
                    break
                face_down += 1
    return on_foundations, face_down


def play_out(game: Position, strategy: Strategy, max_moves: int = 5000, patience: int | None = 200) -> str:
    """Play ``game`` to its end with ``strategy``; returns ``"won"``, ``"lost"`` (no
    legal move) or ``"stuck"``.

    A position already seen is never entered again: a move leading back to one
    is taken back and struck off.  The game is ``"stuck"`` when every remaining
    move would repeat a position, when ``patience`` moves in a row brought no
    progress (no new card on the foundations, no face-down card turned up), or
    after ``max_moves`` moves.
    """
    seen = {game.position_key()}
    best_up, best_down = progress(game)
    quiet = 0
    for _ in range(max_moves):
        if game.is_won():
            return "won"
        moves = game.legal_moves()
        if not moves:
            return "lost"
        while moves:
            move = strategy(game, moves)
            game.play(move)
            key = game.position_key()
            if key not in seen:
                seen.add(key)
                break
            game.undo()
            moves = [m for m in moves if m != move]
        else:
            return "stuck"
        if patience is not None:
            up, down = progress(game)
            if up > best_up or down < best_down:
                best_up, best_down = max(up, best_up), min(down, best_down)
                quiet = 0
            else:
                quiet += 1
                if quiet >= patience:
                    return "stuck"
    return "won" if game.is_won() else "stuck"
