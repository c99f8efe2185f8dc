"""A game's rules as sentences, composed from the glossary words of its declaration."""

from __future__ import annotations

from ..text.language import resolve_lang
from .foundations import IN_PLAY, OUT_OF_PLAY, BaseCard
from .piles import Foundations, Reserves, Stock, Tableau, Waste

_W = {
    "piles": {"en": "{n} piles", "fr": "{n} piles"},
    "deck": {"en": "Deck", "fr": "Paquet"},
    "moves": {"en": "What moves", "fr": "Ce qui se déplace"},
    "empty": {"en": "Empty pile", "fr": "Pile vide"},
    "redeal": {"en": "Redeals", "fr": "Redistributions"},
}


def _w(key, lang, **kw):
    return _W[key][lang].format(**kw)


def describe_rules(game, lang=None) -> list[str]:
    """One sentence per rule of ``game``'s declaration, then the game's own notes."""
    lang = resolve_lang(lang)
    spec = game.declaration
    lines = [f"{_w('deck', lang)}: {spec.deck.label(lang)} — {spec.deck.rule(lang)}"]
    for group in spec.piles:
        role = group.role.label(lang)
        count = f" ({_w('piles', lang, n=group.count)})" if group.count > 1 else ""
        head = f"{role}{count}"
        if isinstance(group, Stock):
            lines.append(f"{head}: {group.deal.label(lang)} — {group.deal.rule(lang)}. "
                         f"{_w('redeal', lang)}: {group.redeals.rule(lang)}.")
        elif isinstance(group, Waste):
            lines.append(f"{head}: {group.role.rule(lang)}.")
        elif isinstance(group, Foundations):
            play = IN_PLAY if group.in_play else OUT_OF_PLAY
            base = group.base
            if getattr(base, "rank", 1) is None and isinstance(game.state.get("base_rank"), int):
                base = BaseCard(game.state["base_rank"])  # decided by the deal (or the player)
            lines.append(f"{head}: {base.label(lang)} — {base.rule(lang)}; "
                         f"{group.build.label(lang)}; {play.label(lang)} — {play.rule(lang)}.")
        elif isinstance(group, Tableau):
            lines.append(f"{head}: {group.build.label(lang)}; {_w('moves', lang)}: "
                         f"{group.moves.label(lang)} — {group.moves.rule(lang)}; "
                         f"{_w('empty', lang)}: {group.empty.label(lang)} — "
                         f"{group.empty.rule(lang)}.")
        elif isinstance(group, Reserves):
            lines.append(f"{head}: {group.role.rule(lang)}.")
    for rule in spec.rules:
        lines.append(f"{rule.label(lang)}: {rule.rule(lang)}.")
    lines.extend(spec.notes.get(lang, []))
    return lines
