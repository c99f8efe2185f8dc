"""The table in words, for a player who cannot see it: a position pile by pile, and
what the last move did.

:func:`describe` reads a position as a person would describe the table: the game and
deal, then each group of piles in reading order (the piles under the glossary's names,
as the table labels them), the counters and, at the end of a game, the outcome.  A
pile's cards are written with their suit symbols; face-down cards are only counted,
and of a squared pile (a stock, a foundation) only the cards one can see are named.

:func:`describe_change` says in one sentence what a move did ("You moved 7♥ from
Tableau 3 to Tableau 5; 9♣ is now face up on Tableau 3."), and :func:`last_move_sentence`
says it of the last move of a game's history.

The engine does not know where the table draws each pile: by default the groups come
in the declaration's order and a pile shows all its cards when its group fans them
out.  The table gives the real ``order`` and ``shown`` (see
:func:`solitaire_nb.table.aria.reading_view`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ..rules.cards import Card
from ..rules.double_click import is_free_cell
from ..rules.piles import Foundations
from ..rules.roles import Role
from ..text.language import resolve_lang
from ..text.messages import pile_in_sentence
from ..text.phrases import Phrase, define, join, say
from .moves import Move, MoveKind
from .pile import Pile
from .position import Position
from .status import counters, outcome_sentence

__all__ = ["describe", "describe_lines", "describe_change", "move_clause", "last_move_sentence",
           "pile_text", "group_heading", "default_shown"]

define("describe", {
    # the position
    "title": Phrase(en="{game}.", fr="{game}."),
    "title_deal": Phrase(en="{game}, deal {n}.", fr="{game}, donne {n}."),
    "line": Phrase(en="{name}: {content}.", fr="{name} : {content}."),
    "counters": Phrase(en="{counters}.", fr="{counters}."),
    "empty": Phrase(en="empty", fr="vide"),
    "face_down_one": Phrase(en="face down", fr="face cachée"),
    "face_down": Phrase(en="{n} face-down {n|card|cards}", fr="{n} {n|carte|cartes} face cachée"),
    "then": Phrase(en="{first}, then {next}", fr="{first}, puis {next}"),
    "on_top": Phrase(en="{n} {n|card|cards}, {cards} on top",
                     fr="{n} {n|carte|cartes}, {cards} sur le dessus"),
    "counted": Phrase(en="{cards} ({n} {n|card|cards})", fr="{cards} ({n} {n|carte|cartes})"),
    "range": Phrase(en="{name} 1 to {n}", fr="{name} 1 à {n}"),
    "many_foundation": Phrase(en="Foundations", fr="Fondations"),
    "many_free_cell": Phrase(en="Free cells", fr="Cellules libres"),
    "many_reserve": Phrase(en="Reserves", fr="Réserves"),
    "many_tableau": Phrase(en="Tableau", fr="Tableau"),
    "many_waste": Phrase(en="Wastes", fr="Défausses"),
    "many_stock": Phrase(en="Stocks", fr="Pioches"),
    # a move
    "sentence": Phrase(en="{text}.", fr="{text}."),
    "clauses": Phrase(en="{first}; {next}", fr="{first} ; {next}"),
    "cards": Phrase(en="{n} cards ({first} to {last})", fr="{n} cartes ({first} à {last})"),
    "clause": Phrase(en="{what} from {source} to {target}", fr="{what} {source} vers {target}"),
    "moved": Phrase(en="You moved {clause}", fr="Vous avez déplacé {clause}"),
    "played": Phrase(en="You played: {what}", fr="Vous avez joué : {what}"),
    "turned": Phrase(en="You turned {cards} from the stock onto the waste",
                     fr="Vous avez retourné {cards} de la pioche sur la défausse"),
    "dealt_up": Phrase(en="You dealt {n} {n|card|cards} from the stock: {cards}",
                       fr="Vous avez distribué {n} {n|carte|cartes} de la pioche : {cards}"),
    "dealt_down": Phrase(en="You dealt {n} {n|card|cards} from the stock, face down",
                         fr="Vous avez distribué {n} {n|carte|cartes} de la pioche, face cachée"),
    "redealt": Phrase(en="You turned the waste over into a new stock of {n} {n|card|cards}",
                      fr="Vous avez retourné la défausse pour refaire une pioche de {n} {n|carte|cartes}"),
    "auto": Phrase(en="then autoplay played {n} {n|move|moves}: {moves}",
                   fr="puis le jeu automatique a joué {n} {n|coup|coups} : {moves}"),
    "face_up": Phrase(en="{card} is now face up on {pile}",
                      fr="{card} est maintenant face visible sur {pile}"),
    "undone": Phrase(en="You took back a move: {clause}", fr="Coup annulé : {clause}"),
    "restarted": Phrase(en="Back to the start of the deal.", fr="Retour au début de la donne."),
    "changed": Phrase(en="The position has changed.", fr="La position a changé."),
    "no_move": Phrase(en="No move played yet.", fr="Aucun coup joué pour l'instant."),
})


# --------------------------------------------------------------------------- piles

#: The phrase naming a whole group of piles, by the glossary key of the group's role.
_MANY: dict[str, str] = {role: f"describe.many_{role}" for role in Role}


def _cards(cards: Iterable[Card], lang: str) -> str:
    return " ".join(card.phrase_text(lang) for card in cards)


def _runs(cards: Sequence[Card], lang: str) -> str:
    """Every card of a fanned pile: face-down cards counted, face-up ones named, in order."""
    parts: list[str] = []
    start = 0
    while start < len(cards):
        up = cards[start].face_up
        end = start
        while end < len(cards) and cards[end].face_up == up:
            end += 1
        run = cards[start:end]
        parts.append(_cards(run, lang) if up else say("describe.face_down", lang, n=len(run)))
        start = end
    text = parts[0]
    for part in parts[1:]:
        text = say("describe.then", lang, first=text, next=part)
    return text


def _top(cards: Sequence[Card], shown: int) -> list[Card]:
    """The face-up cards one sees at the top of a squared pile showing ``shown`` cards."""
    seen = []
    for card in reversed(cards[-shown:]):
        if not card.face_up:
            break
        seen.append(card)
    return seen[::-1]


def pile_text(pile: Pile, lang: str | None = None, shown: int | None = None, *,
              short: bool = False) -> str:
    """What a pile holds, in words: ``"empty"``, ``"3 face-down cards, then 7♥ 6♠"``
    (``shown=None``: every card shows, a fanned pile) or ``"24 cards, 7♥ on top"`` (a
    squared pile showing its top ``shown`` cards).  ``short``: the form of a list of
    piles (``"7♥ (3 cards)"``, ``"face down"``)."""
    lang = resolve_lang(lang)
    cards = pile.cards
    if not cards:
        return say("describe.empty", lang)
    if shown is None:
        if short and len(cards) == 1 and not cards[0].face_up:
            return say("describe.face_down_one", lang)
        return _runs(cards, lang)
    top = _top(cards, max(shown, 1))
    if not top:
        if short and len(cards) == 1:
            return say("describe.face_down_one", lang)
        return say("describe.face_down", lang, n=len(cards))
    if len(cards) == len(top):
        return _cards(top, lang)
    if not short:
        return say("describe.on_top", lang, n=len(cards), cards=_cards(top, lang))
    if isinstance(pile.group, Foundations):
        return _cards(top, lang)  # a foundation's top card tells how far it has gone
    return say("describe.counted", lang, n=len(cards), cards=_cards(top, lang))


def group_heading(piles: Sequence[Pile], lang: str | None = None) -> str:
    """The name of a group of piles as a whole: "Foundations" / "Fondations", "Free cells",
    or, for a group the kit has no plural for, "Throne 1 to 4"."""
    lang = resolve_lang(lang)
    if len(piles) == 1:
        return piles[0].label(lang)
    group = piles[0].group
    key = _MANY.get(Role.FREE_CELL if is_free_cell(group) else group.role.key)
    if key is None:
        return say("describe.range", lang, name=group.role.label(lang), n=len(piles))
    return say(key, lang)


def default_shown(pile: Pile) -> int | None:
    """How many top cards of ``pile`` show when nothing else is known: every card
    (None) in a fanned group, a waste's fanned top cards, else the top card."""
    layout = getattr(pile.group, "layout", "stack")
    if layout == "fan":
        return None
    if layout == "waste":
        return max(int(getattr(pile.group, "show", 1) or 1), 1)
    return 1


