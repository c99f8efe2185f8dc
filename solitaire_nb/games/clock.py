"""Clock, as AisleRiot plays it.

Twelve piles of four face-down cards stand round a clock face, one per hour;
the last four cards make the centre pile, its top card turned up.  The top card
of the centre goes onto the pile of its hour and that pile's bottom card comes
out face up onto the centre; a King brings the centre's own bottom card up.
The game is over when the four Kings are in the centre.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..engine.position import Position
from ..rules.cards import STANDARD_DECK, Card
from ..rules.concept import Concept
from ..rules.dealing import DealRow, TurnUpTops
from ..rules.declaration import Declaration, register
from ..rules.double_click import ToFoundation
from ..rules.goals import ScoreRule
from ..rules.local import LocalConcept
from ..rules.piles import Foundations, PileGroup, Refusal
from ..rules.position import Pile
from ..rules.words import RESERVE
from ..text.phrases import Phrase

CENTRE = "reserve1"

CLOCK_HOURS = LocalConcept(
    "clock_hours",
    Phrase(en="only the top card of the centre pile moves, onto the pile of its hour (Ace at one "
              "o'clock, Jack at eleven, Queen at twelve): it goes on top of that pile, and the pile's "
              "bottom card comes out, face up, onto the centre",
           fr="seule la carte du dessus de la pile du milieu se déplace, vers la pile de son heure (l'As "
              "à une heure, le Valet à onze heures, la Dame à midi) : elle se pose sur cette pile, et la "
              "carte du dessous de la pile sort, face visible, sur la pile du milieu"),
    label=Phrase(en="Each card to its hour", fr="Chaque carte à son heure"))

CLOCK_KINGS = LocalConcept(
    "clock_kings",
    Phrase(en="a King belongs to the centre: played onto the centre itself, it stays there and the "
              "centre's bottom card comes up on top, face up; when the fourth King turns up the game "
              "is over",
           fr="un Roi appartient au milieu : joué sur la pile du milieu elle-même, il y reste et la "
              "carte du dessous du milieu remonte sur le dessus, face visible ; quand le quatrième Roi "
              "apparaît, la partie est finie"),
    label=Phrase(en="Kings stay in the centre", fr="Les Rois restent au milieu"))


def hour(pile: Pile) -> int:
    """The hour of a clock pile: foundation1 is one o'clock, foundation12 noon."""
    return int(pile.id.removeprefix("foundation"))


