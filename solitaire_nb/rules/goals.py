"""Goals of a game: how the score is counted, when the game is won, which cards play themselves."""

from __future__ import annotations

from .cards import Card
from .concept import Concept
from .foundations import is_complete_run, same_suit_pairs


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
        return sum(same_suit_pairs(p.cards) for p in game.piles if p.role != "stock")


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
                if not all(is_complete_run(cards[i:i + 13]) for i in range(0, len(cards), 13)):
                    return False
            elif pile.role == "foundation":
                if self.all_in_one_place and pile.cards:
                    return False
            elif pile.cards:
                return False
        return True


SPIDER_WIN = CompleteRunsWon(one_run_per_pile=False, all_in_one_place=True)
COMPLETE_RUNS_IN_PILES = CompleteRunsWon(one_run_per_pile=True)
