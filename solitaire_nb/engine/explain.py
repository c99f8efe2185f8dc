"""Explanations of legal moves, in the glossary's words (phrases ``move.*``, text/messages.py)."""

from __future__ import annotations

from typing import cast

from ..rules.concept import Concept
from ..rules.piles import Foundations, Reserves, Stock
from ..text.messages import pile_in_sentence
from ..text.phrases import say
from .moves import Move
from .position import Position


def describe_legal(game: Position, move: Move, lang: str) -> str:
    """Why a legal ``move`` is allowed: the move in words and the rules that allow it."""
    action = game.ruleset.actions.get(move.kind)
    if action is not None:
        return say("move.legal", lang, what=action.label(lang), why=action.rule(lang))
    if move.kind in ("deal", "redeal"):
        stock = cast(Stock, game.ruleset.stock_group)  # only a game with a stock deals
        rule: Concept = stock.deal if move.kind == "deal" else stock.redeals
        return say("move.legal", lang, what=say(f"move.{move.kind}", lang),
                   why=say("move.rule", lang, label=rule.label(lang), rule=rule.rule(lang)))
    source, target = game.pile(move.source), game.pile(move.target)
    cards = source.cards[-move.count:]
    what: object = cards[0] if move.count == 1 else say("move.cards", lang, n=move.count, card=cards[0])
    text = say("move.move", lang, what=what, source=pile_in_sentence(source, lang, "from"),
               target=pile_in_sentence(target, lang, "to"))
    group = target.group
    why_legal = getattr(group, "why_legal", None)  # a game's group with rules of its own says them
    own = group.explain_move(target, source, cards, lang)  # a pair removal, a card removed alone
    if why_legal is not None:
        why = why_legal(lang)
    elif own is not None:
        text, why = own
    elif isinstance(group, Foundations):
        why = group.allowing(target).label(lang)
    elif isinstance(group, Reserves):
        why = group.role.label(lang)
    elif target.cards:
        why = group.build.label(lang)  # type: ignore[union-attr]  # a group taking cards onto cards builds
    else:
        why = group.empty.allowing().label(lang)
    if move.count > 1:
        why = say("move.reasons", lang, first=why, second=source.group.moves.label(lang))
    return say("move.legal", lang, what=text, why=why)
