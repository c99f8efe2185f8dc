"""Find certified puzzles on real deals and write them to solitaire_nb/teaching/puzzle_data/.

    .venv/bin/python scripts/make_puzzles.py [--budget S] [--keep N] [--add] [game ids...]
    .venv/bin/python scripts/make_puzzles.py --add --options '{"suits": 1}' spider
    .venv/bin/python scripts/make_puzzles.py --relevel
    .venv/bin/python scripts/make_puzzles.py --recount backbone

For each game (every game with decisions by default), deals 1, 2, 3... (or from
``--first-deal``) are taken in turn, twice.  The first half of the budget goes to the
games the greedy and the random player won (:func:`player_wins`, cheap to play on many
deals): their last positions, nearest the end first, where a quick win is cheap to
certify (all their positions where the search may count the cards away from the
foundations).  The rest goes, on each deal, first where the greedy and the random
player lost their game: walking back from the end, the last position the solver proves
still winnable, and the few before it (:func:`turning_points`), where few moves are left
that win; then to the whole wins from the deal and from points along the two players'
games (a third, half, two thirds and five sixths of the way; seeded players, so the same
deal always gives the same games): later positions hold fewer cards, so the solver
settles them where it cannot settle the whole deal.  Each start is solved (a bound of
:data:`FIND_NODES` positions, ``--find-nodes``), and along each win every position is
tried, from the end back to the start, for at most an eighth of the budget
(``--line-seconds``).  ``--deals-only`` takes only the solver's wins from the deals
themselves, where the players' games cost more than they give; ``--deal-starts`` only the
deals' first positions (Diamond Mine: which Diamond starts the foundation); ``--avoid deal``
leaves out the puzzles answered by those moves, where the stored ones all answer so already.
Where a game has a finder of its own (``scripts/puzzle_lines.py``: Poker's grids, Sir
Tommy's reserves, models of Diamond Mine and Agnes...), its wins are taken like the
solver's, with the whole budget; where it stands for the players' wins (``NEAR_WINS_ONLY``:
Union Square's player holding one suit back), only the near wins at the end of its lines.

A position is a puzzle (:func:`certify`) when it offers at least two moves (moves reaching
the same position count as one: the same card into another free cell, a pair taken from its
other card) and every move but the win's is proven lost by the solver's exhaustive search
within :data:`REFUTE_NODES` positions (so that the tests can check every certificate again
quickly: :data:`MOST_CHECKED` positions in all, :data:`MOST_MOVES` moves from the deal), or,
for a near win (:func:`near_depths`), when no other move wins as soon.
A near win the greedy player would find anyway (its best-rated move) is left out.

A game is searched until :data:`WANTED` puzzles are found, for at most ``--budget``
seconds; it keeps at most ``--keep`` of them, spread from the nearest win to the farthest,
and gives them their levels (:func:`~solitaire_nb.teaching.puzzles.levels_of`).  With
``--add`` the puzzles already stored are chosen from with the new ones; ``--relevel`` only
gives the stored puzzles their levels again, leaving out the near wins the greedy player
finds.  The notebooks ask for a puzzle by level and place (``sn.puzzles(GAME, level=2)[0]``):
write their editions again afterwards (``scripts/make_editions.py``).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from puzzle_lines import EVERY_WIN_AS_LONG, LINE_FINDERS, NEAR_WINS_ONLY, found_lines  # noqa: E402

import solitaire_nb as sn  # noqa: E402
from solitaire_nb.engine.solver import has_face_down, solve  # noqa: E402
from solitaire_nb.engine.strategy import best_moves, greedy_player, play_out, random_player  # noqa: E402
from solitaire_nb.teaching.puzzle_search import (  # noqa: E402
    dead_end,
    home_bound,
    least_moves,
    line_within,
    move_classes,
    wins_within,
)
from solitaire_nb.teaching.puzzles import (  # noqa: E402
    DATA,
    LEVELS,
    Certificate,
    Puzzle,
    Refutation,
    has_decisions,
    levels_of,
    to_data,
)

SHORT = 10         # a win this close may be certified by "no other move wins as soon"...
SHORT_HOME = 20    # ...or this close, where the search may count the moves still needed (home_bound),
SLACK = 4          # or a win at most this many moves longer than that count (least_moves)
FIND_NODES = 20_000
REFUTE_NODES = 1_000
WITHIN_NODES = 5_000   # the bound of a search of every line (cheaper per position than the solver's)
FIRST_NODES = 1_000    # ...and of the search for a near win along the players' wins (many positions)
MOST_CHECKED = 10_000   # positions a certificate's searches expand in all, at most...
MOST_MOVES = 30_000     # ...and moves from the deal to the puzzle: the tests check every puzzle again
WANTED = 24
MOST_DEALS = 300
BACK = 6           # positions tried before the point where a player's game was lost
MOST_POSITIONS = 600  # of one win, the last ones at most (a solver's win may be 15,000 moves long)
LINE_SHARE = 1 / 8  # of the budget, at most, on the positions of one whole win (then the next)
# set from the command line
SETTINGS: dict = {"line_seconds": None, "deals_only": False, "dive_every": None, "deals": None,
                  "slack": SLACK, "deal_starts": False, "avoid": set()}


OPTIONS: dict = {}   # the game's options (--options): its defaults unless a puzzle needs others
FIRST_DEAL = [1]     # the first deal searched (--first-deal): later ones to look further


def new(game_id: str, deal: int):
    """A new game on ``deal`` with the options searched."""
    return sn.new_game(game_id, deal=deal, **OPTIONS)


def near_depths(game, known: int) -> range:
    """The lengths of a win from ``game`` that "no other move wins as soon" may certify, a
    win of ``known`` moves being known: at most :data:`SHORT` moves; where the search may
    count the cards away from the foundations (:func:`home_bound`), at most
    :data:`SHORT_HOME`, or at most :data:`SLACK` (``--slack``) more than the cards away (each
    of those moves is a card sent home, but a few: the search is cut everywhere else)."""
    if home_bound(game):
        away = least_moves(game)
        return range(max(1, away), min(known, max(SHORT_HOME, away + SETTINGS["slack"])) + 1)
    return range(1, min(known, SHORT) + 1)


def refute(after, depth: int):
    """A proof that ``after`` loses: a search of every line of ``depth`` moves finding no win
    (``within``, or ``within_home`` where it may count the cards away from the
    foundations), else the solver's exhaustive search (``unwinnable``); (kind, nodes) or None."""
    bound = home_bound(after)
    found, nodes = wins_within(after, depth, WITHIN_NODES, cards_bound=bound)
    if found is False:
        return ("within_home" if bound else "within"), nodes
    return None if found else refute_unwinnable(after)


