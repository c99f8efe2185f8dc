"""How one game differs from another, in the glossary's words.

    >>> import solitaire_nb as sn
    >>> from solitaire_nb.teaching.compare import differences
    >>> differences("freecell", "klondike", "en")[0]
    'Free cell — here: 4 piles; in Klondike: 0 piles.'

Both declarations are read aspect by aspect: the deck; for each kind of pile (by its
glossary role), how many piles, and each of its rules (building, what moves together,
what fills an empty pile, the base card, whether foundations stay in play, how the
stock deals and how often it is redealt); then the rules a game adds of its own.  An
aspect whose words differ gives one sentence.  Games laid out the same way but dealt
differently may have no difference here: the deal is told apart by the game's notes.
"""

from __future__ import annotations

from typing import Any

from ..engine.game import Game
from ..engine.start import new_game
from ..rules.declaration import Declaration, game_info
from ..rules.foundations import IN_PLAY, OUT_OF_PLAY
from ..rules.piles import Foundations, Stock, Tableau
from ..text.language import resolve_lang
from ..text.messages import name_in_sentence
from ..text.phrases import Phrase, define, say

define("compare", {
    "changed": Phrase(en="{aspect} — here: {here}; in {other}: {there}.",
                      fr="{aspect} — ici\u00a0: {here}\u00a0; dans {other}\u00a0: {there}."),
    "only_here": Phrase(en="{aspect} — here: {here}; not in {other}.",
                        fr="{aspect} — ici\u00a0: {here}\u00a0; pas dans {other}."),
    "only_there": Phrase(en="{aspect} — not here; in {other}: {there}.",
                         fr="{aspect} — pas ici\u00a0; dans {other}\u00a0: {there}."),
    "piles": Phrase(en="{n} {n|pile|piles}", fr="{n} {n|pile|piles}"),
    "of": Phrase(en="{role}, {facet}", fr="{role}, {facet}"),
    "deck": Phrase(en="Deck", fr="Jeu de cartes"),
    "build": Phrase(en="building", fr="construction"),
    "moves": Phrase(en="what moves together", fr="ce qui se déplace ensemble"),
    "empty": Phrase(en="empty pile", fr="pile vide"),
    "base": Phrase(en="first card", fr="première carte"),
    "play": Phrase(en="in or out of play", fr="en jeu ou hors jeu"),
    "deal": Phrase(en="dealing", fr="distribution"),
    "redeals": Phrase(en="redeals", fr="redistributions"),
    "rule": Phrase(en="own rule", fr="règle propre"),
    "same": Phrase(en="Same piles and the same rules, in the glossary's words, as in {other}: the "
                      "difference lies in the deal or in the game's notes.",
                   fr="Mêmes piles et mêmes règles, dans les mots du glossaire, que dans {other}\u00a0: la "
                      "différence tient à la donne ou aux remarques du jeu."),
})



def aspects(spec: Declaration, lang: str) -> dict[tuple[str, str], tuple[str, str]]:
    """{(role key, facet): (aspect's name, its words)} for one game's declaration."""
    found: dict[tuple[str, str], tuple[str, str]] = {
        ("deck", ""): (say("compare.deck", lang), spec.deck.label(lang))}
    for group in spec.piles:
        key, role = group.role.key, group.role.label(lang)
        found[(key, "")] = (role, say("compare.piles", lang, n=group.count))
        facets: dict[str, Any] = {}
        own = getattr(group, "own_rules", list)()
        if own:
            facets["rule"] = "; ".join(c.label(lang) for c in own)
        elif isinstance(group, Stock):
            facets["deal"] = group.deal.rule(lang)
            facets["redeals"] = group.redeals.rule(lang)
        elif isinstance(group, Foundations):
            facets["base"] = group.base.label(lang)
            facets["build"] = group.build.label(lang)
            facets["play"] = (IN_PLAY if group.in_play else OUT_OF_PLAY).label(lang)
        elif isinstance(group, Tableau):
            facets["build"] = group.build.label(lang)
            facets["moves"] = group.moves.label(lang)
            facets["empty"] = group.empty.label(lang)
        for facet, words in facets.items():
            name = say("compare.of", lang, role=role, facet=say(f"compare.{facet}", lang))
            found[(key, facet)] = (name, words)
    for rule in spec.rules:
        found[("rule", rule.key)] = (say("compare.rule", lang).capitalize(), rule.label(lang))
    return found


def differences(game: str | Game, other: str | Game, lang: str | None = None) -> list[str]:
    """Sentences telling how ``game`` differs from ``other`` (game ids, or games)."""
    lang = resolve_lang(lang)
    this = _game(game)
    that = _game(other)
    name = name_in_sentence(game_info(that.id).name(lang), lang)
    mine, theirs = aspects(this.declaration, lang), aspects(that.declaration, lang)
    lines = []
    for key in list(mine) + [k for k in theirs if k not in mine]:
        here, there = mine.get(key), theirs.get(key)
        if here is not None and there is not None:
            if here[1] != there[1]:
                lines.append(say("compare.changed", lang, aspect=here[0], here=here[1], there=there[1],
                                 other=name))
        elif key[1] == "" and key[0] != "rule":
            count = say("compare.piles", lang, n=0)
            lines.append(say("compare.changed", lang, aspect=(here or there)[0],
                             here=here[1] if here else count, there=there[1] if there else count,
                             other=name))
        elif here is not None:
            lines.append(say("compare.only_here", lang, aspect=here[0], here=here[1], other=name))
        elif there is not None and key[0] == "rule":
            lines.append(say("compare.only_there", lang, aspect=there[0], there=there[1], other=name))
    return lines or [say("compare.same", lang, other=name)]


def _game(game: str | Game) -> Game:
    return game if isinstance(game, Game) else new_game(game, deal=1)


__all__ = ["aspects", "differences"]
