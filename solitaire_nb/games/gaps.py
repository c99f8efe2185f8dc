"""Gaps, as AisleRiot plays it.

The 52 cards are dealt face up in four rows of thirteen and the four Aces are
taken out, leaving four gaps.  A gap takes the next card of the same suit after
the card on its left; a gap in the first column takes any Two; nothing goes
after a King or after another gap.  A run of the same suit from a Two in the
first column is locked in place.  When every gap is dead, a double-click
gathers the unlocked cards, shuffles them and deals them again (two redeals).
"""

from __future__ import annotations

from typing import Any

from ..engine.moves import Move
from ..engine.position import Position
from ..engine.shuffle import seeded_rng, shuffle_in_place
from ..rules.cards import Card, stripped_deck
from ..rules.dealing import DealStep
from ..rules.declaration import Choice, Declaration, register
from ..rules.double_click import DoubleClickRule
from ..rules.goals import ScoreRule
from ..rules.grid_gaps import GapGrid
from ..rules.local import Action, ActionKind, LocalConcept
from ..rules.piles import Refusal
from ..rules.position import Pile
from ..text.phrases import Phrase, Said, define, get

ROWS, COLUMNS = 4, 13
REDEALS = 2

define("gaps", {
    "rows_in_order": Phrase(en="Every row runs from Two to King in one suit.",
                            fr="Chaque rangée va du Deux au Roi dans une même couleur."),
    "no_redeal": Phrase(en="A double-click on {card} redeals only when every gap is dead and a redeal "
                           "is left.",
                        fr="Un double-clic sur {card} ne redistribue que lorsque toutes les cases vides "
                           "sont bloquées et qu'il reste une redistribution."),
})

TWO_STARTS_A_ROW = LocalConcept(
    "gaps_two_starts_a_row",
    text=Phrase(en="a gap in the first column takes any Two; a gap after a King or after another gap "
                   "takes nothing",
                fr="une case vide de la première colonne prend n'importe quel Deux ; une case vide après "
                   "un Roi ou après une autre case vide ne prend rien"),
    label=Phrase(en="A Two starts a row", fr="Un Deux commence une rangée"),
)

LOCKED_RUN = LocalConcept(
    "gaps_locked_run",
    text=Phrase(en="the cards of a run of one suit starting with a Two in the first column are locked: "
                   "they never move again",
                fr="les cartes d'une suite d'une même couleur commençant par un Deux dans la première "
                   "colonne sont bloquées : elles ne bougent plus"),
    label=Phrase(en="Locked run", fr="Suite bloquée"),
)


# -- the grid -----------------------------------------------------------------------
def row_cells(game: Position, row: int) -> list[Pile]:
    """The thirteen cells of a row (0-based)."""
    return game.group_piles("tableau")[row * COLUMNS:(row + 1) * COLUMNS]


def locked(game: Position, row: int) -> int:
    """How many cards of ``row`` are locked: a Two in the first column, then the next cards
    of its suit, one per cell."""
    cells = row_cells(game, row)
    for column, cell in enumerate(cells):
        if not cell.cards:
            return column
        card = cell.cards[-1]
        if card.rank != column + 2 or (column and card.suit != cells[column - 1].cards[-1].suit):
            return column
    return COLUMNS


