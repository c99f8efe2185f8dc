"""Goals of a game: how the score is counted, when the game is won, which cards play themselves."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, cast

from ..text.phrases import Phrase, Said, define, get
from .building import ALTERNATE_COLOUR, BY_SUIT, Down, SuitRule
from .cards import Card
from .concept import Concept
from .foundations import is_complete_run, same_suit_pairs
from .key_parts import CARDS, COUNTS, PLACES, TOPS, repeats_cards
from .piles import Foundations, PileGroup, Reserves, Stock, Tableau, Waste
from .roles import Role
from .run_foundations import RunFoundations

if TYPE_CHECKING:
    from .position import DeclarationView, Group, Pile, Position

define("goals", {
    "all_on_foundations": Phrase(
        en="Every card is on the foundations.",
        fr="Toutes les cartes sont sur les fondations.",
    ),
    "runs_on_foundations": Phrase(
        en="Every card has gone to the foundations as complete runs, King down to Ace of one suit.",
        fr="Toutes les cartes sont parties sur les fondations en suites complètes, du Roi à l'As "
           "d'une même couleur.",
    ),
    "runs_in_tableau": Phrase(
        en="Every card left in the tableau lies in complete runs, King down to Ace of one suit.",
        fr="Toutes les cartes restées dans le tableau forment des suites complètes, du Roi à l'As "
           "d'une même couleur.",
    ),
    "runs_one_per_pile": Phrase(
        en="Every tableau pile is empty or holds one complete run, King down to Ace of one suit.",
        fr="Chaque pile du tableau est vide ou contient une seule suite complète, du Roi à l'As "
           "d'une même couleur.",
    ),
    "runs_goal": Phrase(
        en="Win by sending every card to the foundations, or by leaving all of them in the tableau "
           "as complete runs, King down to Ace of one suit.",
        fr="On gagne en envoyant toutes les cartes sur les fondations, ou en les laissant toutes "
           "dans le tableau en suites complètes, du Roi à l'As d'une même couleur.",
    ),
    "runs_one_per_pile_goal": Phrase(
        en="Win by sending every card to the foundations, or by making each tableau pile empty or "
           "one complete run, King down to Ace of one suit.",
        fr="On gagne en envoyant toutes les cartes sur les fondations, ou quand chaque pile du "
           "tableau est vide ou forme une seule suite complète, du Roi à l'As d'une même couleur.",
    ),
    "no_foundation": Phrase(
        en="No foundation takes {card} now.",
        fr="Aucune fondation ne prend {card} pour l'instant.",
    ),
    "no_foundation_or_cell": Phrase(
        en="Neither a foundation nor a free cell takes {card} now.",
        fr="Ni une fondation ni une cellule libre ne prend {card} pour l'instant.",
    ),
})


#: The pile kinds a game must be made of for a search to send its safe cards home early
#: (exact kinds: any other has rules of its own)
_PLAIN_KINDS = (Stock, Waste, Foundations, RunFoundations, Tableau, Reserves)


class ScoreRule(Concept):
    """How the score is counted; by default one point per card on a foundation."""

    key = "score"
    #: The score in a sentence, where the glossary's general rule would say less (or else)
    said: Phrase | Said | None = None

    def __init__(self, key: str | None = None, *, said: Phrase | Said | None = None) -> None:
        super().__init__(key)
        if said is not None:
            self.said = said

    def score_rule(self, lang: str | None = None) -> str:
        """How the score is counted, in a sentence of ``lang`` (the rule text's "Score:" line)."""
        return self.said.text(lang) if self.said is not None else self.rule(lang)

    def score(self, game: Position) -> int:
        return sum([len(p.cards) for p in game.group_piles("foundation")])


CARDS_ON_FOUNDATIONS = ScoreRule()


class SafeAutoplay(Concept):
    """AisleRiot's "safe" automatic moves to the foundations.

    A red card goes up automatically when its rank is at most 2 more than the
    lower black foundation and at most 3 more than the lower red one (and the
    same with colours swapped): no card that could still be needed to build
    on the tableau is sent away.

    A search may do the same by itself, as a shortcut, where
    :meth:`never_loses_a_win`: from the piles of :meth:`early_piles`, with the test
    :meth:`safe_early` (the same test read on the lowest foundation of each suit).
    """

    key = "auto_play"
    #: the tableau buildings under which no card this rule sends home could still be needed
    keeps_wins_with: tuple[SuitRule, ...] = (ALTERNATE_COLOUR, BY_SUIT)

    def never_loses_a_win(self, game: Position) -> bool:
        """Can the cards :meth:`safe_early` calls safe go home the moment they are free
        without losing a win (so that a search may play them at once)?  Yes when the game is
        made of the plain pile kinds only, its tableau builds down in one of
        :attr:`keeps_wins_with`, its foundations (plain, or also taking runs) up by suit from
        the Ace, and its own rules, actions and effects need no card that went home early
        (``lets_safe_cards_go_early``).  Otherwise no.  Which piles may give up their safe
        cards is :meth:`early_piles`.

        Why (a sketch).  Let a card c of rank r fit the lowest foundation of its suit (every
        copy of the card below it is home) and be safe by the rule read on the lowest
        foundation of each suit.  Whatever could be built on c is home or fits a foundation:
        building by suit, the cards below c are all home; in alternate colours every
        foundation of the other colour is at r - 2 or more, so each copy of the cards of rank
        r - 1 that could lie on c fits one, what could lie on those (rank r - 2 of c's colour,
        all foundations at r - 3 or more) fits too, and what could lie on these is home.  A
        twin of c (two decks) still finds a foundation of its suit at r - 1, or is home.  Now
        play any win again with c home: leave out c's own moves and send home instead each card
        the win puts on c (or on a card so sent), which it takes as it stands.  Every pile then
        holds what it held in the win less some cards at its top that are home, so each move
        of the win is still legal on what is left: a sequence moved is the same less its top,
        with the same bottom card, and empty piles and free cells are at least as many.  A card
        the win takes back from a foundation under c could hold only cards that were home when
        c went.
        The other piles must be left exactly as the win found them: so a card goes early only
        from piles whose kind says so (:meth:`PileGroup.lets_safe_cards_go_early`: the waste of
        a stock dealing three at a time and turned over would give other groups of three; a
        pile left empty might be filled by itself or stop a deal), and only where the game's
        own rules, actions and effects say they need no such card (Cruel's redeal would deal
        its piles in other groups of four)."""
        declaration = game.declaration
        if not all(getattr(part, "lets_safe_cards_go_early", False)
                   for part in (*declaration.rules, *declaration.actions, *declaration.effects)):
            return False
        for group in declaration.piles:
            build = getattr(group, "build", None)
            if type(group) not in _PLAIN_KINDS:
                return False
            if group.role.key == Role.TABLEAU:
                if build is None or type(build.order) is not Down or build.suit not in self.keeps_wins_with:
                    return False
            elif (group.role.key == Role.FOUNDATION
                  and not cast(Foundations, group).builds_suits_from_ace(game)):
                return False
        return True

    def early_piles(self, game: Position) -> list[Pile]:
        """The piles of ``game`` whose top card a search may send home the moment
        :meth:`safe_early` calls it safe (none unless :meth:`never_loses_a_win`)."""
        if not self.never_loses_a_win(game):
            return []
        groups = game.declaration.piles
        stock = next((group for group in groups if isinstance(group, Stock)), None)
        early = {id(group) for group in groups
                 if isinstance(group, PileGroup) and group.lets_safe_cards_go_early(stock)}
        return [pile for pile in game.piles if id(pile.group) in early]

    @staticmethod
    def heights(game: Position) -> dict[str, int]:
        """The highest foundation of each suit (AisleRiot's reading)."""
        heights = {s: 0 for s in "CDHS"}
        for pile in game.piles:
            if pile.role == Role.FOUNDATION and pile.cards:
                top = pile.cards[-1]
                heights[top.suit] = max(heights[top.suit], top.rank)
        return heights

    @staticmethod
    def lowest_heights(game: Position) -> dict[str, int]:
        """The lowest foundation of each suit, 0 while a copy of its Ace is not home: what
        :meth:`safe_early` reads (the same as :meth:`heights` with one deck)."""
        deck = game.declaration.deck
        aces = deck.repeat if 1 in deck.ranks else 0
        started = {s: 0 for s in "CDHS"}
        lowest = {s: 13 for s in "CDHS"}
        for pile in game.piles:
            if pile.role == Role.FOUNDATION and pile.cards:
                top = pile.cards[-1]
                started[top.suit] += 1
                if top.rank < lowest[top.suit]:
                    lowest[top.suit] = top.rank
        return {s: lowest[s] if started[s] >= aces * deck.suits.count(s) else 0 for s in "CDHS"}

    def safe_early(self, game: Position, card: Card, lowest: dict[str, int]) -> bool:
        """May a search send ``card`` home at once (``lowest``: :meth:`lowest_heights`)?  When
        it fits the lowest foundation of its suit and this rule calls it safe, read on those
        foundations (see :meth:`never_loses_a_win` for why no win is lost)."""
        return card.rank == lowest[card.suit] + 1 and self.is_safe(game, card, lowest)

    def is_safe(self, game: Position, card: Card, heights: dict[str, int]) -> bool:
        black = min(heights["C"], heights["S"])
        red = min(heights["D"], heights["H"])
        if card.red:
            return card.rank <= min(2 + black, 3 + red)
        return card.rank <= min(2 + red, 3 + black)

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """What the rule reads of ``group`` when the game plays it (:mod:`.key_parts`): top
        cards.  It sends the first safe card it finds to the first foundation taking it: that
        tells piles apart where equal cards may compete (a deck repeating cards), or where
        foundations with different top cards may take the same card (other than plain
        foundations built by suit, where only one top card fits)."""
        if repeats_cards(declaration) or (group.role.key == Role.FOUNDATION and not (
                type(group) in (Foundations, RunFoundations)
                and cast(Foundations, group).build.suit is BY_SUIT)):
            return PLACES
        return TOPS


SAFE_AUTOPLAY = SafeAutoplay()


class AllOnFoundations(Concept):
    """The game is won when every card is on the foundations."""

    key = "foundation"

    def __init__(self, goal: Phrase | None = None) -> None:
        super().__init__()
        self._goal = goal

    @property
    def goal(self) -> Phrase:
        """What winning means in this game, in a sentence for learners (every card on the
        foundations; where they hold the cards taken away, every card taken away)."""
        return self._goal if self._goal is not None else get("goals.all_on_foundations")

    def won_sentence(self, game: Position) -> Phrase:
        """How a won position reached the goal (the sentence the table shows at a win)."""
        return get("goals.all_on_foundations")

    def is_won(self, game: Position) -> bool:
        return all(not p.cards for p in game.piles if p.role != Role.FOUNDATION)

    def needs_every_card_home(self, game: Position) -> bool:
        """Does a win from ``game`` need every card on the foundations?  Always here."""
        return True

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """Which piles are empty (:mod:`.key_parts`)."""
        return COUNTS


class CardsPlayedToFoundations(ScoreRule):
    """One point per card on the foundations, not counting the ``dealt`` cards the
    deal itself put there (e.g. Aces laid out before play)."""

    def __init__(self, dealt: int) -> None:
        super().__init__()
        self.dealt = dealt
        self.said = Said(Phrase(en="one point per card played to the foundations; the {n} cards the deal "
                                   "puts there do not count",
                                fr="un point par carte jouée sur les fondations ; les {n} cartes que la "
                                   "donne y pose ne comptent pas"), n=dealt)

    def score(self, game: Position) -> int:
        return super().score(game) - self.dealt


class EveryCardAutoplay(SafeAutoplay):
    """AisleRiot's automatic moves in some games: every card that fits a
    foundation goes there by itself, whether or not it could still be needed: as safe
    for a search only where the tableau builds by suit."""

    keeps_wins_with = (BY_SUIT,)
    sees = SafeAutoplay.sees

    def is_safe(self, game: Position, card: Card, heights: dict[str, int]) -> bool:
        return True


EVERY_CARD_AUTOPLAY = EveryCardAutoplay()


#: :func:`same_suit_pairs` of a pile's cards, kept: Spider's score is counted after every move,
#: searches make millions, and most piles are as they were.
_pile_pairs = lru_cache(maxsize=1 << 16)(same_suit_pairs)


class SameSuitRunScore(ScoreRule):
    """Spider's score: for every run of one suit (each card one rank below the card
    under it, face up) the run's length minus one, in the tableau and on the
    foundations (a complete run there counts 12)."""

    key = "same_suit_run_score"

    def score(self, game: Position) -> int:
        return sum([_pile_pairs(tuple(p.cards)) for p in game.piles if p.role != Role.STOCK])


class CompleteRunsWon(Concept):
    """Won when every card is on the foundations, or when the tableau holds every
    remaining card as complete runs (King down to Ace of one suit).

    ``one_run_per_pile``: each tableau pile must be empty or exactly one run (as
    in Scorpion); otherwise runs may lie on one another (as in Spider).
    ``all_in_one_place``: a win in the tableau needs empty foundations (Spider:
    runs all sent to the foundations, or all left in the tableau).
    """

    key = "complete_runs_won"

    def __init__(self, one_run_per_pile: bool = True, all_in_one_place: bool = False) -> None:
        super().__init__()
        self.one_run_per_pile = one_run_per_pile
        self.all_in_one_place = all_in_one_place

    @property
    def goal(self) -> Phrase:
        """What winning means in this game, in a sentence for learners."""
        return get("goals.runs_one_per_pile_goal" if self.one_run_per_pile else "goals.runs_goal")

    def won_sentence(self, game: Position) -> Phrase:
        """How a won position reached the goal: all on the foundations, or runs in the tableau."""
        if all(not p.cards for p in game.piles if p.role != Role.FOUNDATION):
            key = ("goals.all_on_foundations" if self.one_run_per_pile
                   else "goals.runs_on_foundations")
            return get(key)
        return get("goals.runs_one_per_pile" if self.one_run_per_pile else "goals.runs_in_tableau")

    def is_won(self, game: Position) -> bool:
        if all(not p.cards for p in game.piles if p.role != Role.FOUNDATION):
            return True
        for pile in game.piles:
            if pile.role == Role.TABLEAU:
                cards = pile.cards
                if len(cards) % 13 or (self.one_run_per_pile and len(cards) > 13):
                    return False
                if not all(is_complete_run(cards[i:i + 13]) for i in range(0, len(cards), 13)):
                    return False
            elif pile.role == Role.FOUNDATION:
                if self.all_in_one_place and pile.cards:
                    return False
            elif pile.cards:
                return False
        return True

    def needs_every_card_home(self, game: Position) -> bool:
        """Does a win from ``game`` need every card on the foundations?  Where a win in the
        tableau needs empty foundations (``all_in_one_place``), once a foundation holds a run
        whose cards stay there (out of play)."""
        homes = [group for group in game.declaration.piles if group.role.key == Role.FOUNDATION]
        return (self.all_in_one_place and not any(getattr(group, "in_play", True) for group in homes)
                and any(p.cards for p in game.piles if p.role == Role.FOUNDATION))

    def sees(self, group: Group, declaration: DeclarationView) -> int:
        """Every card of the tableau; of other piles, whether they are empty (:mod:`.key_parts`)."""
        return CARDS if group.role.key == Role.TABLEAU else COUNTS


SPIDER_WIN = CompleteRunsWon(one_run_per_pile=False, all_in_one_place=True)
COMPLETE_RUNS_IN_PILES = CompleteRunsWon(one_run_per_pile=True)



class CountedGoal:
    """A goal that counts how many moves a win still needs at least, in every position.

    A game declares it (mixed into its goal) only where its own moves make it true: a won
    position counts 0, and no move, whatever the player or the game does, lowers the count by
    more than 1.  The puzzle search then cuts every line that needs more moves than it has
    left, and a move refuted by the count alone is explained with :meth:`count_said`.  Each
    declaration says why in its docstring; the tests play random games checking both
    properties."""

    def least_moves(self, game: Position) -> int:
        """The fewest moves a win from ``game`` may take."""
        raise NotImplementedError

    def count_said(self, game: Position) -> Said:
        """What :meth:`least_moves` counts in ``game``, in a clause for learners."""
        raise NotImplementedError


class DeadEnds:
    """A goal that can tell, in some positions, that it can no longer be reached, and why.

    A game declares it (mixed into its goal) only where its own rules prove it: no won
    position is a dead end, and every move from a dead end leads to another, so no line
    from one wins.  The puzzle search then refutes a move leading into one at once, in the
    learner's words; each declaration says why in its docstring, and the tests play random
    games checking both properties."""

    def dead_end(self, game: Position) -> Said | None:
        """Why ``game`` can no longer be won, or None where this goal cannot tell."""
        raise NotImplementedError


def same_suit_links(game: Position, skip: str = "") -> int:
    """The cards of tableau piles lying on the next higher card of their suit (a 6 of hearts
    on the 7 of hearts), cards of suit ``skip`` left out: the links of the King-to-Ace runs a
    game wants built in its piles."""
    return sum(1 for pile in game.piles if pile.role == Role.TABLEAU
               for lower, upper in zip(pile.cards, pile.cards[1:])
               if upper.suit == lower.suit != skip and upper.rank == lower.rank - 1)

# --------------------------------------------------------------------------- no score


class NoScore(ScoreRule):
    """Games without a score (glossary: no score): the game is only won or lost."""

    key = "no_score"

    def score(self, game: Position) -> int:
        return 0


NO_SCORE = NoScore()
