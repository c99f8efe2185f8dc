"""Games played by the kit's own players and saved in a records database, for the
notebooks on statistics: a learner's record or a whole class, before anyone has played.

:func:`play_demo_games` plays deals with :func:`~solitaire_nb.engine.strategy.play_out`
and saves each game as the table does (:meth:`Store.start` with its moves, then
:meth:`Store.finish`: the player left it), so the statistics and the progress files
treat them like games played by hand.  A game played in code takes no time, so each
one gets a clock that counts ``seconds_per_move`` seconds for every move on the board.
:func:`answer_demo_exercises` answers exercises of the bank for a player, saved as a
learner's checks are.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..engine.start import new_game
from ..engine.strategy import greedy_player, play_out, random_player
from ..records.replaying import MoveLog
from ..records.store import Store
from ..text.language import resolve_lang
from ..text.phrases import Phrase

PLAYERS = {"greedy": greedy_player, "random": random_player}


def play_demo_games(store: Store, player: str, games: Mapping[str, Iterable[int]], *,
                    strategy: str = "greedy", seed: int = 0, seconds_per_move: float = 4.0,
                    max_moves: int = 400, in_progress: Mapping[str, tuple[int, int]] | None = None,
                    ) -> list[dict[str, Any]]:
    """Play the deals of each game (``{"klondike": range(1, 11)}``) with ``strategy``
    (``"greedy"`` or ``"random"``) and save them for ``player`` in ``store``; returns
    one row per game: ``game, deal, result, moves``.  ``in_progress`` (``{"golf": (2, 5)}``:
    deal 2, 5 moves) starts one more game of a kind, played that far and not left: the
    player's game in progress (its row's result is ``"in progress"``)."""
    if not isinstance(store, Store):
        raise TypeError("store must be a Store (such as Store(a_temporary_folder)), "
                        f"not {type(store).__name__}")
    if strategy not in PLAYERS:
        raise ValueError(f"strategy must be one of {', '.join(PLAYERS)}, not {strategy!r}")
    if not seconds_per_move > 0:
        raise ValueError(f"seconds_per_move must be a positive number, not {seconds_per_move!r}")
    planned = [(name, new_game(name, deal)) for name, deals in games.items() for deal in deals]
    rng = random.Random(seed)
    rows = []
    for name, game in planned:
        game.clock = lambda game=game: seconds_per_move * len(game.history)
        result = play_out(game, PLAYERS[strategy](rng), max_moves=max_moves, patience=60)
        if game.history:
            store.finish(store.start(game, player, MoveLog(game)))
        rows.append({"game": name, "deal": game.deal, "result": result, "moves": len(game.history)})
    for name, (deal, moves) in (in_progress or {}).items():
        game = new_game(name, deal)
        game.clock = lambda game=game: seconds_per_move * len(game.history)
        play_out(game, PLAYERS[strategy](rng), max_moves=moves, patience=60)
        if game.history and not game.is_won():
            store.start(game, player, MoveLog(game))
        rows.append({"game": name, "deal": deal, "result": "in progress", "moves": len(game.history)})
    return rows


def answer_demo_exercises(store: Store, player: str, answers: Mapping[str, Iterable[Any]]) -> list[Any]:
    """``player`` answers exercises of the bank, each answer checked in turn
    (``{"records.win_rate": [50, 67]}``: a wrong answer, then the right one), the attempts
    saved in ``store`` as a learner's checks are saved; returns the results.  A written
    answer given as a :class:`~solitaire_nb.text.phrases.Phrase` is written in the
    learner's language, as a student of that class would."""
    from .attempts import saving_to
    from .bank import exercise

    results = []
    with saving_to(store, player):
        for key, given in answers.items():
            question = exercise(key)
            results += [question.check(answer[resolve_lang(None)] if isinstance(answer, Phrase) else answer,
                                       reveal=True) for answer in given]
    return results


def edit_by_hand(path: str | os.PathLike) -> int:
    """Change a progress file as a learner might by hand, to show that the teacher's reading
    notices: its first lost game is marked as won (its moves are left as they were).
    Returns the number of that game in the file (from 1); ``ValueError`` if none is lost."""
    path = Path(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    lost = [i for i, entry in enumerate(data["games"]) if not entry["won"]]
    if not lost:
        raise ValueError(f"{path} has no lost game to mark as won")
    data["games"][lost[0]]["won"] = True
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return lost[0] + 1


def copy_under_name(path: str | os.PathLike, player: str) -> Path:
    """Hand in a copy of the progress file at ``path`` under another student's name, as a
    student copying a classmate's work might: the same games, the same answers, only the
    name changed.  Written beside it as ``<player>.json``; returns its path."""
    path = Path(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["player"] = player
    copy = path.with_name(f"{player}.json")
    copy.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return copy


__all__ = ["answer_demo_exercises", "copy_under_name", "edit_by_hand", "play_demo_games"]