def shortest_win(game, depths: range, most_nodes: int = FIND_NODES) -> list[str] | None:
    """The moves of a shortest win from ``game`` if one of a length in ``depths`` exists
    (every line tried, longer and longer: :func:`line_within`, cut by the cards away where
    :func:`home_bound` says so), else None (also when ``most_nodes`` positions were not
    enough at some length)."""
    bound = home_bound(game)
    for depth in depths:
        line, settled, _ = line_within(game, depth, most_nodes, cards_bound=bound)
        if line is not None or not settled:
            return line
    return None


def starts(game_id: str, deal: int) -> list[list[str]]:
    """Where the search starts on a deal: the deal itself, then points along the greedy
    player's game and the random player's (the moves played from the deal to reach each;
    a player's slips leave positions where fewer moves still win)."""
    found: list[list[str]] = [[]]
    for player in (greedy_player, random_player):
        played = [str(m) for m in played_out(game_id, deal, player).history]
        found += [played[:n] for n in sorted({len(played) * k // 6 for k in (2, 3, 4, 5)} - {0})]
    return found


def candidates(game_id: str, deal: int, line: list, seen: set, prefix: list[str] = (),
               deadline: float = float("inf"), last: int | None = None,
               near_only: bool = False) -> list[Puzzle]:
    """The puzzles along one winning line, played after ``prefix`` on a deal (their level
    is given later, among all the game's puzzles), tried until ``deadline``, the end of the
    line first (only its ``last`` positions, if given; only near wins if ``near_only``)."""
    found = []
    game = new(game_id, deal)
    for text in prefix:
        game.play(text)
    positions, first = [], len(line) - min(len(line), last or MOST_POSITIONS)
    for index, move in enumerate(line):
        if index >= first:   # the others are never reached: copies of a long game cost much memory
            positions.append((game.copy(), [str(m) for m in line[index:]]))
        game.play(move)
    for position, rest in reversed(positions):
        if time.perf_counter() > deadline:
            break
        puzzle = certify(game_id, deal, position, rest, seen, near_only)
        if puzzle is not None:
            found.append(puzzle)
    return found


def certify(game_id: str, deal: int, position, rest: list[str], seen: set,
            near_only: bool = False) -> Puzzle | None:
    """The puzzle at ``position`` (a game on ``deal``), if ``rest``, a win from there, starts
    with the only move that keeps the game winnable: every other move (moves reaching the
    same position counted once, :func:`move_classes`) proven lost; None otherwise (also when
    the win is not near, if ``near_only``)."""
    key = position.position_key()
    if key in seen:
        return None
    depths = near_depths(position, len(rest))
    if len(rest) <= 2 * SHORT or home_bound(position):   # a win that may be near: the nearest one
        rest = shortest_win(position, depths, FIRST_NODES if near_only else WITHIN_NODES) or rest
    quick = len(rest) in depths and game_id not in EVERY_WIN_AS_LONG
    if near_only and not quick and game_id not in EVERY_WIN_AS_LONG:
        return None
    seen.add(key)
    answer, remaining = rest[0], len(rest)
    groups = move_classes(position)
    ways = next(([str(m) for m in group] for group in groups if answer in map(str, group)), [answer])
    if len(groups) < 2 or (quick and obvious(position, ways)) or set(ways) & SETTINGS["avoid"]:
        return None
    if len(position.history) > MOST_MOVES:
        return None
    if quick and remaining >= 3 and any(
            wins_within(after, remaining - 1, FIRST_NODES, cards_bound=home_bound(after))[0]
            for after in _others(position, groups, answer)):
        return None   # another move wins as soon, found by a short search: no need to refute the others
    refutations, same = [], ()
    for group in groups:
        names = [str(m) for m in group]
        if answer in names:
            same = tuple(n for n in names if n != answer)
            continue
        after = position.copy()
        after.play(group[0])
        proof = refute(after, remaining - 1) if quick and remaining >= 3 else refute_unwinnable(after)
        if proof is None or proof[1] + sum(r.nodes for r in refutations) > MOST_CHECKED:
            return None
        refutations.append(Refutation(names[0], proof[1], proof[0]))
        refutations += [Refutation(name, 0, "same", names[0]) for name in names[1:]]
    certificate = Certificate(tuple(rest), tuple(refutations), same)
    return Puzzle(game_id, deal, dict(OPTIONS), tuple(str(m) for m in position.history), certificate, 0,
                  has_face_down(position))


def _others(position, groups: list, answer: str):
    """The positions the moves of ``groups`` but the answer's reach from ``position``."""
    for group in groups:
        if answer not in map(str, group):
            after = position.copy()
            after.play(group[0])
            yield after


def turning_points(game_id: str, deal: int, deadline: float) -> list[tuple[object, list[str]]]:
    """Positions just before a player's game was lost for good, with a win from each.

    The greedy and the random player play the deal; where the game ends lost, the search
    walks back from the end to the last position the solver proves still winnable, and
    gives it and the few before it, with the solver's win from each.  A player's game is
    most often lost where few moves still win, so these positions are where puzzles are."""
    found = []
    for player in (greedy_player, random_player):
        game = played_out(game_id, deal, player)
        if game.is_won():
            continue
        positions, replay = [], new(game_id, deal)
        for move in game.history:
            positions.append(replay.copy())
            replay.play(str(move))
        for index in range(len(positions) - 1, -1, -1):
            if time.perf_counter() > deadline:
                return found
            result = find_win(positions[index])
            if str(result.verdict) == "unwinnable":
                continue
            if str(result.verdict) == "winnable":
                for back in range(index, max(-1, index - BACK), -1):
                    win = result if back == index else find_win(positions[back])
                    if str(win.verdict) == "winnable":
                        found.append((positions[back], [str(m) for m in win.moves]))
            break
    return found


def find_win(game):
    """The solver's search for a win from ``game`` (:data:`FIND_NODES` positions; with
    ``--dive-every``, its share of depth-first dives: 1 finds Spider's long wins at once)."""
    return solve(game, max_seconds=None, max_nodes=FIND_NODES, dive_every=SETTINGS["dive_every"])


def obvious(position, answers: list[str]) -> bool:
    """Is the answer of a near win (written any of the ways ``answers``) the move the
    greedy player rates highest, alone?  Then it is no puzzle: sending the last cards home
    teaches nothing, however many other moves there are."""
    return {str(m) for m in best_moves(position, position.legal_moves())} <= set(answers)


def refute_unwinnable(after):
    """A proof that ``after`` loses: a dead end its goal names (:func:`dead_end`), else the
    solver's exhaustive search within :data:`REFUTE_NODES` positions; (kind, nodes) or None."""
    if dead_end(after) is not None:
        return "dead_end", 0
    result = solve(after, max_seconds=None, max_nodes=REFUTE_NODES)
    return ("unwinnable", result.nodes) if str(result.verdict) == "unwinnable" else None


def search(game_id: str, budget: float, keep: int, stored: tuple[Puzzle, ...] = ()) -> list[Puzzle]:
    """Half the budget on the ends of the players' wins (:func:`player_wins`; near wins, cheap to
    certify), then the rest on the players' turning points and on whole wins from points
    along their games."""
    started, found = time.perf_counter(), []
    seen = {p.game().position_key() for p in stored}

    def enough(share: float) -> bool:
        return len(found) >= WANTED or time.perf_counter() - started > budget * share

    first_share = 1.0 if game_id in LINE_FINDERS else 0.5
    deals = SETTINGS["deals"] or range(FIRST_DEAL[0], FIRST_DEAL[0] + MOST_DEALS)
    if SETTINGS["deal_starts"]:   # only the deals' own first positions, along the wins found from them
        for deal in deals:
            wins = [*found_lines(game_id, deal, OPTIONS)] or [find_win(new(game_id, deal)).moves]
            for line in filter(None, wins):
                puzzle = certify(game_id, deal, new(game_id, deal), [str(m) for m in line], seen)
                found += [puzzle] if puzzle is not None else []
        return leveled(spread(list(stored) + found, keep))
    for deal in deals:
        if enough(first_share) or SETTINGS["deals_only"]:
            break
        for line in [] if game_id in NEAR_WINS_ONLY else player_wins(game_id, deal):   # its finder's instead
            last = None if home_bound(new(game_id, deal)) else 2 * SHORT_HOME   # near wins all along
            found += candidates(game_id, deal, line, seen, (), started + budget * first_share, last=last,
                                near_only=True)
        near = NEAR_WINS_ONLY.get(game_id)
        for line in found_lines(game_id, deal, OPTIONS):   # a whole win, like the solver's
            line_end = time.perf_counter() + (SETTINGS["line_seconds"] or budget * LINE_SHARE)
            found += candidates(game_id, deal, line, seen, (), min(started + budget * first_share, line_end),
                                last=near, near_only=near is not None)
    for deal in deals:
        if enough(1.0):
            break
        turning = [] if SETTINGS["deals_only"] else turning_points(game_id, deal, started + budget)
        for position, rest in turning:
            puzzle = certify(game_id, deal, position, rest, seen)
            if puzzle is not None:
                found.append(puzzle)
        for prefix in [[]] if SETTINGS["deals_only"] else starts(game_id, deal):
            if enough(1.0):
                break
            game = new(game_id, deal)
            for text in prefix:
                game.play(text)
            result = find_win(game)
            if str(result.verdict) == "winnable":
                line_end = min(started + budget,
                               time.perf_counter() + (SETTINGS["line_seconds"] or budget * LINE_SHARE))
                found += candidates(game_id, deal, result.moves, seen, prefix, line_end)
    return leveled(spread(list(stored) + found, keep))


def player_wins(game_id: str, deal: int) -> list[list[str]]:
    """The greedy and the random player's games on a deal that won (seeded players: the same
    deal gives the same games)."""
    return [[str(m) for m in game.history] for game in
            (played_out(game_id, deal, player) for player in (greedy_player, random_player)) if game.is_won()]


def played_out(game_id: str, deal: int, player):
    """The game ``player`` (seeded with the deal number, as the difficulty measures do) plays
    on ``deal``, to its end (:func:`~solitaire_nb.engine.strategy.play_out`: never back to
    a position already met)."""
    game = new(game_id, deal)
    play_out(game, player(random.Random(deal)))
    return game


def quick_to_check(puzzle: Puzzle) -> bool:
    """Does checking ``puzzle`` again stay within :data:`MOST_CHECKED` positions searched and
    :data:`MOST_MOVES` moves replayed?"""
    return (len(puzzle.moves) <= MOST_MOVES
            and sum(r.nodes for r in puzzle.certificate.refutations) <= MOST_CHECKED)


def spread(found: list[Puzzle], keep: int) -> list[Puzzle]:
    """At most ``keep`` of ``found`` (those quick to check again, :func:`quick_to_check`),
    spread from the nearest win to the farthest: as many different counts (moves of the win
    plus tempting moves) as possible, evenly apart, then
    more puzzles of those counts, face-up positions first; within a count, a puzzle whose
    answer no chosen puzzle has yet comes first (a learner should not learn that the answer
    is always to deal)."""
    by_count: dict[int, list[Puzzle]] = {}
    quick = filter(quick_to_check, found)
    for puzzle in sorted(quick, key=lambda p: (p.hidden, p.depth, p.deal, len(p.moves))):
        by_count.setdefault(puzzle.depth + puzzle.tempting, []).append(puzzle)
    counts = sorted(by_count)
    if len(counts) > keep:
        counts = [counts[round(i * (len(counts) - 1) / max(1, keep - 1))] for i in range(keep)]
    chosen: list[Puzzle] = []
    while len(chosen) < keep and any(by_count[c] for c in counts):
        for count in counts:
            if by_count[count] and len(chosen) < keep:
                answers = {p.certificate.line[0] for p in chosen}
                waiting = by_count[count]
                fresh = next((i for i, p in enumerate(waiting) if p.certificate.line[0] not in answers), 0)
                chosen.append(waiting.pop(fresh))
    return chosen


def leveled(found: list[Puzzle]) -> list[Puzzle]:
    """The puzzles of one game with their levels, in the order they are stored: by level,
    then the nearest win first."""
    levels = levels_of([(p.depth, p.tempting) for p in found])
    found = [dataclasses.replace(p, level=level) for p, level in zip(found, levels)]
    return sorted(found, key=lambda p: (p.level, p.depth + p.tempting, p.deal, len(p.moves)))


def recounted(puzzle: Puzzle) -> Puzzle:
    """``puzzle`` with the positions of its cut searches counted again (after a change to the
    count the cut rests on): each refutation must still find no win in time, else ValueError."""
    refutations = []
    for refutation in puzzle.certificate.refutations:
        if refutation.kind == "within_home":
            after = puzzle.game()
            after.play(refutation.move)
            won, nodes = wins_within(after, puzzle.depth - 1, WITHIN_NODES, cards_bound=True)
            if won is not False:
                raise ValueError(f"{puzzle.game_id} {puzzle.deal}: {refutation.move} is not refuted now")
            refutation = dataclasses.replace(refutation, nodes=nodes)
        refutations.append(refutation)
    return dataclasses.replace(puzzle, certificate=dataclasses.replace(puzzle.certificate,
                                                                       refutations=tuple(refutations)))


def write(game_id: str, found: list[Puzzle]) -> None:
    data = {"find_nodes": FIND_NODES, "refute_nodes": REFUTE_NODES, "puzzles": [to_data(p) for p in found]}
    (DATA / f"{game_id}.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n",
                                          encoding="utf-8")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*")
    parser.add_argument("--budget", type=float, default=40.0, help="seconds per game at most")
    parser.add_argument("--keep", type=int, default=9)
    parser.add_argument("--refute-nodes", type=int, default=REFUTE_NODES,
                        help="the search bound that proves a tempting move loses (the tests search as much)")
    parser.add_argument("--options", type=json.loads, default={},
                        help='the options of the deals searched, as JSON, e.g. \'{"suits": 1}\'')
    parser.add_argument("--find-nodes", type=int, default=FIND_NODES,
                        help="the solver's bound where it looks for a win to take puzzles from")
    parser.add_argument("--line-seconds", type=float, default=None,
                        help="seconds at most on the positions of one win (an eighth of the budget)")
    parser.add_argument("--dive-every", type=int, default=None,
                        help="where the solver looks for a win, one position in so many from a dive")
    parser.add_argument("--slack", type=int, default=SLACK,
                        help="near wins certified up to this many moves over the count (4); more where "
                             "a game offers few moves a position (Valentine: 30)")
    parser.add_argument("--avoid", type=lambda text: set(text.split(",")), default=set(),
                        help="skip puzzles answered by these moves (--avoid deal: where every stored "
                             "puzzle already answers 'deal')")
    parser.add_argument("--deal-starts", action="store_true",
                        help="only the deals' first positions (with --deals: where a first choice decides)")
    parser.add_argument("--deals-only", action="store_true",
                        help="only the solver's wins from the deals themselves: no player's game")
    parser.add_argument("--first-deal", type=int, default=1, help="the first deal searched (1)")
    parser.add_argument("--deals", type=lambda text: [int(n) for n in text.split(",")], default=None,
                        help="only these deals, e.g. 30,136 (where a finder is known to win them)")
    parser.add_argument("--missing", action="store_true", help="only games without a data file")
    parser.add_argument("--add", action="store_true", help="choose among the stored puzzles and new ones")
    parser.add_argument("--recount", action="store_true",
                        help="count again the positions of the stored cut searches (the cut changed)")
    parser.add_argument("--relevel", action="store_true",
                        help="only give the stored puzzles their levels again (obvious near wins and "
                             "puzzles slow to check left out)")
    args = parser.parse_args(argv)
    globals()["REFUTE_NODES"] = args.refute_nodes
    globals()["FIND_NODES"] = args.find_nodes
    SETTINGS.update(line_seconds=args.line_seconds, deals_only=args.deals_only, dive_every=args.dive_every,
                    deals=args.deals, slack=args.slack, deal_starts=args.deal_starts, avoid=args.avoid)
    OPTIONS.update(args.options)
    FIRST_DEAL[0] = args.first_deal
    DATA.mkdir(parents=True, exist_ok=True)
    for game_id in args.games or sn.list_games():
        path = DATA / f"{game_id}.json"
        if not has_decisions(game_id) or (args.missing and path.exists()):
            continue
        started = time.perf_counter()
        if args.recount:
            found = [recounted(p) for p in sn.puzzles(game_id)]
        elif args.relevel:
            found = leveled([p for p in sn.puzzles(game_id) if quick_to_check(p) and (
                             p.depth not in near_depths(p.game(), p.depth)
                             or not obvious(p.game(), list(p.answers)))])
        else:
            found = search(game_id, args.budget, args.keep, tuple(sn.puzzles(game_id)) if args.add else ())
        write(game_id, found)
        levels = [sum(p.level == level for p in found) for level in LEVELS]
        print(f"{game_id}: {len(found)} puzzles, by level {levels}, {time.perf_counter() - started:.0f} s",
              flush=True)


if __name__ == "__main__":
    main()