class ClockPiles(Foundations):
    """The twelve piles of the clock face: each takes the centre's top card of its hour,
    on top, and gives up its bottom card to the centre."""

    layout = "stack"

    def __init__(self) -> None:
        super().__init__(12, in_play=False)

    def lift_limit(self, game: Any, pile: Pile) -> int:
        return 0

    def lift_refusal(self, game: Any, pile: Pile, count: int) -> Refusal | None:
        return Refusal(CLOCK_HOURS, "game_rule")

    def index_ranks(self, game: Any, pile: Pile) -> tuple[int, ...] | None:
        return (hour(pile),)

    def allows(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return len(cards) == 1 and cards[0].rank == hour(pile) and source.id == CENTRE

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        return None if self.allows(game, pile, cards, source) else Refusal(CLOCK_HOURS, "game_rule")

    def place(self, game: Any, pile: Pile, cards: list[Card]) -> None:
        pile.cards.extend(card.up() for card in cards)
        game.pile(CENTRE).cards.append(pile.cards.pop(0).up())

    def own_rules(self) -> list[Concept]:
        return [CLOCK_HOURS]

    def why_legal(self, lang: str | None = None) -> str:
        return CLOCK_HOURS.label(lang)

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield CLOCK_HOURS


class ClockCentre(PileGroup):
    """The centre pile: its top card plays; a King goes back onto it, bringing the
    bottom card up."""

    role = RESERVE
    prefix = "reserve"
    pairs_within = True  # the King's move is played from the centre onto itself

    def lift_limit(self, game: Any, pile: Pile) -> int:
        return 1 if pile.cards and pile.cards[-1].face_up else 0

    def pool(self, game: Any, pile: Pile, candidates: Sequence[Any],
             by_rank: Mapping[int, Sequence[Any]], singles: Sequence[Any]) -> Sequence[Any]:
        return [c for c in singles if c[0] is pile]

    def allows(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> bool:
        return (source is pile and len(cards) == 1 and cards[0].rank == 13
                and not pile.cards[0].face_up)

    def accept_refusal(self, game: Any, pile: Pile, cards: list[Card], source: Pile) -> Refusal | None:
        return None if self.allows(game, pile, cards, source) else Refusal(CLOCK_KINGS, "game_rule")

    def place(self, game: Any, pile: Pile, cards: list[Card]) -> None:
        pile.cards.extend(cards)
        pile.cards.append(pile.cards.pop(0).up())

    def own_rules(self) -> list[Concept]:
        return [CLOCK_KINGS]

    def why_legal(self, lang: str | None = None) -> str:
        return CLOCK_KINGS.label(lang)

    def concepts(self) -> Iterator[Concept]:
        yield self.role
        yield CLOCK_KINGS


class ClockScore(ScoreRule):
    """One point per card lying in the pile of its hour, face up or down (Kings not counted)."""

    def score(self, game: Position) -> int:
        return sum(card.rank == hour(pile) for pile in game.group_piles("foundation") for card in pile.cards)

    def label(self, lang: str | None = None) -> str:
        return Phrase(en="Score", fr="Score").text(lang)

    def rule(self, lang: str | None = None) -> str:
        return Phrase(en="one point per card lying in the pile of its hour, face up or face down "
                         "(the Kings do not count)",
                      fr="un point par carte posée dans la pile de son heure, face visible ou "
                         "cachée (les Rois ne comptent pas)").text(lang)


class EveryHourComplete(LocalConcept):
    """Clock's win, as the manual has it: every pile of the clock holds the four cards
    of its hour, a face-down card in the right pile counting too."""

    def __init__(self) -> None:
        super().__init__(
            "clock_every_hour",
            Phrase(en="the game is won when every pile of the clock holds the four cards of its hour, "
                      "face up or face down",
                   fr="la partie est gagnée quand chaque pile de l'horloge contient les quatre cartes de "
                      "son heure, face visible ou cachée"),
            label=Phrase(en="Every hour complete", fr="Toutes les heures complètes"))

    @property
    def goal(self) -> Phrase:
        """What winning means in this game, in a sentence for learners."""
        return Phrase(en="Every pile of the clock holds the four cards of its hour.",
                      fr="Chaque pile de l'horloge contient les quatre cartes de son heure.")

    def won_sentence(self, game: Position) -> Phrase:
        return self.goal

    def is_won(self, game: Position) -> bool:
        return all(all(card.rank == hour(pile) for card in pile.cards)
                   for pile in game.group_piles("foundation"))


class ToHourOrKing(ToFoundation):
    """A double-click on the centre plays its top card: to the pile of its hour, or, for a
    King, onto the centre itself."""

    def target(self, game: Any, pile_id: str, is_legal: Any) -> str | None:
        if pile_id == CENTRE and is_legal(pile_id, pile_id):
            return pile_id
        return super().target(game, pile_id, is_legal)


@register(
    "clock",
    names=Phrase(en="Clock", fr="Horloge"),
    summary=Phrase(en="Twelve face-down piles round a clock face: send each card to its hour and hope "
                      "the four Kings come last. No decisions, pure luck.",
                   fr="Douze piles face cachée autour d'une horloge : envoyez chaque carte à son heure "
                      "en espérant que les quatre Rois arrivent en dernier. Aucune décision, que de la "
                      "chance."),
    strategy=Phrase(
        en="There is never a decision to make, so the game could play itself: winning or losing is "
           "pure luck, neither your fault nor your merit.",
        fr="Il n'y a jamais de décision à prendre, le jeu pourrait donc se jouer tout seul\u00a0: "
           "gagner ou perdre n'est qu'une affaire de chance, ni votre faute ni votre mérite.",
    ),
    resembles="gaps",
)
def clock() -> Declaration:
    return Declaration(
        deck=STANDARD_DECK,
        piles=[ClockPiles(), ClockCentre()],
        deal=[*[DealRow("foundation")] * 4, *[DealRow("reserve")] * 4, TurnUpTops("reserve")],
        score=ClockScore(),
        won=EveryHourComplete(),
        autoplay=None,
        double_click=ToHourOrKing(),
        notes=[
            Phrase(en="Foundations 1 to 12 are the piles of the clock, one per hour (foundation 1 at one "
                      "o'clock, foundation 12 at noon); each is dealt four cards face down. The last four "
                      "cards form the centre pile (reserve 1), its top card face up.",
                   fr="Les fondations 1 à 12 sont les piles de l'horloge, une par heure (la fondation 1 à "
                      "une heure, la fondation 12 à midi) ; chacune reçoit quatre cartes face cachée. Les "
                      "quatre dernières cartes forment la pile du milieu (réserve 1), sa carte du dessus "
                      "face visible."),
            Phrase(en="The top card of the centre goes onto the pile of its hour, on top; the bottom card "
                      "of that pile then comes out face up onto the centre, and is the next card to play. "
                      "There is never a choice: the only legal move is the next one.",
                   fr="La carte du dessus du milieu va sur le dessus de la pile de son heure ; la carte du "
                      "dessous de cette pile sort alors face visible sur le milieu, et c'est la prochaine "
                      "carte à jouer. Il n'y a jamais de choix : le seul coup permis est le suivant."),
            Phrase(en="A King is played onto the centre itself (r1-r1; a click on the selected centre, or "
                      "a double-click on it): it stays there and the centre's bottom card comes up on top, "
                      "face up, as AisleRiot's click on a King does. Once the four Kings are in the centre "
                      "no move is left and the game is over.",
                   fr="Un Roi se joue sur la pile du milieu elle-même (r1-r1 ; un clic sur le milieu "
                      "sélectionné, ou un double-clic) : il y reste et la carte du dessous du milieu "
                      "remonte sur le dessus, face visible, comme le fait le clic sur un Roi dans "
                      "AisleRiot. Quand les quatre Rois sont au milieu, aucun coup ne reste et la partie "
                      "est finie."),
            Phrase(en="A double-click on the centre plays its top card where it belongs. AisleRiot also "
                      "lets you double-click the pile of the hour; here the double-click is on the card "
                      "that moves.",
                   fr="Un double-clic sur le milieu joue sa carte du dessus là où elle va. AisleRiot permet "
                      "aussi de double-cliquer sur la pile de l'heure ; ici, on double-clique sur la carte "
                      "qui se déplace."),
            Phrase(en="Won, as the manual says, when every pile of the clock holds the four cards of its "
                      "hour, a face-down card already in its right pile counting too. AisleRiot's code "
                      "instead asks for every card to be face up, so it calls such a deal lost; this kit "
                      "follows the manual.",
                   fr="Gagné, comme le dit le manuel, quand chaque pile de l'horloge contient les quatre "
                      "cartes de son heure, une carte face cachée déjà dans la bonne pile comptant aussi. "
                      "Le code d'AisleRiot exige plutôt que toutes les cartes soient face visible et "
                      "déclare donc une telle donne perdue ; ce kit suit le manuel."),
            Phrase(en="This is the manual's count (48 for a won game); AisleRiot's code counts a point "
                      "per card moved onto its pile, so it leaves out a face-down card already in place.",
                   fr="C'est le décompte du manuel (48 pour une partie gagnée) ; le code d'AisleRiot "
                      "compte un point par carte posée sur sa pile, et oublie donc une carte face cachée "
                      "déjà à sa place."),
        ],
    )


_DOWN = {f"foundation{h}": "(2C) (3D) (4H) (5S)" for h in range(1, 13)}
