"""Small helpers for the teaching notebooks (pure Python, no widget).

* :func:`concept` — a glossary entry as a Markdown card (term, definition, rule,
  example, the engine object), in the chosen language;
* :func:`destinations` — for cards picked up from a pile, every pile of the game with
  "allowed" or "refused, and by which rule" (the text version of the highlights);
* :func:`fits_table` — which cards a building rule lets onto a card, and why not;
* :func:`capacity_table` — FreeCell's sequence limit for n free cells and m empty columns;
* :func:`rules` — a game's rules as a bulleted list;
* :func:`play_many` — play many deals with several strategies (for the class notebook),
  and :func:`summarise` — their wins and average score, one line per strategy.

Every function returns a :class:`Markdown` object: it displays as Markdown in a
notebook and as plain text elsewhere.  Text follows :func:`solitaire_nb.set_lang`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..engine.game import Game
from ..engine.moves import Move
from ..rules.cards import Card, cards_in_text, parse_cards
from ..rules.roles import Role
from ..text import glossary
from ..text.language import LANGUAGES, resolve_lang
from ..text.messages import pile_in_sentence
from ..text.phrases import Phrase, define, say
from ..text.phrases import get as get_phrase

define("lesson", {
    "definition": Phrase(en="Definition", fr="Définition"),
    "rule": Phrase(en="Rule", fr="Règle"),
    "engine": Phrase(en="Engine object", fr="Objet du moteur"),
    "games": Phrase(en="Games of the kit using it", fr="Jeux du kit qui l'utilisent"),
    "none": Phrase(en="none yet (compose it yourself!)", fr="aucun pour l'instant (composez-le !)"),
    "manual": Phrase(en="term of the AisleRiot manual's glossary",
                     fr="terme du glossaire du manuel d'AisleRiot"),
    "extra": Phrase(en="extra word of this kit", fr="mot supplémentaire de ce kit"),
    "see_also": Phrase(en="See also", fr="Voir aussi"),
    "pile": Phrase(en="Pile", fr="Pile"),
    "verdict": Phrase(en="Verdict", fr="Verdict"),
    "allowed": Phrase(en="✅ allowed", fr="✅ permis"),
    "refused": Phrase(en="❌ refused", fr="❌ refusé"),
    "picked": Phrase(en="Picked up: **{cards}** from {pile}.", fr="Cartes prises : **{cards}** {pile}."),
    "card": Phrase(en="Card", fr="Carte"),
    "on": Phrase(en="on {card} ({name})?", fr="sur {card} ({name}) ?"),
    "why": Phrase(en="Why", fr="Pourquoi"),
    "yes": Phrase(en="✅ yes", fr="✅ oui"),
    "no": Phrase(en="❌ no", fr="❌ non"),
    "cells": Phrase(en="free cells ↓ / empty columns →", fr="cellules libres ↓ / colonnes vides →"),
    "refusing": Phrase(en="{label}: {rule}", fr="{label} : {rule}"),
    "field": Phrase(en="- **{name}:** {text}", fr="- **{name}:** {text}"),
    "results": Phrase(en="{name}: {wins} {wins|win|wins} out of {n}, on average {average} {unit}",
                      fr="{name} : {wins} {wins|victoire|victoires} sur {n}, en moyenne {average} {unit}"),
    "average_score": Phrase(en="points", fr="points"),
    "example_line": Phrase(en="- **Example** ({symbols}, written `{cards}`): {text}",
                           fr="- **Exemple** ({symbols}, codes `{cards}`) : {text}"),
})


class Markdown:
    """Text that displays as Markdown in a notebook."""

    def __init__(self, text: str) -> None:
        self.text = text

    def _repr_markdown_(self) -> str:
        return self.text

    def __str__(self) -> str:
        return self.text.replace("**", "").replace("`", "")

    def __repr__(self) -> str:
        return str(self)


def concept(key: Any, lang: str | None = None) -> Markdown:
    """A glossary entry (a key such as ``"build_down"`` or a vocabulary object) as a card."""
    lang = resolve_lang(lang)
    obj = None
    if not isinstance(key, str):
        obj, key = key, key.key
    entry = glossary.entry(key)

    def text(field: str, in_lang: str = lang) -> str:
        if obj is None:  # no object: placeholders stay general ("Build down by N")
            return entry.generic("rule_alone" if field == "rule" else field, in_lang)
        if field == "rule":
            return obj.rule_alone(in_lang)
        if field == "definition":
            return obj.definition(in_lang)
        return entry.text(field, in_lang, **obj.params())

    other = next(each for each in LANGUAGES if each != lang)
    kind = say("lesson.manual" if entry.manual else "lesson.extra", lang)
    games = ", ".join(entry.games) if entry.games else say("lesson.none", lang)
    lines = [f"#### {text('term')}  <small>({text('term', other)} — {kind})</small>", "",
             say("lesson.field", lang, name=say("lesson.definition", lang), text=text("definition")),
             say("lesson.field", lang, name=say("lesson.rule", lang), text=text("rule")),
             say("lesson.example_line", lang, cards=entry.example["cards"],
                 symbols=cards_in_text(entry.example["cards"], lang),
                 text=cards_in_text(entry.generic("example", lang), lang)),
             say("lesson.field", lang, name=say("lesson.engine", lang), text=f"`{entry.engine}`"),
             say("lesson.field", lang, name=say("lesson.games", lang), text=games)]
    if entry.see_also:
        names = ", ".join(glossary.entry(k).generic("term", lang) for k in entry.see_also
                          if k in glossary.entries())
        lines.append(say("lesson.field", lang, name=say("lesson.see_also", lang), text=names))
    return Markdown("\n".join(lines))


def destinations(game: Game, source: str, count: int = 1, lang: str | None = None, piles: Any = None,
                 skip_empty_alike: bool = False) -> Markdown:
    """For ``count`` cards lifted from ``source``: each pile (or those listed in ``piles``),
    allowed or refused, with the engine's explanation (``game.explain``)."""
    lang = resolve_lang(lang)
    pile = game.pile(source)
    cards = " ".join(c.phrase_text(lang) for c in pile.cards[-count:])
    rows = [say("lesson.picked", lang, cards=cards, pile=pile_in_sentence(pile, lang, "from")), "",
            f"| {say('lesson.pile', lang)} | {say('lesson.verdict', lang)} | {say('lesson.why', lang)} |",
            "|---|---|---|"]
    seen_empty = set()
    for target in game.piles:
        if target.id == source or (piles is not None and target.id not in piles):
            continue
        if piles is None and target.role in (Role.STOCK, Role.WASTE):
            continue
        move = Move(source, target.id, count, "move", game.notation)
        refusal = game.check(move)
        if skip_empty_alike and not target.cards and refusal is not None:
            if target.role in seen_empty:
                continue
            seen_empty.add(target.role)
        verdict = say("lesson.allowed" if refusal is None else "lesson.refused", lang)
        why = game.explain(move, lang).replace("|", "/")
        rows.append(f"| {target.label(lang)} (`{target.id}`) | {verdict} | {why} |")
    return Markdown("\n".join(rows))