def _groups(game: Position, order: Sequence[str] | None) -> list[list[Pile]]:
    """The piles by group, the groups in reading order (where their first pile comes in
    ``order``; groups absent from it follow in the declaration's order)."""
    groups: dict[int, list[Pile]] = {}
    for pile in game.piles:
        groups.setdefault(id(pile.group), []).append(pile)
    if not order:
        return list(groups.values())
    rank = {pile_id: i for i, pile_id in enumerate(order)}
    last = len(rank)
    return sorted(groups.values(), key=lambda piles: min(rank.get(p.id, last) for p in piles))


def _check_view(game: Position, order: Sequence[str], shown: Mapping[str, int | None]) -> None:
    unknown = [pile_id for pile_id in [*order, *shown] if game.find_pile(pile_id) is None]
    if unknown:
        raise KeyError(f"no pile {unknown[0]!r} in {game.id}; piles: {', '.join(game.pile_ids())}")
    for pile_id, count in shown.items():
        if count is not None and (isinstance(count, bool) or not isinstance(count, int) or count < 1):
            raise ValueError(f"pile {pile_id!r}: the cards shown must be a number from 1 up, or None "
                             f"for every card, not {count!r}")


def describe_lines(game: Position, lang: str | None = None, order: Sequence[str] | None = None,
                   shown: Mapping[str, int | None] | None = None) -> list[str]:
    """The lines of :func:`describe`: the game, one line per group of piles (or per pile
    when the group's piles hold several cards each), the counters, the outcome."""
    lang = resolve_lang(lang)
    shown = {} if shown is None else shown
    _check_view(game, order or (), shown)

    def showing(pile: Pile) -> int | None:
        return shown[pile.id] if pile.id in shown else default_shown(pile)

    if game.deal is None:
        lines = [say("describe.title", lang, game=game.title(lang))]
    else:
        lines = [say("describe.title_deal", lang, game=game.title(lang), n=game.deal)]
    for piles in _groups(game, order):
        squared = all(showing(p) is not None for p in piles)
        if len(piles) > 1 and (squared or all(len(p.cards) <= 1 for p in piles)):
            items = ", ".join(pile_text(p, lang, showing(p), short=True) for p in piles)
            lines.append(say("describe.line", lang, name=group_heading(piles, lang), content=items))
            continue
        for pile in piles:
            lines.append(say("describe.line", lang, name=pile.label(lang),
                             content=pile_text(pile, lang, showing(pile))))
    shown_counters = [c.text(lang) for c in counters(game) if c.key != "stock"]
    if shown_counters:
        lines.append(say("describe.counters", lang, counters=", ".join(shown_counters)))
    sentence = outcome_sentence(game, lang)
    if sentence:
        lines.append(sentence)
    return lines


