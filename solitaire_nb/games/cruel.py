"""Cruel, as AisleRiot plays it.

The four Aces start the foundations; the other 48 cards are dealt face up,
four to each of twelve piles.  Build down by suit, one card at a time; empty
piles stay empty.  A redeal gathers the piles in order and deals them again
four by four, as often as wanted, but only after a move.
"""

from __future__ import annotations

from ..engine.moves import Move
from ..engine.position import Position
from ..rules.building import BY_SUIT, Build, Down, Up
from ..rules.cards import STANDARD_DECK
from ..rules.dealing import AcesToFoundations, DealRows
from ..rules.declaration import Declaration, register
from ..rules.empty import NEVER_FILLED
from ..rules.goals import CardsPlayedToFoundations
from ..rules.local import Action, ActionKind, Effect
from ..rules.piles import Foundations, Tableau
from ..rules.units import ONE_CARD
from ..text.phrases import Phrase

_REDEAL_TEXT = Phrase(
    en="the piles are picked up in order, first pile at the bottom of each group, and dealt again "
       "face up four cards to a pile from the first pile on; allowed at any time, as often as you "
       "like, but only after at least one move since the last redeal",
    fr="les piles sont ramassées dans l'ordre, la première en dessous, puis redistribuées face "
       "visible par quatre cartes à partir de la première pile ; permis à tout moment, autant de "
       "fois qu'on le souhaite, mais seulement après au moins un coup depuis la dernière "
       "redistribution",
)


class CruelRedeal(Action):
    """Cruel's redeal: gather the tableau and deal it again, four cards per pile.

    ``game.state["moved"]`` is True once a move has been played since the deal or the last
    redeal (:class:`CruelMoveSeen` keeps it): a redeal is allowed only then.  The state
    belongs to the position, so that a search, which counts no moves, sees the rule too.
    Saved games of earlier versions kept ``redeal_at`` (the move count right after the last
    redeal) instead: they are read as today's (:meth:`upgrade_state`)."""

    state_keys = (("moved", "flag"),)

    key = "cruel_redeal"
    kind = ActionKind("cruel_redeal", written="redeal")

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Redeal", fr="Redistribution").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase.of(_REDEAL_TEXT).text(lang)

    def definition(self, lang: str | None = None) -> str:
        return self.rule(lang)

    def upgrade_state(self, state: dict, move_count: int) -> None:
        redeal_at = state.get("redeal_at")
        if type(redeal_at) is int:  # anything else is left for check_state to refuse
            del state["redeal_at"]
            if move_count > redeal_at:
                state["moved"] = True

    def moves(self, game: Position) -> list[Move]:
        if not game.state.get("moved"):
            return []
        return [Move("tableau", "tableau", 0, self.kind, game.notation)]

    def apply(self, game: Position, move: Move) -> None:
        piles = game.group_piles("tableau")
        cards = [card.up() for pile in piles for card in pile.cards]
        for pile in piles:
            pile.cards.clear()
        for i, card in enumerate(cards):
            piles[i // 4].cards.append(card)


class CruelMoveSeen(Effect):
    """The redeal's bookkeeping: after a redeal no move has been played since; after any
    other move, one has (``game.state["moved"]``).  Part of redealing (its glossary entry)."""

    key = "redeal"

    def label(self, lang: str | None = None) -> str:
        return CRUEL_REDEAL.label(lang)

    def rule(self, lang: str | None = None) -> str:
        return CRUEL_REDEAL.rule(lang)

    def definition(self, lang: str | None = None) -> str:
        return CRUEL_REDEAL.rule(lang)

    def after_move(self, game: Position, move: Move) -> None:
        if move.kind == CruelRedeal.kind:
            game.state.pop("moved", None)
        else:
            game.state["moved"] = True


CRUEL_REDEAL = CruelRedeal()
CRUEL_MOVE_SEEN = CruelMoveSeen()


@register(
    "cruel",
    names=Phrase(en="Cruel", fr="Cruel"),
    summary=Phrase(en="Twelve piles of four around the Aces: build down by suit, and redeal the piles "
                      "in order whenever you are stuck.",
                   fr="Douze piles de quatre autour des As : construisez en descendant dans la même "
                      "couleur, et redistribuez les piles dans l'ordre quand vous êtes bloqué."),
    strategy=Phrase(
        en="When you could build on more than one pile, build first on the one whose top card is "
           "highest.",
        fr="Quand vous pouvez construire sur plusieurs piles, commencez par celle dont la carte du "
           "dessus est la plus haute.",
    ),
    resembles="bakers_dozen",
)
def cruel() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        score=CardsPlayedToFoundations(4),
        piles=[
            Foundations(4, build=Build(Up(), BY_SUIT), in_play=False),
            Tableau(12, build=Build(Down(), BY_SUIT), moves=ONE_CARD, empty=NEVER_FILLED),
        ],
        deal=[AcesToFoundations(), DealRows("tableau", face_up=True)],
        actions=[CRUEL_REDEAL],
        effects=[CRUEL_MOVE_SEEN],
        notes=[
            Phrase(en="The manual speaks of up to thirteen piles; AisleRiot deals the 48 cards into "
                      "twelve piles of four, and so does this kit (thirteen piles cannot all get four "
                      "cards).",
                   fr="Le manuel parle de treize piles au plus ; AisleRiot distribue les 48 cartes en "
                      "douze piles de quatre, ce kit aussi (treize piles ne peuvent pas toutes recevoir "
                      "quatre cartes)."),
            Phrase(en="Redeal (the stock click, written 'redeal'): the cards are picked up pile by pile, "
                      "from the first pile's bottom card to the last pile's top card, and dealt again "
                      "in that order, four to each pile from the first; the last pile may get fewer. "
                      "As in AisleRiot it is refused at the start and right after a redeal: at least "
                      "one card must have moved since.",
                   fr="Redistribution (le clic sur la pioche, noté « redeal ») : les cartes sont "
                      "ramassées pile par pile, de la carte du dessous de la première pile à la carte du "
                      "dessus de la dernière, puis redistribuées dans cet ordre, quatre par pile à partir "
                      "de la première ; la dernière pile peut en recevoir moins. Comme dans AisleRiot, "
                      "elle est refusée au début et juste après une redistribution : au moins une carte "
                      "doit avoir bougé entre-temps."),
            Phrase(en="The game is lost when no move is left right after a redeal. AisleRiot also stops "
                      "one endless case (a lone last card going back and forth); here outcome() sees "
                      "such play going in circles.",
                   fr="La partie est perdue quand aucun coup ne reste juste après une redistribution. "
                      "AisleRiot arrête aussi un cas sans fin (une dernière carte seule qui fait des "
                      "allers-retours) ; ici outcome() voit que le jeu tourne en rond."),
        ],
    )
