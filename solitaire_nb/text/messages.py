"""The engine's phrasebook: why a move is refused, and a legal move in words.

The words of each rule come from the glossary entry of the concept that
forbids a move; the phrases here only frame them ("7♥ cannot go on 8♥: ...").
A :class:`~solitaire_nb.rules.piles.Refusal` names one of these phrases by its
key (``refusal.<key>``) and carries the cards and counts it mentions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, cast

from .glossary import entries
from .language import resolve_lang
from .phrases import Phrase, Said, define, say

define("refusal", {
    "face_down": {
        "en": "{card} is face down: face-down cards cannot be moved.",
        "fr": "{card} est face cachée : une carte face cachée ne peut pas être déplacée.",
    },
    "onto_face_down": {
        "en": "{card} cannot go on a face-down card.",
        "fr": "{card} ne peut pas aller sur une carte face cachée.",
    },
    "unit": {
        "en": "{n} {n|card|cards} cannot move together: {rule}.",
        "fr": "{n} {n|carte ne peut|cartes ne peuvent} pas être {n|déplacée|déplacées} "
              "ensemble : {rule}.",
    },
    "build": {
        "en": "{card} cannot go on {onto}: {rule}.",
        "fr": "{card} ne peut pas aller sur {onto} : {rule}.",
    },
    "empty": {
        "en": "{card} cannot fill this empty pile: {rule}.",
        "fr": "{card} ne peut pas occuper cette pile vide : {rule}.",
    },
    "from_stock": {
        "en": "cards are not taken from the stock by hand: click it to deal.",
        "fr": "on ne prend pas de carte dans la pioche à la main : cliquez dessus pour distribuer.",
    },
    "onto_stock": {
        "en": "no card can be placed on the stock.",
        "fr": "aucune carte ne peut être posée sur la pioche.",
    },
    "onto_waste": {
        "en": "only the stock deals cards onto the waste.",
        "fr": "seule la pioche distribue des cartes sur la défausse.",
    },
    "out_of_play": {"en": "{rule}.", "fr": "{rule}."},
    "foundation_one": {
        "en": "cards go to a foundation one at a time.",
        "fr": "les cartes vont sur une fondation une par une.",
    },
    "base": {
        "en": "{card} cannot start this foundation: {rule}.",
        "fr": "{card} ne peut pas commencer cette fondation : {rule}.",
    },
    "capacity": {
        "en": "{n} {n|card|cards} cannot move at once, the free cells and empty piles allow "
              "{limit}: {rule}.",
        "fr": "{n} {n|carte ne peut|cartes ne peuvent} pas être {n|déplacée|déplacées} d'un coup, "
              "les cellules libres et les piles vides en permettent {limit} : {rule}.",
    },
    "onto_reserve": {
        "en": "no card can be placed on a reserve: {rule}.",
        "fr": "aucune carte ne peut être posée sur une réserve : {rule}.",
    },
    "cell_one": {
        "en": "a free cell holds a single card.",
        "fr": "une cellule libre ne contient qu'une seule carte.",
    },
    "cell_full": {
        "en": "this free cell is already occupied: {rule}.",
        "fr": "cette cellule libre est déjà occupée : {rule}.",
    },
    "no_pile": {
        "en": "this game has no pile named `{pile}`.",
        "fr": "ce jeu n'a pas de pile nommée `{pile}`.",
    },
    "same_pile": {
        "en": "the cards are already on this pile.",
        "fr": "les cartes sont déjà sur cette pile.",
    },
    "too_few": {
        "en": "this pile does not have {n} {n|card|cards} to move.",
        "fr": "cette pile n'a pas {n} {n|carte|cartes} à déplacer.",
    },
    "bad_count": {
        "en": "{n} is not a number of cards this pile can move.",
        "fr": "{n} n'est pas un nombre de cartes que cette pile peut déplacer.",
    },
    "no_deal": {
        "en": "the stock cannot deal now: {rule}.",
        "fr": "la pioche ne peut pas distribuer maintenant : {rule}.",
    },
    "stock_not_empty": {
        "en": "the stock still has cards: the waste is turned over only once the stock is empty.",
        "fr": "la pioche contient encore des cartes : la défausse n'est retournée qu'une fois la "
              "pioche vide.",
    },
    "no_waste": {
        "en": "this game has no waste and no redeal: the stock is dealt out only once.",
        "fr": "ce jeu n'a ni défausse ni redistribution : la pioche n'est distribuée qu'une fois.",
    },
    "never_redeal": {"en": "{rule}.", "fr": "{rule}."},
    "no_stock": {
        "en": "this game has no stock: there is nothing to deal.",
        "fr": "ce jeu n'a pas de pioche : il n'y a rien à distribuer.",
    },
    "waste_empty": {
        "en": "the waste is empty: there is nothing to turn over into a new stock.",
        "fr": "la défausse est vide : il n'y a rien à retourner pour refaire la pioche.",
    },
    "stock_empty": {
        "en": "the stock is empty: there is no card left to deal.",
        "fr": "la pioche est vide : il ne reste aucune carte à distribuer.",
    },
    "empty_source": {
        "en": "this pile is empty: there is no card to move.",
        "fr": "cette pile est vide : il n'y a aucune carte à déplacer.",
    },
    "no_redeal": {
        "en": "no redeal is possible now: {rule}.",
        "fr": "aucune redistribution n'est possible maintenant : {rule}.",
    },
    "game_rule": {"en": "{rule}.", "fr": "{rule}."},
    "covered": {
        "en": "{card} is covered: {rule}.",
        "fr": "{card} est couverte : {rule}.",
    },
    "onto_cleared": {
        "en": "no card can be placed on these piles: cards only leave them.",
        "fr": "aucune carte ne peut être posée sur ces piles : les cartes ne font que les quitter.",
    },
    "pair_one": {
        "en": "pairs are made one card on one card, not {n} cards at once.",
        "fr": "une paire se forme carte sur carte, pas avec {n} cartes d'un coup.",
    },
    "pair_same_pile": {
        "en": "{card} is already on this pile.",
        "fr": "{card} est déjà sur cette pile.",
    },
    "pair_empty": {
        "en": "{card} has no card to pair with here: {rule}.",
        "fr": "{card} n'a ici aucune carte avec qui former une paire : {rule}.",
    },
    "partner_covered": {
        "en": "{card} cannot pair with {onto}, which is covered: {rule}.",
        "fr": "{card} ne peut pas former une paire avec {onto}, qui est couverte : {rule}.",
    },
    "no_pair": {
        "en": "{card} and {onto} do not make a pair: {rule}.",
        "fr": "{card} et {onto} ne forment pas une paire : {rule}.",
    },
    "pair_place": {
        "en": "{card} and {onto} would make a pair, but not where they lie: {rule}.",
        "fr": "{card} et {onto} formeraient une paire, mais pas là où elles sont : {rule}.",
    },
    "waste_one": {
        "en": "cards go onto the waste one at a time, not {n} at once.",
        "fr": "les cartes vont sur la défausse une par une, pas {n} d'un coup.",
    },
    "empty_waste": {
        "en": "{card} cannot go on an empty waste: turn a card from the stock first ({rule}).",
        "fr": "{card} ne peut pas aller sur une défausse vide : retournez d'abord une carte de la "
              "pioche ({rule}).",
    },
    "not_alone": {
        "en": "{card} cannot be removed on its own: {rule}.",
        "fr": "{card} ne peut pas être retirée seule : {rule}.",
    },
    "framed": {"en": "{label} — {text}", "fr": "{label} — {text}"},
})

# A legal move in words (engine/explain.py, the exercises).
define("move", {
    "legal": {"en": "Legal: {what} ({why}).", "fr": "Coup permis : {what} ({why})."},
    "rule": {"en": "{label}: {rule}", "fr": "{label} : {rule}"},
    "move": {"en": "move {what} from {source} to {target}",
             "fr": "déplacer {what} {source} vers {target}"},
    "pair": {"en": "remove {card} with {partner}", "fr": "retirer {card} avec {partner}"},
    "alone": {"en": "remove {card} on its own", "fr": "retirer {card} seule"},
    "deal": {"en": "deal from the stock", "fr": "distribuer depuis la pioche"},
    "redeal": {"en": "turn the waste over to make a new stock (redeal)",
               "fr": "retourner la défausse pour refaire la pioche (redistribution)"},
    "cards": {"en": "{n} {n|card|cards} from {card}", "fr": "{n} {n|carte|cartes} à partir de {card}"},
    "reasons": {"en": "{first}; {second}", "fr": "{first} ; {second}"},
})

# Move notation that names no pile of the game.
define("notation", {
    "no_pile": {"en": "no pile `{code}` in this game; its piles: {piles}",
                "fr": "ce jeu n'a pas de pile `{code}` ; ses piles : {piles}"},
})

# A pile named inside a French sentence takes its article: "du tableau 3", "vers la fondation 1".
define("pile", {
    "from_m": {"en": "{name}", "fr": "du {name}"},
    "from_f": {"en": "{name}", "fr": "de la {name}"},
    "from_other": {"en": "{name}", "fr": "de la pile « {name} »"},
    "to_m": {"en": "{name}", "fr": "le {name}"},
    "to_f": {"en": "{name}", "fr": "la {name}"},
    "to_other": {"en": "{name}", "fr": "la pile « {name} »"},
})


class Ruled(Protocol):
    """What names a rule in a sentence (a concept of the rules)."""

    @property
    def key(self) -> str: ...

    def label(self, lang: str | None = None) -> str: ...

    def rule(self, lang: str | None = None) -> str: ...


class _Grouped(Protocol):
    @property
    def role(self) -> Ruled: ...


class NamedPile(Protocol):
    """A pile as a sentence names it (a pile in play)."""

    @property
    def group(self) -> _Grouped: ...

    def label(self, lang: str | None = None) -> str: ...


class Refused(Protocol):
    """A refusal as its sentence reads it (:class:`~solitaire_nb.rules.piles.Refusal`)."""

    @property
    def rule(self) -> Ruled: ...

    @property
    def message(self) -> str: ...

    @property
    def details(self) -> tuple[object, ...]: ...


def pile_in_sentence(pile: NamedPile, lang: str | None = None, case: str = "from") -> str:
    """A pile's name as a sentence uses it: after "de" (``case="from"``: "du tableau 3",
    "de la défausse") or as the object of "vers" (``case="to"``: "la fondation 1").
    English names are left as they are ("Tableau 3")."""
    lang = resolve_lang(lang)
    name = pile.label(lang)
    entry = entries().get(pile.group.role.key)
    gender = entry.extra.get("gender", {}).get(lang) if entry is not None else None
    if lang == "fr" and gender is not None:
        name = name[:1].lower() + name[1:]
    return say(f"pile.{case}_{gender or 'other'}", lang, name=name)


# Which detail of a refusal fills which parameter of its phrase.
_DETAILS: dict[str, tuple[str, ...]] = {
    "face_down": ("card",),
    "empty": ("card",),
    "base": ("card",),
    "onto_face_down": ("card", "onto"),
    "covered": ("card",),
    "pair_one": ("n",),
    "pair_same_pile": ("card",),
    "pair_empty": ("card",),
    "partner_covered": ("card", "onto"),
    "no_pair": ("card", "onto"),
    "pair_place": ("card", "onto"),
    "not_alone": ("card",),
    "waste_one": ("n",),
    "empty_waste": ("card",),
    "build": ("card", "onto", "build"),
    "unit": ("n",),
    "too_few": ("n",),
    "no_pile": ("pile",),
    "capacity": ("n", "limit"),
    "game_rule": ("text",),
}


_CONTRACTIONS = {("à", "le"): "au", ("à", "les"): "aux", ("de", "le"): "du", ("de", "les"): "des"}


def name_in_sentence(name: str, lang: str | None = None, preposition: str = "") -> str:
    """A game's name inside a sentence: in French a leading article loses its capital and
    merges with ``preposition`` ("à" + "Les quarante voleurs" -> "aux quarante voleurs",
    "dans" + "L'araignée" -> "dans l'araignée").  English names are left as they are."""
    lang = resolve_lang(lang)
    if lang == "fr":
        first, _, rest = name.partition(" ")
        if first in ("Le", "La", "Les") and rest:
            article = first.lower()
            merged = _CONTRACTIONS.get((preposition, article))
            if merged:
                return f"{merged} {rest}"
            name = f"{article} {rest}"
        elif name.startswith("L'") or name.startswith("L’"):
            name = "l" + name[1:]
    return f"{preposition} {name}" if preposition else name


def _own_text(value: object, lang: str) -> str:
    """A game's own rule sentence given as a phrase, a said phrase or a ``{"en", "fr"}`` mapping."""
    if isinstance(value, (Phrase, Said)):
        return value.text(lang)
    return Phrase.of(cast("Mapping[str, str]", value)).text(lang)


def refusal_text(refusal: Refused, lang: str | None = None) -> str:
    """The full sentence for a refusal: the concept's term, then why."""
    lang = resolve_lang(lang)
    rule = refusal.rule
    key = refusal.message
    params: dict[str, object] = dict(zip(_DETAILS.get(key, ()), refusal.details))
    params["rule"] = rule.rule(lang)
    if "build" in params:
        params["rule"] = cast("Ruled", params.pop("build")).rule(lang)
    if "text" in params:
        params["rule"] = _own_text(params.pop("text"), lang)
    if key == "too_few" and (isinstance(params["n"], bool) or not isinstance(params["n"], int)):
        key = "bad_count"
    text = say(f"refusal.{key}", lang, **params)
    return say("refusal.framed", lang, label=rule.label(lang), text=text)
