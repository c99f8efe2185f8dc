"""Diamond Mine (La mine de diamants), as AisleRiot plays it.

Thirteen piles of three cards face down and one face up; one foundation for
the Diamonds, started with any Diamond and built up by suit, the King followed
by the Ace.  The other cards build down regardless of suit in the tableau and
must end as three whole suits, King down to Ace.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import cast

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import BY_SUIT, REGARDLESS_OF_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import DealRow
from ..rules.declaration import Declaration, register
from ..rules.empty import ANY_CARD
from ..rules.foundations import BaseCard, HomeWindow, is_complete_run
from ..rules.goals import CompleteRunsWon, CountedGoal, DeadEnds, ScoreRule, same_suit_links
from ..rules.key_parts import TOPS, plain_sight
from ..rules.local import GameRule, LocalConcept
from ..rules.piles import Foundations, Refusal, Tableau
from ..rules.position import Pile
from ..rules.roles import Role
from ..rules.units import SEQUENCE
from ..text.language import resolve_lang
from ..text.messages import pile_in_sentence
from ..text.phrases import Phrase, Said


def _diamonds_check(game: Position, move: Move, cards: list[Card]) -> bool:
    target = game.pile(move.target)
    if target.role == Role.FOUNDATION:
        return cards[0].suit == "D"
    if target.role == Role.TABLEAU:
        if cards[-1].suit == "D" or cards[0].suit == "D":
            return False
        return not target.cards or target.cards[-1].suit != "D"
    return True


DIAMONDS = GameRule(
    "diamond_mine_diamonds",
    Phrase(en="Diamonds go only to the foundation, and only Diamonds go there; no card is built on a "
              "Diamond",
           fr="les Carreaux ne vont que sur la fondation, et seuls les Carreaux y vont ; aucune carte "
              "ne se construit sur un Carreau"),
    _diamonds_check,
    label=Phrase(en="Diamonds", fr="Carreaux"),
    sees=TOPS,  # the cards moved and the top card of the pile they go to, wherever it lies
)

ANY_DIAMOND_FIRST = LocalConcept(
    "diamond_mine_any_start",
    Phrase(en="the foundation starts with any Diamond", fr="la fondation commence par n'importe "
                                                           "quel Carreau"),
    label=Phrase(en="Any base card", fr="Carte de base au choix"),
)


class AnyDiamondBase(BaseCard):
    """Diamond Mine's base card: no rank is fixed, any Diamond starts the foundation
    (the Diamonds rule keeps the other suits out).  Said in its own words."""

    def __init__(self) -> None:
        super().__init__(None)

    def label(self, lang: str | None = None) -> str:
        return ANY_DIAMOND_FIRST.label(lang)

    def rule(self, lang: str | None = None) -> str:
        return ANY_DIAMOND_FIRST.rule(lang)

    def definition(self, lang: str | None = None) -> str:
        return ANY_DIAMOND_FIRST.definition(lang)

    def concepts(self) -> Iterator[Concept]:
        yield ANY_DIAMOND_FIRST


class DiamondFoundation(Foundations):
    """One foundation: empty, it takes any card (the Diamonds rule then keeps it to Diamonds);
    then up by suit, King followed by Ace; out of play."""

    sees = plain_sight  # its own pile and the cards moved

    def __init__(self) -> None:
        super().__init__(1, base=AnyDiamondBase(), build=Build(Up(wrap=True), BY_SUIT), in_play=False)

    def index_ranks(self, game: Position, pile: Pile) -> tuple[int, ...] | None:
        return super().index_ranks(game, pile) if pile.cards else None

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        if not pile.cards:
            return len(cards) == 1
        return super().allows(game, pile, cards, source)

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if not pile.cards and len(cards) == 1:
            return None
        return super().accept_refusal(game, pile, cards, source)

    def home_window(self, game: Position) -> HomeWindow | None:
        """Once the foundation has its base, it takes the Diamonds in one order: the base,
        then up by one, the King followed by the Ace (a Diamond's place: how far up from the
        base it lies)."""
        foundation = game.group_piles("foundation")[0]
        if not foundation.cards:
            return None
        base = foundation.cards[0].rank

        def window(card: Card) -> tuple[object, int, int] | None:
            place = (card.rank - base) % 13
            return ("D", place, place) if card.suit == "D" else None
        return window

    def concepts(self) -> Iterator[Concept]:
        for concept in super().concepts():
            if concept is self.base:
                yield from concept.concepts()
            else:
                yield concept


class DiamondMineScore(ScoreRule):
    """Each Diamond on the foundation is worth its rank; each whole suit, King to Ace, on a
    tableau pile 3."""

    def score(self, game: Position) -> int:
        diamonds = sum(c.rank for p in game.group_piles("foundation") for c in p.cards)
        return diamonds + 3 * sum(1 for p in game.group_piles("tableau") if is_complete_run(p.cards))

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Score", fr="Score").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase(en="each Diamond on the foundation is worth its rank (Ace 1, Jack 11, Queen 12, "
                         "King 13); each whole suit from King to Ace in the tableau is worth 3",
                      fr="chaque Carreau sur la fondation vaut son rang (As 1, Valet 11, Dame 12, "
                         "Roi 13) ; chaque couleur complète du Roi à l'As dans le tableau vaut 3")[
            resolve_lang(lang)]


class DiamondsHomeRunsInPiles(CompleteRunsWon, CountedGoal, DeadEnds):
    """Won as :data:`~solitaire_nb.rules.goals.COMPLETE_RUNS_IN_PILES`: the Diamonds can only
    go home, so every Diamond on the foundation and the other three suits as runs, one to a
    pile.

    **The count.**  A win needs each Diamond still in the tableau sent home, and each of the
    36 links of the three runs (a card on the next higher card of its suit) made.  A move
    does one of these at most: a Diamond goes home alone, and takes no link with it (nothing
    is ever built on a Diamond); any other move lays its cards on one pile, which makes one
    new neighbour, so one link at most, while the pile it leaves can only lose one.  Turning
    a card face up changes no neighbour, so links between face-down cards count too."""

    sees = CompleteRunsWon.sees   # it reads what the goal it refines reads

    def least_moves(self, game: Position) -> int:
        diamonds = sum(1 for pile in game.piles if pile.role == Role.TABLEAU for card in pile.cards
                       if card.suit == "D")
        return diamonds + self._missing_links(game)

    def _missing_links(self, game: Position) -> int:
        others = sum(1 for pile in game.piles for card in pile.cards if card.suit != "D")
        suits = len({card.suit for pile in game.piles for card in pile.cards if card.suit != "D"})
        return others - suits - same_suit_links(game, skip="D")

    def count_said(self, game: Position) -> Said:
        links = self._missing_links(game)
        return Said(_COUNT, diamonds=self.least_moves(game) - links, links=links)

    def dead_end(self, game: Position) -> Said | None:
        """**Diamonds out of order.**  Once the foundation has its base, it takes the Diamonds
        in one order (:meth:`DiamondFoundation.home_window`).  A Diamond
        leaves its pile only for the foundation (the Diamonds rule keeps it off the tableau,
        and no run that holds one may move), so the Diamonds of one pile go home from the top
        down.  A pile holding a Diamond, face up or not, above one the foundation needs
        earlier is a dead end: the lower one can only go once the upper one has gone, and the
        upper one only after the lower one.  Nothing undoes it: the base never leaves the
        foundation, and neither Diamond can move; a win needs both home."""
        foundation = game.group_piles("foundation")[0]
        if not foundation.cards:
            return None
        place = cast(Callable[[Card], tuple[object, int, int]], foundation.group.home_window(game))
        for pile in game.group_piles("tableau"):
            diamonds = [card for card in pile.cards if card.suit == "D"]
            for n, lower in enumerate(diamonds):
                upper = next((card for card in diamonds[n + 1:] if place(lower)[2] < place(card)[1]), None)
                if upper is not None:
                    return Said(_OUT_OF_ORDER, base=foundation.cards[0], upper=upper, lower=lower,
                                pile=Phrase(en=pile_in_sentence(pile, "en", "to"),
                                            fr=pile_in_sentence(pile, "fr", "to")))
        return None


_COUNT = Phrase(
    en="{diamonds} {diamonds|Diamond is|Diamonds are} still to go home and {links} "
       "{links|card is|cards are} still to be laid on the next higher card of {links|its|their} suit, "
       "and a move does one of these at most",
    fr="{diamonds} Carreau{diamonds||x} {diamonds|doit|doivent} encore monter et {links} "
       "carte{links||s} {links|doit|doivent} encore être posée{links||s} sur la carte immédiatement "
       "supérieure de {links|sa|leur} couleur, et un coup fait une de ces choses au plus")


_OUT_OF_ORDER = Phrase(
    en="from its base {base}, the foundation needs {lower} before {upper}, but {upper} lies above {lower} "
       "in {pile}, and a Diamond only ever leaves its pile for the foundation: neither can go home",
    fr="depuis sa carte de base {base}, la fondation demande {lower} avant {upper}, mais {upper} est "
       "au-dessus de {lower} dans {pile}, et un Carreau ne quitte sa pile que pour la fondation : aucun des "
       "deux ne peut monter")


@register(
    "diamond_mine",
    names=Phrase(en="Diamond Mine", fr="La mine de diamants"),
    summary=Phrase(en="Dig out the thirteen Diamonds and sort the other suits from King to Ace in the "
                      "tableau.",
                   fr="Extraire les treize Carreaux et ranger les autres couleurs du Roi à l'As dans le "
                      "tableau."),
    strategy=Phrase(
        en="Digging out the Diamonds is hard work, and they are not all worth the same: each scores "
           "its rank, so a King counts thirteen times as much as an Ace. Don't forget to tidy up "
           "behind you: the other three suits must end in order from King to Ace in the tableau.",
        fr="Extraire les Carreaux demande du travail, et ils ne valent pas tous autant\u00a0: "
           "chacun rapporte son rang, un Roi compte treize fois plus qu'un As. N'oubliez pas de "
           "ranger derrière vous\u00a0: les trois autres couleurs doivent finir rangées du Roi à "
           "l'As dans le tableau.",
    ),
    resembles="spider",
)
def diamond_mine() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[
            DiamondFoundation(),
            Tableau(13, build=Build(Down(), REGARDLESS_OF_SUIT), moves=SEQUENCE, empty=ANY_CARD),
        ],
        deal=[DealRow("tableau"), DealRow("tableau"), DealRow("tableau"),
              DealRow("tableau", face_up=True)],
        rules=[DIAMONDS],
        score=DiamondMineScore(),
        won=DiamondsHomeRunsInPiles(),
        autoplay=None,
        notes=[
            Phrase(en="What moves: the manual says built sequences move as a unit, and this kit follows "
                      "it. AisleRiot lets any face-up card move with all the cards on it as long as the "
                      "top card of the group is not a Diamond; since the face-up cards of a pile are "
                      "always a built sequence in this game, both rules allow the same moves.",
                   fr="Ce qui se déplace : le manuel dit que les suites construites se déplacent d'un "
                      "bloc, et ce kit le suit. AisleRiot laisse toute carte visible partir avec les "
                      "cartes posées sur elle tant que la carte du dessus du groupe n'est pas un "
                      "Carreau ; comme les cartes visibles d'une pile forment toujours une suite "
                      "construite dans ce jeu, les deux règles permettent les mêmes coups."),
            Phrase(en="This is the manual's count (100 at most). AisleRiot gives the 3 points for any "
                      "pile of exactly 13 cards of one suit, even with face-down cards; this kit counts "
                      "only the King-to-Ace runs the manual names.",
                   fr="C'est le décompte du manuel (100 au plus). AisleRiot donne les 3 points pour "
                      "toute pile de 13 cartes d'une même couleur, même avec des cartes face cachée ; ce "
                      "kit ne compte que les suites du Roi à l'As dont parle le manuel."),
            Phrase(en="The foundation starts with the Diamond of your choice and goes up by suit; after "
                      "the King comes the Ace (AisleRiot; the manual only says \"up\").",
                   fr="La fondation commence par le Carreau de votre choix et monte dans la couleur ; "
                      "après le Roi vient l'As (AisleRiot ; le manuel dit seulement « en montant »)."),
            Phrase(en="No card is ever built on a Diamond (AisleRiot), and Diamonds never go to the "
                      "tableau, not even to an empty pile (manual and AisleRiot).",
                   fr="Aucune carte ne se construit sur un Carreau (AisleRiot), et les Carreaux ne vont "
                      "jamais au tableau, pas même sur une pile vide (manuel et AisleRiot)."),
            Phrase(en="Won when the thirteen Diamonds are on the foundation and every pile is empty or "
                      "holds a whole suit from King down to Ace.",
                   fr="Gagné quand les treize Carreaux sont sur la fondation et que chaque pile est vide "
                      "ou contient toute une couleur du Roi à l'As."),
        ],
    )
