"""Explanations of legal moves, in the glossary's words."""

from __future__ import annotations

from ..rules.piles import Foundations, Reserves
from ..text.messages import plain, template


def describe_legal(game, move, lang: str) -> str:
    """Why a legal ``move`` is allowed: the move in words and the rules that allow it."""
    action = game.ruleset.actions.get(move.kind)
    if action is not None:
        return template("legal", lang).format(what=action.label(lang)) + \
            f" ({action.rule(lang)})."
    if move.kind in ("deal", "redeal"):
        rule = game.ruleset.stock_group.deal if move.kind == "deal" else game.ruleset.stock_group.redeals
        return template("legal", lang).format(what=plain(move.kind, lang)) + \
            f" ({rule.label(lang)}: {rule.rule(lang)})."
    source, target = game.pile(move.source), game.pile(move.target)
    cards = source.cards[-move.count:]
    what = str(cards[0]) if move.count == 1 else plain("cards", lang, n=move.count, card=cards[0])
    text = template("legal", lang).format(what=plain("move", lang, what=what,
                                          source=source.label(lang),
                                          target=target.label(lang)))
    reasons = []
    group = target.group
    if isinstance(group, Foundations):
        reasons.append(group.base.label(lang) if not target.cards else group.build.label(lang))
    elif isinstance(group, Reserves):
        reasons.append(group.role.label(lang))
    elif target.cards:
        reasons.append(group.build.label(lang))
    else:
        reasons.append(group.empty.label(lang))
    if move.count > 1:
        reasons.append(source.group.moves.label(lang))
    return f"{text} ({'; '.join(reasons)})."