def is_locked(game: Position, pile: Pile) -> bool:
    """Is the card in ``pile`` part of its row's locked run?"""
    k = pile.index - 1
    return k % COLUMNS < locked(game, k // COLUMNS)


def every_gap_dead(game: Position) -> bool:
    """Is no move possible: every gap after a King or after another gap (none in the first
    column)?  AisleRiot's condition for a redeal."""
    cells = game.group_piles("tableau")
    gaps = [k for k, cell in enumerate(cells) if not cell.cards]
    return bool(gaps) and all(
        k % COLUMNS and (not cells[k - 1].cards or cells[k - 1].cards[-1].rank == 13) for k in gaps)


class GapsGrid(GapGrid):
    """The grid of Gaps: rows of their own, any Two in the first column, locked runs."""

    def __init__(self) -> None:
        super().__init__(ROWS * COLUMNS, COLUMNS, starts=2, rules=(TWO_STARTS_A_ROW, LOCKED_RUN))

    def lift_limit(self, game: Any, pile: Pile) -> int:
        return 1 if pile.cards and not is_locked(game, pile) else 0

    def lift_refusal(self, game: Any, pile: Pile, count: int) -> Refusal | None:
        if is_locked(game, pile):
            return Refusal(LOCKED_RUN, "game_rule")
        return super().lift_refusal(game, pile, count)


class GapsDeal(DealStep):
    """The cards face up into the grid, with the gaps where AisleRiot's Aces fell: cells
    drawn at random from the deal number."""

    def apply(self, game: Any, cards: list[Card]) -> None:
        cells = game.group_piles("tableau")
        places = list(range(len(cells)))
        shuffle_in_place(places, seeded_rng(f"gaps/{game.deal or 0}/gaps"))
        gaps = set(places[:len(cells) - len(cards)])
        for k, cell in enumerate(cells):
            if k not in gaps and cards:
                cell.cards.append(cards.pop().up())


class GapsRedeal(Action):
    """When every gap is dead: the unlocked cards are gathered, shuffled and dealt again,
    the gaps right after the locked runs (or at random); two redeals."""

    key = "gaps_redeal"
    kind = ActionKind("gaps_redeal", written="redeal")

    def __init__(self, random_gaps: bool) -> None:
        super().__init__()
        self.random_gaps = random_gaps

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Redeal", fr="Redistribution").text(lang)

    def rule(self, lang: str | None = None) -> str:
        where = (Phrase(en="the gaps at random among the unlocked cells",
                        fr="les cases vides au hasard parmi les cases non bloquées") if self.random_gaps
                 else Phrase(en="one gap right after each row's locked run",
                             fr="une case vide juste après la suite bloquée de chaque rangée"))
        return Phrase(en="when every gap is dead, a double-click on any card gathers the unlocked "
                         "cards, shuffles them and deals them again with {where}; two redeals",
                      fr="quand toutes les cases vides sont bloquées, un double-clic sur une carte "
                         "ramasse les cartes non bloquées, les mélange et les redistribue avec "
                         "{where} ; deux redistributions").text(lang, where=Phrase.of(where))

    def definition(self, lang: str | None = None) -> str:
        return self.rule(lang)

    def moves(self, game: Position) -> list[Move]:
        if game.redeals_used >= REDEALS or not every_gap_dead(game):
            return []
        return [Move("tableau", "tableau", 0, self.kind, game.notation)]

    def apply(self, game: Position, move: Move) -> None:
        free = [row_cells(game, row)[locked(game, row):] for row in range(ROWS)]
        cards = [cell.cards.pop().up() for row in free for cell in row if cell.cards]
        game.redeals_used += 1
        rng = seeded_rng(f"gaps/{game.deal or 0}/redeal/{game.redeals_used}")
        if self.random_gaps:
            slots = [cell for row in free for cell in row]
            items: list = cards + [None] * (len(slots) - len(cards))
            shuffle_in_place(items, rng)
            for cell, card in zip(slots, items):
                if card is not None:
                    cell.cards.append(card)
            return
        shuffle_in_place(cards, rng)
        slots = [cell for row in free for cell in row[1:]] + [row[0] for row in free]
        for cell, card in zip(slots, cards):
            cell.cards.append(card)


class RedealOnDoubleClick(DoubleClickRule):
    """A double-click on any card plays the redeal, when it is allowed."""

    nowhere = "gaps.no_redeal"

    def target(self, game: Any, pile_id: str, is_legal: Any) -> str | None:
        return None

    def move(self, game: Any, pile_id: str) -> Move | None:
        """The redeal, if a double-click on ``pile_id`` may play it now."""
        if not game.pile(pile_id).cards:
            return None
        redeals = [m for m in game.stock_moves() if m.kind == GapsRedeal.kind]
        return redeals[0] if redeals else None


class LockedCards(ScoreRule):
    """One point per locked card."""

    def score(self, game: Position) -> int:
        return sum(locked(game, row) for row in range(ROWS))

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Score", fr="Score").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase(en="one point per card in a run from a Two in the first column",
                      fr="un point par carte d'une suite partant d'un Deux de la première "
                         "colonne").text(lang)