def describe(game: Position, lang: str | None = None, order: Sequence[str] | None = None,
             shown: Mapping[str, int | None] | None = None) -> str:
    """The position in words, one line per group of piles, for a player who cannot see
    the table: ``order`` lists pile ids in reading order (the groups follow it), ``shown``
    says how many top cards of a pile show (None: every card)."""
    return "\n".join(describe_lines(game, lang, order, shown))


# --------------------------------------------------------------------------- a move

def _what(cards: Sequence[Card], lang: str) -> str:
    if len(cards) == 1:
        return cards[0].phrase_text(lang)
    return say("describe.cards", lang, n=len(cards), first=cards[0], last=cards[-1])


def move_clause(game: Position, move: Move, lang: str | None = None) -> tuple[bool, str]:
    """A move of the position ``game`` (before it is played) in a few words:
    ``(True, "7♥ from Tableau 3 to Tableau 5")`` for cards moved from pile to pile, or
    ``(False, "remove K♠ on its own")``, ``(False, "deal from the stock")``..."""
    lang = resolve_lang(lang)
    action = game.ruleset.actions.get(move.kind)
    if action is not None:
        return False, action.label(lang)
    if move.kind in (MoveKind.DEAL, MoveKind.REDEAL):
        return False, say(f"move.{move.kind.value}", lang)
    source, target = game.pile(move.source), game.pile(move.target)
    cards = source.cards[-move.count:]
    group = target.group
    if getattr(group, "why_legal", None) is None:
        own = group.explain_move(target, source, cards, lang)  # a pair removed, a card alone
        if own is not None:
            return False, own[0]
    return True, say("describe.clause", lang, what=_what(cards, lang),
                     source=pile_in_sentence(source, lang, "from"),
                     target=pile_in_sentence(target, lang, "to"))


