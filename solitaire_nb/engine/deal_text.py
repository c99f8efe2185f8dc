"""The deal, the score and the goal of a game said in sentences made from its declaration.

The deal sentence is read off what the declaration's deal steps really do: the game's
first deal (deal number 1, with the game's options) is dealt and each pile group says
how many cards it received and how many lie face up, so the sentence can never
disagree with the deal.  The score sentence is the score rule's own
(:meth:`~solitaire_nb.rules.goals.ScoreRule.score_rule`) and the goal sentence the win
rule's (:attr:`~solitaire_nb.rules.goals.AllOnFoundations.goal`).  Notes written by
hand keep what these cannot say: loss conditions, odd corners, where the kit follows
AisleRiot's code rather than its manual.
"""

from __future__ import annotations

from ..text.phrases import Phrase, define, say
from . import shuffle
from .position import Position
from .ruleset import Ruleset

define("deal_text", {
    "deal": Phrase(en="The deal: {parts}.", fr="La donne : {parts}."),
    "one": Phrase(en="{role} — {n} {n|card|cards}, {faces}",
                  fr="{role} — {n} {n|carte|cartes}, {faces}"),
    "even": Phrase(en="{role} — {piles} piles of {k} {k|card|cards}, {faces}",
                   fr="{role} — {piles} piles de {k} {k|carte|cartes}, {faces}"),
    "uneven": Phrase(en="{role} — {n} cards in {piles} piles, {low} to {high} a pile, {faces}",
                     fr="{role} — {n} cartes en {piles} piles, de {low} à {high} par pile, {faces}"),
    "sparse": Phrase(en="{role} — {n} {n|card|cards} in {piles} piles, at most {high} a pile, {faces}",
                     fr="{role} — {n} {n|carte|cartes} en {piles} piles, {high} au plus par pile, "
                        "{faces}"),
    "spread": Phrase(en="{role} — one card on {n} of its {piles} piles, {faces}",
                     fr="{role} — une carte sur {n} de ses {piles} piles, {faces}"),
    "all_up": Phrase(en="face up", fr="face visible"),
    "all_down": Phrase(en="face down", fr="face cachée"),
    "some_up": Phrase(en="{up} face up", fr="{up} face visible"),
    "separator": Phrase(en="{first}; {second}", fr="{first} ; {second}"),
    "score": Phrase(en="Score: {rule}.", fr="Score : {rule}."),
    "goal": Phrase(en="Goal: {goal}", fr="But : {goal}"),
})

#: What a pile group received at the deal: (group prefix, pile count, cards per pile, face-up cards)
Dealt = tuple[str, int, tuple[int, ...], int]


def dealt_groups(game: Position) -> tuple[Dealt, ...]:
    """Each pile group that receives cards at deal 1 of ``game``'s rules, in the declaration's
    order (worked out once per ruleset)."""
    ruleset = game.ruleset
    if ruleset not in _DEALT:
        order = shuffle.deal_order(ruleset.declaration, ruleset.id, 1)
        # a game of the same class as ``game``, dealt (the engine's Game: this module may not import it)
        first = type(game)(ruleset, deal=1, order=order)  # type: ignore[call-arg]
        _DEALT[ruleset] = _received(first)
    return _DEALT[ruleset]


_DEALT: dict[Ruleset, tuple[Dealt, ...]] = {}


def _received(game: Position) -> tuple[Dealt, ...]:
    found = []
    for group in game.declaration.piles:
        piles = game.group_piles(group.prefix)
        counts = tuple(len(pile.cards) for pile in piles)
        if sum(counts):
            up = sum(card.face_up for pile in piles for card in pile.cards)
            found.append((group.prefix, len(piles), counts, up))
    return tuple(found)


def _faces(total: int, up: int, lang: str) -> str:
    if up == total:
        return say("deal_text.all_up", lang)
    if up == 0:
        return say("deal_text.all_down", lang)
    return say("deal_text.some_up", lang, up=up)


def deal_sentence(game: Position, lang: str) -> str:
    """``The deal: tableau — 28 cards in 7 piles, 1 to 7 a pile, 7 face up; stock — …``."""
    parts = []
    for prefix, piles, counts, up in dealt_groups(game):
        role = game.declaration.group(prefix).role.label(lang)
        total = sum(counts)
        faces = _faces(total, up, lang)
        if piles == 1:
            parts.append(say("deal_text.one", lang, role=role, n=total, faces=faces))
        elif len(set(counts)) == 1:
            parts.append(say("deal_text.even", lang, role=role, piles=piles, k=counts[0], faces=faces))
        elif min(counts) == 0 and max(counts) == 1:
            parts.append(say("deal_text.spread", lang, role=role, n=total, piles=piles, faces=faces))
        elif min(counts) == 0:
            parts.append(say("deal_text.sparse", lang, role=role, n=total, piles=piles,
                             high=max(counts), faces=faces))
        else:
            parts.append(say("deal_text.uneven", lang, role=role, n=total, piles=piles,
                             low=min(counts), high=max(counts), faces=faces))
    if not parts:
        return ""
    text = parts[0]
    for part in parts[1:]:
        text = say("deal_text.separator", lang, first=text, second=part)
    return say("deal_text.deal", lang, parts=text)


def score_sentence(game: Position, lang: str) -> str:
    """``Score: …`` as the game's score rule says it."""
    return say("deal_text.score", lang, rule=game.declaration.score.score_rule(lang))


def goal_sentence(game: Position, lang: str) -> str:
    """``Goal: …`` as the game's win rule says it."""
    return say("deal_text.goal", lang, goal=game.declaration.won.goal)


def generated_sentences(game: Position, lang: str) -> list[str]:
    """The deal, score and goal sentences of ``game`` (the deal's left out where no card is dealt)."""
    deal = deal_sentence(game, lang)
    return [*([deal] if deal else []), score_sentence(game, lang), goal_sentence(game, lang)]
