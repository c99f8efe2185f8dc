"""Terrace, as AisleRiot plays it, and what its six variants share.

Two decks.  A fanned reserve whose top card may only go to the foundations,
eight foundations built up by alternate colour from a base card and turning
the corner from King to Ace (thirteen cards each), nine tableau piles built
down by alternate colour one card at a time, a stock turned one card at a
time onto the waste.  In Terrace the player chooses the base card among four
dealt cards (glossary: chosen base card).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import ALTERNATE_COLOUR, Build, Down, Up
from ..rules.cards import DOUBLE_DECK, Card
from ..rules.chosen_base import CHOOSE_BASE, ChosenBaseCard, ChosenBaseFoundations
from ..rules.concept import Concept
from ..rules.dealing import DealBaseCard, DealRow, DealRows, DealStep, RestToStock
from ..rules.declaration import Declaration, register
from ..rules.empty import EmptyRule, FilledAutomatically
from ..rules.local import Effect, LocalConcept
from ..rules.piles import Refusal, Reserves, Stock, Tableau, Waste
from ..rules.position import Pile
from ..rules.roles import Role
from ..rules.stock import NO_REDEAL, DealToWaste
from ..rules.units import ONE_CARD
from ..text.phrases import Phrase

LOCKED = "stock_locked"


RESERVE_TO_FOUNDATIONS = LocalConcept(
    "terrace_reserve_to_foundations",
    text=Phrase(en="the top card of the reserve may only go to a foundation, never to the tableau",
                fr="la carte du dessus de la réserve ne peut aller que sur une fondation, jamais au "
                   "tableau"),
    label=Phrase(en="Reserve to the foundations only", fr="Réserve vers les fondations seulement"),
)
NOTHING_ON_BASE = LocalConcept(
    "terrace_nothing_on_base",
    text=Phrase(en="nothing may be built on a tableau card of the base rank",
                fr="on ne construit rien sur une carte du tableau du rang de base"),
    label=Phrase(en="Nothing on the base rank", fr="Rien sur le rang de base"),
)
THIRTEEN = LocalConcept(
    "terrace_thirteen_per_foundation",
    text=Phrase(en="a foundation holds thirteen cards: a card of the base rank only starts one, it never "
                   "goes on top of one",
                fr="une fondation contient treize cartes : une carte du rang de base ne fait que la "
                   "commencer, elle ne va jamais par-dessus"),
    label=Phrase(en="Thirteen cards per foundation", fr="Treize cartes par fondation"),
)


class WasteOnlyWhenEmpty(LocalConcept, EmptyRule):
    """An empty tableau pile takes only the waste card (the waste top, or the next stock card
    once it is turned)."""

    def __init__(self) -> None:
        super().__init__(
            "terrace_empty_from_waste",
            text=Phrase(en="an empty tableau pile takes only the top card of the waste",
                        fr="une pile vide du tableau ne prend que la carte du dessus de la défausse"),
            label=Phrase(en="Filled from the waste", fr="Remplie depuis la défausse"))

    def accepts(self, bottom: Card) -> bool:
        return True  # the source is checked by the tableau


FROM_WASTE = WasteOnlyWhenEmpty()


class TerraceTableau(Tableau):
    """Down by alternate colour, one card; never from the reserve, never onto a base-rank card;
    an empty pile takes the waste card (unless it is filled automatically)."""

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return self.accept_refusal(game, pile, cards, source) is None

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        base = game.declaration.group("foundation").base
        if isinstance(base, ChosenBaseCard) and base.pending(game):
            return base.refusal()
        if source is not None and source.role == Role.RESERVE:
            return Refusal(RESERVE_TO_FOUNDATIONS, "game_rule")
        top = pile.top
        if top is None:
            if self.empty is FROM_WASTE and (source is None or source.role != Role.WASTE):
                return Refusal(FROM_WASTE, "empty", (cards[0],))
        elif top.rank == game.state.get("base_rank"):
            return Refusal(NOTHING_ON_BASE, "game_rule")
        return super().accept_refusal(game, pile, cards, source)

    def concepts(self) -> Iterator[Concept]:
        yield from super().concepts()
        yield RESERVE_TO_FOUNDATIONS
        yield NOTHING_ON_BASE


class TerraceFoundations(ChosenBaseFoundations):
    """Thirteen cards each: a base-rank card never goes on a started foundation."""

    one_card_a_move = True

    def allows(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return self.accept_refusal(game, pile, cards, source) is None

    def accept_refusal(self, game: Position, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        if pile.cards and len(cards) == 1 and cards[0].rank == game.state.get("base_rank"):
            return Refusal(THIRTEEN, "game_rule")
        return super().accept_refusal(game, pile, cards, source)

    def concepts(self) -> Iterator[Concept]:
        yield from super().concepts()
        yield THIRTEEN


_DEAL_RULE = {
    "locks": Phrase(en="a click turns one card onto the waste, and one is turned by itself when the waste is "
                       "empty; a card turned while a tableau pile is empty locks the stock until that pile "
                       "is filled or the waste card is played",
                    fr="un clic retourne une carte sur la défausse, et une carte se retourne d'elle-même "
                       "quand la défausse est vide ; une carte retournée alors qu'une pile du tableau est "
                       "vide bloque la pioche jusqu'à ce que cette pile soit remplie ou que la carte de la "
                       "défausse soit jouée"),
    "free": Phrase(en="a click turns one card onto the waste, and one is turned by itself when the waste is "
                      "empty",
                   fr="un clic retourne une carte sur la défausse, et une carte se retourne d'elle-même "
                      "quand la défausse est vide"),
    "after_redeal": Phrase(en="; after the redeal, a new card is turned only when the waste is empty; the "
                              "redeal itself, made while a tableau pile is empty, locks the stock for good, "
                              "since the waste it leaves is empty and nothing else fills the pile (as in "
                              "AisleRiot)",
                           fr=" ; après la redistribution, une nouvelle carte n'est retournée que quand la "
                              "défausse est vide ; la redistribution elle-même, faite alors qu'une pile du "
                              "tableau est vide, bloque la pioche pour de bon, car la défausse qu'elle "
                              "laisse est vide et rien d'autre ne remplit la pile (comme dans AisleRiot)"),
}


class TerraceDeal(DealToWaste):
    """One card at a time onto the waste, not before the base card is known; ``locks``: a card
    turned while a tableau pile is empty locks the stock; after a redeal, a card is turned
    only onto an empty waste."""

    def __init__(self, locks: bool = True, after_redeal: bool = False) -> None:
        super().__init__(1)
        self.locks = locks
        self.after_redeal = after_redeal

    def rule(self, lang: str | None = None) -> str:
        text = Phrase.of(_DEAL_RULE["locks" if self.locks else "free"]).text(lang)
        return text + (Phrase.of(_DEAL_RULE["after_redeal"]).text(lang) if self.after_redeal else "")

    def blocked(self, game: Position) -> bool:
        if game.state.get("base_rank") is None:
            return True
        if game.redeals_used and game.pile("waste").cards:
            return True
        return self.locks and bool(game.state.get(LOCKED))

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, TerraceDeal) and self.locks == other.locks
                and self.after_redeal == other.after_redeal)

    def __hash__(self) -> int:
        return hash(("terrace deal", self.locks, self.after_redeal))


class TerraceFlow(LocalConcept, Effect):
    """What the game does after each move: after the choice of the base card, the tableau is
    dealt; the stock is unlocked and a card turned onto an empty waste, as in AisleRiot."""

    sends_cards_home = False

    state_keys = ((LOCKED, "flag"),)

    def __init__(self) -> None:
        super().__init__(
            "terrace_flow",
            text=Phrase(en="once the base card is chosen, one card is dealt face up onto each empty "
                           "tableau pile; whenever the waste is empty, the next stock card is turned "
                           "onto it",
                        fr="une fois la carte de base choisie, une carte est distribuée face visible "
                           "sur chaque pile vide du tableau ; dès que la défausse est vide, la carte "
                           "suivante de la pioche y est retournée"),
            label=Phrase(en="The game's own moves", fr="Les coups faits par le jeu"))

    def after_move(self, game: Position, move: Move) -> None:
        if game.state.get("base_rank") is None:
            return
        group = game.declaration.group("stock")
        deal = group.deal
        tableau = game.group_piles("tableau")
        waste, stock = game.pile("waste"), game.pile("stock")
        if move.kind != "move":  # a click on the stock: deal or redeal
            if deal.locks and any(not p.cards for p in tableau):
                game.state[LOCKED] = True
            return
        if game.pile(move.target).role == Role.FOUNDATION and \
                sum(len(p.cards) for p in game.group_piles("foundation")) == 1:
            for pile in tableau:  # the base card was just chosen: the tableau is dealt
                if not pile.cards:
                    source = waste if waste.cards else stock
                    if source.cards:
                        pile.cards.append(source.cards.pop().up())
        if move.source == "waste" or all(p.cards for p in tableau):
            game.state.pop(LOCKED, None)
        if not waste.cards and stock.cards and not deal.blocked(game):
            waste.cards.append(stock.cards.pop().up())
            if deal.locks and any(not p.cards for p in tableau):
                game.state[LOCKED] = True


TERRACE_FLOW = TerraceFlow()


class TurnFirstCard(DealStep):
    """The deal ends with one card turned from the stock onto the waste."""

    def apply(self, game: Position, cards: list[Card]) -> None:
        game.pile("waste").cards.append(game.pile("stock").cards.pop().up())


def terrace_deal(reserve: int, chosen: bool) -> list[DealStep]:
    """The reserve, then four cards to choose the base from, or the base card, a card on
    every tableau pile and the first waste card."""
    steps: list[DealStep] = [DealRows("reserve", count=reserve, face_up=True)]
    if chosen:
        return steps + [DealRow("tableau", range(1, 5), face_up=True), RestToStock()]
    return steps + [DealBaseCard(), DealRow("tableau", face_up=True), RestToStock(), TurnFirstCard()]


def auto_fill(*sources: str, then: EmptyRule | None = None) -> FilledAutomatically:
    """An empty tableau pile filled at once by the game (Signora, Redheads)."""
    return FilledAutomatically(*sources, then=then)


@register(
    "terrace",
    names=Phrase(en="Terrace", fr="Terrasse"),
    summary=Phrase(en="Two decks: choose the base card among four, then build eight foundations up by "
                      "alternate colour around the corner while emptying an eleven-card reserve.",
                   fr="Deux paquets : choisissez la carte de base parmi quatre, puis montez huit "
                      "fondations en alternant les couleurs, du Roi à l'As si besoin, en vidant une "
                      "réserve de onze cartes."),
    resembles="canfield",
    strategy=Phrase(
        en="Before choosing the base card, study the reserve: avoid a rank with several cards "
           "buried deep in it, and spot runs that one foundation could take off one after another, "
           "then devote a foundation to each. When you fill an empty tableau pile, prefer a card of "
           "the rank just below the base, the last card a foundation needs. While an empty pile "
           "locks the stock, playing the waste card elsewhere unlocks it without filling the gap.",
        fr="Avant de choisir la carte de base, examinez la réserve\u00a0: évitez un rang dont "
           "plusieurs cartes y sont enfouies, et repérez les suites qu'une fondation pourrait y "
           "prendre d'affilée, pour consacrer une fondation à chacune. Pour remplir une pile vide "
           "du tableau, préférez une carte du rang juste en dessous de la base, la dernière dont "
           "une fondation a besoin. Quand une pile vide bloque la pioche, jouer ailleurs la carte "
           "de la défausse la débloque sans combler le vide.",
    ),
)
def terrace() -> Declaration:
    return Declaration(
        deck=DOUBLE_DECK,
        piles=[
            Stock(deal=TerraceDeal(), redeals=NO_REDEAL),
            Waste(),
            Reserves(1),
            TerraceFoundations(8, base=ChosenBaseCard(("tableau",)),
                               build=Build(Up(wrap=True), ALTERNATE_COLOUR), in_play=False),
            TerraceTableau(9, build=Build(Down(wrap=True), ALTERNATE_COLOUR), moves=ONE_CARD,
                           empty=FROM_WASTE),
        ],
        deal=terrace_deal(11, chosen=True),
        effects=[CHOOSE_BASE, TERRACE_FLOW],
        autoplay=None,
        notes=[
            Phrase(en="The deal: eleven cards face up in the reserve (all visible, only the top one in "
                      "play), then four cards face up on the first four tableau piles. The first move "
                      "chooses the base card: one of these four goes to a foundation. The game then "
                      "deals a card face up onto every empty tableau pile and turns the first stock "
                      "card onto the waste.",
                   fr="La donne : onze cartes face visible dans la réserve (toutes visibles, seule celle "
                      "du dessus en jeu), puis quatre cartes face visible sur les quatre premières "
                      "piles du tableau. Le premier coup choisit la carte de base : l'une de ces quatre "
                      "part sur une fondation. Le jeu distribue alors une carte face visible sur chaque "
                      "pile vide du tableau et retourne la première carte de la pioche sur la défausse."),
            Phrase(en="Foundations build up by alternate colour from the base rank, an Ace following a "
                      "King, thirteen cards each; their cards are out of play. The reserve's top card "
                      "may only go to a foundation.",
                   fr="Les fondations montent en alternant les couleurs (rouge et noir) à partir du rang "
                      "de base, l'As suivant le Roi, treize cartes chacune ; leurs cartes sont hors jeu. "
                      "La carte du dessus de la réserve ne peut aller que sur une fondation."),
            Phrase(en="The tableau builds down by alternate colour, a King going on an Ace, one card at "
                      "a time; an empty pile takes only the waste card. As in AisleRiot's code, nothing "
                      "may be built on a tableau card of the base rank (the manual does not say).",
                   fr="Le tableau se construit en descendant en alternant les couleurs, un Roi allant "
                      "sur un As, une carte à la fois ; une pile vide ne prend que la carte de la "
                      "défausse. Comme dans le code d'AisleRiot, on ne construit rien sur une carte du "
                      "tableau du rang de base (le manuel n'en dit rien)."),
            Phrase(en="The stock turns one card at a time and is never turned over; when the waste is "
                      "empty, a card is turned by itself. A card turned while a tableau pile is empty "
                      "locks the stock until the pile is filled or the waste card is played, as the "
                      "manual and the code both say.",
                   fr="La pioche retourne une carte à la fois et n'est jamais retournée ; quand la "
                      "défausse est vide, une carte se retourne d'elle-même. Une carte retournée alors "
                      "qu'une pile du tableau est vide bloque la pioche jusqu'à ce que la pile soit "
                      "remplie ou que la carte de la défausse soit jouée, comme le disent le manuel et "
                      "le code."),
            Phrase(en="The manual gives no maximum score; AisleRiot's code wins at 104.",
                   fr="Le manuel ne donne pas de score maximum ; le code d'AisleRiot gagne à 104."),
        ],
    )
