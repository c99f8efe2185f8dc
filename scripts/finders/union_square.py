"""A win finder for Union Square: the greedy player, holding one suit back.

The greedy player wins about a third of the deals, and its wins end with the four suits
going home side by side: near the end, several moves win as soon (two suits' cards go home
in either order), so no move is the only one.  Held back, one suit stays off its foundation
until the other three are complete (the player takes any other move first, the greedy
way), and the end of such a win is that suit alone, its foundation climbing to the King
and coming back down: there the place where each card waits decides how soon the game
ends, and often one move alone wins soonest.  Each suit is held back in turn (a seeded
player: the same deal always gives the same games); only the games won are returned.
"""

from __future__ import annotations

import random

import solitaire_nb as sn
from solitaire_nb.engine.strategy import Strategy, greedy_player, play_out

SUITS = "CDHS"


def holding_back(suit: str, player: Strategy) -> Strategy:
    """``player``, but no card of ``suit`` goes to a foundation before the other three
    foundations are complete (unless no other move is left)."""
    def choose(game, moves):
        others = [p for p in game.group_piles("foundation") if p.cards and p.cards[0].suit != suit]
        done = len(others) == 3 and all(len(p.cards) == 26 for p in others)
        allowed = [m for m in moves if done or game.pile(m.target).role != "foundation"
                   or game.pile(m.source).cards[-1].suit != suit]
        return player(game, allowed or moves)
    return choose


def union_square_lines(deal: int, options: dict) -> list[list[str]]:
    """The wins of ``deal`` by the greedy player holding back each suit in turn."""
    lines = []
    for index, suit in enumerate(SUITS):
        game = sn.new_game("union_square", deal=deal, **options)
        play_out(game, holding_back(suit, greedy_player(random.Random(1000 * index + deal))))
        if game.is_won():
            lines.append([str(move) for move in game.history])
    return lines
