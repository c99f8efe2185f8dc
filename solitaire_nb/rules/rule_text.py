"""A game's rules as sentences, composed from the glossary words of its declaration."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text.language import resolve_lang
from ..text.phrases import Phrase, Said, define, say
from .foundations import IN_PLAY, OUT_OF_PLAY, BaseCard
from .piles import Foundations, Reserves, Stock, Tableau, Waste

if TYPE_CHECKING:
    from .concept import Concept
    from .declaration import Declaration
    from .position import Position

define("rules", {
    "deck": Phrase(en="Deck: {label} — {rule}", fr="Paquet : {label} — {rule}"),
    "group": Phrase(en="{role}", fr="{role}"),
    "groups": Phrase(en="{role} ({n} {n|pile|piles})", fr="{role} ({n} {n|pile|piles})"),
    "stock": Phrase(en="{head}: {label} — {rule}. Redeals: {redeals}.",
                    fr="{head} : {label} — {rule}. Redistributions : {redeals}."),
    "stock_once": Phrase(en="{head}: {label} — {rule}. No redeal.",
                         fr="{head} : {label} — {rule}. Pas de redistribution."),
    "role": Phrase(en="{head}: {rule}.", fr="{head} : {rule}."),
    "foundations": Phrase(en="{head}: {base} — {base_rule}; {build}; {play} — {play_rule}.",
                          fr="{head} : {base} — {base_rule} ; {build} ; {play} — {play_rule}."),
    "tableau": Phrase(en="{head}: {build}; What moves: {moves} — {moves_rule}; "
                         "Empty pile: {empty} — {empty_rule}.",
                      fr="{head} : {build} ; Ce qui se déplace : {moves} — {moves_rule} ; "
                         "Pile vide : {empty} — {empty_rule}."),
    "own": Phrase(en="{label}: {rule}.", fr="{label} : {rule}."),
    "part": Phrase(en="{label} — {rule}", fr="{label} — {rule}"),
    "parts": Phrase(en="{first}; {second}", fr="{first} ; {second}"),
})


def notes(declaration: Declaration) -> list[Phrase | Said]:
    """The game's own notes, one phrase per note (a :class:`Said` when it has parameters)."""
    return list(declaration.notes)


def join_parts(parts: list[str], lang: str) -> str:
    text = parts[0]
    for part in parts[1:]:
        text = say("rules.parts", lang, first=text, second=part)
    return text


def describe_rules(game: Position, spec: Declaration, lang: str | None = None,
                   generated: list[str] | None = None) -> list[str]:
    """One sentence per rule of ``game``'s declaration, then the ``generated`` sentences (the
    deal, the score and the goal, made by the engine from the declaration), then the game's
    own notes."""
    lang = resolve_lang(lang)
    lines = [say("rules.deck", lang, label=spec.deck.label(lang), rule=spec.deck.rule(lang))]
    has_waste = any(group.prefix == "waste" for group in spec.piles)
    for group in spec.piles:
        role = group.role.label(lang)
        head = (say("rules.groups", lang, role=role, n=group.count) if group.count > 1
                else say("rules.group", lang, role=role))
        own: list[Concept] = getattr(group, "own_rules", list)()
        if own:
            parts = [say("rules.part", lang, label=c.label(lang), rule=c.rule(lang)) for c in own]
            lines.append(say("rules.own", lang, label=head, rule=join_parts(parts, lang)))
        elif isinstance(group, Stock) and group.redeals.limit == 0 and not has_waste:
            lines.append(say("rules.stock_once", lang, head=head, label=group.deal.label(lang),
                             rule=group.deal.rule(lang)))
        elif isinstance(group, Stock):
            lines.append(say("rules.stock", lang, head=head, label=group.deal.label(lang),
                             rule=group.deal.rule(lang), redeals=group.redeals.rule(lang)))
        elif isinstance(group, (Waste, Reserves)):
            lines.append(say("rules.role", lang, head=head, rule=group.role.rule(lang)))
        elif isinstance(group, Foundations):
            play = IN_PLAY if group.in_play else OUT_OF_PLAY
            base = group.base
            chosen = game.state.get("base_rank")
            if getattr(base, "rank", 1) is None and isinstance(chosen, int):
                base = BaseCard(chosen)  # decided by the deal (or the player)
            lines.append(say("rules.foundations", lang, head=head, base=base.label(lang),
                             base_rule=base.rule(lang), build=group.build.label(lang),
                             play=play.label(lang), play_rule=play.rule(lang)))
        elif isinstance(group, Tableau):
            lines.append(say("rules.tableau", lang, head=head, build=group.build.label(lang),
                             moves=group.moves.label(lang), moves_rule=group.moves.rule(lang),
                             empty=group.empty.label(lang), empty_rule=group.empty.rule(lang)))
    for rule in spec.rules:
        lines.append(say("rules.own", lang, label=rule.label(lang), rule=rule.rule(lang)))
    lines.extend(generated or [])
    lines.extend(note.text(lang) for note in notes(spec))
    return lines
