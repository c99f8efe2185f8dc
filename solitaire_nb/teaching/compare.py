"""How one game differs from another, in the glossary's words.

    >>> import solitaire_nb as sn
    >>> from solitaire_nb.teaching.compare import differences
    >>> differences("freecell", "klondike", "en")[0]
    'Free cell — here: 4 piles; in Klondike: 0 piles.'

Both declarations are read aspect by aspect: the goal and the score; the deck; for each
kind of pile (by its glossary role), how many piles, how many of their cards the deal
leaves face down, and each of its rules (building, what moves together, what fills an
empty pile, the base card, whether foundations stay in play, how the stock deals and how
often it is redealt); then the rules a game adds of its own.  An aspect whose words
differ gives one sentence, and the sentences come in the order of what changes play
most: the goal and the game's own rules first, then building and moving, the deal, the
stock, and last how many piles and which deck.
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
    "goal": Phrase(en="Goal", fr="But"),
    "score": Phrase(en="Score", fr="Score"),
    "faces": Phrase(en="cards dealt face down", fr="cartes distribuées face cachée"),
    "down": Phrase(en="{n} of {total}", fr="{n} sur {total}"),
    "same": Phrase(en="Same piles and the same rules, in the glossary's words, as in {other}: the "
                      "difference lies in the deal or in the game's notes.",
                   fr="Mêmes piles et mêmes règles, dans les mots du glossaire, que dans {other}\u00a0: la "
                      "différence tient à la donne ou aux remarques du jeu."),
})



#: The order aspects are told in, what changes play most first: by facet ("" is the count of
#: piles), the goal and score, the deck last.
_WEIGHT = {"goal": 0, "rule": 1, "build": 2, "moves": 2, "empty": 3, "base": 3, "faces": 4, "play": 5,
           "deal": 5, "redeals": 6, "score": 7, "": 8, "deck": 9}


def aspects(spec: Declaration, lang: str,
            dealt: Game | None = None) -> dict[tuple[str, str], tuple[str, str]]:
    """{(role key, facet): (aspect's name, its words)} for one game's declaration (and, given
    ``dealt``, a game of it at its deal: how many cards of each kind of pile are face down)."""
    found: dict[tuple[str, str], tuple[str, str]] = {
        ("goal", "goal"): (say("compare.goal", lang), spec.won.goal.text(lang).rstrip(".")),
        ("score", "score"): (say("compare.score", lang), spec.score.score_rule(lang)),
        ("deck", "deck"): (say("compare.deck", lang), spec.deck.label(lang))}
    for group in spec.piles:
        key, role = group.role.key, group.role.label(lang)
        found[(key, "")] = (role, say("compare.piles", lang, n=group.count))
        if dealt is not None and key != "stock":
            cards = [card for pile in dealt.group_piles(group.prefix) for card in pile.cards]
            down = sum(not card.face_up for card in cards)
            if cards:
                name = say("compare.of", lang, role=role, facet=say("compare.faces", lang))
                found[(key, "faces")] = (name, say("compare.down", lang, n=down, total=len(cards)))
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
    mine, theirs = aspects(this.declaration, lang, this), aspects(that.declaration, lang, that)
    lines = []
    keys = list(mine) + [k for k in theirs if k not in mine]

    def weight(key: tuple[str, str]) -> float:
        if key[1] == "" and ((key[0], "") in mine) != ((key[0], "") in theirs):
            return 1.5  # a kind of pile one game has and the other has not
        return _WEIGHT["rule" if key[0] == "rule" else key[1]]

    keys.sort(key=weight)  # stable: the piles keep the declaration's order within a weight
    for key in keys:
        here, there = mine.get(key), theirs.get(key)
        if key[1] == "faces" and (here is None or there is None):
            continue  # the kind of pile itself is told apart
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