class RowsInOrder(LocalConcept):
    """Won when every row runs from Two to King in one suit, the gap last."""

    def __init__(self) -> None:
        super().__init__(
            "gaps_rows_in_order",
            text=Phrase(en="the game is won when every row runs from Two to King in one suit, its gap "
                           "in the last column",
                        fr="la partie est gagnée quand chaque rangée va du Deux au Roi dans une même "
                           "couleur, sa case vide dans la dernière colonne"),
            label=Phrase(en="Rows in order", fr="Rangées en ordre"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game."""
        return get("gaps.rows_in_order")

    def won_sentence(self, game: Any) -> Phrase:
        return get("gaps.rows_in_order")

    def is_won(self, game: Any) -> bool:
        return all(locked(game, row) == COLUMNS - 1 for row in range(ROWS))


@register(
    "gaps",
    names=Phrase(en="Gaps", fr="Gaps"),
    summary=Phrase(en="Four rows of thirteen with four gaps: slide the next card of each suit into "
                      "the gap after it until every row runs from Two to King.",
                   fr="Quatre rangées de treize avec quatre cases vides : glissez dans chaque case "
                      "vide la carte suivante de la même couleur, jusqu'à ce que chaque rangée aille du "
                      "Deux au Roi."),
    strategy=Phrase(
        en="A gap just after a King is dead: no card can go into it while the King stays there. Put "
           "off any move that leaves a gap behind a King for as long as you can.",
        fr="Une case vide placée juste après un Roi est morte\u00a0: aucune carte ne peut y aller "
           "tant que le Roi reste là. Retardez le plus possible tout coup qui laisse une case vide "
           "derrière un Roi.",
    ),
    resembles="maze",
    options={"random_gaps": Choice((False, True), False,
                                   Phrase(en="gaps placed at random on a redeal (AisleRiot's 'Randomly "
                                             "Placed Gaps on Redeal')",
                                          fr="cases vides placées au hasard à la redistribution"))},
)
def gaps(random_gaps: bool = False) -> Declaration:
    redeal = GapsRedeal(random_gaps)
    where = (Phrase(en="the gaps fall at random among the unlocked cells (the option)",
                    fr="les cases vides tombent au hasard parmi les cases non bloquées (l'option)")
             if random_gaps else
             Phrase(en="each row gets its gap right after its locked run, the first cell not locked",
                    fr="chaque rangée reçoit sa case vide juste après sa suite bloquée, dans la première "
                       "case non bloquée"))
    return Declaration(
        deck=stripped_deck((1,)),
        piles=[GapsGrid()],
        deal=[GapsDeal()],
        score=LockedCards(),
        won=RowsInOrder(),
        actions=[redeal],
        autoplay=None,
        double_click=RedealOnDoubleClick(),
        notes=[
            Phrase(en="The deal: AisleRiot deals the 52 cards face up in four rows of thirteen and then "
                      "takes the Aces out of the game. Here the deck has the 48 cards without Aces and "
                      "the four gaps fall on cells drawn at random from the deal number, as the Aces "
                      "would.",
                   fr="La donne : AisleRiot distribue les 52 cartes face visible en quatre rangées de "
                      "treize, puis retire les As du jeu. Ici le paquet a les 48 cartes sans les As et "
                      "les quatre cases vides tombent sur des cases tirées au hasard d'après le numéro "
                      "de la donne, comme les As."),
            Phrase(en="A move is one card from its cell into a gap (written like 't5-t18'). The gap takes "
                      "only the next card of the same suit after the card on its left; a gap in the "
                      "first column takes any Two; a gap after a King or after another gap is dead. "
                      "Rows do not run on: the last card of a row is not left of the next row's first "
                      "cell.",
                   fr="Un coup déplace une carte de sa case vers une case vide (noté comme « t5-t18 »). "
                      "La case vide ne prend que la carte suivante de même couleur après la carte à sa "
                      "gauche ; une case vide de la première colonne prend n'importe quel Deux ; une "
                      "case vide après un Roi ou après une autre case vide est bloquée. Les rangées ne "
                      "se suivent pas : la dernière carte d'une rangée n'est pas à gauche de la première "
                      "case de la rangée suivante."),
            Phrase(en="A Two in the first column and the cards that follow it in its suit, one per cell, "
                      "are locked: they cannot move any more.",
                   fr="Un Deux dans la première colonne et les cartes qui le suivent dans sa couleur, "
                      "une par case, sont bloqués : ils ne peuvent plus bouger."),
            Said(Phrase(
                en="Redeal (a double-click on any card, written 'redeal'): only when every gap is dead "
                   "and at most twice. The unlocked cards are gathered, shuffled and dealt again "
                   "face up; {where}. The shuffle comes from the deal number and the "
                   "redeal's number, so a deal always replays the same.",
                fr="Redistribution (un double-clic sur une carte, noté « redeal ») : seulement quand "
                   "toutes les cases vides sont bloquées, et deux fois au plus. Les cartes non "
                   "bloquées sont ramassées, mélangées et redistribuées face visible ; {where}. "
                   "Le mélange vient du numéro de la donne et de celui de la "
                   "redistribution : une donne se rejoue toujours pareil."), where=Phrase.of(where)),
            Phrase(en="The score is the manual's (48 at most). The game is lost when every gap is dead "
                      "and both redeals are used.",
                   fr="Le score est celui du manuel (48 au plus). La partie est perdue quand toutes les "
                      "cases vides sont bloquées et que les deux redistributions sont faites."),
            Phrase(en="The manual and AisleRiot's code agree. The manual says a redeal comes when every "
                      "gap is after a King; the code also counts a gap after a gap as dead, and so does "
                      "this kit.",
                   fr="Le manuel et le code d'AisleRiot s'accordent. Le manuel dit qu'on redistribue "
                      "quand toutes les cases vides sont après un Roi ; le code compte aussi comme "
                      "bloquée une case vide après une case vide, ce kit aussi."),
        ],
    )
