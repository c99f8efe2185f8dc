"""Why a gesture at the table plays nothing, in the glossary's words.

Every gesture that finds no move says which rule refuses it: a click on the stock
(:func:`stock_refused`: the deal, the redeal, the game's own action, or the choice the
game waits for), a double-click (:func:`double_click_refused`: the rule that refuses
the card on the pile it would likeliest go to), a selection with nowhere to go
(:func:`no_target_said`).  A click on a card that cannot be lifted, a drop and a move
from code already get the engine's refusal (:meth:`Game.explain`).  A game whose first
move is a choice (a chosen base card) says so until it is made (:func:`choice_prompt`).
"""

from __future__ import annotations

from typing import Any

from ..engine.legality import pending_choice, stock_refusal
from ..engine.moves import Move
from ..engine.status import double_click_rule
from ..rules.chosen_base import ChosenBaseCard
from ..rules.double_click import ToFoundation
from ..rules.piles import Refusal
from ..rules.roles import Role
from ..text.phrases import Phrase, Said, define
from .words import InEachLanguage, cards_text, said_text

define("refused", {
    "because": Phrase(en="{what} {why}", fr="{what} {why}"),
    "no_foundation": Phrase(
        en="{game} has no foundation: a double-click sends {card} nowhere. Click a card, then the pile "
           "it goes to.",
        fr="{game} n'a pas de fondation\u00a0: un double-clic n'envoie {card} nulle part. Cliquez sur une "
           "carte, puis sur la pile où elle va."),
    "no_target": Phrase(en="Selected: {cards}. No legal destination now. {why}",
                        fr="Sélection\u00a0: {cards}. Aucune destination permise pour l'instant. {why}"),
    "choose_base": Phrase(
        en="Choose the base card first: play a card of the {sources} to an empty foundation; its rank "
           "then starts every foundation.",
        fr="Choisissez d'abord la carte de base\u00a0: posez une carte {sources} sur une fondation "
           "vide\u00a0; son rang commence ensuite chaque fondation."),
})


def _refusal_said(refusal: Refusal) -> Said:
    return said_text(refusal.text)


def stock_refused(game: Any) -> Said:
    """The rule that refuses the stock click now."""
    return _refusal_said(stock_refusal(game))


def _reasons(game: Any, pile_id: str, count: int, candidates: list[str],
             most: int = 2) -> InEachLanguage | None:
    """The refusals (``most`` at most) of moving ``count`` cards of ``pile_id`` to the first
    candidate, and to the first candidate of another pile group (a free cell after the
    foundations)."""
    refusals: list[Refusal] = []
    groups: set[int] = set()
    for target in candidates:
        group = id(game.pile(target).group)
        if group in groups:
            continue
        refusal = game.check(Move(pile_id, target, count, "move", game.notation))
        if refusal is None:
            continue
        groups.add(group)
        if refusal not in refusals and len(refusals) < most:
            refusals.append(refusal)
    if not refusals:
        return None
    return InEachLanguage(lambda lang: " ".join(r.text(lang) for r in refusals))


def double_click_refused(game: Any, pile_id: str) -> Said:
    """What a double-click on ``pile_id`` that finds no move says: where it looked, and the rule
    that refuses the card there."""
    rule = double_click_rule(game)
    card = game.pile(pile_id).cards[-1]
    choice = pending_choice(game)
    if choice is not None:
        return _refusal_said(choice)
    nowhere = Said(rule.refusal(), card=card)
    candidates = rule.candidates(game, pile_id)
    if not candidates and isinstance(rule, ToFoundation) \
            and not any(p.role == Role.FOUNDATION for p in game.piles):
        return Said("refused.no_foundation", game=InEachLanguage(game.title), card=card)
    why = _reasons(game, pile_id, 1, candidates)
    return nowhere if why is None else Said("refused.because", what=nowhere, why=why)


def no_target_said(game: Any, pile_id: str, count: int) -> Said | None:
    """A selection with no legal destination, and the rule that refuses its likeliest one
    (None when no rule names one: the plain "no legal destination" then)."""
    source = game.pile(pile_id)
    siblings = [p.id for p in game.piles if p.group is source.group and p is not source]
    likeliest = double_click_rule(game).candidates(game, pile_id)   # where one card would go
    candidates = likeliest + siblings if count == 1 else siblings + likeliest
    choice = pending_choice(game)
    why = InEachLanguage(choice.text) if choice is not None else _reasons(game, pile_id, count, candidates, 1)
    if why is None:
        return None
    return Said("refused.no_target", cards=cards_text(source.cards[-count:]), why=why)


def choice_prompt(game: Any) -> Said | None:
    """While the game waits for its first choice (a chosen base card), what to do."""
    for group in game.declaration.piles:
        base = getattr(group, "base", None)
        if isinstance(base, ChosenBaseCard) and base.pending(game):
            return Said("refused.choose_base", sources=InEachLanguage(base.sources_text))
    return None