def fits_table(build: Any, onto: Any, cards: Any, lang: str | None = None) -> Markdown:
    """Which of ``cards`` may go on ``onto`` under ``build`` (a vocabulary ``Build``)."""
    lang = resolve_lang(lang)
    onto = Card.parse(onto) if isinstance(onto, str) else onto
    cards = parse_cards(cards) if isinstance(cards, str) else list(cards)
    rows = [f"**{build.label(lang)}** — {build.rule(lang)}", "",
            f"| {say('lesson.card', lang)} | {say('lesson.on', lang, card=onto, name=onto.name(lang))} | "
            f"{say('lesson.why', lang)} |", "|---|---|---|"]
    for card in cards:
        refusing = build.refusing(card, onto)
        if refusing is None:
            rows.append(f"| `{card}` {card.name(lang)} | {say('lesson.yes', lang)} | |")
        else:
            why = say("lesson.refusing", lang, label=refusing.label(lang),
                      rule=refusing.rule_alone(lang))
            rows.append(f"| `{card}` {card.name(lang)} | {say('lesson.no', lang)} | {why} |")
    return Markdown("\n".join(rows))


def capacity_table(max_cells: int = 4, max_piles: int = 4, lang: str | None = None) -> Markdown:
    """(n + 1) x 2^m for n = 0..max_cells free cells and m = 0..max_piles empty columns."""
    from ..rules.units import FreeCellLimitedSequence
    lang = resolve_lang(lang)
    head = f"| {say('lesson.cells', lang)} | " + " | ".join(str(m) for m in range(max_piles + 1)) + " |"
    rows = [head, "|" + "---|" * (max_piles + 2)]
    for n in range(max_cells + 1):
        values = " | ".join(str(FreeCellLimitedSequence.capacity(n, m)) for m in range(max_piles + 1))
        rows.append(f"| **{n}** | {values} |")
    return Markdown("\n".join(rows))


def rules(game: Game, lang: str | None = None) -> Markdown:
    """The game's rules (``game.rules(lang)``) as a bulleted list."""
    return Markdown("\n".join(f"- {line}" for line in game.rules(resolve_lang(lang))))


def play_many(strategies: dict, deals: Iterable[int], game: str = "klondike", options: dict | None = None,
              max_moves: int = 1500, patience: int = 150,
              on_game: Callable[[int, int], object] | None = None) -> dict:
    """Play every deal with every strategy; ``{name: [(outcome, score), ...]}``.

    ``strategies`` maps a name to a *factory* (no argument -> a fresh strategy
    ``choose(game, moves) -> move``); ``on_game(done, total)`` is called after each
    game, e.g. to move a progress bar.
    """
    from ..engine.start import new_game
    from ..engine.strategy import play_out
    deals = list(deals)
    results = {name: [] for name in strategies}
    total, done = len(deals) * len(strategies), 0
    for deal in deals:
        for name, factory in strategies.items():
            g = new_game(game, deal=deal, **(options or {}))
            outcome = play_out(g, factory(), max_moves=max_moves, patience=patience)
            results[name].append((outcome, g.score))
            done += 1
            if on_game is not None:
                on_game(done, total)
    return results


def summarise(played: dict, unit: Phrase | None = None, digits: int = 1, lang: str | None = None) -> Markdown:
    """:func:`play_many`'s results, one line per strategy: its wins out of the games played
    and its average score, counted in ``unit`` (say ``Phrase(en="cards taken away",
    fr="cartes retirées")``; points when none is given), in the chosen language."""
    from ..text.phrases import number_text
    lang = resolve_lang(lang)
    lines = []
    for name, games in played.items():
        wins = sum(1 for outcome, _ in games if str(outcome) == "won")
        average = sum(score for _, score in games) / len(games) if games else 0.0
        lines.append(say("lesson.results", lang, name=name, wins=wins, n=len(games),
                         average=number_text(average, lang, digits),
                         unit=(unit or get_phrase("lesson.average_score"))[lang]))
    return Markdown("\n\n".join(lines))


__all__ = ["Markdown", "concept", "destinations", "fits_table", "capacity_table", "rules", "play_many",
           "summarise"]