def _main_clause(before: Position, move: Move, lang: str) -> str:
    if move.kind == MoveKind.DEAL and move.kind not in before.ruleset.actions:
        stock = before.pile("stock").cards
        if move.target == "waste":
            dealt = [c.up() for c in reversed(stock[-move.count:])]
            return say("describe.turned", lang, cards=_cards(dealt, lang))
        count = min(move.count, len(before.group_piles(move.target)), len(stock))
        dealt = list(reversed(stock[len(stock) - count:]))
        if before.ruleset.stock_group.deal.face_up:  # type: ignore[union-attr]  # a deal to a group
            return say("describe.dealt_up", lang, n=count, cards=_cards((c.up() for c in dealt), lang))
        return say("describe.dealt_down", lang, n=count)
    if move.kind == MoveKind.REDEAL and move.kind not in before.ruleset.actions:
        return say("describe.redealt", lang, n=len(before.pile("waste").cards))
    moved, clause = move_clause(before, move, lang)
    return say("describe.moved", lang, clause=clause) if moved else say("describe.played", lang, what=clause)


def _turned_up(before: Position, after: Position, lang: str) -> list[str]:
    """The cards the move turned face up, where they lie now."""
    found = []
    for old, new in zip(before.piles, after.piles):
        for was, now in zip(old.cards, new.cards):
            if not was.face_up and now.face_up and was.code == now.code:
                found.append(say("describe.face_up", lang, card=now,
                                 pile=pile_in_sentence(new, lang, "to")))
    return found


def describe_change(before: Position, after: Position, move: Move, lang: str | None = None,
                    auto: Sequence[Move] = ()) -> str:
    """What ``move`` did, in one sentence: ``before`` is the game before it (left
    unchanged), ``after`` the game after it and ``auto`` the automatic moves that
    followed it.  "You moved 7♥ from Tableau 3 to Tableau 5; 9♣ is now face up on
    Tableau 3." """
    lang = resolve_lang(lang)
    clauses = [_main_clause(before, move, lang)]
    if auto:
        work = before.copy()
        work.apply(move)
        said = []
        for step in auto:
            said.append(move_clause(work, step, lang)[1])
            work.apply(step)
        clauses.append(say("describe.auto", lang, n=len(auto), moves=join(said, lang)))
    clauses += _turned_up(before, after, lang)
    text = clauses[0]
    for clause in clauses[1:]:
        text = say("describe.clauses", lang, first=text, next=clause)
    return say("describe.sentence", lang, text=text)


def last_move_sentence(game: Position, lang: str | None = None) -> str:
    """What the last move of ``game``'s history did (:func:`describe_change`); its
    automatic moves are named while they are the game's ``last_auto_moves`` (after the
    move or its redo, not after an undo of a later move)."""
    lang = resolve_lang(lang)
    history = game.history
    if not history:
        return say("describe.no_move", lang)
    before = game.copy()
    before.restore(list(game.past_positions())[-1])
    return describe_change(before, game, history[-1], lang, game.last_auto_moves)
